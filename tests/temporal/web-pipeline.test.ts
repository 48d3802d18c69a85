import pino from "pino";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../../web/app/common/env.server.ts";
import { createPipeline } from "../../web/app/common/pipeline.server.ts";
import { fairnessKey, willSender } from "../../workers/senders.ts";
import { legacyWillWorkflowId, reviewWorkflowId, willWorkflowId } from "../../workflows/definitions.ts";
import { createWillRow } from "../support/temporal-worker.ts";
import { temporalServer } from "../support/temporal-server.ts";
import { useTemporalStack } from "../support/temporal-stack.ts";

/**
 * The web app's side (web/app/common/pipeline.server.ts with TEMPORAL_ADDRESS) on the real server: a web
 * process that restarts and starts the same will again starts no second run, and a run begun
 * under the id used before decision 019 still gets the address the user gives later.
 */
const { database, sink, worker, client } = useTemporalStack();

const webPipeline = () =>
  createPipeline(
    parseEnv({
      TEMPORAL_ADDRESS: temporalServer().address,
      TEMPORAL_TASK_QUEUE: worker().taskQueue,
      SMTP_URL: sink().url,
    }),
    database(),
    pino({ level: "silent" }),
  );

const createWill = (email: string | null) => createWillRow(database().prisma, { email });

describe("the web app's Temporal pipeline", { timeout: 60_000 }, () => {
  it("starts a will's run with its sender's fairness key, a hash that names no id of ours", async () => {
    const willId = await createWill("fair@example.com");
    const pipeline = await webPipeline();
    await pipeline.startGeneration(willId, "fair@example.com");
    await pipeline.close(1_000);
    const handle = client().workflow.getHandle(willWorkflowId(willId));
    const description = await handle.describe();
    const key = description.raw.workflowExecutionInfo?.priority?.fairnessKey;
    expect(key).toBe(fairnessKey(await willSender(database().prisma, willId)));
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key).not.toContain(willId);
    expect(await handle.result()).toBe("emailed");
  });

  it("starts one run per will, however often a restarted web process starts it", async () => {
    const willId = await createWill("once@example.com");
    const before = await webPipeline();
    await before.startGeneration(willId, "once@example.com");
    await before.close(1_000);

    const after = await webPipeline();
    await after.startGeneration(willId, "once@example.com");
    expect(await client().workflow.getHandle(willWorkflowId(willId)).result()).toBe("emailed");
    await after.startGeneration(willId, "once@example.com");
    await after.close(1_000);

    const runs = [];
    for await (const run of client().workflow.list({ query: `WillId = "${willId}"` })) runs.push(run);
    expect(runs).toHaveLength(1);
    expect(sink().received.filter((email) => email.to.includes("once@example.com"))).toHaveLength(1);
  });

  it("gives the address to a run started under the old id", async () => {
    const willId = await createWill(null);
    // A run as the web started them before: id will-<willId>, no search attributes.
    const old = await client().workflow.start("generateWill", {
      taskQueue: worker().taskQueue,
      workflowId: legacyWillWorkflowId(willId),
      args: [{ willId, draftTtlMs: 60_000 }],
    });
    await database().prisma.will.update({ where: { id: willId }, data: { email: "old@example.com" } });

    const pipeline = await webPipeline();
    await pipeline.provideEmail(willId, "old@example.com");
    await pipeline.close(1_000);

    expect(await old.result()).toBe("emailed");
    expect(sink().received.filter((email) => email.to.includes("old@example.com"))).toHaveLength(1);
  });

  it("review reminders: started with no personal data, woken by a life event (started again if gone), ended by stop", async () => {
    const willId = await createWill("review@example.com");
    const reminderId = `web-review-${willId}`;
    await database().prisma.reviewReminder.create({
      data: {
        id: reminderId,
        willId,
        email: "review@example.com",
        nextReviewAt: new Date(Date.now() + 365 * 24 * 3_600_000),
      },
    });
    const pipeline = await webPipeline();
    await pipeline.startReviewReminders(reminderId);
    const handle = client().workflow.getHandle(reviewWorkflowId(reminderId));
    const started = await handle.describe();
    expect(started.status.name).toBe("RUNNING");
    expect(started.memo).toEqual({ reminderId });
    expect(JSON.stringify(await handle.fetchHistory())).not.toContain("review@example.com");

    // A life event due now: the run wakes and sends it at once.
    const before = sink().received.length;
    await database().prisma.reviewReminder.update({
      where: { id: reminderId },
      data: { lifeEventReviewAt: new Date() },
    });
    await pipeline.reviewRemindersChanged(reminderId);
    const mine = () => sink().received.filter((email) => email.to.includes("review@example.com"));
    await sink().waitFor(before + 1, 20_000);
    expect(mine().map((email) => email.subject)).toEqual(["Your will after a change in your life"]);

    // Its run terminated (by an operator, say): a reported life event starts it again.
    await handle.terminate("test");
    await pipeline.reviewRemindersChanged(reminderId);
    expect((await client().workflow.getHandle(reviewWorkflowId(reminderId)).describe()).status.name).toBe(
      "RUNNING",
    );

    await database().prisma.reviewReminder.update({
      where: { id: reminderId },
      data: { cancelledAt: new Date() },
    });
    await pipeline.stopReviewReminders(reminderId);
    expect(await client().workflow.getHandle(reviewWorkflowId(reminderId)).result()).toBe("stopped");
    await pipeline.close(1_000);
  });
});
