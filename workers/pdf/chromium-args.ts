/**
 * The flags every headless Chromium of this project starts with, the will's PDFs and the browser
 * tests alike: headless, no sandbox, no GPU, and nothing running in the background (no updates,
 * sync or first-run pages).
 */
export const HEADLESS_CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
