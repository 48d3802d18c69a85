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
  const url = inject("testDatabaseUrl");
  const name = `will_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(url, (client) => client.query(`CREATE DATABASE "${name}"`));
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: databaseUrl.toString(), maxConnections: 4 });
  await database.migrate();
  return {
    ...database,
    source: inject("testDatabaseSource"),
    close: async () => {
      await database.close();
      await withAdminClient(url, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
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
