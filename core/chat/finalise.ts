import { WillFormDataSchema, type WillFormData } from "../will/form-data.ts";
import { normaliseTrust } from "../will/rules.ts";
import { checkNeedsProfessional, checkWill } from "../legal/checks.ts";
import { type LegalFinding } from "../legal/finding.ts";
import {
  backupBeneficiariesOf,
  familyFromFacts,
  isMarried,
  peopleLeftOut,
  residuaryBeneficiariesOf,
  type ChatFacts,
  type ChatTopic,
  type YesNoUnsure,
} from "./facts.ts";
import { missingTopics } from "./interview.ts";

/**
 * From the facts to the will, for both assistants: the formData the facts give, why a
 * professional should look at the will, and whether it can be finalised now.
 */

// ---------------------------------------------------------------------------------------------
// From facts to formData

const yesNo = (value?: YesNoUnsure) => (value === "yes" ? true : value === "no" ? false : undefined);

export type BuildResult =
  { ok: true; formData: WillFormData } | { ok: false; missing: ChatTopic[]; issues: string[] };

/**
 * The will's formData from the facts, validated by the formData schema. Works once every topic but
 * the confirmation is answered (the summary shown for confirmation is built from it).
 */
export function buildFormData(facts: ChatFacts): BuildResult {
  const missing = missingTopics({ facts }).filter((topic) => topic !== "confirmation");
  if (missing.length > 0) return { ok: false, missing, issues: [] };
  const family = familyFromFacts(facts);
  const candidate = {
    personalInfo: { fullName: facts.fullName, dateOfBirth: facts.dateOfBirth, address: facts.address },
    familyInfo: family,
    residualEstate: {
      beneficiaries: residuaryBeneficiariesOf(facts) ?? [],
      contingentBeneficiaries: backupBeneficiariesOf(facts) ?? [],
      trustInfo: normaliseTrust(family, facts),
    },
    // Complete, the chat's executors and gifts are the form's (the schema drops the relationship's words).
    executorInfo: {
      primary: facts.executor,
      alternate: facts.wantsAlternateExecutor ? facts.alternateExecutor : undefined,
    },
    specificGifts: facts.hasSpecificGifts ? facts.specificGifts : [],
    funeralWishes: facts.funeralWishes ?? undefined,
    circumstances: {
      partnerName: !isMarried(facts) && facts.hasPartner ? facts.partnerName : undefined,
      expectedMarriageTo: !isMarried(facts) && facts.planningToMarry ? facts.expectedMarriageTo : undefined,
      hasPropertyAbroad: yesNo(facts.propertyAbroad),
      hasBusinessProperty: yesNo(facts.businessProperty),
      hasVulnerableBeneficiary: yesNo(facts.vulnerableBeneficiary),
      excludesSpouseOrChild: peopleLeftOut(facts).length > 0 && facts.excludesSpouseOrChild === true,
      estimatedEstateValue: facts.estimatedEstateValue ?? undefined,
      wantsLifeInterest: facts.wantsLifeInterest,
    },
  };
  const parsed = WillFormDataSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, formData: parsed.data };
  const issues = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  return { ok: false, missing: [], issues };
}

// ---------------------------------------------------------------------------------------------
// The legal check recommendation, finalising

const UNSURE_REASONS: Array<[keyof ChatFacts, string]> = [
  ["propertyAbroad", "whether you own property outside England and Wales"],
  ["businessProperty", "whether you own a business or a farm"],
  ["vulnerableBeneficiary", "whether someone in your will is disabled or gets means-tested benefits"],
];

/**
 * Why a professional should look at this will (checkNeedsProfessional in core/legal/checks.ts), in
 * plain English: the legal checks' review findings, plus the circumstances the user was not sure
 * about. Empty when the optional legal check is not needed.
 */
function legalCheckReasons(facts: ChatFacts, formData: WillFormData): string[] {
  return [
    ...checkNeedsProfessional(formData).map((finding) => finding.message),
    ...UNSURE_REASONS.filter(([key]) => facts[key] === "unsure").map(
      ([, words]) => `You were not sure ${words}. A legal professional can check this with you.`,
    ),
  ];
}

export type FinaliseResult =
  | {
      ok: true;
      formData: WillFormData;
      /** Every legal finding (warnings and review points; none blocks). */
      findings: LegalFinding[];
      legalCheckRecommended: boolean;
      legalCheckReasons: string[];
    }
  | {
      ok: false;
      /** Topics still to ask, including "confirmation" when the user has not confirmed. */
      missing: ChatTopic[];
      /** Blocking legal findings, when the facts are complete but the will would not be valid. */
      blocking: LegalFinding[];
      /** What the formData schema refused, when it did. */
      issues: string[];
    };

/**
 * Whether the will can be finalised now, for both assistants: every topic answered and confirmed
 * (an answer that cannot stand is refused when it is given, or asked again by the table), a
 * formData the schema accepts, and no blocking legal finding. `today` is YYYY-MM-DD.
 */
export function finaliseFacts(facts: ChatFacts, today: string): FinaliseResult {
  const missing = missingTopics({ facts });
  const built = missing.length > 0 ? null : buildFormData(facts);
  if (!built?.ok) return { ok: false, missing, blocking: [], issues: built?.issues ?? [] };
  const findings = checkWill(built.formData, { today });
  const blocking = findings.filter((finding) => finding.severity === "block");
  if (blocking.length > 0) return { ok: false, missing: [], blocking, issues: [] };
  const reasons = legalCheckReasons(facts, built.formData);
  return {
    ok: true,
    formData: built.formData,
    findings,
    legalCheckRecommended: reasons.length > 0,
    legalCheckReasons: reasons,
  };
}

/** The topic a legal finding is about, by the formData path it names. */
export function topicOfFinding(finding: Pick<LegalFinding, "field">): ChatTopic {
  const field = finding.field ?? "";
  if (field.startsWith("personalInfo.dateOfBirth")) return "dateOfBirth";
  if (field.startsWith("personalInfo")) return "fullName";
  if (/^familyInfo\.children\.\d+\.guardians/.test(field) || field === "familyInfo.children")
    return "guardians";
  if (field.startsWith("familyInfo.hasMirrorWill")) return "mirrorWill";
  if (field.startsWith("familyInfo")) return "maritalStatus";
  if (field.startsWith("executorInfo.alternate")) return "alternateExecutor";
  if (field.startsWith("executorInfo")) return "executor";
  if (field.startsWith("specificGifts")) return "specificGifts";
  if (field.startsWith("residualEstate.contingentBeneficiaries")) return "backup";
  if (field.startsWith("residualEstate.trustInfo")) return "trust";
  if (field.startsWith("residualEstate")) return "residuary";
  return "confirmation";
}
