import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { LEGAL_CHECK_OFFER } from "../../../core/index.ts";

/**
 * The optional human legal check, offered where a will is shown: what it covers, that it is paid
 * and that the price is confirmed before any charge, and the way to ask for it (a link to the
 * request form, or `action` where the will must be made first, as on the preview).
 */
export function LegalCheckOffer({ href, action, id }: { href?: string; action?: ReactNode; id?: string }) {
  return (
    <section className="card legal-check-offer" aria-labelledby={`${id ?? "legal-check"}-title`} id={id}>
      <h2 id={`${id ?? "legal-check"}-title`}>Add a legal check</h2>
      <p>{LEGAL_CHECK_OFFER.covers}</p>
      <p>{LEGAL_CHECK_OFFER.price}</p>
      {href ? (
        <p>
          <Link to={href} className="button button-secondary">
            Add a legal check
          </Link>
        </p>
      ) : (
        action
      )}
    </section>
  );
}
