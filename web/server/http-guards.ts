import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { RequestHandler } from "express";
import { textProblem } from "../../core/text.ts";

/**
 * The HTTP layer's guards (docs/security.md, "The HTTP layer"), in the order web/server.ts mounts
 * them before anything reads a request: methods, the address, unread bodies, and the origin of
 * state-changing requests.
 */

/**
 * The methods the service answers; anything else (TRACE, WebDAV…) is 405 here; CONNECT and the
 * methods Node's parser does not know (TRACK) are 405 from answerUnparsableRequests.
 */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const allowed = new Set<string>(ALLOWED_METHODS);

export function knownMethodsOnly(): RequestHandler {
  return (req, res, next) => {
    if (allowed.has(req.method)) return next();
    res.setHeader("Allow", ALLOWED_METHODS.join(", "));
    res.status(405).type("text/plain").send(METHOD_NOT_ALLOWED_TEXT);
  };
}

const METHOD_NOT_ALLOWED_TEXT = "This method is not allowed here.";

/**
 * What Node's own parser answers before any route runs, when it cannot read a request at all,
 * mirroring Node's default (http's `clientError`) except for one thing: a method the parser does
 * not know (TRACK, lower-case "get", an invented word) is 405 with `Allow`, as for the methods it
 * knows but we do not serve (knownMethodsOnly). CONNECT, which Node hands to a `connect` listener
 * instead of the app (and otherwise closes without a word), is 405 too. Every answer closes the
 * connection.
 */
export function answerUnparsableRequests(server: Server): void {
  server.on("connect", (_request: unknown, socket: Socket) => {
    socket.end(rawAnswer("HPE_INVALID_METHOD"));
  });
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || error.code === "ECONNRESET") {
      socket.destroy();
      return;
    }
    socket.end(rawAnswer(error.code));
  });
}

function rawAnswer(code: string | undefined): string {
  if (code === "HPE_INVALID_METHOD") {
    return rawResponse("405 Method Not Allowed", METHOD_NOT_ALLOWED_TEXT, [
      `Allow: ${ALLOWED_METHODS.join(", ")}`,
    ]);
  }
  if (code === "HPE_HEADER_OVERFLOW") return rawResponse("431 Request Header Fields Too Large", "");
  if (code === "HPE_CHUNK_EXTENSIONS_OVERFLOW") return rawResponse("413 Payload Too Large", "");
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return rawResponse("408 Request Timeout", "");
  return rawResponse("400 Bad Request", "");
}

function rawResponse(status: string, body: string, headers: string[] = []): string {
  return [
    `HTTP/1.1 ${status}`,
    ...headers,
    ...(body ? ["Content-Type: text/plain; charset=utf-8"] : []),
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

/**
 * Refuses an address whose path cannot be decoded, or whose path or query holds a control
 * character or a broken character: 400, before any route sees it.
 */
export function plainAddressesOnly(): RequestHandler {
  return (req, res, next) => {
    const url = new URL(req.originalUrl, "http://localhost");
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return refuseAddress(res);
    }
    const values = [path, ...[...url.searchParams].flat()];
    if (values.some((value) => textProblem(value, false) !== null)) return refuseAddress(res);
    next();
  };
}

function refuseAddress(res: Parameters<RequestHandler>[1]) {
  res.status(400).type("text/plain").send("The address contains characters that cannot be used.");
}

/** Past this many unread bytes after an answer, the connection is closed instead of drained. */
export const DRAIN_LIMIT_BYTES = 4 * 1024 * 1024;

/**
 * A request answered before its body was read (413, 415, 401…) leaves the rest of the body on a
 * kept-alive connection, where the next request would wait behind it. Once the answer is sent,
 * the rest is read and thrown away (up to DRAIN_LIMIT_BYTES), then the connection is closed.
 */
export function drainUnreadBodies(): RequestHandler {
  return (req, res, next) => {
    res.on("finish", () => {
      if (req.complete || req.destroyed) return;
      let drained = 0;
      req.removeAllListeners("data");
      req.on("data", (chunk: Buffer) => {
        drained += chunk.length;
        if (drained > DRAIN_LIMIT_BYTES) req.socket.destroy();
      });
      req.resume();
    });
    next();
  };
}

/**
 * The origin this request was made to, as a browser would write it in `Origin`:
 * scheme://host[:port], the scheme from the connection (or, behind a trusted proxy, the proxy's).
 */
function ownOrigin(req: Parameters<RequestHandler>[0]): string | null {
  const host = req.get("host");
  if (!host) return null;
  try {
    return new URL(`${req.protocol}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * Refuses state-changing requests a browser sent from another origin (CSRF): scheme, host and
 * port must all match. Clients that send no Origin header are not browsers acting for a
 * signed-in user, and go on to normal validation. Our origin is PUBLIC_URL's, or the one the
 * request was made to (behind a proxy, only with TRUST_PROXY does that carry the proxy's scheme).
 */
export function sameOriginWrites(publicUrl?: string): RequestHandler {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : null;
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.get("origin");
    if (!origin) return next();
    let claimed: string | null;
    try {
      claimed = new URL(origin).origin;
    } catch {
      claimed = null;
    }
    const ours = claimed !== null && (claimed === publicOrigin || claimed === ownOrigin(req));
    if (ours) return next();
    res.status(403).json({ error: "This request came from another website and was refused." });
  };
}
