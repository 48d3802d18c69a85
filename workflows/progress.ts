import { patched, setHandler, upsertSearchAttributes } from "@temporalio/workflow";
import { GENERATION_FAILED_MESSAGE, GENERATION_STEPS, type GenerationProgress } from "../core/pipeline.ts";
import { bookkeeping, steps } from "./activity-proxies.ts";
import { progressQuery, WILL_STATUS_ATTRIBUTE, WILL_STEP_ATTRIBUTE } from "./definitions.ts";

/**
 * Runs started before the search attributes existed recorded no upserts: they replay without
 * them (docs/decisions/019-temporal-server.md).
 */
const SEARCH_ATTRIBUTES_PATCH = "will-search-attributes";

/**
 * A will run's progress: answered by the `progress` query, and mirrored into the WillStep and
 * WillStatus search attributes so an SRE can list runs by where they are.
 */
export function trackProgress() {
  let progress: GenerationProgress = { status: "generating", step: 0, error: null };
  setHandler(progressQuery, () => progress);
  const withAttributes = patched(SEARCH_ATTRIBUTES_PATCH);
  return {
    set(next: GenerationProgress) {
      const moved = next.step !== progress.step || next.status !== progress.status;
      progress = next;
      if (moved && withAttributes) {
        upsertSearchAttributes([
          { key: WILL_STEP_ATTRIBUTE, value: next.step },
          { key: WILL_STATUS_ATTRIBUTE, value: next.status },
        ]);
      }
    },
  };
}
export type ProgressTracker = ReturnType<typeof trackProgress>;

/**
 * The four generation steps (with the waits after steps 1 and 3 when `withWaits`); a failure
 * records it on the will and fails the run.
 */
export async function generate(
  willId: string,
  progress: ProgressTracker,
  wait: ((ms: number) => Promise<void>) | null,
): Promise<void> {
  try {
    for (const step of GENERATION_STEPS) {
      progress.set({ status: "generating", step: step.step, error: null });
      await steps[step.activity](willId);
      if (wait && step.waitAfterMs > 0) await wait(step.waitAfterMs);
    }
  } catch (error) {
    progress.set({ status: "failed", step: 0, error: GENERATION_FAILED_MESSAGE });
    await bookkeeping.recordFailure(willId, "generation");
    throw error;
  }
  progress.set({ status: "ready", step: GENERATION_STEPS.length, error: null });
}
