import { randomBytes } from "node:crypto";
import {
  LEGAL_CHECK_OPEN_MESSAGE,
  OPEN_LEGAL_CHECK_STATUSES,
  testatorName,
  type LegalCheckRequest,
} from "../../../core/index.ts";
import type { PrismaClient } from "../../../prisma/db.ts";
import { Refusal } from "../common/http.server.ts";
import { getLogger } from "../common/logger.server.ts";
import { getPipeline } from "../common/pipeline.server.ts";
import {
  abuseLimits,
  enforceRateLimits,
  enforceRecipientLimit,
  requesterSubject,
} from "../common/rate-limit.server.ts";
import { ACCESS_FIELDS, mayRead, WILL_ID_PATTERN, type Requester } from "./wills.server.ts";

/**
 * Requests for the optional human legal check: only for a will the requester may read, one open
 * request per will, rate-limited; the two emails go through the pipeline (durable, retried).
 */

export class LegalCheckRefused extends Refusal<404 | 409> {}

export const WILL_NOT_FOUND = "Will not found.";

/** The will a request would be for, if the requester may read it: its id and the testator's name. */
export async function findWillForLegalCheck(prisma: PrismaClient, requester: Requester, willId: string) {
  if (!WILL_ID_PATTERN.test(willId) || (!requester.userId && !requester.browserKeyHash)) return null;
  const will = await prisma.will.findUnique({
    where: { id: willId },
    select: { id: true, ...ACCESS_FIELDS, formData: true, email: true },
  });
  if (!will || !mayRead(will, requester)) return null;
  const open = await prisma.legalCheckRequest.findFirst({
    where: { willId, status: { in: [...OPEN_LEGAL_CHECK_STATUSES] } },
    select: { id: true, status: true, createdAt: true },
  });
  return {
    id: will.id,
    fullName: testatorName(will.formData),
    email: will.email,
    openRequest: open,
  };
}

/** Stores a request and starts its emails. Throws LegalCheckRefused (404, 409) or RateLimitedError. */
export async function requestLegalCheck(
  prisma: PrismaClient,
  requester: Requester,
  clientIp: string,
  input: LegalCheckRequest,
): Promise<{ id: string }> {
  const limits = abuseLimits();
  await enforceRateLimits(prisma, [
    { policy: limits.legalChecksPerIp, subject: `ip:${clientIp}` },
    { policy: limits.legalChecksPerRequester, subject: requesterSubject(requester, clientIp) },
  ]);
  await enforceRecipientLimit(prisma, input.email);
  const will = await findWillForLegalCheck(prisma, requester, input.willId);
  if (!will) throw new LegalCheckRefused(404, WILL_NOT_FOUND);
  if (will.openRequest) throw new LegalCheckRefused(409, LEGAL_CHECK_OPEN_MESSAGE);
  const id = randomBytes(16).toString("base64url");
  try {
    await prisma.legalCheckRequest.create({
      data: {
        id,
        willId: will.id,
        userId: requester.userId,
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        contactTime: input.contactTime ?? null,
        notes: input.notes ?? null,
      },
    });
  } catch (error) {
    // Two requests at once: the partial unique index lets one through.
    if ((error as { code?: string }).code === "P2002")
      throw new LegalCheckRefused(409, LEGAL_CHECK_OPEN_MESSAGE);
    throw error;
  }
  await (await getPipeline()).startLegalCheckEmails(id);
  getLogger().info({ requestId: id, willId: will.id }, "legal check requested");
  return { id };
}
