import { expect, test } from "@playwright/test";

test.describe("the shell on every page @no-js", () => {
  test("header links to home, How It Works, Why Make a Will and Start Now", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await expect(nav.getByRole("link", { name: "How It Works" })).toHaveAttribute("href", "/#how-it-works");
    await expect(nav.getByRole("link", { name: "Why Make a Will" })).toHaveAttribute(
      "href",
      "/#why-make-will",
    );
    await expect(nav.getByRole("link", { name: "Start Now" })).toHaveAttribute("href", "/ai-will");
    await expect(page.getByRole("banner").getByRole("link", { name: /home/ })).toHaveAttribute("href", "/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
  });

  test("an unknown path answers 404 Page Not Found", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  });
});
