// `npm run worker`: the Temporal worker that runs the will workflows and their activities.
// Needs TEMPORAL_ADDRESS and DATABASE_URL (a worker shares PostgreSQL with the web pods; the
// embedded PGlite belongs to one process). Stops gracefully on SIGTERM/SIGINT: no new tasks,
// in-flight activities finish, then the browser pool and the database close.
// First: tracing (when configured) must start before the Temporal SDK and http are loaded.
import { telemetry } from "./instrument.ts";
import path from "node:path";
import {
  makeWorkflowExporter,
  OpenTelemetryActivityInboundInterceptor,
  OpenTelemetryActivityOutboundInterceptor,
} from "@temporalio/interceptors-opentelemetry";
import { Client } from "@temporalio/client";
import { DefaultLogger, NativeConnection, Runtime, Worker, type WorkerOptions } from "@temporalio/worker";
import pino from "pino";
import { openDatabase } from "../prisma/db.ts";
import { draftTtlMs, WorkerEnvSchema } from "./config.ts";
import { startHealthServer, workerReadiness } from "./health-server.ts";
import { ensureWillSearchAttributes } from "./search-attributes.ts";
import { projectRoot } from "./project-root.ts";
import { createPipelineActivities } from "./runtime.ts";
import { startRelay } from "./start-relay.ts";
import { traceMixin } from "./telemetry.ts";

/**
 * Runs kept in memory between their tasks. The SDK's default grows with the heap limit (about 900
 * runs on a large machine), and under a backlog of wills the worker grew to 2.6 GB
 * (docs/performance.md). A run pushed out of the cache is replayed from its history at its next
 * task; a will's history is a few dozen events, so that costs milliseconds.
 */
const MAX_CACHED_WORKFLOWS = 200;

/**
 * Wills the start relay keeps under way per PDF rendered at once: enough to keep Chromium busy
 * through each will's two 1.5 s waits, few enough that a backlog waits in PostgreSQL and each will
 * goes through Temporal's queue quickly (docs/decisions/033-workflow-start-outbox.md).
 */
const WILLS_IN_FLIGHT_PER_PDF = 16;

const parsed = WorkerEnvSchema.safeParse(
  Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== "")),
);
if (!parsed.success) {
  console.error(
    `Invalid worker configuration:\n${parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n")}`,
  );
  process.exit(1);
}
const env = parsed.data;
// The workflows are bundled by the Temporal SDK from their sources, from here and from build/node/.
const root = projectRoot(import.meta.url);
const logger = pino({ level: env.LOG_LEVEL, base: { service: "will-worker" }, mixin: traceMixin });

// The SDK's own lines (worker state, bundling, failed attempts) go through the same JSON logger,
// at the same LOG_LEVEL.
const SDK_LEVELS = { TRACE: "trace", DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error" } as const;
Runtime.install({
  logger: new DefaultLogger("TRACE", ({ level, message, meta }) =>
    logger[SDK_LEVELS[level]]({ ...meta, sdk: true }, message),
  ),
});

/**
 * With tracing on: workflows continue the trace their client started (the workflow interceptors,
 * whose spans leave the sandbox through the `exporter` sink) and each activity runs in a span
 * under the workflow's. Off: no interceptors, as the workflow ones need the sink.
 */
function tracingOptions(): Pick<WorkerOptions, "interceptors" | "sinks"> {
  const { spanProcessor, resource } = telemetry;
  if (!spanProcessor || !resource) return {};
  return {
    interceptors: {
      workflowModules: [path.join(root, "workflows/interceptors.ts")],
      activity: [
        (ctx) => ({
          inbound: new OpenTelemetryActivityInboundInterceptor(ctx),
          outbound: new OpenTelemetryActivityOutboundInterceptor(ctx),
        }),
      ],
    },
    sinks: { exporter: makeWorkflowExporter(spanProcessor, resource) },
  };
}

// The probes answer from the start: /healthz at once, /readyz once the worker polls its task queue.
let worker: Worker | undefined;
const database = await openDatabase({ kind: "postgres", url: env.DATABASE_URL });
const health = env.WORKER_HEALTH_PORT
  ? await startHealthServer({
      port: env.WORKER_HEALTH_PORT,
      ready: workerReadiness({ state: () => worker?.getState(), pingDatabase: () => database.ping() }),
    })
  : undefined;
if (health) logger.info({ port: health.port }, "worker health server listening");
await database.migrate();
const { activities, pool, mailer } = createPipelineActivities(env, database.prisma, logger, {
  publicUrl: env.PUBLIC_URL ?? "http://localhost:3000",
});

try {
  const connection = await NativeConnection.connect({ address: env.TEMPORAL_ADDRESS });
  const added = await ensureWillSearchAttributes(connection.operatorService, env.TEMPORAL_NAMESPACE);
  if (added.length > 0) logger.info({ added }, "search attributes registered");
  worker = await Worker.create({
    connection,
    namespace: env.TEMPORAL_NAMESPACE,
    taskQueue: env.TEMPORAL_TASK_QUEUE,
    workflowsPath: path.join(root, "workflows/index.ts"),
    activities,
    maxConcurrentActivityTaskExecutions: env.PDF_CONCURRENCY * 4,
    maxCachedWorkflows: MAX_CACHED_WORKFLOWS,
    shutdownGraceTime: env.SHUTDOWN_TIMEOUT_MS,
    ...tracingOptions(),
  });
  const running = worker;
  // The wills the web stored with their start owed are started from here (docs/decisions/033-workflow-start-outbox.md).
  const relay = startRelay({
    prisma: database.prisma,
    client: new Client({ connection, namespace: env.TEMPORAL_NAMESPACE }),
    taskQueue: env.TEMPORAL_TASK_QUEUE,
    draftTtlMs: draftTtlMs(env),
    logger,
    maxInFlight: env.PDF_CONCURRENCY * WILLS_IN_FLIGHT_PER_PDF,
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      logger.info({ signal }, "worker shutting down");
      void relay.stop();
      running.shutdown();
    });
  }
  logger.info({ address: env.TEMPORAL_ADDRESS, taskQueue: env.TEMPORAL_TASK_QUEUE }, "worker running");
  await running.run().finally(() => relay.stop());
  await connection.close();
} catch (error) {
  logger.fatal({ err: error }, "worker failed");
  process.exitCode = 1;
} finally {
  await health?.close();
  await pool.close();
  await mailer.close();
  await database.close();
  await telemetry
    .shutdown()
    .catch((error: unknown) => logger.error({ err: error }, "exporting the last traces failed"));
  logger.info("worker stopped");
}
