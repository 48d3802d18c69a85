import {
  metrics,
  ValueType,
  type Attributes,
  type Counter,
  type Histogram,
  type Meter,
  type MeterProvider,
} from "@opentelemetry/api";
import { ApplicationFailure } from "@temporalio/common";

/**
 * Every metric the service records, in one place (docs/decisions/011-metrics.md).
 * The instruments come from the global MeterProvider, which workers/telemetry.ts sets up only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set; until then they are no-ops and cost nothing.
 *
 * Names follow OpenTelemetry's conventions (durations in seconds). A Prometheus exporter turns
 * `will.pdf.render.duration` (unit s) into `will_pdf_render_duration_seconds_bucket|_sum|_count`
 * and a counter such as `will.pipeline.activity.failures` into `…_failures_total`. Attributes are
 * few and bounded: route templates, never paths with ids; error types, never messages.
 */

export const METER_NAME = "will-service";

export type Outcome = "success" | "failure";
/** How a call to the AI provider ended (the chat feature reports it through recordAiCall). */
export type AiCallOutcome = "success" | "failure" | "timeout";

export interface HttpRequestRecord {
  method: string;
  /** A route template such as /api/wills/:id (httpRoute in web/server/http-metrics.ts). */
  route: string;
  status: number;
  durationMs: number;
}

export interface ActivityRecord {
  activity: string;
  durationMs: number;
  outcome: Outcome;
  /** For a failure: the error's type (ApplicationFailure type, or the error's name). */
  errorType?: string;
}

export interface WillMetrics {
  /** One HTTP request the web process answered. */
  recordHttpRequest(record: HttpRequestRecord): void;
  /** One attempt of a pipeline activity, in either runner. */
  recordActivity(record: ActivityRecord): void;
  /** A step of the in-process runner (a generation step or the email), all attempts and backoff included. */
  recordStep(record: { activity: string; durationMs: number; outcome: Outcome }): void;
  /** A pipeline run that failed for good (what recordFailure records on the will). */
  recordPipelineFailure(stage: "generation" | "email"): void;
  /** One PDF, from the request to the bytes (waiting for a free page and a launch included). */
  recordPdfRender(durationMs: number, outcome: Outcome): void;
  /** One call to the AI provider. */
  recordAiCall(durationMs: number, outcome: AiCallOutcome, model?: string): void;
}

/** Bucket boundaries in seconds, chosen for what each measures. */
export const BUCKETS = {
  /** OpenTelemetry's recommended boundaries for http.server.request.duration. */
  http: [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10],
  /** Activities: database writes in milliseconds, PDFs and emails in seconds. */
  activity: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
  /** A PDF: ~0.1 s from a warm browser, ~0.5 s with a launch (docs/performance.md). */
  pdf: [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2, 5, 10, 30],
  /** A language model's answer: seconds to a minute or two. */
  ai: [0.25, 0.5, 1, 2, 4, 8, 15, 30, 60, 120],
};

const seconds = (durationMs: number) => Math.max(0, durationMs) / 1_000;

export function createWillMetrics(meter: Meter): WillMetrics {
  const histogram = (name: string, description: string, boundaries: number[]): Histogram =>
    meter.createHistogram(name, {
      description,
      unit: "s",
      valueType: ValueType.DOUBLE,
      advice: { explicitBucketBoundaries: boundaries },
    });
  const counter = (name: string, description: string): Counter =>
    meter.createCounter(name, { description, valueType: ValueType.INT });

  const httpDuration = histogram(
    "http.server.request.duration",
    "HTTP requests answered by the web process, by route template and status (the count is the number of requests).",
    BUCKETS.http,
  );
  const activityDuration = histogram(
    "will.pipeline.activity.duration",
    "One attempt of a will pipeline activity, by activity and outcome.",
    BUCKETS.activity,
  );
  const activityFailures = counter(
    "will.pipeline.activity.failures",
    "Failed attempts of a will pipeline activity, by activity and error type.",
  );
  const stepDuration = histogram(
    "will.pipeline.step.duration",
    "A step of the in-process runner (a generation step or the email), all attempts and backoff included.",
    BUCKETS.activity,
  );
  const pipelineFailures = counter(
    "will.pipeline.failures",
    "Will pipeline runs that failed for good (after their retries), by stage.",
  );
  const pdfDuration = histogram(
    "will.pdf.render.duration",
    "Rendering one will PDF, waiting for a page included, by outcome.",
    BUCKETS.pdf,
  );
  const aiDuration = histogram(
    "will.ai.call.duration",
    "One call to the AI provider, by outcome (and model when given).",
    BUCKETS.ai,
  );

  return {
    recordHttpRequest({ method, route, status, durationMs }) {
      httpDuration.record(seconds(durationMs), {
        "http.request.method": method.toUpperCase(),
        "http.route": route,
        "http.response.status_code": status,
      });
    },
    recordActivity({ activity, durationMs, outcome, errorType }) {
      activityDuration.record(seconds(durationMs), { activity, outcome });
      if (outcome === "failure") activityFailures.add(1, { activity, "error.type": errorType ?? "Error" });
    },
    recordStep({ activity, durationMs, outcome }) {
      stepDuration.record(seconds(durationMs), { activity, outcome });
    },
    recordPipelineFailure(stage) {
      pipelineFailures.add(1, { stage });
    },
    recordPdfRender(durationMs, outcome) {
      pdfDuration.record(seconds(durationMs), { outcome });
    },
    recordAiCall(durationMs, outcome, model) {
      const attributes: Attributes = { outcome };
      if (model) attributes["gen_ai.request.model"] = model;
      aiDuration.record(seconds(durationMs), attributes);
    },
  };
}

let current: { provider: MeterProvider; metrics: WillMetrics } | undefined;

/**
 * The process's metrics, from the global MeterProvider. Instruments made before the provider is
 * registered would stay no-ops for good, so they are made again whenever the provider changes.
 */
export function getWillMetrics(): WillMetrics {
  const provider = metrics.getMeterProvider();
  if (current?.provider !== provider) {
    current = { provider, metrics: createWillMetrics(provider.getMeter(METER_NAME)) };
  }
  return current.metrics;
}

/**
 * Records one call to the AI provider: how long it took and how it ended. The chat feature calls
 * it around each request to the model, e.g.
 * `const started = performance.now(); … recordAiCall(performance.now() - started, "success", model)`.
 */
export function recordAiCall(durationMs: number, outcome: AiCallOutcome, model?: string): void {
  getWillMetrics().recordAiCall(durationMs, outcome, model);
}

/** The type of a failure as metrics label it: Temporal's ApplicationFailure type, else the error's name. */
export function errorType(error: unknown): string {
  if (error instanceof ApplicationFailure && error.type) return error.type;
  if (error instanceof Error) return error.name;
  return "Error";
}

/**
 * The same activities, each attempt timed and counted (will.pipeline.activity.*). Used by both
 * runners: the Temporal worker and the in-process runner get their activities from createActivities.
 */
export function instrumentActivities<A extends object>(
  activities: A,
  recorder: () => Pick<WillMetrics, "recordActivity"> = getWillMetrics,
): A {
  const instrumented: Record<string, unknown> = {};
  for (const [activity, run] of Object.entries(activities) as [string, unknown][]) {
    if (typeof run !== "function") {
      instrumented[activity] = run;
      continue;
    }
    instrumented[activity] = async (...args: unknown[]) => {
      const started = performance.now();
      try {
        const result: unknown = await run(...args);
        recorder().recordActivity({ activity, durationMs: performance.now() - started, outcome: "success" });
        return result;
      } catch (error) {
        recorder().recordActivity({
          activity,
          durationMs: performance.now() - started,
          outcome: "failure",
          errorType: errorType(error),
        });
        throw error;
      }
    };
  }
  return instrumented as A;
}
