import { spawnSync } from "node:child_process";
import path from "node:path";
import { verify } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../../web/app/common/env.server.ts";

// `npm run operator:hash` as an operator runs it: npm's own banner comes first, the hash last.
const root = path.resolve(import.meta.dirname, "../..");

function operatorHash(args: string[], input?: string) {
  const result = spawnSync("npm", ["run", "operator:hash", ...(args.length ? ["--", ...args] : [])], {
    cwd: root,
    encoding: "utf8",
    input,
    env: { ...process.env, npm_config_update_notifier: "false" },
  });
  const lines = result.stdout.trimEnd().split("\n");
  return {
    code: result.status,
    lastLine: lines[lines.length - 1] ?? "",
    stdout: result.stdout,
    stderr: result.stderr,
  };
}

describe("npm run operator:hash", () => {
  it("prints, as its last line, an argon2id hash that verifies the password and that the server accepts", async () => {
    const password = "a long operator passphrase: ünïcode too";
    const { code, lastLine } = operatorHash([password]);
    expect(code).toBe(0);
    expect(lastLine).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(lastLine, password)).toBe(true);
    expect(await verify(lastLine, `${password}!`)).toBe(false);
    expect(parseEnv({ OPERATOR_USERNAME: "operator", OPERATOR_PASSWORD_HASH: lastLine })).toMatchObject({
      OPERATOR_PASSWORD_HASH: lastLine,
    });
  });

  it("reads the password from stdin when none is given, without a trailing newline", async () => {
    const { code, lastLine } = operatorHash([], "piped operator password\n");
    expect(code).toBe(0);
    expect(await verify(lastLine, "piped operator password")).toBe(true);
  });

  it("refuses a password shorter than 12 characters, printing no hash", () => {
    const { code, stdout, stderr } = operatorHash(["short-pw"]);
    expect(code).not.toBe(0);
    expect(stderr).toContain("The operator password must be at least 12 characters.");
    expect(stdout).not.toContain("$argon2id$");
  });
});
