import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { getEnv } from "./env.server.ts";
import { cookiesAreSecure } from "./secrets.server.ts";

/**
 * The analytics consent: asked once with the cookie banner, kept for a year in a cookie of its
 * own. Nothing is ever sent to the analytics service without "granted".
 */
export const ConsentSchema = z.enum(["granted", "denied"]);
export type Consent = z.infer<typeof ConsentSchema>;

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

let cookie: ReturnType<typeof createCookie> | undefined;
function consentCookie() {
  cookie ??= createCookie("analytics_consent", {
    httpOnly: true,
    sameSite: "lax",
    secure: cookiesAreSecure(),
    path: "/",
    maxAge: ONE_YEAR_SECONDS,
  });
  return cookie;
}

/** The visitor's choice, or null while they have not made one. */
export async function readConsent(request: Request): Promise<Consent | null> {
  const parsed = ConsentSchema.safeParse(await consentCookie().parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : null;
}

export function serializeConsent(consent: Consent): Promise<string> {
  return consentCookie().serialize(consent);
}

/** Whether there is anything to consent to: the banner is shown only when analytics is configured. */
export function analyticsConfigured(): boolean {
  return Boolean(getEnv().ANALYTICS_ENDPOINT);
}
