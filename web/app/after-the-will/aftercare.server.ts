import { randomBytes } from "node:crypto";
import {
  addYear,
  KeptAtSchema,
  LIFE_EVENT_REMINDER_MS,
  readSigning,
  signingSummary,
  todayInLondon,
  WillFormDataSchema,
  type SigningErrors,
  type WillFormData,
} from "../../../core/index.ts";
import { linkTokenHash } from "../../../workers/email/link-tokens.ts";
import type { PrismaClient } from "../../../prisma/db.ts";
import { abuseLimits, asPage, enforceRateLimits, requesterSubject } from "../common/rate-limit.server.ts";
import { getRequester } from "../accounts/requester.server.ts";
import { ACCESS_FIELDS, mayRead, WILL_ID_PATTERN, type Requester } from "../will-form/wills.server.ts";

/*
 * After the will is made (docs/product.md, "After the will"): recording that it was signed and
 * where the original is kept, and the opt-in review reminders. Every page here is its owner's only
 * (the signed-in owner, or the browser that made a will nobody owns), as /wills/{id} is.
 */

export interface OwnedWill {
  id: string;
  formData: WillFormData | null;
  /** The day the will was made, in London (YYYY-MM-DD). */
  madeOn: string;
  /** The will's address, else its owner's account's. */
  email: string | null;
  signedOn: string | null;
  keptAt: string | null;
  requester: Requester;
}

/** The will if this request may read it (404 otherwise, as for an id that does not exist). */
export async function ownedWill(
  prisma: PrismaClient,
  request: Request,
  id: string,
  clientIp: string,
): Promise<OwnedWill> {
  await asPage(() =>
    enforceRateLimits(prisma, [{ policy: abuseLimits().explainerViewsPerIp, subject: `ip:${clientIp}` }]),
  );
  const requester = await getRequester(request);
  if (!WILL_ID_PATTERN.test(id) || (!requester.userId && !requester.browserKeyHash)) {
    throw new Response("Not Found", { status: 404 });
  }
  const will = await prisma.will.findUnique({
    where: { id },
    select: {
      ...ACCESS_FIELDS,
      formData: true,
      createdAt: true,
      email: true,
      signedOn: true,
      keptAt: true,
      user: { select: { email: true } },
    },
  });
  if (!will || !mayRead(will, requester)) throw new Response("Not Found", { status: 404 });
  const parsed = WillFormDataSchema.safeParse(will.formData);
  return {
    id,
    formData: parsed.success ? parsed.data : null,
    madeOn: todayInLondon(will.createdAt),
    email: will.email ?? will.user?.email ?? null,
    signedOn: will.signedOn,
    keptAt: will.keptAt,
    requester,
  };
}

/** Counts one write after the will (429 past the limit), per account or browser and per IP. */
export async function countAftercareWrite(prisma: PrismaClient, requester: Requester, clientIp: string) {
  const limits = abuseLimits();
  await asPage(() =>
    enforceRateLimits(prisma, [
      { policy: limits.aftercareWritesPerRequester, subject: requesterSubject(requester, clientIp) },
      { policy: limits.aftercareWritesPerIp, subject: `ip:${clientIp}` },
    ]),
  );
}

/** "Signed on 3 March 2026, kept with a solicitor", or null while nothing is recorded. */
export function signingText(will: { signedOn: string | null; keptAt: string | null }): string | null {
  const keptAt = KeptAtSchema.safeParse(will.keptAt);
  return will.signedOn && keptAt.success ? signingSummary(will.signedOn, keptAt.data) : null;
}

/** The "I have signed it" form's fields, as typed (shown again beside an error). */
export function signingFields(body: URLSearchParams) {
  return {
    day: (body.get("signedDay") ?? "").slice(0, 10),
    month: (body.get("signedMonth") ?? "").slice(0, 10),
    year: (body.get("signedYear") ?? "").slice(0, 10),
    keptAt: (body.get("keptAt") ?? "").slice(0, 20),
  };
}

/** Stores the signing, or says what is wrong with the form. */
export async function recordSigning(
  prisma: PrismaClient,
  will: OwnedWill,
  fields: ReturnType<typeof signingFields>,
): Promise<{ summary: string } | { errors: SigningErrors }> {
  const read = readSigning(fields, { today: todayInLondon(), madeOn: will.madeOn });
  if ("errors" in read) return read;
  await prisma.will.update({
    where: { id: will.id },
    data: { signedOn: read.signedOn, keptAt: read.keptAt, signingRecordedAt: new Date() },
  });
  return { summary: signingSummary(read.signedOn, read.keptAt) };
}

export interface ReminderState {
  /** The next yearly review, YYYY-MM-DD in London. */
  nextReview: string;
  /** The reminder after a reported life event, if one is waiting. */
  lifeEventReview: string | null;
}

export async function reminderState(prisma: PrismaClient, willId: string): Promise<ReminderState | null> {
  const reminder = await prisma.reviewReminder.findUnique({ where: { willId } });
  if (!reminder || reminder.cancelledAt) return null;
  return {
    nextReview: todayInLondon(reminder.nextReviewAt),
    lifeEventReview: reminder.lifeEventReviewAt ? todayInLondon(reminder.lifeEventReviewAt) : null,
  };
}

/**
 * Turns the reminders on (a new reminder, `created`), or, when they are on, adds the one after a
 * life event. A stopped reminder is replaced by a new one with a new id (a new workflow).
 */
export async function optInToReminders(
  prisma: PrismaClient,
  {
    willId,
    email,
    lifeEvent,
    now = new Date(),
  }: { willId: string; email: string; lifeEvent: boolean; now?: Date },
): Promise<{ reminderId: string; created: boolean }> {
  const lifeEventReviewAt = lifeEvent ? new Date(now.getTime() + LIFE_EVENT_REMINDER_MS) : null;
  return prisma.$transaction(async (tx) => {
    const existing = await tx.reviewReminder.findUnique({ where: { willId } });
    if (existing && !existing.cancelledAt) {
      if (lifeEventReviewAt)
        await tx.reviewReminder.update({ where: { willId }, data: { lifeEventReviewAt } });
      return { reminderId: existing.id, created: false };
    }
    if (existing) await tx.reviewReminder.delete({ where: { willId } });
    const reminderId = randomBytes(16).toString("base64url");
    await tx.reviewReminder.create({
      data: { id: reminderId, willId, email, nextReviewAt: addYear(now), lifeEventReviewAt },
    });
    return { reminderId, created: true };
  });
}

/** A stopped reminder keeps no address and no stop link: only the fact that it was stopped. */
const STOPPED = () => ({ cancelledAt: new Date(), email: "", cancelTokenHashes: [] });

/** Stops a will's reminders (the owner, from the dashboard or the review page); its id, or null. */
export async function stopRemindersOfWill(prisma: PrismaClient, willId: string): Promise<string | null> {
  const reminder = await prisma.reviewReminder.findUnique({ where: { willId } });
  if (!reminder || reminder.cancelledAt) return null;
  await prisma.reviewReminder.update({ where: { willId }, data: STOPPED() });
  return reminder.id;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The reminder an email's stop link belongs to, if it is still on. */
export async function reminderOfToken(prisma: PrismaClient, token: string) {
  if (!TOKEN_PATTERN.test(token)) return null;
  return prisma.reviewReminder.findFirst({
    where: { cancelTokenHashes: { has: linkTokenHash(token) }, cancelledAt: null },
    select: { id: true },
  });
}

/** Stops the reminders an email's stop link belongs to; the reminder's id, or null. */
export async function stopRemindersByToken(prisma: PrismaClient, token: string): Promise<string | null> {
  const reminder = await reminderOfToken(prisma, token);
  if (!reminder) return null;
  await prisma.reviewReminder.update({ where: { id: reminder.id }, data: STOPPED() });
  return reminder.id;
}

export interface Aftercare {
  signing: string | null;
  reminder: ReminderState | null;
}

/** What the dashboard shows under each will: the signing, and the reminders. */
export async function aftercareOf(
  prisma: PrismaClient,
  willIds: string[],
): Promise<Record<string, Aftercare>> {
  const [wills, reminders] = await Promise.all([
    prisma.will.findMany({
      where: { id: { in: willIds } },
      select: { id: true, signedOn: true, keptAt: true },
    }),
    prisma.reviewReminder.findMany({ where: { willId: { in: willIds }, cancelledAt: null } }),
  ]);
  const result: Record<string, Aftercare> = {};
  for (const will of wills) result[will.id] = { signing: signingText(will), reminder: null };
  for (const reminder of reminders) {
    const entry = result[reminder.willId];
    if (entry)
      entry.reminder = {
        nextReview: todayInLondon(reminder.nextReviewAt),
        lifeEventReview: reminder.lifeEventReviewAt ? todayInLondon(reminder.lifeEventReviewAt) : null,
      };
  }
  return result;
}
