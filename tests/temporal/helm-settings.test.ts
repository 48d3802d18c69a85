import { readFileSync } from "node:fs";
import { Connection } from "@temporalio/client";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { WorkerEnvSchema } from "../../workers/config.ts";
import { TASK_QUEUE } from "../../workflows/definitions.ts";
import { temporalServer } from "../support/temporal-server.ts";

/**
 * The Helm chart's Temporal settings against the server the tests ran: the task queue the
 * workflows are registered on, a namespace the server serves, and the frontend's gRPC port.
 */
const values = parse(
  readFileSync(new URL("../../charts/will-service/values.yaml", import.meta.url), "utf8"),
) as {
  config: { temporal: { address: string; namespace: string; taskQueue: string } };
};

describe("the Helm chart's Temporal settings", () => {
  it("name the task queue and namespace the worker and the web use by default", () => {
    const defaults = WorkerEnvSchema.parse({ TEMPORAL_ADDRESS: "x:1", DATABASE_URL: "postgresql://x/y" });
    expect(values.config.temporal.taskQueue).toBe(TASK_QUEUE);
    expect(values.config.temporal.taskQueue).toBe(defaults.TEMPORAL_TASK_QUEUE);
    expect(values.config.temporal.namespace).toBe(defaults.TEMPORAL_NAMESPACE);
    // 7233: the frontend port of `temporal server start-dev` and of the temporal chart.
    expect(values.config.temporal.address).toMatch(/:7233$/);
  });

  it("name a namespace the real server serves", async () => {
    const connection = await Connection.connect({ address: temporalServer().address });
    try {
      const described = await connection.workflowService.describeNamespace({
        namespace: values.config.temporal.namespace,
      });
      expect(described.namespaceInfo?.name).toBe(values.config.temporal.namespace);
    } finally {
      await connection.close();
    }
  });
});
