import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
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

/** A page in a context of its own: the pipeline makes one will of a browser at a time. */
async function visitorPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const { baseURL, viewport } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled });
  return context.newPage();
}

/** A page that follows its will: what it says while the will is made, and its link once it is. */
interface Following {
  visitor: Page;
  id: string;
  waiting: string;
  link: string;
  /** The confirmation pages: a plain GET of it once done asks for no more refreshes. */
  route?: string;
}

for (const width of [375, 1280]) {
  test.describe(`pages that follow the work at ${width} px @no-js`, () => {
    test.use({ viewport: { width, height: 800 } });
    test.describe.configure({ timeout: 60_000 });

    // The three pages in one test, each with its own will made at the same time, rather than a
    // test and a wait for the pipeline each.
    test("/success and /will-success: 'still being prepared', then the download appears by itself; the will page: 'Your PDF is being made', then Download PDF", async ({
      page,
      browser,
      javaScriptEnabled,
    }) => {
      const others = [
        await visitorPage(browser, javaScriptEnabled),
        await visitorPage(browser, javaScriptEnabled),
      ];
      try {
        const pages: Following[] = [];
        for (const [index, route] of ["/success", "/will-success"].entries()) {
          const visitor = index === 0 ? page : (others[0] ?? page);
          const id = await saveWill(visitor.request);
          await visitor.goto(`${route}?id=${id}`);
          await expect(visitor.getByText("Your will is still being prepared")).toBeVisible();
          await expect(visitor.getByRole("link", { name: "Download Your Will (PDF)" })).toHaveCount(0);
          pages.push({
            visitor,
            id,
            waiting: "Your will is still being prepared",
            link: "Download Your Will (PDF)",
            route,
          });
          if (javaScriptEnabled) await markPage(visitor);
        }
        const visitor = others[1] ?? page;
        const id = await saveWill(visitor.request);
        await visitor.goto(`/wills/${id}`);
        await expect(visitor.getByText("Your PDF is being made")).toBeVisible();
        pages.push({ visitor, id, waiting: "Your PDF is being made", link: "Download PDF" });
        if (javaScriptEnabled) await markPage(visitor);

        for (const { visitor, id, waiting, link, route } of pages) {
          await expect(visitor.getByRole("link", { name: link })).toHaveAttribute(
            "href",
            `/api/wills/${id}/pdf`,
            {
              timeout: 30_000,
            },
          );
          await expect(visitor.getByText(waiting)).toHaveCount(0);
          if (javaScriptEnabled) {
            expect(await visitor.evaluate(() => (window as unknown as { followed?: boolean }).followed)).toBe(
              true,
            );
          }
          // Done: no more refreshes asked for.
          if (route) {
            expect(await (await visitor.request.get(`${route}?id=${id}`)).text()).not.toContain(
              'http-equiv="refresh"',
            );
          }
        }
      } finally {
        for (const other of others) await other.context().close();
      }
    });
  });
}

/** Hydrated, and a mark set that the page keeps only while it is not reloaded. */
async function markPage(page: Page) {
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { followed: boolean }).followed = true));
}
