import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { PRODUCT_NAME } from "~/common/ui-constants.ts";
import { withErrorTitle } from "./error-boundary.tsx";

/* What most routes export besides their loader, action and page: one home for each. */

/** A route's `links`: its stylesheets, in order. */
export function stylesheets(...hrefs: string[]): LinksFunction {
  return () => hrefs.map((href) => ({ rel: "stylesheet", href }));
}

/**
 * A route's `meta`: the title "{title} | Free Will Writer", and, for a page about one person's
 * will, `noindex`. Its error screen is titled 'Error: …' (withErrorTitle).
 */
export function pageMeta(title: string, { noindex = false }: { noindex?: boolean } = {}): MetaFunction {
  return withErrorTitle(() => [
    { title: `${title} | ${PRODUCT_NAME}` },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ]);
}

/** A page about one person (their will, their account): never kept by any cache. */
export const privateNoStore: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** A page of a form or a sign-in: never kept. */
export const noStore: HeadersFunction = () => ({ "Cache-Control": "no-store" });
