import { WillFormDataSchema, type Child, type Executor, type WillFormData } from "../will/form-data.ts";
import { ageOn, checkNeedsProfessional, checkWill, isSameName } from "../legal/checks.ts";
import { blocksTheWill, type LegalFinding } from "../legal/finding.ts";
import { DEFAULT_INHERITANCE_AGE, MINIMUM_AGE } from "../legal/figures.ts";
import {
  automaticPlanAvailable,
  automaticPlanIncludesBackups,
  backupBeneficiariesOf,
  childrenOf,
  familyFromFacts,
  isKnownMinor,
  isMarried,
  peopleLeftOut,
  residuaryBeneficiariesOf,
  sharesTotalProblem,
  underAgeProblem,
  substitutionWorks,
  type ChatExecutor,
  type ChatFacts,
  type ChatShare,
  type ChatTopic,
  type YesNoUnsure,
} from "./facts.ts";
import { missingTopics } from "./interview.ts";

/**
 * From the facts to the will, for both assistants: the formData the facts give, the answers that
 * cannot stand, why a professional should look at the will, and whether it can be finalised now.
 */

// ---------------------------------------------------------------------------------------------
// From facts to formData

function executorFromFacts(executor: ChatExecutor): Executor {
  return {
    fullName: executor.fullName,
    relationship: executor.relationship ?? "other",
    address: executor.address ?? "",
    contact: executor.contact ?? "",
    ...(executor.isAdult !== undefined ? { isAdult: executor.isAdult } : {}),
  };
}

function yesNo(value: YesNoUnsure | undefined): boolean | undefined {
  return value === "yes" ? true : value === "no" ? false : undefined;
}

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
  const guardians = [...(facts.guardians ?? [])];
  const orders = guardians.map((guardian, index) => guardian.order ?? index + 1);
  const children: Child[] = childrenOf(facts).map((child) => ({
    fullName: child.fullName,
    age: child.age ?? 0,
    guardians:
      child.age !== undefined && child.age < MINIMUM_AGE
        ? guardians.map((guardian, index) => ({
            fullName: guardian.fullName,
            relationship: guardian.relationship ?? "",
            order: orders[index] ?? index + 1,
          }))
        : [],
  }));
  const inTrust = facts.createTrust === true && children.length > 0;
  const { executor, alternateExecutor } = facts;
  const left = peopleLeftOut(facts);
  const candidate = {
    personalInfo: {
      fullName: facts.fullName,
      dateOfBirth: facts.dateOfBirth,
      address: facts.address,
    },
    familyInfo: { ...family, children },
    residualEstate: {
      beneficiaries: residuaryBeneficiariesOf(facts) ?? [],
      contingentBeneficiaries: backupBeneficiariesOf(facts) ?? [],
      trustInfo: {
        createTrust: inTrust,
        inheritanceAge: inTrust ? (facts.inheritanceAge ?? DEFAULT_INHERITANCE_AGE) : DEFAULT_INHERITANCE_AGE,
      },
    },
    executorInfo: {
      primary: executor ? executorFromFacts(executor) : undefined,
      ...(facts.wantsAlternateExecutor && alternateExecutor
        ? { alternate: executorFromFacts(alternateExecutor) }
        : {}),
    },
    specificGifts: facts.hasSpecificGifts
      ? (facts.specificGifts ?? []).map((gift) => ({
          description: gift.description,
          beneficiary: gift.beneficiary,
          relationship: gift.relationship ?? "",
        }))
      : [],
    ...(facts.funeralWishes ? { funeralWishes: facts.funeralWishes } : {}),
    circumstances: {
      ...(!isMarried(facts) && facts.hasPartner && facts.partnerName
        ? { partnerName: facts.partnerName }
        : {}),
      ...(!isMarried(facts) && facts.planningToMarry && facts.expectedMarriageTo
        ? { expectedMarriageTo: facts.expectedMarriageTo }
        : {}),
      ...optionalBoolean("hasPropertyAbroad", yesNo(facts.propertyAbroad)),
      ...optionalBoolean("hasBusinessProperty", yesNo(facts.businessProperty)),
      ...optionalBoolean("hasVulnerableBeneficiary", yesNo(facts.vulnerableBeneficiary)),
      excludesSpouseOrChild: left.length > 0 && facts.excludesSpouseOrChild === true,
      ...(typeof facts.estimatedEstateValue === "number"
        ? { estimatedEstateValue: facts.estimatedEstateValue }
        : {}),
      ...optionalBoolean("wantsLifeInterest", facts.wantsLifeInterest),
    },
  };
  const parsed = WillFormDataSchema.safeParse(candidate);
  if (!parsed.success) {
    return {
      ok: false,
      missing: [],
      issues: parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    };
  }
  return { ok: true, formData: parsed.data };
}

function optionalBoolean<K extends string>(key: K, value: boolean | undefined): Partial<Record<K, boolean>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, boolean>);
}

// ---------------------------------------------------------------------------------------------
// Problems, the legal check recommendation, finalising

export interface FactProblem {
  topic: ChatTopic;
  /** Plain English for the user (or for the model to pass on). */
  message: string;
}

/**
 * Answers that cannot stand, in plain English: an age under 18, a date after today, a guardian or
 * executor under 18, shares that do not add up. The offline engine refuses such answers as they
 * come; for the AI model these are returned from the tool call so it can ask again.
 */
export function factProblems(facts: ChatFacts, today: string): FactProblem[] {
  const { dateOfBirth, spouseDateOfBirth, executor } = facts;
  const alternate = facts.wantsAlternateExecutor ? facts.alternateExecutor : undefined;
  const underAge = (person: { fullName: string; isAdult?: boolean } | undefined, role: string) =>
    person &&
    (person.isAdult === false || isKnownMinor(facts, person.fullName)) &&
    underAgeProblem(person.fullName, role);
  const found: Array<[ChatTopic, string | false | null | undefined]> = [
    [
      "dateOfBirth",
      dateOfBirth && dateOfBirth > today && "That date of birth is after today. Please check it.",
    ],
    [
      "dateOfBirth",
      dateOfBirth &&
        dateOfBirth <= today &&
        ageOn(dateOfBirth, today) < MINIMUM_AGE &&
        `You must be ${MINIMUM_AGE} or over to make a will in England and Wales (Wills Act 1837, s.7).`,
    ],
    [
      "mirrorWill",
      spouseDateOfBirth &&
        spouseDateOfBirth > today &&
        "Your spouse's date of birth is after today. Please check it.",
    ],
    ...(facts.guardians ?? []).map((guardian): [ChatTopic, string | false | undefined] => [
      "guardians",
      underAge(guardian, "A guardian"),
    ]),
    ["executor", underAge(executor, "An executor")],
    ["alternateExecutor", underAge(alternate, "An executor")],
    [
      "alternateExecutor",
      alternate &&
        isSameName(alternate.fullName, executor?.fullName) &&
        "The replacement executor must be a different person from the main executor.",
    ],
    [
      "residuary",
      facts.residuaryPlan === "named" &&
        percentagesProblem(facts.residuaryBeneficiaries, facts.residuarySplit),
    ],
    [
      "backup",
      facts.backupPlan === "named" && percentagesProblem(facts.backupBeneficiaries, facts.backupSplit),
    ],
    [
      "residuary",
      facts.residuaryPlan === "automatic" &&
        !automaticPlanAvailable(facts) &&
        "There is no spouse or child to leave the estate to automatically. Please name who should inherit.",
    ],
    [
      "backup",
      facts.backupPlan === "automatic" &&
        childrenOf(facts).length === 0 &&
        !automaticPlanIncludesBackups(facts) &&
        "There are no children to be the back-up beneficiaries.",
    ],
    [
      "backup",
      facts.backupPlan === "substitution" &&
        residuaryBeneficiariesOf(facts) &&
        !substitutionWorks(facts) &&
        "There is nobody else for the share to pass to. Please name a back-up beneficiary, or say none.",
    ],
  ];
  return found.flatMap(([topic, message]) => (message ? [{ topic, message }] : []));
}

/** Shares given as percentages: one missing, or a total that is not 100. */
function percentagesProblem(shares: ChatShare[] | undefined, split: string | undefined): string | null {
  if (!shares || shares.length < 2 || split !== "percentages") return null;
  if (shares.some((share) => share.percentage === undefined))
    return "Please give a percentage for each person.";
  return sharesTotalProblem(shares);
}

const UNSURE_REASONS: Array<[keyof ChatFacts, string]> = [
  ["propertyAbroad", "whether you own property outside England and Wales"],
  ["businessProperty", "whether you own a business or a farm"],
  ["vulnerableBeneficiary", "whether someone in your will is disabled or gets means-tested benefits"],
];

/**
 * Why a professional should look at this will (checkNeedsProfessional in core/legal/checks.ts), in plain English:
 * the legal checks' review findings, plus the circumstances the user was not sure about and an
 * estate value they could not guess. Empty when the optional legal check is not needed.
 */
export function legalCheckReasons(facts: ChatFacts, formData?: WillFormData): string[] {
  const built = formData ?? buildFormDataOrUndefined(facts);
  const reasons = built ? checkNeedsProfessional(built).map((finding) => finding.message) : [];
  for (const [key, words] of UNSURE_REASONS) {
    if (facts[key] === "unsure") {
      reasons.push(`You were not sure ${words}. A legal professional can check this with you.`);
    }
  }
  return reasons;
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
      problems: FactProblem[];
      /** Blocking legal findings, when the facts are complete but the will would not be valid. */
      blocking: LegalFinding[];
    };

/**
 * Whether the will can be finalised now, for both assistants: every topic answered and confirmed,
 * no problem with the answers, a formData the schema accepts, and no blocking legal finding.
 * `today` is YYYY-MM-DD.
 */
export function finaliseFacts(facts: ChatFacts, today: string): FinaliseResult {
  const missing = missingTopics({ facts });
  const problems = factProblems(facts, today);
  if (missing.length > 0 || problems.length > 0) return { ok: false, missing, problems, blocking: [] };
  const built = buildFormData(facts);
  if (!built.ok) {
    return {
      ok: false,
      missing: built.missing,
      problems: built.issues.map((message) => ({ topic: "confirmation", message })),
      blocking: [],
    };
  }
  const findings = checkWill(built.formData, { today });
  if (blocksTheWill(findings)) {
    return {
      ok: false,
      missing: [],
      problems: [],
      blocking: findings.filter((finding) => finding.severity === "block"),
    };
  }
  const reasons = legalCheckReasons(facts, built.formData);
  return {
    ok: true,
    formData: built.formData,
    findings,
    legalCheckRecommended: reasons.length > 0,
    legalCheckReasons: reasons,
  };
}

function buildFormDataOrUndefined(facts: ChatFacts): WillFormData | undefined {
  const result = buildFormData(facts);
  return result.ok ? result.formData : undefined;
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
