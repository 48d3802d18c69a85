import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { expect } from "@playwright/test";

/** A second server process, started by a test with its own environment (the production server). */

const root = path.resolve(import.meta.dirname, "../..");

export interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** The port the server listens on (it is started with PORT=0, so the system picks a free one). */
  port: () => Promise<number>;
}

/**
 * The server as `npm start` runs it: compiled by `npm run build` (build/node/server.js), as the
 * suite's own server is (playwright.config.ts). It starts sooner than from its sources.
 */
export function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [path.join(root, "build/node/server.js")], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const port = async () => {
    let found = 0;
    await expect
      .poll(
        () => {
          found = Number(/"port":(\d+)/.exec(output)?.[1] ?? 0);
          return found;
        },
        { timeout: 45_000, intervals: [100] },
      )
      .toBeGreaterThan(0);
    return found;
  };
  return { child, output: () => output, exited, port };
}

export async function waitForReady(port: number) {
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://127.0.0.1:${port}/readyz`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 45_000, intervals: [250] },
    )
    .toBe(200);
}
