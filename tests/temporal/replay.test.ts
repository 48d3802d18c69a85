import { readFileSync } from "node:fs";
import { Worker } from "@temporalio/worker";
import { describe, expect, it } from "vitest";
import {
  BOOKKEEPING_RETRY,
  BOOKKEEPING_TIMEOUT_MS,
  EMAIL_RETRY,
  EMAIL_TIMEOUT_MS,
  STEP_RETRY,
  STEP_TIMEOUT_MS,
  type RetryPolicyMs,
} from "../../core/pipeline.ts";
import { recordedHistories } from "../support/temporal-histories.ts";
import { installQuietRuntime } from "../support/temporal-worker.ts";
import { temporalServer } from "../support/temporal-server.ts";

/**
 * Determinism: the histories recorded from real runs (tests/temporal/workflows.test.ts) replay
 * against the workflow code as it is now. A change that would break runs in flight on a cluster
 * (an activity added, removed or reordered, a wait added or removed) fails here; a timer's
 * duration or an activity's options are not compared by a replay, so the last test checks those
 * in the recorded events. To change a workflow on purpose, guard the change with `patched()`
 * (docs/decisions/019-temporal-server.md) and record the new histories beside the old ones.
 */
type Recorded = ReturnType<typeof recordedHistories>[number];

async function replay(runs: Recorded[]): Promise<Record<string, string>> {
  installQuietRuntime();
  const results = Worker.runReplayHistories(
    { workflowBundle: { code: readFileSync(temporalServer().bundlePath, "utf8") } },
    runs.map(({ name, history }) => ({ workflowId: name, history })),
  );
  const outcomes: Record<string, string> = {};
  for await (const result of results) outcomes[result.workflowId] = result.error ? result.error.name : "ok";
  return outcomes;
}

const ms = (duration: { seconds?: unknown; nanos?: number | null } | null | undefined) =>
  Number(duration?.seconds ?? 0) * 1_000 + (duration?.nanos ?? 0) / 1e6;

describe("recorded histories replayed against the current workflow code", { timeout: 60_000 }, () => {
  const histories = recordedHistories();

  it("has a recorded history of every workflow", () => {
    const types = histories.map(
      ({ history }) => history.events?.[0]?.workflowExecutionStartedEventAttributes?.workflowType?.name,
    );
    expect(new Set(types)).toEqual(
      new Set(["generateWill", "finaliseChatWill", "legalCheckRequest", "passwordResetEmail", "willReview"]),
    );
  });

  it("replays every one without a determinism error", async () => {
    expect(await replay(histories)).toEqual(Object.fromEntries(histories.map(({ name }) => [name, "ok"])));
    expect(histories.length).toBeGreaterThanOrEqual(8);
  });

  it("fails a history the code would not make: the will pipeline's run replayed as the chat path (no waits)", async () => {
    const [recorded] = recordedHistories().filter(({ name }) => name === "generate-will");
    const type = recorded?.history.events?.[0]?.workflowExecutionStartedEventAttributes?.workflowType;
    if (!recorded || !type) throw new Error("tests/temporal/histories/generate-will.json is missing");
    type.name = "finaliseChatWill";

    expect(await replay([recorded])).toEqual({ "generate-will": "DeterminismViolationError" });
  });

  it("scheduled every activity with core's timeouts and retry policies", () => {
    const policy = (retry: RetryPolicyMs, timeoutMs: number) => ({ ...retry, timeoutMs });
    const scheduled: Record<string, ReturnType<typeof policy>> = {};
    for (const { history } of histories) {
      for (const event of history.events ?? []) {
        const attributes = event.activityTaskScheduledEventAttributes;
        const retry = attributes?.retryPolicy;
        if (!attributes?.activityType?.name || !retry) continue;
        scheduled[attributes.activityType.name] = {
          maximumAttempts: retry.maximumAttempts ?? 0,
          initialIntervalMs: ms(retry.initialInterval),
          backoffCoefficient: retry.backoffCoefficient ?? 0,
          maximumIntervalMs: ms(retry.maximumInterval),
          timeoutMs: ms(attributes.startToCloseTimeout),
        };
      }
    }
    expect(scheduled).toEqual({
      beginGeneration: policy(STEP_RETRY, STEP_TIMEOUT_MS),
      renderDocument: policy(STEP_RETRY, STEP_TIMEOUT_MS),
      storeDocument: policy(STEP_RETRY, STEP_TIMEOUT_MS),
      renderPdf: policy(STEP_RETRY, STEP_TIMEOUT_MS),
      sendWillEmail: policy(EMAIL_RETRY, EMAIL_TIMEOUT_MS),
      sendLegalCheckEmails: policy(EMAIL_RETRY, EMAIL_TIMEOUT_MS),
      sendPasswordResetEmail: policy(EMAIL_RETRY, EMAIL_TIMEOUT_MS),
      recordFailure: policy(BOOKKEEPING_RETRY, BOOKKEEPING_TIMEOUT_MS),
      reviewReminderDue: policy(BOOKKEEPING_RETRY, BOOKKEEPING_TIMEOUT_MS),
      sendReviewReminder: policy(EMAIL_RETRY, EMAIL_TIMEOUT_MS),
    });
  });
});
