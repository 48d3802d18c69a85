// `npm start`: sets up what is missing (dependencies, the Prisma client, the production build with
// the compiled server under build/node/, and
// Debian's Chromium for the PDFs), then serves the production build on the embedded default (PGlite
// under ./.data, in-process pipeline) at http://localhost:3000; PORT overrides.
import { spawn } from "node:child_process";
import { productionServerCommand } from "./server-command.mjs";
import { ensureBuild, ensureChromium, ensureDependencies, ensurePrismaClient, root } from "./setup.mjs";

ensureDependencies();
ensureChromium({ required: false });
await ensurePrismaClient();
ensureBuild();

const [command, ...args] = productionServerCommand();
const child = spawn(command, args, {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
