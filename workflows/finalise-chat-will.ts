import { setHandler } from "@temporalio/workflow";
import { GENERATION_FAILED_MESSAGE, GENERATION_STEPS, type GenerationProgress } from "../core/pipeline.ts";
import { bookkeeping, mail, steps } from "./activity-proxies.ts";
import { progressQuery, type FinaliseChatWillInput, type PipelineOutcome } from "./definitions.ts";

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
