import { AuthFailure } from "./auth.server.ts";
import { jsonError, readJsonBody } from "../common/http.server.ts";
import { RateLimitedError, rateLimitedResponse } from "../common/rate-limit.server.ts";
import type { SignedInUser } from "./session.server.ts";

/** The account calls' bodies are a few short fields. */
const MAX_AUTH_BODY_BYTES = 16 * 1024;

/** A user as the JSON calls answer them. */
export function userJson(user: SignedInUser, willCount?: number) {
  return {
    id: user.id,
    firstName: user.firstName,
    email: user.email,
    username: user.username,
    createdAt: user.createdAt.toISOString(),
    ...(willCount === undefined ? {} : { willCount }),
  };
}

/** The string fields of a JSON object body (anything else is left out, and then reported missing). */
export async function readAuthFields(
  request: Request,
  names: readonly string[],
): Promise<Record<string, string>> {
  const body = await readJsonBody(request, MAX_AUTH_BODY_BYTES);
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw jsonError(400, "The request body must be a JSON object.", { fieldErrors: {} });
  }
  const fields: Record<string, string> = {};
  for (const name of names) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === "string") fields[name] = value;
  }
  return fields;
}

/**
 * A failed account call as JSON: `{error, message}` (the account clients show `message`, docs/product.md section 8),
 * `fieldErrors` for bad input, 429 with Retry-After when a limit is hit.
 */
export function accountErrorResponse(error: unknown): Response {
  if (error instanceof RateLimitedError) return rateLimitedResponse(error);
  if (error instanceof AuthFailure) return error.response();
  throw error;
}

export function noStore(init: ResponseInit = {}): ResponseInit {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "private, no-store");
  return { ...init, headers };
}
