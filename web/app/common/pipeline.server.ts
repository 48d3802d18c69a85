import type { Logger } from "pino";
import type { Database } from "../../../prisma/db.ts";
import { createPipeline, type Pipeline } from "../../../workers/runtime.ts";
import type { Env } from "./env.server.ts";

export { createPipeline, type Pipeline };

const SINGLETON = Symbol.for("will-service.pipeline");
type WithPipeline = typeof globalThis & { [SINGLETON]?: Promise<Pipeline> };

/** The process's pipeline (created at start-up by web/server.ts). */
export function initPipeline(env: Env, database: Database, logger: Logger): Promise<Pipeline> {
  const holder = globalThis as WithPipeline;
  holder[SINGLETON] ??= createPipeline(env, database, logger);
  return holder[SINGLETON];
}

export function usePipeline(pipeline: Pipeline): void {
  (globalThis as WithPipeline)[SINGLETON] = Promise.resolve(pipeline);
}

export async function getPipeline(): Promise<Pipeline> {
  const pending = (globalThis as WithPipeline)[SINGLETON];
  if (!pending) throw new Error("The pipeline was not initialised: call initPipeline at start-up.");
  return pending;
}

export async function closePipeline(timeoutMs: number): Promise<void> {
  const holder = globalThis as WithPipeline;
  const pending = holder[SINGLETON];
  delete holder[SINGLETON];
  if (pending) await (await pending).close(timeoutMs);
}
