import path from "node:path";
import { z } from "zod";
import { DEFAULT_DRAFT_TTL_MS } from "../core/pipeline.ts";
import { TASK_QUEUE } from "../workflows/definitions.ts";

/**
 * The pipeline's environment variables, shared by the web process (which runs the pipeline
 * in-process when TEMPORAL_ADDRESS is unset) and the worker process.
 */
export const PipelineEnvShape = {
  /** host:port of the Temporal frontend. Unset: the pipeline runs in-process. */
  TEMPORAL_ADDRESS: z.string().min(1).optional(),
  TEMPORAL_NAMESPACE: z.string().min(1).default("default"),
  TEMPORAL_TASK_QUEUE: z.string().min(1).default(TASK_QUEUE),
  /** smtp://user:pass@host:port. Unset: emails are written as .eml files to OUTBOX_DIR. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Free Will Writer <no-reply@localhost>"),
  /**
   * The address people reach the site at (e.g. https://wills.example.org), for the links in
   * emails. Default: http://localhost:{PORT} in the web process, http://localhost:3000 in the worker.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  /** Where the team is told of each legal check request (default legal-checks@localhost). */
  LEGAL_CHECK_EMAIL: z.email("must be an email address").default("legal-checks@localhost"),
  /** Where the embedded default writes emails (default DATA_DIR/outbox). */
  OUTBOX_DIR: z.string().min(1).optional(),
  /** Hours an unclaimed draft (no email given) is kept (default 168, 7 days). */
  DRAFT_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(DEFAULT_DRAFT_TTL_MS / 3_600_000),
  CHROMIUM_PATH: z.string().min(1).default("/usr/bin/chromium"),
  /** PDFs rendered at once by the browser pool (default 2). */
  PDF_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** An OTLP/HTTP collector (e.g. http://localhost:4318): traces go to {endpoint}/v1/traces. Unset: no tracing. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .optional(),
  /** The service name on the traces (default will-web for the web process, will-worker for the worker). */
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
  /** How often metrics are exported to the collector, in ms (default 60000; the OpenTelemetry SDK's variable). */
  OTEL_METRIC_EXPORT_INTERVAL: z.coerce.number().int().min(1_000).max(3_600_000).optional(),
};

export const PipelineEnvSchema = z.object({
  ...PipelineEnvShape,
  DATA_DIR: z.string().min(1).default("./.data"),
});
export type PipelineEnv = z.infer<typeof PipelineEnvSchema>;

/** Everything `npm run worker` reads: the pipeline's variables, plus what only the worker needs. */
export const WorkerEnvSchema = z.object({
  ...PipelineEnvShape,
  TEMPORAL_ADDRESS: z.string({ error: "required: the host:port of the Temporal frontend" }).min(1),
  DATABASE_URL: z
    .string({ error: "required: the worker shares PostgreSQL with the web app" })
    .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// URL"),
  DATA_DIR: z.string().min(1).default("./.data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  /** The port of the worker's /healthz and /readyz (workers/health-server.ts). Unset: no health server. */
  WORKER_HEALTH_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
});

export function outboxDirectory(env: Pick<PipelineEnv, "OUTBOX_DIR" | "DATA_DIR">): string {
  return path.resolve(env.OUTBOX_DIR ?? path.join(env.DATA_DIR, "outbox"));
}

export function draftTtlMs(env: Pick<PipelineEnv, "DRAFT_TTL_HOURS">): number {
  return Math.round(env.DRAFT_TTL_HOURS * 3_600_000);
}
