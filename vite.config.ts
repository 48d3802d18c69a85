import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [
    remix({
      appDirectory: "web/app",
      buildDirectory: "build",
      ignoredRouteFiles: ["**/*.test.*", "**/__*.*"],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tsconfigPaths(),
  ],
  publicDir: "web/public",
  build: {
    target: "es2022",
    rollupOptions: {
      onwarn(warning, warn) {
        // Resource routes (api.*) have no client code, so their client chunks are empty by design;
        // a dependency's misplaced /*#__PURE__*/ comment is the dependency's, dropped harmlessly.
        if (warning.code === "EMPTY_BUNDLE") return;
        if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("node_modules")) return;
        warn(warning);
      },
    },
  },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
});
