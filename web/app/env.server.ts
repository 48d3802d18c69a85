import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { PipelineEnvShape } from "../../workers/config.ts";

/**
 * Every environment variable the web process reads, validated once at start-up.
 * A bad value stops the process with a message naming the variable. README.md and
 * .env.example list the same variables; tests/unit/env-docs.test.ts keeps the three in step.
 */
const booleanFromString = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// URL")
      .optional(),
    DATA_DIR: z.string().min(1).default("./.data"),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    COOKIE_SECURE: booleanFromString.optional(),
    TRUST_PROXY: booleanFromString.default(false),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    ...PipelineEnvShape,
  })
  .transform((env) => ({
    ...env,
    /** Secure cookies wherever the service is deployed (PostgreSQL configured) in production. */
    COOKIE_SECURE: env.COOKIE_SECURE ?? (env.NODE_ENV === "production" && Boolean(env.DATABASE_URL)),
  }));

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.SESSION_SECRET) {
    throw new EnvError(
      "Invalid environment configuration:\n  SESSION_SECRET: required in production when DATABASE_URL is set",
    );
  }
  return env;
}

/**
 * The secret that signs cookies. Deployments set SESSION_SECRET; the embedded default keeps a
 * random one in DATA_DIR so `npm start` needs no configuration and sessions survive a restart.
 */
export function resolveSessionSecret(env: Env): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.resolve(env.DATA_DIR, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

let cached: Env | undefined;

/** The validated environment of this process. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
