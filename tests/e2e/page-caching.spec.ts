import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";

// What may be cached and where (docs/performance.md, "Pages that cost what they should"): the
// anonymous public pages are rendered once and shared, with an ETag and a CDN-fit Cache-Control;
// every page that can hold a person's data is never stored.

const PUBLIC_CACHE_CONTROL = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";
const root = path.resolve(import.meta.dirname, "../..");

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? "",
  );
}

test.describe("anonymous public pages, shared", () => {
  for (const pathname of ["/", "/home", "/privacy-policy"]) {
    test(`${pathname} without a cookie is served with an ETag, a public Cache-Control and a 304 on revalidation`, async ({
      playwright,
      baseURL,
    }) => {
      const visitor = await playwright.request.newContext({ baseURL });
      try {
        const first = await visitor.get(pathname);
        expect(first.status()).toBe(200);
        const headers = first.headers();
        expect(headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
        expect(headers["vary"]).toBe("Cookie, Accept-Encoding");
        expect(headers["set-cookie"]).toBeUndefined();
        const etag = headers["etag"];
        expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);

        // Shared: the same bytes and ETag for the next visitor.
        const second = await visitor.get(pathname);
        expect(second.headers()["etag"]).toBe(etag);
        expect(await second.text()).toBe(await first.text());

        const revalidated = await visitor.get(pathname, { headers: { "If-None-Match": etag! } });
        expect(revalidated.status()).toBe(304);
        expect(await revalidated.body()).toHaveLength(0);
      } finally {
        await visitor.dispose();
      }
    });
  }

  test("the shared page carries no nonce: each inline script is allowed by its hash, and nothing else is", async ({
    request,
  }) => {
    const response = await request.get("/");
    const csp = response.headers()["content-security-policy"] ?? "";
    const html = await response.text();
    expect(csp).not.toContain("'nonce-");
    expect(html).not.toContain("nonce=");
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1]?.split(" ") ?? [];
    const hashes = scripts.map((body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    expect(scriptSrc.sort()).toEqual([...new Set(hashes), "'strict-dynamic'"].sort());
    expect(csp).toContain("frame-ancestors 'none'");
  });

  test("served compressed (Brotli) to a browser that accepts it, the same page as uncompressed", async ({
    request,
  }) => {
    const plain = await request.get("/", { headers: { "Accept-Encoding": "identity" } });
    const brotli = await request.get("/", { headers: { "Accept-Encoding": "br" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    expect(brotli.headers()["content-encoding"]).toBe("br");
    expect(Number(brotli.headers()["content-length"])).toBeLessThan(
      Number(plain.headers()["content-length"]) / 3,
    );
    expect(await brotli.text()).toBe(await plain.text());
  });

  test("the shared landing page hydrates in Chromium with no Content-Security-Policy violation", async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
        violations.push(message.text());
      }
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const response = await page.goto("/");
    expect(response?.headers()["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
    await waitForHydration(page);
    expect(violations).toEqual([]);
  });
});

test.describe("pages never cached", () => {
  test("the landing page asked with a cookie is rendered for that visitor and not stored", async ({
    request,
  }) => {
    const response = await request.get("/", { headers: { Cookie: "someone=1" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    expect(response.headers()["etag"]).toBeUndefined();
    expect(response.headers()["content-security-policy"]).toMatch(/'nonce-[^']+'/);
  });

  test("a public page with a query (the cookie banner's answer) is not shared", async ({ request }) => {
    const response = await request.get("/home?cookies=accepted");
    expect(response.headers()["cache-control"]).toBe("private, no-store");
  });

  test("a will's pages and API, a form step and the account pages answer no-store", async ({
    playwright,
    baseURL,
  }) => {
    const browser = await playwright.request.newContext({ baseURL });
    try {
      // A form draft: the risk assessment's four answers, then Start.
      const start = await browser.post("/create-will", {
        form: {
          _action: "start",
          "answers.relationship": "single",
          "answers.dependants": "none",
          "answers.home": "rent",
          "answers.existing-will": "none",
        },
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      });
      expect([302, 200]).toContain(start.status());
      const step = await browser.get("/create-will/personal");
      expect(step.status()).toBe(200);
      expect(step.headers()["cache-control"]).toBe("no-store");
      const dashboard = await browser.get("/dashboard", { maxRedirects: 0 });
      expect(dashboard.headers()["cache-control"]).toBe("private, no-store");
      const missingWill = await browser.get("/api/wills/does-not-exist");
      expect(missingWill.headers()["cache-control"]).toBe("no-store");
    } finally {
      await browser.dispose();
    }
  });
});

test.describe("static assets", () => {
  test("a fingerprinted script is served as its Brotli file, cached for a year", async ({ request }) => {
    const entry = readdirSync(path.join(root, "build/client/assets")).find((name) =>
      /^entry\.client-[\w-]+\.js$/.test(name),
    );
    expect(entry).toBeDefined();
    const brotli = await request.get(`/assets/${entry}`, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(brotli.status()).toBe(200);
    expect(brotli.headers()["content-encoding"]).toBe("br");
    expect(brotli.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers()["content-type"]).toMatch(/^application\/javascript/);
    const gzip = await request.get(`/assets/${entry}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
    expect(await gzip.text()).toBe(await brotli.text());
  });

  test("the files at the build's top are served for an hour, and a page's address is not a file", async ({
    request,
  }) => {
    for (const file of ["/favicon.svg", "/images/dashboard-empty.svg"]) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/svg+xml");
      expect(response.headers()["cache-control"]).toBe("public, max-age=3600");
    }
    expect((await request.get("/images/no-such-picture.svg")).status()).toBe(404);
    const page = await request.get("/privacy-policy");
    expect(page.headers()["content-type"]).toMatch(/^text\/html/);
  });
});
