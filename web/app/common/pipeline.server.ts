import type { Logger } from "pino";
import type { Database } from "../../../prisma/db.ts";
import { createPipeline, type Pipeline } from "../../../workers/runtime.ts";
import type { Env } from "./env.server.ts";
import { processSingleton } from "./process-singleton.server.ts";

export { createPipeline, type Pipeline };

const pipeline = processSingleton<Pipeline>(
  "will-service.pipeline",
  "The pipeline was not initialised: call initPipeline at start-up.",
);

/** The process's pipeline (created at start-up by web/server.ts). */
export function initPipeline(env: Env, database: Database, logger: Logger): Promise<Pipeline> {
  return pipeline.init(() => createPipeline(env, database, logger));
}

export function usePipeline(value: Pipeline): void {
  pipeline.use(value);
}

export function getPipeline(): Promise<Pipeline> {
  return pipeline.get();
}

export async function closePipeline(timeoutMs: number): Promise<void> {
  await (await pipeline.take())?.close(timeoutMs);
}
