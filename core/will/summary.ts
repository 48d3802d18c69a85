import { LONDON_TIME_ZONE } from "../dates.ts";

/**
 * How a will is summarised on the dashboard's cards (docs/product.md section 2): its title, the date it
 * was made as 'MMM d, yyyy', and the first 150 characters of the document's text.
 */
export const UNTITLED_WILL = "Untitled Will";
export const NO_PREVIEW = "No preview available";
export const WILL_PREVIEW_LENGTH = 150;

/** The testator's full name from stored form data of any shape, or "" when it has none. */
export function testatorName(formData: unknown): string {
  const personalInfo = (formData as { personalInfo?: { fullName?: unknown } } | null)?.personalInfo;
  return typeof personalInfo?.fullName === "string" ? personalInfo.fullName.trim() : "";
}

/** The full name from the form data's personal info, or 'Untitled Will'. */
export function willTitle(formData: unknown): string {
  return testatorName(formData) || UNTITLED_WILL;
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  lsquo: "\u2018",
  rsquo: "\u2019",
  ldquo: "\u201c",
  rdquo: "\u201d",
  ndash: "\u2013",
  mdash: "\u2014",
  hellip: "\u2026",
  pound: "\u00a3",
};

/** The text a reader sees in a will document (HTML): tags dropped, entities decoded, spaces collapsed. */
export function documentText(html: string): string {
  return (
    html
      .replace(/<head\b[\s\S]*?<\/head\s*>/gi, " ")
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
      // Inline elements join their text to what is beside them; every other tag is a break.
      .replace(/<\/?(?:span|strong|em|b|i|dfn|a|small|abbr)\b[^>]*>/gi, "")
      .replace(/<[^>]*>/g, " ")
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
        if (name.startsWith("#x") || name.startsWith("#X"))
          return String.fromCodePoint(parseInt(name.slice(2), 16));
        if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
        return ENTITIES[name.toLowerCase()] ?? entity;
      })
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** The first 150 characters of the document's text followed by an ellipsis, or 'No preview available'. */
export function willPreview(willDocument: string | null | undefined): string {
  const text = willDocument ? documentText(willDocument) : "";
  if (!text) return NO_PREVIEW;
  return `${text.slice(0, WILL_PREVIEW_LENGTH)}...`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 'MMM d, yyyy' (e.g. 'Nov 21, 2026'), on the UK calendar (Europe/London). */
export function formatCardDate(date: Date): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: LONDON_TIME_ZONE,
    year: "numeric",
    month: "numeric",
    day: "numeric",
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return `${MONTHS[part("month") - 1] ?? ""} ${part("day")}, ${part("year")}`;
}
