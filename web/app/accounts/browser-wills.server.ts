import { LONDON_TIME_ZONE, testatorName } from "../../../core/index.ts";
import type { PrismaClient } from "../../../prisma/db.ts";

/**
 * Wills and form drafts made on this browser while nobody was signed in (docs/security.md, "A
 * shared computer"). Signing in does not make them the account's: on a shared computer the next
 * person to sign in may not be their maker. The dashboard offers each one ("Add the will for Jane
 * Smith, made on 3 March, to your account?") and only a yes attaches it; until then the browser
 * that made it keeps it, as before anyone signed in. This file is the only place a browser's rows
 * become an account's.
 */
export interface OfferedWill {
  id: string;
  fullName: string;
  /** "3 March" (London time). */
  madeOn: string;
}

const dayAndMonth = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  timeZone: LONDON_TIME_ZONE,
});

/** Rows made on this browser that no account owns yet: the only rows offered or attached here. */
function unownedOn(browserKeyHash: string) {
  return { creatorKeyHash: browserKeyHash, userId: null };
}

/** What an offer reads of a will or a draft (its id, the testator's name, the day it was made), at most 20. */
const OFFER_QUERY = { select: { id: true, formData: true, createdAt: true }, take: 20 } as const;

/** This browser's wills that no account owns (not the mirror copies: they go with their will). */
export async function willsToOffer(
  prisma: PrismaClient,
  browserKeyHash: string | null,
): Promise<OfferedWill[]> {
  if (!browserKeyHash) return [];
  const wills = await prisma.will.findMany({
    where: { ...unownedOn(browserKeyHash), source: { not: "mirror" } },
    orderBy: { createdAt: "desc" },
    ...OFFER_QUERY,
  });
  return wills.map((will) => ({
    id: will.id,
    fullName: testatorName(will.formData),
    madeOn: dayAndMonth.format(will.createdAt),
  }));
}

/**
 * The yes: the will (and its mirror copy) becomes the account's, only if this browser made it
 * and no account owns it yet. True when it was attached.
 */
export async function attachOfferedWill(
  prisma: PrismaClient,
  willId: string,
  browserKeyHash: string | null,
  userId: string,
): Promise<boolean> {
  if (!browserKeyHash) return false;
  const unowned = unownedOn(browserKeyHash);
  return prisma.$transaction(async (tx) => {
    const will = await tx.will.updateMany({
      where: { id: willId, source: { not: "mirror" }, ...unowned },
      data: { userId },
    });
    if (will.count !== 1) return false;
    await tx.will.updateMany({
      where: { mirrorWillId: willId, source: "mirror", ...unowned },
      data: { userId },
    });
    return true;
  });
}

/** A guided-form draft started on this browser without an account. */
export interface OfferedDraft {
  id: string;
  /** The testator's name as typed so far; "" before the first page is done. */
  fullName: string;
  /** "3 March" (London time): when it was started. */
  startedOn: string;
}

/** This browser's form drafts that no account owns, latest first. */
export async function draftsToOffer(
  prisma: PrismaClient,
  browserKeyHash: string | null,
): Promise<OfferedDraft[]> {
  if (!browserKeyHash) return [];
  const drafts = await prisma.willDraft.findMany({
    where: unownedOn(browserKeyHash),
    orderBy: { updatedAt: "desc" },
    ...OFFER_QUERY,
  });
  return drafts.map((draft) => ({
    id: draft.id,
    fullName: testatorName(draft.formData),
    startedOn: dayAndMonth.format(draft.createdAt),
  }));
}

/**
 * The yes for a draft: it becomes the account's (and, being the latest touched, the one the form
 * opens), only if this browser started it and no account owns it yet. Answers the step to carry
 * on at, or null when it was not attached.
 */
export async function attachOfferedDraft(
  prisma: PrismaClient,
  draftId: string,
  browserKeyHash: string | null,
  userId: string,
): Promise<{ step: string } | null> {
  if (!browserKeyHash || draftId.length > 100) return null;
  const { count } = await prisma.willDraft.updateMany({
    where: { id: draftId, ...unownedOn(browserKeyHash) },
    data: { userId },
  });
  if (count !== 1) return null;
  return prisma.willDraft.findUniqueOrThrow({ where: { id: draftId }, select: { step: true } });
}
