import { expect, type Page } from "@playwright/test";

/** The password every account the browser tests make has. */
const TEST_PASSWORD = "tulip-harbour-42";

/**
 * Signs up through the JSON call, with the page's own cookies, so the page is then signed in: for
 * tests whose subject is not the sign-up form (tests/e2e/accounts.spec.ts walks that form).
 */
export async function registerThroughApi(page: Page, firstName: string, email: string): Promise<void> {
  const registered = await page.request.post("/api/register", {
    data: { firstName, email, password: TEST_PASSWORD, username: null },
  });
  expect(registered.status(), await registered.text()).toBe(201);
}
