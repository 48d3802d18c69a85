import { Client, Connection } from "@temporalio/client";
import { OpenTelemetryWorkflowClientInterceptor } from "@temporalio/interceptors-opentelemetry";
import type { Logger } from "pino";
import type { Database, PrismaClient } from "../prisma/db.ts";
import {
  reviewChangedSignal,
  signalReview,
  signalWillRun,
  stopReviewSignal,
  workflowStarts,
  type WorkflowStart,
} from "../workflows/definitions.ts";
import { REVIEW_POLL_INTERVAL_MS } from "../core/review-reminders.ts";
import { createActivities } from "./activities.ts";
import { draftTtlMs, outboxDirectory, type PipelineEnv } from "./config.ts";
import { createOutboxMailer, createSmtpMailer, type Mailer } from "./email/mailer.ts";
import { FairQueue } from "./fair-queue.ts";
import { WriteYield } from "./write-yield.ts";
import { InProcessRunner } from "./in-process-runner.ts";
import { BrowserPool } from "./pdf/browser-pool.ts";
import { createPdfReadiness, type PdfReadinessState } from "./pdf/readiness.ts";
import { observeQueue } from "./runtime-metrics.ts";
import { willSender } from "./senders.ts";
import { workflowStarter } from "./temporal-start.ts";

export { startPipelineProcess, type PipelineProcess } from "./pipeline-host.ts";

/*
 * The one module through which the web app reaches the will pipeline, and the one wiring of the
 * activities (Chromium's pool, the mailer, the database) that the Temporal worker
 * (workers/worker.ts) and the in-process runner share (docs/architecture.md).
 */

/** What the pipeline needs of the configuration (workers/config.ts), plus the web's port. */
export type RuntimeEnv = Omit<
  PipelineEnv,
  "OTEL_EXPORTER_OTLP_ENDPOINT" | "OTEL_SERVICE_NAME" | "OTEL_METRIC_EXPORT_INTERVAL"
> & {
  DATA_DIR: string;
  PORT?: number;
};

/** The activities with what they run on: Chromium's pool and the mailer, closed by the caller. */
export function createPipelineActivities(
  env: RuntimeEnv,
  prisma: PrismaClient,
  logger: Logger,
  { publicUrl }: { publicUrl: string },
) {
  const pool = new BrowserPool({ executablePath: env.CHROMIUM_PATH, maxConcurrency: env.PDF_CONCURRENCY });
  const mailer = createMailer(env);
  const activities = createActivities({
    prisma,
    renderPdf: (html) => pool.renderPdf(html),
    mailer,
    logger,
    legalCheckEmail: env.LEGAL_CHECK_EMAIL,
    publicUrl,
  });
  return { activities, pool, mailer };
}

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
  /** A will's review reminders (a new ReviewReminder row): yearly, and after a reported life event. */
  startReviewReminders(reminderId: string): Promise<void>;
  /** The reminder's dates changed (a life event was reported): the next one is read again. */
  reviewRemindersChanged(reminderId: string): Promise<void>;
  /** The reminder is stopped in the database: the run under Temporal ends. */
  stopReviewReminders(reminderId: string): Promise<void>;
  /** Whether this process can make PDFs (always ready under Temporal: the worker makes them). */
  pdfReadiness(): PdfReadinessState;
  close(timeoutMs: number): Promise<void>;
}

export function createMailer(
  env: Pick<RuntimeEnv, "SMTP_URL" | "MAIL_FROM" | "OUTBOX_DIR" | "DATA_DIR">,
): Mailer {
  return env.SMTP_URL
    ? createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM })
    : createOutboxMailer({ directory: outboxDirectory(env), from: env.MAIL_FROM });
}

export async function createPipeline(env: RuntimeEnv, database: Database, logger: Logger): Promise<Pipeline> {
  return env.TEMPORAL_ADDRESS
    ? createTemporalPipeline(env, env.TEMPORAL_ADDRESS, database, logger)
    : createInProcessPipeline(env, database, logger);
}

/** The in-process pipeline, which can also step back while the web has writes waiting. */
export interface InProcessPipeline extends Pipeline {
  /**
   * While writes wait for the web's admission (web/server/admission.ts), no new activity starts
   * for up to two minutes of a surge (write-yield.ts), then one at a time instead of
   * `PDF_CONCURRENCY`: the PDFs, emails and their queries yield the CPU and the database to the
   * requests, and under a load that lasts the backlog still moves
   * (docs/decisions/036-pipeline-holds-for-a-surge.md).
   */
  writesWaiting(waiting: boolean): void;
}

export async function createInProcessPipeline(
  env: RuntimeEnv,
  database: Database,
  logger: Logger,
): Promise<InProcessPipeline> {
  const { activities, pool, mailer } = createPipelineActivities(env, database.prisma, logger, {
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  });
  const readiness = createPdfReadiness({ renderPdf: (html) => pool.renderPdf(html) });
  // Checked in the background: the server answers while Chromium starts, not ready until it has.
  void readiness.check().then((pdf) => {
    if (pdf.ready) return;
    logger.error(
      { problem: pdf.problem, chromium: env.CHROMIUM_PATH },
      "PDFs cannot be made: wills are saved but get no PDF until Chromium works (set CHROMIUM_PATH; /readyz answers 503)",
    );
  });
  const runner = new InProcessRunner({
    activities,
    prisma: database.prisma,
    logger,
    draftTtlMs: draftTtlMs(env),
    // As many activities at once as Chromium renders PDFs, one per sender (docs/performance.md).
    queue: new FairQueue({ concurrency: env.PDF_CONCURRENCY, perSender: 1 }),
  });
  const stopQueueMetrics = observeQueue(runner.queue);
  const yieldToWrites = new WriteYield(runner.queue, env.PDF_CONCURRENCY);
  await runner.resumePending();
  const sweep = setInterval(() => {
    runner
      .sweepUnclaimedDrafts()
      .catch((error: unknown) => logger.error({ err: error }, "draft sweep failed"));
  }, 60 * 60_000);
  sweep.unref();
  const pollReminders = () =>
    runner
      .pollReviewReminders()
      .catch((error: unknown) => logger.error({ err: error }, "reminder poll failed"));
  const reminders = setInterval(() => void pollReminders(), REVIEW_POLL_INTERVAL_MS);
  reminders.unref();
  return {
    kind: "in-process",
    startGeneration: async (willId, email) => runner.startGeneration(willId, email !== null),
    provideEmail: async (willId) => runner.provideEmail(willId),
    startChatFinalisation: async (willId) => runner.startChatFinalisation(willId),
    startLegalCheckEmails: async (requestId) => runner.startLegalCheckEmails(requestId),
    startPasswordResetEmail: async (resetId) => runner.startPasswordResetEmail(resetId),
    startLoginWarningEmail: async (warningId, userId) => runner.startLoginWarningEmail(warningId, userId),
    // The table is the schedule: a new or changed reminder is found by the next poll (one now).
    startReviewReminders: async () => {
      await pollReminders();
    },
    reviewRemindersChanged: async () => {
      await pollReminders();
    },
    stopReviewReminders: async () => {},
    pdfReadiness: () => readiness.current(),
    writesWaiting: (waiting) => yieldToWrites.writesWaiting(waiting),
    close: async (timeoutMs) => {
      clearInterval(sweep);
      clearInterval(reminders);
      stopQueueMetrics();
      yieldToWrites.stop();
      await runner.drain(timeoutMs);
      await pool.close();
      await mailer.close();
    },
  };
}

async function createTemporalPipeline(
  env: RuntimeEnv,
  address: string,
  database: Database,
  logger: Logger,
): Promise<Pipeline> {
  // Connects on first use, so the web starts (and /healthz answers) while Temporal is still coming up.
  const connection = Connection.lazy({ address });
  const client = new Client({
    connection,
    namespace: env.TEMPORAL_NAMESPACE,
    // Starts and signals carry the request's trace to the workflow (a no-op while tracing is off).
    interceptors: { workflow: [new OpenTelemetryWorkflowClientInterceptor()] },
  });
  const starter = workflowStarter(client, env.TEMPORAL_TASK_QUEUE, logger);
  const start = async <Input>(run: WorkflowStart<Input>, sender?: string) => {
    await starter(run, sender);
  };
  return {
    kind: "temporal",
    startGeneration: async (willId, email) =>
      start(
        workflowStarts.generateWill({ willId, emailGiven: email !== null, draftTtlMs: draftTtlMs(env) }),
        await willSender(database.prisma, willId),
      ),
    provideEmail: async (willId) => {
      try {
        await signalWillRun(client, willId);
      } catch (error) {
        if ((error as Error).name !== "WorkflowNotFoundError") throw error;
        // No run yet: its start is owed, and the worker's relay reads the address when it sends it.
        // Due again now, so a start sent before the address came is followed by the signal
        // (workers/start-relay.ts, docs/decisions/033-workflow-start-outbox.md).
        await database.prisma.will.updateMany({
          where: { id: willId },
          data: { workflowStartAt: new Date() },
        });
      }
    },
    startChatFinalisation: async (willId) =>
      start(workflowStarts.finaliseChatWill({ willId }), await willSender(database.prisma, willId)),
    startLegalCheckEmails: (requestId) => start(workflowStarts.legalCheckRequest({ requestId })),
    startPasswordResetEmail: (resetId) => start(workflowStarts.passwordResetEmail({ resetId })),
    startLoginWarningEmail: (warningId, userId) =>
      start(workflowStarts.loginWarningEmail({ warningId, userId })),
    startReviewReminders: (reminderId) => start(workflowStarts.willReview({ reminderId })),
    // Started again if its run is gone (failed, or terminated by an operator): the row says it is on.
    reviewRemindersChanged: async (reminderId) => {
      const { workflowType, workflowId, args, memo } = workflowStarts.willReview({ reminderId });
      await client.workflow.signalWithStart(workflowType, {
        taskQueue: env.TEMPORAL_TASK_QUEUE,
        workflowId,
        args,
        memo,
        signal: reviewChangedSignal,
      });
    },
    stopReviewReminders: (reminderId) => signalReview(client, reminderId, stopReviewSignal),
    pdfReadiness: () => ({ ready: true, checked: true }),
    close: async () => {
      await connection.close();
    },
  };
}
