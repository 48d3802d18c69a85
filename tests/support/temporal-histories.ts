import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { WorkflowHandle } from "@temporalio/client";
import { historyFromJSON, historyToJSON } from "@temporalio/common/lib/proto-utils";
import { temporal } from "@temporalio/proto";

/**
 * Histories recorded from real runs on the dev server (tests/temporal/), kept as fixtures in
 * tests/temporal/histories/ and replayed against the current workflow code
 * (tests/temporal/replay.test.ts). A test records its run's history when RECORD_TEMPORAL_HISTORIES=1.
 */
export const HISTORIES_DIR = fileURLToPath(new URL("../temporal/histories/", import.meta.url));

export async function recordHistory(name: string, handle: WorkflowHandle): Promise<void> {
  if (process.env.RECORD_TEMPORAL_HISTORIES !== "1") return;
  const history = await handle.fetchHistory();
  // Stack traces name the checkout's folder: keep the machine's paths out of the fixtures.
  const checkout = path.resolve(HISTORIES_DIR, "../../..");
  const json = JSON.parse(historyToJSON(history).replaceAll(checkout, "/app")) as unknown;
  writeFileSync(path.join(HISTORIES_DIR, `${name}.json`), `${JSON.stringify(json, null, 1)}\n`);
}

/** Every recorded history, by file name without .json. */
export function recordedHistories() {
  return readdirSync(HISTORIES_DIR)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => ({
      name: file.replace(/\.json$/, ""),
      history: historyFromJSON(JSON.parse(readFileSync(path.join(HISTORIES_DIR, file), "utf8"))),
    }));
}

/** The events of a run's history as the server sent them, each with its type's name (e.g. "EVENT_TYPE_TIMER_STARTED"). */
export async function eventsOf(handle: WorkflowHandle) {
  const history = await handle.fetchHistory();
  return (history.events ?? []).map((event) => ({
    ...event,
    type: temporal.api.enums.v1.EventType[event.eventType ?? 0] ?? "unknown",
  }));
}
