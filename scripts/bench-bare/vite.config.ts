// The bare Remix page `npm run bench` compares the service with: Remix's own starting point (one
// route, no data, no styles), built like the service (Vite, production mode, the service's future
// flags) into build/bench-bare.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { remixFuture } from "../../vite.config.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  logLevel: "warn",
  plugins: [
    remix({
      appDirectory: path.join(here, "app"),
      buildDirectory: path.join(here, "../../build/bench-bare"),
      future: remixFuture,
    }),
  ],
});
