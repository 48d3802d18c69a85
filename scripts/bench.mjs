// `npm run bench`: the service against a bare Remix page, in one run, on loopback only (docs/performance.md).
//   1. a bare Remix page (scripts/bench-bare, served as remix-serve serves it): the floor;
//   2. the landing page (no cookies, as a first visit or a CDN sees it) and a form step (a draft's cookie);
//   3. the time from POST /api/wills to the will's PDF, on a quiet server;
//   4. POST /api/wills at 50 and then 200 connections (every body a different address), with GET /
//      measured while the 200 run, then a read-back of every id the POSTs answered;
//   5. the backlog: until every will's PDF is made and its email is in the outbox;
//   6. the server's start-up time and its memory (RSS) idle and after the run.
//   7. each page's client JavaScript, from the build (scripts/client-js.mjs, also `npm run bench:js`).
// Each figure is printed with its ratio to the bare page and written to build/bench/results.json.
// Bounded by BENCH_SECONDS (pages and the 50-connection run, default 10), BENCH_LOAD_SECONDS (the
// 200-connection run, default 30; the figures use 60) and BENCH_DRAIN_SECONDS (default 600).
// `npm run bench -- --temporal` measures the Temporal mode instead: `npm run stack` (a Temporal dev
// server, `npm run worker` and the web app) on a fresh database of DATABASE_URL's server (required,
// e.g. postgresql://postgres@127.0.0.1:5432/postgres; the bench creates and drops its own database).
// The stack runs the web app and the worker compiled by `npm run build`, as the images do.
import { fork, spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  CHROMIUM_PATH,
  ensureBuild,
  ensureChromium,
  ensureDependencies,
  ensurePrismaClient,
  root,
  run,
} from "./setup.mjs";
import { clientJsByRoute } from "./client-js.mjs";
import { productionServerCommand } from "./server-command.mjs";

ensureDependencies();
ensureChromium({ required: true });
await ensurePrismaClient();
ensureBuild();
ensureBareBuild();
const { default: autocannon } = await import("autocannon");

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const drainSeconds = Number(process.env.BENCH_DRAIN_SECONDS ?? 600);
const pageConnections = 50;
const temporalMode = process.argv.includes("--temporal");

/** Builds scripts/bench-bare into build/bench-bare when its sources are newer than the build. */
function ensureBareBuild() {
  const built = path.join(root, "build/bench-bare/server/index.js");
  const sources = path.join(root, "scripts/bench-bare");
  const newest = (dir) =>
    Math.max(
      ...readdirSync(dir, { withFileTypes: true }).map((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? newest(full) : statSync(full).mtimeMs;
      }),
    );
  if (existsSync(built) && statSync(built).mtimeMs >= newest(sources)) return;
  run(process.execPath, [
    path.join(root, "node_modules/@remix-run/dev/dist/cli.js"),
    "vite:build",
    "--config",
    path.join(sources, "vite.config.ts"),
  ]);
}

const freePort = () => 20_000 + Math.floor(Math.random() * 20_000);

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** RSS in MB of the process and its descendants, summed by name (its script for Node, else its command). */
function processTreeRss(pid) {
  const children = (parent) =>
    readFileSync(`/proc/${parent}/task/${parent}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  const tree = {};
  const visit = (id) => {
    if (!existsSync(`/proc/${id}`)) return;
    const argv = readFileSync(`/proc/${id}/cmdline`, "utf8").split("\0").filter(Boolean);
    const script = argv.find((arg) => /\.(m?js|ts)$/.test(arg));
    const name = script ? path.basename(script) : readFileSync(`/proc/${id}/comm`, "utf8").trim();
    tree[name] = (tree[name] ?? 0) + rssMb(id);
    for (const child of children(id)) visit(child);
  };
  visit(pid);
  return tree;
}

async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

/** A database of its own on DATABASE_URL's server, for the Temporal mode; dropped at the end. */
async function freshPostgresDatabase() {
  const { default: pg } = await import("pg");
  const server = process.env.DATABASE_URL;
  if (!server)
    throw new Error("--temporal needs DATABASE_URL (a PostgreSQL server the bench may create a database on)");
  const name = `will_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** `npm start`'s command, or in the Temporal mode `npm run stack`'s (Temporal, worker, web). */
function serviceCommand(dataDir, port, databaseUrl) {
  if (!temporalMode) return { argv: productionServerCommand(), env: {} };
  return {
    argv: [process.execPath, "--import", "tsx", path.join(root, "scripts/stack.mjs")],
    env: {
      DATABASE_URL: databaseUrl,
      TEMPORAL_PORT: String(port + 1),
      TEMPORAL_UI_PORT: String(port + 2),
      SESSION_SECRET: "bench-session-secret-bench-session-secret",
    },
  };
}

async function startService(dataDir, databaseUrl) {
  const port = freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { argv, env } = serviceCommand(dataDir, port, databaseUrl);
  const [command, ...args] = argv;
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      OUTBOX_DIR: path.join(dataDir, "outbox"),
      PUBLIC_URL: origin,
      CHROMIUM_PATH,
      LOG_LEVEL: "warn",
      // One machine sends every request: the per-IP will limit would stop the run, not measure it.
      AUTH_RATE_LIMIT_PER_IP: "100000",
      ...env,
    },
  });
  await waitFor(`${origin}/healthz`, 300_000);
  const listeningMs = performance.now() - started;
  await waitFor(`${origin}/readyz`);
  const readyMs = performance.now() - started;
  return { child, origin, listeningMs, readyMs };
}

async function startBare() {
  const port = freePort();
  const child = fork(path.join(root, "scripts/bench-bare/serve.mjs"), [String(port)], { stdio: "ignore" });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/`);
  return { child, origin };
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: seconds, connections: pageConnections, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const summary = (title, result) => ({
  title,
  requestsPerSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  max: result.latency.max,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
  connections: result.connections,
  seconds: result.duration,
});

/** Starts a form draft as the risk assessment's Start does and returns its browser's cookie. */
async function formDraftCookie(origin) {
  const { RISK_QUESTIONS } = await import("../core/risk.ts");
  const body = new URLSearchParams({ _action: "start" });
  for (const question of RISK_QUESTIONS) body.set(`answers.${question.id}`, question.options[0].id);
  const response = await fetch(`${origin}/create-will`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { origin, "sec-fetch-site": "same-origin" },
  });
  const cookie = response.headers.getSetCookie().map((line) => line.split(";")[0]);
  if (response.status !== 302 || cookie.length === 0) throw new Error(`draft start: ${response.status}`);
  return cookie.join("; ");
}

// A real family's answers (3 A4 pages), the same for every will.
const formData = JSON.parse(
  readFileSync(path.join(root, "core/will/golden/single-no-children.input.json"), "utf8"),
);
let serial = 0;
/** A will with an address of its own (the per-recipient email limit is 5 a day). */
const willBody = () =>
  JSON.stringify({
    formData,
    email: `bench-${process.pid}-${(serial += 1)}@example.com`,
    marketingConsent: false,
  });
const postHeaders = (origin) => ({
  "content-type": "application/json",
  origin,
  "sec-fetch-site": "same-origin",
});

/** POST /api/wills at `connections`, remembering every id with the cookie that may read it. */
async function postWills(origin, connections, duration, created) {
  return cannon({
    url: origin,
    connections,
    duration,
    requests: [
      {
        method: "POST",
        path: "/api/wills",
        headers: postHeaders(origin),
        setupRequest: (request) => ({ ...request, body: willBody() }),
        onResponse: (status, body, _context, headers) => {
          if (status !== 201) return;
          const setCookie = [headers["set-cookie"] ?? headers["Set-Cookie"] ?? []].flat();
          created.push({
            id: JSON.parse(body).id,
            cookie: setCookie.map((line) => line.split(";")[0]).join("; "),
          });
        },
      },
    ],
  });
}

async function postToPdfMs(origin) {
  const started = performance.now();
  const response = await fetch(`${origin}/api/wills`, {
    method: "POST",
    headers: postHeaders(origin),
    body: willBody(),
  });
  if (response.status !== 201) throw new Error(`POST /api/wills: ${response.status}`);
  const { id } = await response.json();
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  for (;;) {
    const progress = await (
      await fetch(`${origin}/api/wills/${id}/progress`, { headers: { cookie } })
    ).json();
    if (progress.status === "ready" || progress.status === "emailed") return performance.now() - started;
    if (progress.status === "failed") throw new Error(`will ${id} failed: ${JSON.stringify(progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Calls `task` on every item, `width` at a time. */
async function eachLimited(items, width, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await task(items[(next += 1) - 1]);
    }),
  );
}

async function readBack(origin, created) {
  let readable = 0;
  await eachLimited(created, 16, async ({ id, cookie }) => {
    const response = await fetch(`${origin}/api/wills/${id}`, { headers: { cookie } });
    if (response.ok && (await response.json()).id === id) readable += 1;
  });
  return readable;
}

/** Waits until every will is emailed (its PDF made and its email in the outbox), polling its progress. */
async function drain(origin, created) {
  const started = performance.now();
  const deadline = Date.now() + drainSeconds * 1000;
  let waiting = created;
  while (waiting.length > 0 && Date.now() < deadline) {
    const still = [];
    await eachLimited(waiting, 8, async (will) => {
      const response = await fetch(`${origin}/api/wills/${will.id}/progress`, {
        headers: { cookie: will.cookie },
      });
      const progress = response.ok ? await response.json() : { status: `HTTP ${response.status}` };
      if (progress.status !== "emailed") still.push(will);
    });
    waiting = still;
    if (waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { drainedMs: performance.now() - started, emailed: created.length - waiting.length };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "will-bench-"));
const postgres = temporalMode ? await freshPostgresDatabase() : null;
const bare = await startBare();
const service = await startService(dataDir, postgres?.url);
const figures = {
  pages: [],
  load: [],
  notes: {},
  clientJs: clientJsByRoute(),
};
try {
  figures.notes.startupListeningMs = Math.round(service.listeningMs);
  figures.notes.startupReadyMs = Math.round(service.readyMs);
  figures.notes.mode = temporalMode ? "temporal" : "embedded";
  figures.notes.idleRssMb = processTreeRss(service.child.pid);
  await cannon({ url: `${bare.origin}/`, duration: 2 });
  await cannon({ url: `${service.origin}/`, duration: 2 });
  figures.pages.push(summary("bare Remix GET /", await cannon({ url: `${bare.origin}/` })));
  figures.pages.push(summary("GET / (landing)", await cannon({ url: `${service.origin}/` })));
  const cookie = await formDraftCookie(service.origin);
  figures.pages.push(
    summary(
      "GET /create-will/personal",
      await cannon({ url: `${service.origin}/create-will/personal`, headers: { cookie } }),
    ),
  );
  const samples = [];
  for (let index = 0; index < 5; index += 1) samples.push(await postToPdfMs(service.origin));
  samples.sort((a, b) => a - b);
  figures.notes.postToPdfMedianMs = Math.round(samples[2]);

  const created = [];
  figures.load.push(summary("POST /api/wills", await postWills(service.origin, 50, seconds, created)));
  const [posts200, pageUnderLoad] = await Promise.all([
    postWills(service.origin, 200, loadSeconds, created),
    cannon({ url: `${service.origin}/`, connections: 4, duration: loadSeconds }),
  ]);
  figures.load.push(summary("POST /api/wills", posts200));
  figures.load.push(summary("GET / under that", pageUnderLoad));
  figures.notes.created = created.length;
  figures.notes.readBack = await readBack(service.origin, created);
  Object.assign(figures.notes, await drain(service.origin, created));
  figures.notes.drainedMs = Math.round(figures.notes.drainedMs);
  figures.notes.rssAfterMb = processTreeRss(service.child.pid);
} finally {
  await stop(service.child);
  await stop(bare.child);
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

const floor = figures.pages[0];
const ratio = (value, base) => (base > 0 ? `${(value / base).toFixed(2)}x` : "-");
const loadAverage = os
  .loadavg()
  .map((value) => value.toFixed(2))
  .join(" ");
console.log(
  `\n${temporalMode ? "Temporal mode" : "embedded default"}: Node ${process.version}, ${os.cpus().length} cores, load average ${loadAverage}`,
);
console.log(
  "target                       conns    req/s  vs bare   p50 ms   p99 ms  p99 vs bare  non-2xx errors",
);
for (const r of [...figures.pages, ...figures.load]) {
  console.log(
    [
      r.title.padEnd(27),
      String(r.connections).padStart(6),
      String(r.requestsPerSecond).padStart(8),
      ratio(r.requestsPerSecond, floor.requestsPerSecond).padStart(8),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      ratio(r.p99, floor.p99).padStart(12),
      String(r.non2xx).padStart(8),
      String(r.errors).padStart(6),
    ].join(" "),
  );
}
const notes = figures.notes;
console.log(
  `\nPOST to PDF (median of 5, quiet): ${notes.postToPdfMedianMs} ms` +
    `\nwills accepted under load: ${notes.created}; read back: ${notes.readBack}; PDF made and emailed: ${notes.emailed}` +
    (notes.emailed === notes.created
      ? `\nbacklog drained ${(notes.drainedMs / 1000).toFixed(1)} s after the load ended`
      : `\nbacklog not drained: ${notes.created - notes.emailed} still queued ${(notes.drainedMs / 1000).toFixed(1)} s after the load ended (BENCH_DRAIN_SECONDS)`) +
    `\nstart-up: listening ${notes.startupListeningMs} ms, ready ${notes.startupReadyMs} ms` +
    `\nRSS in MB, idle: ${JSON.stringify(notes.idleRssMb)}; after the run: ${JSON.stringify(notes.rssAfterMb)}` +
    `\nclient JavaScript (gzip, before interactive; then what the page loads when used):` +
    figures.clientJs
      .map(
        (route) =>
          `\n  ${route.page}: ${route.kb} kB in ${route.files} files; then ${route.deferred.kb} kB` +
          (route.budgetKb ? ` (budget ${route.budgetKb} kB)` : ""),
      )
      .join(""),
);
mkdirSync(path.join(root, "build/bench"), { recursive: true });
writeFileSync(
  path.join(root, `build/bench/results${temporalMode ? "-temporal" : ""}.json`),
  `${JSON.stringify({ at: new Date().toISOString(), loadAverage: os.loadavg(), ...figures }, null, 2)}\n`,
);
const lost = notes.readBack !== notes.created || notes.emailed !== notes.created;
if (lost || [...figures.pages, ...figures.load].some((r) => r.non2xx > 0 || r.errors > 0))
  process.exitCode = 1;
