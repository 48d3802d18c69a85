import { proxyActivities, setHandler } from "@temporalio/workflow";
import {
  GENERATION_FAILED_MESSAGE,
  GENERATION_STEPS,
  NON_RETRYABLE_ERROR_TYPES,
  type GenerationProgress,
  type PipelineActivities,
} from "../core/pipeline.ts";
import { progressQuery, type FinaliseChatWillInput, type PipelineOutcome } from "./definitions.ts";

const steps = proxyActivities<PipelineActivities>({
  startToCloseTimeout: "60 seconds",
  retry: {
    initialInterval: "1 second",
    backoffCoefficient: 2,
    maximumInterval: "20 seconds",
    maximumAttempts: 4,
    nonRetryableErrorTypes: [...NON_RETRYABLE_ERROR_TYPES],
  },
});

const mail = proxyActivities<Pick<PipelineActivities, "sendWillEmail">>({
  startToCloseTimeout: "2 minutes",
  retry: {
    initialInterval: "5 seconds",
    backoffCoefficient: 2,
    maximumInterval: "30 minutes",
    maximumAttempts: 60,
    nonRetryableErrorTypes: [...NON_RETRYABLE_ERROR_TYPES, "PermanentDeliveryError"],
  },
});

const bookkeeping = proxyActivities<Pick<PipelineActivities, "recordFailure">>({
  startToCloseTimeout: "30 seconds",
  retry: { initialInterval: "1 second", maximumInterval: "1 minute", maximumAttempts: 20 },
});

/**
 * The chat path, started from the financial health check: the facts the chat collected (stored
 * as the will's formData) -> the final document -> PDF -> email. No waits: the user is not
 * watching a progress screen. Workflow id `chat-will-<willId>`.
 */
export async function finaliseChatWill(input: FinaliseChatWillInput): Promise<PipelineOutcome> {
  let progress: GenerationProgress = { status: "generating", step: 0, error: null };
  setHandler(progressQuery, () => progress);
  try {
    for (const step of GENERATION_STEPS) {
      progress = { status: "generating", step: step.step, error: null };
      await steps[step.activity](input.willId);
    }
  } catch (error) {
    progress = { status: "failed", step: 0, error: GENERATION_FAILED_MESSAGE };
    await bookkeeping.recordFailure(input.willId, "generation");
    throw error;
  }
  progress = { status: "ready", step: GENERATION_STEPS.length, error: null };
  await mail.sendWillEmail(input.willId);
  progress = { status: "emailed", step: GENERATION_STEPS.length, error: null };
  return "emailed";
}
