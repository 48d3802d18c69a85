import { MAX_EXECUTORS_TAKING_PROBATE } from "../legal/figures.ts";

/*
 * The words and numbers of a will's executors, as the form, the checks, the preview and the will
 * show them. No schema is made here (the form's page shows these before its checks are loaded,
 * docs/decisions/022-client-javascript.md); core/will/form-data.ts's schemas are made from them.
 */

/**
 * What the service calls each executor role, in the form, the checks, the preview and the will
 * (docs/legal.md, "Executors and trustees"): formData's `coExecutors` act together with the primary
 * executor; its `alternate` steps in for any of them who cannot act.
 */
export const EXECUTOR_ROLES = {
  primary: "executor",
  coExecutor: "joint executor",
  alternate: "replacement executor",
} as const;

/** An executor role as a label or heading starts: "Joint executor". */
export function executorRoleTitle(role: keyof typeof EXECUTOR_ROLES): string {
  const text = EXECUTOR_ROLES[role];
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An executor's relationship to the testator, in the order the form offers them. */
export const EXECUTOR_RELATIONSHIPS = [
  "spouse",
  "child",
  "sibling",
  "parent",
  "friend",
  "professional",
  "other",
] as const;

/** How executor relationship codes read in the will and the preview (docs/product.md section 2: "Legal Professional"). */
export const EXECUTOR_RELATIONSHIP_LABELS: Record<(typeof EXECUTOR_RELATIONSHIPS)[number], string> = {
  spouse: "Spouse",
  child: "Child",
  sibling: "Sibling",
  parent: "Parent",
  friend: "Friend",
  professional: "Legal Professional",
  other: "Other",
};

/** Four executors in all can take probate together: the main one and three joint executors. */
export const MAX_JOINT_EXECUTORS = MAX_EXECUTORS_TAKING_PROBATE - 1;

export const ALTERNATE_EXECUTOR_QUESTION = `Would you like to name a ${EXECUTOR_ROLES.alternate}?`;
