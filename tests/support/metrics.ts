import {
  AggregationTemporality,
  DataPointType,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
  type DataPoint,
  type Histogram,
  type MetricData,
} from "@opentelemetry/sdk-metrics";
import { createWillMetrics, METER_NAME } from "../../workers/metrics.ts";

/** One recorded series: its attributes and either a counter's value or a histogram's count, sum and buckets. */
export interface RecordedPoint {
  attributes: Record<string, unknown>;
  value?: number;
  count?: number;
  sum?: number;
  boundaries?: number[];
  bucketCounts?: number[];
}

/**
 * A real MeterProvider whose only reader exports to memory, and the service's instruments on it:
 * what a test records can be read back as the collector would receive it.
 */
export function recordingMetrics() {
  const exporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
  // Exports only when flushed: the test decides when to read.
  const reader = new PeriodicExportingMetricReader({ exporter, exportIntervalMillis: 3_600_000 });
  const provider = new MeterProvider({ readers: [reader] });

  async function collect(): Promise<MetricData[]> {
    exporter.reset();
    await reader.forceFlush();
    return exporter
      .getMetrics()
      .flatMap((resource) => resource.scopeMetrics.flatMap((scope) => scope.metrics));
  }

  return {
    provider,
    metrics: createWillMetrics(provider.getMeter(METER_NAME)),
    collect,
    /** The series of the metric `name` recorded so far (empty when it has none). */
    async points(name: string): Promise<RecordedPoint[]> {
      const metric = (await collect()).find((candidate) => candidate.descriptor.name === name);
      if (!metric) return [];
      return (metric.dataPoints as DataPoint<unknown>[]).map((point) => {
        if (metric.dataPointType === DataPointType.HISTOGRAM) {
          const histogram = point.value as Histogram;
          return {
            attributes: point.attributes,
            count: histogram.count,
            sum: histogram.sum,
            boundaries: histogram.buckets.boundaries,
            bucketCounts: histogram.buckets.counts,
          };
        }
        return { attributes: point.attributes, value: point.value as number };
      });
    },
    shutdown: () => provider.shutdown(),
  };
}
