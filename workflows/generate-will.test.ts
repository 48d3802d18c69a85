import { fileURLToPath } from "node:url";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_DRAFT_TTL_MS, GENERATION_WAIT_MS, NON_RETRYABLE_ERROR_TYPES } from "../core/pipeline.ts";
import {
  applicationFailure,
  createReplayer,
  fakeWorkflowModule,
  HistoryBuilder,
  type Replay,
  type WorkflowCall,
} from "../tests/support/temporal-history.ts";
import { TASK_QUEUE, type GenerateWillInput } from "./definitions.ts";

/**
 * generateWill, replayed in Temporal's workflow sandbox (the real bundle, the real SDK and Core)
 * against histories built here: what a server would record for each path. A matching history
 * replays cleanly; a history the code does not produce throws DeterminismViolationError. Replay
 * checks the order and kind of activities, timers and the close, not durations or options: the
 * last block checks those with a fake workflow API.
 */

const WILL_ID = "will-1";
const EMAIL = "testator@example.com";
const TTL_MS = 60_000;
/** How the server writes the 1.5 s wait. */
const WAIT = "1.500s";

function started(input: GenerateWillInput) {
  return new HistoryBuilder({
    workflowType: "generateWill",
    taskQueue: TASK_QUEUE,
    input: [input],
  }).workflowTask();
}

/** The four steps with their waits after steps 1 and 3, each step's activity called with the will's id. */
function generation(h: HistoryBuilder) {
  const args = [WILL_ID];
  return h
    .activity("beginGeneration", { args })
    .timer(WAIT)
    .activity("renderDocument", { args })
    .activity("storeDocument", { args })
    .timer(WAIT)
    .activity("renderPdf", { args });
}

const nondeterminism = (detail: RegExp) => ({
  name: "DeterminismViolationError",
  message: expect.stringMatching(detail),
});

describe("generateWill replayed in the workflow sandbox", { timeout: 60_000 }, () => {
  let replay: Replay;

  beforeAll(async () => {
    replay = await createReplayer(fileURLToPath(new URL("./index.ts", import.meta.url)));
  }, 60_000);

  describe("with the email in the input", () => {
    it("runs the four steps with a wait after steps 1 and 3, emails the will and completes", async () => {
      const h = generation(started({ willId: WILL_ID, email: EMAIL }))
        .activity("sendWillEmail", { args: [WILL_ID] })
        .completeWorkflow("emailed");

      await expect(replay(h)).resolves.toBeUndefined();
    });

    it("rejects a history with two steps swapped", async () => {
      const h = started({ willId: WILL_ID, email: EMAIL })
        .activity("renderDocument")
        .timer(WAIT)
        .activity("beginGeneration")
        .activity("storeDocument")
        .timer(WAIT)
        .activity("renderPdf")
        .activity("sendWillEmail")
        .completeWorkflow("emailed");

      await expect(replay(h)).rejects.toMatchObject(
        nondeterminism(
          /Activity type of scheduled event 'renderDocument' does not match .*'beginGeneration'/,
        ),
      );
    });

    it("rejects a history without the wait after step 1", async () => {
      const h = started({ willId: WILL_ID, email: EMAIL })
        .activity("beginGeneration")
        .activity("renderDocument")
        .activity("storeDocument")
        .timer(WAIT)
        .activity("renderPdf")
        .activity("sendWillEmail")
        .completeWorkflow("emailed");

      await expect(replay(h)).rejects.toMatchObject(
        nondeterminism(
          /Timer machine does not handle this event: HistoryEvent\(id: \d+, ActivityTaskScheduled\)/,
        ),
      );
    });

    it("rejects a history without the wait after step 3", async () => {
      const h = started({ willId: WILL_ID, email: EMAIL })
        .activity("beginGeneration")
        .timer(WAIT)
        .activity("renderDocument")
        .activity("storeDocument")
        .activity("renderPdf")
        .activity("sendWillEmail")
        .completeWorkflow("emailed");

      await expect(replay(h)).rejects.toMatchObject(
        nondeterminism(
          /Timer machine does not handle this event: HistoryEvent\(id: \d+, ActivityTaskScheduled\)/,
        ),
      );
    });

    it("rejects a history where the workflow goes on after emailing", async () => {
      const h = generation(started({ willId: WILL_ID, email: EMAIL }))
        .activity("sendWillEmail")
        .activity("sendWillEmail")
        .completeWorkflow("emailed");

      await expect(replay(h)).rejects.toMatchObject(
        nondeterminism(/Complete workflow machine does not handle/),
      );
    });
  });

  describe("without an email", () => {
    it("waits for the provideEmail signal, then emails the will and completes", async () => {
      const h = generation(started({ willId: WILL_ID, draftTtlMs: TTL_MS }));
      const ttl = h.startTimer("60s"); // condition(() => email !== null, draftTtlMs)
      h.signal("provideEmail", [EMAIL])
        .workflowTask()
        .cancelTimer(ttl) // the condition passed: its timeout is cancelled ...
        .activity("sendWillEmail", { args: [WILL_ID] }) // ... and the email goes in the same task
        .completeWorkflow("emailed");

      await expect(replay(h)).resolves.toBeUndefined();
    });

    it("deletes the unclaimed draft when no email arrives within the draft's TTL", async () => {
      const h = generation(started({ willId: WILL_ID, draftTtlMs: TTL_MS }))
        .timer("60s")
        .activity("deleteUnclaimedDraft", { args: [WILL_ID] })
        .completeWorkflow("deleted");

      await expect(replay(h)).resolves.toBeUndefined();
    });

    it("rejects a history that emails the will when the TTL elapsed without a signal", async () => {
      const h = generation(started({ willId: WILL_ID, draftTtlMs: TTL_MS }))
        .timer("60s")
        .activity("sendWillEmail")
        .completeWorkflow("emailed");

      await expect(replay(h)).rejects.toMatchObject(
        nondeterminism(
          /Activity type of scheduled event 'sendWillEmail' does not match .*'deleteUnclaimedDraft'/,
        ),
      );
    });

    it("rejects a history that emails the will without waiting for an address", async () => {
      const h = generation(started({ willId: WILL_ID, draftTtlMs: TTL_MS }))
        .activity("sendWillEmail")
        .completeWorkflow("emailed");

      await expect(replay(h)).rejects.toMatchObject(nondeterminism(/ActivityTaskScheduled/));
    });
  });

  describe("when a step fails for good", () => {
    /** Steps 1 and the wait, then renderDocument fails with a non-retryable WillValidationError. */
    function failedAtStep2() {
      const h = started({ willId: WILL_ID, email: EMAIL }).activity("beginGeneration").timer(WAIT);
      const renderDocument = h.scheduleActivity("renderDocument", [WILL_ID]);
      const cause = applicationFailure("The will has no executor", "WillValidationError", true);
      h.resolveActivity(renderDocument, { failure: cause }).workflowTask();
      return { h, failure: h.activityFailure(renderDocument, cause) };
    }

    it("records the failure, then fails the workflow", async () => {
      const { h, failure } = failedAtStep2();
      h.activity("recordFailure", { args: [WILL_ID, "generation"] }).failWorkflow(failure);

      await expect(replay(h)).resolves.toBeUndefined();
    });

    it("rejects a history that goes on to the next step", async () => {
      const { h } = failedAtStep2();
      h.activity("storeDocument")
        .timer(WAIT)
        .activity("renderPdf")
        .activity("sendWillEmail")
        .completeWorkflow("emailed");

      await expect(replay(h)).rejects.toMatchObject(
        nondeterminism(/Activity type of scheduled event 'storeDocument' does not match .*'recordFailure'/),
      );
    });

    it("rejects a history where the workflow completes after recording the failure", async () => {
      const { h } = failedAtStep2();
      h.activity("recordFailure").completeWorkflow("emailed");

      await expect(replay(h)).rejects.toMatchObject(
        nondeterminism(/Fail workflow machine does not handle this event: .*WorkflowExecutionCompleted/),
      );
    });
  });
});

/**
 * What replay does not compare: the waits' durations, the draft TTL, each activity's arguments
 * and options. The workflow runs here as plain code against a fake `@temporalio/workflow`.
 */
describe("generateWill's durations, arguments and activity options", () => {
  async function run(input: GenerateWillInput, script: Parameters<typeof fakeWorkflowModule>[0] = {}) {
    const fake = fakeWorkflowModule(script);
    vi.resetModules();
    vi.doMock("@temporalio/workflow", () => fake.module);
    const { generateWill } = await import("./generate-will.ts");
    const outcome = await generateWill(input).catch((error: unknown) => error);
    return { outcome, calls: fake.calls };
  }

  const activities = (calls: WorkflowCall[]) =>
    calls.flatMap((call) => ("activity" in call ? [{ name: call.activity, args: call.args }] : []));
  const optionsOf = (calls: WorkflowCall[], name: string) =>
    calls.flatMap((call) => ("activity" in call && call.activity === name ? [call.options] : []))[0];

  afterEach(() => {
    vi.doUnmock("@temporalio/workflow");
    vi.resetModules();
  });

  it("waits 1.5 s after steps 1 and 3 and passes the will's id to every activity", async () => {
    const { outcome, calls } = await run({ willId: WILL_ID, email: EMAIL });

    expect(outcome).toBe("emailed");
    expect(calls.map((call) => ("activity" in call ? call.activity : call))).toEqual([
      "beginGeneration",
      { sleep: GENERATION_WAIT_MS },
      "renderDocument",
      "storeDocument",
      { sleep: GENERATION_WAIT_MS },
      "renderPdf",
      "sendWillEmail",
    ]);
    expect(GENERATION_WAIT_MS).toBe(1_500);
    expect(activities(calls).every((call) => call.args.length === 1 && call.args[0] === WILL_ID)).toBe(true);
  });

  it("waits for an email for the draft's TTL, or the default week, then deletes the draft", async () => {
    const withTtl = await run({ willId: WILL_ID, draftTtlMs: TTL_MS }, { conditionResult: false });
    expect(withTtl.outcome).toBe("deleted");
    expect(withTtl.calls).toContainEqual({ condition: TTL_MS });
    expect(activities(withTtl.calls).at(-1)).toEqual({ name: "deleteUnclaimedDraft", args: [WILL_ID] });

    const byDefault = await run({ willId: WILL_ID }, { conditionResult: false });
    expect(byDefault.calls).toContainEqual({ condition: DEFAULT_DRAFT_TTL_MS });
    expect(DEFAULT_DRAFT_TTL_MS).toBe(7 * 24 * 3_600_000);
  });

  it("records a failed step as a generation failure and rethrows it", async () => {
    const invalid = Object.assign(new Error("The will has no executor"), { name: "WillValidationError" });
    const { outcome, calls } = await run(
      { willId: WILL_ID, email: EMAIL },
      {
        activities: {
          renderDocument: () => {
            throw invalid;
          },
        },
      },
    );

    expect(outcome).toBe(invalid);
    expect(activities(calls).slice(-2)).toEqual([
      { name: "renderDocument", args: [WILL_ID] },
      { name: "recordFailure", args: [WILL_ID, "generation"] },
    ]);
  });

  it("retries the steps a few times, never for bad input; the email patiently; bookkeeping longer", async () => {
    const { calls } = await run({ willId: WILL_ID, email: EMAIL });
    const failed = await run(
      { willId: WILL_ID, email: EMAIL },
      {
        activities: {
          beginGeneration: () => {
            throw new Error("down");
          },
        },
      },
    );

    for (const step of ["beginGeneration", "renderDocument", "storeDocument", "renderPdf"]) {
      expect(optionsOf(calls, step), step).toEqual({
        startToCloseTimeout: 60_000,
        retry: {
          initialInterval: 1_000,
          backoffCoefficient: 2,
          maximumInterval: 20_000,
          maximumAttempts: 4,
          nonRetryableErrorTypes: [...NON_RETRYABLE_ERROR_TYPES],
        },
      });
    }
    expect(NON_RETRYABLE_ERROR_TYPES).toEqual(["WillValidationError", "WillNotFoundError"]);

    const mail = optionsOf(calls, "sendWillEmail");
    expect(mail?.startToCloseTimeout).toBe(120_000);
    expect(mail?.retry).toMatchObject({
      maximumAttempts: 60,
      initialInterval: 5_000,
      maximumInterval: 30 * 60_000,
    });
    expect(mail?.retry?.nonRetryableErrorTypes).toEqual([
      ...NON_RETRYABLE_ERROR_TYPES,
      "PermanentDeliveryError",
    ]);

    expect(optionsOf(failed.calls, "recordFailure")).toEqual({
      startToCloseTimeout: 30_000,
      retry: {
        initialInterval: 1_000,
        backoffCoefficient: 2,
        maximumInterval: 60_000,
        maximumAttempts: 20,
        nonRetryableErrorTypes: [],
      },
    });
  });
});
