import { GENERATION_STEPS } from "../core/pipeline.ts";
import { mail } from "./activity-proxies.ts";
import type { FinaliseChatWillInput, PipelineOutcome } from "./definitions.ts";
import { generate, trackProgress } from "./progress.ts";

/**
 * The chat path, started from the financial health check: the facts the chat collected (stored
 * as the will's formData) -> the final document -> PDF -> email. No waits: the user is not
 * watching a progress screen. Workflow id `chat-will-pipeline-<willId>`.
 */
export async function finaliseChatWill(input: FinaliseChatWillInput): Promise<PipelineOutcome> {
  const progress = trackProgress();
  await generate(input.willId, progress, null);
  await mail.sendWillEmail(input.willId);
  progress.set({ status: "emailed", step: GENERATION_STEPS.length, error: null });
  return "emailed";
}
