import { z } from "zod";

/**
 * zod 4 compiles object schemas with `new Function` when it can, and probes for that on first use.
 * Our Content Security Policy has no 'unsafe-eval' (docs/security.md), so in a browser the probe is
 * refused and reported as a violation on every page, although zod catches the refusal and carries
 * on. Turning the JIT off skips the probe; schemas then run interpreted, which is fast enough for
 * forms and requests. This module must run before any schema is made: web/app/root.tsx imports it
 * first, so its chunk runs before any route's (tests/e2e/csp.spec.ts fails if a build breaks that).
 */
z.config({ jitless: true });
