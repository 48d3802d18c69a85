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
});

/**
 * The signed-in pages and the account forms with their errors, one test each (a test that opened
 * them all ran past its time limit on a busy 2-core machine). Each signs up its own account through
 * the JSON call and carries the session cookie into the page it checks.
 */
test.describe("accessibility of the signed-in pages @no-js", () => {
  async function signedIn(page: Page, name: string) {
    const email = `axe.${test.info().project.name}.${name}.${Date.now()}@example.com`;
    const registered = await page.request.post("/api/register", {
      data: { firstName: "Ada", email, password: "tulip-harbour-42", username: null },
    });
    expect(registered.status()).toBe(201);
    return { email, cookies: await page.context().cookies() };
  }

  async function savedWill(page: Page, email: string) {
    const saved = await page.request.post("/api/wills", {
      data: buildSavePayload({ email, willDocument: "<p>Will</p>" }),
    });
    expect(saved.status()).toBe(201);
    return ((await saved.json()) as { id: string }).id;
  }

  type Check = {
    name: string;
    path: (id: string) => string;
    withWill?: boolean;
    prepare?: (opened: Page) => Promise<void>;
  };
  const CHECKS: Check[] = [
    { name: "the empty dashboard", path: () => "/dashboard" },
    {
      name: "the dashboard with a will and the deletion question open",
      path: () => "/dashboard",
      withWill: true,
      prepare: async (opened) => {
        await expect(opened.locator(".will-card")).toHaveCount(1);
        await opened.getByText("Delete my account", { exact: true }).click();
      },
    },
    { name: "a will's page", path: (id) => `/wills/${id}`, withWill: true },
    {
      name: "the legal check form with its errors",
      path: (id) => `/wills/${id}/legal-check`,
      withWill: true,
      prepare: async (opened) => {
        await opened.getByLabel("Your name").fill("");
        await opened.getByRole("button", { name: "Request a legal check" }).click();
        await expect(opened.getByText("Enter your name").first()).toBeVisible();
      },
    },
    { name: "the assistant", path: () => "/ai-will" },
    {
      name: "the assistant with quick replies and its answers",
      path: () => "/ai-will",
      prepare: async (opened) => {
        for (const text of ["Jane Smith", "12/03/1980", "1 High Street, Leeds LS1 1AA"]) {
          await opened.getByLabel("Your message").fill(text);
          await opened.getByRole("button", { name: "Send" }).click();
          await expect(opened.locator(".chat-message-user").last()).toHaveText(`You${text}`);
          await expect(opened.locator(".chat-message")).toHaveCount(
            (await opened.locator(".chat-message-user").count()) * 2 + 1,
          );
        }
        await expect(opened.getByRole("button", { name: "Single" })).toBeVisible();
        await expect(opened.getByRole("button", { name: "Change your address" })).toBeVisible();
      },
    },
    {
      name: "Change my password with its errors",
      path: () => "/account/password",
      prepare: async (opened) => {
        await opened.getByRole("button", { name: "Change my password" }).click();
        await expect(opened.getByText("Enter your current password").first()).toBeVisible();
      },
    },
  ];

  for (const check of CHECKS) {
    test(`${check.name} has no serious or critical axe violations`, async ({
      page,
      browser,
      javaScriptEnabled,
    }) => {
      const { email, cookies } = await signedIn(page, check.name.replace(/\W+/g, "-"));
      const id = check.withWill ? await savedWill(page, email) : "";
      const path = check.path(id);
      await withPage({ page, browser, javaScriptEnabled }, path, async (opened) => {
        await opened.context().addCookies(cookies);
        await opened.goto(path);
        await expect(opened.getByRole("heading", { level: 1 })).toBeVisible();
        await check.prepare?.(opened);
        await expectNoSeriousViolations(opened);
      });
    });
  }

  test("the registration form with its errors has no serious or critical axe violations", async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    await withPage({ page, browser, javaScriptEnabled }, "/auth", async (opened) => {
      await opened.getByRole("button", { name: "Register" }).click();
      await expect(opened.getByText("First name is required").first()).toBeVisible();
      await expectNoSeriousViolations(opened);
    });
  });
});
