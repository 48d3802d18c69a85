/**
 * Whether this process can make PDFs at all. A will whose PDF cannot be made is the service's main
 * job failing, so the web process checks at start-up (a one-line document through the same renderer
 * the wills use), reports the answer on `/readyz`, and tells the user plainly on a will's pages
 * instead of leaving them watching a spinner (docs/operations.md, "PDFs").
 *
 * The check never holds anything up: `current()` answers at once with what is known, and starts a
 * check when none has been made, or when the last one failed more than `recheckMs` ago (so
 * installing Chromium on a running server makes it ready without a restart).
 */
export interface PdfReadiness {
  /** What is known now, without waiting; starts a check when one is due. */
  current(): PdfReadinessState;
  /** Waits for a check (the one under way, or a new one when one is due) and answers with it. */
  check(): Promise<PdfReadinessState>;
}

export interface PdfReadinessState {
  ready: boolean;
  /** False until the first check has finished: not ready yet, but not known to be broken either. */
  checked: boolean;
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
  let state: PdfReadinessState = { ready: false, checked: false, problem: "not checked yet" };
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<PdfReadinessState> | null = null;

  const renderOnce = async (): Promise<PdfReadinessState> => {
    try {
      const pdf = await options.renderPdf(PDF_SELF_TEST_HTML);
      const ok = Buffer.from(pdf.subarray(0, 5)).toString("latin1") === "%PDF-";
      return ok
        ? { ready: true, checked: true }
        : { ready: false, checked: true, problem: "the renderer did not return a PDF" };
    } catch (error) {
      return { ready: false, checked: true, problem: error instanceof Error ? error.message : String(error) };
    }
  };
  const due = () => !state.ready && now() - checkedAt >= recheckMs;
  const check = (): Promise<PdfReadinessState> => {
    if (!checking && !due()) return Promise.resolve(state);
    checking ??= renderOnce().then((next) => {
      state = next;
      checkedAt = now();
      checking = null;
      return next;
    });
    return checking;
  };

  return {
    current() {
      if (due()) void check();
      return state;
    },
    check,
  };
}
