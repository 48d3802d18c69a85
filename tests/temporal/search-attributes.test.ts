import { randomBytes } from "node:crypto";
import { Connection } from "@temporalio/client";
import { msToTs } from "@temporalio/common/lib/time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureWillSearchAttributes } from "../../workers/search-attributes.ts";
import { temporalServer } from "../support/temporal-server.ts";

/**
 * The worker's start-up check (workers/search-attributes.ts) on the dev server: in a namespace
 * that has never seen the will search attributes it registers all three, and afterwards none.
 */
let connection: Connection;

beforeAll(async () => {
  connection = await Connection.connect({ address: temporalServer().address });
});

afterAll(async () => {
  await connection?.close();
});

describe("the will search attributes", { timeout: 30_000 }, () => {
  it("are registered once in a namespace that lacks them", async () => {
    const namespace = `search-attributes-${randomBytes(4).toString("hex")}`;
    await connection.workflowService.registerNamespace({
      namespace,
      workflowExecutionRetentionPeriod: msToTs("1 day"),
    });
    await expect
      .poll(() => ensureWillSearchAttributes(connection.operatorService, namespace).catch(() => null), {
        timeout: 15_000,
      })
      .toEqual(["WillId", "WillStep", "WillStatus"]);

    expect(await ensureWillSearchAttributes(connection.operatorService, namespace)).toEqual([]);
    const { customAttributes } = await connection.operatorService.listSearchAttributes({ namespace });
    expect(Object.keys(customAttributes ?? {}).sort()).toEqual(["WillId", "WillStatus", "WillStep"]);
  });
});
