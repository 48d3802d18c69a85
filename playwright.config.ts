import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_OPERATOR } from "./tests/support/operator.ts";
import { HEADLESS_CHROMIUM_ARGS } from "./workers/pdf/chromium-args.ts";

/**
 * End-to-end tests drive Debian's Chromium against the production build (build/node/server.js, as
 * `npm start` runs it), served on its own port with its own data directory (so it never touches
 * ./.data). `npm test` builds first; to run these alone: `npm run build && npx playwright test`.
 */
// The config is evaluated again in every worker: fix the ports and data directory once, in the
// environment the workers inherit.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "will-e2e-"));
if (!process.env.E2E_PORT) {
  const [app, smtp, smtpHttp] = freePorts(3);
  process.env.E2E_PORT = String(app);
  process.env.E2E_SMTP_PORT = String(smtp);
  process.env.E2E_SMTP_HTTP_PORT = String(smtpHttp);
}

/**
 * Ports nothing listens on, found by binding port 0, so the servers never meet a service of the
 * machine's (a random pick once drew 3306, MariaDB's) or a port the Fetch standard blocks (the
 * system's ephemeral range holds none). The config must be synchronous, hence a child process.
 */
function freePorts(count: number): number[] {
  const script = `const net = require("node:net");
const servers = Array.from({ length: ${count} }, () => net.createServer());
Promise.all(servers.map((s) => new Promise((ok) => s.listen(0, "127.0.0.1", ok)))).then(() => {
  process.stdout.write(JSON.stringify(servers.map((s) => s.address().port)));
  servers.forEach((s) => s.close());
});`;
  return JSON.parse(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" })) as number[];
}
const port = Number(process.env.E2E_PORT);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR;
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const launchOptions = {
  executablePath,
  args: [...HEADLESS_CHROMIUM_ARGS, "--disable-quic"],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // No retries, in CI too: a retry would hide a flaky test. A test that fails once fails the run,
  // and its cause (a race, a missing wait) gets fixed (docs/operations.md, "The browser tests").
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // A trace recorded for every test (to keep only the failures') cost about a fifth of the browser
    // tests' time; a failure keeps its screenshot, and `npx playwright test <spec>
    // --trace=retain-on-failure` records the trace when it is needed (docs/operations.md).
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], launchOptions },
      // What only a browser with JavaScript off can do (a form's own post): the no-js project's alone.
      grepInvert: /@no-js-only/,
    },
    {
      name: "no-js",
      use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: false },
      // Only the specs written for a browser with JavaScript off.
      grep: /@no-js/,
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          // The test mail server: the app's emails really go over SMTP (tests/support/smtp-sink-server.ts).
          command: "node --import tsx tests/support/smtp-sink-server.ts",
          url: `http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT}/healthz`,
          reuseExistingServer: false,
          timeout: 30_000,
          stdout: "ignore",
          stderr: "pipe",
        },
        {
          // The server as `npm start` and the image run it, compiled by `npm run build`: what ships is
          // what is tested, and no TypeScript is compiled at start-up.
          command: "node build/node/server.js",
          url: `${baseURL}/healthz`,
          reuseExistingServer: false,
          // Migrating a new PGlite database took over 60 s on a 2-core machine at load average 35.
          timeout: 120_000,
          stdout: "ignore",
          stderr: "pipe",
          env: {
            NODE_ENV: "production",
            PORT: String(port),
            HOST: "127.0.0.1",
            DATA_DIR: dataDir,
            LOG_LEVEL: "warn",
            SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
            // The links in emails (password reset) point at this server.
            PUBLIC_URL: baseURL,
            // Every browser test logs in from 127.0.0.1; the per-account limits stay as shipped.
            AUTH_RATE_LIMIT_PER_IP: "10000",
            // The analytics service is the test mail server's /collect (tests/support/smtp-sink-server.ts).
            ANALYTICS_ENDPOINT: `http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT}/collect`,
            // The database viewer's operator (tests/support/operator.ts).
            OPERATOR_USERNAME: E2E_OPERATOR.username,
            OPERATOR_PASSWORD_HASH: E2E_OPERATOR.passwordHash,
          },
        },
      ],
});
