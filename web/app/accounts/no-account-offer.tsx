import { Link } from "@remix-run/react";

/** Where the guided form starts: its first question (the risk assessment), no account needed. */
export const FORM_START_PATH = "/create-will";
export const NO_ACCOUNT_LINK_TEXT = "Start Your Will Without an Account";
/** The one line that says what an account adds (docs/journeys.md). */
export const ACCOUNT_ADDS =
  "An account keeps your conversation with the assistant and keeps your wills on your dashboard; you can make and download a will without one.";

/**
 * The way into the guided form without an account, offered beside every page that asks for one
 * (sign-in, the questionnaire's result). See docs/journeys.md.
 */
export function NoAccountOffer({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="no-account-offer" aria-labelledby="no-account-title">
      <Heading id="no-account-title" className="no-account-title">
        No account needed
      </Heading>
      <p>{ACCOUNT_ADDS}</p>
      <p>
        <Link to={FORM_START_PATH} className="button button-secondary">
          {NO_ACCOUNT_LINK_TEXT}
        </Link>
      </p>
    </section>
  );
}
