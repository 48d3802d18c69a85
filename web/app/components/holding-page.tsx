import type { MetaDescriptor } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { PRODUCT_NAME } from "~/ui-constants.ts";

/** The meta of a holding page: its title, and kept out of search results until the page is built. */
export function holdingPageMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
}

/**
 * A plain page for a part of the service that is not built yet: its heading, one honest sentence
 * and a way back home. No pretend forms or flows.
 */
export function HoldingPage({ title }: { title: string }) {
  return (
    <section className="container page-narrow holding-page" aria-labelledby="holding-title">
      <h1 id="holding-title">{title}</h1>
      <p className="lead">We are still building this part of the service. Please come back soon.</p>
      <p>
        <Link to="/" className="button button-primary">
          Return Home
        </Link>
      </p>
    </section>
  );
}
