// `npm run bench`: requests per second and p50/p99 latency of GET / and POST /api/wills against the
// production build, with autocannon, on loopback only. Bounded: BENCH_SECONDS (default 10) per
// target, BENCH_CONNECTIONS (default 10) connections. Record the figures in docs/performance.md.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild, ensureDependencies, ensurePrismaClient, root } from "./setup.mjs";

ensureDependencies();
await ensurePrismaClient();
ensureBuild();
const { default: autocannon } = await import("autocannon");

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = 4100 + Math.floor(Math.random() * 500);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "will-bench-"));
const origin = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "web/server.ts")], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  },
});

async function waitUntilReady() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not become ready within 60 s");
}

const willBody = JSON.stringify({
  formData: {
    personalInfo: { fullName: "Bench Mark", dateOfBirth: "1970-01-01", address: "1 Test Road, Leeds" },
    familyInfo: { maritalStatus: "single", children: [] },
    executorInfo: {
      primary: {
        fullName: "Exec Utor",
        relationship: "friend",
        address: "2 Test Road",
        contact: "07700 900000",
      },
    },
  },
  email: "bench@example.com",
  marketingConsent: false,
});

function measure(title, { path: target, ...options }) {
  return new Promise((resolve, reject) => {
    // autocannon ignores a separate `path` when `url` is given: the URL carries it.
    autocannon({ url: `${origin}${target}`, connections, duration: seconds, ...options }, (error, result) => {
      if (error) return reject(error);
      resolve({
        title,
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}

try {
  await waitUntilReady();
  // A short warm-up so the first measurement is not the JIT's.
  await measure("warm-up", { path: "/", duration: 2 });
  const results = [
    await measure("GET /", { path: "/" }),
    await measure("POST /api/wills", {
      path: "/api/wills",
      method: "POST",
      headers: { "content-type": "application/json" },
      body: willBody,
    }),
  ];
  console.log(
    `\n${connections} connections, ${seconds} s each, Node ${process.version}, ${os.cpus().length} cores`,
  );
  console.log("target             req/s    p50 ms   p99 ms   non-2xx  errors");
  for (const r of results) {
    console.log(
      `${r.title.padEnd(17)} ${String(r.requestsPerSecond).padStart(6)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.non2xx).padStart(9)} ${String(r.errors).padStart(7)}`,
    );
  }
  if (results.some((r) => r.non2xx > 0 || r.errors > 0)) process.exitCode = 1;
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
