import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe.ts";
import { testAddress } from "./mail.ts";
import {
  fillEstate,
  fillExecutors,
  fillGifts,
  fillGuardianship,
  postDraft,
  settled,
  type Family,
} from "./will-form.ts";

// The guided form's executors and people, as a solicitor would check them in the browser. Tagged
// @no-js: each runs with JavaScript on (project chromium) and off (project no-js).

const expectAccessible = expectNoSeriousAxeViolations;

const SINGLE_MOTHER: Family = {
  testator: { fullName: "Chloe Barnes", dateOfBirth: "1995-08-19", address: "12 Bootham, York YO30 7BZ" },
  maritalStatus: "Single",
  children: [
    { fullName: "Leo Barnes", age: 2, guardians: [{ fullName: "Amy Price", relationship: "sister" }] },
  ],
  gifts: [],
  beneficiaries: [{ fullName: "Leo Barnes", relationship: "son", percentage: 100 }],
  contingentBeneficiaries: [{ fullName: "Amy Price", relationship: "sister", percentage: 100 }],
  trustAge: 21,
  executor: {
    fullName: "Amy Price",
    relationship: "Sibling",
    address: "4 Mill Road, York",
    contact: "07700 900010",
  },
  jointExecutors: [
    { fullName: "Owen Price", relationship: "Other", address: "4 Mill Road, York", contact: "07700 900011" },
  ],
  alternate: {
    fullName: "Diane Barnes",
    relationship: "Parent",
    address: "9 Holgate Road, York",
    contact: "07700 900012",
  },
  email: "chloe",
};

const FATHER_AND_SON: Family = {
  testator: { fullName: "John Smith", dateOfBirth: "1960-02-14", address: "3 Park Row, Leeds LS1 5HD" },
  maritalStatus: "Widowed",
  children: [{ fullName: "John Smith", age: 34 }],
  gifts: [],
  beneficiaries: [],
  contingentBeneficiaries: [],
  executor: {
    fullName: "John Smith",
    relationship: "Child",
    address: "8 Kirkgate, Leeds",
    contact: "07700 900020",
  },
  email: "john",
};

test.describe("the guided form's drafting @no-js", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a gift of a flat shows its warning beside it; the son of 2 as executor is refused beside his name", async ({
    page,
  }, testInfo) => {
    const javaScript = testInfo.project.use.javaScriptEnabled !== false;
    const gifts = [
      { description: "my flat at 2 Bootham, York", beneficiary: "Leo Barnes", relationship: "son" },
    ];
    await postDraft(page, { ...SINGLE_MOTHER, gifts, email: testAddress(testInfo, "flat") });
    await page.goto("/create-will/gifts");
    await settled(page, javaScript);
    await expect(page.getByRole("group", { name: "Gift 1" })).toContainText(
      'If you own "my flat at 2 Bootham, York" with someone else, check how you own it.',
    );

    await page.goto("/create-will/executor?part=details");
    await settled(page, javaScript);
    const name = page.getByLabel("Executor's full name", { exact: true });
    await name.fill("Leo Barnes");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    const refused =
      "Leo Barnes is 2, as you told us on Family Details. Someone under 18 cannot act as an executor. Please choose an adult.";
    const summaryLink = page.locator(".error-summary").getByRole("link", { name: refused });
    await expect(summaryLink).toBeVisible({ timeout: 20_000 });
    await settled(page, javaScript);
    // Beside the name, which the summary's link names by its id.
    await expect(page.locator(".field", { has: name })).toContainText(refused);
    const target = decodeURIComponent(
      new URL((await summaryLink.getAttribute("href")) ?? "", page.url()).hash,
    );
    expect(target).toBe(`#${(await name.getAttribute("id")) ?? "(none)"}`);
  });

  test("a joint executor acts with the executor and a replacement steps in", async ({ page }, testInfo) => {
    const javaScript = testInfo.project.use.javaScriptEnabled !== false;
    const family = { ...SINGLE_MOTHER, email: testAddress(testInfo, "chloe") };
    // The pages before the executors' posted as the form posts them (other specs walk them), the
    // executor page, with its joint executor, walked here.
    await postDraft(page, family, "/create-will/estate");
    await page.goto("/create-will/executor");
    await expect(page.getByRole("heading", { level: 1, name: "Executor Information" })).toBeVisible();
    await settled(page, javaScript);
    await fillExecutors(page, javaScript, family);

    const summary = page.locator(".summary-section");
    await expect(summary.getByText("Owen Price (Other)")).toBeVisible();
    await expect(summary.getByText("Diane Barnes (Parent)")).toBeVisible();
    await expect(summary.getByRole("term").filter({ hasText: "Joint executor" })).toBeVisible();
    await expect(summary.getByRole("term").filter({ hasText: "Replacement executor" })).toBeVisible();
    const document = page.locator(".will-preview-document");
    await expect(document).toContainText(
      "I appoint Amy Price (Sibling) of 4 Mill Road, York and Owen Price of 4 Mill Road, York to be my joint executors and trustees, to act together.",
    );
    await expect(document).toContainText(
      "I appoint Diane Barnes (Parent) of 9 Holgate Road, York as my replacement executor",
    );
    // Two executors act, so the Trustee Act s.14(2) warning about one trustee is gone.
    await expect(page.getByText("At least two trustees, or a trust company")).toHaveCount(0);

    // Back on the executor page, the joint executor is there, in its own group, and the page passes axe.
    await page.goto("/create-will/executor?part=details");
    await settled(page, javaScript);
    const joint = page.getByRole("group", { name: "Joint executor 1", exact: true });
    await expect(joint.getByLabel("Joint executor 1's full name")).toHaveValue("Owen Price");
    await expect(page.getByRole("button", { name: "Remove joint executor 1" })).toBeVisible();
    // axe runs in the page: only with JavaScript on.
    if (javaScript) await expectAccessible(page);
  });

  test("a son with his father's name is marked a different person and drafted apart", async ({
    page,
  }, testInfo) => {
    const javaScript = testInfo.project.use.javaScriptEnabled !== false;
    const family = { ...FATHER_AND_SON, email: testAddress(testInfo, "john") };
    // The risk assessment and personal page posted (other specs walk them); the family page walked.
    await postDraft(page, family, "/create-will/personal");
    await page.goto("/create-will/family");
    await expect(page.getByRole("heading", { level: 1, name: "Family Details" })).toBeVisible();
    await settled(page, javaScript);

    await page.getByLabel("Widowed", { exact: true }).check();
    await page.getByRole("button", { name: "Add a child" }).click();
    await expect(page.getByRole("heading", { name: "Child 1", exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await settled(page, javaScript);
    const row = page.locator(".repeat-item").first();
    await row.getByLabel("Full name").fill("John Smith");
    await row.getByLabel("Age in years").fill("34");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await settled(page, javaScript);
    await expect(
      page
        .locator(".error-summary")
        .getByText("John Smith is named as your child, but that is your own name."),
    ).toBeVisible({ timeout: 20_000 });

    // axe runs in the page: only with JavaScript on.
    if (javaScript) await expectAccessible(page);
    await page.getByLabel("This child is a different person with the same name").check();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Guardianship" })).toBeVisible({
      timeout: 20_000,
    });
    await settled(page, javaScript);
    await fillGuardianship(page, javaScript, family);
    await fillGifts(page, javaScript, family);
    await fillEstate(page, javaScript, family);
    await fillExecutors(page, javaScript, family);

    const document = page.locator(".will-preview-document");
    await expect(document).toContainText(
      "This is the last will of me, John Smith, of 3 Park Row, Leeds LS1 5HD.",
    );
    await expect(document).toContainText(
      "My child John Smith has the same name as me. In this will my child is called John Smith the younger",
    );
    await expect(document).toContainText("John Smith the younger (child): 100%");
    await expect(document).toContainText("I appoint John Smith the younger (Child) of 8 Kirkgate, Leeds");
    await expect(page.getByText("Must fix")).toHaveCount(0);
  });
});
