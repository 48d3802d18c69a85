import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";

/**
 * A new PostgreSQL database on the run's test server, by URL, for tests that hand it to other
 * processes (the worker, `npm run stack`): they share PostgreSQL, as in a deployment. Such tests
 * need TEST_DATABASE_URL (or a Docker engine), and say so when neither is there.
 */
export async function createPostgresDatabase(
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = inject("testDatabaseUrl");
  if (!server) {
    throw new Error(
      "This test runs processes that share PostgreSQL: set TEST_DATABASE_URL (e.g. postgresql://postgres@127.0.0.1:5432/test).",
    );
  }
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
