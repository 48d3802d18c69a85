import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "./generated/client.ts";
import { applyMigrations, type MigrationReport, type SqlExecutor } from "./migrate.ts";

export { PrismaClient };
export type { Prisma } from "./generated/client.ts";

export type DatabaseOptions =
  /** PostgreSQL over the network, through @prisma/adapter-pg. */
  | { kind: "postgres"; url: string; maxConnections?: number }
  /** Embedded PostgreSQL (PGlite): persisted in `dataDir`, or in memory when it is omitted. */
  | { kind: "pglite"; dataDir?: string };

/** One database: the Prisma client plus what start-up, readiness and shutdown need. */
export interface Database {
  readonly kind: DatabaseOptions["kind"];
  readonly prisma: PrismaClient;
  migrate(): Promise<MigrationReport>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The one place a database client is made. `DATABASE_URL` set: PostgreSQL. Unset: PGlite under
 * `DATA_DIR` (default `./.data`), so `npm start` needs no database server.
 */
export function databaseOptionsFromEnv(env: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}): DatabaseOptions {
  if (env.DATABASE_URL) return { kind: "postgres", url: env.DATABASE_URL };
  return { kind: "pglite", dataDir: path.resolve(env.DATA_DIR, "pglite") };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === "postgres"
    ? openPostgres(options.url, options.maxConnections)
    : openPGlite(options.dataDir);
}

/** How the migrations run on a PGlite instance (here, and in workers/pipeline-process.ts). */
export function pgliteExecutor(pglite: PGlite): SqlExecutor {
  const executor = (tx: Pick<PGlite, "exec" | "query">): SqlExecutor => ({
    supportsAdvisoryLock: false,
    exec: async (sql) => {
      await tx.exec(sql);
    },
    query: async <Row>(sql: string, params?: unknown[]) => (await tx.query<Row>(sql, params)).rows,
    transaction: async (work) => {
      await pglite.transaction(async (inner) => work(executor(inner)));
    },
  });
  return executor(pglite);
}

async function openPGlite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = dataDir ? new PGlite(dataDir) : new PGlite();
  await pglite.waitReady;
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    kind: "pglite",
    prisma,
    migrate: () => applyMigrations(pgliteExecutor(pglite)),
    ping: async () => {
      await pglite.query("SELECT 1");
    },
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

async function openPostgres(url: string, maxConnections = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections, connectionTimeoutMillis: 5_000 });
  // An idle connection the server dropped (a restart, a failover) must not crash the process: the
  // pool discards it and the next query opens a new one.
  pool.on("error", () => undefined);
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  const onClient = (client: pg.PoolClient): SqlExecutor => ({
    supportsAdvisoryLock: true,
    exec: async (sql) => {
      await client.query(sql);
    },
    query: async <Row>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as Row[],
    transaction: async (work) => {
      await client.query("BEGIN");
      try {
        await work(onClient(client));
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    },
  });
  return {
    kind: "postgres",
    prisma,
    migrate: async () => {
      // One connection for the whole run, so the advisory lock and the work share a session.
      const client = await pool.connect();
      try {
        return await applyMigrations(onClient(client));
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query("SELECT 1");
    },
    close: async () => {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}
