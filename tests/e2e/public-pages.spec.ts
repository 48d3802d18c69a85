import { expect, test, type Page } from "@playwright/test";

const PUBLIC_PAGES: { path: string; heading: string }[] = [
  { path: "/", heading: "Make Your Free Will in Minutes" },
  { path: "/home", heading: "Protect Your Family's Future" },
  { path: "/privacy-policy", heading: "Privacy Policy" },
  { path: "/auth", heading: "Create your account" },
  { path: "/auth?tab=login", heading: "Log in to your account" },
  { path: "/forgot-password", heading: "Reset your password" },
];

const FAQ_TOPICS: { question: RegExp; gov: string }[] = [
  { question: /legally valid/i, gov: "https://www.gov.uk/make-will/make-sure-your-will-is-legal" },
  { question: /need a solicitor/i, gov: "https://www.gov.uk/make-will" },
  { question: /not married.*partner inherit/i, gov: "https://www.gov.uk/inherits-someone-dies-without-will" },
  { question: /die without a will/i, gov: "https://www.gov.uk/inherits-someone-dies-without-will" },
  { question: /where should i store my will/i, gov: "https://www.gov.uk/make-will/writing-your-will" },
  { question: /make my will official/i, gov: "https://www.gov.uk/make-will/make-sure-your-will-is-legal" },
];

function faq(page: Page) {
  return page.getByRole("region", { name: "Frequently Asked Questions" });
}

test.describe("public pages answer with their heading @no-js", () => {
  // One page for all of them (soft assertions: every page is reported, not just the first).
  test(`${PUBLIC_PAGES.map(({ path }) => path).join(", ")} answer 200 with their heading`, async ({
    page,
  }) => {
    for (const { path, heading } of PUBLIC_PAGES) {
      const response = await page.goto(path);
      expect.soft(response?.status(), path).toBe(200);
      await expect.soft(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
      await expect.soft(page, path).toHaveTitle(new RegExp(heading.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    }
  });
});

test.describe("the landing page @no-js", () => {
  // Its sections checked on one load of the page, the question clicked open last.
  test("its sections, hero, steps, cards and FAQ; a question opens when its summary is clicked", async ({
    page,
  }) => {
    await page.goto("/");
    await test.step("shows its six sections in order with the anchors the header uses", async () => {
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("Make Your Free Will in Minutes");
      await expect(main.getByRole("heading", { level: 2 })).toHaveText([
        "How It Works",
        "Why Create a Will",
        "What Could Happen If You Don't Act Now",
        "Frequently Asked Questions",
        "Ready to Protect Your Family?",
      ]);
      await expect(page.locator("#how-it-works h2")).toHaveText("How It Works");
      await expect(page.locator("#why-make-will h2")).toHaveText("Why Create a Will");
      await expect(page.locator("#form h2")).toHaveText("Ready to Protect Your Family?");
      await expect(page.locator("#form").getByRole("link", { name: "Create Your Will Now" })).toHaveAttribute(
        "href",
        "/start",
      );
    });

    await test.step("the hero promises a free will and both buttons go to /start", async () => {
      const hero = page.getByRole("region", { name: "Make Your Free Will in Minutes" });
      await expect(hero).toContainText(/free/i);
      await expect(hero).toContainText(/no credit card/i);
      await expect(hero).toContainText(/about 5 minutes/i);
      await expect(hero).toContainText(/same day/i);
      await expect(hero.getByRole("link", { name: "Start Now" })).toHaveAttribute("href", "/start");
      await expect(hero.getByRole("link", { name: "Create Your Will Now" })).toHaveAttribute(
        "href",
        "/start",
      );
    });

    await test.step("How It Works has three numbered steps; Why and the risks list their cards", async () => {
      const steps = page.locator("#how-it-works ol > li");
      await expect(steps).toHaveCount(3);
      await expect(steps.nth(0).getByRole("heading", { level: 3 })).toContainText(/assistant/i);
      await expect(steps.nth(1).getByRole("heading", { level: 3 })).toContainText("Get Your Will");
      await expect(steps.nth(2).getByRole("heading", { level: 3 })).toContainText("Optional Legal Check");
      await expect(steps.nth(2)).toContainText(/price/i);
      await expect(page.locator("#why-make-will").getByRole("heading", { level: 3 })).toHaveText([
        "Protect Your Family",
        "Secure Assets",
        "Peace of Mind",
      ]);
      const risks = page.getByRole("region", { name: "What Could Happen If You Don't Act Now" });
      await expect(risks.getByRole("heading", { level: 3 })).toHaveText([
        "Family Disputes",
        "State Control",
        "Financial Chaos",
        "Dependents at Risk",
      ]);
      await expect(risks).toContainText(/not married/i);
    });

    await test.step("the FAQ has its three groups, every topic, and GOV.UK guidance in every answer", async () => {
      const region = faq(page);
      await expect(region.getByRole("heading", { level: 3 })).toHaveText([
        "General Questions",
        "Practical Questions",
        "Final Steps",
      ]);
      for (const topic of FAQ_TOPICS) {
        const item = region
          .locator("details")
          .filter({ has: page.locator("summary", { hasText: topic.question }) });
        await expect(item).toHaveCount(1);
        await expect(item.locator(`a[href="${topic.gov}"]`)).toHaveCount(1);
      }
      const items = region.locator("details");
      const count = await items.count();
      expect(count).toBeGreaterThanOrEqual(FAQ_TOPICS.length);
      for (let index = 0; index < count; index++) {
        const links = items.nth(index).locator('a[href^="https://www.gov.uk/"]');
        expect(await links.count(), `answer ${index + 1} links to GOV.UK`).toBeGreaterThanOrEqual(1);
      }
      // The legal-validity answer states the rules of the Wills Act 1837.
      const legal = items.filter({ has: page.locator("summary", { hasText: /legally valid/i }) });
      await expect(legal).toContainText("Wills Act 1837");
      await expect(legal).toContainText("18 or over");
      await expect(legal).toContainText("two witnesses");
    });

    await test.step("a question opens when its summary is clicked, with or without JavaScript", async () => {
      const region = faq(page);
      const item = region.locator("details", {
        has: page.locator("summary", { hasText: /make my will official/i }),
      });
      const summary = item.locator("summary");
      const answer = item.locator(".faq-answer");
      await expect(item).toHaveCount(1);
      await expect(answer).toBeHidden();
      await summary.click();
      await expect(answer).toBeVisible();
      await expect(answer.getByRole("link", { name: /GOV\.UK/ })).toBeVisible();
    });
  });
});

test.describe("the FAQ accordion with JavaScript", () => {
  test("opening one question closes the other, and an open one closes when clicked", async ({ page }) => {
    await page.goto("/");
    const region = faq(page);
    const first = region.locator("details", { has: page.locator("summary", { hasText: /legally valid/i }) });
    const second = region.locator("details", {
      has: page.locator("summary", { hasText: /where should i store my will/i }),
    });
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open");
    await expect(region.locator("details[open]")).toHaveCount(1);
    await second.locator("summary").click();
    await expect(second).not.toHaveAttribute("open");
    await expect(region.locator("details[open]")).toHaveCount(0);
  });

  test("the enhancement keeps it single-open even where details are not grouped by name", async ({
    page,
  }) => {
    await page.goto("/");
    const region = faq(page);
    await expect(region.locator(".faq[data-enhanced]")).toHaveCount(1);
    // Simulate a browser without exclusive <details name>: drop the name and open two items.
    await region.locator("details").evaluateAll((all) => all.forEach((item) => item.removeAttribute("name")));
    await region.locator("summary").nth(0).click();
    await region.locator("summary").nth(3).click();
    await expect(region.locator("details[open]")).toHaveCount(1);
    await expect(region.locator("details").nth(3)).toHaveAttribute("open", "");
  });
});

test.describe("the alternative home page @no-js", () => {
  test("its hero buttons go to /create-will and /ai-will, then the why and risk sections", async ({
    page,
  }) => {
    await page.goto("/home");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Start Your Will" })).toHaveAttribute("href", "/create-will");
    await expect(main.getByRole("link", { name: "AI Will Assistant" })).toHaveAttribute("href", "/ai-will");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "Why Create a Will",
      "What Could Happen If You Don't Act Now",
    ]);
    await expect(main.getByRole("heading", { level: 3 })).toHaveText([
      "Protect Your Family",
      "Secure Assets",
      "Peace of Mind",
      "Family Disputes",
      "State Control",
      "Financial Chaos",
      "Dependents at Risk",
    ]);
  });
});

test.describe("the privacy policy @no-js", () => {
  test("has the ten sections in order and the facts users rely on", async ({ page }) => {
    await page.goto("/privacy-policy");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "Introduction",
      "Data Controller",
      "Data We Collect",
      "How We Use Your Data",
      "Sharing Your Data",
      "Data Security",
      "Your Rights",
      "Data Retention",
      "Changes to This Policy",
      "Contact Us",
    ]);
    await expect(main).toContainText("Last updated: 21 November 2026");
    await expect(main).toContainText(/hosting provider/i);
    await expect(main).toContainText(/AI provider/i);
    await expect(main).toContainText(/insurance/i);
    await expect(main).toContainText(/marketing consent/i);
    await expect(main).toContainText(/7 days/);
    await expect(main).toContainText(/argon2id/);
    await expect(main).toContainText(/audit/i);
    await expect(main).toContainText(/kept for two years and then deleted automatically/);
    await expect(main).toContainText(/never stored or sent anywhere/i);
    for (const right of ["access", "rectification", "erasure", "restriction", "portability", "objection"]) {
      await expect(main).toContainText(right);
    }
    await expect(main.locator('a[href="https://ico.org.uk/make-a-complaint/"]').first()).toBeVisible();
  });
});
