/**
 * Dates as the law of England and Wales sees them: one home for "today", so that a will made at
 * 00:30 on a summer night (23:30 UTC the day before) is dated, and ages are worked out, on the
 * date the will-maker would write (docs/legal.md, "The will's date").
 */
/** The time zone of England and Wales, for every date a person reads. */
export const LONDON_TIME_ZONE = "Europe/London";

// Made once: building a formatter costs far more than formatting with it (it was 2 % of the
// pipeline's CPU, built per call, docs/performance.md).
const ISO_DATE_IN_LONDON = new Intl.DateTimeFormat("en-CA", {
  timeZone: LONDON_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

const LONG_DATE_IN_LONDON = new Intl.DateTimeFormat("en-GB", {
  timeZone: LONDON_TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** Today in England and Wales, as YYYY-MM-DD. */
export function todayInLondon(now: Date = new Date()): string {
  return ISO_DATE_IN_LONDON.format(now);
}

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Reads a YYYY-MM-DD date that exists, or returns null. */
export function readCalendarDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Reads a YYYY-MM-DD date that exists, or throws a RangeError naming `what`. */
export function requireCalendarDate(value: string, what: string): CalendarDate {
  const date = readCalendarDate(value);
  if (!date)
    throw new RangeError(`${what} must be a real date written YYYY-MM-DD, not ${JSON.stringify(value)}`);
  return date;
}

/**
 * Age in whole years on `today` (both YYYY-MM-DD). A birthday counts from the start of its day. A
 * person born on 29 February has their birthday on 1 March in other years (in England and Wales
 * an age is reached at the start of the anniversary of the birth, Family Law Reform Act 1969 s.9,
 * and 28 February comes before it). Throws a RangeError for a date that does not exist or a
 * birth after `today`.
 */
export function ageOn(dateOfBirth: string, today: string): number {
  const born = requireCalendarDate(dateOfBirth, "dateOfBirth");
  const on = requireCalendarDate(today, "today");
  if (dateOfBirth > today) throw new RangeError("dateOfBirth is after today");
  const birthdayPassed = on.month * 100 + on.day >= born.month * 100 + born.day;
  return on.year - born.year - (birthdayPassed ? 0 : 1);
}

/** A calendar date as GOV.UK writes it: "2026-03-03" -> "3 March 2026" (as given if not a date). */
export function formatCalendarDate(isoDate: string): string {
  const date = readCalendarDate(isoDate);
  // Noon UTC is the same calendar day in London in every season.
  return date ? formatLongDate(new Date(Date.UTC(date.year, date.month - 1, date.day, 12))) : isoDate;
}

/** A date as a letter or a will writes it, on the UK calendar: "4 May 2026". */
export function formatLongDate(date: Date): string {
  return LONG_DATE_IN_LONDON.format(date);
}
