import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
} from "@playwright/test";
import { buildFormData, buildSavePayload } from "../support/factories.ts";
import { E2E_OPERATOR } from "../support/operator.ts";
import { axeOn } from "./axe.ts";
import { waitForHydration } from "./hydration.ts";

/**
 * The operator's database viewer at /admin/database: login (and its failure), statistics, the
 * wills with paging and the rows-per-page selector, the users and their colours, a will's detail
 * and back, a stored script that must never run, and axe on the logged-in page. Data is made
 * through the public calls, as visitors make it. Other specs add wills and users at the same
 * time, so totals are read from the page, never assumed.
 */

// Dates in a known local format: 'Created' cells read like 21/11/2026, 10:24:14.
test.use({ locale: "en-GB", timezoneId: "Europe/London" });
const LOCAL_DATE_TIME = /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/;

const XSS_PAYLOAD = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`;

type Playwright = PlaywrightWorkerArgs["playwright"];

/**
 * A will as the guided form saves it. `attack` puts a script into the address, as a visitor could
 * type it: the will's document, which the pipeline renders from these answers, must show it as text.
 */
function savePayload(email: string, attack = false) {
  return buildSavePayload({
    email,
    formData: buildFormData({
      personalInfo: {
        fullName: "Viewer Test",
        dateOfBirth: "1980-06-01",
        address: attack ? `${XSS_PAYLOAD} The will text, Leeds LS1 1AA` : "1 Test Street, Leeds LS1 1AA",
      },
    }),
  });
}

async function saveWill(request: APIRequestContext, email: string, attack = false): Promise<string> {
  // With the page's Origin, as the site's own form sends it: only then is the address kept.
  const response = await request.post("/api/wills", {
    data: savePayload(email, attack),
    headers: { Origin: test.info().project.use.baseURL ?? "" },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Waits until the pipeline has stored the will's document (its maker's browser may ask). */
async function waitForDocument(request: APIRequestContext, id: string) {
  await expect
    .poll(
      async () => {
        const progress = await request.get(`/api/wills/${id}/progress`);
        return ((await progress.json()) as { status: string }).status;
      },
      { timeout: 60_000 },
    )
    .toMatch(/^(ready|emailed)$/);
}

async function register(playwright: Playwright, firstName: string, email: string) {
  const context = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const response = await context.post("/api/register", {
    data: { firstName, email, password: "tulip-harbour-42", username: null },
  });
  expect(response.status()).toBe(201);
  return context;
}

interface Seeded {
  stamp: string;
  withDocument: string;
  attack: string;
  idleEmail: string;
  makerEmail: string;
}

/**
 * 11 anonymous wills (two of them waited for until their documents are made, one with a script
 * in its address), a user with none and one with one. Wills the pipeline has not reached yet
 * have no document: that row reads "No", checked in tests/integration/db-viewer.test.ts.
 */
async function seed(playwright: Playwright): Promise<Seeded> {
  const stamp = `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
  const idleEmail = `idle.${stamp}@example.com`;
  const makerEmail = `maker.${stamp}@example.com`;
  const idle = await register(playwright, "Idle", idleEmail);
  await idle.dispose();
  const maker = await register(playwright, "Maker", makerEmail);
  await saveWill(maker, makerEmail);
  await maker.dispose();
  // Each anonymous will from a visitor's browser of its own: one browser may make 10 a day.
  const visitor = async (email: string, made?: { attack: boolean }) => {
    const browser = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const id = await saveWill(browser, email, made?.attack);
      if (made) await waitForDocument(browser, id);
      return id;
    } finally {
      await browser.dispose();
    }
  };
  // Each visitor a browser of its own: the pipeline makes their documents at the same time.
  await Promise.all(Array.from({ length: 9 }, (_, index) => visitor(`viewer.${stamp}.${index}@example.com`)));
  const [withDocument, attack] = await Promise.all([
    visitor(`doc.${stamp}@example.com`, { attack: false }),
    visitor(`xss.${stamp}@example.com`, { attack: true }),
  ]);
  return { stamp, withDocument, attack, idleEmail, makerEmail };
}

async function openViewer(page: Page) {
  await page.goto("/admin/database");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Database Viewer Login");
}

async function logIn(page: Page, password: string = E2E_OPERATOR.password) {
  await page.getByLabel("Username").fill(E2E_OPERATOR.username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

async function openViewerLoggedIn(page: Page) {
  await openViewer(page);
  await logIn(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Database Viewer");
}

const tabList = (page: Page) => page.getByRole("tablist", { name: "Database tables" });
const tab = (page: Page, name: RegExp | string) => tabList(page).getByRole("tab", { name });
const panel = (page: Page, name: RegExp | string) => page.getByRole("tabpanel", { name });

/** The number in a tab's label, e.g. 'Wills (37)'. */
async function countIn(page: Page, name: RegExp): Promise<number> {
  const label = (await tab(page, name).textContent()) ?? "";
  return Number(/\((\d+)\)/.exec(label)?.[1]);
}

/** Picks a page size and waits until the list shows pages of it. */
async function choosePageSize(wills: Locator, size: number) {
  await wills.getByLabel("Rows per page").selectOption(String(size));
  await expect(wills.locator(".viewer-page-of")).toHaveText(/^Page 1 of \d+$/);
  await expect
    .poll(async () => {
      const caption = (await wills.locator("caption").textContent()) ?? "";
      const [, shown, total] = /^Showing (\d+) of (\d+) wills$/.exec(caption) ?? [];
      return Number(shown) === Math.min(size, Number(total));
    })
    .toBe(true);
}

/**
 * The row that contains `has`, paging forward from the current page until it shows: other specs
 * add wills and users at the same time, which can push a row past the first page.
 */
async function findRow(scope: Locator, has: Locator): Promise<Locator> {
  const row = scope.getByRole("row").filter({ has });
  for (let step = 0; step < 50 && (await row.count()) === 0; step++) {
    const next = scope.getByRole("button", { name: "Next" });
    if ((await next.count()) === 0 || !(await next.isEnabled())) break;
    const before = await scope.locator(".viewer-page-of").textContent();
    await next.click();
    await expect(scope.locator(".viewer-page-of")).not.toHaveText(before ?? "");
  }
  await expect(row).toHaveCount(1);
  return row;
}

/** Pages with Next until it is disabled, at most `bound` times. */
async function goToLastPage(scope: Locator, bound = 100) {
  for (
    let step = 0;
    step < bound && (await scope.getByRole("button", { name: "Next" }).isEnabled());
    step++
  ) {
    const before = await scope.locator(".viewer-page-of").textContent();
    await scope.getByRole("button", { name: "Next" }).click();
    await expect(scope.locator(".viewer-page-of")).not.toHaveText(before ?? "");
  }
}

test.describe("the database viewer", () => {
  test("without JavaScript it says JavaScript is required, and its form cannot be used", async ({
    browser,
    baseURL,
  }) => {
    // A browser with JavaScript off, whichever project runs this.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto("/admin/database");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Database Viewer Login");
      await expect(page.getByText("The database viewer needs JavaScript.")).toBeVisible();
      await expect(page.getByText(/kept only in this page's memory/)).toBeVisible();
      await expect(page.getByLabel("Username")).toBeDisabled();
      await expect(page.getByLabel("Password")).toBeDisabled();
      await expect(page.getByRole("button", { name: "Login" })).toBeDisabled();
    } finally {
      await context.close();
    }
  });

  // axe on each tab, a will and a failed login on the way (one seeding and one walk for both).
  test("a failed login returns to the card with the password cleared; then the operator logs in and reads every tab and a will, with no serious or critical axe violations on any tab, the will or a failed login", async ({
    page,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const seeded = await seed(playwright);
    await openViewer(page);
    await expect(page.getByText("The database viewer needs JavaScript.")).toBeHidden();

    // A wrong password: back on the login card, the credential gone, a short error.
    await logIn(page, "not-the-operator-password");
    const failure = page.getByRole("alert").filter({ hasText: "Login failed" });
    await expect(failure).toContainText("Invalid operator username or password.");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Database Viewer Login");
    await expect(page.getByLabel("Password")).toHaveValue("");
    await expect(page.getByLabel("Username")).toHaveValue(E2E_OPERATOR.username);

    // The right one: 'Authenticating...' while the stats call checks it.
    let releaseStats: () => void = () => undefined;
    const statsHeld = new Promise<void>((resolve) => (releaseStats = resolve));
    await page.route("**/api/db-viewer/stats", async (route) => {
      await statsHeld;
      await route.continue();
    });
    await logIn(page);
    await expect(page.getByRole("button", { name: "Authenticating..." })).toBeDisabled();
    releaseStats();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Database Viewer");
    await page.unroute("**/api/db-viewer/stats");
    await expect(failure).toHaveCount(0);
    const usersCalls: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().includes("/api/db-viewer/users")) usersCalls.push(sent.url());
    });

    // Statistics: the three cards and the Recent Wills table.
    await expect(tabList(page).getByRole("tab")).toHaveText([
      "Statistics",
      /^Wills \(\d+\)$/,
      /^Users \(\d+\)$/,
    ]);
    await expect(tab(page, "Statistics")).toHaveAttribute("aria-selected", "true");
    const statistics = panel(page, "Statistics");
    const totalWills = Number(await statistics.locator(".viewer-stat-value").first().textContent());
    expect(totalWills).toBeGreaterThanOrEqual(13);
    // The tab counts the wills list's total once it has loaded: others may have saved wills since.
    expect(await countIn(page, /^Wills/)).toBeGreaterThanOrEqual(totalWills);
    const totalUsers = Number(await statistics.locator(".viewer-stat-value").nth(1).textContent());
    expect(totalUsers).toBeGreaterThanOrEqual(2);
    await expect(statistics.getByRole("heading", { level: 2 })).toHaveText([
      "Total Wills",
      "Total Users",
      "Open Legal Checks",
      "Recent Activity",
      "Recent Wills",
    ]);
    const recent = statistics.getByRole("table");
    await expect(recent.getByRole("columnheader")).toHaveText(["ID", "Email", "Created", "Actions"]);
    const recentRows = recent.locator("tbody tr");
    expect(await recentRows.count()).toBeGreaterThanOrEqual(1);
    expect(await recentRows.count()).toBeLessThanOrEqual(5);
    const newestCreated = (await recentRows.first().locator("td").nth(2).textContent()) ?? "";
    expect(newestCreated).toMatch(LOCAL_DATE_TIME);
    await expect(statistics.getByText(/^Last will created: /)).toHaveText(
      `Last will created: ${newestCreated}`,
    );
    await expect(recentRows.first().getByRole("button", { name: "View" })).toBeVisible();
    await expectNoSeriousViolations(page, "Statistics");

    // The tabs follow the arrow keys, Home and End.
    await tab(page, "Statistics").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, /^Wills/)).toBeFocused();
    await expect(tab(page, /^Wills/)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(tab(page, /^Users/)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(tab(page, "Statistics")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(tab(page, /^Users/)).toBeFocused();

    // Users (shown by the keys above): loaded once, the first time the tab is shown.
    const users = panel(page, /^Users/);
    await expect(users.getByRole("table").getByRole("columnheader")).toHaveText([
      "ID",
      "Name",
      "Email",
      "Wills Created",
      "Created",
    ]);
    const userCount = await countIn(page, /^Users/);
    await expect(users.getByRole("navigation", { name: "Users pages" })).toHaveCount(userCount > 10 ? 1 : 0);
    await tab(page, "Statistics").click();
    await tab(page, /^Users/).click();
    await expect(users.getByRole("table")).toBeVisible();
    expect(usersCalls).toHaveLength(1);
    await expectNoSeriousViolations(page, "Users");
    // The newer user first: finding a row only pages forward.
    const maker = await findRow(users, page.locator("td", { hasText: seeded.makerEmail }));
    await expect(maker).toHaveClass(/viewer-user-some/);
    await expect(maker.locator("td").first()).toHaveCSS("background-color", "rgb(220, 252, 231)");
    await expect(maker.locator(".viewer-count-some")).toHaveText("1");
    await expect(maker.locator("td").nth(1)).toHaveText("Maker");
    await expect(maker.locator("td").nth(4)).toHaveText(LOCAL_DATE_TIME);
    const idle = await findRow(users, page.locator("td", { hasText: seeded.idleEmail }));
    await expect(idle).toHaveClass(/viewer-user-none/);
    await expect(idle.locator("td").first()).toHaveCSS("background-color", "rgb(254, 249, 195)");
    await expect(idle.locator(".viewer-count-none")).toHaveText("0");
    await expect(idle.locator(".viewer-count-none")).toHaveCSS("color", "rgb(154, 52, 18)");

    // Wills: 10 a page by default, then 5 with the selector, paging both ways, the last page.
    await tab(page, /^Wills/).click();
    const wills = panel(page, /^Wills/);
    await expect(wills.getByRole("table").getByRole("columnheader")).toHaveText([
      "ID",
      "Email",
      "Created",
      "Has Document",
      "Actions",
    ]);
    const caption = wills.locator("caption");
    await expect(caption).toHaveText(/^Showing 10 of \d+ wills$/);
    await expectNoSeriousViolations(page, "Wills");
    const total = Number(/of (\d+) wills/.exec((await caption.textContent()) ?? "")?.[1]);
    const pageOf = wills.locator(".viewer-page-of");
    await expect(pageOf).toHaveText(`Page 1 of ${Math.ceil(total / 10)}`);
    await expect(wills.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(wills.getByRole("button", { name: "Next" })).toBeEnabled();

    await choosePageSize(wills, 5);
    await expect(caption).toHaveText(/^Showing 5 of \d+ wills$/);
    await expect(wills.locator("tbody tr")).toHaveCount(5);
    await expect(pageOf).toHaveText(/^Page 1 of \d+$/);
    await wills.getByRole("button", { name: "Next" }).click();
    await expect(pageOf).toHaveText(/^Page 2 of \d+$/);
    await expect(wills.getByRole("button", { name: "Previous" })).toBeEnabled();
    await expect(wills.locator("tbody tr")).toHaveCount(5);
    await wills.getByRole("button", { name: "Previous" }).click();
    await expect(pageOf).toHaveText(/^Page 1 of \d+$/);
    await expect(wills.getByRole("button", { name: "Previous" })).toBeDisabled();

    await choosePageSize(wills, 50);
    await goToLastPage(wills);
    const [, shown, lastOf] = /^Page (\d+) of (\d+)$/.exec((await pageOf.textContent()) ?? "") ?? [];
    expect(shown).toBe(lastOf);
    await expect(wills.getByRole("button", { name: "Next" })).toBeDisabled();
    const lastTotal = Number(/of (\d+) wills/.exec((await caption.textContent()) ?? "")?.[1]);
    await expect(caption).toHaveText(
      `Showing ${lastTotal - (Number(lastOf) - 1) * 50} of ${lastTotal} wills`,
    );
    if (Number(lastOf) > 1) await expect(wills.getByRole("button", { name: "Previous" })).toBeEnabled();

    // Back to the newest 50: the seeded wills say whether they have a document.
    await choosePageSize(wills, 10);
    await choosePageSize(wills, 50);
    await expect(pageOf).toHaveText(/^Page 1 of \d+$/);
    const rowOf = (id: string) => findRow(wills, page.locator("td.viewer-id", { hasText: id }));
    const withDocument = await rowOf(seeded.withDocument);
    await expect(withDocument.locator("td").nth(3)).toHaveText("Yes");
    await expect(withDocument.locator("td").nth(1)).toHaveText(`doc.${seeded.stamp}@example.com`);

    // A will's detail, and back to the list where it was opened.
    await withDocument.getByRole("button", { name: "View" }).click();
    const title = page.getByRole("heading", { level: 2, name: `Will #${seeded.withDocument}` });
    await expect(title).toBeVisible();
    await expect(title).toBeFocused();
    await expect(tabList(page)).toHaveCount(0);
    const detail = page.locator(".viewer-detail");
    await expect(detail.getByText(/^Created: /)).toHaveText(localDateTimeAfter("Created: "));
    await expect(detail.locator("dt")).toHaveText(["Email", "Marketing Consent"]);
    await expect(detail.locator("dd")).toHaveText([`doc.${seeded.stamp}@example.com`, "No"]);
    await expect(detail.getByRole("heading", { level: 3 })).toHaveText([
      "Legal Check Requests",
      "Form Data",
      "Will Document",
    ]);
    await expect(detail.getByText("No legal check has been requested for this will.")).toBeVisible();
    const json = JSON.parse((await detail.locator("pre").textContent()) ?? "") as {
      personalInfo: { fullName: string };
    };
    expect(json.personalInfo.fullName).toBe("Viewer Test");
    // Formatted: two spaces a level.
    await expect(detail.locator("pre")).toHaveText(/\n {2}"personalInfo": \{\n {4}"/);
    const frame = detail.locator("iframe");
    await expect(frame).toHaveAttribute("sandbox", "");
    await expect(
      page.frameLocator(".viewer-detail iframe").getByRole("heading", {
        level: 1,
        name: "Last Will and Testament of Viewer Test",
      }),
    ).toBeVisible();
    // axe cannot run inside a frame sandboxed without scripts (it waits on it for ever): the frame
    // is left out, and its own rule, a title, is checked here.
    await expect(frame).toHaveAttribute("title", /^Will document of will #/);
    await expectNoSeriousViolations(page, "a will", ".viewer-document");

    await page.getByRole("button", { name: "← Back to List" }).click();
    await expect(tab(page, /^Wills/)).toHaveAttribute("aria-selected", "true");
    await expect(caption).toHaveText(/^Showing \d+ of \d+ wills$/);
    await expect(withDocument.getByRole("button", { name: "View" })).toBeFocused();

    // Logged out, a failed login again: axe on it.
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Database Viewer Login");
    await logIn(page, "wrong-password-for-axe");
    await expect(page.getByRole("alert").filter({ hasText: "Login failed" })).toBeVisible();
    await expectNoSeriousViolations(page, "the failed login");
  });

  test("a script stored in a will never runs in the detail view", async ({ page, playwright }) => {
    test.setTimeout(90_000);
    const seeded = await seed(playwright);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await openViewerLoggedIn(page);
    await tab(page, /^Wills/).click();
    const wills = panel(page, /^Wills/);
    await choosePageSize(wills, 50);
    const row = await findRow(wills, page.locator("td.viewer-id", { hasText: seeded.attack }));
    await expect(row.locator("td").nth(3)).toHaveText("Yes");
    await row.getByRole("button", { name: "View" }).click();
    await expect(page.getByRole("heading", { level: 2, name: `Will #${seeded.attack}` })).toBeVisible();

    const frameElement = page.locator(".viewer-detail iframe");
    await expect(frameElement).toHaveAttribute("sandbox", "");
    // The typed script is in the document as text ("&lt;script&gt;"), never as markup.
    expect(await frameElement.getAttribute("srcdoc")).not.toMatch(/<script|<img/i);
    const frame = page.frameLocator(".viewer-detail iframe");
    await expect(frame.getByText("The will text")).toBeVisible();
    await expect(frame.locator("img, script")).toHaveCount(0);
    const inner = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(inner, "the will document's frame").toBeDefined();
    // Anything that might run has had its chance: the frame's document is loaded in full.
    await expect.poll(() => inner!.evaluate(() => document.readyState)).toBe("complete");
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(await inner!.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(errors).toEqual([]);
  });
});

/** LOCAL_DATE_TIME after a fixed prefix. */
function localDateTimeAfter(prefix: string): RegExp {
  return new RegExp(`^${prefix}${LOCAL_DATE_TIME.source.slice(1)}`);
}

async function expectNoSeriousViolations(page: Page, where: string, exclude?: string) {
  const builder = axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  const report = serious
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    )
    .join("\n");
  expect(serious, `serious or critical axe violations on ${where}:\n${report}`).toEqual([]);
}
