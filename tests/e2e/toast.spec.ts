import { readFileSync } from "node:fs";
import path from "node:path";
import { createCookieSessionStorage } from "@remix-run/node";
import { expect, test, type BrowserContext } from "@playwright/test";

/**
 * Toasts reach the page the way every server outcome does: flashed in the signed "toast" cookie
 * and read by the root loader. The cookie is signed here with the test server's own secret
 * (generated into its DATA_DIR), so this drives the real path.
 */
async function flashToast(context: BrowserContext, baseURL: string, title: string, description: string) {
  const secret = readFileSync(path.join(process.env.E2E_DATA_DIR ?? "", "session-secret"), "utf8").trim();
  const storage = createCookieSessionStorage({
    cookie: { name: "toast", httpOnly: true, sameSite: "lax", path: "/", secrets: [secret] },
  });
  const session = await storage.getSession();
  session.flash("toast", { id: crypto.randomUUID(), title, description, type: "success" });
  const setCookie = await storage.commitSession(session);
  const value = /^toast=([^;]*)/.exec(setCookie)?.[1] ?? "";
  await context.addCookies([{ name: "toast", value, url: baseURL }]);
}

test.describe("toasts @no-js", () => {
  test("a flashed outcome is shown once, as a status message", async ({ page, context, baseURL }) => {
    await flashToast(context, baseURL ?? "", "Logged in successfully", "Welcome back!");
    await page.goto("/privacy-policy");
    const status = page.getByRole("status").filter({ hasText: "Logged in successfully" });
    await expect(status).toBeVisible();
    await expect(status).toContainText("Welcome back!");
    await page.reload();
    await expect(page.getByText("Logged in successfully")).toHaveCount(0);
  });
});

test.describe("toasts with JavaScript", () => {
  test("F8 focuses the notification region", async ({ page, context, baseURL }) => {
    await flashToast(context, baseURL ?? "", "Your PDF has been downloaded", "Check your downloads folder.");
    await page.goto("/privacy-policy");
    // The Radix toast (not the static one rendered before JavaScript runs) must be there first.
    const viewport = page.locator(".toast-viewport");
    await expect(
      viewport.locator(".toast").filter({ hasText: "Your PDF has been downloaded" }),
    ).toBeVisible();
    await expect(async () => {
      await page.keyboard.press("F8");
      await expect(viewport).toBeFocused({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  });

  test("closes itself after 5000 ms", async ({ page, context, baseURL }) => {
    // Paused from the start: an installed clock otherwise runs in real time too, and on a busy
    // machine a second could pass between seeing the toast and the first runFor.
    await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
    await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"));
    await flashToast(context, baseURL ?? "", "Account created successfully", "You are now logged in");
    await page.goto("/privacy-policy");
    const toast = page.locator(".toast-viewport .toast").filter({ hasText: "Account created successfully" });
    await expect(toast).toBeVisible();
    await page.clock.runFor(4_000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(toast).toBeHidden();
  });

  test("a swipe to the right of more than 50 px dismisses it, a shorter one does not", async ({
    page,
    context,
    baseURL,
  }) => {
    await flashToast(
      context,
      baseURL ?? "",
      "Logged out successfully",
      "You have been logged out of your account",
    );
    await page.goto("/privacy-policy");
    const toast = page.locator(".toast-viewport .toast").filter({ hasText: "Logged out successfully" });
    await expect(toast).toBeVisible();
    const swipe = async (distance: number) => {
      const box = await toast.boundingBox();
      if (!box) throw new Error("the toast has no box");
      const x = box.x + 20;
      const y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + distance, y, { steps: Math.max(6, Math.round(distance / 10)) });
      await page.mouse.up();
    };

    const restingX = (await toast.boundingBox())?.x;
    await swipe(30);
    await expect(toast).toHaveAttribute("data-swipe", "cancel");
    await expect(toast).toBeVisible();
    // The toast slides back (a 0.2 s transition) before the next gesture starts on it.
    await expect.poll(async () => (await toast.boundingBox())?.x).toBe(restingX);

    await expect(async () => {
      await swipe(120);
      await expect(toast).toBeHidden({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  });
});
