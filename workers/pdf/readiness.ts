/**
 * Whether this process can make PDFs at all. A will whose PDF cannot be made is the service's main
 * job failing, so the web process checks at start-up (a one-line document through the same renderer
 * the wills use), reports the answer on `/readyz`, and tells the user plainly on a will's pages
 * instead of leaving them watching a spinner (docs/operations.md, "PDFs").
 *
 * While PDFs cannot be made the check is repeated, at most once per `recheckMs`, whenever someone
 * asks: installing Chromium on a running server makes it ready without a restart.
 */
export interface PdfReadiness {
  /** The last answer, checking again first if it was "no" and `recheckMs` has passed. */
  current(): Promise<PdfReadinessState>;
}

export interface PdfReadinessState {
  ready: boolean;
  /** Why not, in a sentence an operator can act on (never shown to users). */
  problem?: string;
}

export const PDF_SELF_TEST_HTML =
  "<!doctype html><html><head><title>PDF check</title></head><body><p>PDF check</p></body></html>";

export function createPdfReadiness(options: {
  renderPdf: (html: string) => Promise<Uint8Array>;
  recheckMs?: number;
  now?: () => number;
}): PdfReadiness {
  const recheckMs = options.recheckMs ?? 30_000;
  const now = options.now ?? Date.now;
  let state: PdfReadinessState = { ready: false, problem: "not checked yet" };
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<PdfReadinessState> | null = null;

  const check = async (): Promise<PdfReadinessState> => {
    try {
      const pdf = await options.renderPdf(PDF_SELF_TEST_HTML);
      const ok = Buffer.from(pdf.subarray(0, 5)).toString("latin1") === "%PDF-";
      return ok ? { ready: true } : { ready: false, problem: "the renderer did not return a PDF" };
    } catch (error) {
      return { ready: false, problem: error instanceof Error ? error.message : String(error) };
    }
  };

  return {
    async current() {
      if (state.ready || now() - checkedAt < recheckMs) return state;
      checking ??= check().then((next) => {
        state = next;
        checkedAt = now();
        checking = null;
        return next;
      });
      return checking;
    },
  };
}
