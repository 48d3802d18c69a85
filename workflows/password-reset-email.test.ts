import { fileURLToPath } from "node:url";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { EMAIL_RETRY, PERMANENT_DELIVERY_ERROR } from "../core/pipeline.ts";
import {
  createReplayer,
  fakeWorkflowModule,
  HistoryBuilder,
  type Replay,
} from "../tests/support/temporal-history.ts";
import { TASK_QUEUE } from "./definitions.ts";

/**
 * passwordResetEmail, replayed in Temporal's workflow sandbox against histories built here (see
 * generate-will.test.ts): one activity makes the token and sends the link, retried like a will's
 * email. The workflow's input is the reset's id alone.
 */
const RESET_ID = "reset-1";

const started = () =>
  new HistoryBuilder({
    workflowType: "passwordResetEmail",
    taskQueue: TASK_QUEUE,
    input: [{ resetId: RESET_ID }],
  }).workflowTask();

describe("passwordResetEmail replayed in the workflow sandbox", { timeout: 60_000 }, () => {
  let replay: Replay;

  beforeAll(async () => {
    replay = await createReplayer(fileURLToPath(new URL("./index.ts", import.meta.url)));
  }, 60_000);

  it("sends the reset email and completes", async () => {
    const h = started()
      .activity("sendPasswordResetEmail", { args: [RESET_ID] })
      .completeWorkflow("sent");
    await expect(replay(h)).resolves.toBeUndefined();
  });

  it("rejects a history with another activity", async () => {
    const h = started()
      .activity("sendWillEmail", { args: [RESET_ID] })
      .completeWorkflow("sent");
    await expect(replay(h)).rejects.toMatchObject({ name: "DeterminismViolationError" });
  });
});

describe("passwordResetEmail's activity options", () => {
  afterEach(() => {
    vi.doUnmock("@temporalio/workflow");
    vi.resetModules();
  });

  it("retries the email as patiently as a will's, and never a permanent rejection", async () => {
    const fake = fakeWorkflowModule();
    vi.resetModules();
    vi.doMock("@temporalio/workflow", () => fake.module);
    const { passwordResetEmail } = await import("./password-reset-email.ts");
    await expect(passwordResetEmail({ resetId: RESET_ID })).resolves.toBe("sent");
    const calls = fake.calls.flatMap((call) => ("activity" in call ? [call] : []));
    expect(calls.map((call) => call.activity)).toEqual(["sendPasswordResetEmail"]);
    expect(calls[0]?.options.retry).toMatchObject({
      maximumAttempts: EMAIL_RETRY.maximumAttempts,
      initialInterval: EMAIL_RETRY.initialIntervalMs,
    });
    expect(calls[0]?.options.retry?.nonRetryableErrorTypes).toContain(PERMANENT_DELIVERY_ERROR);
  });
});
