import { randomBytes } from "node:crypto";
import {
  FORM_FLOW,
  isFormStepId,
  readDraftFormData,
  RiskResultSchema,
  type DraftFormData,
  type FormStepId,
  type RiskResult,
} from "../../../core/index.ts";
import type { Prisma, PrismaClient } from "../../../prisma/db.ts";
import type { Requester } from "./wills.server.ts";

/**
 * The guided form's drafts: one per browser (and per account when signed in), saved after every
 * page so a reload, the back button or a closed tab never loses an answer.
 */

/** Anonymous drafts untouched this long are deleted (data minimisation); an account's are kept. */
export const ANONYMOUS_DRAFT_TTL_MS = 30 * 24 * 60 * 60 * 1_000;

export interface Draft {
  id: string;
  formData: DraftFormData;
  /** Raw form values typed on a page but not accepted yet, by page. */
  pendingInput: Partial<Record<FormStepId, Record<string, unknown>>>;
  step: FormStepId;
  /** The furthest page reached, as a FORM_FLOW position. */
  reached: number;
  riskResult: RiskResult | null;
  willId: string | null;
  /** "Update my will": the will this draft replaces once it is made (web/app/after-the-will/will-versions.server.ts). */
  replacesWillId: string | null;
}

const SELECT = {
  id: true,
  formData: true,
  pendingInput: true,
  step: true,
  reached: true,
  riskResult: true,
  willId: true,
  replacesWillId: true,
} as const;

type Row = {
  id: string;
  formData: unknown;
  pendingInput: unknown;
  step: string;
  reached: number;
  riskResult: unknown;
  willId: string | null;
  replacesWillId: string | null;
};

function toDraft(row: Row): Draft {
  const pending: Draft["pendingInput"] = {};
  if (row.pendingInput && typeof row.pendingInput === "object") {
    for (const [key, value] of Object.entries(row.pendingInput)) {
      if (isFormStepId(key) && value && typeof value === "object") {
        pending[key] = value as Record<string, unknown>;
      }
    }
  }
  const risk = RiskResultSchema.safeParse(row.riskResult);
  return {
    id: row.id,
    formData: readDraftFormData(row.formData),
    pendingInput: pending,
    step: isFormStepId(row.step) ? row.step : "personal",
    reached: Math.min(Math.max(0, row.reached), FORM_FLOW.length - 1),
    riskResult: risk.success ? risk.data : null,
    willId: row.willId,
    replacesWillId: row.replacesWillId,
  };
}

/** Only drafts this requester owns: their account's, or (signed out) this browser's. */
function ownedBy(requester: Requester) {
  if (requester.userId) return { userId: requester.userId };
  if (requester.browserKeyHash) return { creatorKeyHash: requester.browserKeyHash, userId: null };
  return null;
}

/** The requester's draft in progress (the latest, should there be more than one), or null. */
export async function findDraft(prisma: PrismaClient, requester: Requester): Promise<Draft | null> {
  const where = ownedBy(requester);
  if (!where) return null;
  const row = await prisma.willDraft.findFirst({ where, orderBy: { updatedAt: "desc" }, select: SELECT });
  return row ? toDraft(row) : null;
}

export async function createDraft(
  prisma: PrismaClient,
  requester: Requester,
  riskResult: RiskResult | null,
): Promise<Draft> {
  const row = await prisma.willDraft.create({
    data: {
      id: randomBytes(16).toString("base64url"),
      userId: requester.userId,
      creatorKeyHash: requester.browserKeyHash,
      formData: {},
      step: FORM_FLOW[0]?.id ?? "personal",
      reached: 0,
      ...(riskResult ? { riskResult } : {}),
    },
    select: SELECT,
  });
  return toDraft(row);
}

export interface DraftChanges {
  formData?: DraftFormData;
  pendingInput?: Draft["pendingInput"];
  step?: FormStepId;
  reached?: number;
  willId?: string | null;
}

export async function updateDraft(
  prisma: Pick<PrismaClient, "willDraft">,
  id: string,
  changes: DraftChanges,
): Promise<void> {
  await prisma.willDraft.update({
    where: { id },
    data: {
      ...(changes.formData ? { formData: changes.formData as Prisma.InputJsonObject } : {}),
      ...(changes.pendingInput ? { pendingInput: changes.pendingInput as Prisma.InputJsonObject } : {}),
      ...(changes.step ? { step: changes.step } : {}),
      ...(changes.reached !== undefined ? { reached: changes.reached } : {}),
      ...(changes.willId !== undefined ? { willId: changes.willId } : {}),
    },
  });
}

/** The form is finished (the will is saved or emailed) or the user starts again. */
export async function deleteDraft(prisma: PrismaClient, id: string): Promise<void> {
  await prisma.willDraft.deleteMany({ where: { id } });
}

/** Deletes the requester's draft that produced `willId`, once that will has its email. */
export async function deleteDraftOfWill(
  prisma: PrismaClient,
  requester: Requester,
  willId: string,
): Promise<void> {
  const where = ownedBy(requester);
  if (!where) return;
  await prisma.willDraft.deleteMany({ where: { ...where, willId } });
}

/** Deletes anonymous drafts nobody has touched for ANONYMOUS_DRAFT_TTL_MS. */
export async function sweepAbandonedDrafts(prisma: PrismaClient, now = Date.now()): Promise<number> {
  const { count } = await prisma.willDraft.deleteMany({
    where: { userId: null, updatedAt: { lt: new Date(now - ANONYMOUS_DRAFT_TTL_MS) } },
  });
  return count;
}
