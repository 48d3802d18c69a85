import type { PrismaClient } from "../../../prisma/db.ts";
import { emailIsDelayed } from "../will-form/wills.server.ts";

/**
 * A signed-in user's own wills: the dashboard's list (its versions: web/app/after-the-will/will-versions.server.ts), the export
 * of everything stored about them, and erasing it (UK GDPR articles 15, 17 and 20).
 */

export interface MyWill {
  id: string;
  createdAt: Date;
  status: string;
  source: string;
  formData: unknown;
  willDocument: string | null;
  hasPdf: boolean;
  version: number;
  /** The will this one replaced ("Update my will"), or null. */
  previousWillId: string | null;
  /** Ready for a while, its email not gone yet (wills.server.ts, emailIsDelayed). */
  emailDelayed: boolean;
}

type MyWillRow = Omit<MyWill, "emailDelayed"> & {
  hasEmail: boolean;
  emailedAt: Date | null;
  updatedAt: Date;
};

/** The user's wills, newest first. */
export async function listMyWills(prisma: PrismaClient, userId: string): Promise<MyWill[]> {
  const rows = await prisma.$queryRaw<MyWillRow[]>`
    SELECT "id", "createdAt", "status", "source", "formData", "willDocument", ("pdf" IS NOT NULL) AS "hasPdf",
      "version", "previousWillId",
      ("email" IS NOT NULL) AS "hasEmail", "emailedAt", "updatedAt"
    FROM "Will" WHERE "userId" = ${userId} ORDER BY "createdAt" DESC, "id"`;
  return rows.map(({ hasEmail, emailedAt, updatedAt, ...row }) => ({
    ...row,
    createdAt: new Date(row.createdAt),
    emailDelayed: emailIsDelayed({ status: row.status, hasEmail, emailedAt, updatedAt }),
  }));
}

/** Everything stored about the user, as one JSON document they can keep or take elsewhere. */
export async function exportMyData(prisma: PrismaClient, userId: string, now = new Date()) {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      firstName: true,
      email: true,
      username: true,
      createdAt: true,
      updatedAt: true,
      wills: {
        orderBy: { createdAt: "asc" },
        // The review reminders: the address and dates, never the stop links' hashes.
        include: {
          reviewReminder: {
            select: {
              email: true,
              nextReviewAt: true,
              lifeEventReviewAt: true,
              lastSentAt: true,
              cancelledAt: true,
            },
          },
        },
      },
      drafts: { orderBy: { createdAt: "asc" } },
      sessions: { select: { createdAt: true, expiresAt: true }, orderBy: { createdAt: "asc" } },
      chat: { select: { messages: true, state: true, willId: true, createdAt: true, updatedAt: true } },
      legalChecks: { orderBy: { createdAt: "asc" } },
      passwordResets: {
        select: { createdAt: true, expiresAt: true, emailSentAt: true, usedAt: true },
        orderBy: { createdAt: "asc" },
      },
    },
  });
  if (!user) return null;
  const { wills, drafts, sessions, chat, legalChecks, passwordResets, ...account } = user;
  return {
    exportedAt: now.toISOString(),
    about:
      "Everything this will service stores about you. Your password is stored only as a one-way hash, " +
      "which is not included. PDFs are included as base64.",
    account,
    wills: wills.map(({ userId: _userId, creatorKeyHash: _key, pdf, ...will }) => ({
      ...will,
      pdfBase64: pdf ? Buffer.from(pdf).toString("base64") : null,
    })),
    formDrafts: drafts.map(({ userId: _userId, creatorKeyHash: _key, ...draft }) => draft),
    sessions,
    assistantConversation: chat,
    legalCheckRequests: legalChecks.map(({ userId: _userId, ...request }) => request),
    passwordResets,
  };
}

/**
 * Erases the account: its wills, drafts and sessions, then the user row. Rows are deleted, not
 * hidden. Answers how many wills went.
 */
export async function deleteMyAccount(prisma: PrismaClient, userId: string): Promise<{ wills: number }> {
  return prisma.$transaction(async (tx) => {
    const owned = await tx.will.findMany({ where: { userId }, select: { id: true, mirrorWillId: true } });
    const ids = new Set(
      owned.flatMap((will) => [will.id, ...(will.mirrorWillId ? [will.mirrorWillId] : [])]),
    );
    const { count } = await tx.will.deleteMany({ where: { OR: [{ userId }, { id: { in: [...ids] } }] } });
    await tx.willDraft.deleteMany({ where: { userId } });
    await tx.session.deleteMany({ where: { userId } });
    const user = await tx.user.delete({ where: { id: userId }, select: { email: true } });
    // The attempt counters name the account by id or email: personal data too.
    await tx.rateLimit.deleteMany({
      where: {
        OR: [{ key: { endsWith: `:account:${userId}` } }, { key: { endsWith: `:account:${user.email}` } }],
      },
    });
    return { wills: count };
  });
}
