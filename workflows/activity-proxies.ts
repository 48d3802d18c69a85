import { proxyActivities, type ActivityOptions } from "@temporalio/workflow";
import {
  BOOKKEEPING_RETRY,
  BOOKKEEPING_TIMEOUT_MS,
  EMAIL_RETRY,
  EMAIL_TIMEOUT_MS,
  NON_RETRYABLE_ERROR_TYPES,
  PERMANENT_DELIVERY_ERROR,
  STEP_RETRY,
  STEP_TIMEOUT_MS,
  type PipelineActivities,
  type RetryPolicyMs,
} from "../core/pipeline.ts";

/**
 * The activity proxies both workflows use, with the timeouts and retry policies of
 * core/pipeline.ts (the in-process runner applies the same ones).
 */
function options(
  timeoutMs: number,
  policy: RetryPolicyMs,
  nonRetryable: readonly string[] = [],
): ActivityOptions {
  return {
    startToCloseTimeout: timeoutMs,
    retry: {
      initialInterval: policy.initialIntervalMs,
      backoffCoefficient: policy.backoffCoefficient,
      maximumInterval: policy.maximumIntervalMs,
      maximumAttempts: policy.maximumAttempts,
      nonRetryableErrorTypes: [...nonRetryable],
    },
  };
}

/** The generation steps; bad input is not retried at all. */
export const steps = proxyActivities<PipelineActivities>(
  options(STEP_TIMEOUT_MS, STEP_RETRY, NON_RETRYABLE_ERROR_TYPES),
);

/** The email, retried patiently; a permanent rejection is not retried. */
export const mail = proxyActivities<
  Pick<
    PipelineActivities,
    | "sendWillEmail"
    | "sendLegalCheckEmails"
    | "sendPasswordResetEmail"
    | "sendLoginWarningEmail"
    | "sendReviewReminder"
  >
>(options(EMAIL_TIMEOUT_MS, EMAIL_RETRY, [...NON_RETRYABLE_ERROR_TYPES, PERMANENT_DELIVERY_ERROR]));

/** Bookkeeping that must land even after a failed step. */
export const bookkeeping = proxyActivities<
  Pick<PipelineActivities, "recordFailure" | "deleteUnclaimedDraft" | "reviewReminderDue">
>(options(BOOKKEEPING_TIMEOUT_MS, BOOKKEEPING_RETRY));
