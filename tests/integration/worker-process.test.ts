import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

describe("npm run worker", () => {
  it("refuses to start without Temporal and PostgreSQL, naming both variables", () => {
    const env = { ...process.env };
    delete env.TEMPORAL_ADDRESS;
    delete env.DATABASE_URL;
    const result = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "workers/worker.ts")], {
      cwd: root,
      env,
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Invalid worker configuration");
    expect(result.stderr).toContain("TEMPORAL_ADDRESS: required");
    expect(result.stderr).toContain("DATABASE_URL: required");
  });
});
