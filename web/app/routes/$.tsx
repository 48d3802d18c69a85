import type { MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary, withErrorTitle } from "~/components/error-boundary.tsx";
import { PRODUCT_NAME } from "~/ui-constants.ts";

export const meta: MetaFunction = withErrorTitle(() => [{ title: `Page not found | ${PRODUCT_NAME}` }]);

/** Any path no other route claims: a real 404 status, rendered inside the shell. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function CatchAll() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
