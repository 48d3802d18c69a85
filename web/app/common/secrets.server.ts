import { getEnv, resolveSessionSecret } from "./env.server.ts";

let secrets: string[] | undefined;

/**
 * The keys of every cookie of this service: the first signs, all of them verify (the second is
 * SESSION_SECRET_PREVIOUS during a rotation).
 */
export function getCookieSecrets(): string[] {
  if (!secrets) {
    const env = getEnv();
    const previous = env.SESSION_SECRET_PREVIOUS;
    secrets = [resolveSessionSecret(env), ...(previous ? [previous] : [])];
  }
  return secrets;
}

/** Whether cookies carry Secure (and, for the sensitive ones, the __Host- prefix). */
export function cookiesAreSecure(): boolean {
  return getEnv().COOKIE_SECURE;
}
