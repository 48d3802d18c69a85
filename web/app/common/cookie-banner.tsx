import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "./use-hydrated.ts";

type Consent = "granted" | "denied";

/**
 * The analytics cookie banner (after the GOV.UK Design System's cookie banner). Shown until the
 * visitor chooses; the choice is a plain form post, so it works without JavaScript. After a choice
 * the banner says what was chosen until the visitor hides it or moves on.
 */
export function CookieBanner({ consent, justChose }: { consent: Consent | null; justChose: Consent | null }) {
  const fetcher = useFetcher<{ consent?: Consent }>();
  const location = useLocation();
  const hydrated = useHydrated();
  const [hidden, setHidden] = useState(false);
  const chosen = fetcher.data?.consent ?? justChose;
  if (hidden || (consent && !chosen)) return null;

  if (chosen) {
    return (
      <div className="cookie-banner" role="region" aria-label="Cookies on this service">
        <div className="container">
          <p role="status">
            You&apos;ve {chosen === "granted" ? "accepted" : "rejected"} analytics cookies. You can change
            your choice at any time in our <Link to="/privacy-policy#privacy-cookies">privacy policy</Link>.
          </p>
          {hydrated ? (
            <button type="button" className="button button-secondary" onClick={() => setHidden(true)}>
              Hide cookie message
            </button>
          ) : null}
        </div>
      </div>
    );
  }

  const here = `${location.pathname}${location.search}`;
  return (
    <div className="cookie-banner" role="region" aria-labelledby="cookie-banner-title">
      <div className="container">
        <h2 id="cookie-banner-title">Cookies on this service</h2>
        <p>
          We use some essential cookies to make this service work. We would also like to count when someone
          finishes a will with our assistant, using an analytics service, so we can improve it. We only do
          this if you agree. <Link to="/privacy-policy#privacy-cookies">How we use cookies</Link>
        </p>
        <fetcher.Form method="post" action="/cookie-consent" className="button-row">
          <input type="hidden" name="redirectTo" value={here} />
          {hydrated ? <input type="hidden" name="fetcher" value="1" /> : null}
          <CookieChoiceButtons className="button button-primary" />
        </fetcher.Form>
      </div>
    </div>
  );
}

/** The two choices the cookie form posts as `choice` (the banner's and the privacy policy's). */
export function CookieChoiceButtons({ className }: { className: string }) {
  return (
    <>
      <button type="submit" name="choice" value="accept" className={className}>
        Accept analytics cookies
      </button>
      <button type="submit" name="choice" value="reject" className={className}>
        Reject analytics cookies
      </button>
    </>
  );
}
