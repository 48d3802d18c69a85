import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { buildSavePayload } from "../support/factories.ts";
import { waitForHydration } from "./hydration.ts";
import { startServer, waitForReady } from "./server-process.ts";

// The production server as a process: start-up, configuration errors, shutdown, side-by-side instances.

const REAL_CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** A Chromium that starts the real one, or fails at once while `broken` exists; `pid` is its last. */
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

/**
 * Two instances with their own DATA_DIR run side by side, each with its own data: a will saved on
 * the one at `origin` is not on the one at `other` (its own database, and its own cookie secret).
 * Returns once the will's PDF is made, so no generation of it is under way after this.
 */
async function expectOwnData(origin: string, other: string) {
  const saved = await fetch(`${origin}/api/wills`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(buildSavePayload({ email: "side@example.com" })),
  });
  expect(saved.status).toBe(201);
  const { id } = (await saved.json()) as { id: string };
  const cookie = (saved.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const read = (base: string, suffix = "") =>
    fetch(`${base}/api/wills/${id}${suffix}`, { headers: { Cookie: cookie } });
  expect((await read(origin)).status).toBe(200);
  expect((await read(other)).status).toBe(404);
  await expect
    .poll(async () => ((await (await read(origin, "/progress")).json()) as { status: string }).status, {
      timeout: 30_000,
    })
    .toMatch(/ready|emailed/);
}

/**
 * With the server's Chromium broken: a will saved by each visitor (JavaScript on, then off), its
 * confirmation page says the PDF could not be made; `broken` removed, 'Try again' makes it.
 */
async function expectTryAgainMakesThePdf(origin: string, visitors: Page[], broken: string) {
  const ids: string[] = [];
  for (const visitor of visitors) {
    const saved = await visitor.request.post(`${origin}/api/wills`, {
      data: buildSavePayload({ email: "again@example.com" }),
    });
    expect(saved.status()).toBe(201);
    ids.push(((await saved.json()) as { id: string }).id);
  }
  for (const [index, visitor] of visitors.entries()) {
    await visitor.goto(`${origin}/will-success?id=${ids[index] ?? ""}`);
  }
  const [withJavaScript] = visitors;
  if (withJavaScript) await waitForHydration(withJavaScript);
  for (const visitor of visitors) {
    const failed = visitor.getByRole("alert").filter({ hasText: "We could not make your will's PDF" });
    // Four attempts of the PDF step (waits of 1, 2 and 4 s) after the two waits of 1.5 s.
    await expect(failed).toBeVisible({ timeout: 40_000 });
    await expect(failed).toContainText("Your answers are kept.");
    await expect(visitor.getByText("Your will is still being prepared")).toHaveCount(0);
  }

  rmSync(broken);
  for (const [index, visitor] of visitors.entries()) {
    await visitor.getByRole("button", { name: "Try again" }).click();
    await expect(visitor).toHaveURL(`${origin}/will-success?id=${ids[index] ?? ""}`);
  }
  for (const [index, visitor] of visitors.entries()) {
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
}

test.describe("the server process", () => {
  test.describe.configure({ timeout: 90_000 });

  test("stops with a message naming the variable when the configuration is wrong", async () => {
    const server = startServer({
      PORT: "eighty",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "will-bad-")),
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("Invalid environment configuration");
    expect(server.output()).toContain("PORT");
  });

  test("stops naming OPERATOR_PASSWORD_HASH when the operator's password is not an argon2id hash", async () => {
    const server = startServer({
      PORT: "0",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "will-bad-")),
      OPERATOR_USERNAME: "operator",
      OPERATOR_PASSWORD_HASH: "the-password-itself",
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("OPERATOR_PASSWORD_HASH: must be an argon2id hash");
    expect(server.output()).not.toContain("the-password-itself");
  });

  /*
   * One server started for several subjects, as a server start (a new PGlite database migrated)
   * is most of each test's time: npm start's compiled server, beside the suite's own server with
   * its own data; 'Try again' after a generation that really failed (docs/journeys.md, "Pages that
   * follow the work"); and its drain on SIGTERM. Its Chromium is a wrapper this test can break:
   * it starts the real browser, or fails at once while a file named `broken` sits beside it. The
   * server starts with it working (so it is ready and its pages do not say PDFs cannot be made),
   * then the test breaks it and ends the running browser: each PDF's launches fail until the
   * runner gives up and the will is failed. The confirmation page says so plainly; the fault
   * removed, 'Try again' queues the will again and its download arrives, with JavaScript on and off.
   */
  test("compiled (npm start's build/node/server.js): ready, serves the shared landing page, runs beside another instance with its own data, says a generation failed and Try again makes the PDF (JavaScript on and off), drains and exits 0 on SIGTERM", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const dir = mkdtempSync(path.join(os.tmpdir(), "will-compiled-"));
    const chromium = breakableChromium(dir);
    const server = startServer({
      PORT: "0",
      DATA_DIR: path.join(dir, "data"),
      CHROMIUM_PATH: chromium.executable,
    });
    const withoutJavaScript = await browser.newPage({ javaScriptEnabled: false });
    try {
      const port = await server.port();
      const origin = `http://127.0.0.1:${port}`;
      await waitForReady(port);
      const landing = await fetch(`${origin}/`);
      expect(landing.status).toBe(200);
      expect(landing.headers.get("cache-control")).toBe(
        "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
      );
      expect(await landing.text()).toContain("Make Your Free Will in Minutes");

      await expectOwnData(origin, test.info().project.use.baseURL ?? "");

      writeFileSync(chromium.broken, "");
      process.kill(Number(readFileSync(chromium.pid, "utf8").trim()), "SIGKILL");
      await expectTryAgainMakesThePdf(origin, [page, withoutJavaScript], chromium.broken);

      // Nothing of the browser's left open on the server, then the drain.
      await withoutJavaScript.close();
      await page.goto("about:blank");
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain("shutting down: draining requests");
      expect(server.output()).toContain('"msg":"stopped"');
    } finally {
      await withoutJavaScript.close();
      server.child.kill("SIGKILL");
      await server.exited;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("without a working Chromium: not ready, says why in its log, and a will's pages say the PDF cannot be made", async ({
    page,
  }) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "will-nopdf-"));
    const server = startServer({ PORT: "0", DATA_DIR: dataDir, CHROMIUM_PATH: "/nonexistent/chromium" });
    try {
      const port = await server.port();
      // Not ready while the start-up check runs, then not ready because it failed.
      await expect
        .poll(
          async () => {
            const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
            return [ready.status, await ready.json()];
          },
          { timeout: 45_000, intervals: [250] },
        )
        .toEqual([503, { status: "unavailable", reason: "PDFs cannot be made" }]);
      expect(server.output()).toContain("PDFs cannot be made");
      expect(server.output()).toContain("/nonexistent/chromium");

      const saved = await page.request.post(`http://127.0.0.1:${port}/api/wills`, {
        data: {
          formData: {
            personalInfo: { fullName: "No Pdf", dateOfBirth: "1975-05-05", address: "1 Road" },
            familyInfo: { maritalStatus: "single" },
            residualEstate: {
              beneficiaries: [
                { fullName: "B Y", relationship: "friend", percentage: 100, isPrimaryBeneficiary: true },
              ],
            },
            executorInfo: {
              primary: { fullName: "E X", relationship: "friend", address: "2 Road", contact: "0770" },
            },
          },
          email: "nopdf@example.com",
          marketingConsent: false,
        },
      });
      expect(saved.status()).toBe(201);
      const { id } = (await saved.json()) as { id: string };
      for (const url of [`/success?id=${id}`, `/wills/${id}/progress`]) {
        await page.goto(`http://127.0.0.1:${port}${url}`);
        await expect(page.getByRole("alert")).toContainText("We cannot make your PDF at the moment");
        await expect(page.getByRole("alert")).toContainText("Your answers are saved");
      }
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
