import { randomUUID } from "node:crypto";
import { PASSWORD_RESET_TTL_MS } from "../../../core/index.ts";
import { linkTokenHash } from "../../../workers/email/link-tokens.ts";
import type { PrismaClient } from "../../../prisma/db.ts";
import { normaliseEmail } from "./auth.server.ts";
import { getPrisma } from "../common/db.server.ts";
import { getLogger } from "../common/logger.server.ts";
import { hashPassword, verifyPassword } from "./passwords.server.ts";
import { getPipeline } from "../common/pipeline.server.ts";
import { authRateLimits, enforceRateLimits, forgiveAttempt } from "../common/rate-limit.server.ts";
import { startSession } from "./session.server.ts";
import { redirectWithToast } from "../common/toast.server.ts";

/**
 * 'Forgot your password?': a request makes a PasswordReset row and starts its email (the
 * activity makes the token and keeps only its hash); the link's page sets the new password once,
 * signs out every session of the account, and signs this browser in (what this browser made
 * while signed out is offered on the dashboard, as after a login, never attached).
 */

/**
 * Asks for a reset link for `email`. The caller answers the same whether or not an account uses
 * it. Throws RateLimitedError.
 */
export async function requestPasswordReset(email: string, clientIp: string): Promise<void> {
  const prisma = await getPrisma();
  const limits = authRateLimits();
  const address = normaliseEmail(email);
  await enforceRateLimits(prisma, [
    { policy: limits.resetRequestPerIp, subject: `ip:${clientIp}` },
    { policy: limits.resetRequestPerAccount, subject: `account:${address}` },
  ]);
  const user = await prisma.user.findUnique({ where: { email: address }, select: { id: true } });
  if (!user) {
    getLogger().info("password reset asked for an address without an account");
    return;
  }
  const id = randomUUID();
  await prisma.passwordReset.create({
    data: { id, userId: user.id, expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS) },
  });
  await (await getPipeline()).startPasswordResetEmail(id);
  getLogger().info({ userId: user.id, resetId: id }, "password reset asked for");
}

/** The open reset a link's token belongs to, with its account's email; null when it is not usable. */
export async function findUsableReset(token: string | null | undefined) {
  if (!token || token.length > 200) return null;
  const prisma = await getPrisma();
  const reset = await prisma.passwordReset.findUnique({
    where: { tokenHash: linkTokenHash(token) },
    select: { id: true, userId: true, usedAt: true, expiresAt: true, user: { select: { email: true } } },
  });
  if (!reset || reset.usedAt || reset.expiresAt.getTime() <= Date.now()) return null;
  return { id: reset.id, userId: reset.userId, email: reset.user.email };
}

/** Rate-limits attempts at the link's page per IP. Throws RateLimitedError. */
export async function limitResetAttempts(clientIp: string): Promise<void> {
  await enforceRateLimits(await getPrisma(), [
    { policy: authRateLimits().resetPasswordPerIp, subject: `ip:${clientIp}` },
  ]);
}

/**
 * Sets the new password for the reset `resetId` (found usable just before): the reset is used
 * up (a second use finds it used, even at the same moment), every reset of the account still
 * open is closed, every session of the account ends, and this browser is signed in. Answers the
 * new session's Set-Cookie, or null when the reset was used meanwhile.
 */
export async function completePasswordReset(
  request: Request,
  reset: { id: string; userId: string },
  password: string,
): Promise<string | null> {
  const prisma = await getPrisma();
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const done = await prisma.$transaction(async (tx) => {
    const claimed = await tx.passwordReset.updateMany({
      where: { id: reset.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (claimed.count !== 1) return false;
    await tx.passwordReset.updateMany({
      where: { userId: reset.userId, usedAt: null },
      data: { usedAt: now },
    });
    await tx.user.update({ where: { id: reset.userId }, data: { passwordHash } });
    await tx.session.deleteMany({ where: { userId: reset.userId } });
    return true;
  });
  if (!done) return null;
  getLogger().info({ userId: reset.userId, resetId: reset.id }, "password reset: new password set");
  return startSession(prisma, request, reset.userId);
}

/** Deletes resets a day after they expired (used or not): they are of no use to anybody then. */
export async function sweepPasswordResets(prisma: PrismaClient, now = new Date()): Promise<number> {
  const { count } = await prisma.passwordReset.deleteMany({
    where: { expiresAt: { lt: new Date(now.getTime() - 24 * 60 * 60 * 1000) } },
  });
  return count;
}

/**
 * Changing the password while signed in. The current password is checked first (counted against
 * the account's login limit, so this page is no way round it); then the new hash is stored, every
 * session of the account ends, and this browser gets a new one. Answers the Set-Cookie, or null
 * when the current password is wrong. Throws RateLimitedError.
 */
export async function changePassword(
  request: Request,
  user: { id: string; email: string },
  passwords: { currentPassword: string; password: string },
  clientIp: string,
): Promise<string | null> {
  const prisma = await getPrisma();
  const limits = authRateLimits();
  const account = `account:${normaliseEmail(user.email)}`;
  await enforceRateLimits(prisma, [
    { policy: limits.loginPerIp, subject: `ip:${clientIp}` },
    { policy: limits.loginPerAccount, subject: account },
  ]);
  const stored = await prisma.user.findUnique({ where: { id: user.id }, select: { passwordHash: true } });
  if (!stored || !(await verifyPassword(stored.passwordHash, passwords.currentPassword))) return null;
  await forgiveAttempt(prisma, limits.loginPerAccount, account);
  const passwordHash = await hashPassword(passwords.password);
  await prisma.$transaction([
    prisma.user.update({ where: { id: user.id }, data: { passwordHash } }),
    prisma.session.deleteMany({ where: { userId: user.id } }),
    prisma.passwordReset.updateMany({
      where: { userId: user.id, usedAt: null },
      data: { usedAt: new Date() },
    }),
  ]);
  getLogger().info({ userId: user.id }, "password changed");
  return startSession(prisma, request, user.id);
}

/** After a new password is set: the dashboard with the 'Password changed' toast, this browser signed in. */
export function passwordChangedRedirect(setCookie: string, description: string): Promise<Response> {
  return redirectWithToast(
    "/dashboard",
    { title: "Password changed", description, type: "success" },
    { headers: { "Set-Cookie": setCookie } },
  );
}
