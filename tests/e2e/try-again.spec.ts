import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { buildSavePayload } from "../support/factories.ts";
import { waitForHydration } from "./hydration.ts";
import { startServer, waitForReady } from "./server-process.ts";

/**
 * 'Try again' after a generation that really failed (docs/journeys.md, "Pages that follow the
 * work"). A second server runs with a Chromium this test can break: a wrapper that starts the
 * real browser, or fails at once while a file named `broken` sits beside it. The server starts
 * with it working (so it is ready and its pages do not say PDFs cannot be made), then the test
 * breaks it and ends the running browser: each PDF's launches fail until the runner gives up and
 * the will is failed. The confirmation page says so plainly; the fault removed, 'Try again'
 * queues the will again and its download arrives, with JavaScript on and off.
 */

const REAL_CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function breakableChromium(dir: string): { executable: string; broken: string; pid: string } {
  const executable = path.join(dir, "chromium");
  const broken = path.join(dir, "broken");
  const pid = path.join(dir, "pid");
  writeFileSync(
    executable,
    `#!/bin/sh\nif [ -e '${broken}' ]; then echo 'Chromium is broken for this test' >&2; exit 1; fi\necho $$ > '${pid}'\nexec '${REAL_CHROMIUM}' "$@"\n`,
  );
  chmodSync(executable, 0o755);
  return { executable, broken, pid };
}

async function saveWill(page: Page, origin: string): Promise<string> {
  const saved = await page.request.post(`${origin}/api/wills`, {
    data: buildSavePayload({ email: "again@example.com" }),
  });
  expect(saved.status()).toBe(201);
  return ((await saved.json()) as { id: string }).id;
}

test.describe("a failed generation", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the page says it failed; with the fault gone, Try again makes the PDF (JavaScript on and off)", async ({
    page,
    browser,
  }) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "will-try-again-"));
    const chromium = breakableChromium(dir);
    const server = startServer({
      PORT: "0",
      DATA_DIR: path.join(dir, "data"),
      CHROMIUM_PATH: chromium.executable,
    });
    const withoutJavaScript = await browser.newPage({ javaScriptEnabled: false });
    try {
      const origin = `http://127.0.0.1:${await server.port()}`;
      await waitForReady(Number(new URL(origin).port));
      writeFileSync(chromium.broken, "");
      process.kill(Number(readFileSync(chromium.pid, "utf8").trim()), "SIGKILL");

      const ids = [await saveWill(page, origin), await saveWill(withoutJavaScript, origin)];
      for (const [index, visitor] of [page, withoutJavaScript].entries()) {
        await visitor.goto(`${origin}/will-success?id=${ids[index] ?? ""}`);
      }
      await waitForHydration(page);
      for (const visitor of [page, withoutJavaScript]) {
        const failed = visitor.getByRole("alert").filter({ hasText: "We could not make your will's PDF" });
        // Four attempts of the PDF step (waits of 1, 2 and 4 s) after the two waits of 1.5 s.
        await expect(failed).toBeVisible({ timeout: 40_000 });
        await expect(failed).toContainText("Your answers are kept.");
        await expect(visitor.getByText("Your will is still being prepared")).toHaveCount(0);
      }

      rmSync(chromium.broken);
      for (const [index, visitor] of [page, withoutJavaScript].entries()) {
        await visitor.getByRole("button", { name: "Try again" }).click();
        await expect(visitor).toHaveURL(`${origin}/will-success?id=${ids[index] ?? ""}`);
      }
      for (const [index, visitor] of [page, withoutJavaScript].entries()) {
        await expect(visitor.getByRole("link", { name: "Download Your Will (PDF)" })).toHaveAttribute(
          "href",
          `/api/wills/${ids[index] ?? ""}/pdf`,
          { timeout: 30_000 },
        );
        await expect(visitor.getByText("We could not make your will's PDF")).toHaveCount(0);
        const pdf = await visitor.request.get(`${origin}/api/wills/${ids[index] ?? ""}/pdf`);
        expect(pdf.status()).toBe(200);
        expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
      }
    } finally {
      await withoutJavaScript.close();
      server.child.kill("SIGTERM");
      await server.exited;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
