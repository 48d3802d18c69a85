import type { Client } from "@temporalio/client";
import { afterAll, beforeAll } from "vitest";
import type { BrowserPool } from "../../workers/pdf/browser-pool.ts";
import { startSmtpSink, type SmtpSink } from "./smtp-sink.ts";
import { temporalServer } from "./temporal-server.ts";
import { connectClient, startTestWorker, type TestWorker } from "./temporal-worker.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

/**
 * For a test file that runs the pipeline on the run's Temporal dev server: its own database, a real
 * SMTP server, a worker of its own (its own task queue, Chromium for the PDFs) and a client, all
 * started before the file and stopped after it. `renderPdf` replaces the worker's PDF rendering
 * (to crash Chromium under it). Read `database()`, `sink()`, `worker()` and `client()` inside
 * tests and hooks; `setSink` puts a new SMTP server in place of one a test has closed.
 */
export function useTemporalStack(
  options: { renderPdf?: (pool: BrowserPool, html: string) => Promise<Uint8Array> } = {},
) {
  let database: TestDatabase | undefined;
  let sink: SmtpSink | undefined;
  let worker: TestWorker | undefined;
  let connected: { client: Client; close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    sink = await startSmtpSink();
    worker = await startTestWorker({
      ...temporalServer(),
      prisma: database.prisma,
      smtpUrl: sink.url,
      ...(options.renderPdf ? { renderPdf: options.renderPdf } : {}),
    });
    connected = await connectClient(temporalServer().address);
  });
  afterAll(async () => {
    await worker?.stop();
    await connected?.close();
    await sink?.close();
    await database?.close();
  });
  const started = <Part>(part: Part | undefined): Part => {
    if (part === undefined) throw new Error("The Temporal stack is started in beforeAll.");
    return part;
  };
  return {
    database: () => started(database),
    sink: () => started(sink),
    worker: () => started(worker),
    client: () => started(connected).client,
    setSink: (next: SmtpSink) => {
      sink = next;
    },
  };
}
