import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

export interface SecurityHeaderOptions {
  /** Development needs Vite's websocket and inline module preamble. */
  development: boolean;
  /** HSTS only where TLS is guaranteed (production behind TLS). */
  hsts: boolean;
}

/** A fresh nonce per response, for the CSP and for every script tag Remix renders. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

export function contentSecurityPolicy(nonce: string, development: boolean): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [`'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'"],
    // Radix primitives set a few inline style attributes (CSS variables for sizes).
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(development ? ["ws:"] : [])],
    "form-action": ["'self'"],
    "frame-src": ["'self'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  if (development) directives["style-src"]?.push("'unsafe-inline'");
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * Pages whose address holds a secret (a password reset link's token): their Referer is never
 * sent to another site. (Not no-referrer: with it, a form post carries "Origin: null", which the
 * same-origin check rightly refuses.)
 */
const SECRET_IN_ADDRESS = new Set(["/reset-password"]);

/** Sets the security headers of docs/architecture.md ("Security model") on every response and exposes the nonce to Remix. */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  return (req, res, next) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, options.development));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader(
      "Referrer-Policy",
      SECRET_IN_ADDRESS.has(req.path) ? "same-origin" : "strict-origin-when-cross-origin",
    );
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    );
    if (options.hsts) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}
