import { expect, test } from "@playwright/test";
import { buildFormData, buildSavePayload } from "../support/factories.ts";

// HTTP-level checks against the real production server (PGlite in a temporary DATA_DIR).

test.describe("operations", () => {
  test("/healthz says the process is up and /readyz that the database answers", async ({ request }) => {
    const health = await request.get("/healthz");
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  test("every response carries a request id and the security headers, with a fresh CSP nonce", async ({
    request,
  }) => {
    // A page rendered per request (the shared public pages use hashes: page-caching.spec.ts).
    const first = await request.get("/auth");
    const second = await request.get("/auth");
    const headers = first.headers();
    expect(headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers()["content-security-policy"]).not.toContain(nonce);
    // Every script Remix rendered carries the nonce; none runs without it.
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  });

  test("a password reset link's page sends no Referer to other sites, and is never cached", async ({
    request,
  }) => {
    const response = await request.get("/reset-password?token=made-up");
    expect(response.headers()["referrer-policy"]).toBe("same-origin");
    expect(response.headers()["cache-control"]).toBe("no-store");
  });

  test("a request id sent by a proxy is kept", async ({ request }) => {
    const response = await request.get("/healthz", { headers: { "X-Request-Id": "proxy-abc-12345678" } });
    expect(response.headers()["x-request-id"]).toBe("proxy-abc-12345678");
  });
});

test.describe("POST /api/wills over HTTP", () => {
  test("saves a will, and the same browser reads it back while another gets 404", async ({
    playwright,
    baseURL,
  }) => {
    const browserA = await playwright.request.newContext({ baseURL });
    const browserB = await playwright.request.newContext({ baseURL });
    try {
      const saved = await browserA.post("/api/wills", { data: buildSavePayload() });
      expect(saved.status()).toBe(201);
      const { id } = (await saved.json()) as { id: string };
      const cookie = saved.headers()["set-cookie"] ?? "";
      expect(cookie).toContain("HttpOnly");
      expect(cookie).toContain("SameSite=Lax");

      const mine = await browserA.get(`/api/wills/${id}`);
      expect(mine.status()).toBe(200);
      expect(await mine.json()).toMatchObject({
        id,
        mirrorWillId: null,
        formData: { personalInfo: { fullName: "Ann Smith" } },
      });

      const theirs = await browserB.get(`/api/wills/${id}`);
      expect(theirs.status()).toBe(404);
      expect(await theirs.json()).toEqual({ error: "Will not found." });
    } finally {
      await browserA.dispose();
      await browserB.dispose();
    }
  });

  test("a small answer is sent sized and as it is; a larger one compressed", async ({ request }) => {
    // Wishes long enough that reading the will back is over 1 kB.
    const funeralWishes = "A quiet cremation, then my ashes scattered on the hills above the town. ".repeat(
      20,
    );
    const saved = await request.post("/api/wills", {
      data: buildSavePayload({ formData: { ...buildFormData(), funeralWishes } }),
      headers: { "Accept-Encoding": "gzip, br" },
    });
    expect(saved.status()).toBe(201);
    const body = await saved.body();
    expect(saved.headers()["content-length"]).toBe(String(body.byteLength));
    expect(saved.headers()["content-encoding"]).toBeUndefined();
    expect(saved.headers()["transfer-encoding"]).toBeUndefined();
    expect(saved.headers()["content-type"]).toBe("application/json; charset=utf-8");

    const { id } = JSON.parse(body.toString("utf8")) as { id: string };
    const read = await request.get(`/api/wills/${id}`, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(read.status()).toBe(200);
    expect((await read.body()).byteLength).toBeGreaterThan(1024);
    expect(read.headers()["content-encoding"]).toMatch(/^(gzip|br)$/);
  });

  test("answers 413 to a body over 1 MB", async ({ request }) => {
    const response = await request.post("/api/wills", {
      headers: { "Content-Type": "application/json" },
      data: JSON.stringify(buildSavePayload({ willDocument: "x".repeat(1024 * 1024 + 10) })),
    });
    expect(response.status()).toBe(413);
    expect(await response.json()).toEqual({ error: "The request is too large. The limit is 1 MB." });
  });

  test("answers 400 with fieldErrors to a failing field", async ({ request }) => {
    const response = await request.post("/api/wills", { data: buildSavePayload({ email: "" }) });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ fieldErrors: { email: ["Email is required"] } });
  });

  test("refuses a write sent by a page on another website", async ({ request }) => {
    const response = await request.post("/api/wills", {
      data: buildSavePayload(),
      headers: { Origin: "https://attacker.example" },
    });
    expect(response.status()).toBe(403);
  });
});
