// The second half of `npm run build` (after Remix's Vite build): the web server and the Temporal
// worker compiled to plain JavaScript under build/node/, so `npm start` and the images run no
// TypeScript compiler (docs/performance.md, "A compiled server"). Our own code is bundled; packages
// stay in node_modules. The tracing entry of each (instrument) is a module of its own, imported
// first, so it still starts before express, http and the Temporal SDK are loaded.
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { root } from "./setup.mjs";

const outdir = path.join(root, "build/node");

/** `from` imports of the instrument module become imports of its compiled file beside the bundle. */
function instrumentAsSibling(pattern, compiledName) {
  return {
    name: `external-${compiledName}`,
    setup(builder) {
      builder.onResolve({ filter: pattern }, () => ({ path: `./${compiledName}`, external: true }));
    },
  };
}

const common = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  outdir,
};

export async function buildNode() {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    ...common,
    entryPoints: { instrument: path.join(root, "web/instrument.server.ts") },
  });
  await build({
    ...common,
    entryPoints: { "worker-instrument": path.join(root, "workers/instrument.ts") },
  });
  await build({
    ...common,
    entryPoints: { server: path.join(root, "web/server.ts") },
    plugins: [instrumentAsSibling(/instrument\.server\.ts$/, "instrument.js")],
  });
  await build({
    ...common,
    entryPoints: { worker: path.join(root, "workers/worker.ts") },
    plugins: [instrumentAsSibling(/\/instrument\.ts$/, "worker-instrument.js")],
  });
  // prisma/migrate.ts reads its migrations beside its own module: in the bundle, beside it.
  cpSync(path.join(root, "prisma/migrations"), path.join(outdir, "migrations"), { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildNode();
