import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

/**
 * The one error screen: a message per status, never internal details.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return <NotFound />;
  const title =
    status === 403
      ? "You do not have access to this page"
      : status === 400
        ? "Something in the request was not right"
        : "Something went wrong";
  return (
    <section className="container page-narrow error-page" aria-labelledby="error-title">
      <h1 id="error-title">{title}</h1>
      <p>
        {status >= 500
          ? "We could not complete that just now. Your information has not been lost. Please try again in a moment."
          : "Please go back and try again."}
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
      <h1 id="not-found-title">404 Page Not Found</h1>
      <p>
        We could not find the page you were looking for. It may have moved, or the address may be mistyped.
      </p>
      <p>
        <Link to="/" className="button button-primary">
          Return Home
        </Link>
      </p>
    </section>
  );
}
