import { getEnv, resolveSessionSecret } from "./env.server.ts";

let secret: string | undefined;

/** The key that signs every cookie of this service. */
export function getCookieSecret(): string {
  secret ??= resolveSessionSecret(getEnv());
  return secret;
}

/** Whether cookies carry Secure (and, for the sensitive ones, the __Host- prefix). */
export function cookiesAreSecure(): boolean {
  return getEnv().COOKIE_SECURE;
}
