import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "node_modules/**",
      "prisma/generated/**",
      ".tmp/**",
      "test-results/**",
      "playwright-report/**",
      ".data/**",
      // The bench's bare Remix page: a tiny app of its own, the baseline it measures against.
      "scripts/bench-bare/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["web/app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // Scripts and benchmarks talk to the terminal.
    files: ["scripts/**", "prisma/migrate-cli.ts", "tests/**"],
    rules: { "no-console": "off" },
  },
  {
    // Typed linting: a promise is awaited, returned or marked `void`, and never handed to something
    // that does not expect one (an event handler, a forEach).
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": [
        "error",
        // A React handler may start a promise it does not wait for; the rule still checks the rest.
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // Small pieces: a function of production code fits on a screen. Long texts live in content files
    // (web/app/site/). No file is kept out of this rule.
    files: ["core/**/*.ts", "web/**/*.{ts,tsx}", "workers/**/*.ts", "workflows/**/*.ts", "prisma/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The web app is typed end to end: no `any`, and no `as never` to silence the compiler (the form
    // kit in will-form/fields.tsx is generic over each form's schema instead).
    files: ["web/**/*.ts", "web/**/*.tsx"],
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "no-restricted-syntax": [
        "error",
        {
          selector: "TSAsExpression > TSNeverKeyword.typeAnnotation",
          message: "Type the value instead of casting it to never.",
        },
      ],
      "no-restricted-properties": [
        "error",
        {
          object: "Response",
          property: "json",
          message: "Answer with json() from web/app/common/http.server.ts: it states the length.",
        },
      ],
    },
  },
  {
    // core is the pure will domain: no I/O, no imports from the other folders (its tests may read files).
    files: ["core/**/*.ts"],
    ignores: ["core/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["node:*", "fs", "path", "http", "https", "child_process", "net"],
              message: "core/ does no I/O.",
            },
            {
              // Anything relative that climbs out of core/ (core/x/y.ts may reach ../z.ts, still core).
              regex: "^(\\.\\./)+(web|prisma|workers|workflows|tests|scripts|deploy|charts)(/|$)|^~/",
              message: "core/ imports nothing of ours outside core/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Workflows run in Temporal's deterministic sandbox: they orchestrate and nothing else. Values come
    // only from @temporalio/workflow (and @temporalio/common, which it is built on), the workflow half
    // of Temporal's OpenTelemetry interceptors, pure core/ and each other; anything else only as types.
    files: ["workflows/**/*.ts"],
    ignores: ["workflows/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex:
                "^(?!@temporalio/workflow$|@temporalio/common$|@temporalio/interceptors-opentelemetry/lib/workflow$|\\.\\./core/|\\./).*",
              allowTypeImports: true,
              message: "workflows/ imports only @temporalio/workflow, pure core/ and other workflow files.",
            },
          ],
        },
      ],
    },
  },
);
