import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";
import { readMigrations } from "./migrate.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("applying migrations", () => {
  it("records each migration once, in Prisma's _prisma_migrations table", async () => {
    const migrations = await readMigrations();
    const rows = await database.prisma.$queryRawUnsafe<
      { migration_name: string; checksum: string; finished_at: Date }[]
    >(`SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name`);
    expect(rows.map((row) => row.migration_name)).toEqual(migrations.map((migration) => migration.name));
    expect(rows.map((row) => row.checksum)).toEqual(migrations.map((migration) => migration.checksum));
    expect(rows.every((row) => row.finished_at instanceof Date)).toBe(true);
  });

  it("does nothing the second time (start-up and npm run db:migrate may both run)", async () => {
    const report = await database.migrate();
    expect(report.applied).toEqual([]);
    expect(report.alreadyApplied.length).toBe((await readMigrations()).length);
  });

  it("refuses a migration whose file changed after it was applied", async () => {
    await database.prisma.$executeRawUnsafe(
      `UPDATE "_prisma_migrations" SET checksum = 'changed' WHERE migration_name = (SELECT min(migration_name) FROM "_prisma_migrations")`,
    );
    await expect(database.migrate()).rejects.toThrow(/was changed after it was applied/);
  });
});
