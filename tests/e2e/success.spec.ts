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

  for (const route of ["/success", "/will-success"]) {
    test(`${route} confirms the will with the next steps and a download`, async ({ page }) => {
      const id = await saveReadyWill(page.request);
      await page.goto(`${route}?id=${id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Will Created Successfully");
      await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Store Securely" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Download Your Will (PDF)" })).toHaveAttribute(
        "href",
        `/api/wills/${id}/pdf`,
      );
      await expect(page.getByRole("link", { name: "Create Another Will" })).toHaveAttribute("href", "/");
    });

    test(`${route} without an id says 'Missing Will ID' with Return Home`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(400);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Missing Will ID");
      await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    });
  }

  test("a will this browser may not read: 'Error Loading Will Details' with Return Home and Try Again", async ({
    page,
  }) => {
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

  test("downloads {name}.pdf and says 'Your PDF has been downloaded'", async ({ page }) => {
    const id = await saveReadyWill(page.request);
    await page.goto(`/success?id=${id}`);
    await waitForHydration(page);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download Your Will (PDF)" }).click();
    expect((await download).suggestedFilename()).toBe("Ann Smith.pdf");
    await expect(page.locator(".toast-viewport .toast")).toContainText("Your PDF has been downloaded");
  });

  test("says 'Failed to download the PDF. Please try again.' when the download fails", async ({ page }) => {
    const id = await saveReadyWill(page.request);
    await page.goto(`/success?id=${id}`);
    await waitForHydration(page);
    await page.route(`**/api/wills/${id}/pdf`, (route) => route.fulfill({ status: 500, body: "" }));
    await page.getByRole("link", { name: "Download Your Will (PDF)" }).click();
    await expect(page.locator(".toast-viewport .toast")).toContainText(
      "Failed to download the PDF. Please try again.",
    );
  });
});
