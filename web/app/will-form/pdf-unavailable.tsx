/** Shown on a will's pages while this server cannot make PDFs (pdf-readiness.server.ts). */
export function PdfUnavailableNotice() {
  return (
    <div role="alert" className="card">
      <h2>We cannot make your PDF at the moment</h2>
      <p>
        Your answers are saved, but a problem on our side stops us making the PDF of your will just now.
        Please try again later. Nothing you entered has been lost.
      </p>
    </div>
  );
}
