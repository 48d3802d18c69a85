import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { connect, createServer, type Server } from "node:net";
import path from "node:path";
import type { Client } from "@temporalio/client";
import { temporal } from "@temporalio/proto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../prisma/db.ts";
import { workflowStarts } from "../../workflows/definitions.ts";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.ts";
import { eventsOf } from "../support/temporal-histories.ts";
import { createServerDatabase } from "../support/test-database.ts";
import { connectClient, createWillRow, startTestWorker } from "../support/temporal-worker.ts";
import { temporalServer } from "../support/temporal-server.ts";

/**
 * `npm run worker` (workers/worker.ts) stopped with SIGTERM while an activity is in flight: it
 * takes no new tasks, lets the activity finish (the email goes out, once), and exits 0; another
 * worker goes on with the run. The SMTP server answers through a proxy that holds each
 * connection for a moment, so the email is in flight when the signal comes.
 */

const root = path.resolve(import.meta.dirname, "../..");
const taskQueue = `shutdown-${randomBytes(4).toString("hex")}`;
const HOLD_MS = 3_000;
let database: Database;
let dropDatabase: () => Promise<void>;
let databaseUrl: string;
let sink: SmtpSink;
let slowSmtp: Server;
let client: Client;
let closeClient: () => Promise<void>;
let worker: ChildProcess | undefined;
/** Resolves when the worker's mailer has connected to the SMTP server: the email is in flight. */
let mailerConnected: Promise<void>;
let onMailerConnection: () => void = () => undefined;

beforeAll(async () => {
  ({ url: databaseUrl, drop: dropDatabase } = await createServerDatabase("shutdown"));
  database = await openDatabase({ kind: "postgres", url: databaseUrl });
  await database.migrate();
  sink = await startSmtpSink();
  slowSmtp = createServer((socket) => {
    onMailerConnection();
    socket.pause();
    setTimeout(() => {
      const upstream = connect(sink.port, "127.0.0.1");
      socket.pipe(upstream).pipe(socket);
      socket.resume();
    }, HOLD_MS);
  });
  await new Promise<void>((resolve) => slowSmtp.listen(0, "127.0.0.1", resolve));
  ({ client, close: closeClient } = await connectClient(temporalServer().address));
}, 60_000);

afterAll(async () => {
  if (worker && worker.exitCode === null) worker.kill("SIGKILL");
  await closeClient?.();
  await new Promise((resolve) => slowSmtp?.close(resolve));
  await sink?.close();
  await database?.close();
  await dropDatabase?.();
});

function startProductionWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "workers/worker.ts")], {
    cwd: root,
    env: {
      ...process.env,
      TEMPORAL_ADDRESS: temporalServer().address,
      TEMPORAL_TASK_QUEUE: taskQueue,
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${(slowSmtp.address() as { port: number }).port}`,
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "ignore"],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes('"msg":"worker running"')) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`The worker exited with ${code} before it ran`)));
  });
}

describe("npm run worker on SIGTERM", { timeout: 180_000 }, () => {
  it("lets the email in flight finish, sends it once, exits 0, and another worker completes the run", async () => {
    const willId = await createWillRow(database.prisma, { email: "graceful@example.com" });
    mailerConnected = new Promise((resolve) => (onMailerConnection = resolve));
    worker = await startProductionWorker();
    const running = worker;
    const exited = new Promise<number | null>((resolve) => running.once("exit", (code) => resolve(code)));
    const handle = await client.workflow.start("finaliseChatWill", {
      taskQueue,
      ...workflowStarts.finaliseChatWill({ willId }),
    });
    await expect
      .poll(
        async () => {
          const pending = (await handle.describe()).raw.pendingActivities?.[0];
          const started =
            pending?.state === temporal.api.enums.v1.PendingActivityState.PENDING_ACTIVITY_STATE_STARTED;
          return started ? pending?.activityType?.name : null;
        },
        { timeout: 30_000, interval: 50 },
      )
      .toBe("sendWillEmail");
    // The server marks the activity started when it hands the task over; the signal waits until
    // the worker is really sending (on a loaded machine, a task not yet begun is not yet in flight).
    await mailerConnected;

    running.kill("SIGTERM");

    expect(await exited).toBe(0);
    expect(sink.received.filter((email) => email.to.includes("graceful@example.com"))).toHaveLength(1);
    const completed = (await eventsOf(handle)).filter(
      (event) => event.type === "EVENT_TYPE_ACTIVITY_TASK_COMPLETED",
    );
    expect(completed).toHaveLength(5);

    const next = await startTestWorker({
      ...temporalServer(),
      taskQueue,
      prisma: database.prisma,
      smtpUrl: sink.url,
    });
    try {
      expect(await handle.result()).toBe("emailed");
    } finally {
      await next.stop();
    }
    expect(sink.received.filter((email) => email.to.includes("graceful@example.com"))).toHaveLength(1);
    expect((await database.prisma.will.findUniqueOrThrow({ where: { id: willId } })).status).toBe("emailed");
  });
});
