import { vitePlugin as remix } from "@remix-run/dev";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const zodSetup = fileURLToPath(new URL("core/zod-setup.ts", import.meta.url));
const coreDirectory = fileURLToPath(new URL("core/", import.meta.url));

/** Every `import ... from "zod"` gets zod with its JIT off first (core/zod-setup.ts says why). */
const zodWithoutJit = { find: /^zod$/, replacement: zodSetup };

/**
 * core/ is the law as data and functions: its modules do nothing when loaded but make schemas and
 * tables, so a page keeps only the core modules it uses (the barrel core/index.ts would otherwise
 * bring every schema, the assistant's among them, to every page that imports one name from it).
 * core/zod-setup.ts is the exception: loading it is its purpose.
 */
function coreModuleHasSideEffects(id: string): boolean {
  return !id.startsWith(coreDirectory) || id === zodSetup;
}

/** The Remix v3 behaviours the service is built with; the bare page `npm run bench` compares it with uses the same. */
export const remixFuture = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_throwAbortReason: true,
  v3_singleFetch: true,
  v3_lazyRouteDiscovery: true,
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    remix({
      appDirectory: "web/app",
      buildDirectory: "build",
      ignoredRouteFiles: ["**/*.test.*", "**/__*.*"],
      // /will-success (after the assistant's save) is the same page as /success: one module, two URLs.
      routes: (defineRoutes) =>
        defineRoutes((route) => {
          route("will-success", "routes/success.tsx", { id: "routes/will-success" });
        }),
      future: remixFuture,
    }),
    tsconfigPaths(),
  ],
  resolve: { alias: [zodWithoutJit] },
  publicDir: "web/public",
  build: {
    target: "es2022",
    rollupOptions: {
      treeshake: isSsrBuild ? true : { moduleSideEffects: coreModuleHasSideEffects },
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
}));
