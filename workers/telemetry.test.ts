import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { hostname } from "node:os";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { context, metrics, propagation, trace, type Span } from "@opentelemetry/api";
import { ApplicationFailure } from "@temporalio/common";
import { makeWorkflowExporter } from "@temporalio/interceptors-opentelemetry";
import { historyFromJSON } from "@temporalio/common/lib/proto-utils";
import { bundleWorkflowCode, DefaultLogger, Runtime, Worker } from "@temporalio/worker";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PipelineActivities } from "../core/pipeline.ts";
import type { PrismaClient } from "../prisma/db.ts";
import { createLogger } from "../web/app/common/logger.server.ts";
import { InProcessRunner } from "./in-process-runner.ts";
import { getWillMetrics, METER_NAME, recordAiCall } from "./metrics.ts";
import { startTelemetry, telemetryOptionsFromEnv, type Telemetry } from "./telemetry.ts";

/**
 * Tracing against a local OTLP/HTTP receiver (no collector): what the in-process runner, the
 * workflow interceptors and the log lines carry. NodeSDK is global, so it starts once in this file
 * and stops at the end; the test without an endpoint runs before it starts.
 */

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
  boolValue?: boolean;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: OtlpAttribute[];
  links?: { traceId: string; spanId: string }[];
  status?: { code?: number };
}
interface OtlpRequest {
  resourceSpans: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans: { scope?: { name?: string }; spans?: OtlpSpan[] }[];
  }[];
}
interface ReceivedSpan extends OtlpSpan {
  service: string | undefined;
}
interface OtlpMetricsRequest {
  resourceMetrics: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeMetrics: { scope?: { name?: string }; metrics?: { name: string; unit?: string }[] }[];
  }[];
}
interface ReceivedMetric {
  name: string;
  unit?: string;
  scope: string | undefined;
  resource: OtlpAttribute[];
}

/** An OTLP/HTTP receiver on 127.0.0.1: keeps every span POSTed to /v1/traces and metric to /v1/metrics (JSON). */
async function startReceiver() {
  const spans: ReceivedSpan[] = [];
  const metrics: ReceivedMetric[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method !== "POST" || (req.url !== "/v1/traces" && req.url !== "/v1/metrics")) {
        res.writeHead(404).end();
        return;
      }
      const raw = Buffer.concat(chunks);
      const body = req.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
      if (req.url === "/v1/metrics") {
        const request = JSON.parse(body.toString("utf8")) as OtlpMetricsRequest;
        for (const resourceMetrics of request.resourceMetrics)
          for (const scopeMetrics of resourceMetrics.scopeMetrics)
            for (const metric of scopeMetrics.metrics ?? [])
              metrics.push({
                name: metric.name,
                unit: metric.unit,
                scope: scopeMetrics.scope?.name,
                resource: resourceMetrics.resource?.attributes ?? [],
              });
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
        return;
      }
      const request = JSON.parse(body.toString("utf8")) as OtlpRequest;
      for (const resourceSpans of request.resourceSpans) {
        const service = attribute(resourceSpans.resource?.attributes, "service.name");
        for (const scopeSpans of resourceSpans.scopeSpans)
          for (const span of scopeSpans.spans ?? []) spans.push({ ...span, service: String(service) });
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the receiver has no port");
  return {
    url: `http://127.0.0.1:${address.port}`,
    spans,
    metrics,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function attribute(attributes: OtlpAttribute[] | undefined, key: string) {
  const value = attributes?.find((candidate) => candidate.key === key)?.value;
  return value?.stringValue ?? value?.intValue ?? value?.boolValue;
}

const SPAN_STATUS_ERROR = 2;

const packageJson = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
};

/** The pipeline's activities as trivial functions, recording `name:willId` in order. */
function recordingActivities(overrides: Partial<PipelineActivities> = {}) {
  const calls: string[] = [];
  const record =
    (name: string) =>
    async (willId: string): Promise<void> => {
      calls.push(`${name}:${willId}`);
    };
  const activities: PipelineActivities = {
    beginGeneration: record("beginGeneration"),
    renderDocument: record("renderDocument"),
    storeDocument: record("storeDocument"),
    renderPdf: record("renderPdf"),
    sendWillEmail: record("sendWillEmail"),
    recordFailure: record("recordFailure"),
    deleteUnclaimedDraft: record("deleteUnclaimedDraft"),
    sendLegalCheckEmails: record("sendLegalCheckEmails"),
    sendPasswordResetEmail: record("sendPasswordResetEmail"),
    sendLoginWarningEmail: record("sendLoginWarningEmail"),
    reviewReminderDue: async () => null,
    sendReviewReminder: record("sendReviewReminder"),
    ...overrides,
  };
  return { calls, activities };
}

function runnerFor(activities: PipelineActivities) {
  return new InProcessRunner({
    activities,
    // A run touches only the activities; the database is for resumePending and the sweep.
    prisma: {} as unknown as PrismaClient,
    logger: pino({ level: "silent" }),
    draftTtlMs: 60_000,
    sleep: async () => {},
  });
}

const testTracer = trace.getTracer("telemetry.test");

/** Runs `work` inside a span standing for the HTTP request, as the http instrumentation makes it. */
function inRequest(name: string, work: () => void): Span {
  return testTracer.startActiveSpan(name, (span) => {
    work();
    span.end();
    return span;
  });
}

describe("telemetry", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let telemetry: Telemetry;

  beforeAll(async () => {
    receiver = await startReceiver();
  });

  afterAll(async () => {
    await telemetry?.shutdown();
    trace.disable();
    metrics.disable();
    context.disable();
    propagation.disable();
    await receiver?.close();
  });

  describe("without an endpoint", () => {
    it("starts nothing: spans are not recorded", async () => {
      const disabled = startTelemetry({ serviceName: "will-test" });
      expect(disabled.enabled).toBe(false);
      expect(disabled.spanProcessor).toBeUndefined();
      await expect(disabled.shutdown()).resolves.toBeUndefined();
      expect(trace.getTracer("telemetry.test").startSpan("unrecorded").isRecording()).toBe(false);
    });

    it("reads the endpoint and the service name from the environment, ignoring a bad endpoint", () => {
      expect(telemetryOptionsFromEnv({}, "will-web")).toEqual({ serviceName: "will-web" });
      expect(
        telemetryOptionsFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "" }, "will-web").endpoint,
      ).toBeUndefined();
      expect(
        telemetryOptionsFromEnv(
          { OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318", OTEL_SERVICE_NAME: "wills" },
          "will-web",
        ),
      ).toEqual({ serviceName: "wills", endpoint: "http://collector:4318" });
      expect(
        telemetryOptionsFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318" }, "will-worker"),
      ).toEqual({ serviceName: "will-worker" });
      expect(
        telemetryOptionsFromEnv(
          { OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318", OTEL_METRIC_EXPORT_INTERVAL: "15000" },
          "will-web",
        ).metricExportIntervalMs,
      ).toBe(15_000);
    });
  });

  describe("with an endpoint", () => {
    beforeAll(() => {
      telemetry = startTelemetry({ serviceName: "will-test", endpoint: `${receiver.url}/` });
    });

    /** Exports what has ended, then the spans received so far named `will.*` or `activity.*` for `willId`. */
    async function exportedFor(willId: string) {
      await telemetry.spanProcessor?.forceFlush();
      return receiver.spans.filter((span) => attribute(span.attributes, "will.id") === willId);
    }

    it("starts a NodeSDK whose spans are recorded", () => {
      expect(telemetry.enabled).toBe(true);
      const span = testTracer.startSpan("recorded");
      expect(span.isRecording()).toBe(true);
      span.end();
    });

    it("writes the active span's traceId and spanId into each log line, and nothing outside a span", () => {
      const lines: string[] = [];
      const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
      const span = testTracer.startActiveSpan("logging", (active) => {
        logger.info({ willId: "will-log" }, "inside a span");
        active.end();
        return active;
      });
      logger.info("outside any span");

      const [inside, outside] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(inside).toMatchObject({
        msg: "inside a span",
        traceId: span.spanContext().traceId,
        spanId: span.spanContext().spanId,
      });
      expect(outside).toMatchObject({ msg: "outside any span" });
      expect(outside).not.toHaveProperty("traceId");
      expect(outside).not.toHaveProperty("spanId");
    });

    it("traces an in-process run: will.generate under the request, one span per activity, one trace", async () => {
      const { calls, activities } = recordingActivities();
      const runner = runnerFor(activities);
      const request = inRequest("POST /api/wills", () => runner.startGeneration("will-1", true));
      await runner.whenIdle(5_000);
      expect(calls).toHaveLength(5);

      const spans = await exportedFor("will-1");
      const names = spans.map((span) => span.name);
      expect(names).toEqual(
        expect.arrayContaining([
          "will.generate",
          "activity.beginGeneration",
          "activity.renderDocument",
          "activity.storeDocument",
          "activity.renderPdf",
          "activity.sendWillEmail",
        ]),
      );
      expect(spans).toHaveLength(6);

      const { traceId, spanId: requestSpanId } = request.spanContext();
      expect(new Set(spans.map((span) => span.traceId))).toEqual(new Set([traceId]));
      const run = spans.find((span) => span.name === "will.generate");
      expect(run?.parentSpanId).toBe(requestSpanId);
      expect(run?.service).toBe("will-test");
      for (const span of spans.filter((candidate) => candidate.name.startsWith("activity."))) {
        expect(span.parentSpanId).toBe(run?.spanId);
        expect(attribute(span.attributes, "activity.attempt")).toEqual(expect.anything());
      }
    });

    it("emails an address given later under the generation's span, linked to the request that gave it", async () => {
      const { calls, activities } = recordingActivities();
      const runner = runnerFor(activities);
      const start = inRequest("POST /api/wills", () => runner.startGeneration("will-2", false));
      await vi.waitFor(() => expect(calls).toContain("renderPdf:will-2"));
      const giving = inRequest("POST /api/wills/will-2/email", () => runner.provideEmail("will-2"));
      await runner.whenIdle(5_000);
      expect(calls).toContain("sendWillEmail:will-2");

      const spans = await exportedFor("will-2");
      const generation = spans.find((span) => span.name === "will.generate");
      const email = spans.find((span) => span.name === "will.email");
      const send = spans.find((span) => span.name === "activity.sendWillEmail");
      expect(generation?.traceId).toBe(start.spanContext().traceId);
      expect(email).toMatchObject({ traceId: start.spanContext().traceId, parentSpanId: generation?.spanId });
      expect(email?.links).toEqual([
        expect.objectContaining({
          traceId: giving.spanContext().traceId,
          spanId: giving.spanContext().spanId,
        }),
      ]);
      expect(send?.parentSpanId).toBe(email?.spanId);
    });

    it("marks a failed step and its run as errors, with one span per attempt", async () => {
      let pdfAttempts = 0;
      const { activities } = recordingActivities({
        renderPdf: async () => {
          pdfAttempts += 1;
          if (pdfAttempts === 1) throw new Error("the browser crashed");
          throw ApplicationFailure.nonRetryable("The will cannot be made yet", "WillValidationError");
        },
      });
      const runner = runnerFor(activities);
      inRequest("POST /api/wills", () => runner.startGeneration("will-3", true));
      await runner.whenIdle(5_000);

      const spans = await exportedFor("will-3");
      const pdf = spans.filter((span) => span.name === "activity.renderPdf");
      expect(pdf.map((span) => attribute(span.attributes, "activity.attempt")).map(Number)).toEqual([1, 2]);
      expect(pdf.every((span) => span.status?.code === SPAN_STATUS_ERROR)).toBe(true);
      expect(spans.find((span) => span.name === "will.generate")?.status?.code).toBe(SPAN_STATUS_ERROR);
      expect(spans.map((span) => span.name)).toContain("activity.recordFailure");
      expect(spans.map((span) => span.name)).not.toContain("activity.sendWillEmail");
    });

    it("carries the client's trace into the workflow sandbox and on to its activities (the worker's interceptors)", async () => {
      try {
        Runtime.install({
          logger: new DefaultLogger("ERROR"),
          telemetryOptions: { logging: { filter: "ERROR", forward: {} } },
        });
      } catch {
        // Already installed in this process.
      }
      const { code } = await bundleWorkflowCode({
        workflowsPath: fileURLToPath(new URL("../workflows/index.ts", import.meta.url)),
        workflowInterceptorModules: [fileURLToPath(new URL("../workflows/interceptors.ts", import.meta.url))],
        logger: new DefaultLogger("ERROR"),
      });

      // The client's StartWorkflow span, as OpenTelemetryWorkflowClientInterceptor writes it into the header.
      const client = testTracer.startSpan("StartWorkflow:finaliseChatWill");
      const carrier: Record<string, string> = {};
      propagation.inject(trace.setSpan(context.active(), client), carrier);
      client.end();
      // A finaliseChatWill run recorded on a real server, as if its client had started a trace.
      const json = JSON.parse(
        readFileSync(new URL("../tests/temporal/histories/finalise-chat-will.json", import.meta.url), "utf8"),
      ) as { events: Record<string, Record<string, unknown>>[] };
      const startedAttributes = json.events[0]?.workflowExecutionStartedEventAttributes;
      if (!startedAttributes) throw new Error("the recorded history does not start with its start event");
      startedAttributes.header = {
        fields: {
          "_tracer-data": {
            metadata: { encoding: Buffer.from("json/plain").toString("base64") },
            data: Buffer.from(JSON.stringify(carrier)).toString("base64"),
          },
        },
      };

      const { spanProcessor, resource } = telemetry;
      if (!spanProcessor || !resource) throw new Error("telemetry is not started");
      const exporter = makeWorkflowExporter(spanProcessor, resource);
      // A replay calls no sinks unless asked to: ask, to see the spans the workflow makes.
      await Worker.runReplayHistory(
        {
          workflowBundle: { code },
          sinks: { exporter: { export: { ...exporter.export, callDuringReplay: true } } },
        },
        historyFromJSON(json),
      );
      await spanProcessor.forceFlush();

      const workflowSpans = receiver.spans.filter(
        (span) =>
          span.traceId === client.spanContext().traceId && span.spanId !== client.spanContext().spanId,
      );
      const run = workflowSpans.find((span) => span.name === "RunWorkflow:finaliseChatWill");
      expect(run?.parentSpanId).toBe(client.spanContext().spanId);
      const scheduled = workflowSpans.filter((span) => span.name.startsWith("StartActivity:"));
      expect(scheduled.map((span) => span.name)).toEqual([
        "StartActivity:beginGeneration",
        "StartActivity:renderDocument",
        "StartActivity:storeDocument",
        "StartActivity:renderPdf",
        "StartActivity:sendWillEmail",
      ]);
      for (const span of scheduled) expect(span.parentSpanId).toBe(run?.spanId);
    }, 60_000);

    it("exports the service's metrics to /v1/metrics with its name, version and instance", async () => {
      getWillMetrics().recordPdfRender(120, "success");
      recordAiCall(900, "success");
      await telemetry.metricReader?.forceFlush();

      const pdf = receiver.metrics.find((metric) => metric.name === "will.pdf.render.duration");
      expect(pdf).toMatchObject({ unit: "s", scope: METER_NAME });
      expect(receiver.metrics.map((metric) => metric.name)).toContain("will.ai.call.duration");
      expect(attribute(pdf?.resource, "service.name")).toBe("will-test");
      expect(attribute(pdf?.resource, "service.version")).toBe(packageJson.version);
      expect(attribute(pdf?.resource, "service.instance.id")).toBe(`${hostname()}-${process.pid}`);
    });

    it("exports what is left when it shuts down", async () => {
      testTracer.startSpan("last", { attributes: { "will.id": "will-last" } }).end();
      await telemetry.shutdown();
      expect(receiver.spans.map((span) => span.name)).toContain("last");
    });
  });
});
