import { expect, test, type Page } from "@playwright/test";
import { buildSavePayload } from "../support/factories.ts";
import { waitForHydration } from "./hydration.ts";

/**
 * The strict Content Security Policy (no 'unsafe-eval') is never tripped by our own pages: no
 * `securitypolicyviolation` event and no CSP error in the console, on the main pages signed out and
 * signed in, after hydration and after typing into a validated form. zod 4's JIT probes `new
 * Function` on first use, which the policy reports even though zod catches the refusal; the app
 * turns the JIT off before any schema is made (core/zod-setup.ts, which the web build resolves
 * every import of zod to; docs/security.md).
 */
interface Violation {
  page: string;
  directive: string;
  blockedURI: string;
  source: string;
}

/** Records every CSP violation and CSP console error the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<Violation[]>> {
  const console: Violation[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
      console.push({ page: page.url(), directive: "console", blockedURI: "", source: message.text() });
    }
  });
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __cspViolations: unknown[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push({
        page: location.pathname,
        directive: event.violatedDirective,
        blockedURI: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  const fromPages: Violation[] = [];
  return async () => {
    fromPages.push(
      ...(await page.evaluate(
        () => (window as unknown as { __cspViolations: Violation[] }).__cspViolations ?? [],
      )),
    );
    return [...fromPages, ...console];
  };
}

/** Opens `path`, waits for React, and keeps what the page reported before leaving it. */
async function visit(page: Page, path: string, collected: Violation[], read: () => Promise<Violation[]>) {
  await page.goto(path);
  await waitForHydration(page);
  collected.push(...(await read()));
}

test.describe("the Content Security Policy", () => {
  test("no page of ours trips it, signed out or signed in", async ({ page, baseURL }) => {
    const origin = new URL(String(baseURL)).origin;
    const read = await watchViolations(page);
    const collected: Violation[] = [];
    for (const path of ["/", "/start", "/create-will", "/auth", "/forgot-password", "/privacy-policy"]) {
      await visit(page, path, collected, read);
    }
    // A will made in this browser without an account: its page, its progress and its legal check.
    const saved = await page.request.post("/api/wills", {
      data: buildSavePayload({ email: `csp.will.${Date.now()}@example.com` }),
      headers: { Origin: origin },
    });
    expect(saved.status()).toBe(201);
    const { id } = (await saved.json()) as { id: string };
    for (const path of [`/wills/${id}`, `/wills/${id}/progress`, `/wills/${id}/legal-check`]) {
      await visit(page, path, collected, read);
    }
    // A form validated as it is typed in (Conform with zod in the browser).
    await page.goto("/auth");
    await waitForHydration(page);
    await page.getByLabel("Email").first().fill("not an email");
    await page.getByLabel("Email").first().fill(`csp.${Date.now()}@example.com`);
    collected.push(...(await read()));

    const registered = await page.request.post("/api/register", {
      data: { firstName: "Cara", email: `csp.${Date.now()}@example.com`, password: "tulip-harbour-42" },
      headers: { Origin: origin },
    });
    expect(registered.status()).toBe(201);
    for (const path of ["/dashboard", "/ai-will", "/account/password"]) {
      await visit(page, path, collected, read);
    }
    expect(collected).toEqual([]);
  });
});
