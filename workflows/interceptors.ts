// The workflow interceptors the worker adds when tracing is on (workers/worker.ts). Bundled into
// the workflow sandbox with the workflows: deterministic, and importing only @temporalio/*.
// RunWorkflow spans continue the trace the client started (StartWorkflow); StartActivity spans
// carry it on to the activities. Spans leave the sandbox through the worker's `exporter` sink.
import {
  OpenTelemetryInboundInterceptor,
  OpenTelemetryInternalsInterceptor,
  OpenTelemetryOutboundInterceptor,
} from "@temporalio/interceptors-opentelemetry/lib/workflow";
import type { WorkflowInterceptorsFactory } from "@temporalio/workflow";

export const interceptors: WorkflowInterceptorsFactory = () => ({
  inbound: [new OpenTelemetryInboundInterceptor()],
  outbound: [new OpenTelemetryOutboundInterceptor()],
  internals: [new OpenTelemetryInternalsInterceptor()],
});
