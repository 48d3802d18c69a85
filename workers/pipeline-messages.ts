import type { DatabaseOptions } from "../prisma/db.ts";
import type { PdfReadinessState } from "./pdf/readiness.ts";
import type { Pipeline, RuntimeEnv } from "./runtime.ts";

/*
 * What the web process and its pipeline process (workers/pipeline-process.ts) say to each other
 * over the child process's IPC channel (docs/decisions/023-pipeline-process.md). Only ids cross:
 * never a will's content, so nothing personal is copied between processes.
 */

/** The pipeline's calls that start work: each takes ids and answers nothing. */
export type PipelineCall = keyof Omit<Pipeline, "kind" | "pdfReadiness" | "close">;

export type ToPipeline =
  | { type: "start"; env: RuntimeEnv; database: DatabaseOptions; logLevel: string }
  /** `trace` carries the calling request's trace context (W3C traceparent), empty without tracing. */
  | { type: "call"; method: PipelineCall; args: (string | null)[]; trace: Record<string, string> }
  /** Whether writes wait for the web's admission now: the pipeline yields while they do. */
  | { type: "writesWaiting"; waiting: boolean }
  | { type: "close"; timeoutMs: number };

export type FromPipeline =
  /** The database is open and migrated; `databaseUrl` is where the web process reaches it. */
  | { type: "ready"; databaseUrl: string }
  | { type: "pdf"; state: PdfReadinessState }
  | { type: "failed"; error: string }
  | { type: "closed" };
