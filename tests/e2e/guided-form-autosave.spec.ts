import { expect, test, type Page, type Request, type Route } from "@playwright/test";
import { answerRiskAssessment, fillDate } from "./will-form.ts";

/*
 * The autosave and Next on the same page (JavaScript on only). A person who types and presses
 * Next at once must reach the next page, whatever order the server answers the autosave, its
 * reload of the page's data and the Next post in. docs/guided-form.md says how the page keeps
 * them apart.
 *
 * The routes below hold each request only until the one it waits for has been seen, so the
 * order is forced by events, never by time: the autosave is answered just after Next is
 * pressed; Next's post is held until the autosave's reload of the page's data has started; and
 * if Next's post is then on its way, that reload is held until the browser asks for the next
 * page's route (/__manifest), which is answered only after the reload. Before the fix, this
 * order left the browser showing Personal Information again, with the answers saved.
 */

const PERSONAL = "/create-will/personal";

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const isPost = (request: Request, action: string) =>
  request.method() === "POST" && (request.postData() ?? "").includes(`_action=${action}`);

function onPersonal(url: URL): boolean {
  return url.pathname === `${PERSONAL}.data` || url.pathname === PERSONAL;
}

/** Holds the page's requests as the comment at the top says; returns what the test waits on. */
async function orderRequests(page: Page) {
  const keepSent = deferred();
  const pressed = deferred();
  const reloadStarted = deferred();
  const manifestAsked = deferred();
  const reloadDone = deferred();
  let nextWaiting = false;
  let reloadWaiting = false;

  await page.route(onPersonal, async (route: Route) => {
    const request = route.request();
    if (isPost(request, "keep")) {
      keepSent.resolve();
      await pressed.promise;
      return route.continue();
    }
    if (isPost(request, "next")) {
      nextWaiting = true;
      await reloadStarted.promise;
      return route.continue();
    }
    if (request.method() === "GET") reloadStarted.resolve();
    if (request.method() === "GET" && nextWaiting) {
      // The autosave's reload of this page's data, while Next's post is on its way.
      reloadWaiting = true;
      await manifestAsked.promise;
      const response = await route.fetch();
      await route.fulfill({ response });
      reloadDone.resolve();
      return;
    }
    return route.continue();
  });
  await page.route("**/__manifest?**", async (route) => {
    manifestAsked.resolve();
    if (reloadWaiting) await reloadDone.promise;
    return route.continue();
  });
  return { keepSent: keepSent.promise, pressed: pressed.resolve };
}

test("a Next pressed while the autosave is on its way reaches the next page", async ({ page }) => {
  await answerRiskAssessment(page, true);
  const order = await orderRequests(page);

  await page.getByLabel("Your full name").fill("Carys Hughes");
  await fillDate(page, "Your date of birth", "1990-03-08");
  await page.getByLabel("Your address").fill("7 Quay Street, Cardiff CF10 1EA");
  await order.keepSent;
  await page.getByRole("button", { name: "Next", exact: true }).click();
  order.pressed();

  await expect(page.getByRole("heading", { level: 1, name: "Family Details" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/create-will\/family$/);
  await expect(page.getByText("Great progress! Now tell us about your family")).toBeVisible();
});
