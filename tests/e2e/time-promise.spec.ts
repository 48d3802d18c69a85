import { expect, test } from "@playwright/test";
import { testAddress } from "./mail.ts";
import { registerThroughApi } from "./sign-up.ts";
import { fillWill, type Family } from "./will-form.ts";

/**
 * One time promise: every page that says how long a will takes says the same ('about 5
 * minutes'), and the journey of a typical family through the guided form, from the risk
 * assessment to the preview, reports how long it took (an annotation and a line of output: a
 * measurement, not a timed test; the promise is for a person typing, docs/journeys.md).
 */

const PROMISE = "about 5 minutes";

const TYPICAL_FAMILY: Family = {
  testator: {
    fullName: "Daniel Okafor",
    dateOfBirth: "1984-01-20",
    address: "12 Elm Road, Manchester M1 2AB",
  },
  maritalStatus: "Married or in a civil partnership",
  spouse: { fullName: "Grace Okafor" },
  children: [
    { fullName: "Chidi Okafor", age: 9, guardians: [{ fullName: "Ngozi Adeyemi", relationship: "sister" }] },
    { fullName: "Ada Okafor", age: 6, guardians: [{ fullName: "Ngozi Adeyemi", relationship: "sister" }] },
  ],
  gifts: [],
  beneficiaries: [{ fullName: "Grace Okafor", relationship: "wife", percentage: 100 }],
  contingentBeneficiaries: [
    { fullName: "Chidi Okafor", relationship: "son", percentage: 50 },
    { fullName: "Ada Okafor", relationship: "daughter", percentage: 50 },
  ],
  executor: {
    fullName: "Grace Okafor",
    relationship: "Spouse",
    address: "12 Elm Road, Manchester M1 2AB",
    contact: "07700 900002",
  },
  email: "daniel",
};

test.describe("the time a will takes @no-js", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a typical family's journey through the form: its time is reported", async ({
    page,
    javaScriptEnabled,
  }) => {
    const started = Date.now();
    await fillWill(page, javaScriptEnabled ?? true, TYPICAL_FAMILY);
    await expect(page.getByRole("heading", { level: 1, name: "Preview" })).toBeVisible();
    const seconds = Math.round((Date.now() - started) / 1000);
    // The preview's links and buttons (its Change links above all) are at least 24 x 24 px.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      const small = await page.locator("main a:visible, main button:visible").evaluateAll((elements) =>
        elements
          .map((element) => ({
            text: element.textContent?.trim() ?? "",
            box: element.getBoundingClientRect(),
          }))
          .filter(({ box }) => box.width < 24 || box.height < 24)
          .map(({ text, box }) => `${text} ${Math.round(box.width)}x${Math.round(box.height)}`),
      );
      expect(small, `targets under 24 x 24 px at ${width} px`).toEqual([]);
    }
    test.info().annotations.push({ type: "journey time (s)", description: String(seconds) });
    console.log(`typical family, risk assessment to preview: ${seconds} s (promise: ${PROMISE})`);
  });
});

/** A Welsh village's name: 58 letters, wider than a phone's line. */
const LONG_WORD = "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch";

test.describe("one time promise", () => {
  test.describe.configure({ timeout: 60_000 });

  test("the landing page, the alternative home, the assistant and the dashboard all say 'about 5 minutes'", async ({
    page,
  }, testInfo) => {
    for (const path of ["/", "/home"]) {
      await page.goto(path);
      await expect(page.locator("main")).toContainText(PROMISE);
      await expect(page.locator("main")).not.toContainText("15 minutes");
    }
    // Signed up through the JSON call: the sign-up form is accounts.spec.ts's subject. The name is
    // a word longer than a phone's line, which the greetings must wrap rather than widen the page.
    await registerThroughApi(page, LONG_WORD, testAddress(testInfo, "promise"));
    await page.setViewportSize({ width: 375, height: 800 });
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    await page.goto("/ai-will");
    await expect(page.getByRole("heading", { level: 1, name: "AI Will Assistant" })).toBeVisible();
    await expect(page.locator("main")).toContainText(`It takes ${PROMISE}.`);
    expect(await pageWidth()).toBe(375);
    await page.goto("/dashboard");
    await expect(page.locator("main")).toContainText(`It takes ${PROMISE}, and it is free.`);
    expect(await pageWidth()).toBe(375);
  });
});
