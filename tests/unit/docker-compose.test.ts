import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

// No Docker engine runs here: check the compose file says what docs/operations.md promises.
const compose = parse(readFileSync(new URL("../../docker-compose.yml", import.meta.url), "utf8")) as {
  services: Record<string, { image: string; ports?: string[]; healthcheck?: unknown }>;
};

describe("docker-compose.yml", () => {
  it("has PostgreSQL, the Temporal server with its UI and an SMTP catcher with a web inbox", () => {
    expect(Object.keys(compose.services).sort()).toEqual(["mailpit", "postgres", "temporal"]);
    expect(compose.services.temporal?.ports).toEqual(["7233:7233", "8233:8233"]);
    expect(compose.services.mailpit?.ports).toEqual(["1025:1025", "8025:8025"]);
    expect(compose.services.postgres?.healthcheck).toBeDefined();
    for (const service of Object.values(compose.services)) expect(service.image).toMatch(/:[\w.-]+$/);
  });

  it("matches the ports docs/operations.md gives", () => {
    const operations = readFileSync(new URL("../../docs/operations.md", import.meta.url), "utf8");
    for (const port of ["5433", "7233", "8233", "1025", "8025"]) expect(operations).toContain(port);
  });
});
