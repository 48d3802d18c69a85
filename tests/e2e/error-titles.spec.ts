import { expect, test } from "@playwright/test";
import { answerRiskAssessment, postPersonal, settled } from "./will-form.ts";

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

test.describe("a limit that is hit @no-js", () => {
  test("says what happened and how long to wait, not 'Something went wrong'", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    await postPersonal(page, {
      fullName: "Rhys Owen",
      dateOfBirth: "1970-01-02",
      address: "1 Quay St, Cardiff",
    });
    await page.goto("/create-will/family");
    await settled(page, javaScriptEnabled ?? true);
    // The draft's saves per minute (docs/security.md, "Limits"), used up as a script would.
    const origin = new URL(testInfo.project.use.baseURL ?? "").origin;
    let status = 200;
    for (let saves = 0; status !== 429 && saves < 200; saves += 1) {
      status = (
        await page.request.post("/create-will/family", {
          form: { _action: "keep" },
          headers: { Origin: origin },
        })
      ).status();
    }
    expect(status).toBe(429);
    await page.getByLabel("Single", { exact: true }).check();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please wait before trying again");
    await expect(page.getByText("Too many attempts. Please wait a minute and try again.")).toBeVisible();
    await expect(page).toHaveTitle("Error: Please wait before trying again | Free Will Writer");
  });
});
