import { expect, test } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";

test.use({ viewport: { width: 375, height: 740 } });

test.describe("the side menu at 375 px @no-js", () => {
  test("slides in from the Menu control, lists the three links, and closes again", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
    const menu = page.getByRole("navigation", { name: "Main (mobile)" });
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "How It Works" })).toHaveAttribute("href", "/#how-it-works");
    await expect(menu.getByRole("link", { name: "Why Make a Will" })).toHaveAttribute(
      "href",
      "/#why-make-will",
    );
    await expect(menu.getByRole("link", { name: "Start Now" })).toHaveAttribute("href", "/ai-will");

    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });

  test("works by keyboard: Tab to Menu, Enter opens, the links are reachable, a link navigates", async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Main (mobile)" });
    await expect(menu).toBeVisible();
    const howItWorks = menu.getByRole("link", { name: "How It Works" });
    await howItWorks.focus();
    await expect(howItWorks).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/#how-it-works$/);
  });

  test("a closed menu is out of the tab order", async ({ page }) => {
    await page.goto("/privacy-policy");
    const link = page
      .getByRole("navigation", { name: "Main (mobile)" })
      .getByRole("link", { name: "Start Now" });
    await expect(link).toBeHidden();
    // Tab through the header: focus never lands inside the closed menu.
    await page.locator("body").focus();
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press("Tab");
      const insideMenu = await page.evaluate(() => Boolean(document.activeElement?.closest("#site-menu")));
      expect(insideMenu).toBe(false);
    }
  });
});

test.describe("the side menu with JavaScript", () => {
  test("Escape closes it and focus returns to the Menu button", async ({ page }) => {
    await page.goto("/privacy-policy");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Main (mobile)" })).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("the horizontal menu shows from 768 px wide", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 800 });
    await page.goto("/privacy-policy");
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeHidden();
  });
});
