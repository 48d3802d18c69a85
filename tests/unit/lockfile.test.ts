import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

/**
 * `npm ci` on a fresh clone installs exactly package-lock.json. It refuses a lock file in which a
 * package's optional dependencies (other platforms' builds) are missing, and npm warns EBADENGINE
 * for any locked package that does not run on the Node version package.json declares.
 */
type LockedPackage = {
  version?: string;
  engines?: { node?: string } | string[];
  optionalDependencies?: Record<string, string>;
  dev?: boolean;
};
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, LockedPackage>;
};
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } };

/** Where Node would find `name` from the package at `from` (nested first, then each parent). */
function resolves(from: string, name: string): boolean {
  let base = from;
  for (;;) {
    if (lock.packages[`${base ? `${base}/` : ""}node_modules/${name}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

describe("package-lock.json", () => {
  it("lists every optional dependency of every locked package, so npm ci accepts it", () => {
    const missing = Object.entries(lock.packages).flatMap(([at, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(at, name))
        .map((name) => `${at} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it(`holds no package that refuses the declared Node range (${pkg.engines.node})`, () => {
    const lowest = semver.minVersion(pkg.engines.node)!.version;
    const refusing = Object.entries(lock.packages)
      .filter(([at, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return at !== "" && range !== undefined && !semver.satisfies(lowest, range);
      })
      .map(([at, entry]) => `${at}@${entry.version}`);
    expect(refusing).toEqual([]);
  });
});
