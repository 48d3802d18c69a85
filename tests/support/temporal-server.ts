import { inject } from "vitest";

/**
 * The run's Temporal dev server and workflow bundle (tests/support/temporal-global-setup.ts), or
 * the reason there is none: the Temporal tests fail with it, the other tests run on.
 */
export function temporalServer() {
  const server = inject("temporal");
  if (server.unavailable) throw new Error(`No Temporal dev server in this run: ${server.unavailable}`);
  return server;
}
