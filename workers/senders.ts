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
    if (will?.userId) return `account:${will.userId}`;
    if (will?.creatorKeyHash) return `browser:${will.creatorKeyHash}`;
  } catch {
    // fall through
  }
  return `will:${willId}`;
}

/** A sender as Temporal's fairness key: at most 64 bytes, and no id of ours in the cluster. */
export function fairnessKey(sender: string): string {
  return createHash("sha256").update(sender).digest("base64url");
}
