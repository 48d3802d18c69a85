import { expect, test } from "@playwright/test";
import { JANE_SMITH_CHAT } from "../support/conversations.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { chatThroughApi } from "./chat-api.ts";
import { waitForHydration } from "./hydration.ts";
import { testAddress } from "./mail.ts";
import { registerThroughApi } from "./sign-up.ts";

/**
 * The financial health check asks only what applies to the family in the will: Jane Smith (the
 * assistant's whole conversation) has no children, so no Junior ISA and no childcare questions,
 * at 1280 px and 375 px, and in the page as served to a browser without JavaScript.
 */

test.describe("the health check's questions", () => {
  test.describe.configure({ timeout: 150_000 });

  test("no children: only life insurance and income protection are asked", async ({ page }, testInfo) => {
    await registerThroughApi(page, "Jane", testAddress(testInfo, "health"));
    const willId = await chatThroughApi(page, JANE_SMITH_CHAT);
    await page.goto(`/financial-health-check?id=${willId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Financial Health Check" })).toBeVisible();
    await waitForHydration(page);

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByRole("group", { name: "Do you have life insurance?" })).toBeVisible();
      await expect(page.getByRole("group", { name: "Do you have income protection?" })).toBeVisible();
      await expect(page.getByText("Junior ISA")).toHaveCount(0);
      await expect(page.getByText("childcare", { exact: false })).toHaveCount(0);
      await expect(page.getByText("two quick questions about protecting your family")).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // The page as a browser without JavaScript gets it from the server.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain("Do you have life insurance?");
    expect(html).not.toContain("Junior ISA");
    expect(html).not.toContain("childcare tax scheme");
  });
});
