import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EnvSchema, parseEnv } from "../../web/app/common/env.server.ts";
import { WorkerEnvSchema } from "../../workers/config.ts";

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");
/** What the web process reads and what the worker (npm run worker) reads besides. */
const schemaVariables = [
  ...new Set([...Object.keys(EnvSchema.in.shape), ...Object.keys(WorkerEnvSchema.shape)]),
].sort();

describe("the configuration is documented", () => {
  it(".env.example lists exactly the variables the web process and the worker read", () => {
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

  it("takes the operator of the database viewer as a username and an argon2id hash, both or neither", () => {
    const hash = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA";
    expect(parseEnv({ OPERATOR_USERNAME: "operator", OPERATOR_PASSWORD_HASH: hash })).toMatchObject({
      OPERATOR_USERNAME: "operator",
      OPERATOR_PASSWORD_HASH: hash,
    });
    expect(parseEnv({}).OPERATOR_USERNAME).toBeUndefined();
    for (const notArgon2id of [
      "correct horse battery staple",
      "$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA",
      "$2b$12$abcdefghijklmnopqrstuuABCDEFGHIJKLMNOPQRSTUVWXYZ01234",
    ]) {
      expect(() => parseEnv({ OPERATOR_USERNAME: "operator", OPERATOR_PASSWORD_HASH: notArgon2id })).toThrow(
        /OPERATOR_PASSWORD_HASH: must be an argon2id hash/,
      );
    }
    expect(() => parseEnv({ OPERATOR_USERNAME: "operator" })).toThrow(
      /OPERATOR_PASSWORD_HASH: required when OPERATOR_USERNAME is set/,
    );
    expect(() => parseEnv({ OPERATOR_PASSWORD_HASH: hash })).toThrow(
      /OPERATOR_USERNAME: required when OPERATOR_PASSWORD_HASH is set/,
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
