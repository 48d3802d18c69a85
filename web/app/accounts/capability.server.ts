import { createHash, randomBytes } from "node:crypto";
import { signedCookie } from "../common/secrets.server.ts";

/**
 * The browser capability: a random secret in a signed, httpOnly cookie. A will remembers only the
 * SHA-256 of the secret of the browser that created it, so that browser (and no one who merely
 * knows the will's id) may read it before anyone signs in.
 */
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

const capabilityCookie = signedCookie("will_browser", ONE_YEAR_SECONDS);

export function hashBrowserKey(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** The hash of this browser's capability, or null when it has none (or a tampered one). */
export async function readBrowserKeyHash(request: Request): Promise<string | null> {
  const value: unknown = await capabilityCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length >= 32 ? hashBrowserKey(value) : null;
}

/** This browser's capability hash, minting one (with the Set-Cookie to send) if it has none. */
export async function ensureBrowserKey(
  request: Request,
): Promise<{ keyHash: string; setCookie: string | null }> {
  const existing = await readBrowserKeyHash(request);
  if (existing) return { keyHash: existing, setCookie: null };
  const secret = randomBytes(32).toString("base64url");
  return { keyHash: hashBrowserKey(secret), setCookie: await capabilityCookie().serialize(secret) };
}
