import type { TestProject } from "vitest/node";

/**
 * Chooses the PostgreSQL the database tests use, once for the whole run:
 * TEST_DATABASE_URL when set; otherwise a PostgreSQL testcontainer when a Docker engine answers;
 * otherwise none, and the tests use embedded PGlite.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("testDatabaseUrl", process.env.TEST_DATABASE_URL);
    project.provide("testDatabaseSource", "TEST_DATABASE_URL");
    return;
  }
  const container = await startContainerIfDockerAnswers();
  if (!container) {
    project.provide("testDatabaseUrl", "");
    project.provide("testDatabaseSource", "PGlite (no TEST_DATABASE_URL, no Docker engine)");
    return;
  }
  project.provide("testDatabaseUrl", container.getConnectionUri());
  project.provide("testDatabaseSource", "PostgreSQL testcontainer");
  return async () => {
    await container.stop();
  };
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

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseUrl: string;
    testDatabaseSource: string;
  }
}
