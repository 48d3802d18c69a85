/*
 * A finding is made by the checks and never read from input, so it is a type and makes no schema:
 * the pages that show findings carry no zod before they are interactive
 * (docs/decisions/022-client-javascript.md).
 */

/**
 * What a legal check says about a will:
 * - "block": the will would not be valid or would not work as meant; it cannot be finalised;
 * - "warn": the user must know this (and may need to act) but the will can be made;
 * - "review": the situation needs a professional; recommend the optional human legal check.
 */
export type Severity = "block" | "warn" | "review";

export interface LegalFinding {
  /** Stable identifier of the check, e.g. "testator-under-18". */
  code: string;
  severity: Severity;
  /** Plain English, addressed to the user ("You must be 18 or over to make a will."). */
  message: string;
  /** Where the rule comes from, as shown to users: "Wills Act 1837, s.7". */
  statute: string;
  /** The formData path the finding is about, for showing it beside the field ("personalInfo.dateOfBirth"). */
  field?: string | undefined;
}

export function blocksTheWill(findings: readonly LegalFinding[]): boolean {
  return findings.some((finding) => finding.severity === "block");
}

/**
 * Why a will cannot be made, in the words shown to the person who sent it: every blocking
 * finding's message after one lead sentence; null when nothing blocks it.
 */
export function whyBlocked(findings: readonly LegalFinding[]): string | null {
  const blocking = findings.filter((finding) => finding.severity === "block");
  if (blocking.length === 0) return null;
  return `The will cannot be made yet: ${blocking.map((finding) => finding.message).join(" ")}`;
}
