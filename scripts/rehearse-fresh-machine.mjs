// Rehearses what a newcomer does on a fresh machine, and times it:
//   node scripts/rehearse-fresh-machine.mjs [--keep]
// clones this repository (its committed HEAD) into a temporary folder, runs `npm start` there on a
// spare port with its own DATA_DIR, makes a will through POST /api/wills, waits for its PDF, then
// stops the server (SIGINT) and removes the folder (unless --keep). Exits non-zero if any step fails.
// Only Node's own modules, so it runs before anything is installed.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const keep = process.argv.includes("--keep");
const START_LIMIT_MS = 15 * 60_000;
const PDF_LIMIT_MS = 2 * 60_000;

const say = (message) => console.log(`[rehearsal] ${message}`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function poll(what, limitMs, attempt) {
  const started = Date.now();
  for (;;) {
    const result = await attempt().catch(() => undefined);
    if (result !== undefined) return result;
    if (Date.now() - started > limitMs) throw new Error(`${what}: nothing after ${seconds(limitMs)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const FAMILY = {
  formData: {
    personalInfo: { fullName: "Rehearsal Person", dateOfBirth: "1980-02-03", address: "1 Test Road, Leeds" },
    familyInfo: { maritalStatus: "single", children: [] },
    residualEstate: {
      beneficiaries: [{ fullName: "Sam Person", relationship: "sibling", percentage: 100 }],
    },
    executorInfo: {
      primary: {
        fullName: "Sam Person",
        relationship: "sibling",
        address: "2 Test Road",
        contact: "07700 900000",
      },
    },
  },
  email: "rehearsal@example.com",
  marketingConsent: false,
};

async function makeWill(base) {
  const saved = await fetch(`${base}/api/wills`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify(FAMILY),
  });
  if (saved.status !== 201)
    throw new Error(`POST /api/wills answered ${saved.status}: ${await saved.text()}`);
  const { id } = await saved.json();
  const cookie = (saved.headers.get("set-cookie") ?? "").split(";")[0];
  return { id, cookie };
}

async function main() {
  const folder = mkdtempSync(path.join(os.tmpdir(), "will-fresh-"));
  const checkout = path.join(folder, "repo");
  const timings = [];
  let server;
  try {
    say(`cloning ${root} into ${checkout}`);
    const clone = spawnSync("git", ["clone", "--quiet", root, checkout], { stdio: "inherit" });
    if (clone.status !== 0) throw new Error("git clone failed");

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    say(`npm start on port ${port} (installs what is missing first)`);
    const startedAt = Date.now();
    server = spawn("npm", ["start"], {
      cwd: checkout,
      detached: true,
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, PORT: String(port), DATA_DIR: path.join(folder, "data"), CI: "" },
    });
    let output = "";
    server.stdout.on("data", (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    const exited = new Promise((resolve) => server.once("exit", (code, signal) => resolve(code ?? signal)));
    await Promise.race([
      poll("npm start", START_LIMIT_MS, async () => ((await fetch(`${base}/readyz`)).ok ? true : undefined)),
      exited.then((code) => {
        throw new Error(`npm start exited (${code}) before it was ready`);
      }),
    ]);
    timings.push(`npm start until ready ${seconds(Date.now() - startedAt)}`);
    say(timings.at(-1));

    const willAt = Date.now();
    const { id, cookie } = await makeWill(base);
    const pdf = await poll("the will's PDF", PDF_LIMIT_MS, async () => {
      const answer = await fetch(`${base}/api/wills/${id}/pdf`, { headers: { Cookie: cookie } });
      return answer.status === 200 ? Buffer.from(await answer.arrayBuffer()) : undefined;
    });
    if (pdf.subarray(0, 5).toString() !== "%PDF-") throw new Error("the download is not a PDF");
    timings.push(`POST /api/wills to PDF ${seconds(Date.now() - willAt)} (${pdf.length} bytes)`);
    say(timings.at(-1));

    // Ctrl-C in a terminal: the whole process group gets SIGINT; the server drains and says so.
    process.kill(-server.pid, "SIGINT");
    await exited;
    server = undefined;
    if (!output.includes('"msg":"stopped"')) throw new Error("the server did not stop cleanly on SIGINT");
    say(`passed: ${timings.join("; ")}`);
  } finally {
    if (server) process.kill(-server.pid, "SIGKILL");
    if (keep) say(`kept ${folder}`);
    else rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`[rehearsal] failed: ${error.message}`);
  process.exit(1);
});
