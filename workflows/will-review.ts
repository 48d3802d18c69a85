import { condition, continueAsNew, setHandler } from "@temporalio/workflow";
import { bookkeeping, mail } from "./activity-proxies.ts";
import { reviewChangedSignal, stopReviewSignal, type WillReviewInput } from "./definitions.ts";

/** Reminders sent by one run before it continues as new, so its history stays short for life. */
const REMINDERS_PER_RUN = 10;

/**
 * A will's review reminders, for as long as the owner wants them: a durable timer to the next
 * reminder due (the yearly review, or one a few weeks after a reported life event), the email,
 * and again. The dates live in the database (ReviewReminder), so a reported life event only
 * signals that they changed; stopping signals the run to end, and the activities send nothing
 * for a stopped reminder even if the signal is lost. Workflow id `will-review-<reminderId>`, a
 * random id; its history holds no name or address.
 */
export async function willReview(input: WillReviewInput): Promise<"stopped"> {
  let stopped = false;
  let changed = false;
  setHandler(stopReviewSignal, () => {
    stopped = true;
  });
  setHandler(reviewChangedSignal, () => {
    changed = true;
  });
  for (let sent = 0; sent < REMINDERS_PER_RUN;) {
    const due = await bookkeeping.reviewReminderDue(input.reminderId);
    if (due === null || stopped) return "stopped";
    changed = false;
    const wait = due - Date.now();
    if (wait > 0 && (await condition(() => stopped || changed, wait))) continue;
    await mail.sendReviewReminder(input.reminderId, due);
    sent += 1;
  }
  return continueAsNew<typeof willReview>(input);
}
