/**
 * Where a redirect built from a visitor's input may go: only a path of this site, parsed the way
 * a browser parses a Location (so "/\tevil", "/\\evil", "//evil" and CR/LF/NUL tricks cannot name
 * another host), then written back percent-encoded. Anything else is `fallback`.
 */
const BASE = "http://this-site.invalid";

export function safeLocalPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.pathname.startsWith("//") || url.username || url.password) return fallback;
  return `${url.pathname}${url.search}`;
}
