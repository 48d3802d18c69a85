import sanitizeHtml from "sanitize-html";

/**
 * Stored will documents before a browser shows them. They were written by core's renderer from
 * escaped values, but what is stored is treated as untrusted all the same (docs/product.md section 10): only the
 * renderer's elements and attributes survive, never a script, a handler, a style or a link.
 */
const ALLOWED_TAGS = [
  "article",
  "header",
  "main",
  "section",
  "div",
  "span",
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "ol",
  "ul",
  "li",
  "strong",
  "em",
  "b",
  "i",
  "dfn",
  "br",
  "hr",
  "small",
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { "*": ["class", "id", "aria-label", "aria-labelledby", "role", "lang"] },
  allowedSchemes: [],
  disallowedTagsMode: "discard",
  // The content of these is dropped with them, not kept as text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "head", "iframe", "template"],
};

/** The will's body (its `<article class="will-document">`, or the whole input if it has none), sanitised. */
export function sanitiseWillHtml(html: string): string {
  return sanitizeHtml(documentBody(html) || html, OPTIONS);
}

/** The `<article class="will-document">` of a rendered will, or "" when there is none. */
export function documentBody(html: string): string {
  const start = html.indexOf('<article class="will-document">');
  const end = html.indexOf("</article>", start);
  return start >= 0 && end > start ? html.slice(start, end + "</article>".length) : "";
}
