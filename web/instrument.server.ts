// Imported first by web/server.ts: tracing starts before express and http are loaded, so the http
// instrumentation can patch them. Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
import { startTelemetry, telemetryOptionsFromEnv } from "../workers/telemetry.ts";

export const telemetry = startTelemetry(telemetryOptionsFromEnv(process.env, "will-web"));
