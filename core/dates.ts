/**
 * Dates as the law of England and Wales sees them: one home for "today", so that a will made at
 * 00:30 on a summer night (23:30 UTC the day before) is dated, and ages are worked out, on the
 * date the will-maker would write (docs/legal.md, "The will's date").
 */
const LONDON = "Europe/London";

/** Today in England and Wales, as YYYY-MM-DD. */
export function todayInLondon(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: LONDON,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
