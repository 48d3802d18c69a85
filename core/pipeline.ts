import { z } from "zod";

/**
 * The will pipeline's step list, shared by the Temporal workflow and the in-process runner so the
 * two run the same steps in the same order (docs/product.md section 4: four progress steps with a fixed
 * 1.5 s wait after steps 1 and 3; then the email once the address is known).
 */
export const GENERATION_WAIT_MS = 1_500;

export const GENERATION_STEPS = [
  {
    step: 1,
    label: "Sending information to will writer",
    activity: "beginGeneration",
    waitAfterMs: GENERATION_WAIT_MS,
  },
  { step: 2, label: "Waiting for response", activity: "renderDocument", waitAfterMs: 0 },
  { step: 3, label: "Receiving will content", activity: "storeDocument", waitAfterMs: GENERATION_WAIT_MS },
  { step: 4, label: "Generating PDF will", activity: "renderPdf", waitAfterMs: 0 },
] as const;

export const GENERATION_STEP_COUNT = GENERATION_STEPS.length;

export const GENERATION_FAILED_MESSAGE = "Failed to generate will document. Please try again.";

/** What a will's generation looks like from outside: stored on the will and answered by query. */
export const WillStatusSchema = z.enum(["draft", "generating", "ready", "emailed", "failed"]);
export type WillStatus = z.infer<typeof WillStatusSchema>;

export const GenerationProgressSchema = z.object({
  status: WillStatusSchema,
  /** 0 before step 1 starts and after a failure; 1..4 while generating; 4 when ready. */
  step: z.number().int().min(0).max(GENERATION_STEP_COUNT),
  error: z.string().nullable(),
});
export type GenerationProgress = z.infer<typeof GenerationProgressSchema>;

/** How long an unclaimed draft (no email given) is kept before it is deleted. */
export const DEFAULT_DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1_000;

export function stepLabel(step: number): string | null {
  return GENERATION_STEPS.find((candidate) => candidate.step === step)?.label ?? null;
}

/**
 * The activities the pipeline runs, by name: the contract between the workflows (which import it
 * as a type only) and the workers (which implement it). Every activity is idempotent: run twice
 * for the same will, it leaves the same state.
 */
export interface PipelineActivities {
  /** Step 1: load the stored draft, validate it and run the legal checks (a blocking finding fails for good). */
  beginGeneration(willId: string): Promise<void>;
  /** Step 2: render the will document with core's renderer and store it. */
  renderDocument(willId: string): Promise<void>;
  /** Step 3: store what the document needs beside it: the spouse's mirror will when asked for. */
  storeDocument(willId: string): Promise<void>;
  /** Step 4: render the PDF through the browser pool and store it; the will is then ready. */
  renderPdf(willId: string): Promise<void>;
  /** Email the will with its PDF attached to the address stored on the will. */
  sendWillEmail(willId: string): Promise<void>;
  /** Record a failure: progress back to 0 and the error shown to the user; the draft is kept. */
  recordFailure(willId: string, stage: "generation" | "email"): Promise<void>;
  /** Delete a draft nobody claimed (no email given) in time. */
  deleteUnclaimedDraft(willId: string): Promise<void>;
  /**
   * A legal check request: the confirmation to the person and the notification (with the will's
   * legal findings) to the team; each sent once, whatever the retries.
   */
  sendLegalCheckEmails(requestId: string): Promise<void>;
  /**
   * A password reset: a new random token (only its hash is stored) and the email with its link.
   * Nothing is sent for a reset that has been used or has expired.
   */
  sendPasswordResetEmail(resetId: string): Promise<void>;
  /**
   * Tells an account's owner that wrong passwords are slowing their sign-in down (at most once
   * per lock-out: the web starts one run per lock-out, and the email's key is the warning's id).
   * Nothing is sent for an account that has been deleted meanwhile.
   */
  sendLoginWarningEmail(warningId: string, userId: string): Promise<void>;
  /**
   * When a review reminder is next due (epoch ms: the earlier of the yearly review and a life
   * event's reminder), or null once it is cancelled or its will deleted.
   */
  reviewReminderDue(reminderId: string): Promise<number | null>;
  /**
   * The review reminder that fell due at `dueAtMs` (the caller's clock: the workflow's, or the
   * runner's now): a new cancel link, the email once, and the next due date. Nothing is sent for a
   * reminder that is cancelled, deleted or not due by then.
   */
  sendReviewReminder(reminderId: string, dueAtMs: number): Promise<void>;
}

/**
 * Retry policies and timeouts of the activities, in one place: the workflows' activity proxies and
 * the in-process runner both use these.
 */
export interface RetryPolicyMs {
  maximumAttempts: number;
  initialIntervalMs: number;
  backoffCoefficient: number;
  maximumIntervalMs: number;
}

/** A retry policy whose wait doubles from the first interval up to the longest. */
const doubling = (
  maximumAttempts: number,
  initialIntervalMs: number,
  maximumIntervalMs: number,
): RetryPolicyMs => ({
  maximumAttempts,
  initialIntervalMs,
  backoffCoefficient: 2,
  maximumIntervalMs,
});

/** Generation steps: quick, retried a few times (1 s doubling to 20 s). */
export const STEP_RETRY = doubling(4, 1_000, 20_000);
export const STEP_TIMEOUT_MS = 60_000;

/** The email: an SMTP relay may be down for a while, so it is retried patiently (about a day). */
export const EMAIL_RETRY = doubling(60, 5_000, 30 * 60_000);
export const EMAIL_TIMEOUT_MS = 120_000;

/** Bookkeeping (recording a failure, deleting a draft) must land even when a step failed. */
export const BOOKKEEPING_RETRY = doubling(20, 1_000, 60_000);
export const BOOKKEEPING_TIMEOUT_MS = 30_000;

/** A permanent SMTP rejection (e.g. 550): sending again would fail the same way. */
export const PERMANENT_DELIVERY_ERROR = "PermanentDeliveryError";

/** The error type of failures no retry can fix (invalid formData, a blocking legal finding). */
export const NON_RETRYABLE_ERROR_TYPES = ["WillValidationError", "WillNotFoundError"] as const;

export const EMAIL_FAILED_MESSAGE =
  "Your will is ready, but we could not email it. You can download it, and we will keep trying.";

/** The PDF's file name, "{name}.pdf" (docs/product.md section 7), with characters unsafe in file names removed. */
const UNSAFE_IN_FILE_NAMES = new Set(["\\", "/", ":", "*", "?", '"', "<", ">", "|"]);

export function willPdfFilename(fullName: string | null | undefined): string {
  const cleaned = Array.from((fullName ?? "").normalize("NFC"))
    .filter((character) => {
      const code = character.codePointAt(0) ?? 0;
      return code >= 0x20 && code !== 0x7f && !UNSAFE_IN_FILE_NAMES.has(character);
    })
    .join("")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
  return `${cleaned || "will"}.pdf`;
}
