import { WorkflowExecutionAlreadyStartedError, type Client } from "@temporalio/client";
import type { Logger } from "pino";
import type { WorkflowStart } from "../workflows/definitions.ts";
import { fairnessKey } from "./senders.ts";

/**
 * Starts a run on `taskQueue`; false when a run under its id was started already (the ids are
 * deterministic, so a second start is harmless: docs/decisions/019-temporal-server.md). A run
 * with a sender is dispatched fairly between senders (Temporal's fairness keys, where the server
 * has them enabled; otherwise in order), as in the in-process queue (decision 020).
 */
export function workflowStarter(client: Client, taskQueue: string, logger: Logger) {
  return async <Input>({ workflowType, ...options }: WorkflowStart<Input>, sender?: string) => {
    const priority = sender ? { priority: { fairnessKey: fairnessKey(sender) } } : {};
    try {
      await client.workflow.start(workflowType, { taskQueue, ...options, ...priority });
    } catch (error) {
      if (error instanceof WorkflowExecutionAlreadyStartedError) return false;
      throw error;
    }
    logger.info({ workflowId: options.workflowId }, "workflow started");
    return true;
  };
}
