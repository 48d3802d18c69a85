import {
  launch,
  type Browser,
  type HTTPRequest,
  type LaunchOptions,
  type Page,
  type PDFOptions,
} from "puppeteer-core";
import { getWillMetrics, type WillMetrics } from "../metrics.ts";
import { HEADLESS_CHROMIUM_ARGS } from "./chromium-args.ts";

/**
 * The will's PDF: one warm Chromium per process, its pages kept and reused, at most
 * `maxConcurrency` documents rendering at once (the rest wait in FIFO order).
 *
 * - Launched lazily on the first render; concurrent first renders share one launch.
 * - A page has JavaScript off and aborts every request that is not `data:` or `about:`: a will is
 *   self-contained (renderWill inlines its CSS) and must never fetch anything.
 * - When Chromium dies (its connection drops or its process exits, e.g. a kill -9), the renders it
 *   was doing reject with a retryable PdfRenderError and the next render launches a fresh browser.
 * - The pool never retries a render itself (retries belong to one layer: the caller's retry policy,
 *   e.g. the Temporal activity's). Every failure is a PdfRenderError whose `retryable` says whether
 *   trying again can help: only bad input is not retryable.
 *
 * docs/decisions/005-pdf-browser-pool.md says why.
 */

export interface BrowserPoolOptions {
  /** Default `process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"`. */
  executablePath?: string;
  /** Pages rendering at once; also the number of idle pages kept. Default 2. */
  maxConcurrency?: number;
  /** One render (page, content, PDF), not counting the wait for a free page or the launch. Default 30 s. */
  renderTimeoutMs?: number;
  /** Starting Chromium. Default 30 s. */
  launchTimeoutMs?: number;
  /** How long close() lets renders in flight finish before closing the browser under them. Default 5 s. */
  closeGraceMs?: number;
  /** Where each render's time is recorded (default: the process's, workers/metrics.ts). */
  metrics?: Pick<WillMetrics, "recordPdfRender">;
}

export interface BrowserPoolStats {
  /** Browsers started (1, plus one per crash recovered from). */
  launches: number;
  /** Renders that produced a PDF. */
  renders: number;
  /** Pages opened; stays at most maxConcurrency per browser while pages are being reused. */
  pagesCreated: number;
  /** Renders holding a page slot right now (never above maxConcurrency). */
  inFlight: number;
}

/** A failed render. `retryable` is false only when the same input can never succeed. */
export class PdfRenderError extends Error {
  override readonly name = "PdfRenderError";
  readonly retryable: boolean;

  constructor(message: string, options: { retryable: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.retryable = options.retryable;
  }
}

/**
 * The Chromium flags for rendering wills: the headless ones (HEADLESS_CHROMIUM_ARGS), no extensions, and
 * no host name (nor IP address) resolving. Request interception aborts every request a page makes,
 * but Chromium still opens a speculative TCP connection for a cross-site iframe before the aborted
 * navigation; the resolver rule stops that, and anything else that reaches the network stack.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  ...HEADLESS_CHROMIUM_ARGS,
  "--disable-dev-shm-usage",
  "--disable-extensions",
  "--host-resolver-rules=MAP * ~NOTFOUND",
];

/** The document carries its own A4 @page size and margins; the PDF keeps them. */
export const WILL_PDF_OPTIONS: PDFOptions = {
  format: "A4",
  printBackground: true,
  preferCSSPageSize: true,
  displayHeaderFooter: false,
};

/** Launch options shared by the pool and the launch-per-PDF baseline. */
export function chromiumLaunchOptions(options: {
  executablePath: string;
  launchTimeoutMs: number;
  renderTimeoutMs: number;
}): LaunchOptions {
  return {
    executablePath: options.executablePath,
    args: [...CHROMIUM_ARGS],
    timeout: options.launchTimeoutMs,
    // No single DevTools call may legitimately take longer than a whole render.
    protocolTimeout: options.renderTimeoutMs + 5_000,
    // A pipe rather than a debugging port: nothing else on the machine can drive this browser.
    pipe: true,
    // The process's owner decides when to shut down (and calls close()); Puppeteer's own signal
    // handlers would exit the process on SIGINT. Chromium is still killed if the process exits.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  };
}

/** JavaScript off; every request that is not inline (`data:`, `about:`) aborted. */
export async function lockDownPage(page: Page): Promise<void> {
  await page.setJavaScriptEnabled(false);
  await page.setRequestInterception(true);
  page.on("request", allowOnlyInlineRequests);
}

function allowOnlyInlineRequests(request: HTTPRequest): void {
  if (request.isInterceptResolutionHandled()) return;
  const url = request.url();
  const decision =
    url.startsWith("data:") || url.startsWith("about:")
      ? request.continue()
      : request.abort("blockedbyclient");
  // Rejects only when the page has gone meanwhile; the render itself reports that.
  decision.catch(() => undefined);
}

/** One launched browser and the pages it keeps. */
interface Chromium {
  browser: Browser;
  idlePages: Page[];
  dead: boolean;
  /** Being closed on purpose: its disconnecting is expected, not a crash to clean up after. */
  closing: boolean;
  /** Called once when this browser dies, to fail the renders it is doing. */
  onDeath: Set<() => void>;
}

interface QueuedRender {
  start: () => void;
  fail: (error: PdfRenderError) => void;
}

const BROWSER_CLOSE_TIMEOUT_MS = 5_000;

export class BrowserPool {
  readonly #executablePath: string;
  readonly #maxConcurrency: number;
  readonly #renderTimeoutMs: number;
  readonly #launchTimeoutMs: number;
  readonly #closeGraceMs: number;
  readonly #metrics: Pick<WillMetrics, "recordPdfRender"> | undefined;

  #chromium: Chromium | undefined;
  #launching: Promise<Chromium> | undefined;
  /** Slots held: renders in flight (a slot passes straight to the next queued render). */
  #active = 0;
  readonly #queue: QueuedRender[] = [];
  readonly #inFlight = new Set<Promise<Uint8Array>>();
  /** Set by close(): no new renders. */
  #closed = false;
  /** Set once close() has stopped waiting: a browser launched from now on is closed at once. */
  #shutDown = false;
  #closing: Promise<void> | undefined;

  #launches = 0;
  #renders = 0;
  #pagesCreated = 0;

  constructor(options: BrowserPoolOptions = {}) {
    this.#executablePath = options.executablePath ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
    this.#maxConcurrency = positive("maxConcurrency", options.maxConcurrency ?? 2, true);
    this.#renderTimeoutMs = positive("renderTimeoutMs", options.renderTimeoutMs ?? 30_000);
    this.#launchTimeoutMs = positive("launchTimeoutMs", options.launchTimeoutMs ?? 30_000);
    this.#closeGraceMs = positive("closeGraceMs", options.closeGraceMs ?? 5_000, false, true);
    this.#metrics = options.metrics;
  }

  get stats(): BrowserPoolStats {
    return {
      launches: this.#launches,
      renders: this.#renders,
      pagesCreated: this.#pagesCreated,
      inFlight: this.#active,
    };
  }

  /** The running browser's process id, for tests that kill it. */
  browserPid(): number | undefined {
    return this.#chromium?.browser.process()?.pid;
  }

  /** Renders a complete HTML document (such as renderWill's) to A4 PDF bytes. */
  renderPdf(html: string): Promise<Uint8Array> {
    if (typeof html !== "string" || html.trim().length === 0) {
      return Promise.reject(
        new PdfRenderError("renderPdf needs an HTML document; it was given none", { retryable: false }),
      );
    }
    if (this.#closed) return Promise.reject(poolClosedError());
    // Tracked from the call, so close() waits for every render it accepted (queued ones it rejects).
    const started = performance.now();
    const work = this.#render(html);
    this.#inFlight.add(work);
    const done = (outcome: "success" | "failure") => () => {
      this.#inFlight.delete(work);
      (this.#metrics ?? getWillMetrics()).recordPdfRender(performance.now() - started, outcome);
    };
    work.then(done("success"), done("failure"));
    return work;
  }

  /**
   * Stops taking renders (queued ones reject), lets renders in flight finish for up to
   * closeGraceMs, then closes the browser. Idempotent: later calls return the same promise.
   */
  close(): Promise<void> {
    if (!this.#closing) {
      this.#closed = true;
      this.#closing = this.#shutdown();
    }
    return this.#closing;
  }

  async #shutdown(): Promise<void> {
    for (const queued of this.#queue.splice(0)) queued.fail(poolClosedError());
    if (this.#inFlight.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, this.#closeGraceMs);
      });
      try {
        await Promise.race([Promise.allSettled([...this.#inFlight]), grace]);
      } finally {
        clearTimeout(timer);
      }
    }
    this.#shutDown = true;
    try {
      await this.#launching;
    } catch {
      // A launch that failed left nothing to close.
    }
    const chromium = this.#chromium;
    this.#chromium = undefined;
    if (chromium) await this.#closeChromium(chromium);
  }

  #acquireSlot(): Promise<void> {
    if (this.#active < this.#maxConcurrency) {
      this.#active++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      this.#queue.push({ start: resolve, fail: reject });
    });
  }

  #releaseSlot(): void {
    const next = this.#queue.shift();
    if (next) next.start();
    else this.#active--;
  }

  async #render(html: string): Promise<Uint8Array> {
    await this.#acquireSlot();
    try {
      return await this.#renderInSlot(html);
    } finally {
      this.#releaseSlot();
    }
  }

  async #renderInSlot(html: string): Promise<Uint8Array> {
    const chromium = await this.#currentChromium();
    // What the render got hold of, so the finally below can release it even when the deadline
    // gave up on the render before it had its page.
    const attempt: { page: Page | undefined; abandoned: boolean } = { page: undefined, abandoned: false };
    let succeeded = false;
    try {
      const pdf = await this.#withinDeadline(chromium, async () => {
        const page = chromium.idlePages.pop() ?? (await this.#newPage(chromium));
        if (attempt.abandoned) {
          // The deadline passed while the page was being made, and the finally below has run.
          await closePage(page);
          throw new Error("The render was abandoned");
        }
        attempt.page = page;
        await page.setContent(html, { waitUntil: "load", timeout: this.#renderTimeoutMs });
        return page.pdf({ ...WILL_PDF_OPTIONS, timeout: this.#renderTimeoutMs });
      });
      succeeded = true;
      this.#renders++;
      return pdf;
    } catch (error) {
      throw this.#asRenderError(error, chromium);
    } finally {
      attempt.abandoned = true;
      const page = attempt.page;
      if (page) {
        // A page that failed (or timed out) is in an unknown state: close it, a new one replaces it.
        if (succeeded) this.#returnPage(chromium, page);
        else await closePage(page);
      }
    }
  }

  /** The running browser, launching one if there is none; concurrent callers share one launch. */
  #currentChromium(): Promise<Chromium> {
    const chromium = this.#chromium;
    if (chromium && !chromium.dead) return Promise.resolve(chromium);
    this.#launching ??= this.#launch().finally(() => {
      this.#launching = undefined;
    });
    return this.#launching;
  }

  async #launch(): Promise<Chromium> {
    let browser: Browser;
    try {
      browser = await launch(
        chromiumLaunchOptions({
          executablePath: this.#executablePath,
          launchTimeoutMs: this.#launchTimeoutMs,
          renderTimeoutMs: this.#renderTimeoutMs,
        }),
      );
    } catch (error) {
      throw new PdfRenderError(`Chromium (${this.#executablePath}) did not start: ${messageOf(error)}`, {
        retryable: true,
        cause: error,
      });
    }
    this.#launches++;
    const chromium: Chromium = { browser, idlePages: [], dead: false, closing: false, onDeath: new Set() };
    const gone = () => this.#buried(chromium);
    browser.once("disconnected", gone);
    browser.process()?.once("exit", gone);
    if (this.#shutDown) {
      await this.#closeChromium(chromium);
      throw poolClosedError();
    }
    this.#chromium = chromium;
    return chromium;
  }

  async #newPage(chromium: Chromium): Promise<Page> {
    const page = await chromium.browser.newPage();
    this.#pagesCreated++;
    try {
      await lockDownPage(page);
    } catch (error) {
      await closePage(page);
      throw error;
    }
    return page;
  }

  #returnPage(chromium: Chromium, page: Page): void {
    const keep =
      !this.#closed &&
      !chromium.dead &&
      chromium === this.#chromium &&
      !page.isClosed() &&
      chromium.idlePages.length < this.#maxConcurrency;
    if (keep) chromium.idlePages.push(page);
    else void closePage(page);
  }

  /** Runs a render, failing it at the render timeout or as soon as its browser dies. */
  #withinDeadline<T>(chromium: Chromium, render: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (chromium.dead) {
        reject(this.#browserGoneError());
        return;
      }
      const timer = setTimeout(() => {
        finish();
        reject(
          new PdfRenderError(`The PDF render took longer than ${this.#renderTimeoutMs} ms`, {
            retryable: true,
          }),
        );
      }, this.#renderTimeoutMs);
      const onDeath = () => {
        finish();
        reject(this.#browserGoneError());
      };
      const finish = () => {
        clearTimeout(timer);
        chromium.onDeath.delete(onDeath);
      };
      chromium.onDeath.add(onDeath);
      render().then(
        (value) => {
          finish();
          resolve(value);
        },
        (error: unknown) => {
          finish();
          reject(error);
        },
      );
    });
  }

  /** Marks a browser dead (once): forgets it and its pages, fails its renders, makes sure it is gone. */
  #buried(chromium: Chromium): void {
    if (chromium.dead) return;
    chromium.dead = true;
    if (this.#chromium === chromium) this.#chromium = undefined;
    chromium.idlePages.length = 0;
    const renders = [...chromium.onDeath];
    chromium.onDeath.clear();
    for (const fail of renders) fail();
    // The connection can drop with Chromium still running: never leave it behind.
    if (!chromium.closing) killProcess(chromium.browser);
  }

  async #closeChromium(chromium: Chromium): Promise<void> {
    chromium.closing = true;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        chromium.browser.close(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error("Chromium did not close in time")),
            BROWSER_CLOSE_TIMEOUT_MS,
          );
        }),
      ]);
    } catch {
      // Already gone, or stuck: killed below.
    } finally {
      clearTimeout(timer);
      this.#buried(chromium);
      killProcess(chromium.browser);
    }
  }

  #browserGoneError(): PdfRenderError {
    return this.#closed
      ? new PdfRenderError("The PDF browser pool was closed during the render", { retryable: true })
      : new PdfRenderError("Chromium exited during the render", { retryable: true });
  }

  #asRenderError(error: unknown, chromium: Chromium): PdfRenderError {
    if (error instanceof PdfRenderError) return error;
    if (chromium.dead) {
      const gone = this.#browserGoneError();
      return new PdfRenderError(gone.message, { retryable: true, cause: error });
    }
    return new PdfRenderError(`The PDF render failed: ${messageOf(error)}`, {
      retryable: true,
      cause: error,
    });
  }
}

function poolClosedError(): PdfRenderError {
  // Retryable: nothing is wrong with the document; another process (or a new pool) can render it.
  return new PdfRenderError("The PDF browser pool is closed", { retryable: true });
}

function killProcess(browser: Browser): void {
  const child = browser.process();
  if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

async function closePage(page: Page): Promise<void> {
  try {
    if (!page.isClosed()) await page.close();
  } catch {
    // Its browser has gone, taking the page with it.
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function positive(name: string, value: number, integer = false, allowZero = false): number {
  const valid =
    Number.isFinite(value) && (allowZero ? value >= 0 : value > 0) && (!integer || Number.isInteger(value));
  if (!valid)
    throw new RangeError(`BrowserPoolOptions.${name} must be a positive ${integer ? "integer" : "number"}`);
  return value;
}
