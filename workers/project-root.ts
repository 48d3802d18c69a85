import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The repository's folder (the one with package.json), found from a module's URL: the same answer
 * from the TypeScript sources (web/server.ts, run by tsx) and from their compiled bundles under
 * build/node/ (`npm run build`), which sit at another depth.
 */
export function projectRoot(moduleUrl: string): string {
  let folder = path.dirname(fileURLToPath(moduleUrl));
  while (!existsSync(path.join(folder, "package.json"))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`No package.json above ${fileURLToPath(moduleUrl)}`);
    folder = parent;
  }
  return folder;
}
