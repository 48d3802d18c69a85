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
 * legalCheckRequest, replayed in Temporal's workflow sandbox against histories built here (see
 * generate-will.test.ts): one activity sends both emails, retried like a will's email.
 */
const REQUEST_ID = "request-1";

const started = () =>
  new HistoryBuilder({
    workflowType: "legalCheckRequest",
    taskQueue: TASK_QUEUE,
    input: [{ requestId: REQUEST_ID }],
  }).workflowTask();

describe("legalCheckRequest replayed in the workflow sandbox", { timeout: 60_000 }, () => {
  let replay: Replay;

  beforeAll(async () => {
    replay = await createReplayer(fileURLToPath(new URL("./index.ts", import.meta.url)));
  }, 60_000);

  it("sends the request's emails and completes", async () => {
    const h = started()
      .activity("sendLegalCheckEmails", { args: [REQUEST_ID] })
      .completeWorkflow("sent");
    await expect(replay(h)).resolves.toBeUndefined();
  });

  it("rejects a history with another activity", async () => {
    const h = started()
      .activity("sendWillEmail", { args: [REQUEST_ID] })
      .completeWorkflow("sent");
    await expect(replay(h)).rejects.toMatchObject({ name: "DeterminismViolationError" });
  });
});

describe("legalCheckRequest's activity options", () => {
  afterEach(() => {
    vi.doUnmock("@temporalio/workflow");
    vi.resetModules();
  });

  it("retries the emails as patiently as a will's, and never a permanent rejection", async () => {
    const fake = fakeWorkflowModule();
    vi.resetModules();
    vi.doMock("@temporalio/workflow", () => fake.module);
    const { legalCheckRequest } = await import("./legal-check-request.ts");
    await expect(legalCheckRequest({ requestId: REQUEST_ID })).resolves.toBe("sent");
    const calls = fake.calls.flatMap((call) => ("activity" in call ? [call] : []));
    expect(calls.map((call) => call.activity)).toEqual(["sendLegalCheckEmails"]);
    expect(calls[0]?.options.retry).toMatchObject({
      maximumAttempts: EMAIL_RETRY.maximumAttempts,
      initialInterval: EMAIL_RETRY.initialIntervalMs,
    });
    expect(calls[0]?.options.retry?.nonRetryableErrorTypes).toContain(PERMANENT_DELIVERY_ERROR);
  });
});
