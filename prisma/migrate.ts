import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The small SQL surface the migration runner needs, implemented for PGlite and for node-postgres.
 * Prisma 7's `migrate deploy` needs a native schema engine that cannot be installed everywhere,
 * so migrations are applied here, recorded in a `_prisma_migrations` table that Prisma's CLI
 * understands (docs/decisions/001-migrations-without-the-schema-engine.md).
 */
export interface SqlExecutor {
  /** Runs one or more statements with no parameters. */
  exec(sql: string): Promise<void>;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs `work` inside one transaction on one connection. */
  transaction(work: (tx: SqlExecutor) => Promise<void>): Promise<void>;
  /** Whether this database can hold an advisory lock across connections (PostgreSQL, not PGlite). */
  readonly supportsAdvisoryLock: boolean;
}

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrationReport {
  applied: string[];
  alreadyApplied: string[];
}

export const migrationsDirectory = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** An arbitrary but fixed key, so two processes starting at once apply migrations one at a time. */
const ADVISORY_LOCK_KEY = 727_201_837;

export async function readMigrations(directory = migrationsDirectory): Promise<Migration[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(directory, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

interface AppliedRow {
  migration_name: string;
  checksum: string;
}

/**
 * Applies every migration not yet recorded, each in its own transaction, in name order.
 * A recorded migration whose file has changed since is an error: migrations are append-only.
 */
export async function applyMigrations(db: SqlExecutor, migrations?: Migration[]): Promise<MigrationReport> {
  const all = migrations ?? (await readMigrations());
  if (db.supportsAdvisoryLock) await db.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCK_KEY]);
  try {
    await db.exec(CREATE_MIGRATIONS_TABLE);
    const rows = await db.query<AppliedRow>(
      `SELECT "migration_name", "checksum" FROM "_prisma_migrations"
       WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`,
    );
    const applied = new Map(rows.map((row) => [row.migration_name, row.checksum]));
    const report: MigrationReport = { applied: [], alreadyApplied: [] };
    for (const migration of all) {
      const recorded = applied.get(migration.name);
      if (recorded !== undefined) {
        if (recorded !== migration.checksum) {
          throw new Error(
            `Migration ${migration.name} was changed after it was applied. ` +
              "Migrations are append-only: add a new migration instead.",
          );
        }
        report.alreadyApplied.push(migration.name);
        continue;
      }
      await db.transaction(async (tx) => {
        await tx.exec(migration.sql);
        await tx.query(
          `INSERT INTO "_prisma_migrations"
             ("id", "checksum", "migration_name", "finished_at", "applied_steps_count")
           VALUES ($1, $2, $3, now(), 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
      });
      report.applied.push(migration.name);
    }
    return report;
  } finally {
    if (db.supportsAdvisoryLock) await db.query("SELECT pg_advisory_unlock($1)", [ADVISORY_LOCK_KEY]);
  }
}
