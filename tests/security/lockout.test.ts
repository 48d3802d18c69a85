import { beforeEach, describe, expect, it } from "vitest";
import {
  backoffDelayMs,
  LOGIN_BACKOFF_PER_ACCOUNT,
  rateLimitMessage,
} from "../../web/app/rate-limit.server.ts";
import { action as loginCall } from "../../web/app/routes/api.login.ts";
import { jsonPost, recordingPipeline, run, testContext, useRoutesWith } from "../support/remix.ts";
import { signedInBrowser } from "./session.ts";

/**
 * Lock-outs that hurt attackers, not owners (docs/security.md): wrong passwords from anywhere
 * slow the account down with a doubling delay, and the right password works once the delay has
 * passed, however long the guessing went on.
 */
const database = useRoutesWith(recordingPipeline());
const EMAIL = "owner@example.com";
const PASSWORD = "tulip-harbour-42";
let ip = 0;

beforeEach(async () => {
  await database().prisma.rateLimit.deleteMany();
  await database().prisma.user.deleteMany();
  await signedInBrowser(EMAIL, "Owner");
});

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
