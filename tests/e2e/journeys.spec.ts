import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectPageAccessible } from "./axe.ts";
import { waitForHydration } from "./hydration.ts";

/**
 * From every way in (the landing page's hero, the header's Start Now, the questionnaire's result,
 * the alternative home page, the 404 page) a visitor without an account reaches the first
 * question of a will, the guided form's first question, in at most three clicks, with
 * JavaScript on and off, at a phone's width and a laptop's (docs/journeys.md).
 */

const MAX_CLICKS = 3;
const NO_ACCOUNT = "Start Your Will Without an Account";
const ACCOUNT_ADDS =
  "An account keeps your conversation with the assistant and keeps your wills on your dashboard; you can make and download a will without one.";

/** The questionnaire's seven answers (any will do; these are tests/e2e/questionnaire.spec.ts's). */
const QUESTIONNAIRE = [
  "No, I don't",
  "Married/Civil Partnership",
  "Children under 18",
  "£200,000-£500,000",
  "Partner not protected",
  "Too expensive",
  "Someday",
];

class Walk {
  clicks = 0;
  constructor(
    readonly page: Page,
    readonly javaScriptEnabled: boolean,
  ) {}

  async open(path: string) {
    await this.page.goto(path);
    if (this.javaScriptEnabled) await waitForHydration(this.page);
  }

  /** One click a visitor makes on the way. */
  async click(target: Locator) {
    this.clicks += 1;
    await target.click();
    if (this.javaScriptEnabled) await waitForHydration(this.page);
  }

  /** Arrived: the first question of the will, with no account, within the promised clicks. */
  async expectFirstQuestion() {
    await expect(this.page).toHaveURL(/\/create-will$/);
    await expect(this.page.getByText("Question 1 of 4", { exact: true })).toBeVisible();
    await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(this.page.getByRole("radio").first()).toBeVisible();
    expect(this.clicks).toBeLessThanOrEqual(MAX_CLICKS);
    test.info().annotations.push({ type: "clicks", description: String(this.clicks) });
  }
}

/** The header's Start Now: in the bar at 1280 px, behind Menu at 375 px. */
async function clickHeaderStartNow(walk: Walk) {
  const phone = (walk.page.viewportSize()?.width ?? 1280) < 768;
  if (phone) {
    await walk.click(
      walk.page.getByRole(walk.javaScriptEnabled ? "button" : "link", { name: "Menu", exact: true }),
    );
    await walk.click(
      walk.page.getByRole("navigation", { name: "Main (mobile)" }).getByRole("link", { name: "Start Now" }),
    );
  } else {
    await walk.click(
      walk.page
        .getByRole("navigation", { name: "Main", exact: true })
        .getByRole("link", { name: "Start Now" }),
    );
  }
}

/**
 * Each journey is a visitor's own: a new Walk, counting its own clicks from its first page. The
 * journeys of one test share the browser (nothing they do is kept: no draft, no account), so its
 * scripts load once.
 */
const JOURNEYS_FROM_THE_LANDING_PAGE: [string, (walk: Walk) => Promise<void>][] = [
  [
    "the hero: straight into the form without an account",
    async (walk) => {
      await walk.open("/");
      const hero = walk.page.locator("section.hero");
      await expect(hero.getByRole("link", { name: "Start Now" })).toHaveAttribute("href", "/start");
      await walk.click(hero.getByRole("link", { name: NO_ACCOUNT }));
    },
  ],
  [
    "the hero's Start Now: the questionnaire, whose questions can be skipped",
    async (walk) => {
      await walk.open("/");
      await walk.click(walk.page.locator("section.hero").getByRole("link", { name: "Start Now" }));
      await expect(walk.page.getByText("Question 1 of 7")).toBeVisible();
      await walk.click(walk.page.getByRole("link", { name: "Skip these questions and start your will" }));
    },
  ],
  [
    "the header's Start Now: the sign-in it leads to offers the form, saying what an account adds",
    async (walk) => {
      await walk.open("/");
      await clickHeaderStartNow(walk);
      await expect(walk.page).toHaveURL(/\/auth/);
      await expect(walk.page.getByText(ACCOUNT_ADDS)).toBeVisible();
      await walk.click(walk.page.getByRole("link", { name: NO_ACCOUNT }));
    },
  ],
];

const JOURNEYS_FROM_OTHER_PAGES: [string, (walk: Walk) => Promise<void>][] = [
  [
    "the alternative home page",
    async (walk) => {
      await walk.open("/home");
      await walk.click(walk.page.getByRole("link", { name: "Start Your Will", exact: true }));
    },
  ],
  [
    "the 404 page",
    async (walk) => {
      const response = await walk.page.goto("/no-such-page");
      expect(response?.status()).toBe(404);
      if (walk.javaScriptEnabled) await waitForHydration(walk.page);
      await expect(walk.page).toHaveTitle(/^Error: Page not found \| /);
      await walk.click(walk.page.getByRole("link", { name: "Start Your Will", exact: true }));
    },
  ],
];

async function walkEach(
  page: Page,
  javaScriptEnabled: boolean | undefined,
  journeys: [string, (walk: Walk) => Promise<void>][],
) {
  for (const [name, journey] of journeys) {
    await test.step(name, async () => {
      const walk = new Walk(page, javaScriptEnabled ?? true);
      await journey(walk);
      await walk.expectFirstQuestion();
    });
  }
}

for (const width of [375, 1280]) {
  test.describe(`journeys to a will at ${width} px @no-js`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(`from the landing page: ${JOURNEYS_FROM_THE_LANDING_PAGE.map(([name]) => name.split(":")[0]).join("; ")}`, async ({
      page,
      javaScriptEnabled,
    }) => {
      await walkEach(page, javaScriptEnabled, JOURNEYS_FROM_THE_LANDING_PAGE);
    });

    test("the questionnaire's result leads on to the will", async ({ page, javaScriptEnabled }) => {
      const walk = new Walk(page, javaScriptEnabled ?? true);
      await walk.open("/start");
      if (javaScriptEnabled) await expect(page.locator(".questionnaire[data-hydrated]")).toBeVisible();
      for (const answer of QUESTIONNAIRE) {
        await page.getByRole("button", { name: answer, exact: true }).click();
        await page.getByRole("button", { name: "Continue" }).click();
      }
      await expect(
        page.getByRole("heading", { level: 1, name: "You're Ready to Protect Your Family" }),
      ).toBeVisible();
      // The spec's button stays; the form without an account is beside it.
      await expect(page.getByRole("link", { name: "Create My Free Will Now" })).toHaveAttribute(
        "href",
        "/auth",
      );
      await expect(page.getByText(ACCOUNT_ADDS)).toBeVisible();
      await walk.click(page.getByRole("link", { name: NO_ACCOUNT }));
      await walk.expectFirstQuestion();
    });

    test("the alternative home page and the 404 page", async ({ page, javaScriptEnabled }) => {
      await walkEach(page, javaScriptEnabled, JOURNEYS_FROM_OTHER_PAGES);
    });
  });
}

test.describe("the pages on the way at 375 px @no-js", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  // At a laptop's width accessibility.spec.ts checks every one of these pages, and "/" and
  // "/start" at a phone's too: here, the rest at a phone's width.
  test("the pages on the way pass axe at a phone's width", async ({ page, browser, javaScriptEnabled }) => {
    for (const path of ["/auth", "/home", "/no-such-page", "/create-will"]) {
      await expectPageAccessible({ page, browser, javaScriptEnabled: javaScriptEnabled ?? true }, path);
    }
  });
});
