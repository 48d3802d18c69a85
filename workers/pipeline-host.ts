import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { context, propagation } from "@opentelemetry/api";
import type { Logger } from "pino";
import type { DatabaseOptions } from "../prisma/db.ts";
import type { PdfReadinessState } from "./pdf/readiness.ts";
import type { FromPipeline, PipelineCall, ToPipeline } from "./pipeline-messages.ts";
import type { Pipeline, RuntimeEnv } from "./runtime.ts";

/*
 * The web process's side of the pipeline process (workers/pipeline-process.ts,
 * docs/decisions/023-pipeline-process.md): starts it, waits until its database is open, and
 * stands for the in-process pipeline. A call is handed over and answered at once, as the
 * in-process runner answered: the will is already stored, and the runner finds it again on
 * restart. If the pipeline process dies, the web process ends too (its database went with it):
 * the supervisor restarts both, and the runner resumes every unfinished will.
 */

export interface PipelineProcess {
  readonly pipeline: Pipeline;
  /** Where the web process's own database client connects. */
  readonly databaseUrl: string;
  /** Tells the pipeline whether writes wait for admission now (sent when it changes). */
  writesWaiting(waiting: boolean): void;
}

/** The compiled entry beside the server's bundle (build/node/), or the TypeScript source under tsx. */
function entry(): { file: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith(".ts");
  const file = fileURLToPath(
    new URL(fromSource ? "./pipeline-process.ts" : "./pipeline-process.js", import.meta.url),
  );
  return { file, execArgv: fromSource ? ["--import", "tsx"] : [] };
}

function awaitReady(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: FromPipeline) => {
      if (message.type === "ready") resolve(message.databaseUrl);
      if (message.type === "failed") reject(new Error(`the pipeline process failed: ${message.error}`));
    };
    child.on("message", onMessage);
    child.once("exit", (code) =>
      reject(new Error(`the pipeline process exited (${code}) before it was ready`)),
    );
  });
}

export async function startPipelineProcess(
  env: RuntimeEnv & { LOG_LEVEL: string },
  database: DatabaseOptions,
  logger: Logger,
): Promise<PipelineProcess> {
  const { file, execArgv } = entry();
  const child = fork(file, [], { execArgv, stdio: ["ignore", "inherit", "inherit", "ipc"] });
  let closing = false;
  let pdf: PdfReadinessState = { ready: false, checked: false, problem: "not checked yet" };
  child.on("message", (message: FromPipeline) => {
    if (message.type === "pdf") pdf = message.state;
  });
  child.on("exit", (code, signal) => {
    if (closing) return;
    logger.fatal({ code, signal }, "the pipeline process stopped: stopping the web process too");
    process.exit(1);
  });
  const send = (message: ToPipeline) => {
    if (child.connected) child.send(message);
  };
  send({ type: "start", env: pipelineEnv(env), database, logLevel: env.LOG_LEVEL });
  const databaseUrl = await awaitReady(child);

  const call = (method: PipelineCall, ...args: (string | null)[]) => {
    const trace: Record<string, string> = {};
    propagation.inject(context.active(), trace);
    send({ type: "call", method, args, trace });
    return Promise.resolve();
  };
  const pipeline: Pipeline = {
    kind: "in-process",
    // Only ids cross: the runner reads the address from the will when it emails.
    startGeneration: (willId, email) => call("startGeneration", willId, email === null ? null : ""),
    provideEmail: (willId) => call("provideEmail", willId, ""),
    startChatFinalisation: (willId) => call("startChatFinalisation", willId),
    startLegalCheckEmails: (requestId) => call("startLegalCheckEmails", requestId),
    startPasswordResetEmail: (resetId) => call("startPasswordResetEmail", resetId),
    startLoginWarningEmail: (warningId, userId) => call("startLoginWarningEmail", warningId, userId),
    startReviewReminders: (reminderId) => call("startReviewReminders", reminderId),
    reviewRemindersChanged: (reminderId) => call("reviewRemindersChanged", reminderId),
    stopReviewReminders: (reminderId) => call("stopReviewReminders", reminderId),
    pdfReadiness: () => pdf,
    close: (timeoutMs) => {
      closing = true;
      return stopChild(child, timeoutMs);
    },
  };
  let writesWaiting = false;
  return {
    pipeline,
    databaseUrl,
    writesWaiting: (waiting) => {
      if (waiting !== writesWaiting) send({ type: "writesWaiting", waiting });
      writesWaiting = waiting;
    },
  };
}

/** What the pipeline reads of the configuration, and nothing else (no secrets of the web's). */
const PIPELINE_ENV_NAMES = [
  "TEMPORAL_NAMESPACE",
  "TEMPORAL_TASK_QUEUE",
  "SMTP_URL",
  "MAIL_FROM",
  "PUBLIC_URL",
  "LEGAL_CHECK_EMAIL",
  "OUTBOX_DIR",
  "DRAFT_TTL_HOURS",
  "CHROMIUM_PATH",
  "PDF_CONCURRENCY",
  "DATA_DIR",
  "PORT",
] as const satisfies readonly (keyof RuntimeEnv)[];

function pipelineEnv(env: RuntimeEnv): RuntimeEnv {
  const picked = Object.fromEntries(PIPELINE_ENV_NAMES.map((name) => [name, env[name]]));
  // Every name the type requires is in the list: a RuntimeEnv, not merely a Partial<RuntimeEnv>.
  return picked as Pick<RuntimeEnv, (typeof PIPELINE_ENV_NAMES)[number]>;
}

/** Asks the process to drain and close; kills it if it has not exited a second after `timeoutMs`. */
function stopChild(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill("SIGKILL"), timeoutMs + 1_000);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    if (child.connected) child.send({ type: "close", timeoutMs } satisfies ToPipeline);
    else child.kill("SIGKILL");
  });
}
