import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  EMAIL_FAILED_MESSAGE,
  GENERATION_FAILED_MESSAGE,
  WillFormDataSchema,
  type WillFormDataInput,
} from "../../core/index.ts";
import { createActivities } from "../../workers/activities.ts";
import { createSmtpMailer } from "../../workers/email/mailer.ts";
import { InProcessRunner, type RetryPolicy } from "../../workers/in-process-runner.ts";
import { BrowserPool } from "../../workers/pdf/browser-pool.ts";
import { buildFormData } from "../support/factories.ts";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

/**
 * The in-process runner end to end with real parts: the database, core's renderer, Chromium
 * through the browser pool, and an SMTP server. Only the waits are recorded instead of slept.
 */
const logger = pino({ level: "silent" });
const fastRetry: RetryPolicy = {
  maximumAttempts: 3,
  initialIntervalMs: 10,
  backoffCoefficient: 2,
  maximumIntervalMs: 50,
};

let database: TestDatabase;
let sink: SmtpSink;
let pool: BrowserPool;
let waits: number[];
let renderCalls: number;
let onRender: ((html: string) => Promise<Uint8Array>) | null;

function makeRunner(options: { emailRetry?: RetryPolicy; smtpUrl?: string } = {}) {
  const mailer = createSmtpMailer({
    url: options.smtpUrl ?? sink.url,
    from: "Wills <wills@example.org>",
    timeoutMs: 2_000,
  });
  const activities = createActivities({
    prisma: database.prisma,
    renderPdf: async (html) => {
      renderCalls += 1;
      return onRender ? onRender(html) : pool.renderPdf(html);
    },
    mailer,
    logger,
    today: () => "2026-11-21",
  });
  return new InProcessRunner({
    activities,
    prisma: database.prisma,
    logger,
    draftTtlMs: 7 * 24 * 3_600_000,
    stepRetry: fastRetry,
    emailRetry: options.emailRetry ?? fastRetry,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
}

async function storeWill(formData: WillFormDataInput, email: string | null = "ann@example.com") {
  const id = `test${Math.random().toString(36).slice(2, 20)}`.padEnd(22, "x").slice(0, 22);
  await database.prisma.will.create({
    data: { id, email, formData: WillFormDataSchema.parse(formData), marketingConsent: false },
  });
  return id;
}

function pdfText(pdf: Uint8Array): string {
  const result = spawnSync("pdftotext", ["-layout", "-", "-"], { input: Buffer.from(pdf) });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr.toString()}`);
  return result.stdout.toString();
}

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
  pool = new BrowserPool({ maxConcurrency: 2 });
}, 60_000);

afterAll(async () => {
  await pool?.close();
  await sink?.close();
  await database?.close();
});

beforeEach(() => {
  waits = [];
  renderCalls = 0;
  onRender = null;
  sink.received.length = 0;
});

describe("the will pipeline, in process", () => {
  it("turns a stored will into a document, a PDF and an email with the PDF attached", async () => {
    const runner = makeRunner();
    const id = await storeWill(buildFormData());
    runner.startGeneration(id, true);
    await runner.whenIdle(60_000);

    const will = await database.prisma.will.findUniqueOrThrow({ where: { id } });
    expect(will).toMatchObject({ status: "emailed", step: 4, error: null });
    expect(will.emailedAt).toBeInstanceOf(Date);
    expect(will.willDocument).toContain("Last Will and Testament of Ann Smith");
    expect(
      Buffer.from(will.pdf ?? [])
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const text = pdfText(will.pdf ?? new Uint8Array());
    expect(text).toContain("Ann Smith");
    expect(text.replace(/\s+/g, " ")).toContain("in the presence of the two witnesses named below");
    // The spec's two fixed waits, after steps 1 and 3.
    expect(waits).toEqual([1_500, 1_500]);

    const [email] = await sink.waitFor(1);
    expect(email?.to).toEqual(["ann@example.com"]);
    expect(email?.subject).toBe("Your will is ready to sign");
    expect(email?.attachments).toHaveLength(1);
    expect(email?.attachments[0]?.filename).toBe("Ann Smith.pdf");
    expect(
      Buffer.compare(email?.attachments[0]?.content ?? Buffer.alloc(0), Buffer.from(will.pdf ?? [])),
    ).toBe(0);
  });

  it("makes the spouse's mirror will too, and sends both in one email", async () => {
    const runner = makeRunner();
    const input = JSON.parse(
      readFileSync(
        new URL("../../core/will/golden/married-three-children-mirror.input.json", import.meta.url),
        "utf8",
      ),
    ) as WillFormDataInput;
    const id = await storeWill(input);
    runner.startGeneration(id, true);
    await runner.whenIdle(60_000);
    const will = await database.prisma.will.findUniqueOrThrow({ where: { id } });
    expect(will.mirrorWillId).toBeTruthy();
    const mirror = await database.prisma.will.findUniqueOrThrow({ where: { id: will.mirrorWillId ?? "" } });
    expect(mirror).toMatchObject({ mirrorWillId: id, status: "emailed" });
    expect(mirror.willDocument).toContain(input.familyInfo.spouseName ?? "?");
    const [email] = await sink.waitFor(1);
    expect(email?.attachments.map((attachment) => attachment.filename)).toEqual([
      `${input.personalInfo.fullName}.pdf`,
      `${input.familyInfo.spouseName}.pdf`,
    ]);
  });

  it("waits for the email of a draft saved without one, then sends it", async () => {
    const runner = makeRunner();
    const id = await storeWill(buildFormData(), null);
    runner.startGeneration(id, false);
    await expect
      .poll(async () => (await database.prisma.will.findUniqueOrThrow({ where: { id } })).status)
      .toBe("ready");
    expect(sink.received).toHaveLength(0);
    await database.prisma.will.update({ where: { id }, data: { email: "late@example.com" } });
    runner.provideEmail(id);
    const [email] = await sink.waitFor(1);
    expect(email?.to).toEqual(["late@example.com"]);
    await runner.whenIdle(10_000);
  });

  it("fails for good on a will the law does not allow, resetting progress and keeping the draft", async () => {
    const runner = makeRunner();
    const id = await storeWill(
      buildFormData({
        personalInfo: { fullName: "Young Person", dateOfBirth: "2012-05-05", address: "1 Road" },
      }),
    );
    runner.startGeneration(id, true);
    await runner.whenIdle(10_000);
    const will = await database.prisma.will.findUniqueOrThrow({ where: { id } });
    expect(will).toMatchObject({
      status: "failed",
      step: 0,
      error: GENERATION_FAILED_MESSAGE,
      willDocument: null,
    });
    expect(waits).toEqual([]); // not retried: no retry would change the testator's age
    expect(sink.received).toHaveLength(0);
  });

  it("retries the email while the SMTP server refuses it for now, and delivers it", async () => {
    const runner = makeRunner();
    sink.rejectNext(451, "Try again later");
    const id = await storeWill(buildFormData());
    runner.startGeneration(id, true);
    await runner.whenIdle(60_000);
    expect(await sink.waitFor(1)).toHaveLength(1);
    expect((await database.prisma.will.findUniqueOrThrow({ where: { id } })).status).toBe("emailed");
    expect(waits.length).toBeGreaterThan(2); // the two step waits and at least one retry delay
  });

  it("keeps the will, ready to download, when the SMTP server stays down", async () => {
    const runner = makeRunner({ smtpUrl: "smtp://127.0.0.1:9" });
    const id = await storeWill(buildFormData());
    runner.startGeneration(id, true);
    await runner.whenIdle(60_000);
    const will = await database.prisma.will.findUniqueOrThrow({ where: { id } });
    expect(will).toMatchObject({ status: "ready", step: 4, error: EMAIL_FAILED_MESSAGE, emailedAt: null });
    expect(
      Buffer.from(will.pdf ?? [])
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("recovers when Chromium is killed in the middle of a render", async () => {
    const runner = makeRunner();
    onRender = async (html) => {
      onRender = null;
      const rendering = pool.renderPdf(html);
      const pid = pool.browserPid();
      if (pid) process.kill(pid, "SIGKILL");
      return rendering;
    };
    await pool.renderPdf("<!doctype html><p>warm</p>"); // so there is a browser to kill
    const id = await storeWill(buildFormData());
    runner.startGeneration(id, true);
    await runner.whenIdle(60_000);
    const will = await database.prisma.will.findUniqueOrThrow({ where: { id } });
    expect(will.status).toBe("emailed");
    expect(renderCalls).toBe(2);
  });

  // A database restart, as the app sees it: every connection to it dropped mid-run.
  it("carries on when the database drops every connection mid-run", async () => {
    const runner = makeRunner();
    onRender = async (html) => {
      onRender = null;
      await database.prisma.$executeRawUnsafe(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
      );
      await database.prisma
        .$executeRawUnsafe("SELECT pg_terminate_backend(pg_backend_pid())")
        .catch(() => undefined);
      return pool.renderPdf(html);
    };
    const id = await storeWill(buildFormData());
    runner.startGeneration(id, true);
    await runner.whenIdle(60_000);
    const will = await database.prisma.will.findUniqueOrThrow({ where: { id } });
    expect(will.status).toBe("emailed");
    expect(
      Buffer.from(will.pdf ?? [])
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect(await sink.waitFor(1)).toHaveLength(1);
  });

  it("after a restart, leaves a mirror will to its original (it is never generated or emailed on its own)", async () => {
    const input = JSON.parse(
      readFileSync(
        new URL("../../core/will/golden/married-three-children-mirror.input.json", import.meta.url),
        "utf8",
      ),
    ) as WillFormDataInput;
    const first = makeRunner();
    const id = await storeWill(input);
    first.startGeneration(id, true);
    await first.whenIdle(60_000);
    const { mirrorWillId } = await database.prisma.will.findUniqueOrThrow({ where: { id } });
    const mirror = await database.prisma.will.findUniqueOrThrow({ where: { id: mirrorWillId ?? "" } });
    expect(mirror.source).toBe("mirror");
    sink.received.length = 0;

    // Only this couple's wills, as if the process had died mid-way: both look unfinished.
    await database.prisma.will.deleteMany({ where: { id: { notIn: [id, mirror.id] } } });
    await database.prisma.will.update({ where: { id }, data: { status: "ready", emailedAt: null } });
    await database.prisma.will.update({
      where: { id: mirror.id },
      data: { status: "ready", emailedAt: null },
    });
    // ...before the email was sent: no intent to send it is recorded either (workers/email/send-once.ts).
    await database.prisma.emailDelivery.deleteMany();
    const restarted = makeRunner();
    await restarted.resumePending();
    await restarted.whenIdle(60_000);
    expect((await sink.waitFor(1)).map((email) => email.attachments.map((a) => a.filename))).toEqual([
      ["David Anthony Clarke.pdf", "Sarah Louise Clarke.pdf"],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received).toHaveLength(1);
    // Sent with its original, and never tried on its own (which would fail and record an error on it).
    expect(await database.prisma.will.findUniqueOrThrow({ where: { id: mirror.id } })).toMatchObject({
      status: "emailed",
      error: null,
    });
  });

  it("after a restart, generates wills left half-done and deletes drafts nobody claimed", async () => {
    const stuck = await storeWill(buildFormData());
    await database.prisma.will.update({ where: { id: stuck }, data: { status: "generating", step: 2 } });
    const abandoned = await storeWill(buildFormData(), null);
    await database.prisma.will.update({
      where: { id: abandoned },
      data: { createdAt: new Date(Date.now() - 8 * 24 * 3_600_000) },
    });
    const runner = makeRunner();
    await runner.resumePending();
    await runner.whenIdle(60_000);
    expect((await database.prisma.will.findUniqueOrThrow({ where: { id: stuck } })).status).toBe("emailed");
    expect(await database.prisma.will.findUnique({ where: { id: abandoned } })).toBeNull();
  });
});
