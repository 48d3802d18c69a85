// The command that runs the production web server, shared by `npm start` and `npm run bench` so
// the bench measures exactly what `npm start` runs.
import path from "node:path";
import { root } from "./setup.mjs";

export function productionServerCommand() {
  return [process.execPath, "--import", "tsx", path.join(root, "web/server.ts")];
}
