import { z } from "zod";

/**
 * What a legal check says about a will:
 * - "block": the will would not be valid or would not work as meant; it cannot be finalised;
 * - "warn": the user must know this (and may need to act) but the will can be made;
 * - "review": the situation needs a professional; recommend the optional human legal check.
 */
export const SeveritySchema = z.enum(["block", "warn", "review"]);
export type Severity = z.infer<typeof SeveritySchema>;

export const LegalFindingSchema = z.object({
  /** Stable identifier of the check, e.g. "testator-under-18". */
  code: z.string(),
  severity: SeveritySchema,
  /** Plain English, addressed to the user ("You must be 18 or over to make a will."). */
  message: z.string(),
  /** Where the rule comes from, as shown to users: "Wills Act 1837, s.7". */
  statute: z.string(),
  /** The formData path the finding is about, for showing it beside the field ("personalInfo.dateOfBirth"). */
  field: z.string().optional(),
});
export type LegalFinding = z.infer<typeof LegalFindingSchema>;

export function blocksTheWill(findings: readonly LegalFinding[]): boolean {
  return findings.some((finding) => finding.severity === "block");
}
