import { defineQuery, defineSignal, defineUpdate } from "@temporalio/workflow";
import type { GenerationProgress } from "../core/pipeline.ts";

/**
 * What the web app (and SREs) know of the workflows: names, ids, payloads, signals, queries and
 * updates. The web imports this module, never the workflow implementations.
 */
export const TASK_QUEUE = "will-pipeline";

export const willWorkflowId = (willId: string) => `will-${willId}`;
export const chatWillWorkflowId = (willId: string) => `chat-will-${willId}`;
export const legalCheckWorkflowId = (requestId: string) => `legal-check-${requestId}`;
export const passwordResetWorkflowId = (resetId: string) => `password-reset-${resetId}`;

export interface GenerateWillInput {
  willId: string;
  /** Known when the will was saved with its email; otherwise it arrives by signal or update. */
  email?: string | undefined;
  /** How long to wait for an email before deleting the unclaimed draft. */
  draftTtlMs?: number | undefined;
}

export interface FinaliseChatWillInput {
  willId: string;
}

export interface LegalCheckRequestInput {
  requestId: string;
}

/** Only the reset's id: the token is made by the activity and never appears in workflow history. */
export interface PasswordResetEmailInput {
  resetId: string;
}

export type PipelineOutcome = "emailed" | "deleted";

/** The address the user gave after generation (the draft was saved without one). */
export const provideEmailSignal = defineSignal<[string]>("provideEmail");
/** The same, acknowledged once the workflow has taken it. */
export const provideEmailUpdate = defineUpdate<boolean, [string]>("provideEmail");
export const progressQuery = defineQuery<GenerationProgress>("progress");
