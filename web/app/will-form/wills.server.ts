import { randomBytes } from "node:crypto";
import type { WillFormData, WillSavePayload } from "../../../core/index.ts";
import type { PrismaClient } from "../../../prisma/db.ts";
import type { Pipeline } from "~/common/pipeline.server.ts";

/** 128 random bits, base64url: 22 characters nobody can guess. */
export function newWillId(): string {
  return randomBytes(16).toString("base64url");
}

export const WILL_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Who is asking: the signed-in user and/or the browser's capability. */
export interface Requester {
  userId: string | null;
  browserKeyHash: string | null;
}

/** A new version's link to the will it replaces (web/app/after-the-will/will-versions.server.ts), or none. */
type VersionLink = { previousWillId?: string; version?: number };

/**
 * True when the will's run is started from its row: under Temporal the write that stores a will
 * records its start (`workflowStartAt`) and the worker's relay sends it, so the request never
 * waits for Temporal and a will saved while Temporal is away still runs
 * (docs/decisions/033-workflow-start-outbox.md). Otherwise the caller hands the will to the
 * pipeline after the write (`startGeneration`).
 */
export function startsFromRow(pipeline: Pick<Pipeline, "kind">): boolean {
  return pipeline.kind === "temporal";
}

/** The column that records an owed start, in the write that stores the will. */
const owedStart = (recorded: boolean) => (recorded ? { workflowStartAt: new Date() } : {});

export async function createWill(
  prisma: PrismaClient,
  payload: Omit<WillSavePayload, "email"> & { email: string | null },
  creator: Requester,
  source: "form" | "chat" = "form",
  link: VersionLink = {},
  recordStart = false,
): Promise<{ id: string }> {
  const will = await prisma.will.create({
    data: {
      ...owedStart(recordStart),
      id: newWillId(),
      email: payload.email,
      marketingConsent: payload.marketingConsent,
      formData: payload.formData,
      willDocument: payload.willDocument ?? null,
      userId: creator.userId,
      creatorKeyHash: creator.browserKeyHash,
      source,
      ...link,
    },
    select: { id: true },
  });
  return will;
}

/**
 * A form's will stored and its run started: recorded in the same write under Temporal, handed to
 * the pipeline after the write otherwise (startsFromRow).
 */
export async function saveFormWill(
  prisma: PrismaClient,
  pipeline: Pick<Pipeline, "kind" | "startGeneration">,
  payload: Omit<WillSavePayload, "email"> & { email: string | null },
  creator: Requester,
  link: VersionLink = {},
): Promise<{ id: string }> {
  const recorded = startsFromRow(pipeline);
  const will = await createWill(prisma, payload, creator, "form", link, recorded);
  if (!recorded) await pipeline.startGeneration(will.id, payload.email);
  return will;
}

/**
 * A will made from the finished form before its address is known ("Get My Will Document"): it is
 * generated at once and emailed when the 'Almost Done!' screen gives the address. Never emailed,
 * it is deleted after the draft time.
 */
export async function createUnclaimedWill(
  prisma: Pick<PrismaClient, "will">,
  formData: WillFormData,
  creator: Requester,
  link: VersionLink = {},
  recordStart = false,
  draftKey: string | null = null,
): Promise<{ id: string }> {
  return prisma.will.create({
    data: {
      ...owedStart(recordStart),
      id: newWillId(),
      draftKey,
      email: null,
      formData,
      userId: creator.userId,
      creatorKeyHash: creator.browserKeyHash,
      source: "form",
      ...link,
    },
    select: { id: true },
  });
}

/**
 * Gives a will its address, once: only a will the requester may read and that has none yet.
 * True when it was given.
 */
export async function claimWillEmail(
  prisma: PrismaClient,
  id: string,
  requester: Requester,
  contact: { email: string; marketingConsent: boolean },
): Promise<boolean> {
  if (!WILL_ID_PATTERN.test(id)) return false;
  const owner = [
    ...(requester.userId ? [{ userId: requester.userId }] : []),
    ...(requester.browserKeyHash ? [{ creatorKeyHash: requester.browserKeyHash, userId: null }] : []),
  ];
  if (owner.length === 0) return false;
  const { count } = await prisma.will.updateMany({
    where: { id, email: null, source: "form", OR: owner },
    data: { email: contact.email, marketingConsent: contact.marketingConsent },
  });
  return count === 1;
}

/** A will's state for the form's last screens, under the same access rule as the will itself. */
export async function findReadableWillState(prisma: PrismaClient, id: string, requester: Requester) {
  const will = await readable(id, requester, (where) =>
    prisma.will.findUnique({
      where,
      select: { status: true, email: true, source: true, ...ACCESS_FIELDS },
    }),
  );
  return will && { status: will.status, hasEmail: will.email !== null, source: will.source };
}

/**
 * The will `find` reads (by `where`), when `id` is a will id and `requester` may read it (mayRead);
 * null otherwise, without asking the database when the id or the requester cannot match.
 */
async function readable<Will extends { userId: string | null; creatorKeyHash: string | null }>(
  id: string,
  requester: Requester,
  find: (where: { id: string }) => Promise<Will | null>,
): Promise<Will | null> {
  if (!WILL_ID_PATTERN.test(id) || (!requester.userId && !requester.browserKeyHash)) return null;
  const will = await find({ id });
  return will && mayRead(will, requester) ? will : null;
}

/** What mayRead reads of a will: spread into the `select` of a query whose will it is given. */
export const ACCESS_FIELDS = { userId: true, creatorKeyHash: true } as const;

/**
 * True when `requester` may read the will: its signed-in owner, or, while nobody owns it, the
 * browser that created it. Once an account owns a will (made signed in, or attached at login),
 * the browser alone is not enough: someone else signing in on a shared computer cannot read it.
 */
export function mayRead(
  will: { userId: string | null; creatorKeyHash: string | null },
  requester: Requester,
): boolean {
  if (will.userId !== null) return requester.userId === will.userId;
  return requester.browserKeyHash !== null && will.creatorKeyHash === requester.browserKeyHash;
}

/** The will's PDF and the testator's name, under the same access rule as the will itself. */
export async function findReadablePdf(prisma: PrismaClient, id: string, requester: Requester) {
  const will = await readable(id, requester, (where) =>
    prisma.will.findUnique({
      where,
      select: { pdf: true, formData: true, ...ACCESS_FIELDS },
    }),
  );
  if (!will) return null;
  const fullName = (will.formData as { personalInfo?: { fullName?: string } } | null)?.personalInfo?.fullName;
  return { pdf: will.pdf, fullName: fullName ?? null };
}

/** Generation progress, under the same access rule. */
export async function findReadableProgress(prisma: PrismaClient, id: string, requester: Requester) {
  const will = await readable(id, requester, (where) =>
    prisma.will.findUnique({
      where,
      select: { status: true, step: true, error: true, ...ACCESS_FIELDS },
    }),
  );
  return will && { status: will.status, step: will.step, error: will.error };
}

/**
 * The will, if `requester` may read it: its owner, or the browser that created it. Anyone else
 * gets null, exactly as if the id did not exist.
 */
export async function findReadableWill(prisma: PrismaClient, id: string, requester: Requester) {
  if (!WILL_ID_PATTERN.test(id)) return null;
  if (!requester.userId && !requester.browserKeyHash) return null;
  const will = await prisma.will.findUnique({
    where: { id },
    select: { id: true, mirrorWillId: true, formData: true, ...ACCESS_FIELDS },
  });
  if (!will || !mayRead(will, requester)) return null;
  return { id: will.id, mirrorWillId: will.mirrorWillId, formData: will.formData as WillFormData };
}

/** How long after a will is ready its email may take before the will's page calls it delayed. */
export const EMAIL_DELAYED_AFTER_MS = 5 * 60 * 1000;

/**
 * True when the will is ready and has an address, but its email has not gone for
 * EMAIL_DELAYED_AFTER_MS (the mail server down: the pipeline keeps trying for about a day).
 */
export function emailIsDelayed(
  will: { status: string; hasEmail: boolean; emailedAt: Date | null; updatedAt: Date },
  now = new Date(),
): boolean {
  if (will.status !== "ready" || !will.hasEmail || will.emailedAt) return false;
  return now.getTime() - new Date(will.updatedAt).getTime() >= EMAIL_DELAYED_AFTER_MS;
}

/** emailIsDelayed for the will `id`. Ask only after the access check. */
export async function isEmailDelayed(prisma: PrismaClient, id: string): Promise<boolean> {
  const will = await prisma.will.findUnique({
    where: { id },
    select: { status: true, email: true, emailedAt: true, updatedAt: true },
  });
  return will ? emailIsDelayed({ ...will, hasEmail: will.email !== null }) : false;
}
