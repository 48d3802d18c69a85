import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";

/** WCAG 2.2 A and AA, as the service promises (docs/journeys.md). */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * An axe run on the page, for every check of the browser tests. In legacy mode axe runs in the page
 * with axe.run; the default (runPartial in each frame, then finishRun in a new blank page that
 * axe-core is injected into again) opens and closes a page for every check, which cost about a
 * third of the accessibility tests' time (docs/operations.md, "The browser tests"). Legacy mode
 * leaves out frames from another origin: the service's pages have none.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}

/** axe on the page as it is now: no violation at all. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await axeOn(page).withTags(TAGS).analyze();
  const report = results.violations
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)
    .join("\n");
  expect(results.violations, `axe violations on ${page.url()}:\n${report}`).toEqual([]);
}

/** axe on the page as it is now (WCAG 2.1 A and AA): no serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
    .join("\n");
  expect(serious, `axe on ${page.url()}:\n${report}`).toEqual([]);
}

/**
 * axe on `path` as this project's browser shows it. axe cannot run with JavaScript off, so then
 * the page is opened in a context whose scripts are all blocked: the server-rendered markup a
 * browser without JavaScript shows (as tests/e2e/accessibility.spec.ts does).
 */
export async function expectPageAccessible(
  { page, browser, javaScriptEnabled }: { page: Page; browser: Browser; javaScriptEnabled: boolean },
  path: string,
): Promise<void> {
  if (javaScriptEnabled) {
    await page.goto(path);
    await expect(page.locator("html[data-hydrated='true']")).toBeAttached({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    return;
  }
  const { baseURL } = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    viewport: page.viewportSize(),
    javaScriptEnabled: true,
  });
  try {
    await context.route("**/*", (route) =>
      route.request().resourceType() === "script" ? route.abort() : route.continue(),
    );
    const staticPage = await context.newPage();
    await staticPage.goto(path);
    await expect(staticPage.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(staticPage);
  } finally {
    await context.close();
  }
}
