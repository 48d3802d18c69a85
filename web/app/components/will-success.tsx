import { Link } from "@remix-run/react";
import { useState, type MouseEvent } from "react";
import { showToast } from "./toaster.tsx";
import { useHydrated } from "./use-hydrated.ts";
import type { WillSuccessData } from "./will-success.server.ts";

/**
 * A link that downloads a will's PDF. Without JavaScript it is a plain download link; with it,
 * the PDF is fetched so the outcome can be told: 'Your PDF has been downloaded', or 'Failed to
 * download the PDF. Please try again.'
 */
function DownloadPdf({ willId, label }: { willId: string; label: string }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const href = `/api/wills/${encodeURIComponent(willId)}/pdf`;

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    if (!hydrated) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const response = await fetch(href, { credentials: "same-origin" });
      if (!response.ok) throw new Error("Failed to download PDF");
      const disposition = response.headers.get("content-disposition") ?? "";
      const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
      const filename = encoded ? decodeURIComponent(encoded) : "will.pdf";
      const url = URL.createObjectURL(await response.blob());
      const anchor = document.createElement("a");
      anchor.href = url;
      anchor.download = filename;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      showToast({ title: "Your PDF has been downloaded", type: "success" });
    } catch {
      showToast({
        title: "Failed to download PDF",
        description: "Failed to download the PDF. Please try again.",
        type: "error",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <a
      className="button button-primary"
      href={href}
      download
      onClick={download}
      aria-disabled={busy || undefined}
    >
      {busy ? "Downloading…" : label}
    </a>
  );
}

/** The confirmation shown by /success and /will-success (SPEC.md section 2). */
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
  if (result.state === "error") {
    return (
      <section className="container page-narrow" aria-labelledby="success-title">
        <h1 id="success-title">Error Loading Will Details</h1>
        <p>
          We could not load this will. It may have been made in another browser, or something went wrong on
          our side.
        </p>
        <p className="button-row">
          <Link className="button button-primary" to="/">
            Return Home
          </Link>{" "}
          <a className="button button-secondary" href={`?id=${encodeURIComponent(result.id)}`}>
            Try Again
          </a>
        </p>
      </section>
    );
  }
  const ready = result.status === "ready" || result.status === "emailed";
  return (
    <section className="container page-narrow will-success" aria-labelledby="success-title">
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
      {ready ? (
        <p className="button-row">
          <DownloadPdf willId={result.id} label="Download Your Will (PDF)" />{" "}
          {result.mirrorWillId ? (
            <DownloadPdf willId={result.mirrorWillId} label="Download the Mirror Will (PDF)" />
          ) : null}
        </p>
      ) : (
        <p>
          Your will is still being prepared.{" "}
          <Link to={`/wills/${encodeURIComponent(result.id)}/progress`}>See its progress</Link>
        </p>
      )}
      <p>
        <Link className="button button-secondary" to="/">
          Create Another Will
        </Link>
      </p>
    </section>
  );
}
