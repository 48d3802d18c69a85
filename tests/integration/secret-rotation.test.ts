import { createCookie } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { action as registerCall } from "../../web/app/routes/api.register.ts";
import { loader as userCall } from "../../web/app/routes/api.user.ts";
import { sessionCookie } from "../../web/app/accounts/session.server.ts";
import { CookieJar, get, jsonPost, run, testContext } from "../support/remix.ts";
import { useRouteHarness } from "../support/route-harness.ts";

/**
 * Rotating SESSION_SECRET with SESSION_SECRET_PREVIOUS: a cookie the old key signed still signs
 * its user in, a new cookie is signed with the new key, and a key that is neither is refused.
 */

const CURRENT = "the-new-session-secret-of-at-least-32-characters";
const PREVIOUS = "the-old-session-secret-of-at-least-32-characters";
// Read once, lazily, when the first cookie is made.
process.env.SESSION_SECRET = CURRENT;
process.env.SESSION_SECRET_PREVIOUS = PREVIOUS;

useRouteHarness({ empty: ["user", "rateLimit"] });

/** A cookie for the same session id, signed with `secret` alone. */
async function signedWith(secret: string, sessionId: string) {
  const cookie = createCookie(sessionCookie().name, { secrets: [secret] });
  const header = await cookie.serialize(sessionId);
  return header.slice(header.indexOf("=") + 1, header.indexOf(";"));
}

async function registeredSession() {
  const jar = new CookieJar();
  const result = await run(() =>
    registerCall({
      request: jsonPost(
        "/api/register",
        { firstName: "Ann", email: "ann@example.com", password: "correct horse battery", username: null },
        jar,
      ),
      params: {},
      context: testContext("198.51.100.7"),
    }),
  );
  expect(result.status).toBe(201);
  jar.absorb(result.headers);
  const value = jar.get(sessionCookie().name);
  expect(value).toBeDefined();
  return value!;
}

async function userWith(cookieValue: string) {
  const jar = new CookieJar().set(sessionCookie().name, cookieValue);
  return run(() => userCall({ request: get("/api/user", jar), params: {}, context: testContext() }));
}

describe("rotating the cookie key", () => {
  it("signs new cookies with SESSION_SECRET", async () => {
    const value = await registeredSession();
    const current = createCookie(sessionCookie().name, { secrets: [CURRENT] });
    const previous = createCookie(sessionCookie().name, { secrets: [PREVIOUS] });
    const header = `${sessionCookie().name}=${value}`;
    expect(await current.parse(header)).toEqual(expect.any(String));
    expect(await previous.parse(header)).toBeNull();
  });

  it("still accepts a cookie signed with SESSION_SECRET_PREVIOUS, and refuses any other key", async () => {
    const value = await registeredSession();
    const sessionId = (await sessionCookie().parse(`${sessionCookie().name}=${value}`)) as string;

    const old = await userWith(await signedWith(PREVIOUS, sessionId));
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({ email: "ann@example.com", firstName: "Ann" });

    const forged = await userWith(await signedWith("a-third-key-nobody-configured-32-characters", sessionId));
    expect(forged.status).toBe(401);
  });
});
