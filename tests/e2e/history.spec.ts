import { expect, test } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";

/**
 * Each question of the risk assessment is a place of its own: its address says which question it
 * is and carries the answers so far (never `?index`), and the browser's Back returns to the
 * question before with its answer still chosen, with JavaScript on and off (docs/journeys.md).
 */

const ANSWERS = ["Living with a partner, not married", "Children under 18", "I own my home"];

for (const width of [375, 1280]) {
  test.describe(`the risk assessment's history at ${width} px @no-js`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("Back returns to each earlier question with its answer kept; no ?index", async ({
      page,
      javaScriptEnabled,
    }) => {
      await page.goto("/create-will");
      if (javaScriptEnabled) await waitForHydration(page);
      for (const [index, answer] of ANSWERS.entries()) {
        await expect(page.getByText(`Question ${index + 1} of 4`)).toBeVisible();
        await page.getByLabel(answer, { exact: true }).check();
        await page.getByRole("button", { name: "Next question" }).click();
        await expect(page.getByText(`Question ${index + 2} of 4`)).toBeVisible();
        expect(page.url()).not.toContain("index");
        expect(new URL(page.url()).searchParams.get("q")).toBe(String(index + 2));
      }
      for (let index = ANSWERS.length - 1; index >= 0; index -= 1) {
        await page.goBack();
        await expect(page.getByText(`Question ${index + 1} of 4`)).toBeVisible();
        await expect(page.getByLabel(ANSWERS[index] ?? "", { exact: true })).toBeChecked();
        expect(page.url()).not.toContain("index");
      }
      // Forward again from question 1, its answer still there: on to question 2.
      await page.getByRole("button", { name: "Next question" }).click();
      await expect(page.getByText("Question 2 of 4")).toBeVisible();
    });

    test("a missing answer: the question again with its error, and the page title starts 'Error: '", async ({
      page,
      javaScriptEnabled,
    }) => {
      await page.goto("/create-will");
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByRole("button", { name: "Next question" }).click();
      // GOV.UK's error summary: first on the page, its link to the first answer (focused with JavaScript).
      const summary = page.locator(".error-summary");
      await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
      if (javaScriptEnabled) await expect(summary).toBeFocused();
      await expect(page.locator(".field-error")).toHaveText("Error: Choose one answer to continue");
      await expect(page).toHaveTitle(/^Error: /);
      expect(page.url()).not.toContain("index");
      await summary.getByRole("link", { name: "Choose one answer to continue" }).click();
      await expect(page.getByLabel("Single", { exact: true })).toBeFocused();
    });
  });
}

for (const width of [375, 1280]) {
  test.describe(`the questionnaire's history with JavaScript at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("Back returns to each earlier screen with its answer; nothing is sent", async ({ page }) => {
      await page.goto("/start");
      await expect(page.locator(".questionnaire[data-hydrated]")).toBeVisible();
      await page.waitForLoadState("networkidle");
      const requests: string[] = [];
      // Each history entry makes Chromium fetch the site's icon again: that carries nothing.
      page.on("request", (request) => {
        if (!request.url().endsWith("/favicon.svg")) requests.push(`${request.method()} ${request.url()}`);
      });

      await page.getByRole("button", { name: "No, I don't", exact: true }).click();
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("button", { name: "Married/Civil Partnership", exact: true }).click();
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByText("Question 3 of 7")).toBeVisible();

      await page.goBack();
      await expect(page.getByText("Question 2 of 7")).toBeVisible();
      await expect(page.locator(".questionnaire-answer")).toHaveText(
        "Your answer: Married/Civil Partnership",
      );
      await page.goBack();
      await expect(page.getByText("Question 2 of 7")).toBeVisible();
      await expect(
        page.getByRole("button", { name: "Married/Civil Partnership", exact: true }),
      ).toBeVisible();
      await page.goBack();
      await expect(page.getByText("Question 1 of 7")).toBeVisible();
      await expect(page.locator(".questionnaire-answer")).toHaveText("Your answer: No, I don't");
      // Forward again, and on from there.
      await page.goForward();
      await expect(page.getByText("Question 2 of 7")).toBeVisible();
      await page.getByRole("button", { name: "Single", exact: true }).click();
      await expect(page.locator(".questionnaire-answer")).toHaveText("Your answer: Single");
      expect(page.url()).not.toContain("index");
      expect(requests).toEqual([]);
    });
  });
}

test.describe("the questionnaire's history without JavaScript", () => {
  // The same DOM at any width (the JavaScript walk above takes both): a phone's.
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("each answer is a post, redirect, get: Back returns to each earlier screen with its answer", async ({
    page,
  }) => {
    await page.goto("/start");
    await page.getByRole("button", { name: "No, I don't", exact: true }).click();
    await expect(page.locator(".questionnaire-answer")).toHaveText("Your answer: No, I don't");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Married/Civil Partnership", exact: true }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Question 3 of 7")).toBeVisible();
    // Every screen is an address of its own (a GET), so Back never asks to post again.
    expect(new URL(page.url()).searchParams.get("screen")).toBe("question");

    await page.goBack();
    await expect(page.getByText("Question 2 of 7")).toBeVisible();
    await expect(page.locator(".questionnaire-answer")).toHaveText("Your answer: Married/Civil Partnership");
    await page.goBack();
    await expect(page.getByText("Question 2 of 7")).toBeVisible();
    await expect(page.getByRole("button", { name: "Married/Civil Partnership", exact: true })).toBeVisible();
    await page.goBack();
    await expect(page.getByText("Question 1 of 7")).toBeVisible();
    await expect(page.locator(".questionnaire-answer")).toHaveText("Your answer: No, I don't");
    // On from there: a different answer this time.
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Single", exact: true }).click();
    await expect(page.locator(".questionnaire-answer")).toHaveText("Your answer: Single");
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
  });
});
