export * from "./will/form-data.ts";
export * from "./legal/figures.ts";
export * from "./legal/finding.ts";
export {
  ageOn,
  checksReading,
  checkWill,
  LEGAL_CHECKS,
  runChecks,
  STATUTES,
  type CheckOptions,
  type LegalCheck,
  type LegalCheckFunction,
  type WillFormSection,
} from "./legal/checks.ts";
