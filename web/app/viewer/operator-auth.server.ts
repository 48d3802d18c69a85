import { createHash, timingSafeEqual } from "node:crypto";
import { getPrisma } from "../common/db.server.ts";
import { getEnv, type Env } from "../common/env.server.ts";
import { jsonError } from "../common/http.server.ts";
import { getLogger } from "../common/logger.server.ts";
import { verifyPassword } from "../accounts/passwords.server.ts";
import {
  forgiveAttempt,
  hitRateLimit,
  OPERATOR_FAILURES_PER_IP,
  RateLimitedError,
  rateLimitedResponse,
} from "../common/rate-limit.server.ts";

/**
 * The operator database viewer's sign-in: HTTP basic authentication on every call, against the
 * username and argon2id hash of the environment (OPERATOR_USERNAME, OPERATOR_PASSWORD_HASH).
 * No operator configured means the viewer is off (403), never open. Failed attempts are limited
 * per IP (OPERATOR_FAILURES_PER_IP).
 */

export const VIEWER_OFF_MESSAGE = "The database viewer is off: no operator is configured.";
export const OPERATOR_LOGIN_FAILED_MESSAGE = "Invalid operator username or password.";
/** What a 401 asks for, so clients (curl, a browser) know to send basic credentials. */
export const BASIC_CHALLENGE = 'Basic realm="Database viewer", charset="UTF-8"';

/** Longer than any real Authorization header; a longer one is refused unread. */
const MAX_AUTHORIZATION_LENGTH = 2048;

export interface Operator {
  username: string;
  passwordHash: string;
}

/** The configured operator, or null when the viewer is off. */
export function operatorFromEnv(
  env: Pick<Env, "OPERATOR_USERNAME" | "OPERATOR_PASSWORD_HASH">,
): Operator | null {
  if (!env.OPERATOR_USERNAME || !env.OPERATOR_PASSWORD_HASH) return null;
  return { username: env.OPERATOR_USERNAME, passwordHash: env.OPERATOR_PASSWORD_HASH };
}

export interface BasicCredentials {
  username: string;
  password: string;
}

/** The username and password of an `Authorization: Basic …` header (UTF-8), or null. */
export function parseBasicAuthorization(header: string | null): BasicCredentials | null {
  if (!header || header.length > MAX_AUTHORIZATION_LENGTH) return null;
  const match = /^Basic[ ]+([A-Za-z0-9+/]+={0,2})[ ]*$/i.exec(header);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** Compares two strings in time that does not depend on where they differ (or on their lengths). */
function sameInConstantTime(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function unauthorised(): Response {
  const response = jsonError(401, OPERATOR_LOGIN_FAILED_MESSAGE);
  response.headers.set("WWW-Authenticate", BASIC_CHALLENGE);
  return response;
}

/**
 * The operator making this request, or a thrown Response: 403 when the viewer is off, 401 (with
 * a Basic challenge) for missing or wrong credentials, 429 once the IP has failed too often.
 * Each attempt with credentials is counted before it is checked and given back when it succeeds,
 * so concurrent guesses cannot slip past the limit. The password is checked even when the
 * username is wrong, so the answer takes as long either way.
 */
export async function authenticateOperator(
  request: Request,
  clientIp: string,
): Promise<{ username: string }> {
  const operator = operatorFromEnv(getEnv());
  if (!operator) throw jsonError(403, VIEWER_OFF_MESSAGE);
  const given = parseBasicAuthorization(request.headers.get("authorization"));
  if (!given) throw unauthorised();

  const prisma = await getPrisma();
  const subject = `ip:${clientIp}`;
  const attempt = await hitRateLimit(prisma, OPERATOR_FAILURES_PER_IP, subject);
  if (!attempt.allowed) {
    getLogger().warn({ clientIp }, "operator viewer: too many failed sign-ins from this address");
    throw rateLimitedResponse(new RateLimitedError(attempt.retryAfterSeconds));
  }
  const usernameMatches = sameInConstantTime(given.username, operator.username);
  const passwordMatches = await verifyPassword(operator.passwordHash, given.password);
  if (!usernameMatches || !passwordMatches) {
    getLogger().warn({ clientIp }, "operator viewer: sign-in refused");
    throw unauthorised();
  }
  await forgiveAttempt(prisma, OPERATOR_FAILURES_PER_IP, subject);
  return { username: operator.username };
}
