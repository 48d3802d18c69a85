import {
  checkAllDocuments,
  todayInLondon,
  whyBlocked,
  WillFormDataSchema,
  type LegalFinding,
  type WillFormData,
} from "../../../core/index.ts";
import type { PrismaClient } from "../../../prisma/db.ts";
import { getEnv } from "../common/env.server.ts";
import {
  abuseLimits,
  enforceRateLimits,
  recipientCheck,
  type RateLimitCheck,
} from "../common/rate-limit.server.ts";
import type { Requester } from "./wills.server.ts";

/**
 * What may be made into a will and how often (docs/security.md, "Limits"): the size of one will,
 * and how many wills a browser, an account and an IP may make. Every path that makes a will asks
 * here first: POST /api/wills and the guided form's preview before they store it (admitWill), the
 * assistant's health check before it finalises the chat's will (admitChatWill).
 */

/** The most one will may hold: far beyond any family, far below a 264-page document. */
export const WILL_SIZE_LIMITS = {
  /** Children, guardians, beneficiaries, executors, gift recipients, spouse and partner. */
  people: 60,
  gifts: 50,
  /** Every free-text answer together. */
  textCharacters: 40_000,
} as const;

const number = (value: number) => value.toLocaleString("en-GB");

/** Everyone the will names (a person named twice counts twice: each is a clause). */
export function peopleIn(formData: WillFormData): number {
  const { familyInfo, residualEstate, executorInfo, specificGifts, circumstances } = formData;
  const children = familyInfo.children.length;
  const guardians = familyInfo.children.reduce((sum, child) => sum + child.guardians.length, 0);
  const named = [familyInfo.spouseName, circumstances.partnerName, circumstances.expectedMarriageTo];
  return (
    children +
    guardians +
    residualEstate.beneficiaries.length +
    residualEstate.contingentBeneficiaries.length +
    (executorInfo.alternate ? 2 : 1) +
    specificGifts.length +
    named.filter(Boolean).length
  );
}

/** The characters of every string in the answers. */
export function textCharactersIn(value: unknown): number {
  if (typeof value === "string") return value.length;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + textCharactersIn(item), 0);
  if (value && typeof value === "object") return textCharactersIn(Object.values(value));
  return 0;
}

/** Why this will is too large to make, in plain words, or null. */
export function willSizeProblem(formData: WillFormData): string | null {
  const people = peopleIn(formData);
  if (people > WILL_SIZE_LIMITS.people) {
    return `This will names ${number(people)} people, more than the ${number(WILL_SIZE_LIMITS.people)} a will made here can hold. Please shorten it, or ask a solicitor to draw up a will this large.`;
  }
  const gifts = formData.specificGifts.length;
  if (gifts > WILL_SIZE_LIMITS.gifts) {
    return `This will has ${number(gifts)} gifts, more than the ${number(WILL_SIZE_LIMITS.gifts)} a will made here can hold. Please combine some of them, or ask a solicitor to draw up a will this large.`;
  }
  const characters = textCharactersIn(formData);
  if (characters > WILL_SIZE_LIMITS.textCharacters) {
    return `This will has ${number(characters)} characters of text, more than the ${number(WILL_SIZE_LIMITS.textCharacters)} a will made here can hold. Please shorten the longer answers (gifts, wishes, conditions).`;
  }
  return null;
}

export const WILL_LIMIT_MESSAGE = (retryAfterSeconds: number) =>
  `You have made as many wills as we allow in a day. Please try again in ${Math.ceil(retryAfterSeconds / 3600)} hours; the wills you have made are kept.`;

/**
 * Counts one will made by this browser, account and IP and, if all are within their limits, one
 * email to `emailTo`, in one statement; throws RateLimitedError past a limit.
 */
export async function enforceWillLimits(
  prisma: Pick<PrismaClient, "$queryRaw">,
  requester: Requester,
  clientIp: string,
  emailTo: string | null,
) {
  const limits = abuseLimits();
  const checks: RateLimitCheck[] = [{ policy: limits.willsPerIp, subject: `ip:${clientIp}` }];
  if (requester.browserKeyHash) {
    checks.push({ policy: limits.willsPerBrowser, subject: `browser:${requester.browserKeyHash}` });
  }
  if (requester.userId)
    checks.push({ policy: limits.willsPerAccount, subject: `account:${requester.userId}` });
  await enforceRateLimits(prisma, checks, WILL_LIMIT_MESSAGE, emailTo ? recipientCheck(emailTo) : undefined);
}

/** Why a will may not be stored: the words shown to its maker, and the legal findings that block it. */
export interface WillRefusal {
  message: string;
  findings: LegalFinding[];
}

/**
 * The checks before a will is stored: its size, then the legal checks (a blocking finding: the
 * will could not be made, so it is not stored and not counted), then the limits (RateLimitedError).
 */
export async function admitWill(
  prisma: Pick<PrismaClient, "$queryRaw">,
  request: {
    formData: WillFormData;
    requester: Requester;
    clientIp: string;
    emailTo: string | null;
    /** The will's findings when the caller has them already (the preview checks before it acts). */
    findings?: LegalFinding[];
  },
): Promise<WillRefusal | null> {
  const tooLarge = willSizeProblem(request.formData);
  if (tooLarge) return { message: tooLarge, findings: [] };
  const findings = request.findings ?? checkAllDocuments(request.formData, { today: todayInLondon() });
  const blocked = whyBlocked(findings);
  if (blocked) return { message: blocked, findings: findings.filter((found) => found.severity === "block") };
  await enforceWillLimits(prisma, request.requester, request.clientIp, request.emailTo);
  return null;
}

/**
 * The checks before the assistant's will is made (its PDF rendered and emailed): the same size
 * bound and will limits as a form will, then the recipient's. The chat's turns store its will while the facts
 * are being gathered, and delete it again when a question is reopened, so it is counted here, once,
 * when it becomes a document and an email. Throws RateLimitedError.
 */
export async function admitChatWill(
  prisma: PrismaClient,
  request: { formData: unknown; requester: Requester; clientIp: string; emailTo: string },
): Promise<WillRefusal | null> {
  // The chat stores its will's answers as checked by the schema; read them the same way.
  const stored = WillFormDataSchema.safeParse(request.formData);
  const tooLarge = stored.success ? willSizeProblem(stored.data) : null;
  if (tooLarge) return { message: tooLarge, findings: [] };
  await enforceWillLimits(prisma, request.requester, request.clientIp, request.emailTo);
  return null;
}

/**
 * The proof that the maker typed this address in the flow they are in: the request came from our
 * own pages (a browser's `Sec-Fetch-Site: same-origin`, or an `Origin` naming this site, which
 * other websites cannot forge), or the address is the signed-in account's own. A script can claim
 * either header, so the per-IP will limit and the per-recipient email limit are what bound it.
 */
export function addressTypedInOurPages(
  request: Request,
  address: string,
  user: { email: string } | null,
): boolean {
  if (user && user.email.toLowerCase() === address.trim().toLowerCase()) return true;
  if (request.headers.get("sec-fetch-site") === "same-origin") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  const publicUrl = getEnv().PUBLIC_URL;
  const ours = [new URL(request.url).origin, ...(publicUrl ? [new URL(publicUrl).origin] : [])];
  return ours.includes(origin);
}

/** Counts one save of a form draft (a page post or an autosave); throws RateLimitedError. */
export async function enforceDraftSaveLimits(prisma: PrismaClient, draftId: string, clientIp: string) {
  const limits = abuseLimits();
  await enforceRateLimits(prisma, [
    { policy: limits.draftSavesPerBrowser, subject: `draft:${draftId}` },
    { policy: limits.draftSavesPerIp, subject: `ip:${clientIp}` },
  ]);
}
