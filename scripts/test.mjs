// `npm test`: sets up what is missing (dependencies, the Prisma client, Chromium), then runs the
// whole suite: typecheck, lint, dead code, formatting, unit and integration tests (vitest), the production
// build, and the browser tests (Playwright on Chromium, JavaScript on and off).
// Ends with one line "N passed, N failed" counting the vitest and Playwright tests.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ensureBuild, ensureChromium, ensureDependencies, ensurePrismaClient, root, run } from "./setup.mjs";
import { ensureTemporal } from "./temporal-tools.mjs";

const reports = path.join(root, ".tmp/test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, "node_modules/.bin", name);

const failures = [];
/** How long each phase took, printed under the summary so that slow phases are visible. */
const timings = [];
function timed(name, work) {
  const started = performance.now();
  const result = work();
  timings.push(`${name} ${formatSeconds(performance.now() - started)}`);
  return result;
}
function formatSeconds(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`;
}
function phase(name, label, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const status = timed(label, () => run(command, args, { env: { ...process.env, ...env } }));
  if (status !== 0) failures.push(name);
  return status;
}

/**
 * Phases that read the code and change nothing, run at once: each is mostly one thread, so on two
 * cores together they take well under the time of one after another (measured beside other work:
 * 50 s side by side, against 130 s added up). Each phase's output is printed whole, in order.
 */
async function sideBySide(phases) {
  const started = performance.now();
  const results = await Promise.all(phases.map((entry) => runCaptured(...entry)));
  for (const { name, label, status, output, ms } of results) {
    console.log(`\n=== ${name} ===`);
    process.stdout.write(output);
    timings.push(`${label} ${formatSeconds(ms)}`);
    if (status !== 0) failures.push(name);
  }
  timings.push(`(side by side: ${formatSeconds(performance.now() - started)})`);
}
function runCaptured(name, label, command, args) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    let output = "";
    const keep = (chunk) => (output += chunk);
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    const done = (status) => resolve({ name, label, status, output, ms: performance.now() - started });
    child.on("error", (error) => {
      output += `${error}\n`;
      done(1);
    });
    child.on("close", (status) => done(status ?? 1));
  });
}

const suiteStarted = performance.now();
timed("setup", () => {
  ensureDependencies();
  ensureChromium({ forTests: true });
});
await ensurePrismaClient();
timed("Temporal servers", () => ensureTemporal());

await sideBySide([
  ["typecheck", "typecheck", bin("tsc"), ["--noEmit"]],
  ["lint", "lint", bin("eslint"), [".", "--max-warnings=0"]],
  // Files nothing imports, exports nothing uses, dependencies nothing needs (knip.jsonc).
  ["dead code (knip)", "knip", bin("knip"), ["--no-progress"]],
  ["format", "format", bin("prettier"), ["--check", "--log-level=warn", "."]],
]);
const vitestJson = path.join(reports, "vitest.json");
phase("unit and integration tests (vitest)", "unit/integration", bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
]);
console.log("\n=== production build ===");
timed("build", () => ensureBuild({ force: true }));
const playwrightJson = path.join(reports, "playwright.json");
phase("browser tests (Playwright)", "browser", bin("playwright"), ["test", "--reporter=list,json"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
});

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}
let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = readJson(playwrightJson);
const flaky = [];
if (playwright) {
  passed += playwright.stats.expected;
  // A flaky test (failed, then passed on a retry someone passed with --retries) is a failure.
  failed += playwright.stats.unexpected + playwright.stats.flaky;
  skipped += playwright.stats.skipped;
  // Tests that failed once and passed on a retry: named, and counted as failed, so they get fixed.
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === "flaky")
          flaky.push(`[${test.projectName}] ${[...titles, spec.title].join(" › ")}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of playwright.suites ?? []) walk(suite, [suite.title]);
}

/** The browser specs that took longest (their tests' durations added up), to know where time goes. */
function slowestSpecs(report, count) {
  const perFile = new Map();
  const add = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results)
          perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + result.duration);
      }
    }
    for (const child of suite.suites ?? []) add(child);
  };
  for (const suite of report.suites ?? []) add(suite);
  return [...perFile]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([file, ms]) => `${file} ${formatSeconds(ms)}`);
}

console.log("");
if (failures.length) console.log(`Failed phases: ${failures.join(", ")}`);
if (!vitest || !playwright) console.log("A test runner produced no report: counted as a failure.");
// A skipped test proves nothing: a test that does not apply to a browser project is left out of
// it by its tag (playwright.config.ts), never skipped, so a skip fails the run.
if (skipped) console.log(`${skipped} skipped: a skipped test is counted as a failure.`);
const ok = failures.length === 0 && vitest && playwright && failed === 0 && skipped === 0 && passed > 0;
for (const title of flaky) console.log(`Flaky, counted as failed (failed, then passed on a retry): ${title}`);
console.log(
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}${flaky.length ? `, ${flaky.length} flaky` : ""}`,
);
console.log(`Time: ${timings.join(", ")}; in all ${formatSeconds(performance.now() - suiteStarted)}`);
if (playwright)
  console.log(`Slowest browser specs (test time, 2 workers): ${slowestSpecs(playwright, 5).join(", ")}`);
process.exit(ok ? 0 : 1);
