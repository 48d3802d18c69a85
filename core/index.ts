export * from "./dates.ts";
export * from "./will/form-data.ts";
export * from "./will/render.ts";
export * from "./will/rules.ts";
export * from "./will/steps.ts";
export * from "./will/summary.ts";
export * from "./legal/figures.ts";
export * from "./legal/finding.ts";
export * from "./legal/intestacy.ts";
export * from "./legal/witnesses.ts";
export * from "./accounts.ts";
export * from "./entities.ts";
export * from "./risk.ts";
export * from "./pipeline.ts";
export {
  ageOn,
  checksReading,
  checkAllDocuments,
  checkWill,
  checkWillDocuments,
  LEGAL_CHECKS,
  runChecks,
  STATUTES,
  type CheckOptions,
  type DocumentFindings,
  type LegalCheck,
  type LegalCheckFunction,
  type WillFormSection,
} from "./legal/checks.ts";
export * from "./will/draft.ts";
export * from "./will/people.ts";
export * from "./will/residue.ts";
export * from "./chat/index.ts";
export * from "./legal-check.ts";
