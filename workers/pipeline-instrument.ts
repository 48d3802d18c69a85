// Imported first by workers/pipeline-process.ts: tracing starts before http is loaded. Off unless
// OTEL_EXPORTER_OTLP_ENDPOINT is set; its spans and metrics (the queue's, the steps') are named
// will-pipeline.
import { startTelemetry, telemetryOptionsFromEnv } from "./telemetry.ts";

export const telemetry = startTelemetry(telemetryOptionsFromEnv(process.env, "will-pipeline"));
