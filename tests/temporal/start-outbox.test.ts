import { createServer } from "node:net";
import { randomBytes } from "node:crypto";
import { TestWorkflowEnvironment } from "@temporalio/testing";
import pino from "pino";
import { WillFormDataSchema } from "../../core/index.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- a plain .mjs script with no types (scripts/temporal-tools.mjs)
import { executableOption, findServer, TEMPORAL_CLI } from "../../scripts/temporal-tools.mjs";
import { useDatabase } from "../../web/app/common/db.server.ts";
import { parseEnv } from "../../web/app/common/env.server.ts";
import { createPipeline, usePipeline, type Pipeline } from "../../web/app/common/pipeline.server.ts";
import { action as saveWill } from "../../web/app/routes/api.wills.ts";
import { claimWillEmail, createUnclaimedWill } from "../../web/app/will-form/wills.server.ts";
import { WILL_SEARCH_ATTRIBUTES, willWorkflowId } from "../../workflows/definitions.ts";
import { buildFormData, buildSavePayload } from "../support/factories.ts";
import { run, testContext } from "../support/remix.ts";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.ts";
import { connectClient, startTestWorker, type TestWorker } from "../support/temporal-worker.ts";
import { temporalServer } from "../support/temporal-server.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

/**
 * Under Temporal the web stores a will with its start owed and answers; the worker's relay starts
 * the run (docs/decisions/033-workflow-start-outbox.md). So a will saved while Temporal is away is
 * not lost: once a server and a worker are up, its PDF and email arrive.
 */

let database: TestDatabase;
let sink: SmtpSink;
let pipeline: Pipeline;
let port: number;
let server: TestWorkflowEnvironment | undefined;
const workers: TestWorker[] = [];
const taskQueue = `outbox-${randomBytes(4).toString("hex")}`;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** A Temporal dev server of this file's own, on the port the web was told of before it ran. */
async function startTemporalAt(serverPort: number) {
  const cli = findServer(TEMPORAL_CLI, { install: false }) as { path: string } | null;
  return TestWorkflowEnvironment.createLocal({
    server: {
      executable: executableOption(cli),
      ip: "127.0.0.1",
      port: serverPort,
      log: { format: "pretty", level: "warn" },
      searchAttributes: [...WILL_SEARCH_ATTRIBUTES],
    },
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  sink = await startSmtpSink();
  port = await freePort();
  const env = { TEMPORAL_ADDRESS: `127.0.0.1:${port}`, TEMPORAL_TASK_QUEUE: taskQueue, SMTP_URL: sink.url };
  pipeline = await createPipeline(parseEnv(env), database, pino({ level: "silent" }));
  usePipeline(pipeline);
});

afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await pipeline?.close(1_000);
  await server?.teardown();
  await sink?.close();
  await database?.close();
});

const post = (email: string) =>
  run(() =>
    saveWill({
      request: new Request("http://localhost/api/wills", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "http://localhost" },
        body: JSON.stringify(buildSavePayload({ email })),
      }),
      params: {},
      context: testContext(),
    }),
  );

const emailsTo = (address: string) => sink.received.filter((email) => email.to.includes(address));

async function until(done: () => Promise<boolean> | boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error("not done in time");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("a will saved while Temporal is away", { timeout: 120_000 }, () => {
  it("is answered at once and runs once a server and a worker are up", async () => {
    const saved = await post("away@example.com");
    expect(saved.status).toBe(201);
    const { id } = saved.body as { id: string };
    const second = await post("second@example.com");
    expect(second.status).toBe(201);
    const secondId = (second.body as { id: string }).id;

    // A will given no address yet, whose address comes before any run exists.
    const creator = { userId: null, browserKeyHash: "outbox-browser" };
    const draft = await createUnclaimedWill(
      database.prisma,
      WillFormDataSchema.parse(buildFormData()),
      creator,
      {},
      true,
    );
    const contact = { email: "later@example.com", marketingConsent: false };
    expect(await claimWillEmail(database.prisma, draft.id, creator, contact)).toBe(true);

    server = await startTemporalAt(port);
    await pipeline.provideEmail(draft.id, contact.email);
    workers.push(
      await startTestWorker({
        address: server.address,
        bundlePath: temporalServer().bundlePath,
        prisma: database.prisma,
        smtpUrl: sink.url,
        taskQueue,
      }),
    );

    const statusOf = async (willId: string) =>
      (await database.prisma.will.findUniqueOrThrow({ where: { id: willId } })).status;
    // A will is marked emailed once its email has gone.
    for (const willId of [id, secondId, draft.id])
      await until(async () => (await statusOf(willId)) === "emailed");
    const will = await database.prisma.will.findUniqueOrThrow({ where: { id } });
    expect(
      Buffer.from(will.pdf ?? [])
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect(emailsTo("away@example.com")[0]?.attachments.map((file) => file.contentType)).toEqual([
      "application/pdf",
    ]);
    expect(emailsTo("second@example.com")).toHaveLength(1);
    // What an operator counts (docs/operations.md): no start is owed any more.
    expect(await database.prisma.will.count({ where: { workflowStartAt: { not: null } } })).toBe(0);
    const { client, close } = await connectClient(server.address);
    try {
      // The address came before the run: it ran once and went on to the email.
      expect(await client.workflow.getHandle(willWorkflowId(draft.id)).result()).toBe("emailed");
    } finally {
      await close();
    }
    expect(emailsTo("later@example.com")).toHaveLength(1);
  });
});
