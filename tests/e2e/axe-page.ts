import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe.ts";

/**
 * axe on the page as it is: with JavaScript off, axe cannot run in the page (its timers never fire),
 * so the same address is opened, with this browser's cookies, in a context whose scripts are all
 * blocked: the server-rendered markup a browser without JavaScript shows (as accessibility.spec.ts).
 */
export async function expectAccessible(page: Page, javaScript: boolean) {
  if (javaScript) return expectNoSeriousAxeViolations(page);
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
    await expectNoSeriousAxeViolations(staticPage);
  } finally {
    await context.close();
  }
}
