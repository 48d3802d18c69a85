// `npm test`: sets up what is missing (dependencies, the Prisma client, Chromium), then runs the
// whole suite: typecheck, lint, formatting, unit and integration tests (vitest), the production
// build, and the browser tests (Playwright on Chromium, JavaScript on and off).
// Ends with one line "N passed, N failed" counting the vitest and Playwright tests.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ensureBuild, ensureChromium, ensureDependencies, ensurePrismaClient, root, run } from "./setup.mjs";

ensureDependencies();
await ensurePrismaClient();
ensureChromium({ forTests: true });
(await import("./temporal-tools.mjs")).ensureTemporal();

const reports = path.join(root, ".tmp/test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, "node_modules/.bin", name);

const failures = [];
function phase(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const status = run(command, args, { env: { ...process.env, ...env } });
  if (status !== 0) failures.push(name);
  return status;
}

phase("typecheck", bin("tsc"), ["--noEmit"]);
phase("lint", bin("eslint"), [".", "--max-warnings=0"]);
phase("format", bin("prettier"), ["--check", "--log-level=warn", "."]);
const vitestJson = path.join(reports, "vitest.json");
phase("unit and integration tests (vitest)", bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
]);
console.log("\n=== production build ===");
ensureBuild({ force: true });
const playwrightJson = path.join(reports, "playwright.json");
phase("browser tests (Playwright)", bin("playwright"), ["test", "--reporter=list,json"], {
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
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
  // Tests that failed once and passed on their retry (CI retries once): named, so they get fixed.
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

console.log("");
if (failures.length) console.log(`Failed phases: ${failures.join(", ")}`);
if (!vitest || !playwright) console.log("A test runner produced no report: counted as a failure.");
const ok = failures.length === 0 && vitest && playwright && failed === 0 && passed > 0;
for (const title of flaky) console.log(`Flaky (failed, then passed on its retry): ${title}`);
console.log(
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}${flaky.length ? `, ${flaky.length} flaky` : ""}`,
);
process.exit(ok ? 0 : 1);
