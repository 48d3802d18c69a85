import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../prisma/db.ts";

export interface TestDatabase extends Database {
  /** Which PostgreSQL server it is on, as chosen by tests/support/global-setup.ts. */
  readonly source: string;
}

/**
 * A fresh, migrated, empty database for one test file: a new database on the test PostgreSQL
 * server, dropped again on close. (The embedded PGlite default is what the browser tests run on.)
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { url, drop } = await createServerDatabase("will_test");
  const database = await openDatabase({ kind: "postgres", url, maxConnections: 4 });
  await database.migrate();
  return {
    ...database,
    source: inject("testDatabaseSource"),
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * A new, empty database on the run's PostgreSQL server, by URL: for a test file's own database, and
 * for tests that hand a database to other processes (the worker, `npm run stack`), which share it
 * as in a deployment. `drop` deletes it.
 */
export async function createServerDatabase(
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = inject("testDatabaseUrl");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await withAdminClient(server, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdminClient(server, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
