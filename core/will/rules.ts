import type {
  Beneficiary,
  ContingentBeneficiary,
  ExecutorInfo,
  FamilyInfo,
  MaritalStatus,
  ResidualEstate,
  WillFormData,
} from "./form-data.ts";
import { DEFAULT_INHERITANCE_AGE } from "../legal/figures.ts";

/**
 * The rules of docs/product.md sections 4, 5 and 9 that move the form, as pure functions.
 */

/**
 * Choosing any status other than married clears the spouse's name (and date of birth) and turns the
 * mirror will off.
 */
export function applyMaritalStatus(familyInfo: FamilyInfo, maritalStatus: MaritalStatus): FamilyInfo {
  if (maritalStatus === "married") return { ...familyInfo, maritalStatus };
  const { spouseName: _cleared, spouseDateOfBirth: _alsoCleared, ...rest } = familyInfo;
  return { ...rest, maritalStatus, hasMirrorWill: false };
}

export function hasSpouse(familyInfo: FamilyInfo): boolean {
  return familyInfo.maritalStatus === "married" && Boolean(familyInfo.spouseName?.trim());
}

/**
 * n equal shares of 100 (or of `total`), in hundredths, that add up to exactly that: 100 / n to 2
 * decimals, with the hundredths left over given one each to the first shares (3 -> 33.34, 33.33, 33.33).
 */
export function equalShares(count: number, total = 100): number[] {
  if (!Number.isInteger(count) || count < 1) return [];
  const cents = Math.round(total * 100);
  const base = Math.floor(cents / count);
  const remainder = cents - base * count;
  return Array.from({ length: count }, (_, index) => (base + (index < remainder ? 1 : 0)) / 100);
}

/** A share as the product shows it (docs/product.md section 9): 100 / n to 2 decimals ("33.33"), whole numbers without decimals ("100"). */
export function formatShare(percentage: number): string {
  const rounded = Math.round(percentage * 100) / 100;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2);
}

/**
 * The automatic beneficiary computation of docs/product.md section 4:
 * - married with a spouse: the spouse is primary with 100%, the children contingent in equal shares;
 * - otherwise: the children are primary in equal shares (and there are no automatic contingents).
 * With neither a spouse nor children there is nothing to compute: the user names beneficiaries.
 */
export function computeBeneficiaryShares(
  familyInfo: FamilyInfo,
): Pick<ResidualEstate, "beneficiaries" | "contingentBeneficiaries"> | null {
  const children = familyInfo.children;
  const childShares = equalShares(children.length);
  if (hasSpouse(familyInfo)) {
    const spouse: Beneficiary = {
      fullName: (familyInfo.spouseName ?? "").trim(),
      relationship: "spouse",
      percentage: 100,
      isPrimaryBeneficiary: true,
    };
    const contingent: ContingentBeneficiary[] = children.map((child, index) => ({
      fullName: child.fullName,
      relationship: "child",
      percentage: childShares[index] ?? 0,
      isContingentBeneficiary: true,
    }));
    return { beneficiaries: [spouse], contingentBeneficiaries: contingent };
  }
  if (children.length === 0) return null;
  const beneficiaries: Beneficiary[] = children.map((child, index) => ({
    fullName: child.fullName,
    relationship: "child",
    percentage: childShares[index] ?? 0,
    isPrimaryBeneficiary: true,
  }));
  return { beneficiaries, contingentBeneficiaries: [] };
}

/**
 * Leaving the estate step: when the user has not named beneficiaries of their own, the automatic
 * computation fills them in; names the user chose are never overwritten.
 */
export function applyAutomaticBeneficiaries(formData: WillFormData): WillFormData {
  if (formData.residualEstate.beneficiaries.length > 0) return formData;
  const computed = computeBeneficiaryShares(formData.familyInfo);
  if (!computed) return formData;
  return {
    ...formData,
    residualEstate: {
      ...formData.residualEstate,
      beneficiaries: computed.beneficiaries,
      contingentBeneficiaries:
        formData.residualEstate.contingentBeneficiaries.length > 0
          ? formData.residualEstate.contingentBeneficiaries
          : computed.contingentBeneficiaries,
    },
  };
}

export const ESTATE_STEP_HINT = "Please add at least one beneficiary for your estate.";

/**
 * The estate step's Next rule. docs/product.md: Next is disabled when there are no children and the person
 * is not married, with the hint. Read with the hint's own words, adding a beneficiary enables it:
 * otherwise a single person with no children could never finish.
 */
export function estateStepStatus(
  familyInfo: Pick<FamilyInfo, "maritalStatus" | "children">,
  beneficiaryCount: number,
): {
  canContinue: boolean;
  hint: string | null;
} {
  const canContinue =
    familyInfo.maritalStatus === "married" || familyInfo.children.length > 0 || beneficiaryCount > 0;
  return { canContinue, hint: canContinue ? null : ESTATE_STEP_HINT };
}

/** The trust option is offered only when there are children. */
export function trustOptionAvailable(familyInfo: FamilyInfo): boolean {
  return familyInfo.children.length > 0;
}

/**
 * The age at which the will's children's trust gives the testator's children their part, or null
 * when the will has no children's trust (then anyone under 18 has their part held until 18).
 */
export function childrensTrustAge(
  formData: Pick<WillFormData, "familyInfo" | "residualEstate">,
): number | null {
  const trust = formData.residualEstate.trustInfo;
  return trust.createTrust && trustOptionAvailable(formData.familyInfo) ? trust.inheritanceAge : null;
}

/**
 * The trust as stored: without children there is no trust; the inheritance age is a whole number,
 * 25 when missing or not a number.
 */
export function normaliseTrust(
  familyInfo: FamilyInfo,
  trustInfo: { createTrust?: boolean; inheritanceAge?: number | string | null },
): ResidualEstate["trustInfo"] {
  const parsed =
    typeof trustInfo.inheritanceAge === "string"
      ? Number(trustInfo.inheritanceAge.trim())
      : trustInfo.inheritanceAge;
  const inheritanceAge =
    typeof parsed === "number" && Number.isFinite(parsed) && trustInfo.inheritanceAge !== ""
      ? Math.trunc(parsed)
      : DEFAULT_INHERITANCE_AGE;
  return { createTrust: trustOptionAvailable(familyInfo) && Boolean(trustInfo.createTrust), inheritanceAge };
}

/** Answering no to "Would you like to name a replacement executor?" clears formData's alternate. */
export function applyAlternateExecutorAnswer(
  executorInfo: ExecutorInfo,
  wantsAlternate: boolean,
): ExecutorInfo {
  if (wantsAlternate) return executorInfo;
  const { alternate: _cleared, ...rest } = executorInfo;
  return rest;
}

/** Guardianship content (step 6) is shown only when there are children. */
export function guardianshipStepHasContent(familyInfo: FamilyInfo): boolean {
  return familyInfo.children.length > 0;
}
