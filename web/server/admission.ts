import type { RequestHandler } from "express";

/**
 * Requests first (docs/performance.md): writes (POST and the other non-GET methods) enter the
 * app at most `concurrency` at a time, the rest wait in order of arrival. On the embedded default
 * every query runs one at a time on this process's thread, so without a bound 200 clients posting
 * wills interleave their queries until none finishes within a client's timeout; with it, writes
 * finish in turn, and a page's few queries wait behind at most `concurrency` writes. Past
 * `maxWaiting` a write is refused at once with 503 and Retry-After, never left to time out.
 */
export interface AdmissionOptions {
  concurrency: number;
  maxWaiting: number;
}

export function writeAdmission({
  concurrency,
  maxWaiting,
}: AdmissionOptions): RequestHandler & { waiting(): number } {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) next();
  };
  const middleware: RequestHandler = (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const enter = () => {
      running += 1;
      let released = false;
      const done = () => {
        if (released) return;
        released = true;
        release();
      };
      res.once("finish", done);
      res.once("close", done);
      next();
    };
    if (running < concurrency) return enter();
    if (waiting.length >= maxWaiting) {
      res.setHeader("Retry-After", "1");
      res.status(503).json({ error: "We are busy saving other wills. Please try again in a moment." });
      return;
    }
    const entry = () => {
      // A client that gave up while waiting takes no slot.
      if (req.destroyed) {
        const after = waiting.shift();
        if (after) after();
        return;
      }
      enter();
    };
    waiting.push(entry);
  };
  return Object.assign(middleware, { waiting: () => waiting.length });
}
