import { fileURLToPath } from "node:url";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { NON_RETRYABLE_ERROR_TYPES } from "../core/pipeline.ts";
import {
  applicationFailure,
  createReplayer,
  fakeWorkflowModule,
  HistoryBuilder,
  type Replay,
} from "../tests/support/temporal-history.ts";
import { TASK_QUEUE } from "./definitions.ts";

/**
 * finaliseChatWill, replayed in Temporal's workflow sandbox against histories built here (see
 * generate-will.test.ts): the chat path runs the same four steps without the waits, then emails.
 */

const WILL_ID = "will-1";

function started() {
  return new HistoryBuilder({
    workflowType: "finaliseChatWill",
    taskQueue: TASK_QUEUE,
    input: [{ willId: WILL_ID }],
  }).workflowTask();
}

const nondeterminism = (detail: RegExp) => ({
  name: "DeterminismViolationError",
  message: expect.stringMatching(detail),
});

describe("finaliseChatWill replayed in the workflow sandbox", { timeout: 60_000 }, () => {
  let replay: Replay;

  beforeAll(async () => {
    replay = await createReplayer(fileURLToPath(new URL("./index.ts", import.meta.url)));
  }, 60_000);

  it("runs the four steps back to back, emails the will and completes", async () => {
    const args = [WILL_ID];
    const h = started()
      .activity("beginGeneration", { args })
      .activity("renderDocument", { args })
      .activity("storeDocument", { args })
      .activity("renderPdf", { args })
      .activity("sendWillEmail", { args })
      .completeWorkflow("emailed");

    await expect(replay(h)).resolves.toBeUndefined();
  });

  it("rejects a history with a wait between the steps", async () => {
    const h = started()
      .activity("beginGeneration")
      .timer("1.500s")
      .activity("renderDocument")
      .activity("storeDocument")
      .activity("renderPdf")
      .activity("sendWillEmail")
      .completeWorkflow("emailed");

    await expect(replay(h)).rejects.toMatchObject(
      nondeterminism(/Activity machine does not handle this event: HistoryEvent\(id: \d+, TimerStarted\)/),
    );
  });

  it("rejects a history with two steps swapped", async () => {
    const h = started()
      .activity("beginGeneration")
      .activity("storeDocument")
      .activity("renderDocument")
      .activity("renderPdf")
      .activity("sendWillEmail")
      .completeWorkflow("emailed");

    await expect(replay(h)).rejects.toMatchObject(
      nondeterminism(/Activity type of scheduled event 'storeDocument' does not match .*'renderDocument'/),
    );
  });

  it("records a step that failed for good, then fails the workflow", async () => {
    const h = started().activity("beginGeneration");
    const renderDocument = h.scheduleActivity("renderDocument", [WILL_ID]);
    const cause = applicationFailure("Will not found", "WillNotFoundError", true);
    h.resolveActivity(renderDocument, { failure: cause })
      .workflowTask()
      .activity("recordFailure", { args: [WILL_ID, "generation"] })
      .failWorkflow(h.activityFailure(renderDocument, cause));

    await expect(replay(h)).resolves.toBeUndefined();
  });
});

describe("finaliseChatWill's activity options", () => {
  afterEach(() => {
    vi.doUnmock("@temporalio/workflow");
    vi.resetModules();
  });

  it("retries the steps a few times and never for bad input, and the email patiently", async () => {
    const fake = fakeWorkflowModule();
    vi.resetModules();
    vi.doMock("@temporalio/workflow", () => fake.module);
    const { finaliseChatWill } = await import("./finalise-chat-will.ts");

    await expect(finaliseChatWill({ willId: WILL_ID })).resolves.toBe("emailed");

    const options = new Map(
      fake.calls.flatMap((call) => ("activity" in call ? [[call.activity, call.options]] : [])),
    );
    expect([...options.keys()]).toEqual([
      "beginGeneration",
      "renderDocument",
      "storeDocument",
      "renderPdf",
      "sendWillEmail",
    ]);
    for (const step of ["beginGeneration", "renderDocument", "storeDocument", "renderPdf"]) {
      expect(options.get(step)?.retry, step).toMatchObject({
        maximumAttempts: 4,
        nonRetryableErrorTypes: [...NON_RETRYABLE_ERROR_TYPES],
      });
    }
    expect(options.get("sendWillEmail")).toMatchObject({
      startToCloseTimeout: 120_000,
      retry: {
        maximumAttempts: 60,
        nonRetryableErrorTypes: [...NON_RETRYABLE_ERROR_TYPES, "PermanentDeliveryError"],
      },
    });
  });
});
