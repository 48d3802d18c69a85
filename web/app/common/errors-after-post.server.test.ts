import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { answerWithErrors, errorsAfterPost } from "./errors-after-post.server.ts";

/** One request's context, as Remix gives the same object to its action and its loaders. */
function newContext(): AppLoadContext {
  return { cspNonce: "n", requestId: "r", clientIp: "192.0.2.1" };
}

/** A form post, as a browser without JavaScript sends it (`navigate`) or as the page's script does. */
function post(path: string, mode: "navigate" | "cors", context = newContext()) {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Sec-Fetch-Mode": mode },
  });
  return { request, context };
}

/** A page's GET (or the loaders' request after a post). */
function get(url: string, init: RequestInit = {}, context = newContext()) {
  return { request: new Request(url, init), context };
}

const answer = {
  result: {
    status: "error" as const,
    initialValue: { email: "ann@example.com", password: "secret-1", confirmPassword: "secret-1", token: "t" },
    error: { password: ["Password must be at least 6 characters"] },
  },
};

/** The Set-Cookie of `response` as the browser sends it back. */
function cookieOf(response: Response): string {
  return (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
}

describe("errors after a post", () => {
  it("without JavaScript: a redirect to the page with ?errors=1, its answer kept without secrets", async () => {
    const response = await answerWithErrors(post("/auth?tab=login&index", "navigate"), answer, {
      status: 400,
      headers: { "Retry-After": "60" },
    });
    expect(response).toBeInstanceOf(Response);
    const redirected = response as Response;
    expect(redirected.status).toBe(303);
    expect(redirected.headers.get("Location")).toBe("/auth?tab=login&errors=1");
    expect(redirected.headers.get("Set-Cookie")).toMatch(/; Path=\/auth;.*HttpOnly/);
    // Kept minutes, not the session: it holds what was typed, and a browser may be shared.
    expect(redirected.headers.get("Set-Cookie")).toContain("; Max-Age=300;");
    const shown = await errorsAfterPost<typeof answer>(
      get("http://localhost/auth?tab=login&errors=1", { headers: { Cookie: cookieOf(redirected) } }),
    );
    expect(shown?.result.initialValue).toEqual({ email: "ann@example.com" });
    expect(shown?.result.error).toEqual(answer.result.error);
    // The page without ?errors=1 shows none.
    const fresh = await errorsAfterPost(
      get("http://localhost/auth?tab=login", { headers: { Cookie: cookieOf(redirected) } }),
    );
    expect(fresh).toBeNull();
  });

  it("with JavaScript: the errors themselves, with the status given", async () => {
    const response = await answerWithErrors(post("/auth?tab=login", "cors"), answer, { status: 400 });
    expect(response).not.toBeInstanceOf(Response);
    expect(response).toMatchObject({ data: answer, init: { status: 400 } });
  });

  it("an answer too long for a cookie is the page itself, as before", async () => {
    const long = { result: { ...answer.result, initialValue: { notes: "ŵ".repeat(2_000) } } };
    const response = await answerWithErrors(post("/wills/x/legal-check", "navigate"), long, { status: 400 });
    expect(response).not.toBeInstanceOf(Response);
    expect(response).toMatchObject({ init: { status: 400 } });
  });

  it("without JavaScript a limit (429) or a failure (502) is the page itself, with its status, titled from the same request", async () => {
    for (const [status, headers] of [
      [429, { "Retry-After": "60" }],
      [502, undefined],
    ] as const) {
      const posted = post("/auth?tab=login", "navigate");
      const response = await answerWithErrors(posted, answer, { status, headers });
      expect(response).not.toBeInstanceOf(Response);
      expect(response).toMatchObject({ data: answer, init: { status, headers } });
      // The same request's loaders see the answer (the page's 'Error: ' title); another request does not.
      expect(await errorsAfterPost(get("http://localhost/auth?tab=login", {}, posted.context))).toBe(answer);
      expect(await errorsAfterPost(get("http://localhost/auth?tab=login"))).toBeNull();
    }
  });
});
