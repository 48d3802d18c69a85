import {
  context as otelContext,
  SpanStatusCode,
  trace,
  type Context,
  type Link,
  type Span,
  type SpanContext,
} from "@opentelemetry/api";
import { ApplicationFailure } from "@temporalio/common";
import type { Logger } from "pino";
import {
  BOOKKEEPING_RETRY,
  EMAIL_RETRY,
  GENERATION_STEPS,
  NON_RETRYABLE_ERROR_TYPES,
  PERMANENT_DELIVERY_ERROR,
  STEP_RETRY,
  type PipelineActivities,
  type RetryPolicyMs,
} from "../core/pipeline.ts";
import type { PrismaClient } from "../prisma/db.ts";
import { FairQueue } from "./fair-queue.ts";
import { getWillMetrics, type WillMetrics } from "./metrics.ts";
import { willSender } from "./senders.ts";

/**
 * The pipeline without Temporal (the embedded default): the same step list (core/pipeline.ts)
 * and the same activities, with retries and backoff in this one layer, the 1.5 s waits, progress
 * in the database, an email that waits until the address is known, and a sweep that deletes
 * drafts nobody claimed. Work in flight is lost with the process, so start-up resumes it.
 *
 * Traced like the workflows (docs/decisions/007-tracing.md): each run is a span (will.generate,
 * will.finaliseChat, will.email) under the span active when it was started (the HTTP request's),
 * each activity attempt a span under the run's (activity.renderPdf). An address given later is
 * emailed in will.email under the generation's span, linked to the request that gave it: one
 * trace per will. The spans are no-ops while tracing is off.
 */
export type RetryPolicy = RetryPolicyMs;

export interface InProcessRunnerOptions {
  activities: PipelineActivities;
  prisma: PrismaClient;
  logger: Logger;
  draftTtlMs: number;
  /** Retries of the generation steps (default: core's STEP_RETRY, as the workflow). */
  stepRetry?: RetryPolicy;
  /** Retries of the email (default: core's EMAIL_RETRY, as the workflow). */
  emailRetry?: RetryPolicy;
  /** Waits, injectable so tests need not sleep for real. */
  sleep?: (ms: number) => Promise<void>;
  /** Where each step's duration is recorded (default: the process's, workers/metrics.ts). */
  metrics?: WillMetrics;
  /**
   * Where every activity attempt waits for its turn (workers/fair-queue.ts): bounded, and fair
   * between senders. Default: 2 at once, 1 per sender.
   */
  queue?: FairQueue;
}

const tracer = trace.getTracer("will-service/in-process-runner");

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export function isRetryable(error: unknown, extraNonRetryable: readonly string[] = []): boolean {
  if (error instanceof ApplicationFailure) {
    if (error.nonRetryable) return false;
    const type = error.type ?? "";
    const nonRetryable: readonly string[] = [...NON_RETRYABLE_ERROR_TYPES, ...extraNonRetryable];
    return !nonRetryable.includes(type);
  }
  return true;
}

export class InProcessRunner {
  private readonly running = new Map<string, Promise<void>>();
  /** Runs waiting for the address, each released with the trace context of the call that gave it. */
  private readonly waitingForEmail = new Map<string, (given: Context) => void>();
  private stopped = false;
  private readonly sleep: (ms: number) => Promise<void>;
  readonly queue: FairQueue;
  /** Each run's sender (the queue's key), looked up once per run. */
  private readonly senders = new Map<string, Promise<string>>();
  /** When each run began, on the queue's clock: its activities go before later runs' (fair-queue.ts). */
  private readonly began = new Map<string, number>();

  constructor(private readonly options: InProcessRunnerOptions) {
    this.sleep = options.sleep ?? defaultSleep;
    this.queue = options.queue ?? new FairQueue({ concurrency: 2, perSender: 1 });
  }

  /** Starts generating a stored draft (idempotent while one run for the will is in flight). */
  startGeneration(willId: string, hasEmail: boolean): void {
    const caller = otelContext.active();
    this.track(willId, () => this.generate(willId, hasEmail, true, caller));
  }

  /** The chat path: the same steps without the waits, then the email. */
  startChatFinalisation(willId: string): void {
    const caller = otelContext.active();
    this.track(willId, () => this.generate(willId, true, false, caller));
  }

  /** A legal check request's two emails, with the email's retry policy. */
  startLegalCheckEmails(requestId: string): void {
    this.startEmailRun("sendLegalCheckEmails", `legal-check-${requestId}`, "will.legalCheck", requestId, () =>
      this.options.activities.sendLegalCheckEmails(requestId),
    );
  }

  /** A password reset's email, with the email's retry policy. */
  startPasswordResetEmail(resetId: string): void {
    this.startEmailRun(
      "sendPasswordResetEmail",
      `password-reset-${resetId}`,
      "will.passwordReset",
      resetId,
      () => this.options.activities.sendPasswordResetEmail(resetId),
    );
  }

  /**
   * The warning to an owner that wrong passwords slow their sign-in down, with the email's retry
   * policy. Lost if the process stops before it is sent (nothing in the database marks it as due).
   */
  startLoginWarningEmail(warningId: string, userId: string): void {
    this.startEmailRun(
      "sendLoginWarningEmail",
      `login-warning-${warningId}`,
      "will.loginWarning",
      warningId,
      () => this.options.activities.sendLoginWarningEmail(warningId, userId),
    );
  }

  /**
   * The review reminders that are due by `now`, each sent (once: the activity moves its dates on)
   * with the email's retry policy. The durable schedule is the ReviewReminder table; the runtime
   * polls it every REVIEW_POLL_INTERVAL_MS and at start-up, so a restart loses nothing.
   */
  async pollReviewReminders(now: Date = new Date()): Promise<number> {
    const due = await this.options.prisma.reviewReminder.findMany({
      where: { cancelledAt: null, OR: [{ nextReviewAt: { lte: now } }, { lifeEventReviewAt: { lte: now } }] },
      select: { id: true },
    });
    for (const reminder of due) {
      this.startEmailRun("sendReviewReminder", `will-review-${reminder.id}`, "will.review", reminder.id, () =>
        this.options.activities.sendReviewReminder(reminder.id, now.getTime()),
      );
    }
    return due.length;
  }

  /** An email that is not a will's: one activity (`work`), retried like the will's email. */
  private startEmailRun(
    activity:
      "sendLegalCheckEmails" | "sendPasswordResetEmail" | "sendLoginWarningEmail" | "sendReviewReminder",
    runKey: string,
    spanName: string,
    id: string,
    work: () => Promise<void>,
  ): void {
    const caller = otelContext.active();
    if (this.stopped || this.running.has(runKey)) return;
    // Not a will's: these emails wait in a line of their own kind.
    this.senders.set(id, Promise.resolve(activity));
    this.track(
      runKey,
      () =>
        this.inSpan(spanName, id, caller, [], () =>
          this.timedStep(activity, () =>
            this.withRetry(activity, id, work, this.options.emailRetry ?? EMAIL_RETRY, [
              PERMANENT_DELIVERY_ERROR,
            ]),
          ),
        ),
      id,
    );
  }

  /** The address was stored on the will: a run waiting for it goes on to the email. */
  provideEmail(willId: string): void {
    const caller = otelContext.active();
    const release = this.waitingForEmail.get(willId);
    if (release) release(caller);
    else if (!this.running.has(willId))
      this.track(willId, () => this.inSpan("will.email", willId, caller, [], () => this.email(willId)));
  }

  /** Resolves when every run has finished, or after `timeoutMs` (a real timer, never the injected sleep). */
  async whenIdle(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.running.size > 0 && Date.now() < deadline) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, deadline - Date.now());
      });
      await Promise.race([Promise.allSettled([...this.running.values()]), timeout]);
      clearTimeout(timer);
    }
  }

  /** Shutdown: no new runs or retries, runs waiting for an email stop waiting, in-flight work may finish. */
  async drain(timeoutMs: number): Promise<void> {
    this.stopped = true;
    for (const release of this.waitingForEmail.values()) release(otelContext.active());
    await this.whenIdle(timeoutMs);
  }

  /**
   * After a restart: wills left mid-generation are generated again, ready wills whose email was
   * not sent are emailed, and unclaimed drafts past their time are deleted. Mirror wills are left
   * to their originals, which regenerate and email them.
   */
  async resumePending(): Promise<void> {
    const { prisma } = this.options;
    const stuck = await prisma.will.findMany({
      where: { status: "generating", source: { not: "mirror" } },
      select: { id: true, email: true },
    });
    for (const will of stuck) this.startGeneration(will.id, will.email !== null);
    const unsent = await prisma.will.findMany({
      where: {
        status: "ready",
        email: { not: null },
        emailedAt: null,
        pdf: { not: null },
        source: { not: "mirror" },
      },
      select: { id: true },
    });
    for (const will of unsent) this.provideEmail(will.id);
    const requests = await prisma.legalCheckRequest.findMany({
      where: { OR: [{ confirmationSentAt: null }, { notificationSentAt: null }] },
      select: { id: true },
    });
    for (const request of requests) this.startLegalCheckEmails(request.id);
    const resets = await prisma.passwordReset.findMany({
      where: { emailSentAt: null, usedAt: null, expiresAt: { gt: new Date() } },
      select: { id: true },
    });
    for (const reset of resets) this.startPasswordResetEmail(reset.id);
    await this.pollReviewReminders();
    await this.sweepUnclaimedDrafts();
  }

  /** Deletes drafts that never got an email within the draft time. */
  async sweepUnclaimedDrafts(now = Date.now()): Promise<number> {
    const { count } = await this.options.prisma.will.deleteMany({
      where: { email: null, createdAt: { lt: new Date(now - this.options.draftTtlMs) } },
    });
    if (count > 0) this.options.logger.info({ count }, "unclaimed drafts deleted");
    return count;
  }

  /** Starts a run once per key; `id` is what its activities are called with (the will's, for a will). */
  private track(runKey: string, run: () => Promise<void>, id = runKey) {
    if (this.stopped || this.running.has(runKey)) return;
    this.began.set(id, this.queue.time());
    const promise = run()
      .catch((error: unknown) =>
        this.options.logger.error({ err: error, willId: id }, "will pipeline run failed"),
      )
      .finally(() => {
        this.running.delete(runKey);
        this.senders.delete(id);
        this.began.delete(id);
      });
    this.running.set(runKey, promise);
  }

  /** Who a will's work belongs to, for the queue's turns (workers/senders.ts). */
  private senderOf(id: string): Promise<string> {
    let sender = this.senders.get(id);
    if (!sender) {
      sender = willSender(this.options.prisma, id);
      this.senders.set(id, sender);
    }
    return sender;
  }

  private async generate(
    willId: string,
    hasEmail: boolean,
    withWaits: boolean,
    caller: Context,
  ): Promise<void> {
    let generation: SpanContext | undefined;
    await this.inSpan(withWaits ? "will.generate" : "will.finaliseChat", willId, caller, [], async (span) => {
      generation = span.spanContext();
      await this.generationSteps(willId, withWaits);
      if (hasEmail) await this.email(willId);
    });
    if (hasEmail) return;
    // Wait for provideEmail; the sweep deletes the draft if it never comes.
    const given = await new Promise<Context>((resolve) => this.waitingForEmail.set(willId, resolve));
    this.waitingForEmail.delete(willId);
    if (this.stopped) return;
    const giver = trace.getSpanContext(given);
    await this.inSpan(
      "will.email",
      willId,
      generation ? trace.setSpanContext(given, generation) : given,
      giver ? [{ context: giver }] : [],
      () => this.email(willId),
    );
  }

  private async generationSteps(willId: string, withWaits: boolean): Promise<void> {
    const { activities } = this.options;
    try {
      for (const step of GENERATION_STEPS) {
        await this.timedStep(step.activity, () =>
          this.withRetry(
            step.activity,
            willId,
            () => activities[step.activity](willId),
            this.options.stepRetry ?? STEP_RETRY,
          ),
        );
        if (withWaits && step.waitAfterMs > 0) await this.sleep(step.waitAfterMs);
      }
    } catch (error) {
      await this.recordFailure(willId, "generation");
      throw error;
    }
  }

  private async email(willId: string): Promise<void> {
    const { activities } = this.options;
    try {
      await this.timedStep("sendWillEmail", () =>
        this.withRetry(
          "sendWillEmail",
          willId,
          () => activities.sendWillEmail(willId),
          this.options.emailRetry ?? EMAIL_RETRY,
          [PERMANENT_DELIVERY_ERROR],
        ),
      );
    } catch (error) {
      await this.recordFailure(willId, "email");
      throw error;
    }
  }

  /** Marks the will failed at this stage, with the bookkeeping retries (as workflows/progress.ts does). */
  private recordFailure(willId: string, stage: "generation" | "email"): Promise<void> {
    const { activities } = this.options;
    return this.withRetry(
      "recordFailure",
      willId,
      () => activities.recordFailure(willId, stage),
      BOOKKEEPING_RETRY,
    );
  }

  /** A step with all its attempts and backoff, timed (will.pipeline.step.duration). */
  private async timedStep(activity: keyof PipelineActivities, work: () => Promise<void>): Promise<void> {
    const metrics = this.options.metrics ?? getWillMetrics();
    const started = performance.now();
    try {
      await work();
      metrics.recordStep({ activity, durationMs: performance.now() - started, outcome: "success" });
    } catch (error) {
      metrics.recordStep({ activity, durationMs: performance.now() - started, outcome: "failure" });
      throw error;
    }
  }

  /** Runs `work` in a span under `parent`, with the will's id; a throw marks the span failed. */
  private inSpan<T>(
    name: string,
    willId: string,
    parent: Context,
    links: Link[],
    work: (span: Span) => Promise<T>,
  ): Promise<T> {
    return tracer.startActiveSpan(
      name,
      { attributes: { "will.id": willId }, links },
      parent,
      async (span) => {
        try {
          return await work(span);
        } catch (error) {
          span.recordException(error instanceof Error ? error : String(error));
          span.setStatus({
            code: SpanStatusCode.ERROR,
            message: error instanceof Error ? error.message : String(error),
          });
          throw error;
        } finally {
          span.end();
        }
      },
    );
  }

  /** An activity with its retries: one span per attempt (activity.<name>), as Temporal records them. */
  private async withRetry<T>(
    activity: keyof PipelineActivities,
    willId: string,
    work: () => Promise<T>,
    policy: RetryPolicy,
    nonRetryable: readonly string[] = [],
  ): Promise<T> {
    let delay = policy.initialIntervalMs;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const sender = await this.senderOf(willId);
        return await this.queue.run(
          sender,
          () =>
            this.inSpan(`activity.${activity}`, willId, otelContext.active(), [], (span) => {
              span.setAttribute("activity.attempt", attempt);
              return work();
            }),
          this.began.get(willId),
        );
      } catch (error) {
        if (attempt >= policy.maximumAttempts || !isRetryable(error, nonRetryable) || this.stopped)
          throw error;
        this.options.logger.warn({ err: error, attempt }, "pipeline activity failed: retrying");
        await this.sleep(delay);
        delay = Math.min(delay * policy.backoffCoefficient, policy.maximumIntervalMs);
      }
    }
  }
}
