import type { RequestHandler } from "express";
import { getWillMetrics, type WillMetrics } from "../../workers/metrics.ts";

/** The probes answer every few seconds and say nothing about users' requests. */
const PROBES = new Set(["/healthz", "/readyz"]);

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * A segment that stands for a value rather than a page: the will ids (128 random bits in
 * base64url, so never all lower case), numbers, anything encoded or overlong. Page names are
 * lower-case words with hyphens (`/create-will/guardianship`, `/financial-health-check`).
 */
function isValueSegment(segment: string): boolean {
  return /[A-Z0-9%]/.test(segment) || segment.length > 40;
}

/**
 * The route template of a request for metrics: `/api/wills/Xc3…/pdf` is `/api/wills/:id/pdf`,
 * every hashed asset is `/assets/*`, and a path nothing answered (404) is `(unmatched)`, so the
 * number of series stays small whatever paths clients try.
 */
export function httpRoute(path: string, status: number): string {
  if (status === 404) return "(unmatched)";
  if (path.startsWith("/assets/")) return "/assets/*";
  const template = path
    .split("/")
    .map((segment) => (isValueSegment(segment) ? ":id" : segment))
    .join("/");
  return template || "/";
}

/**
 * Express middleware: each request's method, route template, status and duration
 * (http.server.request.duration, workers/metrics.ts), recorded when the response is sent.
 */
export function httpMetrics(metrics?: Pick<WillMetrics, "recordHttpRequest">): RequestHandler {
  return (req, res, next) => {
    const path = req.path;
    if (PROBES.has(path)) return next();
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      (metrics ?? getWillMetrics()).recordHttpRequest({
        method: KNOWN_METHODS.has(req.method) ? req.method : "_OTHER",
        route: httpRoute(path, res.statusCode),
        status: res.statusCode,
        durationMs: Number(process.hrtime.bigint() - started) / 1e6,
      });
    });
    next();
  };
}
