import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { Client, Connection } from "@temporalio/client";
import { DefaultLogger, NativeConnection, Runtime, Worker } from "@temporalio/worker";
import pino from "pino";
import type { PrismaClient } from "../../prisma/db.ts";
import { createActivities, type ActivityDependencies } from "../../workers/activities.ts";
import { createSmtpMailer } from "../../workers/email/mailer.ts";
import { BrowserPool } from "../../workers/pdf/browser-pool.ts";
import { startRelay } from "../../workers/start-relay.ts";
import { DEFAULT_DRAFT_TTL_MS } from "../../core/pipeline.ts";
import { buildFormData } from "./factories.ts";

export const MAIL_FROM = "Free Will Writer <no-reply@example.org>";

/** A client of the run's dev server (`inject("temporal").address`, tests/support/temporal-global-setup.ts). */
export async function connectClient(
  address: string,
): Promise<{ client: Client; close: () => Promise<void> }> {
  const connection = await Connection.connect({ address });
  return { client: new Client({ connection }), close: () => connection.close() };
}

export interface TestWorker {
  taskQueue: string;
  pool: BrowserPool;
  /** Shuts the worker down (in-flight activities finish) and closes its browser. */
  stop(): Promise<void>;
}

/**
 * A real worker on the run's dev server: the bundled workflows and the real activities on the
 * test's database, Chromium (a browser pool) and the SMTP sink at `smtpUrl`, on a task queue of
 * its own. `renderPdf` may wrap the pool's, to crash Chromium at a chosen moment.
 */
export async function startTestWorker(options: {
  /** The server and the bundled workflows: `inject("temporal")` in a test. */
  address: string;
  bundlePath: string;
  prisma: PrismaClient;
  smtpUrl: string;
  taskQueue?: string;
  renderPdf?: (pool: BrowserPool, html: string) => Promise<Uint8Array>;
  activities?: Partial<ActivityDependencies>;
}): Promise<TestWorker> {
  installQuietRuntime();
  const taskQueue = options.taskQueue ?? `test-${randomBytes(4).toString("hex")}`;
  const pool = new BrowserPool({ maxConcurrency: 1 });
  const mailer = createSmtpMailer({ url: options.smtpUrl, from: MAIL_FROM, timeoutMs: 2_000 });
  const connection = await NativeConnection.connect({ address: options.address });
  const worker = await Worker.create({
    connection,
    taskQueue,
    workflowBundle: { codePath: options.bundlePath },
    // A worker killed mid-run holds its runs' next workflow tasks this long before another takes them.
    stickyQueueScheduleToStartTimeout: "2s",
    activities: createActivities({
      prisma: options.prisma,
      renderPdf: (html) => (options.renderPdf ? options.renderPdf(pool, html) : pool.renderPdf(html)),
      mailer,
      logger: pino({ level: "silent" }),
      publicUrl: "http://localhost:3000",
      ...options.activities,
    }),
  });
  const running = worker.run();
  // As workers/worker.ts: the wills stored with their start owed are started from the worker.
  const relay = startRelay({
    prisma: options.prisma,
    client: new Client({ connection }),
    taskQueue,
    draftTtlMs: DEFAULT_DRAFT_TTL_MS,
    logger: pino({ level: "silent" }),
    maxInFlight: 16,
  });
  return {
    taskQueue,
    pool,
    async stop() {
      worker.shutdown();
      await relay.stop();
      await running;
      await connection.close();
      await pool.close();
      await mailer.close();
    },
  };
}

/** The SDK's own logging, errors only (a failed attempt is a warning, and tests fail attempts on purpose). */
export function installQuietRuntime(): void {
  try {
    Runtime.install({
      logger: new DefaultLogger("ERROR"),
      telemetryOptions: { logging: { filter: "ERROR", forward: {} } },
    });
  } catch {
    // Installed already in this process.
  }
}

/** The text of a stored PDF (poppler's pdftotext), one space between words; "" when there is none. */
export function pdfText(pdf: Uint8Array | null | undefined): string {
  if (!pdf) return "";
  const result = spawnSync("pdftotext", ["-", "-"], { input: Buffer.from(pdf) });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr.toString()}`);
  return result.stdout.toString().replace(/\s+/g, " ");
}

/** A will as saved by the web app (a complete formData unless given), by a new random id. */
export async function createWillRow(
  prisma: PrismaClient,
  options: { email?: string | null; formData?: unknown } = {},
): Promise<string> {
  const id = randomBytes(8).toString("hex");
  const formData = (options.formData ?? buildFormData()) as object;
  await prisma.will.create({ data: { id, email: options.email ?? null, formData } });
  return id;
}
