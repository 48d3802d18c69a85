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
              group: ["**/web/**", "**/prisma/**", "**/workers/**", "**/workflows/**", "~/*"],
              message: "core/ imports nothing of the other folders.",
            },
          ],
        },
      ],
    },
  },
);
