import { z } from "zod/v4";

/**
 * zod 4 compiles object schemas with `new Function` when it can, and probes for that when the first
 * object schema is made. Our Content Security Policy has no 'unsafe-eval' (docs/security.md), so in
 * a browser the probe is refused and reported as a violation, although zod catches the refusal and
 * carries on. Turning the JIT off skips the probe; schemas then run interpreted, which is fast
 * enough for forms and requests.
 *
 * The web build (vite.config.ts) resolves every `import ... from "zod"` to this module, so the
 * switch runs before any module that makes a schema, and only on pages that load zod at all
 * (docs/performance.md: pages without forms carry no zod). tests/e2e/csp.spec.ts fails if a build
 * ever lets the probe run again.
 */
z.config({ jitless: true });

export * from "zod/v4";
export { z, z as default };
