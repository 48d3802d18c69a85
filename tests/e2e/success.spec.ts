import { expect, test, type APIRequestContext } from "@playwright/test";
import { buildSavePayload } from "../support/factories.ts";
import { waitForHydration } from "./hydration.ts";

async function saveReadyWill(request: APIRequestContext): Promise<string> {
  const saved = await request.post("/api/wills", {
    data: buildSavePayload({ email: "success@example.com" }),
  });
  expect(saved.status()).toBe(201);
  const { id } = (await saved.json()) as { id: string };
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/wills/${id}/progress`)).json()) as { status: string }).status,
      {
        timeout: 30_000,
      },
    )
    .toMatch(/ready|emailed/);
  return id;
}

test.describe("the success pages @no-js", () => {
  test.describe.configure({ timeout: 60_000 });

  // One will, ready, for both pages: the pipeline's wait once.
  test("/success and /will-success confirm the will with the next steps and a download", async ({ page }) => {
    const id = await saveReadyWill(page.request);
    for (const route of ["/success", "/will-success"]) {
      await page.goto(`${route}?id=${id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Will Created Successfully");
      await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Store Securely" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Download Your Will (PDF)" })).toHaveAttribute(
        "href",
        `/api/wills/${id}/pdf`,
      );
      await expect(page.getByRole("link", { name: "Create Another Will" })).toHaveAttribute("href", "/");
    }
  });

  test("without an id they say 'Missing Will ID' with Return Home; a will this browser may not read: 'Error Loading Will Details' with Return Home and Try Again", async ({
    page,
  }) => {
    for (const route of ["/success", "/will-success"]) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(400);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Missing Will ID");
      await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    }

    const response = await page.goto("/success?id=AAAAAAAAAAAAAAAAAAAAAA");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Error Loading Will Details");
    await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Try Again" })).toHaveAttribute(
      "href",
      "?id=AAAAAAAAAAAAAAAAAAAAAA",
    );
  });
});

test.describe("downloading from the success page with JavaScript", () => {
  test.describe.configure({ timeout: 60_000 });

  // One will, ready, opened in two tabs of the browser that made it: one downloads it, the
  // other's download fails.
  test("downloads {name}.pdf and says 'Your PDF has been downloaded'; says 'Failed to download the PDF. Please try again.' when the download fails", async ({
    page,
    context,
  }) => {
    const id = await saveReadyWill(page.request);
    const failing = await context.newPage();
    for (const tab of [page, failing]) {
      await tab.goto(`/success?id=${id}`);
      await waitForHydration(tab);
    }

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download Your Will (PDF)" }).click();
    expect((await download).suggestedFilename()).toBe("Ann Smith.pdf");
    await expect(page.locator(".toast-viewport .toast")).toContainText("Your PDF has been downloaded");

    await failing.route(`**/api/wills/${id}/pdf`, (route) => route.fulfill({ status: 500, body: "" }));
    await failing.getByRole("link", { name: "Download Your Will (PDF)" }).click();
    await expect(failing.locator(".toast-viewport .toast")).toContainText(
      "Failed to download the PDF. Please try again.",
    );
  });
});
