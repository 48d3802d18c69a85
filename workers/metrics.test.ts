import { metrics } from "@opentelemetry/api";
import { ApplicationFailure } from "@temporalio/common";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { PipelineActivities } from "../core/pipeline.ts";
import type { PrismaClient } from "../prisma/db.ts";
import { recordingMetrics } from "../tests/support/metrics.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";
import { createActivities } from "./activities.ts";
import { createOutboxMailer } from "./email/mailer.ts";
import { InProcessRunner } from "./in-process-runner.ts";
import {
  BUCKETS,
  errorType,
  getWillMetrics,
  instrumentActivities,
  recordAiCall,
  type ActivityRecord,
} from "./metrics.ts";
import { BrowserPool } from "./pdf/browser-pool.ts";

const silent = pino({ level: "silent" });

describe("the service's instruments", () => {
  let recording: ReturnType<typeof recordingMetrics>;
  beforeAll(() => {
    recording = recordingMetrics();
  });
  afterAll(() => recording.shutdown());

  it("records HTTP requests as a duration histogram (seconds) by method, route template and status", async () => {
    recording.metrics.recordHttpRequest({
      method: "get",
      route: "/api/wills/:id",
      status: 200,
      durationMs: 12,
    });
    recording.metrics.recordHttpRequest({
      method: "GET",
      route: "/api/wills/:id",
      status: 200,
      durationMs: 30,
    });
    recording.metrics.recordHttpRequest({ method: "POST", route: "/api/wills", status: 400, durationMs: 4 });

    const points = await recording.points("http.server.request.duration");
    const read = points.find((point) => point.attributes["http.response.status_code"] === 200);
    expect(read).toMatchObject({
      attributes: { "http.request.method": "GET", "http.route": "/api/wills/:id" },
      count: 2,
      boundaries: BUCKETS.http,
    });
    expect(read?.sum).toBeCloseTo(0.042, 6);
    expect(points.find((point) => point.attributes["http.route"] === "/api/wills")).toMatchObject({
      attributes: { "http.request.method": "POST", "http.response.status_code": 400 },
      count: 1,
    });
  });

  it("records activity attempts, counting failures by error type", async () => {
    recording.metrics.recordActivity({ activity: "renderPdf", durationMs: 400, outcome: "success" });
    recording.metrics.recordActivity({
      activity: "renderPdf",
      durationMs: 30_000,
      outcome: "failure",
      errorType: "PdfRenderError",
    });

    const durations = await recording.points("will.pipeline.activity.duration");
    expect(durations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ attributes: { activity: "renderPdf", outcome: "success" }, count: 1 }),
        expect.objectContaining({
          attributes: { activity: "renderPdf", outcome: "failure" },
          count: 1,
          sum: 30,
        }),
      ]),
    );
    expect(await recording.points("will.pipeline.activity.failures")).toEqual([
      { attributes: { activity: "renderPdf", "error.type": "PdfRenderError" }, value: 1 },
    ]);
  });

  it("records PDF render times, pipeline failures by stage and AI calls by outcome and model", async () => {
    recording.metrics.recordPdfRender(103, "success");
    recording.metrics.recordPipelineFailure("generation");
    recording.metrics.recordPipelineFailure("generation");
    recording.metrics.recordPipelineFailure("email");
    recording.metrics.recordAiCall(2_500, "success", "gpt-4o-mini");
    recording.metrics.recordAiCall(30_000, "timeout");

    const pdf = await recording.points("will.pdf.render.duration");
    expect(pdf).toEqual([
      expect.objectContaining({ attributes: { outcome: "success" }, count: 1, sum: 0.103 }),
    ]);
    // 0.103 s falls in the (0.1, 0.2] bucket.
    expect(pdf[0]?.bucketCounts?.[BUCKETS.pdf.indexOf(0.2)]).toBe(1);

    const failures = await recording.points("will.pipeline.failures");
    expect(failures).toEqual(
      expect.arrayContaining([
        { attributes: { stage: "generation" }, value: 2 },
        { attributes: { stage: "email" }, value: 1 },
      ]),
    );

    const ai = await recording.points("will.ai.call.duration");
    expect(ai).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          attributes: { outcome: "success", "gen_ai.request.model": "gpt-4o-mini" },
          sum: 2.5,
        }),
        expect.objectContaining({ attributes: { outcome: "timeout" }, sum: 30 }),
      ]),
    );
  });
});

describe("getWillMetrics and recordAiCall", () => {
  afterEach(() => metrics.disable());

  it("are no-ops while no MeterProvider is registered, then record into the one registered later", async () => {
    expect(() => recordAiCall(1_000, "failure")).not.toThrow();
    const before = getWillMetrics();

    const recording = recordingMetrics();
    metrics.setGlobalMeterProvider(recording.provider);
    expect(getWillMetrics()).not.toBe(before);
    expect(getWillMetrics()).toBe(getWillMetrics());
    recordAiCall(1_200, "success", "local-model");

    expect(await recording.points("will.ai.call.duration")).toEqual([
      expect.objectContaining({
        attributes: { outcome: "success", "gen_ai.request.model": "local-model" },
        count: 1,
        sum: 1.2,
      }),
    ]);
    await recording.shutdown();
  });
});

describe("instrumentActivities", () => {
  it("times each call and labels a failure with its type, passing results and errors through unchanged", async () => {
    const records: ActivityRecord[] = [];
    const failure = ApplicationFailure.nonRetryable("The will cannot be made yet", "WillValidationError");
    const activities = instrumentActivities(
      {
        async renderDocument(willId: string) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          return `rendered ${willId}`;
        },
        async beginGeneration(_willId: string): Promise<void> {
          throw failure;
        },
      },
      () => ({ recordActivity: (record) => void records.push(record) }),
    );

    await expect(activities.renderDocument("w1")).resolves.toBe("rendered w1");
    await expect(activities.beginGeneration("w1")).rejects.toBe(failure);
    expect(records).toEqual([
      { activity: "renderDocument", durationMs: expect.any(Number), outcome: "success" },
      {
        activity: "beginGeneration",
        durationMs: expect.any(Number),
        outcome: "failure",
        errorType: "WillValidationError",
      },
    ]);
    expect(records[0]?.durationMs).toBeGreaterThanOrEqual(15);
  });

  it("names errors by their Temporal type, else their name", () => {
    expect(errorType(ApplicationFailure.retryable("x", "PermanentDeliveryError"))).toBe(
      "PermanentDeliveryError",
    );
    expect(errorType(new TypeError("x"))).toBe("TypeError");
    expect(errorType("a string")).toBe("Error");
  });
});

describe("where the pipeline records", () => {
  let database: TestDatabase;
  let recording: ReturnType<typeof recordingMetrics>;
  beforeAll(async () => {
    database = await createTestDatabase();
    recording = recordingMetrics();
  });
  afterAll(async () => {
    await recording.shutdown();
    await database.close();
  });

  it("createActivities: every attempt of every activity, and a run that failed for good by stage", async () => {
    const activities = createActivities({
      prisma: database.prisma,
      renderPdf: async () => new Uint8Array(),
      mailer: createOutboxMailer({ directory: ".tmp/metrics-test-outbox", from: "test@localhost" }),
      logger: silent,
      metrics: recording.metrics,
    });
    await expect(activities.beginGeneration("no-such-will")).rejects.toThrow(/does not exist/);
    await activities.deleteUnclaimedDraft("no-such-will");
    await activities.recordFailure("no-such-will", "generation");

    const durations = await recording.points("will.pipeline.activity.duration");
    expect(durations.map((point) => point.attributes)).toEqual(
      expect.arrayContaining([
        { activity: "beginGeneration", outcome: "failure" },
        { activity: "deleteUnclaimedDraft", outcome: "success" },
        { activity: "recordFailure", outcome: "success" },
      ]),
    );
    expect(await recording.points("will.pipeline.activity.failures")).toEqual([
      { attributes: { activity: "beginGeneration", "error.type": "WillNotFoundError" }, value: 1 },
    ]);
    expect(await recording.points("will.pipeline.failures")).toEqual([
      { attributes: { stage: "generation" }, value: 1 },
    ]);
  });

  it("the in-process runner: each step with its retries, and the step that failed", async () => {
    const stepRecording = recordingMetrics();
    let pdfAttempts = 0;
    const done = async () => {};
    const activities: PipelineActivities = {
      beginGeneration: done,
      renderDocument: done,
      storeDocument: done,
      renderPdf: async () => {
        pdfAttempts += 1;
        if (pdfAttempts < 3) throw new Error("the browser crashed");
      },
      sendWillEmail: async () => {
        throw ApplicationFailure.nonRetryable("550 no such mailbox", "PermanentDeliveryError");
      },
      recordFailure: done,
      deleteUnclaimedDraft: done,
      sendLegalCheckEmails: done,
      sendPasswordResetEmail: done,
      sendLoginWarningEmail: done,
      reviewReminderDue: async () => null,
      sendReviewReminder: done,
    };
    const runner = new InProcessRunner({
      activities,
      prisma: {} as unknown as PrismaClient,
      logger: silent,
      draftTtlMs: 60_000,
      sleep: async () => {},
      metrics: stepRecording.metrics,
    });
    runner.startGeneration("will-steps", true);
    await runner.whenIdle(5_000);

    const steps = await stepRecording.points("will.pipeline.step.duration");
    expect(
      steps
        .map((point) => point.attributes)
        .sort((a, b) => String(a.activity).localeCompare(String(b.activity))),
    ).toEqual([
      { activity: "beginGeneration", outcome: "success" },
      { activity: "renderDocument", outcome: "success" },
      { activity: "renderPdf", outcome: "success" },
      { activity: "sendWillEmail", outcome: "failure" },
      { activity: "storeDocument", outcome: "success" },
    ]);
    expect(steps.every((point) => point.count === 1)).toBe(true);
    expect(pdfAttempts).toBe(3);
    await stepRecording.shutdown();
  });

  it("the browser pool: each PDF from request to bytes, and a render that failed", async () => {
    const pdfRecording = recordingMetrics();
    const pool = new BrowserPool({ maxConcurrency: 1, metrics: pdfRecording.metrics });
    const broken = new BrowserPool({
      executablePath: "/nonexistent/chromium",
      launchTimeoutMs: 2_000,
      metrics: pdfRecording.metrics,
    });
    try {
      const pdf = await pool.renderPdf("<!doctype html><title>Will</title><p>Last Will and Testament</p>");
      expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe("%PDF-");
      await expect(broken.renderPdf("<p>Will</p>")).rejects.toThrow(/did not start/);
      // Refused before any render: not a render, not recorded.
      await expect(pool.renderPdf("")).rejects.toThrow();

      const renders = await pdfRecording.points("will.pdf.render.duration");
      expect(renders).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ attributes: { outcome: "success" }, count: 1 }),
          expect.objectContaining({ attributes: { outcome: "failure" }, count: 1 }),
        ]),
      );
      expect(renders.find((point) => point.attributes.outcome === "success")?.sum).toBeGreaterThan(0);
    } finally {
      await pool.close();
      await broken.close();
      await pdfRecording.shutdown();
    }
  });
});
