import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EnvSchema, parseEnv } from "../../web/app/env.server.ts";

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");
const schemaVariables = Object.keys(EnvSchema.in.shape).sort();

describe("the configuration is documented", () => {
  it(".env.example lists exactly the variables the service reads", () => {
    const listed = [...read(".env.example").matchAll(/^([A-Z_][A-Z0-9_]*)=/gm)]
      .map((match) => match[1])
      .sort();
    expect(listed).toEqual(schemaVariables);
  });

  it("the README's configuration table lists every variable", () => {
    const readme = read("README.md");
    for (const variable of schemaVariables) expect(readme).toContain(`| \`${variable}\``);
  });
});

describe("parseEnv", () => {
  it("applies the embedded defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./.data",
      NODE_ENV: "development",
      COOKIE_SECURE: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(
      /DATABASE_URL: must be a postgresql:\/\/ URL/,
    );
    expect(() => parseEnv({ SESSION_SECRET: "short" })).toThrow(
      /SESSION_SECRET: must be at least 32 characters/,
    );
  });

  it("requires a session secret for a production deployment with PostgreSQL, and makes its cookies Secure", () => {
    const production = { NODE_ENV: "production", DATABASE_URL: "postgresql://db/will" };
    expect(() => parseEnv(production)).toThrow(/SESSION_SECRET: required in production/);
    expect(parseEnv({ ...production, SESSION_SECRET: "s".repeat(32) }).COOKIE_SECURE).toBe(true);
    expect(
      parseEnv({ ...production, SESSION_SECRET: "s".repeat(32), COOKIE_SECURE: "false" }).COOKIE_SECURE,
    ).toBe(false);
  });
});
