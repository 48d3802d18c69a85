import { monitorEventLoopDelay } from "node:perf_hooks";
import { metrics, ValueType, type BatchObservableCallback } from "@opentelemetry/api";
import type { FairQueue } from "./fair-queue.ts";
import { METER_NAME } from "./metrics.ts";

/*
 * What tells whether pages wait behind the pipeline (docs/performance.md, "Requests first"), as
 * OpenTelemetry metrics beside those of workers/metrics.ts: the event loop's delay (the runtime's
 * semantic-convention names, nodejs.eventloop.delay.*) and the in-process queue's depth and age.
 * Each is read at every export; without a collector they cost a histogram's bookkeeping.
 */

/** Starts sampling the event loop's delay; the percentiles are of the time since the last export. */
export function observeEventLoopDelay(): () => void {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const meter = metrics.getMeterProvider().getMeter(METER_NAME);
  const gauge = (name: string, description: string) =>
    meter.createObservableGauge(name, { description, unit: "s", valueType: ValueType.DOUBLE });
  const gauges = {
    p50: gauge("nodejs.eventloop.delay.p50", "The event loop's delay, median since the last export."),
    p90: gauge(
      "nodejs.eventloop.delay.p90",
      "The event loop's delay, 90th percentile since the last export.",
    ),
    p99: gauge(
      "nodejs.eventloop.delay.p99",
      "The event loop's delay, 99th percentile since the last export.",
    ),
    max: gauge("nodejs.eventloop.delay.max", "The event loop's longest delay since the last export."),
  };
  const seconds = (nanoseconds: number) => nanoseconds / 1e9;
  const callback: BatchObservableCallback = (result) => {
    result.observe(gauges.p50, seconds(histogram.percentile(50)));
    result.observe(gauges.p90, seconds(histogram.percentile(90)));
    result.observe(gauges.p99, seconds(histogram.percentile(99)));
    result.observe(gauges.max, seconds(histogram.max));
    histogram.reset();
  };
  meter.addBatchObservableCallback(callback, Object.values(gauges));
  return () => {
    meter.removeBatchObservableCallback(callback, Object.values(gauges));
    histogram.disable();
  };
}

/** The in-process runner's queue: activities waiting, running, and how long the oldest has waited. */
export function observeQueue(queue: FairQueue): () => void {
  const meter = metrics.getMeterProvider().getMeter(METER_NAME);
  const depth = meter.createObservableGauge("will.pipeline.queue.depth", {
    description: "Pipeline activities waiting for their turn in the in-process runner.",
    valueType: ValueType.INT,
  });
  const inFlight = meter.createObservableGauge("will.pipeline.queue.in_flight", {
    description: "Pipeline activities running now in the in-process runner.",
    valueType: ValueType.INT,
  });
  const oldest = meter.createObservableGauge("will.pipeline.queue.oldest_wait", {
    description: "How long the oldest waiting pipeline activity has waited.",
    unit: "s",
    valueType: ValueType.DOUBLE,
  });
  const callback: BatchObservableCallback = (result) => {
    result.observe(depth, queue.depth());
    result.observe(inFlight, queue.inFlight());
    result.observe(oldest, queue.oldestWaitMs() / 1_000);
  };
  meter.addBatchObservableCallback(callback, [depth, inFlight, oldest]);
  return () => meter.removeBatchObservableCallback(callback, [depth, inFlight, oldest]);
}
