import { randomUUID } from "node:crypto";
import type { PrismaClient } from "../../../prisma/db.ts";
import { getLogger } from "../common/logger.server.ts";
import { getPipeline } from "../common/pipeline.server.ts";
import { LOGIN_BACKOFF_PER_ACCOUNT } from "../common/rate-limit.server.ts";

/**
 * Telling an account's owner that wrong passwords are slowing their sign-in down
 * (docs/security.md, "Limits"). One email per lock-out: a lock-out starts with the wrong
 * password that makes the next attempt wait, and lasts until the right password is given or the
 * failures are forgotten (a day after the last). Its row in the RateLimit table
 * (`login-warning:account:<userId>`) is pushed a day on by every wrong password during the
 * lock-out and deleted by a successful login, so only the wrong password that finds no row
 * starts an email, however many guesses come, from however many addresses, in parallel.
 */
const WARNING_ACTION = "login-warning";

const warningKey = (userId: string) => `${WARNING_ACTION}:account:${userId}`;

/**
 * Called after a wrong password that was attempt `attemptInARow` for `email`. From the attempt
 * that starts the wait on, the first call of a lock-out starts the email to the account's owner
 * (none for an address without an account, which the caller cannot tell from the answer).
 */
export async function noteWrongPassword(
  prisma: PrismaClient,
  email: string,
  attemptInARow: number,
  now = new Date(),
): Promise<"warned" | "already warned" | "not yet" | "no account"> {
  if (attemptInARow < LOGIN_BACKOFF_PER_ACCOUNT.free) return "not yet";
  const user = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  if (!user) return "no account";
  const until = new Date(now.getTime() + LOGIN_BACKOFF_PER_ACCOUNT.memoryMs);
  const rows = await prisma.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimit" ("key", "count", "resetAt") VALUES (${warningKey(user.id)}, 1, ${until})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimit"."resetAt" <= ${now} THEN 1 ELSE "RateLimit"."count" + 1 END,
      "resetAt" = EXCLUDED."resetAt"
    RETURNING "count"`;
  if (Number(rows[0]?.count ?? 0) !== 1) return "already warned";
  const warningId = randomUUID();
  await (await getPipeline()).startLoginWarningEmail(warningId, user.id);
  getLogger().info({ userId: user.id, warningId }, "wrong passwords: the owner is being told");
  return "warned";
}

/** The right password ends the lock-out: the next one gets its own email. */
export async function endLockOut(prisma: PrismaClient, userId: string): Promise<void> {
  await prisma.rateLimit.deleteMany({ where: { key: warningKey(userId) } });
}
