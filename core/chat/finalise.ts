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

/** From the facts to the will, for both assistants (docs/chat.md, "Finishing"). */

const yesNo = (value?: YesNoUnsure) => (value === "yes" ? true : value === "no" ? false : undefined);

/** The formData the facts give, once every topic but the confirmation is answered. */
export function buildFormData(facts: ChatFacts) {
  const missing = missingTopics({ facts }).filter((topic) => topic !== "confirmation");
  if (missing.length > 0) return { ok: false as const, missing, issues: [] };
  const family = familyFromFacts(facts);
  const parsed = WillFormDataSchema.safeParse({
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
  });
  if (parsed.success) return { ok: true as const, formData: parsed.data };
  const issues = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  return { ok: false as const, missing: [], issues };
}

const UNSURE_REASONS: Array<[keyof ChatFacts, string]> = [
  ["propertyAbroad", "whether you own property outside England and Wales"],
  ["businessProperty", "whether you own a business or a farm"],
  ["vulnerableBeneficiary", "whether someone in your will is disabled or gets means-tested benefits"],
];

/** Why a professional should look at the will: the review findings, and what the user was not sure of. */
const legalCheckReasons = (facts: ChatFacts, formData: WillFormData) => [
  ...checkNeedsProfessional(formData).map((finding) => finding.message),
  ...UNSURE_REASONS.filter(([key]) => facts[key] === "unsure").map(
    ([, words]) => `You were not sure ${words}. A legal professional can check this with you.`,
  ),
];

/**
 * Whether the will can be finalised now: nothing missing (the confirmation included), a formData the
 * schema accepts, and no blocking legal finding. `today` is YYYY-MM-DD.
 */
export function finaliseFacts(facts: ChatFacts, today: string) {
  const missing = missingTopics({ facts });
  const built = missing.length > 0 ? null : buildFormData(facts);
  const findings = built?.ok ? checkWill(built.formData, { today }) : [];
  const blocking = findings.filter((finding) => finding.severity === "block");
  if (!built?.ok || blocking.length > 0)
    return { ok: false as const, missing, blocking, issues: built?.ok === false ? built.issues : [] };
  const reasons = legalCheckReasons(facts, built.formData);
  const { formData } = built;
  return {
    ok: true as const,
    formData,
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
