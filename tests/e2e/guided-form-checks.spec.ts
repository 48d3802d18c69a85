import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe.ts";
import {
  answerRiskAssessment,
  expectDate,
  fillDate,
  fillEstate,
  fillExecutors,
  fillGifts,
  fillGuardianship,
  fillPersonal,
  settled,
  type Family,
} from "./will-form.ts";

// The guided form's messages, hints, accessibility and memory: every validation message and hint
// of the spec where it should be, axe on every page, and answers that survive a reload, the back
// button and a closed tab.

const expectAccessible = expectNoSeriousAxeViolations;

const errorSummary = (page: Page) => page.getByRole("alert").filter({ hasText: "There is a problem" });

async function pressNext(page: Page) {
  await page.getByRole("button", { name: "Next", exact: true }).click();
}

const ALONE: Family = {
  testator: { fullName: "Ruth Ellis", dateOfBirth: "1960-04-02", address: "9 Bank Street, York" },
  maritalStatus: "Widowed",
  children: [],
  gifts: [],
  beneficiaries: [],
  contingentBeneficiaries: [],
  executor: {
    fullName: "Tom Ellis",
    relationship: "Legal Professional",
    address: "1 Law Lane, York",
    contact: "tom@example.com",
  },
  email: "ruth@example.com",
};

test.describe("the guided form with JavaScript", () => {
  test.describe.configure({ timeout: 120_000 });

  test("shows every message and hint where it belongs, and passes axe on every page", async ({ page }) => {
    await page.goto("/create-will");
    await settled(page, true);
    await expect(page.getByText("Question 1 of 4")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Next question" }).click();
    await expect(page.locator(".field-error")).toHaveText("Error: Choose one answer to continue");
    await expectAccessible(page);
    await answerRiskAssessment(page, true);

    // Personal Information: required fields, then the legal age.
    await expectAccessible(page);
    await pressNext(page);
    await expect(errorSummary(page)).toBeFocused();
    for (const message of ["Enter your full name", "Enter your date of birth", "Enter your address"]) {
      await expect(errorSummary(page).getByRole("link", { name: message })).toBeVisible();
    }
    await expect(page.getByLabel("Your full name")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
    await page.getByLabel("Your full name").fill(ALONE.testator.fullName);
    await fillDate(page, "Your date of birth", "2015-05-05");
    await page.getByLabel("Your address").fill(ALONE.testator.address);
    await pressNext(page);
    await expect(
      errorSummary(page).getByText("You must be 18 or over to make a will in England and Wales."),
    ).toBeVisible();
    await fillDate(page, "Your date of birth", ALONE.testator.dateOfBirth);
    await pressNext(page);
    await expect(page.getByRole("heading", { level: 1, name: "Family Details" })).toBeVisible();
    await settled(page, true);

    // Family Details: the status, the spouse's name when married, and the clearing rule.
    await expectAccessible(page);
    await pressNext(page);
    await expect(errorSummary(page).getByText("Choose your marital status")).toBeVisible();
    await page.getByLabel("Married or in a civil partnership", { exact: true }).check();
    await pressNext(page);
    await expect(errorSummary(page).getByText("Enter your spouse's full name")).toBeVisible();
    await page.getByLabel("Your spouse's or civil partner's full name").fill("Ken Ellis");
    await page.getByLabel("Make a mirror will for my spouse too").check();
    await pressNext(page);
    await expect(
      errorSummary(page).getByText("Enter your spouse's date of birth for their mirror will"),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Widowed", { exact: true }).check();
    await expect(page.getByLabel("Your spouse's or civil partner's full name")).toBeHidden();
    await page.getByLabel("Married or in a civil partnership", { exact: true }).check();
    await expect(page.getByLabel("Your spouse's or civil partner's full name")).toHaveValue("");
    await expect(page.getByLabel("Make a mirror will for my spouse too")).not.toBeChecked();
    await page.getByLabel("Widowed", { exact: true }).check();
    await page.getByRole("button", { name: "Add a child" }).click();
    await pressNext(page);
    await expect(errorSummary(page).getByText("Enter the child's full name")).toBeVisible();
    await expect(errorSummary(page).getByText("Enter the child's age")).toBeVisible();
    await page.getByRole("button", { name: "Remove child 1" }).click();
    await pressNext(page);

    // Guardianship shows its content only with children.
    await expect(page.getByRole("heading", { level: 1, name: "Guardianship" })).toBeVisible();
    await expect(
      page.getByText("You have not added any children, so there are no guardians to choose."),
    ).toBeVisible();
    await expectAccessible(page);
    await pressNext(page);
    await expect(page.getByRole("heading", { level: 1, name: "Specific Gifts" })).toBeVisible();
    await expectAccessible(page);
    await pressNext(page);

    // Estate Distribution: no spouse and no children, so Next waits for a beneficiary; no trust option.
    await expect(page.getByRole("heading", { level: 1, name: "Estate Distribution" })).toBeVisible();
    await settled(page, true);
    await expect(page.getByText("Please add at least one beneficiary for your estate.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Next", exact: true })).toBeDisabled();
    await expect(page.getByText("A trust for your children")).toHaveCount(0);
    // The hint says what the will does with one beneficiary's failed share (core/will's cascade).
    await expect(
      page.getByText(
        "If one of your beneficiaries dies before you, and their share does not pass to their own children, their share goes to the people you name here, not to your other beneficiaries. If you name no one here, it is shared among your other beneficiaries. Optional, but recommended.",
      ),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Add a beneficiary" }).click();
    await expect(page.getByRole("button", { name: "Next", exact: true })).toBeEnabled();
    await expect(page.getByText("Please add at least one beneficiary for your estate.")).toHaveCount(0);
    const row = page.locator(".repeat-item").first();
    await row.getByLabel("Full name").fill("Age UK");
    await row.getByLabel("Relationship to you").fill("charity");
    await row.getByLabel("Share (%)").fill("60");
    await pressNext(page);
    await expect(
      errorSummary(page).getByText(/The shares of your beneficiaries add up to 60%/),
    ).toBeVisible();
    await row.getByLabel("Share (%)").fill("100");
    await pressNext(page);

    // Executor Information: the intro, the details, the relationship options, the alternate block.
    await expect(page.getByRole("heading", { name: "Tips for choosing an executor" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "I Understand, Let's Continue" }).click();
    await expect(page.getByRole("button", { name: "Back to Estate Details" })).toBeVisible();
    await settled(page, true);
    for (const option of ["Spouse", "Child", "Sibling", "Parent", "Friend", "Legal Professional", "Other"]) {
      await expect(
        page.getByRole("group", { name: "Your executor" }).getByLabel(option, { exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByRole("group", { name: "Your replacement executor" })).toBeHidden();
    await pressNext(page);
    for (const message of [
      "Enter the executor's full name",
      "Choose their relationship to you",
      "Enter the executor's address",
      "Enter the executor's phone number or email",
      "Choose yes or no",
    ]) {
      await expect(errorSummary(page).getByRole("link", { name: message })).toBeVisible();
    }
    await expectAccessible(page);
    await page.getByLabel("Yes", { exact: true }).check();
    await expect(page.getByRole("group", { name: "Your replacement executor" })).toBeVisible();
    await page.getByLabel("Replacement executor's full name").fill("Somebody Else");
    await page.getByLabel("No", { exact: true }).check();
    await expect(page.getByRole("group", { name: "Your replacement executor" })).toBeHidden();
    await page.getByLabel("Yes", { exact: true }).check();
    await expect(page.getByLabel("Replacement executor's full name")).toHaveValue("");
    await page.getByLabel("No", { exact: true }).check();
    const executor = page.getByRole("group", { name: "Your executor" });
    await executor.getByLabel("Executor's full name").fill(ALONE.executor.fullName);
    await executor.getByLabel("Legal Professional", { exact: true }).check();
    await executor.getByLabel("Their address").fill(ALONE.executor.address);
    await executor.getByLabel("Their phone number or email").fill(ALONE.executor.contact);
    await pressNext(page);

    // Preview, then the Save My Will dialog with the spec's messages.
    await expect(page.getByRole("heading", { level: 1, name: "Preview" })).toBeVisible();
    await settled(page, true);
    await expect(page.locator(".summary-section").getByText("Tom Ellis (Legal Professional)")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Save My Will" }).click();
    const dialog = page.getByRole("dialog", { name: "Save My Will" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Save My Will" }).click();
    await expect(dialog.getByText("Email is required").first()).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel("Email address").fill("not-an-address");
    await dialog.getByRole("button", { name: "Save My Will" }).click();
    await expect(dialog.getByText("Invalid email address").first()).toBeVisible();
    await dialog.getByLabel("Email address").fill(ALONE.email);
    await dialog.getByRole("button", { name: "Save My Will" }).click();
    await expect(page).toHaveURL(/\/will-success\?id=[A-Za-z0-9_-]{22}$/);

    // The form is finished: /create-will starts a new one.
    await page.goto("/create-will");
    await expect(page.getByText("Question 1 of 4")).toBeVisible();
  });

  test("never loses an answer: reload, the back button and a closed tab", async ({ page, context }) => {
    await answerRiskAssessment(page, true);
    await fillPersonal(page, true, ALONE);
    await page.getByLabel("Widowed", { exact: true }).check();
    await page.getByRole("button", { name: "Add a child" }).click();
    await page.locator(".repeat-item").first().getByLabel("Full name").fill("Half Typed");
    // Previous keeps what was typed even though the page is not finished.
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByLabel("Your full name")).toHaveValue(ALONE.testator.fullName);
    await page.reload();
    await expectDate(page, "Your date of birth", ALONE.testator.dateOfBirth);
    await pressNext(page);
    await expect(page.locator(".repeat-item").first().getByLabel("Full name")).toHaveValue("Half Typed");
    await page.goBack();
    await expect(page.getByLabel("Your address")).toHaveValue(ALONE.testator.address);

    await page.getByLabel("Your full name").fill("Ruth Mary Ellis");
    await expect(page.getByText("Your answers are saved")).toBeVisible();
    await page.close();
    const tab = await context.newPage();
    await tab.goto("/create-will");
    await expect(tab).toHaveURL(/\/create-will\/personal$/);
    await expect(tab.getByLabel("Your full name")).toHaveValue("Ruth Mary Ellis");
  });
});

/** Opens 'Save My Will': a modal dialog with JavaScript, a part of the page without. */
async function openSaveMyWill(page: Page, javaScript: boolean) {
  if (javaScript) {
    await page.getByRole("button", { name: "Save My Will" }).click();
    return page.getByRole("dialog", { name: "Save My Will" });
  }
  await page.getByRole("link", { name: "Save My Will" }).click();
  return page.getByRole("region", { name: "Save My Will" });
}

test.describe("the guided form with JavaScript on and off @no-js", () => {
  test.describe.configure({ timeout: 120_000 });

  test("adds and removes rows, keeps the draft, and saves through Save My Will", async ({
    page,
    context,
  }, testInfo) => {
    const javaScript = testInfo.project.use.javaScriptEnabled !== false;
    const family: Family = {
      ...ALONE,
      children: [
        { fullName: "Ann Ellis", age: 30 },
        { fullName: "Bea Ellis", age: 28 },
      ],
    };
    await answerRiskAssessment(page, javaScript);
    await fillPersonal(page, javaScript, family);
    await page.getByLabel("Widowed", { exact: true }).check();
    for (const [index, child] of family.children.entries()) {
      await page.getByRole("button", { name: "Add a child" }).click();
      const row = page.locator(".repeat-item").nth(index);
      await row.getByLabel("Full name").fill(child.fullName);
      await row.getByLabel("Age in years").fill(String(child.age));
    }
    await page.getByRole("button", { name: "Add a child" }).click();
    await expect(page.locator(".repeat-item")).toHaveCount(3);
    await page.getByRole("button", { name: "Remove child 3" }).click();
    await expect(page.locator(".repeat-item")).toHaveCount(2);
    await expect(page.locator(".repeat-item").nth(1).getByLabel("Full name")).toHaveValue("Bea Ellis");

    // A closed tab: the same browser comes back to the page it was on, answers kept (with
    // JavaScript they are kept a moment after the last change; without, every button posts them).
    if (javaScript) await expect(page.getByText("Your answers are saved")).toBeVisible();
    const tab = await context.newPage();
    await tab.goto("/create-will");
    await expect(tab).toHaveURL(/\/create-will\/family$/);
    await expect(tab.locator(".repeat-item")).toHaveCount(2);
    await tab.close();

    await pressNext(page);
    // With JavaScript the move is client-side: wait for the next page before pressing its Next.
    await expect(page.getByRole("heading", { level: 1, name: "Guardianship" })).toBeVisible();
    await settled(page, javaScript);
    await fillGuardianship(page, javaScript, family);
    await fillGifts(page, javaScript, family);
    // Two adult children: the estate is theirs in equal shares when the list is left empty.
    await expect(page.getByText("Ann Ellis: 50%")).toBeVisible();
    await fillEstate(page, javaScript, family);
    await fillExecutors(page, javaScript, family);
    await expect(page.locator(".summary-section").getByText("Ann Ellis (child): 50%")).toBeVisible();

    let form = await openSaveMyWill(page, javaScript);
    await form.getByRole("button", { name: "Save My Will" }).click();
    await expect(form.getByText("Email is required").first()).toBeVisible();
    await form.getByLabel("Email address").fill("nope");
    await form.getByRole("button", { name: "Save My Will" }).click();
    // Without JavaScript the answer is a new page: find the form on it again.
    form = javaScript ? form : page.getByRole("region", { name: "Save My Will" });
    await expect(form.getByText("Invalid email address").first()).toBeVisible();
    await form.getByLabel("Email address").fill(`ruth.${testInfo.project.name}@example.com`);
    await form.getByRole("button", { name: "Save My Will" }).click();
    await expect(page).toHaveURL(/\/will-success\?id=[A-Za-z0-9_-]{22}$/);
    await expect(page.getByRole("heading", { name: "Will Created Successfully" })).toBeVisible();
  });
});
