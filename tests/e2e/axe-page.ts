import { expect, test, type Page } from "@playwright/test";
import { axeOn } from "./axe.ts";

/**
 * axe on the page as it is: with JavaScript off, axe cannot run in the page (its timers never fire),
 * so the same address is opened, with this browser's cookies, in a context whose scripts are all
 * blocked: the server-rendered markup a browser without JavaScript shows (as accessibility.spec.ts).
 */
export async function expectAccessible(page: Page, javaScript: boolean) {
  if (javaScript) return axe(page);
  const { baseURL } = test.info().project.use;
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser");
  const storageState = await page.context().storageState();
  const context = await browser.newContext({ baseURL, storageState, javaScriptEnabled: true });
  try {
    await context.route("**/*", (route) =>
      route.request().resourceType() === "script" ? route.abort() : route.continue(),
    );
    const staticPage = await context.newPage();
    await staticPage.goto(page.url());
    await expect(staticPage.getByRole("heading", { level: 1 })).toBeVisible();
    await axe(staticPage);
  } finally {
    await context.close();
  }
}

async function axe(page: Page) {
  const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
    .join("\n");
  expect(serious, `axe on ${page.url()}:\n${report}`).toEqual([]);
}
