import { expect, test, type Page } from "@playwright/test";
import { START_DRAFT_FIELDS } from "../support/factories.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { dateFields, expectDate, settled } from "./will-form.ts";

/**
 * The date of birth as day, month and year (the GOV.UK date input) with the GOV.UK messages, and
 * a guardian whose appointment would be void blocking the will with a message that links to the
 * guardian's name, with JavaScript on and off (docs/journeys.md, "Interaction details";
 * docs/legal.md, "Guardians").
 */

const DATE = "Your date of birth";

async function pressNext(page: Page, javaScript: boolean) {
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.locator(".error-summary")).toBeVisible({ timeout: 20_000 });
  await settled(page, javaScript);
}

async function next(page: Page, javaScript: boolean, heading: string) {
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
  await settled(page, javaScript);
}

/** Types the day, month and year as given (any of them may be left empty). */
async function typeDate(page: Page, day: string, month: string, year: string) {
  const fields = dateFields(page, DATE);
  await fields.day.fill(day);
  await fields.month.fill(month);
  await fields.year.fill(year);
}

/** The summary says `message` once, and its link goes to the field `id`, which it focuses. */
async function expectSummaryLink(page: Page, message: string, id: string) {
  const link = page.locator(".error-summary").getByRole("link", { name: message, exact: true });
  await expect(link).toHaveAttribute("href", `#${id}`);
  await link.click();
  await expect(page.locator(`[id="${id}"]`)).toBeFocused();
}

test.describe("dates as day, month and year; a void guardian blocks @no-js", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the GOV.UK messages, the link to the first field in error, ISO stored and prefilled", async ({
    page,
    javaScriptEnabled,
  }) => {
    const js = javaScriptEnabled ?? true;
    await page.setViewportSize({ width: 375, height: 800 });
    // The risk assessment answered (tests/e2e/history.spec.ts walks it): straight to the form.
    expect((await page.request.post("/create-will", { form: { ...START_DRAFT_FIELDS } })).ok()).toBe(true);
    await page.goto("/create-will/personal");
    await settled(page, js);

    const group = page.getByRole("group", { name: DATE, exact: true });
    await expect(group).toContainText("For example, 27 3 1985");
    const fields = dateFields(page, DATE);
    for (const field of [fields.day, fields.month, fields.year]) {
      await expect(field).toHaveAttribute("inputmode", "numeric");
    }

    await page.getByLabel("Your full name").fill("Grace Okafor");
    await page.getByLabel("Your address").fill("4 Mill Lane, Leeds LS1 1AA");
    await pressNext(page, js);
    await expect(group).toContainText("Error: Enter your date of birth");
    await expectSummaryLink(page, "Enter your date of birth", "will-personal-personalInfo.dateOfBirth");

    await typeDate(page, "27", "", "1985");
    await pressNext(page, js);
    await expectSummaryLink(
      page,
      "Date of birth must include a month",
      "will-personal-personalInfo.dateOfBirth.month",
    );
    await expect(fields.month).toHaveAttribute("aria-invalid", "true");
    await expect(fields.day).not.toHaveAttribute("aria-invalid", "true");

    // A message about the whole date: the link goes to its first field, the day.
    for (const [day, month, year, message] of [
      ["31", "2", "1985", "Date of birth must be a real date"],
      ["1", "1", "2099", "Date of birth must be in the past"],
    ] as const) {
      await typeDate(page, day, month, year);
      await pressNext(page, js);
      await expectSummaryLink(page, message, "will-personal-personalInfo.dateOfBirth");
    }
    if (js) await expectNoAxeViolations(page);

    // At a laptop's width the three fields sit side by side.
    // (Polled: the resize reaches the page's layout a moment after Playwright's call returns.)
    await page.setViewportSize({ width: 1280, height: 800 });
    const rows = async () => {
      const tops = await Promise.all(
        [fields.day, fields.month, fields.year].map(async (field) =>
          Math.round((await field.boundingBox())?.y ?? -1),
        ),
      );
      return new Set(tops).size;
    };
    await expect.poll(rows).toBe(1);

    await typeDate(page, "27", "3", "1987");
    await next(page, js, "Family Details");
    // Stored (as 1987-03-27): the page comes back with its three fields filled from the draft.
    await page.goto("/create-will/personal");
    await expectDate(page, DATE, "1987-03-27");
    await next(page, js, "Family Details");

    // A guardian who is the testator: void (Children Act 1989 s.5(3)), so the page will not go on.
    await page.getByLabel("Widowed", { exact: true }).check();
    await page.getByRole("button", { name: "Add a child" }).click();
    const child = page.locator(".repeat-item").first();
    await expect(child.getByLabel("Full name")).toBeVisible({ timeout: 20_000 });
    await settled(page, js);
    await child.getByLabel("Full name").fill("Daniel Okafor");
    await child.getByLabel("Age in years").fill("6");
    await next(page, js, "Guardianship");
    await page.getByRole("button", { name: "Add a guardian for Daniel Okafor" }).click();
    const guardian = page.locator(".repeat-item").first();
    await expect(guardian.getByLabel("Guardian's full name")).toBeVisible({ timeout: 20_000 });
    await settled(page, js);
    await guardian.getByLabel("Guardian's full name").fill("Grace Okafor");
    await guardian.getByLabel("Their relationship to you").fill("Mother");
    await pressNext(page, js);
    const message =
      "Grace Okafor is named as a guardian of Daniel Okafor, but that is your own name. A guardian takes over after your death, so you cannot appoint yourself: change the name to the person you mean.";
    await expectSummaryLink(page, message, "will-guardianship-guardianship[0].guardians[0].fullName");
    await expect(guardian).toContainText(message);
    await guardian.getByLabel("Guardian's full name").fill("Ada Okafor");
    await next(page, js, "Specific Gifts");
  });
});
