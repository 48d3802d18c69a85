import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { TestWorkflowEnvironment } from "@temporalio/testing";
import { bundleWorkflowCode, DefaultLogger, Runtime } from "@temporalio/worker";
import type { TestProject } from "vitest/node";
// @ts-expect-error -- a plain .mjs script with no types (scripts/temporal-tools.mjs)
import { ensureTemporal, executableOption } from "../../scripts/temporal-tools.mjs";
import { WILL_SEARCH_ATTRIBUTES } from "../../workflows/definitions.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * One real Temporal dev server (`temporal server start-dev`, with its Web UI and the will search
 * attributes) for the whole vitest run, on free ports, and one bundle of the workflow code that
 * every test worker loads. Tests reach them through `inject("temporal")`; each test file uses its
 * own task queue, so files running at once never take each other's tasks.
 */
export default async function setup(project: TestProject) {
  Runtime.install({
    logger: new DefaultLogger("WARN"),
    telemetryOptions: { logging: { filter: "WARN", forward: {} } },
  });
  const { cli, testServer } = ensureTemporal() as {
    cli: { path: string } | null;
    testServer: { path: string } | null;
  };
  const uiPort = await freePort();
  let server: TestWorkflowEnvironment;
  try {
    server = await TestWorkflowEnvironment.createLocal({
      server: {
        executable: executableOption(cli),
        ui: true,
        uiPort,
        log: { format: "pretty", level: "warn" },
        searchAttributes: [...WILL_SEARCH_ATTRIBUTES],
      },
    });
  } catch (error) {
    // The Temporal tests fail with this reason; the rest of the run goes on.
    const unavailable = error instanceof Error ? error.message : String(error);
    console.error(`[temporal] The dev server did not start: ${unavailable}`);
    project.provide("temporal", {
      address: "",
      uiUrl: "",
      bundlePath: "",
      testServer: executableOption(testServer),
      unavailable,
    });
    return;
  }
  const bundlePath = await workflowBundle();
  project.provide("temporal", {
    address: server.address,
    uiUrl: `http://127.0.0.1:${uiPort}`,
    bundlePath,
    testServer: executableOption(testServer),
    unavailable: "",
  });
  return async () => {
    await server.teardown();
  };
}

/**
 * The workflow code bundled into .tmp/temporal/, again only when a file it is built from
 * (workflows/, core/, the lock file) is newer than the bundle: most runs skip webpack.
 */
async function workflowBundle(): Promise<string> {
  const bundlePath = path.join(root, ".tmp/temporal/workflow-bundle.js");
  const inputs = ["workflows", "core", "package-lock.json"].map((input) => path.join(root, input));
  if (existsSync(bundlePath) && newestMtime(inputs) <= statSync(bundlePath).mtimeMs) return bundlePath;
  mkdirSync(path.dirname(bundlePath), { recursive: true });
  const { code } = await bundleWorkflowCode({
    workflowsPath: path.join(root, "workflows/index.ts"),
    logger: new DefaultLogger("WARN"),
  });
  // Written whole, then renamed: a run starting meanwhile never reads half a bundle.
  const partial = `${bundlePath}.${process.pid}`;
  writeFileSync(partial, code);
  renameSync(partial, bundlePath);
  return bundlePath;
}

function newestMtime(paths: string[]): number {
  let newest = 0;
  for (const entry of paths) {
    const stats = statSync(entry);
    newest = Math.max(
      newest,
      stats.isDirectory()
        ? newestMtime(readdirSync(entry).map((name) => path.join(entry, name)))
        : stats.mtimeMs,
    );
  }
  return newest;
}

async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

declare module "vitest" {
  export interface ProvidedContext {
    temporal: {
      /** host:port of the dev server's frontend. */
      address: string;
      /** The dev server's Web UI. */
      uiUrl: string;
      /** The workflow code, bundled once: `Worker.create({ workflowBundle: { codePath } })`. */
      bundlePath: string;
      /** How to start the time-skipping test server (@temporalio/testing's `executable` option). */
      testServer: { type: "existing-path"; path: string } | { type: "cached-download" };
      /** Why there is no dev server in this run ("" when there is one). */
      unavailable: string;
    };
  }
}
