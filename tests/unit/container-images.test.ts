import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// No Docker engine runs here, so the images cannot be built in the tests. What can be checked is
// what decides whether they work: the stages and their users, the health checks, and that every
// file and package the entry points import is in the final image (copied source, the build
// stage's outputs, production dependencies only).

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const packageJson = JSON.parse(read("package.json")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  from: string;
  name?: string;
  instructions: Instruction[];
}

/** A Dockerfile's stages and instructions (comments dropped, continuation lines joined). */
function parseDockerfile(file: string): Stage[] {
  const logical = read(file)
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const stages: Stage[] = [];
  for (const line of logical) {
    const [keyword = "", ...rest] = line.split(/\s+/);
    const args = rest.join(" ");
    if (keyword.toUpperCase() === "FROM") {
      const [from = "", , name] = rest;
      stages.push({ from, name, instructions: [] });
    } else if (keyword.toUpperCase() !== "ARG" || stages.length > 0) {
      stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
    }
  }
  return stages;
}

const all = (stage: Stage, keyword: string) =>
  stage.instructions.filter((instruction) => instruction.keyword === keyword).map((i) => i.args);
const envOf = (stage: Stage) =>
  Object.fromEntries(
    all(stage, "ENV")
      .flatMap((args) => args.split(/\s+/))
      .map((pair) => pair.split("=") as [string, string]),
  );

/** The sources a stage copies from the build context, and what it copies from other stages. */
function copies(stage: Stage) {
  const fromContext: string[] = [];
  const fromStages: { stage: string; source: string }[] = [];
  for (const args of all(stage, "COPY")) {
    const parts = args.split(/\s+/);
    const from = parts.find((part) => part.startsWith("--from="))?.slice("--from=".length);
    const paths = parts.filter((part) => !part.startsWith("--"));
    const sources = paths.slice(0, -1);
    if (from)
      for (const source of sources) fromStages.push({ stage: from, source: path.posix.normalize(source) });
    else fromContext.push(...sources.map((source) => path.posix.normalize(source)));
  }
  return { fromContext, fromStages };
}

const dockerignore = read(".dockerignore")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"));
/** A .dockerignore pattern as a regular expression over paths relative to the context (`*` within a segment). */
const patternToRegExp = (pattern: string) =>
  new RegExp(
    `^${pattern
      .replace(/^\//, "")
      .replace(/\/$/, "")
      .replace(/[.+^${}()|[\]\\]/g, "\\$&")
      .replace(/\*/g, "[^/]*")}(/.*)?$`,
  );
const rules = dockerignore.map((line) => ({
  exclude: !line.startsWith("!"),
  pattern: patternToRegExp(line.replace(/^!/, "")),
}));
/** Whether the build context leaves `file` out: the last rule that matches decides, as Docker does. */
const ignored = (file: string) =>
  rules.reduce((excluded, rule) => (rule.pattern.test(file) ? rule.exclude : excluded), false);

function filesUnder(dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [dir];
  return readdirSync(full).flatMap((entry) =>
    entry === "node_modules" ? [] : filesUnder(path.posix.join(dir, entry)),
  );
}

/** The module specifiers a file really imports at run time (type-only imports left out). */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.arguments.length === 1 &&
      ts.isStringLiteral(node.arguments[0]!) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === "require"))
    ) {
      found.push((node.arguments[0] as ts.StringLiteral).text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const CANDIDATE_SUFFIXES = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolveLocal(from: string, specifier: string): string | undefined {
  const bare = specifier.replace(/\?.*$/, "");
  const base = bare.startsWith("~/")
    ? path.posix.join("web/app", bare.slice(2))
    : path.posix.join(path.posix.dirname(from), bare);
  return CANDIDATE_SUFFIXES.map((suffix) => base + suffix).find((candidate) => {
    const full = path.join(root, candidate);
    return existsSync(full) && statSync(full).isFile();
  });
}

const packageName = (specifier: string) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!;
const isBuiltin = (specifier: string) =>
  specifier.startsWith("node:") || builtinModules.includes(specifier.split("/")[0]!);

/** Every local file reachable from the entry points, and every package they import (by importer). */
function closure(entries: string[]) {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const unresolved: string[] = [];
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.(ts|tsx|mjs|js)$/.test(file)) continue;
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith(".") || specifier.startsWith("~/")) {
        const resolved = resolveLocal(file, specifier);
        if (resolved) queue.push(resolved);
        else unresolved.push(`${file} -> ${specifier}`);
      } else if (!isBuiltin(specifier) && !specifier.startsWith("virtual:")) {
        packages.set(packageName(specifier), file);
      }
    }
  }
  return { files, packages, unresolved };
}

/** Imports of dev-only packages that never run in the image, each with the reason. */
const DEVELOPMENT_ONLY: Record<string, string> = {
  vite: "web/server.ts imports it only when NODE_ENV=development",
};

const webAppSources = filesUnder("web/app").filter(
  (file) => /\.(ts|tsx)$/.test(file) && !/\.test\.(ts|tsx)$/.test(file),
);

const images = [
  {
    dockerfile: "deploy/Dockerfile.web",
    command: ["node", "build/node/server.js"],
    // The server and the migration job's command (compiled by esbuild into build/node/), and the
    // Remix app (bundled by Vite): every local file is in a bundle, which imports its packages
    // from node_modules.
    entries: ["web/server.ts", "prisma/migrate-cli.ts", ...webAppSources],
    bundled: (_file: string) => true,
    healthPort: "PORT",
  },
  {
    dockerfile: "deploy/Dockerfile.worker",
    command: ["node", "build/node/worker.js"],
    // The worker (compiled into build/node/), and the workflows Temporal bundles from their
    // sources when the worker starts.
    entries: ["workers/worker.ts", "workflows/index.ts", "workflows/interceptors.ts"],
    bundled: (file: string) => !file.startsWith("workflows/") && !file.startsWith("core/"),
    healthPort: "WORKER_HEALTH_PORT",
  },
];

describe.each(images)("$dockerfile", ({ dockerfile, command, entries, bundled, healthPort }) => {
  const stages = parseDockerfile(dockerfile);
  const runtime = stages.at(-1)!;
  const builtFrom = new Map(stages.map((stage) => [stage.name, stage]));

  it("is multi-stage, and its final stage runs as an unprivileged user with a health check", () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(runtime.name).toBe("runtime");
    const users = all(runtime, "USER");
    expect(users).toHaveLength(1);
    const [uid] = users[0]!.split(":");
    expect(Number(uid)).toBeGreaterThan(0);
    const healthcheck = all(runtime, "HEALTHCHECK");
    expect(healthcheck).toHaveLength(1);
    expect(healthcheck[0]).toContain("/healthz");
    expect(healthcheck[0]).toContain(`process.env.${healthPort}`);
    expect(JSON.parse(all(runtime, "CMD")[0]!)).toEqual(command);
    // Plain JavaScript compiled by the build stage: no TypeScript loader in the image.
    expect(command.join(" ")).not.toMatch(/tsx|\.ts\b/);
    expect(copies(runtime).fromStages.map((copy) => copy.source)).toContainEqual(
      expect.stringMatching(/^\/app\/build/),
    );
    expect(envOf(runtime).NODE_ENV).toBe("production");
  });

  it("takes its node_modules from a stage that installs production dependencies only", () => {
    const modules = copies(runtime).fromStages.find((copy) => copy.source === "/app/node_modules");
    expect(modules).toBeDefined();
    const installer = builtFrom.get(modules!.stage)!;
    const installs = all(installer, "RUN").join(" ");
    expect(installs).toMatch(/npm ci --omit=dev/);
    expect(installs).not.toMatch(/npm (ci|install)(?![^|&]*--omit=dev)/);
  });

  it("copies files that exist and that .dockerignore lets through", () => {
    for (const stage of stages) {
      for (const source of copies(stage).fromContext) {
        if (source === ".") continue;
        expect(existsSync(path.join(root, source)), `${dockerfile}: COPY ${source}`).toBe(true);
        expect(ignored(source), `${dockerfile}: COPY ${source} is excluded by .dockerignore`).toBe(false);
      }
    }
  });

  it("contains every file its entry points import, and they import only production dependencies", () => {
    const { fromContext, fromStages } = copies(runtime);
    const generated = fromStages
      .filter((copy) => copy.source !== "/app/node_modules")
      .map((copy) => path.posix.relative("/app", copy.source));
    const inImage = (file: string) =>
      [...fromContext, ...generated].some((copied) => file === copied || file.startsWith(`${copied}/`)) &&
      (!ignored(file) || generated.some((copied) => file.startsWith(`${copied}/`)));

    const { files, packages, unresolved } = closure(entries);
    expect(unresolved).toEqual([]);
    const missing = [...files].filter((file) => !bundled(file) && !inImage(file));
    expect(missing).toEqual([]);

    const notInstalled = [...packages]
      .filter(([name]) => !(name in packageJson.dependencies) && !(name in DEVELOPMENT_ONLY))
      .map(([name, importer]) => `${name} (imported by ${importer})`);
    expect(notInstalled).toEqual([]);
  });
});

describe("deploy/Dockerfile.worker", () => {
  const runtime = parseDockerfile("deploy/Dockerfile.worker").at(-1)!;

  it("installs Chromium for the PDFs and points CHROMIUM_PATH at it, with its writable folders under /tmp", () => {
    expect(all(runtime, "RUN").join(" ")).toMatch(/apt-get install [^&]*\bchromium\b/);
    expect(envOf(runtime)).toMatchObject({
      CHROMIUM_PATH: "/usr/bin/chromium",
      WORKER_HEALTH_PORT: "3001",
      HOME: "/tmp",
    });
    expect(JSON.parse(all(runtime, "ENTRYPOINT")[0]!)).toEqual(["/usr/bin/tini", "--"]);
  });
});

describe(".dockerignore", () => {
  it("keeps local state, secrets and build outputs out of the images", () => {
    for (const file of [
      "node_modules/x",
      ".git/HEAD",
      ".data/pglite",
      ".env",
      ".env.production",
      "server.log",
      ".tmp/helm",
      "build/server/index.js",
      "prisma/generated/client.ts",
    ])
      expect(ignored(file), file).toBe(true);
    for (const file of ["web/server.ts", "prisma/schema.prisma", "package-lock.json", ".env.example"])
      expect(ignored(file), file).toBe(false);
  });
});
