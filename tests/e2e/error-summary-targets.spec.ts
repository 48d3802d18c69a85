import { expect, test, type Page } from "@playwright/test";
import { answerRiskAssessment, fillDate, settled } from "./will-form.ts";

/**
 * Every link of the error summary goes somewhere: each step of the guided form is sent with its
 * typical mistakes (nothing filled in, an empty row, shares that add up to 60 %), and each link's
 * fragment must name an element of the page, with JavaScript on and off (docs/journeys.md).
 */

async function pressNext(page: Page, javaScript: boolean) {
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.locator(".error-summary")).toBeVisible({ timeout: 20_000 });
  await settled(page, javaScript);
}

/** The summary's links whose fragment names no element of the page (should be none). */
async function expectEveryLinkHasATarget(page: Page, expected: RegExp) {
  const links = page.locator(".error-summary a");
  await expect(links.first()).toBeVisible();
  await expect(page.locator(".error-summary")).toContainText(expected);
  const missing = await links.evaluateAll((anchors) =>
    anchors
      .map((anchor) => decodeURIComponent((anchor as HTMLAnchorElement).hash.slice(1)))
      .filter((id) => !document.getElementById(id)),
  );
  expect(missing).toEqual([]);
}

async function next(page: Page, javaScript: boolean, heading: string) {
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
  await settled(page, javaScript);
}

async function addRow(page: Page, javaScript: boolean, button: string, heading: string) {
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible({ timeout: 20_000 });
  await settled(page, javaScript);
}

test.describe("error summary links @no-js", () => {
  test.describe.configure({ timeout: 180_000 });

  test("each step's typical errors: every summary link has a target", async ({ page, javaScriptEnabled }) => {
    // The DOM these links live in is the same at any width: JavaScript on at a phone's width,
    // off at a laptop's, covers both widths and both modes in half the runs.
    await page.setViewportSize({ width: javaScriptEnabled === false ? 1280 : 375, height: 800 });
    const js = javaScriptEnabled ?? true;
    await answerRiskAssessment(page, js);

    await pressNext(page, js);
    await expectEveryLinkHasATarget(page, /Enter your full name/);
    await expect(page).toHaveTitle(/^Error: Personal Information \| /);
    await page.getByLabel("Your full name").fill("Ruth Ellis");
    await fillDate(page, "Your date of birth", "1970-04-02");
    await page.getByLabel("Your address").fill("2 Mill Lane, Hull");
    // With JavaScript the summary goes as the last error is put right, and 'Error: ' with it.
    if (js) await expect(page).toHaveTitle(/^Personal Information \| /);
    await next(page, js, "Family Details");
    // Back returns to the page that showed the errors, without asking to post the form again
    // (without JavaScript, errors are a post, redirect, get: the page was never a post's answer).
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Personal Information" })).toBeVisible();
    await expect(page.getByLabel("Your full name")).toHaveValue("Ruth Ellis");
    await page.goForward();
    await expect(page.getByRole("heading", { level: 1, name: "Family Details" })).toBeVisible();
    await settled(page, js);

    await page.getByLabel("Single", { exact: true }).check();
    await addRow(page, js, "Add a child", "Child 1");
    await pressNext(page, js);
    await expectEveryLinkHasATarget(page, /./);
    await page.getByRole("button", { name: "Remove child 1" }).click();
    await expect(page.getByRole("heading", { name: "Child 1", exact: true })).toHaveCount(0);
    await settled(page, js);
    await next(page, js, "Guardianship");
    await next(page, js, "Specific Gifts");

    await addRow(page, js, "Add a gift", "Gift 1");
    await pressNext(page, js);
    await expectEveryLinkHasATarget(page, /./);
    const gift = page.locator(".repeat-item").first();
    await gift.getByLabel("What is the gift?").fill("My piano");
    await gift.getByLabel("Who receives it?").fill("Ann Ellis");
    await gift.getByLabel("Their relationship to you").fill("Sister");
    await next(page, js, "Estate Distribution");

    await addRow(page, js, "Add a beneficiary", "Beneficiary 1");
    const row = page.locator(".repeat-item").first();
    await row.getByLabel("Full name").fill("Ann Ellis");
    await row.getByLabel("Relationship to you").fill("Sister");
    await row.getByLabel("Share (%)").fill("60");
    await pressNext(page, js);
    await expectEveryLinkHasATarget(page, /100/);
    await row.getByLabel("Share (%)").fill("100");
    await next(page, js, "Executor Information");

    await page.getByRole("button", { name: "I Understand, Let's Continue" }).click();
    await expect(page.getByRole("button", { name: "Back to Estate Details" })).toBeVisible();
    await settled(page, js);
    await pressNext(page, js);
    await expectEveryLinkHasATarget(page, /./);
  });
});
