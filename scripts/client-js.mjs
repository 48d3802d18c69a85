// `npm run bench:js`: the JavaScript each page costs, from the client build (docs/performance.md).
// For a route: what a first visit downloads before the page is interactive (the entry, the root and
// the route with every module they import, as the Remix manifest lists them for modulepreload),
// and what the page may load afterwards (its dynamic imports: the tooltips once hydrated, the toast
// region when a toast is shown). Sizes are gzip bytes as served (the build's .gz beside each file).
// Budgets are figures to read, never a test: this prints, and `npm run bench` records them.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const client = path.join(root, "build/client");

/** The pages measured, with the budgets of issue 25 where it sets one (kB gzip). */
export const MEASURED_ROUTES = [
  { id: "routes/_index", page: "/ (landing)", budgetKb: 100 },
  { id: "routes/home", page: "/home" },
  { id: "routes/privacy-policy", page: "/privacy-policy" },
  { id: "routes/start", page: "/start" },
  { id: "routes/auth", page: "/auth" },
  { id: "routes/create-will.$step", page: "/create-will/<step>", budgetKb: 130 },
  { id: "routes/dashboard", page: "/dashboard" },
  { id: "routes/success", page: "/success" },
  { id: "routes/ai-will", page: "/ai-will" },
];

function readManifest() {
  const assets = path.join(client, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("No Remix manifest in build/client/assets: run `npm run build` first.");
  const text = readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
}

function gzipBytes(href) {
  const file = path.join(client, href);
  return existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(readFileSync(file)).length;
}

/** The chunks a chunk imports: statically, and dynamically (with the chunks Vite preloads for those). */
function importsOf(href) {
  const code = readFileSync(path.join(client, href), "utf8");
  const folder = path.posix.dirname(href);
  const near = (name) => path.posix.join(folder, name);
  const matches = (pattern) => [...code.matchAll(pattern)].map((match) => match[1]);
  return {
    static: matches(/(?:from|import)\s*"\.\/([^"]+\.js)"/g).map(near),
    dynamic: [
      ...matches(/import\("\.\/([^"]+\.js)"\)/g).map(near),
      ...matches(/"(assets\/[^"]+\.js)"/g).map((name) => `/${name}`),
    ],
  };
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/** What a first visit to `routeId` downloads before it is interactive, and what it may load after. */
export function clientJs(routeId, manifest = readManifest()) {
  const initial = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of ["root", routeId]) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`No route ${id} in the Remix manifest`);
    initial.add(route.module);
    for (const file of route.imports ?? []) initial.add(file);
  }
  const deferred = new Set();
  const queue = [...initial].flatMap((href) => importsOf(href).dynamic);
  while (queue.length > 0) {
    const href = queue.pop();
    if (initial.has(href) || deferred.has(href)) continue;
    deferred.add(href);
    const next = importsOf(href);
    queue.push(...next.static, ...next.dynamic);
  }
  const sum = (files) => kb([...files].reduce((total, href) => total + gzipBytes(href), 0));
  return {
    files: initial.size,
    kb: sum(initial),
    deferred: {
      files: deferred.size,
      kb: sum(deferred),
      names: [...deferred].map((href) => path.basename(href)),
    },
  };
}

/** Every measured route's figures, read from one manifest. */
export function clientJsByRoute() {
  const manifest = readManifest();
  return MEASURED_ROUTES.map((route) => ({ ...route, ...clientJs(route.id, manifest) }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log("client JavaScript per page (gzip): before interactive, then loaded after when used\n");
  for (const route of clientJsByRoute()) {
    const budget = route.budgetKb
      ? `  budget ${route.budgetKb} kB: ${route.kb <= route.budgetKb ? "within" : "OVER"}`
      : "";
    const later = route.deferred.files ? `, then ${route.deferred.kb} kB in ${route.deferred.files}` : "";
    console.log(
      `${route.page.padEnd(22)} ${String(route.kb).padStart(6)} kB in ${route.files} files${later}${budget}`,
    );
  }
}
