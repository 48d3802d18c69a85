import { databaseOptionsFromEnv, openDatabase, type Database } from "../../../prisma/db.ts";
import type { Env } from "./env.server.ts";
import { getLogger } from "./logger.server.ts";

/**
 * One database per process. The custom server and the Remix server build are separate module
 * graphs, so the instance lives on globalThis: two PGlite instances on one directory would corrupt it.
 */
const SINGLETON = Symbol.for("will-service.database");
type WithDatabase = typeof globalThis & { [SINGLETON]?: Promise<Database> };

export function initDatabase(env: Pick<Env, "DATABASE_URL" | "DATA_DIR">): Promise<Database> {
  const holder = globalThis as WithDatabase;
  holder[SINGLETON] ??= (async () => {
    const database = await openDatabase(databaseOptionsFromEnv(env));
    const report = await database.migrate();
    getLogger().info(
      { database: database.kind, applied: report.applied, alreadyApplied: report.alreadyApplied.length },
      "database ready",
    );
    return database;
  })();
  return holder[SINGLETON];
}

/** Makes `database` this process's database (tests, and embedding the app in another process). */
export function useDatabase(database: Database): void {
  (globalThis as WithDatabase)[SINGLETON] = Promise.resolve(database);
}

export async function getDatabase(): Promise<Database> {
  const pending = (globalThis as WithDatabase)[SINGLETON];
  if (!pending) throw new Error("The database was not initialised: call initDatabase at start-up.");
  return pending;
}

export async function getPrisma() {
  return (await getDatabase()).prisma;
}

export async function closeDatabase(): Promise<void> {
  const holder = globalThis as WithDatabase;
  const pending = holder[SINGLETON];
  delete holder[SINGLETON];
  if (pending) await (await pending).close();
}
