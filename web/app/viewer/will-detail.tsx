import { useEffect, useRef } from "react";
import type { LegalCheckStatus, ViewerWillDetail } from "../../../core/index.ts";
import { formatDateTime } from "./viewer-api.ts";

/**
 * The document the frame shows: the will's HTML, sanitised by the server, in a page of its own.
 * The frame is sandboxed with no permissions at all, so even a script the sanitiser missed could
 * not run, and its content cannot reach this page. (It inherits this page's CSP too, which allows
 * the inline style attribute below and no inline script.)
 */
function frameDocument(willHtml: string): string {
  return (
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Will document</title></head>' +
    '<body style="font-family: system-ui, sans-serif; line-height: 1.5; margin: 1rem; color: #1f2937">' +
    `${willHtml}</body></html>`
  );
}

const LEGAL_CHECK_STATUS_LABELS: Record<LegalCheckStatus, string> = {
  requested: "Requested",
  contacted: "Contacted",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** 'Will #{id}': when it was made, Email, Marketing Consent, Form Data as JSON and the Will Document. */
export function WillDetail({ will, onBack }: { will: ViewerWillDetail; onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [will.id]);
  return (
    <section className="viewer-detail" aria-labelledby="viewer-will-title">
      <button type="button" className="button" onClick={onBack}>
        ← Back to List
      </button>
      <h2 id="viewer-will-title" ref={heading} tabIndex={-1}>
        Will #{will.id}
      </h2>
      <p className="viewer-muted">Created: {formatDateTime(will.createdAt)}</p>
      <dl className="viewer-facts">
        <div>
          <dt>Email</dt>
          <dd>{will.email ?? "Not given"}</dd>
        </div>
        <div>
          <dt>Marketing Consent</dt>
          <dd>{will.marketingConsent ? "Yes" : "No"}</dd>
        </div>
      </dl>
      <h3>Legal Check Requests</h3>
      {will.legalChecks.length === 0 ? (
        <p>No legal check has been requested for this will.</p>
      ) : (
        <ul className="viewer-legal-checks">
          {will.legalChecks.map((request) => (
            <li key={request.id}>
              <p>
                <strong>Status: {LEGAL_CHECK_STATUS_LABELS[request.status]}</strong> (requested{" "}
                {formatDateTime(request.createdAt)}, reference {request.id})
              </p>
              <p>
                {request.name}, {request.email}
                {request.phone ? `, ${request.phone}` : ""}
                {request.contactTime ? ` (contact: ${request.contactTime})` : ""}
              </p>
              {request.notes ? <p className="viewer-muted">Notes: {request.notes}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <h3>Form Data</h3>
      <div className="viewer-json" role="region" aria-label="Form Data" tabIndex={0}>
        <pre>{JSON.stringify(will.formData, null, 2)}</pre>
      </div>
      <h3>Will Document</h3>
      {will.willDocument !== null ? (
        <iframe
          className="viewer-document"
          title={`Will document of will #${will.id}`}
          sandbox=""
          srcDoc={frameDocument(will.willDocument)}
        />
      ) : (
        <p>No will document is stored for this will.</p>
      )}
    </section>
  );
}
