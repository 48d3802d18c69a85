// The pipeline's process: started by the web process (workers/pipeline-host.ts) on the embedded
// default, so the database and the will pipeline never run on the thread that serves pages
// (docs/decisions/023-pipeline-process.md). It opens the database (PGlite under DATA_DIR, served
// to the web process over PostgreSQL's wire protocol on loopback; or DATABASE_URL's server), runs
// the in-process runner on it, and answers the web process's calls over the IPC channel.
// First: tracing (when configured) must start before http is loaded.
import { telemetry } from "./pipeline-instrument.ts";
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { context, propagation } from "@opentelemetry/api";
import pino, { type Logger } from "pino";
import { applyMigrations } from "../prisma/migrate.ts";
import { openDatabase, pgliteExecutor, type Database, type DatabaseOptions } from "../prisma/db.ts";
import { servePGlite, type PGliteWireServer } from "./pglite-wire.ts";
import type { FromPipeline, PipelineCall, ToPipeline } from "./pipeline-messages.ts";
import {
  createInProcessPipeline,
  type InProcessPipeline,
  type Pipeline,
  type RuntimeEnv,
} from "./runtime.ts";
import { observeEventLoopDelay } from "./runtime-metrics.ts";
import { REDACTED_PATHS, traceMixin } from "./telemetry.ts";

/** What this process holds open, closed in reverse order. */
interface Held {
  pglite?: PGlite;
  wire?: PGliteWireServer;
  database?: Database;
  pipeline?: InProcessPipeline;
  timers: NodeJS.Timeout[];
}

const held: Held = { timers: [] };
let logger: Logger = pino({ base: { service: "will-pipeline" } });

function send(message: FromPipeline): void {
  if (process.connected) process.send?.(message);
}

/** PGlite in this process, migrated, served on loopback: the URL both processes connect to. */
async function openEmbedded(dataDir: string | undefined): Promise<string> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = dataDir ? new PGlite(dataDir) : new PGlite();
  held.pglite = pglite;
  await pglite.waitReady;
  const report = await applyMigrations(pgliteExecutor(pglite));
  logger.info(
    { applied: report.applied, alreadyApplied: report.alreadyApplied.length },
    "embedded database ready",
  );
  held.wire = await servePGlite(pglite);
  return held.wire.url;
}

async function start(env: RuntimeEnv, options: DatabaseOptions): Promise<void> {
  observeEventLoopDelay();
  const url = options.kind === "pglite" ? await openEmbedded(options.dataDir) : options.url;
  // A few connections: the runner's activities run PDF_CONCURRENCY at a time.
  held.database = await openDatabase({ kind: "postgres", url, maxConnections: env.PDF_CONCURRENCY + 2 });
  const pipeline = await createInProcessPipeline(env, held.database, logger);
  held.pipeline = pipeline;
  // /readyz in the web process reads this process's answer to "can PDFs be made?".
  let lastPdf = "";
  const report = setInterval(() => {
    const state = JSON.stringify(pipeline.pdfReadiness());
    if (state !== lastPdf) send({ type: "pdf", state: pipeline.pdfReadiness() });
    lastPdf = state;
  }, 1_000);
  held.timers.push(report);
  send({ type: "ready", databaseUrl: url });
}

function dispatch(pipeline: Pipeline, method: PipelineCall, id: string, other: string | null) {
  switch (method) {
    case "startGeneration":
      return pipeline.startGeneration(id, other);
    case "provideEmail":
      return pipeline.provideEmail(id, other ?? "");
    case "startChatFinalisation":
      return pipeline.startChatFinalisation(id);
    case "startLegalCheckEmails":
      return pipeline.startLegalCheckEmails(id);
    case "startPasswordResetEmail":
      return pipeline.startPasswordResetEmail(id);
    case "startLoginWarningEmail":
      return pipeline.startLoginWarningEmail(id, other ?? "");
    case "startReviewReminders":
      return pipeline.startReviewReminders(id);
    case "reviewRemindersChanged":
      return pipeline.reviewRemindersChanged(id);
    case "stopReviewReminders":
      return pipeline.stopReviewReminders(id);
  }
}

/** One of the web process's calls, under the trace of the request that made it (failures are logged here). */
async function call(message: Extract<ToPipeline, { type: "call" }>): Promise<void> {
  const { method, args, trace } = message;
  try {
    if (!held.pipeline) throw new Error("the pipeline is not started");
    const pipeline = held.pipeline;
    const caller = propagation.extract(context.active(), trace);
    await context.with(caller, () => dispatch(pipeline, method, args[0] ?? "", args[1] ?? null));
  } catch (error) {
    logger.error({ err: error, method }, "a pipeline call failed");
  }
}

async function close(timeoutMs: number): Promise<void> {
  for (const timer of held.timers) clearInterval(timer);
  await held.pipeline
    ?.close(timeoutMs)
    .catch((error: unknown) => logger.error({ err: error }, "stopping the will pipeline failed"));
  await held.database?.close().catch(() => undefined);
  await held.wire?.close();
  await held.pglite?.close();
  await telemetry.shutdown().catch(() => undefined);
  send({ type: "closed" });
  process.exit(0);
}

/** The web process went away: the database is closed (its files consistent), nothing is drained. */
async function abandon(): Promise<void> {
  for (const timer of held.timers) clearInterval(timer);
  const stopped = Promise.all([held.wire?.close(), held.pglite?.close()]).catch(() => undefined);
  await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  process.exit(1);
}

process.on("message", (message: ToPipeline) => {
  if (message.type === "start") {
    logger = pino({
      level: message.logLevel,
      base: { service: "will-pipeline" },
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: traceMixin,
    });
    start(message.env, message.database).catch((error: unknown) => {
      logger.fatal({ err: error }, "the pipeline process could not start");
      send({ type: "failed", error: error instanceof Error ? error.message : String(error) });
      process.exit(1);
    });
  } else if (message.type === "call") void call(message);
  else if (message.type === "writesWaiting") held.pipeline?.writesWaiting(message.waiting);
  else void close(message.timeoutMs);
});
// The web process decides when to stop (after its requests drain): a terminal's Ctrl-C reaches
// this process too, and is ignored here. If the web process goes away without asking (killed),
// this one stops at once rather than drain, so a restarted web process never finds a second
// PGlite on the same DATA_DIR: the runner resumes the unfinished wills, as after any crash.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => undefined);
process.on("disconnect", () => void abandon());
