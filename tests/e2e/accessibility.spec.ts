import { buildSavePayload } from "../support/factories.ts";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { axeOn } from "./axe.ts";
import { registerThroughApi } from "./sign-up.ts";

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

async function expectNoSeriousViolations(page: Page, soft = false) {
  const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  const report = serious
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    )
    .join("\n");
  const message = `serious or critical axe violations on ${page.url()}:\n${report}`;
  // Soft in a list of pages: one page's violations do not hide the next page's.
  if (soft) expect.soft(serious, message).toEqual([]);
  else expect(serious, message).toEqual([]);
}

/**
 * The page a test checks pages on, for all of them: with JavaScript on, the test's own page; with
 * it off, a page in a context of its own whose scripts are all blocked (see above), made once per
 * test rather than once per page. Its `request` shares the page's cookies.
 */
async function checkingPage(
  { page, browser, javaScriptEnabled }: { page: Page; browser: Browser; javaScriptEnabled: boolean },
  use: (checked: Page) => Promise<void>,
) {
  if (javaScriptEnabled) return use(page);
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
    // Inline scripts (the nonce'd Remix context) still run but load nothing without their modules.
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Opens `path` on the checking page and waits for its heading. */
async function open(checked: Page, path: string) {
  await checked.goto(path);
  await expect(checked.getByRole("heading", { level: 1 })).toBeVisible();
}

/** Each page of `paths` in turn, axe on each: every page is reported, not just the first that fails. */
async function scanEach(checked: Page, paths: string[]) {
  for (const path of paths) {
    await open(checked, path);
    await expectNoSeriousViolations(checked, true);
  }
}

test.describe("accessibility of every public page @no-js", () => {
  test.describe.configure({ timeout: 120_000 });
  // Three lists of about the same length: the two workers share them out.
  const [first, second, third] = [PAGES.slice(0, 5), PAGES.slice(5, 10), PAGES.slice(10)];

  test(`${first.join(", ")}: no serious or critical axe violations, nor with the FAQ's question open`, async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    await checkingPage({ page, browser, javaScriptEnabled }, async (checked) => {
      await scanEach(checked, first);
      // The landing page again with a question of its FAQ open.
      await open(checked, "/");
      await checked.locator("summary", { hasText: /legally valid/i }).click();
      await expectNoSeriousViolations(checked);
    });
  });

  test(`${second.join(", ")}: no serious or critical axe violations, nor the registration form with its errors`, async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    await checkingPage({ page, browser, javaScriptEnabled }, async (checked) => {
      await scanEach(checked, second);
      await open(checked, "/auth");
      await checked.getByRole("button", { name: "Register" }).click();
      await expect(checked.getByText("First name is required").first()).toBeVisible();
      await expectNoSeriousViolations(checked);
    });
  });

  test(`${third.join(", ")}: no serious or critical axe violations`, async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    await checkingPage({ page, browser, javaScriptEnabled }, (checked) => scanEach(checked, third));
  });

  test.describe("at 375 px wide", () => {
    test.use({ viewport: { width: 375, height: 812 } });
    test(`${PHONE_PAGES.join(", ")} have no serious or critical axe violations on a phone`, async ({
      page,
      browser,
      javaScriptEnabled,
    }) => {
      await checkingPage({ page, browser, javaScriptEnabled }, (checked) => scanEach(checked, PHONE_PAGES));
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
 * The signed-in pages and the account forms with their errors: two accounts, one without a will
 * and one with, each signed up through the JSON call on the checking page (so its cookie is the
 * page's), then its pages checked one after another in one test each.
 */
test.describe("accessibility of the signed-in pages @no-js", () => {
  test.describe.configure({ timeout: 120_000 });

  async function signUp(checked: Page, name: string) {
    const email = `axe.${test.info().project.name}.${name}.${Date.now()}@example.com`;
    await registerThroughApi(checked, "Ada", email);
    return email;
  }

  async function savedWill(checked: Page, email: string) {
    const saved = await checked.request.post("/api/wills", {
      data: buildSavePayload({ email, willDocument: "<p>Will</p>" }),
    });
    expect(saved.status()).toBe(201);
    return ((await saved.json()) as { id: string }).id;
  }

  async function say(checked: Page, text: string) {
    await checked.getByLabel("Your message").fill(text);
    await checked.getByRole("button", { name: "Send" }).click();
    await expect(checked.locator(".chat-message-user").last()).toHaveText(`You${text}`);
    await expect(checked.locator(".chat-message")).toHaveCount(
      (await checked.locator(".chat-message-user").count()) * 2 + 1,
    );
  }

  test("without a will: the empty dashboard, the assistant (new, then with quick replies and its answers), Change my password with its errors", async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    await checkingPage({ page, browser, javaScriptEnabled }, async (checked) => {
      await signUp(checked, "no-will");
      await open(checked, "/dashboard");
      await expectNoSeriousViolations(checked, true);

      await open(checked, "/ai-will");
      await expectNoSeriousViolations(checked, true);
      for (const text of ["Jane Smith", "12/03/1980", "1 High Street, Leeds LS1 1AA"])
        await say(checked, text);
      await expect(checked.getByRole("button", { name: "Single" })).toBeVisible();
      await expect(checked.getByRole("button", { name: "Change your address" })).toBeVisible();
      await expectNoSeriousViolations(checked, true);

      await open(checked, "/account/password");
      await checked.getByRole("button", { name: "Change my password" }).click();
      await expect(checked.getByText("Enter your current password").first()).toBeVisible();
      await expectNoSeriousViolations(checked, true);
    });
  });

  test("with a will: the dashboard with the deletion question open, the will's page, the legal check form with its errors", async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    await checkingPage({ page, browser, javaScriptEnabled }, async (checked) => {
      const id = await savedWill(checked, await signUp(checked, "with-will"));
      await open(checked, "/dashboard");
      await expect(checked.locator(".will-card")).toHaveCount(1);
      await checked.getByText("Delete my account", { exact: true }).click();
      await expectNoSeriousViolations(checked, true);

      await open(checked, `/wills/${id}`);
      await expectNoSeriousViolations(checked, true);

      await open(checked, `/wills/${id}/legal-check`);
      await checked.getByLabel("Your name").fill("");
      await checked.getByRole("button", { name: "Request a legal check" }).click();
      await expect(checked.getByText("Enter your name").first()).toBeVisible();
      await expectNoSeriousViolations(checked, true);
    });
  });
});
