import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import onHeaders from "on-headers";
import { contentSecurityPolicy } from "./security-headers.ts";

/**
 * Anonymous public pages, rendered once per build and served from memory (docs/performance.md,
 * "Pages that cost what they should"). A page is served from here only to a request that carries
 * no cookie at all and no query: such a visitor (or a CDN) gets exactly what every other one gets,
 * so the render can be shared. Anything with a cookie (a session, a browser key, a consent choice,
 * a toast) is rendered per request and is never cached (`privateByDefault`).
 *
 * The shared render has no nonce: its inline scripts are allowed by their SHA-256 hashes in the
 * Content-Security-Policy instead, with the same 'strict-dynamic' as every other page.
 */
export const PUBLIC_PAGES = ["/", "/home", "/faq", "/privacy-policy"] as const;

/** Fit for a shared cache: 5 minutes in browsers, an hour at a CDN, stale while it revalidates. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";
/** Every page that is not one of the above, and every API answer, unless the route says otherwise. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

const RENDER_NONCE = "public-page-render-nonce";

interface RenderedPage {
  etag: string;
  csp: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** The hashes of the inline scripts, for script-src. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? "";
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}

/** Renders `pathname` as a cookie-less visitor sees it; null when that is not a plain 200 page. */
async function render(build: ServerBuild, origin: string, pathname: string): Promise<RenderedPage | null> {
  const handle = createRequestHandler(build, "production");
  const response = await handle(new Request(`${origin}${pathname}`), {
    cspNonce: RENDER_NONCE,
    requestId: "public-page-render",
    clientIp: "127.0.0.1",
  });
  if (response.status >= 500) throw new Error(`${pathname} answered ${response.status}`);
  const type = response.headers.get("content-type") ?? "";
  if (response.status !== 200 || response.headers.has("set-cookie") || !type.startsWith("text/html")) {
    return null;
  }
  const html = (await response.text()).replaceAll(` nonce="${RENDER_NONCE}"`, "");
  const hashes = inlineScriptHashes(html).join(" ");
  const identity = Buffer.from(html);
  return {
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    csp: contentSecurityPolicy(RENDER_NONCE, false).replace(`'nonce-${RENDER_NONCE}'`, hashes),
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  };
}

function isShareable(req: ExpressRequest): boolean {
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    (PUBLIC_PAGES as readonly string[]).includes(req.path) &&
    !req.originalUrl.includes("?") &&
    !req.headers.cookie &&
    !req.headers.authorization
  );
}

function send(req: ExpressRequest, res: ExpressResponse, page: RenderedPage): void {
  res.setHeader("Content-Security-Policy", page.csp);
  res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
  // A request with a cookie gets a page of its own: shared caches must keep them apart.
  res.setHeader("Vary", "Cookie, Accept-Encoding");
  res.setHeader("ETag", page.etag);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = req.acceptsEncodings("br", "gzip", "identity");
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity;
  if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(body.length));
  res.status(200).end(req.method === "HEAD" ? undefined : body);
}

/**
 * Serves the public pages from memory, each rendered on its first request (once per process, and
 * so once per build) at `origin` (the public URL: never the request's Host). A render that fails
 * is tried again by the next request; a page that is not a plain 200 (a redirect, a 404) is left to
 * the Remix handler. Put it after the security headers and before the Remix handler.
 */
export function publicPages(build: ServerBuild, origin: string): RequestHandler & { warm(): Promise<void> } {
  const pages = new Map<string, Promise<RenderedPage | null>>();
  const pageFor = (pathname: string) => {
    let page = pages.get(pathname);
    if (!page) {
      page = render(build, origin, pathname);
      pages.set(pathname, page);
      page.catch(() => pages.delete(pathname));
    }
    return page;
  };
  const middleware: RequestHandler = (req, res, next) => {
    if (!isShareable(req)) return next();
    pageFor(req.path)
      .then((page) => (page ? send(req, res, page) : next()))
      .catch(() => next());
  };
  return Object.assign(middleware, {
    warm: async () => {
      await Promise.allSettled(PUBLIC_PAGES.map((pathname) => pageFor(pathname)));
    },
  });
}

/** Any answer of the Remix handler that does not say how to cache it is never cached. */
export function privateByDefault(): RequestHandler {
  return (_req, res, next) => {
    onHeaders(res, () => {
      if (!res.getHeader("Cache-Control")) res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
    });
    next();
  };
}
