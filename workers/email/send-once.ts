import type { PrismaClient } from "../../prisma/db.ts";
import { MailDeliveryError } from "./mailer.ts";

/**
 * Sends an email at most once per idempotency key (docs/security.md, "Failures say what they
 * are"). The intent is stored before the send and its time after; a retry that finds the intent
 * does not send again, so a crash between the send and the record (the process killed, the
 * database gone) cannot mail a will twice. A send that failed with a MailDeliveryError is known
 * not to have gone, so its intent is forgotten and the retry sends. The price: a process killed
 * during the send itself leaves an intent whose email may not have gone; it is logged, not resent.
 */
export type SendOnceOutcome = "sent" | "sent before" | "perhaps sent before";

export async function sendOnce(
  prisma: PrismaClient,
  key: string,
  send: () => Promise<unknown>,
): Promise<SendOnceOutcome> {
  const claimed = await prisma.emailDelivery.createMany({ data: [{ key }], skipDuplicates: true });
  if (claimed.count === 0) {
    const earlier = await prisma.emailDelivery.findUnique({ where: { key }, select: { sentAt: true } });
    return earlier?.sentAt ? "sent before" : "perhaps sent before";
  }
  try {
    await send();
  } catch (error) {
    if (error instanceof MailDeliveryError) await prisma.emailDelivery.delete({ where: { key } });
    throw error;
  }
  await prisma.emailDelivery.update({ where: { key }, data: { sentAt: new Date() } });
  return "sent";
}

/**
 * How long an email's record is kept: far beyond the last retry of any email (about a day and a
 * half of EMAIL_RETRY) and a restart's resumption, after which no run can ask about its key
 * again. The rows hold no personal data (a key made of random ids, and two times), so they are
 * not in a person's data export; the hourly clean-up deletes them (docs/security.md).
 */
export const EMAIL_DELIVERY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** Deletes the records of emails whose intent is older than EMAIL_DELIVERY_RETENTION_MS. */
export async function sweepEmailDeliveries(prisma: PrismaClient, now = new Date()): Promise<number> {
  const { count } = await prisma.emailDelivery.deleteMany({
    where: { intentAt: { lt: new Date(now.getTime() - EMAIL_DELIVERY_RETENTION_MS) } },
  });
  return count;
}
