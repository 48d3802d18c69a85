import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Client } from "@temporalio/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../prisma/db.ts";
import { workflowStarts } from "../../workflows/definitions.ts";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.ts";
import { eventsOf } from "../support/temporal-histories.ts";
import { connectClient, createWillRow, pdfText } from "../support/temporal-worker.ts";
import { temporalServer } from "../support/temporal-server.ts";

/**
 * A worker process killed in the middle of a run (SIGKILL: no shutdown at all) loses nothing and
 * duplicates nothing: a new worker takes the run over from its history, and the will gets one
 * PDF and one email. The workers are processes of their own on a PGlite database in a folder, read
 * here once the last one has stopped (SIGTERM, gracefully).
 */

const workerScript = fileURLToPath(new URL("../support/temporal-worker-process.ts", import.meta.url));

let dataDir: string;
let sink: SmtpSink;
let client: Client;
let closeClient: () => Promise<void>;
const taskQueue = `durability-${randomBytes(4).toString("hex")}`;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "will-durability-"));
  sink = await startSmtpSink();
  ({ client, close: closeClient } = await connectClient(temporalServer().address));
});

afterAll(async () => {
  await closeClient?.();
  await sink?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts a worker process and resolves once it polls the task queue. */
function startWorkerProcess(): Promise<ChildProcess> {
  // One process (node with tsx's loader), so a signal reaches the worker itself.
  const child = spawn(process.execPath, ["--import", "tsx", workerScript], {
    env: {
      ...process.env,
      TEMPORAL_ADDRESS: temporalServer().address,
      TEMPORAL_BUNDLE_PATH: temporalServer().bundlePath,
      TEMPORAL_TASK_QUEUE: taskQueue,
      TEST_PGLITE_DIR: dataDir,
      TEST_SMTP_URL: sink.url,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("worker running")) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`The worker process exited with ${code}`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });

async function withDatabase<T>(work: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) {
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

describe("a worker killed mid-run", { timeout: 180_000 }, () => {
  it("is replaced by a new one that completes the run once: one PDF, one email", async () => {
    const willId = await withDatabase(async (database) => {
      await database.migrate();
      return createWillRow(database.prisma, { email: "durable@example.com" });
    });
    const first = await startWorkerProcess();
    const handle = await client.workflow.start("generateWill", {
      taskQueue,
      ...workflowStarts.generateWill({ willId, emailGiven: true }),
    });
    // Step 1 is done and the run waits on its 1.5 s timer, no activity in flight: the worker dies
    // there. (An activity that dies with its worker is retried after its start-to-close timeout,
    // STEP_TIMEOUT_MS: docs/operations.md.)
    await expect
      .poll(async () => (await eventsOf(handle)).some((event) => event.type === "EVENT_TYPE_TIMER_STARTED"), {
        timeout: 20_000,
        interval: 20,
      })
      .toBe(true);
    first.kill("SIGKILL");
    expect(await exited(first)).toBeNull();

    const second = await startWorkerProcess();
    expect(await handle.result()).toBe("emailed");
    second.kill("SIGTERM");
    expect(await exited(second)).toBe(0);

    const received = sink.received.filter((email) => email.to.includes("durable@example.com"));
    expect(received).toHaveLength(1);
    expect(received[0]?.attachments.map((attachment) => attachment.filename)).toEqual(["Ann Smith.pdf"]);
    const events = await eventsOf(handle);
    const completed = events
      .filter((event) => event.type === "EVENT_TYPE_ACTIVITY_TASK_SCHEDULED")
      .map((event) => event.activityTaskScheduledEventAttributes?.activityType?.name);
    expect(completed).toEqual([
      "beginGeneration",
      "renderDocument",
      "storeDocument",
      "renderPdf",
      "sendWillEmail",
    ]);
    // Two workers ran it: the killed one, then the new one.
    const identities = new Set(
      events.map((event) => event.workflowTaskStartedEventAttributes?.identity).filter(Boolean),
    );
    expect(identities.size).toBe(2);
    const will = await withDatabase((database) =>
      database.prisma.will.findUniqueOrThrow({ where: { id: willId } }),
    );
    expect(will.status).toBe("emailed");
    expect(pdfText(will.pdf)).toContain("Last Will and Testament of Ann Smith");
    expect(will.emailedAt).not.toBeNull();
  });
});
