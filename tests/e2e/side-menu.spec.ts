import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";

test.use({ viewport: { width: 375, height: 740 } });

/** With JavaScript a real button; without it a link to the menu (#site-menu, opened by CSS). */
function menuControl(page: Page, javaScriptEnabled: boolean | undefined) {
  return page.getByRole(javaScriptEnabled === false ? "link" : "button", { name: "Menu", exact: true });
}

test.describe("the side menu at 375 px @no-js", () => {
  test("slides in from the Menu control, lists the three links, and closes again", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/privacy-policy");
    if (javaScriptEnabled) await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
    const menu = page.getByRole("navigation", { name: "Main (mobile)" });
    await expect(menu).toBeHidden();

    await menuControl(page, javaScriptEnabled).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "How It Works" })).toHaveAttribute("href", "/#how-it-works");
    await expect(menu.getByRole("link", { name: "Why Make a Will" })).toHaveAttribute(
      "href",
      "/#why-make-will",
    );
    await expect(menu.getByRole("link", { name: "Start Now" })).toHaveAttribute("href", "/ai-will");

    await menu.getByRole(javaScriptEnabled ? "button" : "link", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });

  test("works by keyboard: Tab to Menu, Enter opens, the links are reachable, a link navigates", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/privacy-policy");
    if (javaScriptEnabled) await waitForHydration(page);
    const toggle = menuControl(page, javaScriptEnabled);
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

  test("the Menu control is a <button aria-expanded>: Space opens it, Tab stays inside, the page behind is inert", async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    expect(await toggle.evaluate((element) => element.tagName)).toBe("BUTTON");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const scrolled = await page.evaluate(() => window.scrollY);
    await toggle.focus();
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    const menu = page.getByRole("navigation", { name: "Main (mobile)" });
    await expect(menu).toBeVisible();
    const close = menu.getByRole("button", { name: "Close menu" });
    await expect(close).toBeFocused();
    // The page behind: inert, out of reach of Tab, clicks and assistive technology.
    expect(await page.locator("#main-content").evaluate((element) => (element as HTMLElement).inert)).toBe(
      true,
    );
    // Tab through the panel and past its last link: focus wraps to Close, never leaves the panel.
    const controls = await menu.locator("a[href], button").count();
    for (let i = 0; i < controls; i += 1) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest(".side-menu-panel")))).toBe(
        true,
      );
    }
    await expect(close).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(menu.getByRole("link", { name: "Start Now" })).toBeFocused();
    // Closing returns focus to the button and the page comes back.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(await page.locator("#main-content").evaluate((element) => (element as HTMLElement).inert)).toBe(
      false,
    );
  });

  test("the horizontal menu shows from 768 px wide", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 800 });
    await page.goto("/privacy-policy");
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeHidden();
  });
});
