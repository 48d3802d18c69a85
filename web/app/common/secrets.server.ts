import { createCookie, type Cookie } from "@remix-run/node";
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

/**
 * A signed, httpOnly, SameSite=Lax cookie for the whole site, made on first use (the environment
 * is read then): `__Host-` before its name when cookies are secure. Without `maxAge` it ends with
 * the browser session.
 */
export function signedCookie(name: string, maxAge?: number): () => Cookie {
  let cookie: Cookie | undefined;
  return () => {
    const secure = cookiesAreSecure();
    cookie ??= createCookie(secure ? `__Host-${name}` : name, {
      httpOnly: true,
      sameSite: "lax",
      secure,
      path: "/",
      ...(maxAge === undefined ? {} : { maxAge }),
      secrets: getCookieSecrets(),
    });
    return cookie;
  };
}
