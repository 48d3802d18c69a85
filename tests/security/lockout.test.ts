import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LOGIN_WARNING_SUBJECT } from "../../workers/email/login-warning-email.ts";
import { createActivities } from "../../workers/activities.ts";
import { createSmtpMailer } from "../../workers/email/mailer.ts";
import { InProcessRunner } from "../../workers/in-process-runner.ts";
import { loginWarningWorkflowId, workflowStarts } from "../../workflows/definitions.ts";
import {
  backoffDelayMs,
  LOGIN_BACKOFF_PER_ACCOUNT,
  rateLimitMessage,
} from "../../web/app/common/rate-limit.server.ts";
import { noteWrongPassword } from "../../web/app/accounts/login-warnings.server.ts";
import { action as loginCall } from "../../web/app/routes/api.login.ts";
import { jsonPost, recordingPipeline, run, testContext, useRoutesWith } from "../support/remix.ts";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.ts";
import { signedInBrowser } from "../support/route-harness.ts";

/**
 * Lock-outs that hurt attackers, not owners (docs/security.md): wrong passwords from anywhere
 * slow the account down with a doubling delay, and the right password works once the delay has
 * passed, however long the guessing went on.
 */
// The warning goes through the pipeline's real runner and activity to a real SMTP server.
let runner: InProcessRunner;
let sink: SmtpSink;
const recording = recordingPipeline();
const pipeline: typeof recording = {
  ...recording,
  startLoginWarningEmail: async (warningId, userId) => {
    recording.loginWarnings.push([warningId, userId]);
    runner.startLoginWarningEmail(warningId, userId);
  },
};
const database = useRoutesWith(pipeline);
beforeAll(async () => {
  sink = await startSmtpSink();
  runner = new InProcessRunner({
    activities: createActivities({
      prisma: database().prisma,
      renderPdf: async () => new Uint8Array(),
      mailer: createSmtpMailer({ url: sink.url, from: "Wills <wills@example.org>", timeoutMs: 2_000 }),
      logger: pino({ level: "silent" }),
      publicUrl: "https://wills.example.org",
    }),
    prisma: database().prisma,
    logger: pino({ level: "silent" }),
    draftTtlMs: 60_000,
  });
});
afterAll(async () => {
  await runner?.drain(5_000);
  await sink?.close();
});
const EMAIL = "owner@example.com";
const PASSWORD = "tulip-harbour-42";
let ip = 0;

beforeEach(async () => {
  await runner.whenIdle(5_000);
  await database().prisma.rateLimit.deleteMany();
  await database().prisma.user.deleteMany();
  await signedInBrowser(EMAIL, "Owner");
  sink.received.length = 0;
  recording.loginWarnings.length = 0;
});

/** The warnings the owner has been sent, once every started run has finished. */
async function warningsReceived() {
  await runner.whenIdle(10_000);
  return sink.received.filter((email) => email.subject === LOGIN_WARNING_SUBJECT);
}

/** A login from a new IP each time: a guesser with many addresses. */
const login = (password: string) =>
  run(() =>
    loginCall({
      request: jsonPost("/api/login", { email: EMAIL, password }),
      params: {},
      context: testContext(`203.0.113.${(ip = (ip % 250) + 1)}`),
    }),
  );

/** Moves the account's last failure `ms` into the past, as if that much time had gone by. */
async function wait(ms: number) {
  const { prisma } = database();
  const row = await prisma.rateLimit.findUniqueOrThrow({ where: { key: `login-backoff:account:${EMAIL}` } });
  await prisma.rateLimit.update({
    where: { key: row.key },
    data: { resetAt: new Date(row.resetAt.getTime() - ms) },
  });
}

describe("wrong passwords for one account", () => {
  it("double the wait from 30 seconds to at most 15 minutes", () => {
    const waits = [5, 6, 7, 8, 9, 10, 11, 20].map((failures) =>
      backoffDelayMs(LOGIN_BACKOFF_PER_ACCOUNT, failures),
    );
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000, 900_000]);
    expect(backoffDelayMs(LOGIN_BACKOFF_PER_ACCOUNT, 4)).toBe(0);
  });

  it("never keep the owner out longer than the current delay, after 40 guesses from 40 addresses", async () => {
    let refused = 0;
    for (let guess = 0; guess < 40; guess += 1) {
      let result = await login(`wrong ${guess}`);
      if (result.status === 429) {
        refused += 1;
        // The guesser waits out each delay, as a patient attacker would, and guesses again.
        await wait(LOGIN_BACKOFF_PER_ACCOUNT.maxDelayMs);
        result = await login(`wrong ${guess}`);
      }
      expect(result.status).toBe(401);
    }
    expect(refused).toBe(35);
    // The owner, just after a guess: told how long to wait, never more than 15 minutes.
    const told = await login(PASSWORD);
    expect(told.status).toBe(429);
    expect(Number(told.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
    expect(told.body).toMatchObject({ error: rateLimitMessage(Number(told.headers.get("retry-after"))) });
    // Once the delay has passed, the right password signs in, and the count starts again.
    await wait(LOGIN_BACKOFF_PER_ACCOUNT.maxDelayMs);
    const signedIn = await login(PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(
      await database().prisma.rateLimit.count({ where: { key: { startsWith: "login-backoff:" } } }),
    ).toBe(0);
  });

  it("let only one of many parallel guesses through once the free attempts are used", async () => {
    for (let guess = 0; guess < 5; guess += 1) expect((await login(`wrong ${guess}`)).status).toBe(401);
    await wait(30_000);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => login(`parallel ${index}`)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([401, 429, 429, 429, 429, 429, 429, 429]);
  });
});

describe("the owner is told by email", () => {
  it("once, when the wait starts, however many guesses follow from however many addresses", async () => {
    for (let guess = 0; guess < 4; guess += 1) expect((await login(`wrong ${guess}`)).status).toBe(401);
    expect(await warningsReceived()).toHaveLength(0);
    expect((await login("wrong 4")).status).toBe(401);
    const [warning] = await sink.waitFor(1);
    expect(warning?.to).toEqual([EMAIL]);
    expect(warning?.subject).toBe("Wrong passwords for your Free Will Writer account");
    expect(warning?.text).toContain(
      "Someone has typed the wrong password for your Free Will Writer account 5 times in a row. To protect your account and your wills, each further try now has to wait a little longer, up to 15 minutes. Your password still works: you can always sign in once the wait is over.",
    );
    expect(warning?.text).toContain("Reset your password:\nhttps://wills.example.org/forgot-password");
    // No address of the guessers, nor the password they typed.
    expect(warning?.text).not.toMatch(/203\.0\.113|wrong 4/);

    for (let guess = 5; guess < 25; guess += 1) {
      if ((await login(`wrong ${guess}`)).status === 429) await wait(LOGIN_BACKOFF_PER_ACCOUNT.maxDelayMs);
    }
    expect(await warningsReceived()).toHaveLength(1);
  });

  it("once more for a new lock-out after the owner has signed in", async () => {
    for (let guess = 0; guess < 5; guess += 1) await login(`wrong ${guess}`);
    await sink.waitFor(1);
    await wait(LOGIN_BACKOFF_PER_ACCOUNT.maxDelayMs);
    expect((await login(PASSWORD)).status).toBe(200);
    for (let guess = 0; guess < 5; guess += 1) await login(`again ${guess}`);
    expect(await warningsReceived()).toHaveLength(2);
  });

  it("once for wrong passwords noted at the same moment, from parallel requests", async () => {
    const noted = await Promise.all(
      Array.from({ length: 8 }, (_, index) => noteWrongPassword(database().prisma, EMAIL, 5 + index)),
    );
    expect(noted.filter((outcome) => outcome === "warned")).toHaveLength(1);
    expect(noted.filter((outcome) => outcome === "already warned")).toHaveLength(7);
    expect(await warningsReceived()).toHaveLength(1);
  });

  it("never for an address without an account", async () => {
    for (let guess = 0; guess < 8; guess += 1) {
      await run(() =>
        loginCall({
          request: jsonPost("/api/login", { email: "nobody@example.com", password: `x${guess}` }),
          params: {},
          context: testContext(`198.51.100.${guess + 1}`),
        }),
      );
    }
    expect(recording.loginWarnings).toEqual([]);
    expect(await warningsReceived()).toHaveLength(0);
  });

  it("through a run whose id and input hold only ids, never the address", async () => {
    for (let guess = 0; guess < 5; guess += 1) await login(`wrong ${guess}`);
    await sink.waitFor(1);
    const owner = await database().prisma.user.findUniqueOrThrow({ where: { email: EMAIL } });
    expect(recording.loginWarnings).toHaveLength(1);
    const [warningId, userId] = recording.loginWarnings[0]!;
    expect(userId).toBe(owner.id);
    expect(warningId).toMatch(/^[0-9a-f-]{36}$/);
    const start = workflowStarts.loginWarningEmail({ warningId, userId });
    expect(start.workflowId).toBe(loginWarningWorkflowId(warningId));
    expect(JSON.stringify(start)).not.toContain("example.com");
    // The email's at-most-once record names the warning, not the person.
    expect(await database().prisma.emailDelivery.findMany({ select: { key: true } })).toContainEqual({
      key: `login-warning-${warningId}`,
    });
  });
});
