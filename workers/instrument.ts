// Imported first by workers/worker.ts: tracing starts before the Temporal SDK and http are loaded,
// so the http instrumentation can patch them. Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
import { startTelemetry, telemetryOptionsFromEnv } from "./telemetry.ts";

export const telemetry = startTelemetry(telemetryOptionsFromEnv(process.env, "will-worker"));
