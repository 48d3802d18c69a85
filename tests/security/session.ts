import { action as registerCall } from "../../web/app/routes/api.register.ts";
import { CookieJar, jsonPost, run, testContext } from "../support/remix.ts";

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
