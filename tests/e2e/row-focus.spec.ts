import { expect, test } from "@playwright/test";
import { postPersonal, settled } from "./will-form.ts";

/**
 * Adding or removing a row keeps the visitor's place: with JavaScript focus moves to the new row's
 * first field after Add and to the list's Add button after Remove; without JavaScript the page
 * comes back at the new row (or the Add button) by its fragment (docs/journeys.md).
 */

for (const width of [375, 1280]) {
  test.describe(`adding and removing rows at ${width} px @no-js`, () => {
    test.use({ viewport: { width, height: 700 } });
    test.describe.configure({ timeout: 90_000 });

    test("Add a child lands on the new row; Remove lands on Add a child", async ({
      page,
      javaScriptEnabled,
    }) => {
      const js = javaScriptEnabled ?? true;
      // The pages before the family page posted as the form posts them (other specs walk them).
      await postPersonal(page, {
        fullName: "Ruth Ellis",
        dateOfBirth: "1970-04-02",
        address: "2 Mill Lane, Hull",
      });
      await page.goto("/create-will/family");
      await expect(page.getByRole("heading", { level: 1, name: "Family Details" })).toBeVisible();
      await settled(page, js);
      await page.getByLabel("Widowed", { exact: true }).check();

      for (const number of [1, 2]) {
        await page.getByRole("button", { name: "Add a child" }).click();
        const row = page.locator(`[id="familyInfo.children-row-${number}"]`);
        await expect(row.getByRole("heading", { name: `Child ${number}`, exact: true })).toBeVisible();
        await settled(page, js);
        if (js) {
          await expect(row.getByLabel("Full name")).toBeFocused();
        } else {
          expect(new URL(page.url()).hash).toBe(`#familyInfo.children-row-${number}`);
        }
        await expect(row).toBeInViewport();
      }

      await page.getByRole("button", { name: "Remove child 1" }).click();
      await expect(page.getByRole("heading", { name: "Child 2", exact: true })).toHaveCount(0);
      await settled(page, js);
      const add = page.getByRole("button", { name: "Add a child" });
      if (js) {
        await expect(add).toBeFocused();
      } else {
        expect(new URL(page.url()).hash).toBe("#familyInfo.children-add");
      }
      await expect(add).toBeInViewport();
    });
  });
}
