import { FORM_START_PATH } from "../accounts/no-account-offer.tsx";
import type { MetaDescriptor } from "@remix-run/node";
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { PRODUCT_NAME } from "~/common/ui-constants.ts";

/** The heading of the error screen for a status. */
function errorHeading(status: number): string {
  if (status === 404) return NOT_FOUND_HEADING;
  return status === 403
    ? "You do not have access to this page"
    : status === 400
      ? "Something in the request was not right"
      : status === 429
        ? "Please wait before trying again"
        : "Something went wrong";
}

/**
 * What a limit that was hit says (docs/security.md, "Limits"): the 429's own plain sentence, such
 * as how long to wait, which a page's form post throws as its body (rateLimitedPage).
 */
function limitMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status !== 429) return null;
  return typeof error.data === "string" && error.data.trim() !== "" ? error.data.slice(0, 500) : null;
}

const NOT_FOUND_HEADING = "404 Page Not Found";

function statusOf(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** An error screen's document title: it starts with 'Error: ' (the GOV.UK pattern). */
export function errorTitle(error: unknown): string {
  const status = statusOf(error);
  return `Error: ${status === 404 ? "Page not found" : errorHeading(status)} | ${PRODUCT_NAME}`;
}

/**
 * A route's meta, except on its error screen, whose title starts with 'Error: ' instead. Remix
 * hands the error to the meta of the route whose error boundary shows it.
 */
export function withErrorTitle<A extends { error?: unknown }>(
  meta: (args: A) => MetaDescriptor[],
): (args: A) => MetaDescriptor[] {
  return (args) =>
    args.error ? [{ title: errorTitle(args.error) }, { name: "robots", content: "noindex" }] : meta(args);
}

/**
 * The one error screen: a message per status, never internal details.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const status = statusOf(error);
  if (status === 404) return <NotFound />;
  const title = errorHeading(status);
  return (
    <section className="container page-narrow error-page" aria-labelledby="error-title">
      <h1 id="error-title">{title}</h1>
      <p>
        {status >= 500
          ? "We could not complete that just now. Your information has not been lost. Please try again in a moment."
          : (limitMessage(error) ?? "Please go back and try again.")}
      </p>
      <p>
        <Link to="/" className="button button-primary">
          Return Home
        </Link>
      </p>
    </section>
  );
}

export function NotFound() {
  return (
    <section className="container page-narrow error-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{NOT_FOUND_HEADING}</h1>
      <p>
        We could not find the page you were looking for. It may have moved, or the address may be mistyped.
      </p>
      <p className="button-row">
        <Link to="/" className="button button-primary">
          Return Home
        </Link>{" "}
        <Link to={FORM_START_PATH} className="button button-secondary">
          Start Your Will
        </Link>
      </p>
    </section>
  );
}
