/**
 * The opt-in reminders to check that a will is still right (docs/product.md, "After the will"):
 * when they are due, in one place for the Temporal workflow (workflows/will-review.ts), the
 * in-process runner's poll (workers/in-process-runner.ts) and the pages that say when the next is.
 */

/** A reported life event is followed by a reminder after this long: time to take stock, not to forget. */
export const LIFE_EVENT_REMINDER_DAYS = 42;
export const LIFE_EVENT_REMINDER_MS = LIFE_EVENT_REMINDER_DAYS * 24 * 60 * 60 * 1000;

/** How often the in-process runner looks for reminders that are due. */
export const REVIEW_POLL_INTERVAL_MS = 15 * 60 * 1000;

/** The same day and time a year on (29 February becomes 1 March). */
export function addYear(date: Date): Date {
  const next = new Date(date.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

/** The first yearly review after `after`, counting in whole years from `due`. */
export function nextYearlyReview(due: Date, after: Date): Date {
  let next = addYear(due);
  while (next.getTime() <= after.getTime()) next = addYear(next);
  return next;
}

/** The earlier of the yearly review and a life event's reminder, as epoch ms. */
export function reminderDueAt(reminder: { nextReviewAt: Date; lifeEventReviewAt: Date | null }): number {
  const yearly = reminder.nextReviewAt.getTime();
  const lifeEvent = reminder.lifeEventReviewAt?.getTime();
  return lifeEvent !== undefined && lifeEvent < yearly ? lifeEvent : yearly;
}
