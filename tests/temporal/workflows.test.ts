import { randomBytes } from "node:crypto";
import { WorkflowExecutionAlreadyStartedError, WorkflowFailedError } from "@temporalio/client";
import { beforeAll, describe, expect, it } from "vitest";
import {
  GENERATION_FAILED_MESSAGE,
  GENERATION_WAIT_MS,
  type GenerationProgress,
} from "../../core/pipeline.ts";
import {
  progressQuery,
  signalWillRun,
  workflowStarts,
  WILL_ID_ATTRIBUTE,
  WILL_STATUS_ATTRIBUTE,
  WILL_STEP_ATTRIBUTE,
  type WorkflowStart,
} from "../../workflows/definitions.ts";
import { buildFormData } from "../support/factories.ts";
import { eventsOf, recordHistory } from "../support/temporal-histories.ts";
import { createWillRow, pdfText } from "../support/temporal-worker.ts";
import { startSmtpSink } from "../support/smtp-sink.ts";
import { useTemporalStack } from "../support/temporal-stack.ts";

/**
 * Every workflow on a real Temporal dev server, run by a real worker with the real activities:
 * rows in the database, PDFs from Chromium, emails received by a real SMTP server. The runs'
 * histories are the fixtures tests/temporal/replay.test.ts replays (RECORD_TEMPORAL_HISTORIES=1).
 */
/** Set by a test: the next PDF render kills Chromium under it, as a crash would. */
let crashNextRender = false;
const { database, sink, setSink, worker, client } = useTemporalStack({
  renderPdf: (pool, html) => {
    if (!crashNextRender) return pool.renderPdf(html);
    crashNextRender = false;
    const rendering = pool.renderPdf(html);
    process.kill(pool.browserPid() ?? 0, "SIGKILL");
    return rendering;
  },
});
beforeAll(async () => {
  // A warm browser, so a crash can be aimed at it.
  await worker().pool.renderPdf("<p>warm</p>");
});

const newId = () => randomBytes(8).toString("hex");

const createWill = (options: { email?: string | null; formData?: unknown } = {}) =>
  createWillRow(database().prisma, { email: "ann@example.com", ...options });

const start = <Input>({ workflowType, ...options }: WorkflowStart<Input>) =>
  client().workflow.start(workflowType, { taskQueue: worker().taskQueue, ...options });

/** Polls the run's progress query until it completes, keeping each distinct state and when it was first seen. */
async function watchProgress(handle: Awaited<ReturnType<typeof start>>) {
  const seen: { progress: GenerationProgress; at: number }[] = [];
  const result = handle.result();
  let done = false;
  void result.finally(() => (done = true)).catch(() => undefined);
  while (!done) {
    const progress = await handle.query(progressQuery).catch(() => null);
    const last = seen.at(-1)?.progress;
    if (progress && (progress.step !== last?.step || progress.status !== last?.status))
      seen.push({ progress, at: Date.now() });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { seen, result: await result };
}

const willRow = (id: string) => database().prisma.will.findUniqueOrThrow({ where: { id } });

describe("the will pipeline on a real Temporal server", { timeout: 60_000 }, () => {
  it("runs the four steps, shows steps 1 and 3 for the 1.5 s waits, stores the PDF and emails it once", async () => {
    const willId = await createWill({ email: "pipeline@example.com" });
    const handle = await start(workflowStarts.generateWill({ willId, emailGiven: true }));
    expect(handle.workflowId).toBe(`will-pipeline-${willId}`);

    const { seen, result } = await watchProgress(handle);

    expect(result).toBe("emailed");
    const states = seen.map(({ progress }) => `${progress.status} ${progress.step}`);
    expect(states).toContain("generating 1");
    expect(states).toContain("generating 3");
    const steps = seen.map(({ progress }) => progress.step);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    // The finished run still answers the query (as the UI's Query tab asks it).
    expect(await handle.query(progressQuery)).toEqual({ status: "emailed", step: 4, error: null });
    const shown = (step: number) => {
      const index = seen.findIndex(({ progress }) => progress.step === step);
      return (seen[index + 1]?.at ?? Infinity) - (seen[index]?.at ?? 0);
    };
    expect(shown(1)).toBeGreaterThanOrEqual(GENERATION_WAIT_MS - 100);
    expect(shown(3)).toBeGreaterThanOrEqual(GENERATION_WAIT_MS - 100);

    const will = await willRow(willId);
    expect(will.status).toBe("emailed");
    expect(will.step).toBe(4);
    expect(will.emailedAt).not.toBeNull();
    expect(pdfText(will.pdf)).toContain("Last Will and Testament of Ann Smith");
    const mail = sink().received.filter((email) => email.to.includes("pipeline@example.com"));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain("Dear Ann Smith,");
    expect(mail[0]?.attachments.map((attachment) => attachment.filename)).toEqual(["Ann Smith.pdf"]);

    const events = await eventsOf(handle);
    const timers = events.filter((event) => event.type === "EVENT_TYPE_TIMER_STARTED");
    expect(
      timers.map(
        (event) =>
          Number(event.timerStartedEventAttributes?.startToFireTimeout?.seconds) * 1000 +
          Number(event.timerStartedEventAttributes?.startToFireTimeout?.nanos ?? 0) / 1e6,
      ),
    ).toEqual([GENERATION_WAIT_MS, GENERATION_WAIT_MS]);
    const description = await handle.describe();
    expect(description.typedSearchAttributes.get(WILL_ID_ATTRIBUTE)).toBe(willId);
    expect(description.typedSearchAttributes.get(WILL_STEP_ATTRIBUTE)).toBe(4);
    expect(description.typedSearchAttributes.get(WILL_STATUS_ATTRIBUTE)).toBe("emailed");
    expect(await description.memo).toEqual({ willId });
    // What an SRE sees (input, memo, activities, results) names no one.
    const history = JSON.stringify(await handle.fetchHistory());
    expect(history).not.toContain("pipeline@example.com");
    expect(history).not.toContain("Ann Smith");
    await recordHistory("generate-will", handle);
  });

  it("waits for the address when the will was saved without one, and emails it once it is given", async () => {
    const willId = await createWill({ email: null });
    const handle = await start(workflowStarts.generateWill({ willId, draftTtlMs: 60_000 }));
    await expect
      .poll(async () => (await handle.query(progressQuery)).status, { timeout: 15_000 })
      .toBe("ready");
    await database().prisma.will.update({ where: { id: willId }, data: { email: "late@example.com" } });

    await signalWillRun(client(), willId);

    expect(await handle.result()).toBe("emailed");
    expect(sink().received.filter((email) => email.to.includes("late@example.com"))).toHaveLength(1);
    await recordHistory("generate-will-email-later", handle);
  });

  it("never starts a second run for the same will, and runs a failed one again", async () => {
    const willId = await createWill({ formData: {} });
    const first = await start(workflowStarts.generateWill({ willId, emailGiven: true }));
    await expect(start(workflowStarts.generateWill({ willId, emailGiven: true }))).rejects.toBeInstanceOf(
      WorkflowExecutionAlreadyStartedError,
    );
    await expect(first.result()).rejects.toBeInstanceOf(WorkflowFailedError);

    // "Try again" after a failure: the form is fixed, and a new run of the same id completes.
    await database().prisma.will.update({
      where: { id: willId },
      data: { formData: buildFormData() as object },
    });
    const second = await start(workflowStarts.generateWill({ willId, emailGiven: true }));
    expect(second.firstExecutionRunId).not.toBe(first.firstExecutionRunId);
    expect(await second.result()).toBe("emailed");
    // A completed will is never generated again.
    await expect(start(workflowStarts.generateWill({ willId, emailGiven: true }))).rejects.toBeInstanceOf(
      WorkflowExecutionAlreadyStartedError,
    );
  });

  it("resets the will when it cannot be made (a non-retryable error), and the failure is in the history", async () => {
    const willId = await createWill({ formData: { personalInfo: { fullName: "Ann Smith" } } });
    const handle = await start(workflowStarts.generateWill({ willId, emailGiven: true }));

    await expect(handle.result()).rejects.toBeInstanceOf(WorkflowFailedError);

    const will = await willRow(willId);
    expect({ status: will.status, step: will.step, error: will.error, pdf: will.pdf }).toEqual({
      status: "failed",
      step: 0,
      error: GENERATION_FAILED_MESSAGE,
      pdf: null,
    });
    const events = await eventsOf(handle);
    const failed = events.filter((event) => event.type === "EVENT_TYPE_ACTIVITY_TASK_FAILED");
    expect(failed).toHaveLength(1);
    expect(failed[0]?.activityTaskFailedEventAttributes?.failure?.applicationFailureInfo?.type).toBe(
      "WillValidationError",
    );
    expect(events.at(-1)?.type).toBe("EVENT_TYPE_WORKFLOW_EXECUTION_FAILED");
    expect((await handle.describe()).typedSearchAttributes.get(WILL_STATUS_ATTRIBUTE)).toBe("failed");
    await recordHistory("generate-will-invalid", handle);
  });

  it("renders the PDF again when Chromium crashes on the first attempt", async () => {
    const willId = await createWill();
    crashNextRender = true;
    const handle = await start(workflowStarts.finaliseChatWill({ willId }));

    expect(await handle.result()).toBe("emailed");

    expect(crashNextRender).toBe(false);
    const will = await willRow(willId);
    expect(pdfText(will.pdf)).toContain("Last Will and Testament of Ann Smith");
    const events = await eventsOf(handle);
    const renderPdf = events.find(
      (event) => event.activityTaskScheduledEventAttributes?.activityType?.name === "renderPdf",
    );
    const started = events.find(
      (event) =>
        event.activityTaskStartedEventAttributes?.scheduledEventId?.toString() ===
        renderPdf?.eventId?.toString(),
    );
    expect(started?.activityTaskStartedEventAttributes?.attempt).toBe(2);
    expect(started?.activityTaskStartedEventAttributes?.lastFailure?.message).toMatch(/./);
    await recordHistory("finalise-chat-will-chromium-crash", handle);
  });
});

describe("the other workflows on a real Temporal server", { timeout: 60_000 }, () => {
  it("finalises a chat will: four steps, no waits, one email", async () => {
    const willId = await createWill({ email: "chat@example.com" });
    const handle = await start(workflowStarts.finaliseChatWill({ willId }));
    expect(handle.workflowId).toBe(`chat-will-pipeline-${willId}`);

    expect(await handle.result()).toBe("emailed");

    expect((await willRow(willId)).status).toBe("emailed");
    expect(sink().received.filter((email) => email.to.includes("chat@example.com"))).toHaveLength(1);
    const events = await eventsOf(handle);
    expect(events.filter((event) => event.type === "EVENT_TYPE_TIMER_STARTED")).toHaveLength(0);
    await recordHistory("finalise-chat-will", handle);
  });

  it("sends a legal check request's confirmation and the team's notification", async () => {
    const willId = await createWill();
    const requestId = newId();
    await database().prisma.legalCheckRequest.create({
      data: { id: requestId, willId, name: "Ann Smith", email: "ann.check@example.com" },
    });
    const handle = await start(workflowStarts.legalCheckRequest({ requestId }));
    expect(handle.workflowId).toBe(`legal-check-emails-${requestId}`);

    expect(await handle.result()).toBe("sent");

    const request = await database().prisma.legalCheckRequest.findUniqueOrThrow({ where: { id: requestId } });
    expect(request.confirmationSentAt).not.toBeNull();
    expect(request.notificationSentAt).not.toBeNull();
    expect(sink().received.filter((email) => email.to.includes("ann.check@example.com"))).toHaveLength(1);
    expect(
      sink().received.filter(
        (email) => email.to.includes("legal-checks@localhost") && email.text.includes(requestId),
      ),
    ).toHaveLength(1);
    await recordHistory("legal-check-request", handle);
  });

  it("emails a password reset's link, and the history holds the reset's id only", async () => {
    const userId = newId();
    const resetId = newId();
    await database().prisma.user.create({
      data: { id: userId, firstName: "Ann", email: "reset@example.com", passwordHash: "x" },
    });
    await database().prisma.passwordReset.create({
      data: { id: resetId, userId, expiresAt: new Date(Date.now() + 3_600_000) },
    });
    const handle = await start(workflowStarts.passwordResetEmail({ resetId }));
    expect(handle.workflowId).toBe(`password-reset-email-${resetId}`);

    expect(await handle.result()).toBe("sent");

    const [mail] = sink().received.filter((email) => email.to.includes("reset@example.com"));
    const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1];
    expect(token).toMatch(/^[\w-]{20,}$/);
    const history = JSON.stringify(await handle.fetchHistory());
    expect(history).not.toContain(token);
    expect(history).not.toContain("reset@example.com");
    await recordHistory("password-reset-email", handle);
  });

  it("tells an owner of wrong passwords by email, and the history holds ids only", async () => {
    const userId = newId();
    const warningId = newId();
    await database().prisma.user.create({
      data: { id: userId, firstName: "Ann", email: "warned@example.com", passwordHash: "x" },
    });
    const handle = await start(workflowStarts.loginWarningEmail({ warningId, userId }));
    expect(handle.workflowId).toBe(`login-warning-email-${warningId}`);

    expect(await handle.result()).toBe("sent");

    const warnings = sink().received.filter((email) => email.to.includes("warned@example.com"));
    expect(warnings.map((email) => email.subject)).toEqual([
      "Wrong passwords for your Free Will Writer account",
    ]);
    expect(JSON.stringify(await handle.fetchHistory())).not.toContain("warned@example.com");
  });

  it("retries the email while the SMTP server is down, and sends it once it is back", async () => {
    const willId = await createWill({ email: "patient@example.com" });
    const port = sink().port;
    await sink().close();
    const handle = await start(workflowStarts.finaliseChatWill({ willId }));
    await expect
      .poll(async () => (await handle.describe()).raw.pendingActivities?.[0]?.attempt ?? 0, {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(2);
    const pending = (await handle.describe()).raw.pendingActivities?.[0];
    expect(pending?.activityType?.name).toBe("sendWillEmail");
    expect(pending?.lastFailure?.message).toMatch(/./);

    setSink(await startSmtpSink(port));

    expect(await handle.result()).toBe("emailed");
    expect(sink().received.filter((email) => email.to.includes("patient@example.com"))).toHaveLength(1);
  });
});
