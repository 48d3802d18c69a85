import { availableParallelism } from "node:os";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

/**
 * Unit tests sit beside the code; cross-folder integration tests live in tests/integration.
 * Database tests use PostgreSQL when TEST_DATABASE_URL is set (CI), a PostgreSQL testcontainer when
 * a Docker engine answers, and embedded PGlite otherwise (tests/support/test-database.ts).
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: [
      "core/**/*.test.ts",
      "web/**/*.test.{ts,tsx}",
      "prisma/**/*.test.ts",
      "workers/**/*.test.ts",
      "workflows/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/temporal/**/*.test.ts",
      "tests/unit/**/*.test.ts",
      "tests/legal/**/*.test.ts",
      "tests/security/**/*.test.ts",
    ],
    exclude: ["node_modules/**", "build/**", "tests/e2e/**"],
    globalSetup: ["tests/support/global-setup.ts", "tests/support/temporal-global-setup.ts"],
    pool: "forks",
    // Vitest's default in a run is one fork fewer than the CPUs: one on a 2-core machine. Most test
    // files wait on a database, Temporal, Chromium or SMTP rather than compute, so a few at once
    // finish sooner (each file has its own database; ports are found free by binding).
    maxWorkers: Math.max(3, availableParallelism()),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      SESSION_SECRET: "test-secret-that-is-long-enough-for-the-schema-0123456789",
      DATA_DIR: ".tmp/vitest-data",
    },
  },
});
