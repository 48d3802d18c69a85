import type { z } from "zod";

/**
 * The database viewer page's calls to /api/db-viewer/*, made from the browser with the operator's
 * basic credentials. The credentials live only in the page's memory: no cookie, no storage.
 */

/** A non-OK answer: 'Failed to fetch: {status text}' (docs/product.md section 8), with the server's reason. */
export class ViewerFetchError extends Error {
  constructor(
    readonly status: number,
    statusText: string,
    /** The `error` of the JSON answer, when there is one. */
    readonly reason: string | null,
  ) {
    super(`Failed to fetch: ${statusText || String(status)}`);
    this.name = "ViewerFetchError";
  }
}

/** The Authorization header of a username and password: Basic, UTF-8, base64. */
export function basicAuthorization(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/** GETs `path` with the operator's credentials and parses the answer with `schema`. */
export async function viewerGet<Schema extends z.ZodType>(
  path: string,
  authorization: string,
  schema: Schema,
): Promise<z.infer<Schema>> {
  const response = await fetch(path, {
    headers: { Authorization: authorization, Accept: "application/json" },
    // No cookies, and no browser password prompt on a 401: the page asks for credentials itself.
    credentials: "omit",
    cache: "no-store",
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    throw new ViewerFetchError(
      response.status,
      response.statusText,
      typeof body?.error === "string" ? body.error : null,
    );
  }
  return schema.parse(await response.json());
}

/** A date and time in the browser's own format (docs/product.md section 9: the local date and time format). */
export function formatDateTime(date: Date): string {
  return date.toLocaleString();
}
