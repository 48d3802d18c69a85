import { expect, test } from "@playwright/test";
import { answerRiskAssessment } from "./will-form.ts";

/**
 * Error screens are titled 'Error: …' (the GOV.UK pattern), and the guided form's step indicator
 * is not a navigation landmark (it holds no links). JavaScript on and off, 375 and 1280 px.
 */

for (const width of [375, 1280]) {
  test.describe(`error titles and the step indicator at ${width} px @no-js`, () => {
    test.use({ viewport: { width, height: 800 } });

    const paths = [
      "/no-such-page",
      "/wills/AAAAAAAAAAAAAAAAAAAAAA",
      "/wills/AAAAAAAAAAAAAAAAAAAAAA/progress",
      "/wills/AAAAAAAAAAAAAAAAAAAAAA/email",
      "/wills/AAAAAAAAAAAAAAAAAAAAAA/legal-check",
      "/wills/AAAAAAAAAAAAAAAAAAAAAA/sign",
      "/wills/AAAAAAAAAAAAAAAAAAAAAA/witness-sheet",
    ];
    // One page for all of them (soft assertions: every address is reported, not just the first).
    test(`/no-such-page and the pages of a will that is not there: 404, titled 'Error: Page not found'`, async ({
      page,
    }) => {
      for (const path of paths) {
        const response = await page.goto(path);
        expect.soft(response?.status(), path).toBe(404);
        await expect.soft(page.getByRole("heading", { level: 1 }), path).toHaveText("404 Page Not Found");
        await expect.soft(page, path).toHaveTitle("Error: Page not found | Free Will Writer");
      }
    });

    test("the step indicator is a plain group, not navigation", async ({ page, javaScriptEnabled }) => {
      await answerRiskAssessment(page, javaScriptEnabled ?? true);
      await expect(page.getByText("Step 1 of 6")).toBeVisible();
      await expect(page.locator(".step-indicator")).toBeVisible();
      expect(await page.locator(".step-indicator").evaluate((element) => element.tagName)).toBe("DIV");
      await expect(page.getByRole("navigation", { name: "Your progress" })).toHaveCount(0);
    });
  });
}
