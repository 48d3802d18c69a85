import { randomBytes } from "node:crypto";
import { FORM_FLOW, readDraftFormData, type PreviousVersion } from "../../../core/index.ts";
import type { Prisma, PrismaClient } from "../../../prisma/db.ts";
import { redirectWithToast } from "../common/toast.server.ts";
import { ACCESS_FIELDS, mayRead, WILL_ID_PATTERN, type Requester } from "../will-form/wills.server.ts";

/**
 * "Update my will" (docs/product.md section 12): a new draft of the guided form from one of the
 * requester's own wills, and the chain of versions it makes. Only a will with a document is
 * replaced; an unfinished one (never made, or failed) is simply finished by its new draft.
 */

/** Statuses of a will that has its document: the ones a new version replaces. */
const MADE = ["ready", "emailed"];

export type UpdateStart =
  | { ok: true; step: string; replaces: boolean }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "replaced"; currentId: string };

/** The requester's drafts: their account's, else (signed out) this browser's. */
function draftOwner(requester: Requester) {
  if (requester.userId) return { userId: requester.userId };
  return { creatorKeyHash: requester.browserKeyHash, userId: null };
}

/** The newest will that replaces `id`, following the chain, or null when `id` is current. */
async function currentVersionOf(prisma: Pick<PrismaClient, "will">, id: string): Promise<string | null> {
  let current: string | null = null;
  let next = await prisma.will.findFirst({ where: { previousWillId: id }, select: { id: true } });
  // The chain is short (one link a version) and acyclic (a will links only to an older one).
  for (let hops = 0; next && hops < 1_000; hops += 1) {
    current = next.id;
    next = await prisma.will.findFirst({ where: { previousWillId: next.id }, select: { id: true } });
  }
  return current;
}

/**
 * Opens the guided form on a copy of the will's answers, replacing the requester's draft in
 * progress. The requester must own the will (its account, or the browser that made it while nobody
 * owned it); a will already replaced is not updated again (the newer one is).
 */
export async function startUpdate(
  prisma: PrismaClient,
  requester: Requester,
  willId: string,
): Promise<UpdateStart> {
  if (!WILL_ID_PATTERN.test(willId) || (!requester.userId && !requester.browserKeyHash)) {
    return { ok: false, reason: "not-found" };
  }
  const will = await prisma.will.findUnique({
    where: { id: willId },
    select: { id: true, ...ACCESS_FIELDS, formData: true, status: true, source: true },
  });
  if (!will || !mayRead(will, requester)) return { ok: false, reason: "not-found" };
  const currentId = await currentVersionOf(prisma, will.id);
  if (currentId) return { ok: false, reason: "replaced", currentId };
  const replaces = MADE.includes(will.status) && will.source !== "mirror";
  const step = FORM_FLOW[0]?.id ?? "personal";
  await prisma.$transaction(async (tx) => {
    await tx.willDraft.deleteMany({ where: draftOwner(requester) });
    await tx.willDraft.create({
      data: {
        id: randomBytes(16).toString("base64url"),
        userId: requester.userId,
        creatorKeyHash: requester.browserKeyHash,
        formData: readDraftFormData(will.formData) as Prisma.InputJsonObject,
        step,
        reached: FORM_FLOW.length - 1,
        replacesWillId: replaces ? will.id : null,
      },
    });
  });
  return { ok: true, step, replaces };
}

/** The will a draft replaces, if the requester still owns it: for the preview's list of changes. */
export async function previousVersionOf(
  prisma: Pick<PrismaClient, "will">,
  requester: Requester,
  replacesWillId: string | null,
): Promise<(PreviousVersion & { id: string; version: number }) | null> {
  if (!replacesWillId) return null;
  const will = await prisma.will.findUnique({
    where: { id: replacesWillId },
    select: {
      id: true,
      ...ACCESS_FIELDS,
      createdAt: true,
      formData: true,
      mirrorWillId: true,
      version: true,
    },
  });
  if (!will || !mayRead(will, requester)) return null;
  return {
    id: will.id,
    createdAt: will.createdAt,
    formData: will.formData,
    mirrorWillId: will.mirrorWillId,
    version: will.version,
  };
}

/**
 * The link a new will made from a draft carries: the will it replaces and its version number, when
 * the draft was opened with "Update my will", the requester still owns that will and nothing has
 * replaced it meanwhile. Otherwise none: the new will is a first will.
 */
export async function versionLink(
  prisma: Pick<PrismaClient, "will">,
  requester: Requester,
  replacesWillId: string | null,
): Promise<{ previousWillId: string; version: number } | Record<string, never>> {
  const previous = await previousVersionOf(prisma, requester, replacesWillId);
  if (!previous || (await currentVersionOf(prisma, previous.id))) return {};
  return { previousWillId: previous.id, version: previous.version + 1 };
}

/** A will of the dashboard's list, with its place in a chain. */
export interface Versioned {
  id: string;
  createdAt: Date;
  previousWillId: string | null;
}

/**
 * The dashboard's wills as chains: each current will (nothing replaces it) with its earlier
 * versions, newest first, each with the will that replaced it.
 */
export function versionChains<T extends Versioned>(
  wills: T[],
): { current: T; earlier: { will: T; replacedBy: T }[] }[] {
  const byId = new Map(wills.map((will) => [will.id, will]));
  const replaced = new Set(
    wills.map((will) => will.previousWillId).filter((id): id is string => id !== null),
  );
  return wills
    .filter((will) => !replaced.has(will.id))
    .map((current) => {
      const earlier: { will: T; replacedBy: T }[] = [];
      const seen = new Set([current.id]);
      let later = current;
      let previous = current.previousWillId ? byId.get(current.previousWillId) : undefined;
      while (previous && !seen.has(previous.id)) {
        seen.add(previous.id);
        earlier.push({ will: previous, replacedBy: later });
        later = previous;
        previous = previous.previousWillId ? byId.get(previous.previousWillId) : undefined;
      }
      return { current, earlier };
    });
}

/**
 * The answer to "Update my will": the form's first page, or the newer will when this one was
 * replaced. A will the requester does not own is `notFound` (the dashboard answers with a toast,
 * the will's own route with a 404).
 */
export async function answerUpdate(started: UpdateStart, notFound: () => Promise<Response> | Response) {
  if (!started.ok && started.reason === "not-found") return notFound();
  if (!started.ok) {
    return redirectWithToast(`/wills/${encodeURIComponent(started.currentId)}`, {
      title: "This will has been replaced",
      description: "Update your newest will instead: it is shown here.",
      type: "info",
    });
  }
  return redirectWithToast(`/create-will/${started.step}`, {
    title: "Your will is open for editing",
    description: started.replaces
      ? "Change what you need, then make the new version from the preview. Your earlier will stays as it is until you sign the new one."
      : "Change what you need, then make the will from the preview.",
    type: "info",
  });
}

/**
 * Every version in the chain of will `id` that the requester may read, oldest first (empty when
 * they may not read `id`). For the page comparing two versions.
 */
export async function readableVersions(prisma: PrismaClient, requester: Requester, id: string) {
  const select = {
    id: true,
    ...ACCESS_FIELDS,
    createdAt: true,
    formData: true,
    version: true,
    previousWillId: true,
  } as const;
  const start = await prisma.will.findUnique({ where: { id }, select });
  if (!start || !mayRead(start, requester)) return [];
  const chain = [start];
  for (let will = start; will.previousWillId && chain.length < 1_000;) {
    const previous = await prisma.will.findUnique({ where: { id: will.previousWillId }, select });
    if (!previous || !mayRead(previous, requester)) break;
    chain.unshift(previous);
    will = previous;
  }
  for (let will = start; chain.length < 1_000;) {
    const next = await prisma.will.findFirst({ where: { previousWillId: will.id }, select });
    if (!next || !mayRead(next, requester)) break;
    chain.push(next);
    will = next;
  }
  return chain;
}
