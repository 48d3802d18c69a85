import { createHash, randomBytes } from "node:crypto";

/*
 * The tokens in an email's links: a password reset's, a review reminder's stop link. Only a
 * token's SHA-256 is stored, so the table alone resets no password and stops no reminder.
 */

/** What is stored of a link's token. */
export function linkTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new unguessable token (256 bits) and its hash. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: linkTokenHash(token) };
}
