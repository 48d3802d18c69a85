import type { PrismaClient } from "../../prisma/db.ts";
import { sweepOperatorAudit } from "./db-viewer.server.ts";
import { sweepAbandonedDrafts } from "./drafts.server.ts";
import { sweepRateLimits } from "./rate-limit.server.ts";
import { sweepExpiredSessions } from "./session.server.ts";

/**
 * The hourly clean-up of rows that have served their purpose: abandoned anonymous form drafts
 * (data minimisation), expired sessions, ended rate-limit windows, and operator audit records past
 * their retention.
 */
export async function sweepExpiredRows(prisma: PrismaClient, now = new Date()) {
  const [drafts, sessions, rateLimits, operatorAudit] = await Promise.all([
    sweepAbandonedDrafts(prisma, now.getTime()),
    sweepExpiredSessions(prisma, now),
    sweepRateLimits(prisma, now),
    sweepOperatorAudit(prisma, now),
  ]);
  return { drafts, sessions, rateLimits, operatorAudit };
}
