import type { PrismaClient } from "../../../prisma/db.ts";
import { sweepEmailDeliveries } from "../../../workers/email/send-once.ts";
import { sweepOperatorAudit } from "../viewer/db-viewer.server.ts";
import { sweepAbandonedDrafts } from "../will-form/drafts.server.ts";
import { sweepPasswordResets } from "../accounts/password-reset.server.ts";
import { sweepRateLimits } from "./rate-limit.server.ts";
import { sweepExpiredSessions } from "../accounts/session.server.ts";

/**
 * The hourly clean-up of rows that have served their purpose: abandoned anonymous form drafts
 * (data minimisation), expired sessions, ended rate-limit windows, operator audit records past
 * their retention, password resets a day after they expired, and the records of sent emails
 * after 30 days (workers/email/send-once.ts).
 */
export async function sweepExpiredRows(prisma: PrismaClient, now = new Date()) {
  const [drafts, sessions, rateLimits, operatorAudit, passwordResets, emailDeliveries] = await Promise.all([
    sweepAbandonedDrafts(prisma, now.getTime()),
    sweepExpiredSessions(prisma, now),
    sweepRateLimits(prisma, now),
    sweepOperatorAudit(prisma, now),
    sweepPasswordResets(prisma, now),
    sweepEmailDeliveries(prisma, now),
  ]);
  return { drafts, sessions, rateLimits, operatorAudit, passwordResets, emailDeliveries };
}
