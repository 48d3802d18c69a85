// Sets up whatever is missing on this machine, using nothing but Node's own modules, so it runs
// on a fresh clone before any dependency is installed. Used by `npm start` and `npm test`.
//   node scripts/setup.mjs [--deps] [--prisma] [--build] [--chromium]   (no flag: all but --chromium)
import { spawnSync } from "node:child_process";
import { existsSync, lstatSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function say(message) {
  console.log(`[setup] ${message}`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function mustRun(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`[setup] '${command} ${args.join(" ")}' failed with exit code ${status}.`);
    process.exit(status);
  }
}

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** The newest modification time of any file under `dir` (skipping generated folders). */
function newestUnder(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "generated") continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestUnder(full) : mtime(full));
  }
  return newest;
}

export function ensureDependencies() {
  const installed = path.join(root, "node_modules/.package-lock.json");
  const lock = path.join(root, "package-lock.json");
  // A linked node_modules belongs to another checkout (a git worktree): `npm ci` would empty it
  // under whatever else uses it, so it is left to that checkout to install.
  const modules = path.join(root, "node_modules");
  if (existsSync(modules) && lstatSync(modules).isSymbolicLink()) return;
  if (
    existsSync(installed) &&
    mtime(installed) >= mtime(lock) &&
    mtime(installed) >= mtime(path.join(root, "package.json"))
  ) {
    return;
  }
  // The lock file lists every platform's optional builds, so `npm ci` installs exactly it.
  say(existsSync(lock) ? "installing dependencies (npm ci)..." : "installing dependencies (npm install)...");
  mustRun("npm", [existsSync(lock) ? "ci" : "install", "--no-audit", "--no-fund"]);
}

export async function ensurePrismaClient() {
  const { prismaClientIsFresh, generatePrismaClient } = await import(
    pathToFileURL(path.join(root, "scripts/prisma-generate.mjs")).href
  );
  if (prismaClientIsFresh()) return;
  say("generating the Prisma client...");
  generatePrismaClient();
}

const BUILD_INPUTS = [
  "web",
  "core",
  "workers",
  "workflows",
  "prisma/schema.prisma",
  "prisma/db.ts",
  "prisma/migrate.ts",
  "prisma/migrations",
  "scripts/build-node.mjs",
  "vite.config.ts",
  "package-lock.json",
  "tsconfig.json",
];

export function buildIsFresh() {
  // Both halves of `npm run build`: the Remix app and the compiled server (scripts/build-node.mjs).
  const outputs = ["build/server/index.js", "build/node/server.js"].map((file) =>
    mtime(path.join(root, file)),
  );
  if (outputs.some((time) => !time)) return false;
  const built = Math.min(...outputs);
  const newestInput = Math.max(
    ...BUILD_INPUTS.map((input) => {
      const full = path.join(root, input);
      return existsSync(full) && statSync(full).isDirectory() ? newestUnder(full) : mtime(full);
    }),
  );
  return built >= newestInput;
}

export function ensureBuild({ force = false } = {}) {
  if (!force && buildIsFresh()) return;
  say("building the web app...");
  // Always the production build: a NODE_ENV of "development" or "test" in the caller's environment
  // (a shell's, or the test runner's) would give React's development code to every page, half as
  // large again (docs/performance.md).
  const options = { env: { ...process.env, NODE_ENV: "production" } };
  mustRun(
    process.execPath,
    [path.join(root, "node_modules/@remix-run/dev/dist/cli.js"), "vite:build"],
    options,
  );
  mustRun(process.execPath, [path.join(root, "scripts/build-node.mjs")], options);
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** poppler's pdftotext, with which the tests read the text of the PDFs back. */
export const PDFTOTEXT_PATH = "/usr/bin/pdftotext";

/**
 * Chromium from Debian (PDFs and the browser tests) and, for the tests, poppler-utils (pdftotext).
 * Installs what is missing where it can (as root, with apt). When it cannot, it says what to install
 * and which variable names an existing browser; then the tests stop (`required`), while `npm start`
 * serves anyway, not ready (`/readyz` 503) and saying so on a will's pages, until PDFs can be made.
 * Returns whether everything asked for is there.
 */
export function ensureChromium({ forTests = false, required = true } = {}) {
  const missing = [];
  if (!existsSync(CHROMIUM_PATH)) missing.push("chromium", "fonts-dejavu-core");
  if (forTests && !existsSync(PDFTOTEXT_PATH)) missing.push("poppler-utils");
  if (missing.length === 0) return true;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (isRoot && hasApt) {
    say(`installing ${missing.join(", ")} from Debian (apt-get install), about a minute...`);
    const installed =
      run("apt-get", ["update", "-qq"]) === 0 &&
      run("apt-get", ["install", "-y", "-qq", ...missing], {
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      }) === 0;
    if (installed && existsSync(CHROMIUM_PATH) && (!forTests || existsSync(PDFTOTEXT_PATH))) return true;
  }
  console.error(
    `[setup] Missing: ${missing.join(", ")} (Chromium at ${CHROMIUM_PATH}${forTests ? ", pdftotext for the tests" : ""}).\n` +
      `        On Debian or Ubuntu, as root:  apt-get install -y ${missing.join(" ")}\n` +
      "        Elsewhere, install Chromium (or Google Chrome) and set CHROMIUM_PATH to its executable." +
      (required ? "" : "\n        Until then wills are saved but get no PDF, and /readyz answers 503."),
  );
  if (required) process.exit(1);
  return false;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const flags = new Set(process.argv.slice(2));
  const all = flags.size === 0;
  if (all || flags.has("--deps")) ensureDependencies();
  if (all || flags.has("--prisma")) await ensurePrismaClient();
  if (all || flags.has("--build")) ensureBuild();
  if (flags.has("--chromium")) ensureChromium();
  if (all || flags.has("--temporal")) (await import("./temporal-tools.mjs")).ensureTemporal();
}
