import { condition, proxyActivities, setHandler, sleep } from "@temporalio/workflow";
import {
  DEFAULT_DRAFT_TTL_MS,
  EMAIL_FAILED_MESSAGE,
  GENERATION_FAILED_MESSAGE,
  GENERATION_STEPS,
  NON_RETRYABLE_ERROR_TYPES,
  type GenerationProgress,
  type PipelineActivities,
} from "../core/pipeline.ts";
import {
  progressQuery,
  provideEmailSignal,
  provideEmailUpdate,
  type GenerateWillInput,
  type PipelineOutcome,
} from "./definitions.ts";

/** Generation steps: quick, retried a few times; bad input is not retried at all. */
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

/** The email: an SMTP relay may be down for a while, so it is retried patiently (about a day). */
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

/** Bookkeeping must land even when a step failed: retried for longer. */
const bookkeeping = proxyActivities<Pick<PipelineActivities, "recordFailure" | "deleteUnclaimedDraft">>({
  startToCloseTimeout: "30 seconds",
  retry: { initialInterval: "1 second", maximumInterval: "1 minute", maximumAttempts: 20 },
});

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
