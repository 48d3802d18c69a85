import { expect, type Page } from "@playwright/test";

/** Waits until React has hydrated the page, so event handlers are attached. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html[data-hydrated='true']")).toBeAttached({ timeout: 15_000 });
}
