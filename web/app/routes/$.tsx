import { GeneralErrorBoundary } from "~/common/error-boundary.tsx";
import { pageMeta } from "~/common/route-head.ts";

export const meta = pageMeta("Page not found");

/** Any path no other route claims: a real 404 status, rendered inside the shell. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function CatchAll() {
  return null;
}

export const ErrorBoundary = GeneralErrorBoundary;
