import { condition, setHandler, sleep } from "@temporalio/workflow";
import { DEFAULT_DRAFT_TTL_MS, EMAIL_FAILED_MESSAGE, GENERATION_STEPS } from "../core/pipeline.ts";
import { bookkeeping, mail } from "./activity-proxies.ts";
import {
  provideEmailSignal,
  provideEmailUpdate,
  type GenerateWillInput,
  type PipelineOutcome,
} from "./definitions.ts";
import { generate, trackProgress } from "./progress.ts";

/**
 * draft -> document -> PDF -> email, with the progress docs/product.md shows (four steps, 1.5 s waits
 * after steps 1 and 3). Workflow id `will-pipeline-<willId>`.
 */
export async function generateWill(input: GenerateWillInput): Promise<PipelineOutcome> {
  const progress = trackProgress();
  let emailGiven = input.emailGiven === true || Boolean(input.email);
  setHandler(provideEmailSignal, () => {
    emailGiven = true;
  });
  setHandler(
    provideEmailUpdate,
    () => {
      emailGiven = true;
      return true;
    },
    {
      validator: (address) => {
        if (typeof address !== "string" || !address.includes("@")) throw new Error("Invalid email address");
      },
    },
  );

  await generate(input.willId, progress, sleep);

  if (!emailGiven) {
    const claimed = await condition(() => emailGiven, input.draftTtlMs ?? DEFAULT_DRAFT_TTL_MS);
    if (!claimed) {
      await bookkeeping.deleteUnclaimedDraft(input.willId);
      return "deleted";
    }
  }

  try {
    await mail.sendWillEmail(input.willId);
  } catch (error) {
    progress.set({ status: "ready", step: GENERATION_STEPS.length, error: EMAIL_FAILED_MESSAGE });
    await bookkeeping.recordFailure(input.willId, "email");
    throw error;
  }
  progress.set({ status: "emailed", step: GENERATION_STEPS.length, error: null });
  return "emailed";
}
