// Generates the Prisma client (prisma/generated) offline.
// `prisma generate` only needs the schema engine binary to exist, not to run (see ENVIRONMENT notes
// in docs/decisions/001-migrations-without-the-schema-engine.md), so an empty stand-in is named.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function prismaClientIsFresh() {
  const generated = path.join(root, "prisma/generated/client.ts");
  if (!existsSync(generated)) return false;
  return statSync(generated).mtimeMs >= statSync(path.join(root, "prisma/schema.prisma")).mtimeMs;
}

export function generatePrismaClient() {
  const env = { ...process.env, CHECKPOINT_DISABLE: "1", PRISMA_HIDE_UPDATE_MESSAGE: "1" };
  if (!env.PRISMA_SCHEMA_ENGINE_BINARY || !existsSync(env.PRISMA_SCHEMA_ENGINE_BINARY)) {
    const standIn = path.join(os.tmpdir(), "will-service-prisma", "schema-engine-stand-in");
    mkdirSync(path.dirname(standIn), { recursive: true });
    if (!existsSync(standIn)) writeFileSync(standIn, "");
    env.PRISMA_SCHEMA_ENGINE_BINARY = standIn;
  }
  const require = createRequire(import.meta.url);
  const cli = require.resolve("prisma/build/index.js");
  const result = spawnSync(process.execPath, [cli, "generate"], { cwd: root, env, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`prisma generate failed with exit code ${result.status}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  generatePrismaClient();
}
