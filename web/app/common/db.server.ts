import { databaseOptionsFromEnv, openDatabase, type Database } from "../../../prisma/db.ts";
import type { Env } from "./env.server.ts";
import { getLogger } from "./logger.server.ts";
import { processSingleton } from "./process-singleton.server.ts";

/** One database per process (processSingleton says why). */
const database = processSingleton<Database>(
  "will-service.database",
  "The database was not initialised: call initDatabase at start-up.",
);

export function initDatabase(env: Pick<Env, "DATABASE_URL" | "DATA_DIR">): Promise<Database> {
  return database.init(async () => {
    const opened = await openDatabase(databaseOptionsFromEnv(env));
    const report = await opened.migrate();
    getLogger().info(
      { database: opened.kind, applied: report.applied, alreadyApplied: report.alreadyApplied.length },
      "database ready",
    );
    return opened;
  });
}

/** Makes `value` this process's database (tests, and embedding the app in another process). */
export function useDatabase(value: Database): void {
  database.use(value);
}

export function getDatabase(): Promise<Database> {
  return database.get();
}

export async function getPrisma() {
  return (await getDatabase()).prisma;
}

export async function closeDatabase(): Promise<void> {
  await (await database.take())?.close();
}
