// The bare Remix page `npm run bench` compares the service with: Remix's own starting point (one
// route, no data, no styles), built like the service (Vite, production mode) into build/bench-bare.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  logLevel: "warn",
  plugins: [
    remix({
      appDirectory: path.join(here, "app"),
      buildDirectory: path.join(here, "../../build/bench-bare"),
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
});
