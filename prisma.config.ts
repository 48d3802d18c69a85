import { defineConfig } from "prisma/config";

// Used by the Prisma CLI (generate). Migrations are applied by prisma/migrate.ts,
// see docs/decisions/001-migrations-without-the-schema-engine.md.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
