import { expect, test, type Page, type Route } from "@playwright/test";
import { answerRiskAssessment, fillDate, settled } from "./will-form.ts";

/*
 * A page of the guided form is interactive before its checks arrive: they (zod, the step's schema
 * and the legal checks) are imported once the page has hydrated (docs/decisions/022). Until then a
 * press of Next is checked by the server, as without JavaScript; once they are here, the browser
 * checks the page itself and nothing is posted until it is right. If they fail to load (offline,
 * or a deploy replaced the chunk), the page stays as it was before they arrived, and the next page
 * tries again.
 */

/** The chunk of the pages' checks (web/app/will-form/step-checks.ts), as the build names it. */
const STEP_CHECKS = /\/assets\/step-checks-[\w-]+\.js$/;

/** The page's form once the browser checks it (web/app/will-form/pages.tsx marks it). */
const checkedInTheBrowser = (page: Page) => page.locator("form[data-checks='browser']");

const errorSummary = (page: Page) => page.getByRole("alert").filter({ hasText: "There is a problem" });

const REQUIRED = ["Enter your full name", "Enter your date of birth", "Enter your address"];

/** The page's form posts (Next, and the autosave), by their `_action`. */
function watchPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "POST" || !request.url().includes("/create-will/personal")) return;
    posts.push(new URLSearchParams(request.postData() ?? "").get("_action") ?? "");
  });
  return posts;
}

/** Next on the empty personal page: the error summary, focused, names what is missing. */
async function pressNextOnTheEmptyPage(page: Page): Promise<string[]> {
  const posts = watchPosts(page);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(errorSummary(page)).toBeFocused();
  for (const message of REQUIRED) {
    await expect(errorSummary(page).getByRole("link", { name: message })).toBeVisible();
  }
  return posts;
}

test.describe("the guided form's checks", () => {
  test.describe.configure({ timeout: 90_000 });

  test("are not part of the page as it arrives, and then check the page in the browser", async ({ page }) => {
    await answerRiskAssessment(page, true);
    const response = await page.goto("/create-will/personal");
    // What the page loads before it is interactive: the modules the server's markup preloads.
    const html = (await response?.text()) ?? "";
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
      (link) => link[1] ?? "",
    );
    expect(preloaded.some((href) => /\/create-will\._step-/.test(href))).toBe(true);
    expect(preloaded.filter((href) => /step-checks|zod-setup/.test(href))).toEqual([]);
    await expect(checkedInTheBrowser(page)).toBeAttached();

    const posts = await pressNextOnTheEmptyPage(page);
    expect(posts).toEqual([]);
  });

  test("a press of Next before they arrive is answered by the server", async ({ page }) => {
    const held: Route[] = [];
    await page.route(STEP_CHECKS, (route) => {
      held.push(route);
    });
    await answerRiskAssessment(page, true);
    await expect.poll(() => held.length).toBe(1);
    await expect(checkedInTheBrowser(page)).not.toBeAttached();

    const posts = await pressNextOnTheEmptyPage(page);
    expect(posts).toEqual(["next"]);

    // The checks arrive: an answer under 18 is refused in the browser, with no post.
    await Promise.all(held.map((route) => route.continue()));
    await expect(checkedInTheBrowser(page)).toBeAttached();
    await page.getByLabel("Your full name").fill("Ruth Ellis");
    await page.getByLabel("Your address").fill("9 Bank Street, York");
    await fillDate(page, "Your date of birth", "2015-05-05");
    await expect(page.getByText("Your answers are saved")).toBeVisible();
    posts.length = 0;
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(
      errorSummary(page).getByText("You must be 18 or over to make a will in England and Wales."),
    ).toBeVisible();
    expect(posts).toEqual([]);
  });

  test("that fail to load leave the page answered by the server, with no error, and the next page loads them", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const requests: string[] = [];
    await page.route(STEP_CHECKS, async (route) => {
      requests.push(route.request().url());
      // The first request fails as it does offline; the next gets the chunk.
      if (requests.length === 1) await route.abort("internetdisconnected");
      else await route.continue();
    });
    await answerRiskAssessment(page, true);
    await expect.poll(() => requests.length).toBe(1);

    const posts = await pressNextOnTheEmptyPage(page);
    expect(posts).toEqual(["next"]);
    await expect(checkedInTheBrowser(page)).not.toBeAttached();
    expect(errors).toEqual([]);

    await page.getByLabel("Your full name").fill("Ruth Ellis");
    await page.getByLabel("Your address").fill("9 Bank Street, York");
    await fillDate(page, "Your date of birth", "1950-05-05");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Family Details" })).toBeVisible({
      timeout: 20_000,
    });
    await settled(page, true);
    await expect(checkedInTheBrowser(page)).toBeAttached();
    expect(requests).toHaveLength(2);
    expect(errors).toEqual([]);
  });
});
