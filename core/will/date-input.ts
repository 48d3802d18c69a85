import { readCalendarDate } from "../dates.ts";

/**
 * A date typed as day, month and year in three fields (the GOV.UK date input pattern), read into
 * the ISO `YYYY-MM-DD` that formData stores, with the GOV.UK error messages. The page posts
 * `{name}.day`, `{name}.month` and `{name}.year`; a stored ISO date is accepted as it is, so a
 * draft, the chat and the API keep their shape. The schemas that read a posted date
 * (requiredDateInput, optionalDateInput) are in core/will/steps.ts: this module makes none, so the
 * date fields carry no zod to a page before it is interactive.
 */

/** The three fields, in the order the page shows them. */
export const DATE_PARTS = ["day", "month", "year"] as const;
export type DatePart = (typeof DATE_PARTS)[number];
export type DateParts = Record<DatePart, string>;

/** How the messages name a date: "Enter your date of birth", "Date of birth must include a month". */
export interface DateWords {
  /** The message when nothing is typed. */
  enter: string;
  /** The date's name at the start of a sentence. */
  subject: string;
}

export const DATE_OF_BIRTH_WORDS: DateWords = {
  enter: "Enter your date of birth",
  subject: "Date of birth",
};

export const DATE_HINT = "For example, 27 3 1985";

const MONTH_NAMES = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
] as const;

/** The parts of a stored value: an ISO date, or what the three fields posted. */
export function dateParts(value: unknown): DateParts {
  if (typeof value === "string") {
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    return iso
      ? { day: String(Number(iso[3])), month: String(Number(iso[2])), year: iso[1] ?? "" }
      : { day: "", month: "", year: "" };
  }
  const record = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const part = (name: DatePart) => (typeof record[name] === "string" ? record[name].trim() : "");
  return { day: part("day"), month: part("month"), year: part("year") };
}

/** A month as a number: "3", "03", "March" or "Mar" (a name, or its first three letters or more). */
function monthNumber(month: string): number {
  if (/^\d{1,2}$/.test(month)) return Number(month);
  const index = MONTH_NAMES.findIndex((name) => name.startsWith(month.toLowerCase()));
  return index >= 0 && month.length >= 3 ? index + 1 : Number.NaN;
}

function twoDigits(value: number): string {
  return String(value).padStart(2, "0");
}

/** "a day", "a month and year", "a day, month and year". */
function missingWords(missing: readonly DatePart[]): string {
  if (missing.length === 1) return `a ${missing[0]}`;
  return `a ${missing.slice(0, -1).join(", ")} and ${missing[missing.length - 1]}`;
}

export type DateReading =
  | { ok: true; iso: string | undefined }
  /** `part` is the first field in error, which the error summary links to; null: the whole date. */
  | { ok: false; message: string; part: Exclude<DatePart, "day"> | null };

/**
 * Reads the three fields. Nothing typed is `undefined` (the caller decides whether that is an
 * error); the first field of the date stands for the whole date, so an error about the day or the
 * whole date has `part` null.
 */
export function readDate(value: unknown, words: DateWords): DateReading {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return isRealDate(value) ? { ok: true, iso: value } : { ok: false, message: realDate(words), part: null };
  }
  const parts = dateParts(value);
  const missing = DATE_PARTS.filter((name) => parts[name] === "");
  if (missing.length === DATE_PARTS.length) return { ok: true, iso: undefined };
  if (missing.length > 0) {
    const first = missing[0];
    return {
      ok: false,
      message: `${words.subject} must include ${missingWords(missing)}`,
      part: first === "day" || first === undefined ? null : first,
    };
  }
  if (!/^\d+$/.test(parts.year) || parts.year.length !== 4) {
    return { ok: false, message: "Year must include 4 numbers", part: "year" };
  }
  const day = /^\d{1,2}$/.test(parts.day) ? Number(parts.day) : Number.NaN;
  const month = monthNumber(parts.month);
  const iso = `${parts.year}-${twoDigits(month)}-${twoDigits(day)}`;
  if (Number.isNaN(day) || Number.isNaN(month) || !isRealDate(iso)) {
    return { ok: false, message: realDate(words), part: null };
  }
  return { ok: true, iso };
}

function realDate(words: DateWords): string {
  return `${words.subject} must be a real date`;
}

function isRealDate(iso: string): boolean {
  return readCalendarDate(iso) !== null;
}
