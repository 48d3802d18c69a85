import { action as registerCall } from "../../web/app/routes/api.register.ts";
import { action as saveWill } from "../../web/app/routes/api.wills.ts";
import { buildSavePayload } from "../support/factories.ts";
import { CookieJar, jsonPost, run, testContext, type HandlerResult } from "../support/remix.ts";

/** A browser signed in to a new account (registered through POST /api/register). */
export async function signedInBrowser(email: string, firstName = "Jane"): Promise<CookieJar> {
  const jar = new CookieJar();
  const result = await run(() =>
    registerCall({
      request: jsonPost("/api/register", { firstName, email, password: "tulip-harbour-42" }, jar),
      params: {},
      context: testContext(),
    }),
  );
  return jar.absorb(result.headers);
}

/**
 * POST /api/wills as the preview's fetch sends it (our Origin, `jar`'s cookies, from `ip`); the
 * browser keeps the cookies it is given.
 */
export async function saveWillAsPage(
  jar: CookieJar,
  payload: unknown = buildSavePayload(),
  ip = "127.0.0.1",
): Promise<HandlerResult> {
  const request = jsonPost("/api/wills", payload, jar);
  request.headers.set("Origin", "http://localhost");
  const saved = await run(() => saveWill({ request, params: {}, context: testContext(ip) }));
  jar.absorb(saved.headers);
  return saved;
}
