import { condition, setHandler, sleep } from "@temporalio/workflow";
import {
  DEFAULT_DRAFT_TTL_MS,
  EMAIL_FAILED_MESSAGE,
  GENERATION_FAILED_MESSAGE,
  GENERATION_STEPS,
  type GenerationProgress,
} from "../core/pipeline.ts";
import { bookkeeping, mail, steps } from "./activity-proxies.ts";
import {
  progressQuery,
  provideEmailSignal,
  provideEmailUpdate,
  type GenerateWillInput,
  type PipelineOutcome,
} from "./definitions.ts";

/**
 * draft -> document -> PDF -> email, with the progress SPEC.md shows (four steps, 1.5 s waits
 * after steps 1 and 3). Workflow id `will-<willId>`.
 */
export async function generateWill(input: GenerateWillInput): Promise<PipelineOutcome> {
  let progress: GenerationProgress = { status: "generating", step: 0, error: null };
  let email: string | null = input.email ?? null;
  setHandler(progressQuery, () => progress);
  setHandler(provideEmailSignal, (address) => {
    email ??= address;
  });
  setHandler(
    provideEmailUpdate,
    (address) => {
      email ??= address;
      return true;
    },
    {
      validator: (address) => {
        if (typeof address !== "string" || !address.includes("@")) throw new Error("Invalid email address");
      },
    },
  );

  try {
    for (const step of GENERATION_STEPS) {
      progress = { status: "generating", step: step.step, error: null };
      await steps[step.activity](input.willId);
      if (step.waitAfterMs > 0) await sleep(step.waitAfterMs);
    }
  } catch (error) {
    progress = { status: "failed", step: 0, error: GENERATION_FAILED_MESSAGE };
    await bookkeeping.recordFailure(input.willId, "generation");
    throw error;
  }
  progress = { status: "ready", step: GENERATION_STEPS.length, error: null };

  if (email === null) {
    const claimed = await condition(() => email !== null, input.draftTtlMs ?? DEFAULT_DRAFT_TTL_MS);
    if (!claimed) {
      await bookkeeping.deleteUnclaimedDraft(input.willId);
      return "deleted";
    }
  }

  try {
    await mail.sendWillEmail(input.willId);
  } catch (error) {
    progress = { status: "ready", step: GENERATION_STEPS.length, error: EMAIL_FAILED_MESSAGE };
    await bookkeeping.recordFailure(input.willId, "email");
    throw error;
  }
  progress = { status: "emailed", step: GENERATION_STEPS.length, error: null };
  return "emailed";
}
