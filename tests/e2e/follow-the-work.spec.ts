import { expect, test, type APIRequestContext } from "@playwright/test";
import { buildSavePayload } from "../support/factories.ts";
import { waitForHydration } from "./hydration.ts";

/**
 * The confirmation pages and the will page follow the will being made: 'still being prepared'
 * while the pipeline works (its four steps take at least 3 s: two waits of 1.5 s), then the
 * download the moment the PDF exists, without a reload by the visitor. With JavaScript the page
 * loads its data again every second; without it the page asks for a refresh every 2 s (a
 * refresh inside <noscript>, so a page with JavaScript is never reloaded).
 */

async function saveWill(request: APIRequestContext): Promise<string> {
  const saved = await request.post("/api/wills", { data: buildSavePayload({ email: "follow@example.com" }) });
  expect(saved.status()).toBe(201);
  return ((await saved.json()) as { id: string }).id;
}

for (const width of [375, 1280]) {
  test.describe(`pages that follow the work at ${width} px @no-js`, () => {
    test.use({ viewport: { width, height: 800 } });
    test.describe.configure({ timeout: 60_000 });

    for (const route of ["/success", "/will-success"]) {
      test(`${route}: 'still being prepared', then the download appears by itself`, async ({
        page,
        javaScriptEnabled,
      }) => {
        const id = await saveWill(page.request);
        await page.goto(`${route}?id=${id}`);
        await expect(page.getByText("Your will is still being prepared")).toBeVisible();
        await expect(page.getByRole("link", { name: "Download Your Will (PDF)" })).toHaveCount(0);
        if (javaScriptEnabled) {
          await waitForHydration(page);
          // A mark the page keeps only while it is not reloaded.
          await page.evaluate(() => ((window as unknown as { followed: boolean }).followed = true));
        }
        await expect(page.getByRole("link", { name: "Download Your Will (PDF)" })).toHaveAttribute(
          "href",
          `/api/wills/${id}/pdf`,
          { timeout: 30_000 },
        );
        await expect(page.getByText("Your will is still being prepared")).toHaveCount(0);
        if (javaScriptEnabled) {
          expect(await page.evaluate(() => (window as unknown as { followed?: boolean }).followed)).toBe(
            true,
          );
        }
        // Done: no more refreshes asked for.
        expect(await (await page.request.get(`${route}?id=${id}`)).text()).not.toContain(
          'http-equiv="refresh"',
        );
      });
    }

    test("the will page: 'Your PDF is being made', then Download PDF", async ({
      page,
      javaScriptEnabled,
    }) => {
      const id = await saveWill(page.request);
      await page.goto(`/wills/${id}`);
      await expect(page.getByText("Your PDF is being made")).toBeVisible();
      if (javaScriptEnabled) {
        await waitForHydration(page);
        await page.evaluate(() => ((window as unknown as { followed: boolean }).followed = true));
      }
      await expect(page.getByRole("link", { name: "Download PDF" })).toHaveAttribute(
        "href",
        `/api/wills/${id}/pdf`,
        { timeout: 30_000 },
      );
      await expect(page.getByText("Your PDF is being made")).toHaveCount(0);
      if (javaScriptEnabled) {
        expect(await page.evaluate(() => (window as unknown as { followed?: boolean }).followed)).toBe(true);
      }
    });
  });
}
