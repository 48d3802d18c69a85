import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { draftThroughServer, settled, type Family } from "./will-form.ts";

/**
 * The preview gathers its legal findings into one summary above the will, each linking to the
 * page that fixes it; a child under 18 without a guardian links to Guardianship. JavaScript on
 * and off, 375 and 1280 px (docs/journeys.md).
 */

const PARENT_WITHOUT_GUARDIAN: Family = {
  testator: {
    fullName: "Nia Hughes",
    dateOfBirth: "1988-02-11",
    // A word longer than a phone's line: it must wrap, not widen the page.
    address: "3 Bay View, Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch LL61 5UJ",
  },
  maritalStatus: "Single",
  children: [{ fullName: "Owen Hughes", age: 5 }],
  gifts: [],
  beneficiaries: [{ fullName: "Owen Hughes", relationship: "son", percentage: 100 }],
  contingentBeneficiaries: [],
  executor: {
    fullName: "Siân Hughes",
    relationship: "Sibling",
    address: "4 Bay View, Cardiff",
    contact: "07700 900003",
  },
  email: "nia",
};

test.describe("the preview's findings @no-js", () => {
  test.describe.configure({ timeout: 180_000 });

  test("one summary; the missing guardian links to Guardianship", async ({ page, javaScriptEnabled }) => {
    // The DOM these links live in is the same at any width: JavaScript on at a phone's width,
    // off at a laptop's, covers both widths and both modes in half the runs.
    await page.setViewportSize({ width: javaScriptEnabled === false ? 1280 : 375, height: 800 });
    // From a draft posted page by page: the subject is the preview (the form's own pages are
    // walked in guided-form.spec.ts and time-promise.spec.ts).
    await draftThroughServer(page, javaScriptEnabled ?? true, PARENT_WITHOUT_GUARDIAN);
    const summary = page.getByRole("region", { name: /before you make your will/ });
    await expect(summary).toHaveCount(1);
    const viewport = page.viewportSize()?.width ?? 0;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport);
    // Nothing else stacked above the will's summary: no box per finding.
    await expect(page.locator(".preview ul.findings")).toHaveCount(0);
    const guardian = summary.getByRole("listitem").filter({ hasText: "Owen Hughes is under 18" });
    await expect(guardian.getByRole("link", { name: "Change this on Guardianship" })).toHaveAttribute(
      "href",
      "/create-will/guardianship?from=preview",
    );
    // Each finding about something the form asks links to its page (the witnesses' rule, about
    // signing, has no page to fix it on).
    await expect(
      summary
        .getByRole("listitem")
        .filter({ hasText: "Non-Contentious Probate Rules 1987, r.20" })
        .getByRole("link", {
          name: "Change this on Executor Information",
        }),
    ).toHaveAttribute("href", "/create-will/executor?part=details&from=preview");
    await expect(
      summary.getByRole("listitem").filter({ hasText: "You need 2 witnesses" }).getByRole("link"),
    ).toHaveCount(0);
    if (javaScriptEnabled) await expectNoAxeViolations(page);
    await guardian.getByRole("link", { name: "Change this on Guardianship" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Guardianship" })).toBeVisible({
      timeout: 20_000,
    });
    // Next on a page opened from the preview goes back to the preview (GOV.UK's check answers),
    // not on through Gifts, Estate and Executor.
    await settled(page, javaScriptEnabled ?? true);
    await page.getByRole("button", { name: "Add a guardian for Owen Hughes" }).click();
    await page.getByLabel("Guardian's full name").fill("Siân Hughes");
    await page.getByLabel("Their relationship to you").fill("Sister");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Preview" })).toBeVisible({ timeout: 20_000 });
    await expect(guardian.getByRole("link", { name: "Change this on Guardianship" })).toHaveCount(0);
    // A will whose generation failed sends the user back here (the progress page), with the reason.
    await page.goto("/create-will/preview?generation=failed");
    const failed = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(failed).toContainText("Failed to generate will document. Please try again.");
    // At the top of a long page: with JavaScript it takes focus, so it is seen and read.
    if (javaScriptEnabled) await expect(failed).toBeFocused();
  });
});
