import { action as saveWill } from "../../web/app/routes/api.wills.ts";
import { buildSavePayload } from "../support/factories.ts";
import { type CookieJar, jsonPost, run, testContext, type HandlerResult } from "../support/remix.ts";

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
