import { randomUUID } from "node:crypto";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { LoginSchema, RegisterPayloadSchema } from "../../../core/index.ts";
import type { PrismaClient } from "../../../prisma/db.ts";
import { getPrisma } from "../common/db.server.ts";
import { fieldErrorsOf, Refusal } from "../common/http.server.ts";
import { getLogger } from "../common/logger.server.ts";
import { endLockOut, noteWrongPassword } from "./login-warnings.server.ts";
import { hashPassword, verifyPassword } from "./passwords.server.ts";
import {
  authRateLimits,
  claimBackoffAttempt,
  enforceRateLimits,
  LOGIN_BACKOFF_PER_ACCOUNT,
  RateLimitedError,
  resetRateLimit,
} from "../common/rate-limit.server.ts";
import {
  endSession,
  getSignedInUser,
  SIGNED_IN_USER_SELECT,
  startSession,
  type SignedInUser,
} from "./session.server.ts";

/**
 * Login and registration through remix-auth's FormStrategy, for the /auth page's forms and the
 * JSON calls alike (the JSON routes hand their fields over as a form). Sessions are ours
 * (session.server.ts): remix-auth says who the user is, we decide what a session is.
 */

/** Why an attempt failed, already in the words (and status) the person should get. */
export class AuthFailure extends Refusal<400 | 401 | 409> {
  constructor(
    status: 400 | 401 | 409,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(status, message);
  }

  /** `{error, message, fieldErrors}`: the account clients show `message` (docs/product.md section 8). */
  override response(): Response {
    return super.response({ message: this.message, fieldErrors: this.fieldErrors });
  }
}

/** Never says which of the two was wrong, so login cannot tell whether an email is registered. */
export const INVALID_LOGIN_MESSAGE = "Invalid email or password";
export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists. Please log in instead.";

/** A hash of nothing anyone knows: an unknown email costs the same time as a wrong password. */
let decoyHash: Promise<string> | undefined;
function getDecoyHash() {
  decoyHash ??= hashPassword(randomUUID());
  return decoyHash;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

async function verifyLogin(prisma: PrismaClient, form: FormData): Promise<SignedInUser> {
  const parsed = LoginSchema.safeParse({ email: form.get("email"), password: form.get("password") });
  if (!parsed.success) throw new AuthFailure(400, "Please check the form.", fieldErrorsOf(parsed.error));
  const user = await prisma.user.findUnique({
    where: { email: normaliseEmail(parsed.data.email) },
    select: { ...SIGNED_IN_USER_SELECT, passwordHash: true },
  });
  const matches = await verifyPassword(user?.passwordHash ?? (await getDecoyHash()), parsed.data.password);
  if (!user || !matches) throw new AuthFailure(401, INVALID_LOGIN_MESSAGE);
  const { passwordHash: _hash, ...signedIn } = user;
  return signedIn;
}

async function registerUser(prisma: PrismaClient, form: FormData): Promise<SignedInUser> {
  const parsed = RegisterPayloadSchema.safeParse({
    firstName: form.get("firstName"),
    email: form.get("email"),
    password: form.get("password"),
    username: null,
  });
  if (!parsed.success) throw new AuthFailure(400, "Please check the form.", fieldErrorsOf(parsed.error));
  const email = normaliseEmail(parsed.data.email);
  const taken = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  if (taken) throw new AuthFailure(409, EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] });
  try {
    return await prisma.user.create({
      data: {
        id: randomUUID(),
        firstName: parsed.data.firstName,
        email,
        passwordHash: await hashPassword(parsed.data.password),
        username: null,
      },
      select: SIGNED_IN_USER_SELECT,
    });
  } catch (error) {
    // Two registrations of one email at once: the unique index decides.
    if ((error as { code?: string }).code === "P2002") {
      throw new AuthFailure(409, EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] });
    }
    throw error;
  }
}

let authenticator: Authenticator<SignedInUser> | undefined;
function getAuthenticator(): Authenticator<SignedInUser> {
  if (!authenticator) {
    authenticator = new Authenticator<SignedInUser>();
    authenticator.use(new FormStrategy(async ({ form }) => verifyLogin(await getPrisma(), form)), "login");
    authenticator.use(
      new FormStrategy(async ({ form }) => registerUser(await getPrisma(), form)),
      "register",
    );
  }
  return authenticator;
}

export type AuthKind = "login" | "register";

export interface SignedIn {
  user: SignedInUser;
  /** The Set-Cookie of the new session. */
  setCookie: string;
}

/**
 * One login or registration attempt: the rate limits (per IP and per account) first, then
 * remix-auth's strategy, then a fresh session. What this browser made while signed out stays
 * unowned until the dashboard's offer is accepted. Throws AuthFailure or RateLimitedError.
 */
export async function signIn(
  kind: AuthKind,
  request: Request,
  fields: Record<string, string>,
  clientIp: string,
): Promise<SignedIn> {
  const prisma = await getPrisma();
  const limits = authRateLimits();
  const account = `account:${normaliseEmail(fields.email ?? "")}`;
  let attemptInARow = 0;
  if (kind === "login") {
    // Per IP a fixed window; per account a delay that grows with each wrong password in a row,
    // so a stranger's guesses slow the account down but never lock its owner out for long.
    await enforceRateLimits(prisma, [{ policy: limits.loginPerIp, subject: `ip:${clientIp}` }]);
    const claim = await claimBackoffAttempt(prisma, LOGIN_BACKOFF_PER_ACCOUNT, account);
    if (!claim.allowed) throw new RateLimitedError(claim.retryAfterSeconds);
    attemptInARow = claim.attemptInARow;
  } else {
    await enforceRateLimits(prisma, [
      { policy: limits.registerPerIp, subject: `ip:${clientIp}` },
      { policy: limits.registerPerAccount, subject: account },
    ]);
  }

  const formRequest = new Request(request.url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  let user: SignedInUser;
  try {
    user = await getAuthenticator().authenticate(kind, formRequest);
  } catch (error) {
    if (kind === "login" && error instanceof AuthFailure && error.status === 401) {
      await noteWrongPassword(prisma, normaliseEmail(fields.email ?? ""), attemptInARow).catch(
        (failure: unknown) => getLogger().error({ err: failure }, "the login warning could not be started"),
      );
    }
    throw error;
  }
  if (kind === "login") {
    await resetRateLimit(prisma, LOGIN_BACKOFF_PER_ACCOUNT, account);
    await endLockOut(prisma, user.id);
  }
  // Nothing this browser made while signed out becomes the account's here: the dashboard offers
  // it (web/app/accounts/browser-wills.server.ts).
  const setCookie = await startSession(prisma, request, user.id);
  getLogger().info({ userId: user.id, kind }, kind === "login" ? "user logged in" : "user registered");
  return { user, setCookie };
}

/**
 * Logout: the session row is deleted (the cookie is worthless from now on) and the Set-Cookie
 * that clears it is answered. Rate-limited per IP and per account like the other account calls.
 */
export async function signOut(request: Request, clientIp: string): Promise<string> {
  const prisma = await getPrisma();
  const limits = authRateLimits();
  const user = await getSignedInUser(request);
  await enforceRateLimits(prisma, [
    { policy: limits.logoutPerIp, subject: `ip:${clientIp}` },
    ...(user ? [{ policy: limits.logoutPerAccount, subject: `account:${user.id}` }] : []),
  ]);
  const setCookie = await endSession(prisma, request);
  if (user) getLogger().info({ userId: user.id }, "user logged out");
  return setCookie;
}
