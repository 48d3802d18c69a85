import type { Client } from "@temporalio/client";
import { defineSearchAttributeKey, type SearchAttributePair } from "@temporalio/common";
import { defineQuery, defineSignal, defineUpdate } from "@temporalio/workflow";
import type { GenerationProgress } from "../core/pipeline.ts";

/**
 * What the web app (and SREs) know of the workflows: names, ids, payloads, signals, queries and
 * updates. The web imports this module, never the workflow implementations.
 */
export const TASK_QUEUE = "will-pipeline";

/**
 * Workflow ids say what a run is and whose it is, by id only (never a name or an address), so an
 * SRE can find a will's run in the Temporal UI: `will-pipeline-<willId>`.
 * docs/decisions/019-temporal-server.md.
 */
export const willWorkflowId = (willId: string) => `will-pipeline-${willId}`;
export const chatWillWorkflowId = (willId: string) => `chat-will-pipeline-${willId}`;
export const legalCheckWorkflowId = (requestId: string) => `legal-check-emails-${requestId}`;
export const passwordResetWorkflowId = (resetId: string) => `password-reset-email-${resetId}`;
/** The warning's own random id: never the account's email. */
export const loginWarningWorkflowId = (warningId: string) => `login-warning-email-${warningId}`;
/** A will's review reminders: the reminder's own random id, never the will's or a person's. */
export const reviewWorkflowId = (reminderId: string) => `will-review-${reminderId}`;
/** The id runs were started under before; a run still open under it is signalled there. */
export const legacyWillWorkflowId = (willId: string) => `will-${willId}`;

/**
 * Search attributes of the will workflows (registered by the set-up: scripts/stack.mjs and the
 * tests' server; on a cluster, `temporal operator search-attribute create`, docs/operations.md).
 * The will's id, and the progress the user sees: its step (0-4) and status.
 */
export const WILL_ID_ATTRIBUTE = defineSearchAttributeKey("WillId", "KEYWORD");
export const WILL_STEP_ATTRIBUTE = defineSearchAttributeKey("WillStep", "INT");
export const WILL_STATUS_ATTRIBUTE = defineSearchAttributeKey("WillStatus", "KEYWORD");
export const WILL_SEARCH_ATTRIBUTES = [
  WILL_ID_ATTRIBUTE,
  WILL_STEP_ATTRIBUTE,
  WILL_STATUS_ATTRIBUTE,
] as const;

/**
 * How the web starts every run: one run per id at a time (a second start fails with
 * WorkflowExecutionAlreadyStartedError, which the web ignores), and an id whose run completed is
 * never run again; only a failed run may be started again (the user's "try again").
 */
export const START_POLICY = {
  workflowIdReusePolicy: "ALLOW_DUPLICATE_FAILED_ONLY",
  workflowIdConflictPolicy: "FAIL",
} as const;

/**
 * Ids and flags only: a run's input is in its history, which anyone who can read the cluster sees,
 * so the address stays on the will (the email activity reads it there).
 */
export interface GenerateWillInput {
  willId: string;
  /** True when the will was saved with its address; otherwise the provideEmail signal says so later. */
  emailGiven?: boolean | undefined;
  /** The address itself, as runs started before docs/decisions/019-temporal-server.md carry it. */
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

/** Ids only: the warning's (random) and the account's; the address is read from the account. */
export interface LoginWarningEmailInput {
  warningId: string;
  userId: string;
}

/** Only the reminder's random id: the address and the dates stay in the database. */
export interface WillReviewInput {
  reminderId: string;
}

export type PipelineOutcome = "emailed" | "deleted";

/**
 * The user has given the address (stored on the will) after generation: the draft was saved
 * without one. Sent with no argument; runs started earlier were sent the address.
 */
export const provideEmailSignal = defineSignal<[address?: string]>("provideEmail");
/** The same, acknowledged once the workflow has taken it. */
export const provideEmailUpdate = defineUpdate<boolean, [string]>("provideEmail");
export const progressQuery = defineQuery<GenerationProgress>("progress");
/** The reminders were stopped (from the email's link or the dashboard): the run ends. */
export const stopReviewSignal = defineSignal("stopReview");
/** A life event was reported (or the dates changed): the run reads when the next reminder is due. */
export const reviewChangedSignal = defineSignal("reviewChanged");

/** Everything a start needs but the task queue: the same for the web and the tests. */
export interface WorkflowStart<Input> {
  workflowType:
    | "generateWill"
    | "finaliseChatWill"
    | "legalCheckRequest"
    | "passwordResetEmail"
    | "loginWarningEmail"
    | "willReview";
  workflowId: string;
  args: [Input];
  /** Ids only: the memo and the search attributes are shown to anyone who can read the cluster. */
  memo: Record<string, string>;
  typedSearchAttributes: SearchAttributePair[];
  workflowIdReusePolicy: (typeof START_POLICY)["workflowIdReusePolicy"];
  workflowIdConflictPolicy: (typeof START_POLICY)["workflowIdConflictPolicy"];
}

const willAttributes = (willId: string): SearchAttributePair[] => [
  { key: WILL_ID_ATTRIBUTE, value: willId },
  { key: WILL_STEP_ATTRIBUTE, value: 0 },
  { key: WILL_STATUS_ATTRIBUTE, value: "generating" },
];

function startOf<Input>(
  workflowType: WorkflowStart<Input>["workflowType"],
  workflowId: string,
  input: Input,
  memo: Record<string, string>,
  typedSearchAttributes: SearchAttributePair[] = [],
): WorkflowStart<Input> {
  return { workflowType, workflowId, args: [input], memo, typedSearchAttributes, ...START_POLICY };
}

const willStart =
  <Input extends { willId: string }>(
    type: "generateWill" | "finaliseChatWill",
    id: (willId: string) => string,
  ) =>
  (input: Input) =>
    startOf(type, id(input.willId), input, { willId: input.willId }, willAttributes(input.willId));

export const workflowStarts = {
  generateWill: willStart<GenerateWillInput>("generateWill", willWorkflowId),
  finaliseChatWill: willStart<FinaliseChatWillInput>("finaliseChatWill", chatWillWorkflowId),
  legalCheckRequest: (input: LegalCheckRequestInput) =>
    startOf("legalCheckRequest", legalCheckWorkflowId(input.requestId), input, {
      requestId: input.requestId,
    }),
  passwordResetEmail: (input: PasswordResetEmailInput) =>
    startOf("passwordResetEmail", passwordResetWorkflowId(input.resetId), input, { resetId: input.resetId }),
  loginWarningEmail: (input: LoginWarningEmailInput) =>
    startOf("loginWarningEmail", loginWarningWorkflowId(input.warningId), input, {
      warningId: input.warningId,
    }),
  willReview: (input: WillReviewInput) =>
    startOf("willReview", reviewWorkflowId(input.reminderId), input, { reminderId: input.reminderId }),
};

/**
 * Gives a will's run the address the user has just stored: the run under its id, or one still
 * open under the id runs were started under before (docs/decisions/019-temporal-server.md).
 */
export async function signalWillRun(client: Pick<Client, "workflow">, willId: string): Promise<void> {
  try {
    await client.workflow.getHandle(willWorkflowId(willId)).signal(provideEmailSignal);
  } catch (error) {
    if ((error as Error).name !== "WorkflowNotFoundError") throw error;
    await client.workflow.getHandle(legacyWillWorkflowId(willId)).signal(provideEmailSignal);
  }
}

/**
 * Tells a will's review run that its reminder stopped or changed. A run that has ended (stopped
 * before, or its will deleted) needs nothing: the database already says so.
 */
export async function signalReview(
  client: Pick<Client, "workflow">,
  reminderId: string,
  signal: typeof stopReviewSignal | typeof reviewChangedSignal,
): Promise<void> {
  try {
    await client.workflow.getHandle(reviewWorkflowId(reminderId)).signal(signal);
  } catch (error) {
    if ((error as Error).name !== "WorkflowNotFoundError") throw error;
  }
}
