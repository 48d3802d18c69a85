import { testatorName } from "../../../core/index.ts";
import type { PrismaClient } from "../../../prisma/db.ts";
import { ACCESS_FIELDS, mayRead, WILL_ID_PATTERN, type Requester } from "../will-form/wills.server.ts";

/**
 * The will a chat made, waiting for the financial health check: source "chat", no email yet, and
 * readable by the requester. With an id, that will; without, the requester's latest such will.
 */
export async function findChatDraftWill(prisma: PrismaClient, requester: Requester, id: string | null) {
  if (!requester.userId && !requester.browserKeyHash) return null;
  const select = { id: true, ...ACCESS_FIELDS, formData: true } as const;
  let will;
  if (id) {
    if (!WILL_ID_PATTERN.test(id)) return null;
    will = await prisma.will.findFirst({ where: { id, source: "chat", email: null }, select });
  } else {
    const owner = requester.userId
      ? { userId: requester.userId }
      : { creatorKeyHash: requester.browserKeyHash, userId: null };
    will = await prisma.will.findFirst({
      where: { ...owner, source: "chat", email: null },
      orderBy: { createdAt: "desc" },
      select,
    });
  }
  if (!will || !mayRead(will, requester)) return null;
  const children = (will.formData as { familyInfo?: { children?: unknown } } | null)?.familyInfo?.children;
  return {
    id: will.id,
    fullName: testatorName(will.formData),
    hasChildren: Array.isArray(children) && children.length > 0,
    formData: will.formData,
  };
}
