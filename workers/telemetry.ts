import type { IncomingMessage } from "node:http";
import { createRequire } from "node:module";
import { hostname } from "node:os";
import path from "node:path";
import { isSpanContextValid, trace } from "@opentelemetry/api";
import type * as OtlpMetricsHttp from "@opentelemetry/exporter-metrics-otlp-http";
import type * as OtlpHttp from "@opentelemetry/exporter-trace-otlp-http";
import type * as InstrumentationHttp from "@opentelemetry/instrumentation-http";
import type * as Resources from "@opentelemetry/resources";
import type * as SdkMetrics from "@opentelemetry/sdk-metrics";
import type * as SdkNode from "@opentelemetry/sdk-node";
import type * as SdkTraceBase from "@opentelemetry/sdk-trace-base";
import type * as SemanticConventions from "@opentelemetry/semantic-conventions";
import { z } from "zod";
import { PipelineEnvShape } from "./config.ts";
import { projectRoot } from "./project-root.ts";

/**
 * OpenTelemetry tracing and metrics for the web process and the worker (docs/decisions/007-tracing.md,
 * 011-metrics.md). Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set; then a NodeSDK
 * exports spans over OTLP/HTTP (JSON) to `${endpoint}/v1/traces`, with the http instrumentation for
 * incoming and outgoing requests, and the metrics of workers/metrics.ts to `${endpoint}/v1/metrics`
 * (every OTEL_METRIC_EXPORT_INTERVAL ms, default 60 s). Both carry service.name, service.version
 * (package.json) and service.instance.id (host and pid). Start it before express or http are
 * imported (web/instrument.server.ts, workers/instrument.ts), or the http instrumentation has
 * nothing to patch.
 */
export interface TelemetryOptions {
  serviceName: string;
  /** The OTLP/HTTP collector's base URL (OTEL_EXPORTER_OTLP_ENDPOINT). Unset: nothing starts. */
  endpoint?: string;
  /** Default: the version in package.json. */
  serviceVersion?: string;
  /** How often metrics are exported (OTEL_METRIC_EXPORT_INTERVAL). Default 60 s. */
  metricExportIntervalMs?: number;
}

export interface Telemetry {
  readonly enabled: boolean;
  /** The processor exporting this process's spans; the Temporal worker's workflow span sink feeds it too. */
  readonly spanProcessor?: SdkTraceBase.SpanProcessor;
  /** The resource (service.name, service.version, service.instance.id) the spans and metrics carry. */
  readonly resource?: Resources.Resource;
  /** The reader exporting this process's metrics (workers/metrics.ts) every export interval. */
  readonly metricReader?: SdkMetrics.MetricReader;
  /** Exports the spans and metrics still buffered and stops; waits at most SHUTDOWN_FLUSH_MS. A no-op when disabled. */
  shutdown(): Promise<void>;
}

/** The longest shutdown waits for the last spans to reach the collector. */
export const SHUTDOWN_FLUSH_MS = 5_000;

const DISABLED: Telemetry = { enabled: false, shutdown: async () => {} };

/** Incoming requests not worth a trace: the probes and the static assets. */
const UNTRACED_PATHS = /^\/(healthz|readyz|assets\/|favicon\.ico)/;

export function startTelemetry(options: TelemetryOptions): Telemetry {
  const { serviceName, endpoint } = options;
  if (!endpoint) return DISABLED;
  // Loaded only when tracing is on: the SDK takes about 300 ms to load.
  const require = createRequire(import.meta.url);
  const { NodeSDK } = require("@opentelemetry/sdk-node") as typeof SdkNode;
  const { OTLPTraceExporter } = require("@opentelemetry/exporter-trace-otlp-http") as typeof OtlpHttp;
  const { HttpInstrumentation } =
    require("@opentelemetry/instrumentation-http") as typeof InstrumentationHttp;
  const { Resource } = require("@opentelemetry/resources") as typeof Resources;
  const { BatchSpanProcessor } = require("@opentelemetry/sdk-trace-base") as typeof SdkTraceBase;
  const { OTLPMetricExporter } =
    require("@opentelemetry/exporter-metrics-otlp-http") as typeof OtlpMetricsHttp;
  const { Aggregation, PeriodicExportingMetricReader, View } =
    require("@opentelemetry/sdk-metrics") as typeof SdkMetrics;
  const { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } =
    require("@opentelemetry/semantic-conventions") as typeof SemanticConventions;

  // Read here, not at import: the Remix build bundles this module (for traceMixin) elsewhere.
  const serviceVersion =
    options.serviceVersion ??
    (require(path.join(projectRoot(import.meta.url), "package.json")) as { version: string }).version;
  const resource = new Resource({
    [ATTR_SERVICE_NAME]: serviceName,
    [ATTR_SERVICE_VERSION]: serviceVersion,
    // One series per process: two pods' counters must never merge into one in Prometheus.
    "service.instance.id": `${hostname()}-${process.pid}`,
  });
  const base = endpoint.replace(/\/+$/, "");
  const exporter = new OTLPTraceExporter({ url: `${base}/v1/traces` });
  const spanProcessor = new BatchSpanProcessor(exporter);
  const metricReader = new PeriodicExportingMetricReader({
    exporter: new OTLPMetricExporter({ url: `${base}/v1/metrics` }),
    exportIntervalMillis: options.metricExportIntervalMs ?? 60_000,
  });
  const sdk = new NodeSDK({
    serviceName,
    resource,
    spanProcessors: [spanProcessor],
    metricReader,
    // The http instrumentation's own histograms have no route; http.server.request.duration
    // (workers/metrics.ts, by route template) replaces them.
    views: [new View({ meterName: "@opentelemetry/instrumentation-http", aggregation: Aggregation.Drop() })],
    // No logs: without this the SDK would also start an OTLP log exporter from its defaults.
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request: IncomingMessage) => UNTRACED_PATHS.test(request.url ?? ""),
        // Outgoing calls outside any trace (the browser pool's DevTools handshake) make no root spans.
        requireParentforOutgoingSpans: true,
      }),
    ],
  });
  sdk.start();

  let stopping: Promise<void> | undefined;
  return {
    enabled: true,
    spanProcessor,
    resource,
    metricReader,
    shutdown() {
      stopping ??= new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, SHUTDOWN_FLUSH_MS);
        timer.unref();
        sdk
          .shutdown()
          .then(resolve, reject)
          .finally(() => clearTimeout(timer));
      });
      return stopping;
    },
  };
}

const TelemetryEnvSchema = z.object({
  OTEL_EXPORTER_OTLP_ENDPOINT: PipelineEnvShape.OTEL_EXPORTER_OTLP_ENDPOINT,
  OTEL_SERVICE_NAME: PipelineEnvShape.OTEL_SERVICE_NAME,
  OTEL_METRIC_EXPORT_INTERVAL: PipelineEnvShape.OTEL_METRIC_EXPORT_INTERVAL,
});

/**
 * The options from the environment, read before the process validates the rest of it. A bad
 * endpoint starts nothing here; the process's own check names it and stops.
 */
export function telemetryOptionsFromEnv(
  source: Record<string, string | undefined>,
  defaultServiceName: string,
): TelemetryOptions {
  const parsed = TelemetryEnvSchema.safeParse({
    OTEL_EXPORTER_OTLP_ENDPOINT: source.OTEL_EXPORTER_OTLP_ENDPOINT || undefined,
    OTEL_SERVICE_NAME: source.OTEL_SERVICE_NAME || undefined,
    OTEL_METRIC_EXPORT_INTERVAL: source.OTEL_METRIC_EXPORT_INTERVAL || undefined,
  });
  if (!parsed.success) return { serviceName: defaultServiceName };
  return {
    serviceName: parsed.data.OTEL_SERVICE_NAME ?? defaultServiceName,
    endpoint: parsed.data.OTEL_EXPORTER_OTLP_ENDPOINT,
    metricExportIntervalMs: parsed.data.OTEL_METRIC_EXPORT_INTERVAL,
  };
}

/** A pino `mixin`: the active span's ids on every log line written inside a trace, nothing otherwise. */
export function traceMixin(): { traceId?: string; spanId?: string } {
  const spanContext = trace.getActiveSpan()?.spanContext();
  if (!spanContext || !isSpanContextValid(spanContext)) return {};
  return { traceId: spanContext.traceId, spanId: spanContext.spanId };
}

/** Paths whose values never reach a log line: secrets and personal data. */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "*.password",
  "*.confirmPassword",
  "*.passwordHash",
  "*.formData",
  "*.willDocument",
  "*.email",
];
