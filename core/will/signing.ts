import { z } from "zod";
import { formatCalendarDate, readCalendarDate } from "../dates.ts";

/**
 * "I have signed it": the date the will-maker signed their will and where the original is kept,
 * as they record it after signing (docs/product.md, "After the will"; docs/legal.md, "Keeping the
 * original safe"). The date is a calendar date as they would write it (YYYY-MM-DD), never in the
 * future and never before the will was made.
 */

export const KEPT_AT = ["home", "solicitor", "register", "government"] as const;
export type KeptAt = (typeof KEPT_AT)[number];

/** The radio buttons' labels. */
export const KEPT_AT_LABELS: Record<KeptAt, string> = {
  home: "At home",
  solicitor: "With a solicitor",
  register: "In a will register or will storage company",
  government: "With the government's will storage service (HM Courts and Tribunals Service)",
};

/** The end of "Signed on 3 March 2026, kept …". */
export const KEPT_AT_PHRASES: Record<KeptAt, string> = {
  home: "kept at home",
  solicitor: "kept with a solicitor",
  register: "kept in a will register",
  government: "kept by the government's will storage service",
};

export const SIGNING_MESSAGES = {
  dateMissing: "Enter the date you signed your will",
  dateIncomplete: "The date you signed your will must include a day, month and year",
  dateNotReal: "The date you signed your will must be a real date",
  dateInFuture: "The date you signed your will must be today or in the past",
  dateBeforeWill: "The date you signed your will must be on or after the day the will was made",
  keptAtMissing: "Select where the original will is kept",
} as const;

/** "Signed on 3 March 2026, kept with a solicitor." */
export function signingSummary(signedOn: string, keptAt: KeptAt): string {
  return `Signed on ${formatCalendarDate(signedOn)}, ${KEPT_AT_PHRASES[keptAt]}`;
}

export const KeptAtSchema = z.enum(KEPT_AT);

export interface SigningInput {
  day: string;
  month: string;
  year: string;
  keptAt: string;
}

export type SigningErrors = Partial<Record<"signedOn" | "keptAt", string>>;

const DIGITS = /^\d{1,4}$/;

/** The day, month and year fields as YYYY-MM-DD, or the GOV.UK message for what is wrong. */
function readSignedOn(input: SigningInput, today: string, madeOn: string): string | { error: string } {
  const parts = [input.day, input.month, input.year].map((part) => part.trim());
  if (parts.every((part) => part === "")) return { error: SIGNING_MESSAGES.dateMissing };
  if (parts.some((part) => part === "")) return { error: SIGNING_MESSAGES.dateIncomplete };
  if (!parts.every((part) => DIGITS.test(part))) return { error: SIGNING_MESSAGES.dateNotReal };
  const [day, month, year] = parts.map(Number) as [number, number, number];
  if (year < 1000) return { error: SIGNING_MESSAGES.dateNotReal };
  const iso = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  if (!readCalendarDate(iso)) return { error: SIGNING_MESSAGES.dateNotReal };
  if (iso > today) return { error: SIGNING_MESSAGES.dateInFuture };
  if (iso < madeOn) return { error: SIGNING_MESSAGES.dateBeforeWill };
  return iso;
}

/**
 * Reads the "I have signed it" form: `today` and `madeOn` (the day the will was made) are
 * YYYY-MM-DD dates in London.
 */
export function readSigning(
  input: SigningInput,
  { today, madeOn }: { today: string; madeOn: string },
): { signedOn: string; keptAt: KeptAt } | { errors: SigningErrors } {
  const errors: SigningErrors = {};
  const signedOn = readSignedOn(input, today, madeOn);
  if (typeof signedOn !== "string") errors.signedOn = signedOn.error;
  const keptAt = KeptAtSchema.safeParse(input.keptAt);
  if (!keptAt.success) errors.keptAt = SIGNING_MESSAGES.keptAtMissing;
  if (typeof signedOn !== "string" || !keptAt.success) return { errors };
  return { signedOn, keptAt: keptAt.data };
}
