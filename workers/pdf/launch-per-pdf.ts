import { launch } from "puppeteer-core";
import { chromiumLaunchOptions, lockDownPage, WILL_PDF_OPTIONS } from "./browser-pool.ts";

/**
 * The baseline the browser pool is measured against (scripts/bench-pdf.ts): a new Chromium for
 * every PDF, with the same flags, page lock-down and PDF options as the pool. Not for production.
 */
export interface NewBrowserOptions {
  /** Default `process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"`. */
  executablePath?: string;
  /** Default 30 s. */
  renderTimeoutMs?: number;
  /** Default 30 s. */
  launchTimeoutMs?: number;
}

export async function renderPdfWithNewBrowser(
  html: string,
  options: NewBrowserOptions = {},
): Promise<Uint8Array> {
  const renderTimeoutMs = options.renderTimeoutMs ?? 30_000;
  const browser = await launch(
    chromiumLaunchOptions({
      executablePath: options.executablePath ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      launchTimeoutMs: options.launchTimeoutMs ?? 30_000,
      renderTimeoutMs,
    }),
  );
  try {
    const page = await browser.newPage();
    await lockDownPage(page);
    await page.setContent(html, { waitUntil: "load", timeout: renderTimeoutMs });
    return await page.pdf({ ...WILL_PDF_OPTIONS, timeout: renderTimeoutMs });
  } finally {
    await browser.close();
  }
}
