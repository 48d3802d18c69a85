import { Client, Connection, WorkflowExecutionAlreadyStartedError } from "@temporalio/client";
import { OpenTelemetryWorkflowClientInterceptor } from "@temporalio/interceptors-opentelemetry";
import type { Logger } from "pino";
import type { Database } from "../../prisma/db.ts";
import { createActivities } from "../../workers/activities.ts";
import { draftTtlMs, outboxDirectory } from "../../workers/config.ts";
import { createOutboxMailer, createSmtpMailer, type Mailer } from "../../workers/email/mailer.ts";
import { InProcessRunner } from "../../workers/in-process-runner.ts";
import { BrowserPool } from "../../workers/pdf/browser-pool.ts";
import { createPdfReadiness, type PdfReadinessState } from "../../workers/pdf/readiness.ts";
import { signalWillRun, workflowStarts, type WorkflowStart } from "../../workflows/definitions.ts";
import type { Env } from "./env.server.ts";

/**
 * The will pipeline as the web app sees it. This is the one place that chooses how it runs:
 * with TEMPORAL_ADDRESS set, workflows on a Temporal cluster (run by `npm run worker`);
 * otherwise the in-process runner with the same steps and activities.
 */
export interface Pipeline {
  readonly kind: "temporal" | "in-process";
  /** Generate a stored draft; `email` when the will already carries its address, else null. */
  startGeneration(willId: string, email: string | null): Promise<void>;
  /** The address is now stored on the will: go on to the email. */
  provideEmail(willId: string, email: string): Promise<void>;
  startChatFinalisation(willId: string): Promise<void>;
  /** A legal check request's confirmation and notification emails, durable and retried. */
  startLegalCheckEmails(requestId: string): Promise<void>;
  /** The email with a password reset's link, durable and retried. */
  startPasswordResetEmail(resetId: string): Promise<void>;
  /** The warning to an owner that wrong passwords slow their sign-in down, durable and retried. */
  startLoginWarningEmail(warningId: string, userId: string): Promise<void>;
  /** Whether this process can make PDFs (always ready under Temporal: the worker makes them). */
  pdfReadiness(): PdfReadinessState;
  close(timeoutMs: number): Promise<void>;
}

export function createMailer(env: Pick<Env, "SMTP_URL" | "MAIL_FROM" | "OUTBOX_DIR" | "DATA_DIR">): Mailer {
  return env.SMTP_URL
    ? createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM })
    : createOutboxMailer({ directory: outboxDirectory(env), from: env.MAIL_FROM });
}

export async function createPipeline(env: Env, database: Database, logger: Logger): Promise<Pipeline> {
  return env.TEMPORAL_ADDRESS
    ? createTemporalPipeline(env, env.TEMPORAL_ADDRESS, logger)
    : createInProcessPipeline(env, database, logger);
}

async function createInProcessPipeline(env: Env, database: Database, logger: Logger): Promise<Pipeline> {
  const pool = new BrowserPool({ executablePath: env.CHROMIUM_PATH, maxConcurrency: env.PDF_CONCURRENCY });
  const mailer = createMailer(env);
  const readiness = createPdfReadiness({ renderPdf: (html) => pool.renderPdf(html) });
  // Checked in the background: the server answers while Chromium starts, not ready until it has.
  void readiness.check().then((pdf) => {
    if (pdf.ready) return;
    logger.error(
      { problem: pdf.problem, chromium: env.CHROMIUM_PATH },
      "PDFs cannot be made: wills are saved but get no PDF until Chromium works (set CHROMIUM_PATH; /readyz answers 503)",
    );
  });
  const activities = createActivities({
    prisma: database.prisma,
    renderPdf: (html) => pool.renderPdf(html),
    mailer,
    logger,
    legalCheckEmail: env.LEGAL_CHECK_EMAIL,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  });
  const runner = new InProcessRunner({
    activities,
    prisma: database.prisma,
    logger,
    draftTtlMs: draftTtlMs(env),
  });
  await runner.resumePending();
  const sweep = setInterval(() => {
    runner
      .sweepUnclaimedDrafts()
      .catch((error: unknown) => logger.error({ err: error }, "draft sweep failed"));
  }, 60 * 60_000);
  sweep.unref();
  return {
    kind: "in-process",
    startGeneration: async (willId, email) => runner.startGeneration(willId, email !== null),
    provideEmail: async (willId) => runner.provideEmail(willId),
    startChatFinalisation: async (willId) => runner.startChatFinalisation(willId),
    startLegalCheckEmails: async (requestId) => runner.startLegalCheckEmails(requestId),
    startPasswordResetEmail: async (resetId) => runner.startPasswordResetEmail(resetId),
    startLoginWarningEmail: async (warningId, userId) => runner.startLoginWarningEmail(warningId, userId),
    pdfReadiness: () => readiness.current(),
    close: async (timeoutMs) => {
      clearInterval(sweep);
      await runner.drain(timeoutMs);
      await pool.close();
      await mailer.close();
    },
  };
}

async function createTemporalPipeline(env: Env, address: string, logger: Logger): Promise<Pipeline> {
  // Connects on first use, so the web starts (and /healthz answers) while Temporal is still coming up.
  const connection = Connection.lazy({ address });
  const client = new Client({
    connection,
    namespace: env.TEMPORAL_NAMESPACE,
    // Starts and signals carry the request's trace to the workflow (a no-op while tracing is off).
    interceptors: { workflow: [new OpenTelemetryWorkflowClientInterceptor()] },
  });
  const start = async <Input>({ workflowType, ...options }: WorkflowStart<Input>) => {
    try {
      await client.workflow.start(workflowType, { taskQueue: env.TEMPORAL_TASK_QUEUE, ...options });
    } catch (error) {
      if (error instanceof WorkflowExecutionAlreadyStartedError) return;
      throw error;
    }
    logger.info({ workflowId: options.workflowId }, "workflow started");
  };
  return {
    kind: "temporal",
    startGeneration: (willId, email) =>
      start(workflowStarts.generateWill({ willId, emailGiven: email !== null, draftTtlMs: draftTtlMs(env) })),
    provideEmail: async (willId) => {
      await signalWillRun(client, willId);
    },
    startChatFinalisation: (willId) => start(workflowStarts.finaliseChatWill({ willId })),
    startLegalCheckEmails: (requestId) => start(workflowStarts.legalCheckRequest({ requestId })),
    startPasswordResetEmail: (resetId) => start(workflowStarts.passwordResetEmail({ resetId })),
    startLoginWarningEmail: (warningId, userId) =>
      start(workflowStarts.loginWarningEmail({ warningId, userId })),
    pdfReadiness: () => ({ ready: true, checked: true }),
    close: async () => {
      await connection.close();
    },
  };
}

const SINGLETON = Symbol.for("will-service.pipeline");
type WithPipeline = typeof globalThis & { [SINGLETON]?: Promise<Pipeline> };

/** The process's pipeline (created at start-up by web/server.ts). */
export function initPipeline(env: Env, database: Database, logger: Logger): Promise<Pipeline> {
  const holder = globalThis as WithPipeline;
  holder[SINGLETON] ??= createPipeline(env, database, logger);
  return holder[SINGLETON];
}

export function usePipeline(pipeline: Pipeline): void {
  (globalThis as WithPipeline)[SINGLETON] = Promise.resolve(pipeline);
}

export async function getPipeline(): Promise<Pipeline> {
  const pending = (globalThis as WithPipeline)[SINGLETON];
  if (!pending) throw new Error("The pipeline was not initialised: call initPipeline at start-up.");
  return pending;
}

export async function closePipeline(timeoutMs: number): Promise<void> {
  const holder = globalThis as WithPipeline;
  const pending = holder[SINGLETON];
  delete holder[SINGLETON];
  if (pending) await (await pending).close(timeoutMs);
}
