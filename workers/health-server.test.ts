import type { State } from "@temporalio/worker";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../prisma/db.ts";
import { startHealthServer, workerReadiness, type HealthServer } from "./health-server.ts";

const servers: HealthServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(ready: () => Promise<boolean>, readyTimeoutMs?: number) {
  const server = await startHealthServer({ port: 0, host: "127.0.0.1", ready, readyTimeoutMs });
  servers.push(server);
  return (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${server.port}${path}`, init);
}

describe("the worker's health server", () => {
  it("answers /healthz while the process is up, whatever readiness says", async () => {
    const get = await serve(async () => false);
    const response = await get("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers /readyz 200 when ready and 503 when not, a throw or a slow check", async () => {
    let ready = false;
    const get = await serve(async () => ready);
    expect((await get("/readyz")).status).toBe(503);
    ready = true;
    const response = await get("/readyz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ready" });

    const failing = await serve(async () => {
      throw new Error("database down");
    });
    expect(await (await failing("/readyz")).json()).toEqual({ status: "unavailable" });

    const slow = await serve(
      () => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 2_000)),
      50,
    );
    const started = Date.now();
    expect((await slow("/readyz")).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("answers nothing else: 404 for other paths, 405 for other methods", async () => {
    const get = await serve(async () => true);
    expect((await get("/")).status).toBe(404);
    expect((await get("/metrics")).status).toBe(404);
    expect((await get("/healthz", { method: "POST" })).status).toBe(405);
    expect((await get("/healthz?probe=liveness")).status).toBe(200);
  });

  it("stops listening when closed", async () => {
    const server = await startHealthServer({ port: 0, host: "127.0.0.1", ready: async () => true });
    await server.close();
    await expect(fetch(`http://127.0.0.1:${server.port}/healthz`)).rejects.toThrow();
  });
});

describe("workerReadiness", () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("is ready only while the worker polls (RUNNING) and the database answers", async () => {
    database = await openDatabase({ kind: "pglite" });
    const open = database;
    let state: State | undefined;
    const ready = workerReadiness({ state: () => state, pingDatabase: () => open.ping() });

    expect(await ready()).toBe(false); // not created yet
    for (const starting of ["INITIALIZED", "STOPPING", "DRAINING", "DRAINED", "STOPPED", "FAILED"] as const) {
      state = starting;
      expect(await ready()).toBe(false);
    }
    state = "RUNNING";
    expect(await ready()).toBe(true);

    await open.close();
    database = undefined;
    await expect(ready()).rejects.toThrow();
  });
});
