import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { PRODUCT_NAME } from "~/common/ui-constants.ts";
import { withErrorTitle } from "./error-boundary.tsx";

/* What most routes export besides their loader, action and page: one home for each. */

/** A route's `links`: its stylesheets, in order. */
export function stylesheets(...hrefs: string[]): LinksFunction {
  return () => hrefs.map((href) => ({ rel: "stylesheet", href }));
}

/**
 * 'Error: ' before the title of a page shown again with its errors after a post without JavaScript
 * (its loader's `errorsAfterPost`, web/app/common/errors-after-post.server.ts), as GOV.UK's are;
 * with JavaScript the error summary titles the page (ErrorSummary).
 */
export function errorTitlePrefix(data: unknown): string {
  const shown = data && typeof data === "object" && "errorsAfterPost" in data && data.errorsAfterPost;
  return shown ? "Error: " : "";
}

/**
 * A route's `meta`: the title "{title} | Free Will Writer", and, for a page about one person's
 * will, `noindex`. Its error screen is titled 'Error: …' (withErrorTitle), and so is the page
 * shown again with its errors (errorTitlePrefix).
 */
export function pageMeta(title: string, { noindex = false }: { noindex?: boolean } = {}): MetaFunction {
  return withErrorTitle(({ data }) => [
    { title: `${errorTitlePrefix(data)}${title} | ${PRODUCT_NAME}` },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ]);
}

/**
 * The `Retry-After` of a limit the page's post hit, answered with the page itself
 * (web/app/common/errors-after-post.server.ts): a route's `headers` keeps only what it returns.
 */
function retryAfter(actionHeaders: Headers): Record<string, string> {
  const seconds = actionHeaders.get("Retry-After");
  return seconds ? { "Retry-After": seconds } : {};
}

/** A page about one person (their will, their account): never kept by any cache. */
export const privateNoStore: HeadersFunction = ({ actionHeaders }) => ({
  "Cache-Control": "private, no-store",
  ...retryAfter(actionHeaders),
});

/** A page of a form or a sign-in: never kept. */
export const noStore: HeadersFunction = ({ actionHeaders }) => ({
  "Cache-Control": "no-store",
  ...retryAfter(actionHeaders),
});
