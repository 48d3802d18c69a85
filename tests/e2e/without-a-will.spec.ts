import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./axe-page.ts";
import { postDraft, settled, type Family } from "./will-form.ts";

// /without-a-will: the intestacy rules for the family in this browser's draft, with JavaScript on
// and off: offered on the risk assessment's results, the family's shares in words and pounds, the
// estate's value checked (400 and an error summary), axe on each state.

const SHAH: Family = {
  testator: { fullName: "Ravi Shah", dateOfBirth: "1975-03-14", address: "4 Mill Lane, Leeds" },
  maritalStatus: "Married or in a civil partnership",
  spouse: { fullName: "Priya Shah" },
  children: [
    { fullName: "Tom Shah", age: 12 },
    { fullName: "Ann Shah", age: 9 },
  ],
  gifts: [],
  beneficiaries: [],
  contingentBeneficiaries: [],
  executor: {
    fullName: "Priya Shah",
    relationship: "Spouse",
    address: "4 Mill Lane, Leeds",
    contact: "p@example.com",
  },
  email: "ravi@example.com",
};

const RESULTS_LINK = "What happens without a will: who would inherit from you";

async function workItOut(page: Page, javaScript: boolean, value: string) {
  await page.getByLabel("What your estate is worth (optional)").fill(value);
  await page.getByRole("button", { name: "Work it out" }).click();
  await expect(page).toHaveURL(
    new RegExp(`estate=${encodeURIComponent(value).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
  );
  await settled(page, javaScript);
}

test.describe("what happens without a will @no-js", () => {
  test.describe.configure({ timeout: 120_000 });

  test("without a draft: the general rules and the order of relatives", async ({ page }, testInfo) => {
    const javaScript = testInfo.project.use.javaScriptEnabled !== false;
    const response = await page.goto("/without-a-will");
    expect(response?.status()).toBe(200);
    await settled(page, javaScript);
    await expect(page.getByRole("heading", { level: 1, name: "What happens without a will" })).toBeVisible();
    await expect(page.getByText("Answer the family questions in")).toBeVisible();
    const order = page.locator("ol.intestacy-order > li");
    await expect(order).toHaveCount(7);
    await expect(order.first()).toContainText("Your parents, in equal shares if both are alive");
    await expect(order.last()).toContainText("bona vacantia");
    await expect(order.last()).toContainText("Administration of Estates Act 1925, s.46(1)(vi)");
    await expectAccessible(page, javaScript);
  });

  test("for a married testator with two children: offered on the results, shares in pounds, odd input refused", async ({
    page,
  }, testInfo) => {
    const javaScript = testInfo.project.use.javaScriptEnabled !== false;
    // The draft's first pages posted as the form posts them: walking them is other specs' subject.
    await postDraft(page, SHAH, "/create-will/family");

    await page.goto("/without-a-will");
    await settled(page, javaScript);
    await expect(
      page.getByText("You told us you are married to Priya Shah, with 2 children (Tom Shah, Ann Shah)."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Priya Shah" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Tom Shah, Ann Shah" })).toBeVisible();
    await expect(
      page.getByText("the first £322,000 of the rest of the estate, and half of anything above £322,000"),
    ).toBeVisible();
    await expectAccessible(page, javaScript);

    // £500,000: £322,000 + half of £178,000 to the spouse; £89,000 to the children, £44,500 each.
    await workItOut(page, javaScript, "£500,000");
    const shares = page.locator(".intestacy-amount");
    await expect(shares.nth(0)).toHaveText("£411,000 plus your personal belongings");
    await expect(shares.nth(1)).toHaveText("£89,000 (£44,500 each, about)");
    await expect(page.getByLabel("What your estate is worth (optional)")).toHaveValue("£500,000");
    await expectAccessible(page, javaScript);

    // Not an amount: the page says so, and answers 400 to a direct request.
    await workItOut(page, javaScript, "lots");
    const problem = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(problem).toContainText("Enter the value in pounds, like 250,000, or leave it empty");
    await expect(page).toHaveTitle(/^Error: What happens without a will/);
    // With JavaScript, focus moves from the button to the summary (GOV.UK's error summary).
    if (javaScript) await expect(problem).toBeFocused();
    await expect(page.locator(".intestacy-amount")).toHaveCount(0);
    await expectAccessible(page, javaScript);
    const direct = await page.request.get("/without-a-will?estate=%3Cscript%3E");
    expect(direct.status()).toBe(400);
    expect(await direct.text()).not.toContain("<script>");
  });

  test("the risk assessment's results link to the page", async ({ page }, testInfo) => {
    const javaScript = testInfo.project.use.javaScriptEnabled !== false;
    await page.goto("/create-will");
    await settled(page, javaScript);
    const answers = ["Living with a partner, not married", "Children under 18", "I own my home", "No"];
    for (const [index, answer] of answers.entries()) {
      await page.getByLabel(answer, { exact: true }).check();
      await page.getByRole("button", { name: index < 3 ? "Next question" : "See my results" }).click();
      await settled(page, javaScript);
    }
    await page.getByRole("link", { name: RESULTS_LINK }).click();
    await expect(page.getByRole("heading", { level: 1, name: "What happens without a will" })).toBeVisible();
  });
});
