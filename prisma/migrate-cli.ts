// `npm run db:migrate`: applies pending migrations to DATABASE_URL (or the embedded PGlite under
// DATA_DIR) and exits. Deployments run it as a job before the new version starts.
import { databaseOptionsFromEnv, openDatabase } from "./db.ts";

const database = await openDatabase(
  databaseOptionsFromEnv({
    DATABASE_URL: process.env.DATABASE_URL || undefined,
    DATA_DIR: process.env.DATA_DIR || "./.data",
  }),
);
try {
  const report = await database.migrate();
  for (const name of report.applied) console.log(`applied ${name}`);
  console.log(
    `${report.applied.length} applied, ${report.alreadyApplied.length} already applied (${database.kind})`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
