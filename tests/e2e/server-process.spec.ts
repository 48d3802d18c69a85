import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startServer, waitForReady } from "./server-process.ts";

// The production server as a process: start-up, configuration errors, shutdown, side-by-side instances.

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

  test("compiled (npm start's build/node/server.js): ready, serves the shared landing page, drains and exits 0 on SIGTERM", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "will-compiled-"));
    const server = startServer({ PORT: "0", DATA_DIR: dataDir });
    try {
      const port = await server.port();
      await waitForReady(port);
      const landing = await fetch(`http://127.0.0.1:${port}/`);
      expect(landing.status).toBe(200);
      expect(landing.headers.get("cache-control")).toBe(
        "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
      );
      expect(await landing.text()).toContain("Make Your Free Will in Minutes");
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain("shutting down: draining requests");
      expect(server.output()).toContain('"msg":"stopped"');
    } finally {
      server.child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("two instances with their own DATA_DIR run side by side, each with its own data", async () => {
    const dirs = [
      mkdtempSync(path.join(os.tmpdir(), "will-a-")),
      mkdtempSync(path.join(os.tmpdir(), "will-b-")),
    ];
    const servers = dirs.map((dir) => startServer({ PORT: "0", DATA_DIR: dir }));
    try {
      const ports = await Promise.all(servers.map((server) => server.port()));
      await Promise.all(ports.map((port) => waitForReady(port)));
      const payload = {
        formData: {
          personalInfo: { fullName: "Side By Side", dateOfBirth: "1975-05-05", address: "1 Road" },
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
        email: "side@example.com",
        marketingConsent: false,
      };
      const saved = await fetch(`http://127.0.0.1:${ports[0]}/api/wills`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(payload),
      });
      expect(saved.status).toBe(201);
      const { id } = (await saved.json()) as { id: string };
      const cookie = (saved.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      expect(
        (await fetch(`http://127.0.0.1:${ports[0]}/api/wills/${id}`, { headers: { Cookie: cookie } })).status,
      ).toBe(200);
      // The other instance has its own database (and its own cookie secret): the will is not there.
      expect(
        (await fetch(`http://127.0.0.1:${ports[1]}/api/wills/${id}`, { headers: { Cookie: cookie } })).status,
      ).toBe(404);
    } finally {
      for (const server of servers) server.child.kill("SIGTERM");
      await Promise.all(servers.map((server) => server.exited));
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
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
