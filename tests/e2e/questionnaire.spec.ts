import { expect, test, type Page, type Request } from "@playwright/test";
import { axeOn } from "./axe.ts";

/** One pass through the seven questions: the option picked and the card it shows. */
const WALK = [
  { label: "No, I don't", card: "You're not alone, but your family is not protected", urgent: true },
  { label: "Married/Civil Partnership", card: "Your spouse may not get everything", urgent: false },
  { label: "Children under 18", card: "Choose who would raise your children", urgent: true },
  { label: "£200,000-£500,000", card: "Inheritance tax may matter to you", urgent: false },
  { label: "Partner not protected", card: "Only a will fully protects your partner", urgent: true },
  { label: "Too expensive", card: "Making your will here is free", urgent: false },
  { label: "Someday", card: "Someday often never comes", urgent: true },
] as const;

const ORANGE = "rgb(194, 65, 12)"; // --color-urgent
const BLUE = "rgb(29, 78, 216)"; // --color-info

/** With JavaScript on, wait until React owns the page, so no click falls through to the server. */
async function openQuestionnaire(page: Page, javaScriptEnabled: boolean) {
  await page.goto("/start");
  if (javaScriptEnabled) await expect(page.locator(".questionnaire[data-hydrated]")).toBeVisible();
}

async function walkThrough(page: Page) {
  const progress = page.getByRole("progressbar");
  for (const [index, step] of WALK.entries()) {
    const number = index + 1;
    await expect(page.getByText(`Question ${number} of 7`)).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuenow", String(index));
    await expect(progress).toHaveAttribute("aria-valuemax", "7");

    await page.getByRole("button", { name: step.label, exact: true }).click();

    const card = page.locator(".education-card");
    await expect(card.getByRole("heading", { name: step.card })).toBeVisible();
    await expect(page.getByText(`Question ${number} of 7`)).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuenow", String(number));
    if (step.urgent) {
      await expect(card).toHaveAttribute("data-urgency", "urgent");
      await expect(card).toContainText("Important");
      await expect(card).toHaveCSS("border-left-color", ORANGE);
    } else {
      await expect(card).toHaveAttribute("data-urgency", "info");
      await expect(card).toContainText("Good to know");
      await expect(card).toHaveCSS("border-left-color", BLUE);
    }
    // No back step, and no changing the answer once its card shows.
    await expect(page.getByRole("button", { name: WALK[index]?.label ?? "", exact: true })).toHaveCount(0);

    await page.getByRole("button", { name: "Continue" }).click();
  }
  await expect(
    page.getByRole("heading", { level: 1, name: "You're Ready to Protect Your Family" }),
  ).toBeVisible();
  await expect(progress).toHaveAttribute("aria-valuenow", "7");
  await expect(page.getByRole("listitem").filter({ hasText: "no legal right to inherit" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Reasons to act now" })).toBeVisible();
  const reasons = page.locator(".questionnaire-reasons li");
  expect(await reasons.count()).toBeGreaterThanOrEqual(3);
  await expect(reasons.filter({ hasText: "guardian for your children under 18" })).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Create My Free Will Now" })).toHaveAttribute("href", "/auth");
}

test.describe("the awareness questionnaire @no-js", () => {
  test("walks through seven questions, one card each, to the result, whose button leads to registration", async ({
    page,
    javaScriptEnabled,
  }) => {
    const posts: Request[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request);
    });
    await openQuestionnaire(page, javaScriptEnabled);
    await expect(page).toHaveTitle(/A quick check/);
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");

    await walkThrough(page);

    // Without JavaScript each answer and each Continue is a form post; with it, nothing is sent.
    expect(posts).toHaveLength(javaScriptEnabled ? 0 : WALK.length * 2);
    for (const post of posts) expect(new URL(post.url()).pathname).toBe("/start");

    // The result's button, on the same walk's result.
    await page.getByRole("link", { name: "Create My Free Will Now" }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a tampered post gets a clear answer and starts again, never a server error", async ({ request }) => {
    const tampered: Record<string, string>[] = [
      { answer: "nonsense" },
      { "has-will": "no", relationship: "nonsense", intent: "continue" },
      { relationship: "single", answer: "none" },
      { "has-will": "no", answer: "married", email: "someone@example.com" },
      {},
      { answer: "no".repeat(5_000) },
    ];
    for (const form of tampered) {
      const response = await request.post("/start", { form });
      expect(response.status(), JSON.stringify(form)).toBe(400);
      const html = await response.text();
      expect(html).toContain(
        "We could not read your answer, so the questions have started again from question 1.",
      );
      expect(html).toContain("Question 1 of 7");
      expect(response.headers()["cache-control"]).toBe("no-store");
    }
    const json = await request.post("/start", { data: { answer: "no" } });
    expect(json.status()).toBe(400);
  });

  test("a no-JavaScript post returns the next screen and stores nothing", async ({ request }) => {
    const response = await request.post("/start", { form: { "has-will": "no", intent: "continue" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(response.headers()["set-cookie"]).toBeUndefined();
    const html = await response.text();
    expect(html).toContain("Question 2 of 7");
  });
});

test.describe("the awareness questionnaire with JavaScript", () => {
  test("keeps the answers in memory: nothing is sent while answering", async ({ page }) => {
    await openQuestionnaire(page, true);
    await page.waitForLoadState("networkidle");
    const requests: string[] = [];
    // Each screen is a history entry, for which Chromium fetches the site's icon again: that
    // carries nothing of the answers.
    page.on("request", (request) => {
      if (!request.url().endsWith("/favicon.svg")) requests.push(`${request.method()} ${request.url()}`);
    });

    await walkThrough(page);

    expect(requests).toEqual([]);
  });

  test("moves focus to each card and each new question, and announces the card", async ({ page }) => {
    await openQuestionnaire(page, true);
    await page.getByRole("button", { name: "Not sure", exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Find out before it matters" })).toBeFocused();
    await expect(page.locator("[aria-live=polite]")).toContainText("Find out before it matters");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "What is your relationship status?" }),
    ).toBeFocused();
  });

  test("passes axe on a question, an urgent card, an informational card and the result", async ({ page }) => {
    // axe runs inside the page, so it needs JavaScript; the markup is the same without it.
    test.slow(); // four full axe runs
    const check = async (where: string) => {
      const { violations } = await axeOn(page)
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(
        serious.map((v) => `${v.id}: ${v.help}`),
        where,
      ).toEqual([]);
    };
    await openQuestionnaire(page, true);
    await check("question 1");
    await page.getByRole("button", { name: "No, I don't", exact: true }).click();
    await check("urgent card");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Single", exact: true }).click();
    await check("informational card");
    await page.getByRole("button", { name: "Continue" }).click();
    for (let index = 2; index < 7; index += 1) {
      await page.locator(".questionnaire-option").first().click();
      await page.getByRole("button", { name: "Continue" }).click();
    }
    await expect(
      page.getByRole("heading", { level: 1, name: "You're Ready to Protect Your Family" }),
    ).toBeVisible();
    await check("result");
  });
});
