import { LONDON_TIME_ZONE, testatorName } from "../../core/index.ts";
import type { PrismaClient } from "../../prisma/db.ts";

/**
 * Wills made on this browser while nobody was signed in (docs/security.md, "A shared computer").
 * Signing in does not make them the account's: on a shared computer the next person to sign in
 * may not be their maker. The dashboard offers each one ("Add the will for Jane Smith, made on
 * 3 March, to your account?") and only a yes attaches it; until then the browser that made it
 * keeps reading it, as before anyone signed in.
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

/** This browser's wills that no account owns (not the mirror copies: they go with their will). */
export async function willsToOffer(
  prisma: PrismaClient,
  browserKeyHash: string | null,
): Promise<OfferedWill[]> {
  if (!browserKeyHash) return [];
  const wills = await prisma.will.findMany({
    where: { creatorKeyHash: browserKeyHash, userId: null, source: { not: "mirror" } },
    select: { id: true, formData: true, createdAt: true },
    orderBy: { createdAt: "desc" },
    take: 20,
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
  const unowned = { creatorKeyHash: browserKeyHash, userId: null };
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
