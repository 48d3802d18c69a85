// The journey's screenshots for docs/journeys.md: the landing page, the sign-in page's offer of the
// form, and the first question of a will, at a phone's width (375 px), as small PNGs under
// docs/images/. Against a running server:
//   node scripts/journey-screenshots.mjs http://127.0.0.1:4000
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const base = process.argv[2];
if (!base) {
  console.error("usage: node scripts/journey-screenshots.mjs <base URL of a running server>");
  process.exit(2);
}
const out = path.resolve("docs/images");
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--headless"],
});
try {
  const page = await browser.newPage({ viewport: { width: 375, height: 667 } });
  const shots = [
    ["journey-1-landing.png", "/", ".hero-no-account"],
    ["journey-2-sign-in-offers-the-form.png", "/auth", ".no-account-offer"],
    ["journey-3-first-question.png", "/create-will", null],
  ];
  for (const [file, address, scrollTo] of shots) {
    await page.goto(new URL(address, base).href);
    await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
    if (scrollTo) await page.locator(scrollTo).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(out, file) });
    console.log(`docs/images/${file}`);
  }
} finally {
  await browser.close();
}
