import { Form, Link, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { EMAIL_DELAYED_MESSAGE, WILL_DETAILS_RETRY } from "~/common/ui-constants.ts";
import { DownloadPdf } from "./download-pdf.tsx";
import { LegalCheckOffer } from "./legal-check-offer.tsx";
import { PdfUnavailableNotice } from "./pdf-unavailable.tsx";
import type { WillSuccessData } from "./will-success.server.ts";

/** The confirmation shown by /success and /will-success (docs/product.md section 2). */
export function WillSuccess({ result }: { result: WillSuccessData }) {
  if (result.state === "missing-id") {
    return (
      <section className="container page-narrow" aria-labelledby="success-title">
        <h1 id="success-title">Missing Will ID</h1>
        <p>We could not tell which will to show. Please use the link from your confirmation.</p>
        <p>
          <Link className="button button-primary" to="/">
            Return Home
          </Link>
        </p>
      </section>
    );
  }
  if (result.state === "error") return <ErrorLoading id={result.id} unavailable={result.unavailable} />;
  return <LoadedWill result={result} />;
}

function ErrorLoading({ id, unavailable }: { id: string; unavailable: boolean }) {
  useRetryWhileUnavailable(unavailable);
  return (
    <section className="container page-narrow" aria-labelledby="success-title">
      <h1 id="success-title">Error Loading Will Details</h1>
      <p>
        We could not load this will. It may have been made in another browser, or something went wrong on our
        side.
      </p>
      <p className="button-row">
        <Link className="button button-primary" to="/">
          Return Home
        </Link>{" "}
        <a className="button button-secondary" href={`?id=${encodeURIComponent(id)}`}>
          Try Again
        </a>
      </p>
    </section>
  );
}

/**
 * The database failed: with JavaScript the page loads its data again on WILL_DETAILS_RETRY's
 * schedule (docs/product.md section 9), so the loader never waits; without, 'Try Again' does it.
 */
function useRetryWhileUnavailable(unavailable: boolean) {
  const revalidator = useRevalidator();
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (!unavailable || tries >= WILL_DETAILS_RETRY.retries) return;
    const wait = Math.min(WILL_DETAILS_RETRY.firstWaitMs * 2 ** tries, WILL_DETAILS_RETRY.maxWaitMs);
    const timer = setTimeout(() => {
      setTries(tries + 1);
      revalidator.revalidate();
    }, wait);
    return () => clearTimeout(timer);
  }, [unavailable, tries, revalidator]);
}

/**
 * While the will is made the page loads its data again every second, and stops once it is done.
 * Without JavaScript the same page asks the browser to load it again every 2 s (a refresh in
 * <noscript>, so a page with JavaScript is never reloaded under the visitor).
 */
export function RefreshWithoutJavaScript() {
  return (
    <noscript>
      <meta httpEquiv="refresh" content="2" />
    </noscript>
  );
}

export function useFollowWhilePending(pending: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [pending, revalidator]);
}

const POLL_MS = 1_000;

/** Generation failed: said plainly, with a way to start it again (docs/journeys.md). */
function GenerationFailed() {
  return (
    <div className="card will-success-failed" role="alert">
      <h2>We could not make your will&apos;s PDF</h2>
      <p>Something went wrong while your will was being made. Your answers are kept.</p>
      <Form method="post">
        <button type="submit" name="_action" value="retry" className="button button-primary">
          Try again
        </button>
      </Form>
    </div>
  );
}

function LoadedWill({ result }: { result: Extract<WillSuccessData, { state: "loaded" }> }) {
  const ready = result.status === "ready" || result.status === "emailed";
  const pending = result.status === "draft" || result.status === "generating";
  useFollowWhilePending(pending);
  return (
    <section className="container page-narrow will-success" aria-labelledby="success-title">
      {pending ? <RefreshWithoutJavaScript /> : null}
      <h1 id="success-title">Will Created Successfully</h1>
      <p className="lead">
        {result.fullName ? `${result.fullName}, your` : "Your"} will has been created. Three things to do
        next:
      </p>
      <div className="success-cards">
        <div className="card">
          <h2>Check Your Email</h2>
          <p>
            We are emailing your will to you as a PDF, with simple instructions. If it has not arrived in a
            few minutes, check your spam folder, or download it below.
          </p>
        </div>
        <div className="card">
          <h2>Sign It Properly</h2>
          <p>
            Print your will and sign it in ink in front of two adult witnesses who are in the room at the same
            time. Both witnesses then sign. A witness, or their husband, wife or civil partner, must not get
            anything from your will.
          </p>
        </div>
        <div className="card">
          <h2>Store Securely</h2>
          <p>
            Keep the signed will somewhere safe and dry, and tell your executor where it is. You can also
            store it with a solicitor or the Probate Service.
          </p>
        </div>
      </div>
      {result.emailDelayed ? (
        <p className="success-email-delayed" role="status">
          {EMAIL_DELAYED_MESSAGE}
        </p>
      ) : null}
      <div aria-live="polite" className="will-success-pdf">
        {ready ? (
          <p className="button-row">
            <DownloadPdf willId={result.id} label="Download Your Will (PDF)" />{" "}
            {result.mirrorWillId ? (
              <DownloadPdf willId={result.mirrorWillId} label="Download the Mirror Will (PDF)" />
            ) : null}
          </p>
        ) : result.pdfUnavailable ? (
          <PdfUnavailableNotice />
        ) : result.status === "failed" ? (
          <GenerationFailed />
        ) : (
          <p className="will-success-pending">
            Your will is still being prepared
            {result.stepLabel ? `: ${result.stepLabel.toLowerCase()}` : ""}. Its download appears here as soon
            as it is ready.
          </p>
        )}
      </div>
      <p>
        <Link to={`/wills/${encodeURIComponent(result.id)}/sign`}>
          How to sign your will, and check your witnesses
        </Link>
      </p>
      <LegalCheckOffer href={`/wills/${encodeURIComponent(result.id)}/legal-check?from=success`} />
      <p>
        <Link className="button button-secondary" to="/">
          Create Another Will
        </Link>
      </p>
    </section>
  );
}
