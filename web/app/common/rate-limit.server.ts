import { createHash } from "node:crypto";
import { LOGIN_BACKOFF } from "../../../core/accounts.ts";
import type { PrismaClient } from "../../../prisma/db.ts";
import { getEnv } from "./env.server.ts";
import { jsonError } from "./http.server.ts";

/**
 * Fixed-window rate limits, counted in the database so every web process sees the same attempts.
 * Each attempt is one atomic upsert: a window that has ended starts again at 1.
 */
export interface RateLimitPolicy {
  /** What is limited, e.g. "login"; part of the key. */
  action: string;
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Whole seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

/** A back-off claim: allowed, it also says how many attempts in a row this one is (from 1). */
export type BackoffClaim = RateLimitResult & { attemptInARow: number };

/** One limit to count: a policy and whom it counts ("ip:…", "account:…"). */
export interface RateLimitCheck {
  policy: RateLimitPolicy;
  subject: string;
}

const keyOf = (check: RateLimitCheck) => `${check.policy.action}:${check.subject}`.slice(0, 500);

/**
 * Counts `checks` and then, only if every one of them is within its limit, `thenChecks`, in one
 * statement (one round trip): each key is one atomic upsert, and a window that has ended starts
 * again at 1. The keys are taken in order, so two requests never lock the same rows the other way
 * round. Returns the results in the order given; `thenChecks` are null when they were not counted.
 */
export async function hitRateLimits(
  prisma: Pick<PrismaClient, "$queryRaw">,
  checks: readonly RateLimitCheck[],
  thenChecks: readonly RateLimitCheck[] = [],
  now = new Date(),
): Promise<{ first: RateLimitResult[]; then: RateLimitResult[] | null }> {
  const keys = checks.map(keyOf);
  const thenKeys = thenChecks.map(keyOf);
  if (new Set([...keys, ...thenKeys]).size !== keys.length + thenKeys.length) {
    throw new Error("A rate-limit key is counted once per statement.");
  }
  const resetAt = (check: RateLimitCheck) => new Date(now.getTime() + check.policy.windowMs).toISOString();
  const at = now.toISOString();
  const rows = await prisma.$queryRaw<{ key: string; count: number; resetAt: Date }[]>`
    WITH "firsts" AS (
      SELECT * FROM unnest(${keys}::text[], ${checks.map(resetAt)}::timestamp(3)[], ${checks.map((check) => check.policy.limit)}::int[])
        AS "t"("key", "resetAt", "limit")
    ), "counted" AS (
      INSERT INTO "RateLimit" ("key", "count", "resetAt") SELECT "key", 1, "resetAt" FROM "firsts" ORDER BY "key"
      ON CONFLICT ("key") DO UPDATE SET
        "count" = CASE WHEN "RateLimit"."resetAt" <= ${at}::timestamp(3) THEN 1 ELSE "RateLimit"."count" + 1 END,
        "resetAt" = CASE WHEN "RateLimit"."resetAt" <= ${at}::timestamp(3) THEN EXCLUDED."resetAt" ELSE "RateLimit"."resetAt" END
      RETURNING "key", "count", "resetAt"
    ), "thenCounted" AS (
      INSERT INTO "RateLimit" ("key", "count", "resetAt")
      SELECT "key", 1, "resetAt" FROM unnest(${thenKeys}::text[], ${thenChecks.map(resetAt)}::timestamp(3)[]) AS "t"("key", "resetAt")
      WHERE NOT EXISTS (SELECT 1 FROM "counted" JOIN "firsts" USING ("key") WHERE "counted"."count" > "firsts"."limit")
      ORDER BY "key"
      ON CONFLICT ("key") DO UPDATE SET
        "count" = CASE WHEN "RateLimit"."resetAt" <= ${at}::timestamp(3) THEN 1 ELSE "RateLimit"."count" + 1 END,
        "resetAt" = CASE WHEN "RateLimit"."resetAt" <= ${at}::timestamp(3) THEN EXCLUDED."resetAt" ELSE "RateLimit"."resetAt" END
      RETURNING "key", "count", "resetAt"
    )
    SELECT * FROM "counted" UNION ALL SELECT * FROM "thenCounted"`;
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const result = (check: RateLimitCheck, key: string): RateLimitResult => {
    const row = byKey.get(key);
    const count = Number(row?.count ?? 1);
    const ends = row ? new Date(row.resetAt).getTime() : now.getTime() + check.policy.windowMs;
    return {
      allowed: count <= check.policy.limit,
      retryAfterSeconds: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)),
    };
  };
  const first = checks.map((check, index) => result(check, keys[index] ?? ""));
  const thenCounted = thenKeys.length > 0 && thenKeys.every((key) => byKey.has(key));
  return {
    first,
    then: thenCounted ? thenChecks.map((check, index) => result(check, thenKeys[index] ?? "")) : null,
  };
}

/** Counts one attempt for `subject` ("ip:…" or "account:…") and says whether it is within the limit. */
export async function hitRateLimit(
  prisma: PrismaClient,
  policy: RateLimitPolicy,
  subject: string,
  now = new Date(),
): Promise<RateLimitResult> {
  const { first } = await hitRateLimits(prisma, [{ policy, subject }], [], now);
  const [result] = first;
  if (!result) throw new Error("A rate limit counted nothing.");
  return result;
}

/**
 * Gives back one attempt counted for `subject` (for limits that count only failures: an attempt is
 * counted before it is checked, so concurrent guesses cannot slip past the limit, and given back
 * when it succeeds).
 */
export async function forgiveAttempt(prisma: PrismaClient, policy: RateLimitPolicy, subject: string) {
  await prisma.rateLimit.updateMany({
    where: { key: `${policy.action}:${subject}`.slice(0, 500), count: { gt: 0 } },
    data: { count: { decrement: 1 } },
  });
}

/** Forgets the attempts counted for `subject` (after a successful login, the account's failures). */
export async function resetRateLimit(prisma: PrismaClient, policy: { action: string }, subject: string) {
  await prisma.rateLimit.deleteMany({ where: { key: `${policy.action}:${subject}`.slice(0, 500) } });
}

/**
 * A limit that slows down instead of refusing: after `free` failures in a row, each further attempt
 * waits for a delay that doubles from `firstDelayMs` up to `maxDelayMs`. The failures are
 * forgotten `memoryMs` after the last one, or at once on a success. The right password is never
 * refused for longer than the current delay, however long someone else keeps guessing.
 */
export interface BackoffPolicy {
  action: string;
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  memoryMs: number;
}

/** How long after the last failure the next attempt must wait, after `failures` in a row. */
export function backoffDelayMs(policy: BackoffPolicy, failures: number): number {
  if (failures < policy.free) return 0;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (failures - policy.free));
}

/**
 * Claims one attempt for `subject` if its delay has passed. The row's `count` is the failures in
 * a row and `resetAt` the last one's time plus `memoryMs`; the claim is a compare-and-set on both,
 * so parallel guesses cannot share one slot. The caller forgets the row on a success.
 */
export async function claimBackoffAttempt(
  prisma: PrismaClient,
  policy: BackoffPolicy,
  subject: string,
  now = new Date(),
): Promise<BackoffClaim> {
  const key = `${policy.action}:${subject}`.slice(0, 500);
  const remembered = new Date(now.getTime() + policy.memoryMs);
  for (let tries = 0; tries < 3; tries += 1) {
    const row = await prisma.rateLimit.findUnique({ where: { key } });
    const current = row && row.resetAt > now ? row : null;
    const failures = current?.count ?? 0;
    const nextAt = current
      ? current.resetAt.getTime() - policy.memoryMs + backoffDelayMs(policy, failures)
      : 0;
    if (nextAt > now.getTime()) {
      const retryAfterSeconds = Math.max(1, Math.ceil((nextAt - now.getTime()) / 1000));
      return { allowed: false, retryAfterSeconds, attemptInARow: failures };
    }
    const claimed = row
      ? await prisma.rateLimit.updateMany({
          where: { key, count: row.count, resetAt: row.resetAt },
          data: { count: failures + 1, resetAt: remembered },
        })
      : await prisma.rateLimit.createMany({
          data: [{ key, count: 1, resetAt: remembered }],
          skipDuplicates: true,
        });
    if (claimed.count === 1) return { allowed: true, retryAfterSeconds: 0, attemptInARow: failures + 1 };
  }
  return { allowed: false, retryAfterSeconds: 1, attemptInARow: 0 };
}

/** Deletes counters whose window has ended. */
export async function sweepRateLimits(prisma: PrismaClient, now = new Date()): Promise<number> {
  const { count } = await prisma.rateLimit.deleteMany({ where: { resetAt: { lte: now } } });
  return count;
}

export class RateLimitedError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    message = rateLimitMessage(retryAfterSeconds),
  ) {
    super(message);
    this.name = "RateLimitedError";
  }
}

/** What a person sees when a limit is hit: how long to wait, in words. */
export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds <= 60 ? "a minute" : `${minutes} minutes`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}

/** Throws RateLimitedError with the longest wait among `results` if any is over its limit. */
function throwIfBlocked(
  results: readonly RateLimitResult[],
  message?: (retryAfterSeconds: number) => string,
) {
  const blocked = results.filter((result) => !result.allowed);
  if (blocked.length > 0) {
    const wait = Math.max(...blocked.map((result) => result.retryAfterSeconds));
    throw new RateLimitedError(wait, message?.(wait));
  }
}

/**
 * Counts one attempt against every subject (each is counted, so a blocked IP still uses up the
 * account's attempts) and throws RateLimitedError with the longest wait if any is over its limit.
 * With `then`, its checks are counted in the same statement only if all of `checks` are within
 * their limits, and throw with their own message (a will's limits, then its recipient's).
 */
export async function enforceRateLimits(
  prisma: Pick<PrismaClient, "$queryRaw">,
  checks: readonly RateLimitCheck[],
  message?: (retryAfterSeconds: number) => string,
  then?: { checks: readonly RateLimitCheck[]; message?: (retryAfterSeconds: number) => string },
): Promise<void> {
  const results = await hitRateLimits(prisma, checks, then?.checks ?? []);
  throwIfBlocked(results.first, message);
  if (then) throwIfBlocked(results.then ?? [], then.message);
}

/** 429 with Retry-After and `{error, message}` (the account clients read `message`, docs/product.md section 8). */
export function rateLimitedResponse(error: RateLimitedError): Response {
  const response = jsonError(429, error.message, { message: error.message });
  response.headers.set("Retry-After", String(error.retryAfterSeconds));
  return response;
}

/** The status and headers of a form's 429 answer (Remix `data(result, tooManyAttempts(error))`). */
export function tooManyAttempts(error: RateLimitedError): ResponseInit {
  return { status: 429, headers: { "Retry-After": String(error.retryAfterSeconds) } };
}

/** The same 429 for a page (a form post without JavaScript): the message as plain text. */
export function rateLimitedPage(error: RateLimitedError): Response {
  return new Response(error.message, {
    status: 429,
    headers: { "Retry-After": String(error.retryAfterSeconds), "Cache-Control": "no-store" },
  });
}

/** Runs `work`, turning a RateLimitedError into the page's 429 (thrown, as Remix expects). */
export async function asPage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RateLimitedError) throw rateLimitedPage(error);
    throw error;
  }
}

const ONE_MINUTE = 60 * 1000;
const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;
const ONE_DAY = 24 * ONE_HOUR;

/**
 * The limits of the account calls. Per account they stop guessing one person's password; per IP
 * they stop one machine trying many accounts. AUTH_RATE_LIMIT_PER_IP scales the per-IP limits
 * (the browser tests, all from 127.0.0.1, raise it).
 */
export function authRateLimits() {
  const perIp = getEnv().AUTH_RATE_LIMIT_PER_IP;
  return {
    loginPerIp: { action: "login", limit: perIp, windowMs: FIFTEEN_MINUTES },
    /** Changing the password (the current one is checked): the account's own attempts. */
    loginPerAccount: { action: "login", limit: 10, windowMs: FIFTEEN_MINUTES },
    registerPerIp: { action: "register", limit: perIp, windowMs: ONE_HOUR },
    registerPerAccount: { action: "register", limit: 5, windowMs: ONE_HOUR },
    logoutPerIp: { action: "logout", limit: perIp * 2, windowMs: FIFTEEN_MINUTES },
    logoutPerAccount: { action: "logout", limit: 30, windowMs: FIFTEEN_MINUTES },
    /** 'Forgot your password?': each request sends an email, so few per address. */
    resetRequestPerIp: { action: "reset-request", limit: perIp, windowMs: ONE_HOUR },
    resetRequestPerAccount: { action: "reset-request", limit: 3, windowMs: ONE_HOUR },
    /** Choosing the new password (the token is 256 bits: this only stops a flood). */
    resetPasswordPerIp: { action: "reset-password", limit: perIp, windowMs: FIFTEEN_MINUTES },
    /** The assistant: a person types far slower than this; a script does not. */
    chatPerAccount: { action: "chat", limit: 40, windowMs: ONE_MINUTE },
    chatPerIp: { action: "chat", limit: perIp * 4, windowMs: ONE_MINUTE },
  } satisfies Record<string, RateLimitPolicy>;
}

/**
 * The operator database viewer: failed sign-ins per IP. Only failures count; once an IP has
 * failed this often, every call from it (right credentials or not) waits for the window to end.
 */
export const OPERATOR_FAILURES_PER_IP: RateLimitPolicy = {
  action: "operator-login",
  limit: 10,
  windowMs: FIFTEEN_MINUTES,
};

/**
 * Everything else that costs us (a will's PDF, stored rows) or reaches someone else (an email).
 * Their numbers are in docs/security.md. Per browser and per account they bound one person; per
 * IP they bound one machine making new browsers (a household or office shares an IP, so the
 * per-IP limits are larger and scale with AUTH_RATE_LIMIT_PER_IP). A mirror will is one will
 * here: the pipeline makes the spouse's copy.
 */
export function abuseLimits() {
  const perIp = getEnv().AUTH_RATE_LIMIT_PER_IP;
  return {
    willsPerBrowser: { action: "will", limit: 10, windowMs: ONE_DAY },
    willsPerAccount: { action: "will", limit: 10, windowMs: ONE_DAY },
    willsPerIp: { action: "will", limit: perIp, windowMs: ONE_DAY },
    /** Will emails and legal check confirmations to one address (password resets: above). */
    emailsPerRecipient: { action: "email-to", limit: 5, windowMs: ONE_DAY },
    /** The guided form's page posts and autosaves (one every 600 ms of typing at most). */
    draftSavesPerBrowser: { action: "draft-save", limit: 120, windowMs: ONE_MINUTE },
    draftSavesPerIp: { action: "draft-save", limit: perIp * 20, windowMs: ONE_MINUTE },
    /** New form drafts (the risk assessment's Start). */
    draftsStartedPerIp: { action: "draft-start", limit: perIp * 2, windowMs: ONE_HOUR },
    /** The legal check request (its two emails). */
    legalChecksPerIp: { action: "legal-check", limit: 10, windowMs: ONE_HOUR },
    legalChecksPerRequester: { action: "legal-check", limit: 5, windowMs: ONE_HOUR },
    /** Pages worked out from the draft or a will (without a will, signing): reads, but not free. */
    explainerViewsPerIp: { action: "explainer", limit: perIp * 10, windowMs: ONE_MINUTE },
    /** After the will: recording the signing, the review reminders' opt-in and stop. */
    aftercareWritesPerRequester: { action: "aftercare", limit: 20, windowMs: ONE_HOUR },
    aftercareWritesPerIp: { action: "aftercare", limit: perIp * 2, windowMs: ONE_HOUR },
    /** The email's stop link (its confirm page and its POST). */
    reminderStopsPerIp: { action: "reminder-stop", limit: perIp, windowMs: FIFTEEN_MINUTES },
  } satisfies Record<string, RateLimitPolicy>;
}

/** The account, else the browser (else, for a browser without its cookie, the IP), as a subject. */
export function requesterSubject(
  requester: { userId: string | null; browserKeyHash: string | null },
  clientIp: string,
): string {
  if (requester.userId) return `account:${requester.userId}`;
  return requester.browserKeyHash ? `browser:${requester.browserKeyHash}` : `no-browser:${clientIp}`;
}

/** An email address as a rate-limit subject: its SHA-256, so no address is stored in the table. */
export function recipientSubject(address: string): string {
  return `recipient:${createHash("sha256").update(address.trim().toLowerCase()).digest("hex")}`;
}

export const RECIPIENT_LIMIT_MESSAGE =
  "We have already sent as many emails to this address as we can today. Please try again tomorrow; your will's PDF can be downloaded meanwhile.";

/** The daily limit of emails to `address`, as a check for enforceRateLimits. */
export function recipientCheck(address: string) {
  return {
    checks: [{ policy: abuseLimits().emailsPerRecipient, subject: recipientSubject(address) }],
    message: () => RECIPIENT_LIMIT_MESSAGE,
  };
}

/** Counts one email to `address`; throws RateLimitedError past the daily limit per recipient. */
export async function enforceRecipientLimit(prisma: PrismaClient, address: string): Promise<void> {
  const recipient = recipientCheck(address);
  await enforceRateLimits(prisma, recipient.checks, recipient.message);
}

/**
 * Wrong passwords for one account, from anywhere: 5 free, then 30 s, 1, 2, 4, 8 and at most 15
 * minutes between attempts; forgotten a day after the last failure or at a successful login.
 * The per-IP limit (authRateLimits().loginPerIp) still refuses a machine trying many accounts.
 */
export const LOGIN_BACKOFF_PER_ACCOUNT: BackoffPolicy = {
  action: "login-backoff",
  free: LOGIN_BACKOFF.freeAttempts,
  firstDelayMs: LOGIN_BACKOFF.firstDelayMs,
  maxDelayMs: LOGIN_BACKOFF.maxDelayMs,
  memoryMs: LOGIN_BACKOFF.memoryMs,
};
