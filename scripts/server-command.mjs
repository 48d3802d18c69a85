// The command that runs the production web server, shared by `npm start` and `npm run bench` so
// the bench measures exactly what `npm start` runs.
import path from "node:path";
import { root } from "./setup.mjs";

/** Plain JavaScript compiled by `npm run build` (scripts/build-node.mjs): no TypeScript at run time. */
export function productionServerCommand() {
  return [process.execPath, path.join(root, "build/node/server.js")];
}
