import type { Logger } from "pino";
import { reminderDueAt, nextYearlyReview } from "../core/review-reminders.ts";
import type { PipelineActivities } from "../core/pipeline.ts";
import type { PrismaClient } from "../prisma/db.ts";
import type { OutgoingEmail } from "./email/mailer.ts";
import { newLinkToken } from "./email/link-tokens.ts";
import { composeReviewReminderEmail } from "./email/review-reminder-email.ts";

/** The stop links kept per reminder: one per email, the oldest forgotten past this many. */
const KEPT_STOP_LINKS = 24;

/**
 * The review reminders' activities (docs/product.md, "After the will"), shared by the willReview
 * workflow and the in-process runner's poll. `send` is the pipeline's send-once.
 */
export function createReviewActivities(deps: {
  prisma: PrismaClient;
  logger: Logger;
  publicUrl?: string | undefined;
  send: (email: OutgoingEmail) => Promise<void>;
}): Pick<PipelineActivities, "reviewReminderDue" | "sendReviewReminder"> {
  const { prisma, logger } = deps;
  return {
    async reviewReminderDue(reminderId) {
      const reminder = await prisma.reviewReminder.findUnique({ where: { id: reminderId } });
      if (!reminder || reminder.cancelledAt) return null;
      return reminderDueAt(reminder);
    },

    async sendReviewReminder(reminderId, dueAtMs) {
      const reminder = await prisma.reviewReminder.findUnique({ where: { id: reminderId } });
      if (!reminder || reminder.cancelledAt) {
        logger.info({ reminderId }, "review reminder not sent: stopped or its will deleted");
        return;
      }
      const lifeEvent =
        reminder.lifeEventReviewAt !== null && reminder.lifeEventReviewAt.getTime() <= dueAtMs;
      if (!lifeEvent && reminder.nextReviewAt.getTime() > dueAtMs) return;
      const { token, tokenHash } = newLinkToken();
      // Only while still on: a stop in the meantime keeps no stop link.
      await prisma.reviewReminder.updateMany({
        where: { id: reminderId, cancelledAt: null },
        data: { cancelTokenHashes: [...reminder.cancelTokenHashes, tokenHash].slice(-KEPT_STOP_LINKS) },
      });
      const due = lifeEvent
        ? (reminder.lifeEventReviewAt?.getTime() ?? dueAtMs)
        : reminder.nextReviewAt.getTime();
      await deps.send(
        composeReviewReminderEmail({
          reminderId,
          dueAtMs: due,
          kind: lifeEvent ? "life-event" : "yearly",
          to: reminder.email,
          willId: reminder.willId,
          publicUrl: deps.publicUrl ?? "http://localhost:3000",
          stopToken: token,
        }),
      );
      // One email covers whatever was due by then: a yearly review due as well is not sent twice.
      const sentAt = new Date(dueAtMs);
      await prisma.reviewReminder.update({
        where: { id: reminderId },
        data: {
          // A yearly email leaves the date of a reported change as it is.
          ...(lifeEvent && { lifeEventReviewAt: null }),
          nextReviewAt:
            reminder.nextReviewAt <= sentAt
              ? nextYearlyReview(reminder.nextReviewAt, sentAt)
              : reminder.nextReviewAt,
          lastSentAt: sentAt,
        },
      });
      logger.info({ reminderId, kind: lifeEvent ? "life-event" : "yearly" }, "review reminder sent");
    },
  };
}
