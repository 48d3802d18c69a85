import { spawn, spawnSync } from "node:child_process";
import { createServer, type Socket } from "node:net";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const workerEntry = path.join(root, "workers/worker.ts");

describe("npm run worker", () => {
  it("refuses to start without Temporal and PostgreSQL, naming both variables", () => {
    const env = { ...process.env };
    delete env.TEMPORAL_ADDRESS;
    delete env.DATABASE_URL;
    const result = spawnSync(process.execPath, ["--import", "tsx", workerEntry], {
      cwd: root,
      env,
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Invalid worker configuration");
    expect(result.stderr).toContain("TEMPORAL_ADDRESS: required");
    expect(result.stderr).toContain("DATABASE_URL: required");
  });

  it("rejects a WORKER_HEALTH_PORT that is not a port", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", workerEntry], {
      cwd: root,
      env: {
        ...process.env,
        TEMPORAL_ADDRESS: "127.0.0.1:7233",
        DATABASE_URL: "postgresql://will@127.0.0.1:1/will",
        WORKER_HEALTH_PORT: "healthz",
      },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("WORKER_HEALTH_PORT");
  });

  it("with WORKER_HEALTH_PORT, answers /healthz while it starts and /readyz 503 until it polls Temporal", async () => {
    // A database that accepts connections and never answers: the worker stays in its start-up.
    const sockets = new Set<Socket>();
    const silentDatabase = createServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silentDatabase.listen(0, "127.0.0.1", resolve));
    const databasePort = (silentDatabase.address() as { port: number }).port;
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const healthPort = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const child = spawn(process.execPath, ["--import", "tsx", workerEntry], {
      cwd: root,
      env: {
        ...process.env,
        TEMPORAL_ADDRESS: "127.0.0.1:7233",
        DATABASE_URL: `postgresql://will@127.0.0.1:${databasePort}/will`,
        WORKER_HEALTH_PORT: String(healthPort),
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    try {
      const url = (probePath: string) => `http://127.0.0.1:${healthPort}${probePath}`;
      const live = await vi.waitFor(() => fetch(url("/healthz")), { timeout: 15_000, interval: 100 });
      expect(live.status).toBe(200);
      const ready = await fetch(url("/readyz"));
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: "unavailable" });
      expect(output).toContain("worker health server listening");
    } finally {
      child.kill("SIGKILL");
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silentDatabase.close(() => resolve()));
    }
  }, 30_000);
});
