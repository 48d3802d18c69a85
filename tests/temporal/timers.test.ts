import { TestWorkflowEnvironment } from "@temporalio/testing";
import { Worker } from "@temporalio/worker";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_DRAFT_TTL_MS, EMAIL_RETRY } from "../../core/pipeline.ts";
import { createActivities } from "../../workers/activities.ts";
import { createSmtpMailer } from "../../workers/email/mailer.ts";
import { BrowserPool } from "../../workers/pdf/browser-pool.ts";
import { ensureWillSearchAttributes } from "../../workers/search-attributes.ts";
import { addYear, LIFE_EVENT_REMINDER_MS } from "../../core/review-reminders.ts";
import { reviewChangedSignal, stopReviewSignal, workflowStarts } from "../../workflows/definitions.ts";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.ts";
import { recordHistory } from "../support/temporal-histories.ts";
import { createWillRow, installQuietRuntime, MAIL_FROM } from "../support/temporal-worker.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { temporalServer } from "../support/temporal-server.ts";

/**
 * The long waits, made short by the time-skipping test server (the Java SDK's, started for this
 * file): a draft nobody claims is deleted after a week, an email is retried on the policy's
 * backoff while the SMTP server is down for hours, and a will's review reminders come a few weeks
 * after a reported life event and a year on, until they are stopped (its history is the replay
 * fixture will-review.json, RECORD_TEMPORAL_HISTORIES=1). The activities are the real ones.
 */

let env: TestWorkflowEnvironment;
let database: TestDatabase;
let sink: SmtpSink;
let pool: BrowserPool;
let worker: Worker;
let running: Promise<void>;
const taskQueue = "time-skipping";

beforeAll(async () => {
  installQuietRuntime();
  env = await TestWorkflowEnvironment.createTimeSkipping({
    server: { executable: temporalServer().testServer },
  });
  // The worker's start-up step (workers/search-attributes.ts): this server starts without them.
  await ensureWillSearchAttributes(env.connection.operatorService, "default");
  database = await createTestDatabase();
  sink = await startSmtpSink();
  pool = new BrowserPool({ maxConcurrency: 1 });
  worker = await Worker.create({
    connection: env.nativeConnection,
    taskQueue,
    workflowBundle: { codePath: temporalServer().bundlePath },
    activities: createActivities({
      prisma: database.prisma,
      renderPdf: (html) => pool.renderPdf(html),
      mailer: createSmtpMailer({ url: sink.url, from: MAIL_FROM, timeoutMs: 2_000 }),
      logger: pino({ level: "silent" }),
    }),
  });
  running = worker.run();
});

afterAll(async () => {
  worker?.shutdown();
  await running;
  await pool?.close();
  await sink?.close();
  await database?.close();
  await env?.teardown();
});

const createWill = (email: string | null) => createWillRow(database.prisma, { email });

describe("timers and retries on the time-skipping server", { timeout: 60_000 }, () => {
  it("deletes a draft nobody gave an address for after the default week", async () => {
    const willId = await createWill(null);
    const startedAt = await env.currentTimeMs();
    const handle = await env.client.workflow.start("generateWill", {
      taskQueue,
      ...workflowStarts.generateWill({ willId }),
    });

    expect(await handle.result()).toBe("deleted");

    expect(await database.prisma.will.findUnique({ where: { id: willId } })).toBeNull();
    expect((await env.currentTimeMs()) - startedAt).toBeGreaterThanOrEqual(DEFAULT_DRAFT_TTL_MS);
  });

  it("retries the email on its backoff while the SMTP server is down for two hours, then sends it", async () => {
    const willId = await createWill("hours@example.com");
    const port = sink.port;
    await sink.close();
    const handle = await env.client.workflow.start("finaliseChatWill", {
      taskQueue,
      ...workflowStarts.finaliseChatWill({ willId }),
    });

    await env.sleep("2 hours");

    const pending = (await handle.describe()).raw.pendingActivities?.[0];
    expect(pending?.activityType?.name).toBe("sendWillEmail");
    // 5 s doubling to the 30 min cap: 10 attempts in the first hour, 2 more in the second.
    expect(pending?.attempt).toBeGreaterThanOrEqual(11);
    expect(pending?.attempt).toBeLessThan(EMAIL_RETRY.maximumAttempts);
    expect(pending?.lastFailure?.message).toContain("ECONNREFUSED");
    expect((await database.prisma.will.findUniqueOrThrow({ where: { id: willId } })).status).toBe("ready");

    sink = await startSmtpSink(port);
    expect(await handle.result()).toBe("emailed");
    expect(sink.received.filter((email) => email.to.includes("hours@example.com"))).toHaveLength(1);
  });
});

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Waits (in real time) until `check` holds: the activities run in real time between skipped timers. */
async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("review reminders on the time-skipping server", { timeout: 60_000 }, () => {
  it("emails after a reported life event and a year on, then stops when asked", async () => {
    const address = "review-reminder@example.com";
    const willId = await createWill(address);
    const startedAt = await env.currentTimeMs();
    const reminderId = `reminder-${willId}`;
    await database.prisma.reviewReminder.create({
      data: { id: reminderId, willId, email: address, nextReviewAt: new Date(startedAt + YEAR_MS) },
    });
    const handle = await env.client.workflow.start("willReview", {
      taskQueue,
      ...workflowStarts.willReview({ reminderId }),
    });
    expect(handle.workflowId).toBe(`will-review-${reminderId}`);
    const mine = () => sink.received.filter((email) => email.to.includes(address));

    // A life event is reported: the run reads the new date and waits for it instead.
    await database.prisma.reviewReminder.update({
      where: { id: reminderId },
      data: { lifeEventReviewAt: new Date(startedAt + LIFE_EVENT_REMINDER_MS) },
    });
    await handle.signal(reviewChangedSignal);
    await env.sleep("41 days");
    expect(mine()).toHaveLength(0);
    await env.sleep("2 days");
    await until(async () => mine().length === 1);
    expect(mine()[0]?.subject).toBe("Your will after a change in your life");
    expect(mine()[0]?.text).toContain(`/wills/${willId}/review`);
    expect(mine()[0]?.text).toMatch(/\/reminders\/stop\?token=[A-Za-z0-9_-]{43}/);

    // A year from the start, the yearly review.
    await env.sleep(`${365 - 43 + 1} days`);
    await until(async () => mine().length === 2);
    expect(mine()[1]?.subject).toBe("Is your will still right?");
    const stored = await database.prisma.reviewReminder.findUniqueOrThrow({ where: { id: reminderId } });
    expect(stored.nextReviewAt).toEqual(addYear(new Date(startedAt + YEAR_MS)));
    expect(stored.lifeEventReviewAt).toBeNull();
    expect(stored.cancelTokenHashes).toHaveLength(2);

    // Stopped (as the web does: the row first, then the signal): the run ends, no more emails.
    await database.prisma.reviewReminder.update({
      where: { id: reminderId },
      data: { cancelledAt: new Date() },
    });
    await handle.signal(stopReviewSignal);
    expect(await handle.result()).toBe("stopped");
    expect(mine()).toHaveLength(2);
    await recordHistory("will-review", handle);
  });
});
