import { createHash } from "node:crypto";
import type { PrismaClient } from "../prisma/db.ts";

/**
 * Who a will's pipeline work belongs to, for fair turns in both runners (docs/decisions/
 * 020-fair-pipeline-queue.md): its account, else the browser that made it (the subjects the will
 * limits count, docs/security.md), else the will itself. A failed lookup (the database is away)
 * gives the will a line of its own rather than stopping its run.
 */
export async function willSender(prisma: PrismaClient, willId: string): Promise<string> {
  try {
    const will = await prisma.will.findUnique({
      where: { id: willId },
      select: { userId: true, creatorKeyHash: true },
    });
    return senderOf({
      id: willId,
      userId: will?.userId ?? null,
      creatorKeyHash: will?.creatorKeyHash ?? null,
    });
  } catch {
    return senderOf({ id: willId, userId: null, creatorKeyHash: null });
  }
}

/** The same from the will's row, when it is read already. */
export function senderOf(will: { id: string; userId: string | null; creatorKeyHash: string | null }): string {
  if (will.userId) return `account:${will.userId}`;
  if (will.creatorKeyHash) return `browser:${will.creatorKeyHash}`;
  return `will:${will.id}`;
}

/** A sender as Temporal's fairness key: at most 64 bytes, and no id of ours in the cluster. */
export function fairnessKey(sender: string): string {
  return createHash("sha256").update(sender).digest("base64url");
}
