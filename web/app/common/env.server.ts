import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { PipelineEnvShape } from "../../../workers/config.ts";
import { ARGON2ID_HASH } from "../accounts/passwords.server.ts";

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
    /**
     * The key SESSION_SECRET had before a rotation: cookies it signed are still accepted (and
     * signed again with SESSION_SECRET when next set), so a rotation signs nobody out.
     */
    SESSION_SECRET_PREVIOUS: z.string().min(32, "must be at least 32 characters").optional(),
    COOKIE_SECURE: booleanFromString.optional(),
    TRUST_PROXY: booleanFromString.default(false),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    /**
     * Where the financial health check's purchase event goes (e.g. GA4's Measurement Protocol
     * URL with its measurement_id and api_secret), for visitors who accepted analytics. Unset:
     * no analytics and no cookie banner.
     */
    ANALYTICS_ENDPOINT: z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
      .optional(),
    /** An OpenAI (or OpenAI-compatible) API key. Unset: the offline assistant answers the chat. */
    OPENAI_API_KEY: z.string().min(1).optional(),
    /** The API's base URL, for any OpenAI-compatible server (default OpenAI's). */
    OPENAI_BASE_URL: z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
      .default("https://api.openai.com/v1"),
    /** The chat model (it must support tool calls). */
    OPENAI_MODEL: z.string().min(1).max(200).default("gpt-4o-mini"),
    /** How long one call to the model may take before the chat gives up (default 30000). */
    OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(30_000),
    /** Login and registration attempts allowed per IP address per window (default 30). */
    AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
    /** The database viewer's operator. Unset (with OPERATOR_PASSWORD_HASH): the viewer is off. */
    OPERATOR_USERNAME: z.string().trim().min(1).max(200).optional(),
    /** The operator's password as an argon2id hash (`npm run operator:hash -- '<password>'`). */
    OPERATOR_PASSWORD_HASH: z
      .string()
      .trim()
      .regex(
        ARGON2ID_HASH,
        "must be an argon2id hash ($argon2id$v=19$...); make one with npm run operator:hash",
      )
      .optional(),
    ...PipelineEnvShape,
  })
  .transform((env) => ({
    ...env,
    /**
     * Secure cookies (and HSTS) whenever the public address is https, and wherever the service is
     * deployed (PostgreSQL configured) in production.
     */
    COOKIE_SECURE:
      env.COOKIE_SECURE ??
      (env.PUBLIC_URL?.startsWith("https:") === true ||
        (env.NODE_ENV === "production" && Boolean(env.DATABASE_URL))),
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
  // Half an operator is a mistake to report, not a viewer to switch off quietly.
  if (env.OPERATOR_USERNAME && !env.OPERATOR_PASSWORD_HASH) {
    throw new EnvError(
      "Invalid environment configuration:\n  OPERATOR_PASSWORD_HASH: required when OPERATOR_USERNAME is set",
    );
  }
  if (env.OPERATOR_PASSWORD_HASH && !env.OPERATOR_USERNAME) {
    throw new EnvError(
      "Invalid environment configuration:\n  OPERATOR_USERNAME: required when OPERATOR_PASSWORD_HASH is set",
    );
  }
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
