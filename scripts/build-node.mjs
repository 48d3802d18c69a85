// The second half of `npm run build` (after Remix's Vite build): the web server and the Temporal
// worker compiled to plain JavaScript under build/node/, so `npm start` and the images run no
// TypeScript compiler (docs/performance.md, "A compiled server"). Our own code is bundled; packages
// stay in node_modules. The tracing entry of each (instrument) is a module of its own, imported
// first, so it still starts before express, http and the Temporal SDK are loaded.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
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

/**
 * A package's inner file named without its extension ("@temporalio/common/lib/search-attributes")
 * resolves under tsx and CommonJS but not as an ES module import: the bundle names the file.
 */
const deepImportsWithExtension = {
  name: "deep-imports-with-extension",
  setup(builder) {
    builder.onResolve({ filter: /^(@[^/]+\/)?[^./][^/]*\/.+/ }, ({ path: specifier }) => {
      // import.meta.resolve names the file without checking that it is there.
      const exists = (name) => {
        const url = import.meta.resolve(name);
        return !url.startsWith("file:") || existsSync(fileURLToPath(url));
      };
      if (exists(specifier) || !exists(`${specifier}.js`)) return undefined;
      return { path: `${specifier}.js`, external: true };
    });
  },
};

const common = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  outdir,
  plugins: [deepImportsWithExtension],
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
    plugins: [instrumentAsSibling(/instrument\.server\.ts$/, "instrument.js"), deepImportsWithExtension],
  });
  await build({
    ...common,
    entryPoints: { worker: path.join(root, "workers/worker.ts") },
    plugins: [instrumentAsSibling(/\/instrument\.ts$/, "worker-instrument.js"), deepImportsWithExtension],
  });
  // The pipeline's process (workers/pipeline-host.ts starts it beside the server's bundle).
  await build({
    ...common,
    entryPoints: { "pipeline-instrument": path.join(root, "workers/pipeline-instrument.ts") },
  });
  await build({
    ...common,
    entryPoints: { "pipeline-process": path.join(root, "workers/pipeline-process.ts") },
    plugins: [
      instrumentAsSibling(/pipeline-instrument\.ts$/, "pipeline-instrument.js"),
      deepImportsWithExtension,
    ],
  });
  // prisma/migrate.ts reads its migrations beside its own module: in the bundle, beside it.
  await build({ ...common, entryPoints: { migrate: path.join(root, "prisma/migrate-cli.ts") } });
  cpSync(path.join(root, "prisma/migrations"), path.join(outdir, "migrations"), { recursive: true });
  // The client build is Remix's (absent when only the worker is built, as its image does).
  if (existsSync(path.join(root, "build/client"))) precompress(path.join(root, "build/client"));
}

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;

/**
 * A .br and a .gz beside every text file of the client build over 1 kB, at the highest levels
 * (done once here, not per request), for web/server/static-assets.ts to serve.
 */
export function precompress(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name) || statSync(file).size < 1024) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildNode();
