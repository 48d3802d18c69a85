import AxeBuilder from "@axe-core/playwright";
import { buildSavePayload } from "../support/factories.ts";
import { expect, test, type Browser, type Page } from "@playwright/test";

/**
 * Every public page passes axe (WCAG 2.0/2.1 A and AA) with no serious or critical violation, with
 * JavaScript on and off, and the busiest pages again at a phone's width.
 *
 * axe runs inside the page, and a context with JavaScript disabled cannot run it (its timers never
 * fire). So in the no-js project each check opens the page in a context of its own where every
 * script the page asks for is blocked: the page is never hydrated and axe sees exactly the
 * server-rendered markup a browser without JavaScript shows.
 */
const PAGES = [
  "/",
  "/home",
  "/privacy-policy",
  "/start",
  "/no-such-page",
  "/create-will",
  "/auth",
  "/auth?tab=login",
  "/forgot-password",
  "/forgot-password?sent=1",
  "/reset-password?token=made-up",
  "/financial-health-check",
  "/success",
  "/will-success",
  "/admin/database",
];

const PHONE_PAGES = ["/", "/start"];

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  const report = serious
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    )
    .join("\n");
  expect(serious, `serious or critical axe violations on ${page.url()}:\n${report}`).toEqual([]);
}

/**
 * Opens `path` and runs `check` on it: on the test's own page with JavaScript on, or, with
 * JavaScript off, on a page whose scripts are all blocked (see above).
 */
async function withPage(
  { page, browser, javaScriptEnabled }: { page: Page; browser: Browser; javaScriptEnabled: boolean },
  path: string,
  check: (page: Page) => Promise<void>,
) {
  if (javaScriptEnabled) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await check(page);
    return;
  }
  const { baseURL, viewport } = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    viewport: page.viewportSize() ?? viewport ?? null,
    javaScriptEnabled: true,
  });
  try {
    await context.route("**/*", (route) =>
      route.request().resourceType() === "script" ? route.abort() : route.continue(),
    );
    const staticPage = await context.newPage();
    // Inline scripts (the nonce'd Remix context) still run but load nothing without their modules.
    await staticPage.goto(path);
    await expect(staticPage.getByRole("heading", { level: 1 })).toBeVisible();
    await check(staticPage);
  } finally {
    await context.close();
  }
}

test.describe("accessibility of every public page @no-js", () => {
  for (const path of PAGES) {
    test(`${path} has no serious or critical axe violations`, async ({
      page,
      browser,
      javaScriptEnabled,
    }) => {
      await withPage({ page, browser, javaScriptEnabled }, path, expectNoSeriousViolations);
    });
  }

  test.describe("at 375 px wide", () => {
    test.use({ viewport: { width: 375, height: 812 } });
    for (const path of PHONE_PAGES) {
      test(`${path} has no serious or critical axe violations on a phone`, async ({
        page,
        browser,
        javaScriptEnabled,
      }) => {
        await withPage({ page, browser, javaScriptEnabled }, path, expectNoSeriousViolations);
      });
    }
  });

  test("the landing page FAQ passes with a question open", async ({ page, browser, javaScriptEnabled }) => {
    await withPage({ page, browser, javaScriptEnabled }, "/", async (opened) => {
      await opened.locator("summary", { hasText: /legally valid/i }).click();
      await expectNoSeriousViolations(opened);
    });
  });

  test("the landing, home and privacy pages fit a 320 px screen without sideways scrolling", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ["/", "/home", "/privacy-policy"]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways at 320 px`).toBeLessThanOrEqual(0);
    }
  });

  test("the signed-in pages and the account forms with their errors pass", async ({
    page,
    browser,
    javaScriptEnabled,
  }, testInfo) => {
    // Signed in through the JSON call; the browser context keeps the session cookie.
    const email = `axe.${testInfo.project.name}.${Date.now()}@example.com`;
    const registered = await page.request.post("/api/register", {
      data: { firstName: "Ada", email, password: "tulip-harbour-42", username: null },
    });
    expect(registered.status()).toBe(201);
    const cookies = await page.context().cookies();
    const check = async (path: string, prepare?: (opened: Page) => Promise<void>) => {
      await withPage({ page, browser, javaScriptEnabled }, path, async (opened) => {
        await opened.context().addCookies(cookies);
        await opened.goto(path);
        await expect(opened.getByRole("heading", { level: 1 })).toBeVisible();
        await prepare?.(opened);
        await expectNoSeriousViolations(opened);
      });
    };
    await check("/dashboard");
    const saved = await page.request.post("/api/wills", {
      data: buildSavePayload({ email, willDocument: "<p>Will</p>" }),
    });
    const { id } = (await saved.json()) as { id: string };
    await check("/dashboard", async (opened) => {
      await expect(opened.locator(".will-card")).toHaveCount(1);
      await opened.getByText("Delete my account", { exact: true }).click();
    });
    await check(`/wills/${id}`);
    await check(`/wills/${id}/legal-check`, async (opened) => {
      await opened.getByLabel("Your name").fill("");
      await opened.getByRole("button", { name: "Request a legal check" }).click();
      await expect(opened.getByText("Enter your name").first()).toBeVisible();
    });
    await check("/ai-will");
    await check("/account/password", async (opened) => {
      await opened.getByRole("button", { name: "Change my password" }).click();
      await expect(opened.getByText("Enter your current password").first()).toBeVisible();
    });
    await page.request.post("/api/logout");
    await check("/auth", async (opened) => {
      await opened.getByRole("button", { name: "Register" }).click();
      await expect(opened.getByText("First name is required").first()).toBeVisible();
    });
  });
});
