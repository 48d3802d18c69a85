import { z } from "zod";
import {
  CalendarDateSchema,
  ExecutorRelationshipSchema,
  MaritalStatusSchema,
  WillFormDataSchema,
  type Beneficiary,
  type Child,
  type ContingentBeneficiary,
  type Executor,
  type FamilyInfo,
  type WillFormData,
} from "../will/form-data.ts";
import { computeBeneficiaryShares, equalShares } from "../will/rules.ts";
import { ageOn, checkNeedsProfessional, checkWill, isSameName } from "../legal/checks.ts";
import { blocksTheWill, type LegalFinding } from "../legal/finding.ts";
import { DEFAULT_INHERITANCE_AGE, MINIMUM_AGE } from "../legal/figures.ts";

/**
 * What the user has told the will assistant, as facts. Both assistants fill the same facts: the
 * offline interview engine (`offline.ts`) from its own parsing, the AI model through the
 * `record_will_facts` tool (`openai.ts`). Every field is optional, and `undefined` always means
 * "not asked yet": an empty list or `false` is an answer. `missingTopics` reads the facts alone,
 * so both assistants agree on what is still to be asked, and `buildFormData` turns complete facts
 * into the formData the rest of the service renders and checks.
 */

const MAX_NAME = 200;
const MAX_ADDRESS = 500;
const MAX_TEXT = 5_000;

const nameText = z.string().trim().min(1).max(MAX_NAME);
const describe = <T extends z.ZodType>(schema: T, description: string): T => schema.describe(description);

/** Yes, no, or "I'm not sure" (which is an answer: unknown is not no). */
const YesNoUnsureSchema = z.enum(["yes", "no", "unsure"]);
export type YesNoUnsure = z.infer<typeof YesNoUnsureSchema>;

const ChatChildSchema = z.object({
  fullName: describe(nameText, "The child's full name"),
  age: describe(z.number().int().min(0).max(120), "Age in whole years").optional(),
});
type ChatChild = z.infer<typeof ChatChildSchema>;

const ChatGuardianSchema = z.object({
  fullName: describe(nameText, "The guardian's full name"),
  relationship: describe(nameText, "How the guardian is related to the user, e.g. sister").optional(),
  /** Guardians with the same order act together; 1 is the first choice. */
  order: describe(z.number().int().min(1).max(10), "1 for the first choice, 2 for the second").optional(),
  isAdult: describe(z.boolean(), "Confirmed 18 or over").optional(),
});

const ChatExecutorSchema = z.object({
  fullName: describe(nameText, "The executor's full name"),
  relationship: ExecutorRelationshipSchema.optional(),
  relationshipLabel: describe(nameText, "The relationship in the user's words, e.g. nephew").optional(),
  address: describe(z.string().trim().min(1).max(MAX_ADDRESS), "Their postal address").optional(),
  contact: describe(nameText, "Their phone number or email address").optional(),
  isAdult: describe(z.boolean(), "Confirmed 18 or over").optional(),
});
export type ChatExecutor = z.infer<typeof ChatExecutorSchema>;

const ChatShareSchema = z.object({
  fullName: describe(nameText, "The beneficiary's full name"),
  relationship: describe(nameText, "How they are related to the user, e.g. brother, friend").optional(),
  percentage: describe(z.number().min(0).max(100), "Their share in percent").optional(),
});
export type ChatShare = z.infer<typeof ChatShareSchema>;

const ChatGiftSchema = z.object({
  description: describe(z.string().trim().min(1).max(MAX_TEXT), "What is given, e.g. my gold watch"),
  beneficiary: describe(nameText, "Who receives it (full name)"),
  relationship: describe(nameText, "How they are related to the user").optional(),
});

const ShareSplitSchema = z.enum(["equal", "percentages"]);

export const ChatFactsSchema = z.object({
  fullName: describe(nameText, "The user's full name").optional(),
  dateOfBirth: describe(CalendarDateSchema, "The user's date of birth, YYYY-MM-DD").optional(),
  address: describe(z.string().trim().min(1).max(MAX_ADDRESS), "The user's home address").optional(),
  maritalStatus: describe(
    MaritalStatusSchema,
    "married includes a civil partnership and a separation that is not a final divorce",
  ).optional(),
  spouseName: describe(nameText, "The husband's, wife's or civil partner's full name").optional(),
  wantsMirrorWill: describe(z.boolean(), "Whether the spouse wants a matching (mirror) will").optional(),
  spouseDateOfBirth: describe(
    CalendarDateSchema,
    "The spouse's date of birth, for the mirror will",
  ).optional(),
  hasPartner: describe(z.boolean(), "Has an unmarried partner (not a spouse or civil partner)").optional(),
  partnerName: describe(nameText, "The unmarried partner's full name").optional(),
  planningToMarry: describe(
    z.boolean(),
    "Plans to marry or form a civil partnership with the partner",
  ).optional(),
  expectedMarriageTo: describe(nameText, "Full name of the person they plan to marry").optional(),
  hasChildren: z.boolean().optional(),
  children: z.array(ChatChildSchema).max(20).optional(),
  guardians: describe(
    z.array(ChatGuardianSchema).max(10),
    "Guardians for all children under 18; an empty list means the user chose none",
  ).optional(),
  executor: ChatExecutorSchema.optional(),
  wantsAlternateExecutor: z.boolean().optional(),
  alternateExecutor: ChatExecutorSchema.optional(),
  hasSpecificGifts: z.boolean().optional(),
  specificGifts: z.array(ChatGiftSchema).max(100).optional(),
  residuaryPlan: describe(
    z.enum(["automatic", "named"]),
    "automatic: spouse 100% with the children as back-ups in equal shares, or without a spouse the children in equal shares; named: the people in residuaryBeneficiaries",
  ).optional(),
  residuaryBeneficiaries: z.array(ChatShareSchema).max(50).optional(),
  residuarySplit: describe(ShareSplitSchema, "equal shares, or the percentages given").optional(),
  backupPlan: describe(
    z.enum(["automatic", "substitution", "named", "none"]),
    "Who inherits when a beneficiary dies first. automatic: the user's children in equal shares; substitution: a child's share to their own children, otherwise to the other beneficiaries; named: backupBeneficiaries; none: the user chose to leave it to the law",
  ).optional(),
  backupBeneficiaries: z.array(ChatShareSchema).max(50).optional(),
  backupSplit: ShareSplitSchema.optional(),
  createTrust: describe(z.boolean(), "Keep young children's shares in trust until inheritanceAge").optional(),
  inheritanceAge: describe(
    z.number().int().min(MINIMUM_AGE).max(99),
    "Age children receive their share (usually 25)",
  ).optional(),
  propertyAbroad: describe(YesNoUnsureSchema, "Owns property or land outside England and Wales").optional(),
  businessProperty: describe(YesNoUnsureSchema, "Owns a business, or a farm or farmland").optional(),
  vulnerableBeneficiary: describe(
    YesNoUnsureSchema,
    "A beneficiary is disabled or gets means-tested benefits",
  ).optional(),
  excludesSpouseOrChild: describe(
    z.boolean(),
    "The user leaves out a spouse or child on purpose (asked only when one gets nothing)",
  ).optional(),
  wantsLifeInterest: describe(
    z.boolean(),
    "Someone may use an asset for life before it passes on",
  ).optional(),
  estimatedEstateValue: describe(
    z.number().int().min(0).max(1_000_000_000_000).nullable(),
    "Rough value of everything owned minus debts, in pounds; null when the user does not know",
  ).optional(),
  funeralWishes: describe(
    z.string().trim().min(1).max(MAX_TEXT).nullable(),
    "Funeral wishes; null when the user has none",
  ).optional(),
  confirmed: describe(z.boolean(), "The user confirmed the summary of their will").optional(),
});
export type ChatFacts = z.infer<typeof ChatFactsSchema>;

/**
 * What the interview must have covered before a will can be finalised, in the order the offline
 * engine asks. Some apply only to some people (a spouse's name only when married).
 */
export const CHAT_TOPICS = [
  "fullName",
  "dateOfBirth",
  "address",
  "maritalStatus",
  "spouse",
  "mirrorWill",
  "partner",
  "marriagePlans",
  "children",
  "guardians",
  "executor",
  "alternateExecutor",
  "specificGifts",
  "residuary",
  "backup",
  "trust",
  "propertyAbroad",
  "businessProperty",
  "vulnerableBeneficiary",
  "exclusion",
  "estateValue",
  "funeralWishes",
  "confirmation",
] as const;
export const ChatTopicSchema = z.enum(CHAT_TOPICS);
export type ChatTopic = z.infer<typeof ChatTopicSchema>;

/** What each topic is about, in words a model (and a developer) can act on. */
export const TOPIC_DESCRIPTIONS: Record<ChatTopic, string> = {
  fullName: "the user's full name",
  dateOfBirth: "the user's date of birth (they must be 18 or over)",
  address: "the user's home address with postcode",
  maritalStatus: "marital status: single, married (or civil partnership, or separated), divorced or widowed",
  spouse: "the spouse's or civil partner's full name",
  mirrorWill: "whether the spouse wants a mirror will, and if so the spouse's date of birth",
  partner: "whether they have an unmarried partner, and the partner's full name",
  marriagePlans:
    "whether they plan to marry their partner (marriage cancels a will unless it says otherwise)",
  children: "whether they have children, and each child's full name and age",
  guardians: "guardians for children under 18: name, relationship, confirmed adult",
  executor: "the executor: full name, relationship, address, phone or email, confirmed adult",
  alternateExecutor: "whether they want a replacement executor, and if so the same details",
  specificGifts: "particular gifts (item or money, who receives it, their relationship), or none",
  residuary: "who inherits the rest of the estate, and their shares adding up to 100%",
  backup: "who inherits if a beneficiary dies first",
  trust: "whether young children's shares are kept in trust until an age (usually 25)",
  propertyAbroad: "whether they own property or land outside England and Wales",
  businessProperty: "whether they own a business, or a farm or farmland",
  vulnerableBeneficiary: "whether a beneficiary is disabled or on means-tested benefits",
  exclusion: "whether leaving out a spouse or child who gets nothing is on purpose",
  estateValue: "a rough value of the estate (for inheritance tax), or that they do not know",
  funeralWishes: "any funeral wishes, or none",
  confirmation: "the user has seen a summary and confirmed it",
};

// ---------------------------------------------------------------------------------------------
// Reading the facts

/** A will's parties, for deciding who is who. */
export function isMarried(facts: ChatFacts): boolean {
  return facts.maritalStatus === "married";
}

export function childrenOf(facts: ChatFacts): ChatChild[] {
  return facts.hasChildren === false ? [] : (facts.children ?? []);
}

/** Children under 18 (those a guardian can be named for). Children whose age is unknown are not counted. */
export function minorChildren(facts: ChatFacts): ChatChild[] {
  return childrenOf(facts).filter((child) => child.age !== undefined && child.age < MINIMUM_AGE);
}

/** The child of the user with this name, if any. */
export function childNamed(facts: ChatFacts, fullName: string): ChatChild | undefined {
  return childrenOf(facts).find((child) => isSameName(child.fullName, fullName));
}

/** A person is known to be under 18 when they are one of the user's children under 18. */
export function isKnownMinor(facts: ChatFacts, fullName: string): boolean {
  const child = childNamed(facts, fullName);
  return child?.age !== undefined && child.age < MINIMUM_AGE;
}

function sharesComplete(
  shares: readonly ChatShare[] | undefined,
  split: "equal" | "percentages" | undefined,
) {
  if (!shares || shares.length === 0) return false;
  if (shares.some((share) => !share.relationship)) return false;
  if (shares.length === 1) return true;
  if (split === "equal") return true;
  if (split !== "percentages") return false;
  return sharesTotal100(shares);
}

/** Percentages all given and adding up to 100 (to the hundredth). */
export function sharesTotal100(shares: readonly Pick<ChatShare, "percentage">[]): boolean {
  if (shares.some((share) => share.percentage === undefined)) return false;
  const hundredths = shares.reduce((sum, share) => sum + Math.round((share.percentage ?? 0) * 100), 0);
  return hundredths === 10_000;
}

/** The family as formData holds it (guardians are added by `buildFormData`). */
function familyFromFacts(facts: ChatFacts): FamilyInfo {
  const married = isMarried(facts);
  return {
    maritalStatus: facts.maritalStatus ?? "single",
    ...(married && facts.spouseName ? { spouseName: facts.spouseName } : {}),
    hasMirrorWill: married && facts.wantsMirrorWill === true,
    ...(married && facts.wantsMirrorWill && facts.spouseDateOfBirth
      ? { spouseDateOfBirth: facts.spouseDateOfBirth }
      : {}),
    children: childrenOf(facts).map((child) => ({
      fullName: child.fullName,
      age: child.age ?? 0,
      guardians: [],
    })),
  };
}

function withShares(shares: readonly ChatShare[], split: "equal" | "percentages" | undefined) {
  const equal = equalShares(shares.length);
  return shares.map((share, index) => ({
    fullName: share.fullName,
    relationship: share.relationship ?? "",
    percentage:
      shares.length === 1 ? 100 : split === "percentages" ? (share.percentage ?? 0) : (equal[index] ?? 0),
  }));
}

/** True when the automatic rule has someone to give the estate to (a spouse, or children). */
export function automaticPlanAvailable(facts: ChatFacts): boolean {
  return computeBeneficiaryShares(familyFromFacts(facts)) !== null;
}

/** The automatic rule gives the children as back-ups itself (married, with a spouse and children). */
export function automaticPlanIncludesBackups(facts: ChatFacts): boolean {
  return (
    facts.residuaryPlan === "automatic" &&
    isMarried(facts) &&
    Boolean(facts.spouseName) &&
    childrenOf(facts).length > 0
  );
}

/** The residuary beneficiaries the facts give, or null when they do not say yet. */
export function residuaryBeneficiariesOf(facts: ChatFacts): Beneficiary[] | null {
  if (facts.residuaryPlan === "automatic") {
    return computeBeneficiaryShares(familyFromFacts(facts))?.beneficiaries ?? null;
  }
  if (facts.residuaryPlan === "named" && sharesComplete(facts.residuaryBeneficiaries, facts.residuarySplit)) {
    return withShares(facts.residuaryBeneficiaries ?? [], facts.residuarySplit).map((share) => ({
      ...share,
      isPrimaryBeneficiary: true,
    }));
  }
  return null;
}

/**
 * Substitution (no named back-ups) passes a share on only when there is someone to pass it to: a
 * child of the user (to their own children) or another beneficiary.
 */
export function substitutionWorks(facts: ChatFacts): boolean {
  const primaries = residuaryBeneficiariesOf(facts);
  if (!primaries) return false;
  return (
    primaries.length > 1 || primaries.some((primary) => childNamed(facts, primary.fullName) !== undefined)
  );
}

/** The back-up beneficiaries the facts give, or null when they do not say yet. */
export function backupBeneficiariesOf(facts: ChatFacts): ContingentBeneficiary[] | null {
  if (automaticPlanIncludesBackups(facts)) {
    return computeBeneficiaryShares(familyFromFacts(facts))?.contingentBeneficiaries ?? null;
  }
  switch (facts.backupPlan) {
    case "automatic": {
      const children = childrenOf(facts);
      if (children.length === 0) return null;
      const shares = equalShares(children.length);
      return children.map((child, index) => ({
        fullName: child.fullName,
        relationship: "child",
        percentage: shares[index] ?? 0,
        isContingentBeneficiary: true,
      }));
    }
    case "substitution":
      return substitutionWorks(facts) ? [] : null;
    case "none":
      return [];
    case "named":
      if (!sharesComplete(facts.backupBeneficiaries, facts.backupSplit)) return null;
      return withShares(facts.backupBeneficiaries ?? [], facts.backupSplit).map((share) => ({
        ...share,
        isContingentBeneficiary: true,
      }));
    default:
      return null;
  }
}

/** Everyone who receives something, as far as the facts say so far. */
function namesThatInherit(facts: ChatFacts): string[] {
  return [
    ...(residuaryBeneficiariesOf(facts) ?? []).map((share) => share.fullName),
    ...(backupBeneficiariesOf(facts) ?? []).map((share) => share.fullName),
    ...(facts.hasSpecificGifts ? (facts.specificGifts ?? []) : []).map((gift) => gift.beneficiary),
  ];
}

/**
 * The spouse and children who get nothing from the will as planned. Empty until the residuary
 * estate and the back-ups are decided (before that, nobody can be said to be left out).
 */
export function peopleLeftOut(facts: ChatFacts): string[] {
  if (residuaryBeneficiariesOf(facts) === null || backupBeneficiariesOf(facts) === null) return [];
  const inherit = namesThatInherit(facts);
  const family = [
    ...(isMarried(facts) && facts.spouseName ? [facts.spouseName] : []),
    ...childrenOf(facts).map((child) => child.fullName),
  ];
  return family.filter((person) => !inherit.some((name) => isSameName(name, person)));
}

/** Children who could inherit young (under the usual trust age): the trust question is for them. */
function youngChildrenWhoInherit(facts: ChatFacts): ChatChild[] {
  const inherit = [...(residuaryBeneficiariesOf(facts) ?? []), ...(backupBeneficiariesOf(facts) ?? [])].map(
    (share) => share.fullName,
  );
  return childrenOf(facts).filter(
    (child) =>
      child.age !== undefined &&
      child.age < DEFAULT_INHERITANCE_AGE &&
      inherit.some((name) => isSameName(name, child.fullName)),
  );
}

function executorComplete(facts: ChatFacts, executor: ChatExecutor | undefined): boolean {
  return Boolean(
    executor &&
    executor.relationship &&
    executor.address &&
    executor.contact &&
    executor.isAdult === true &&
    !isKnownMinor(facts, executor.fullName),
  );
}

function guardiansComplete(facts: ChatFacts): boolean {
  if (minorChildren(facts).length === 0) return true;
  const guardians = facts.guardians;
  if (!guardians) return false;
  return guardians.every(
    (guardian) =>
      guardian.relationship && guardian.isAdult === true && !isKnownMinor(facts, guardian.fullName),
  );
}

/** Whether one topic still needs asking (or asking again because the answer cannot stand). */
export function topicIsMissing(facts: ChatFacts, topic: ChatTopic): boolean {
  const married = isMarried(facts);
  const notMarried = facts.maritalStatus !== undefined && !married;
  switch (topic) {
    case "fullName":
      return !facts.fullName;
    case "dateOfBirth":
      return !facts.dateOfBirth;
    case "address":
      return !facts.address;
    case "maritalStatus":
      return !facts.maritalStatus;
    case "spouse":
      return married && !facts.spouseName;
    case "mirrorWill":
      return (
        married &&
        (facts.wantsMirrorWill === undefined || (facts.wantsMirrorWill && !facts.spouseDateOfBirth))
      );
    case "partner":
      return notMarried && (facts.hasPartner === undefined || (facts.hasPartner && !facts.partnerName));
    case "marriagePlans":
      return (
        notMarried &&
        facts.hasPartner === true &&
        (facts.planningToMarry === undefined || (facts.planningToMarry && !facts.expectedMarriageTo))
      );
    case "children":
      return (
        facts.hasChildren === undefined ||
        (facts.hasChildren &&
          ((facts.children ?? []).length === 0 ||
            (facts.children ?? []).some((child) => child.age === undefined)))
      );
    case "guardians":
      return !guardiansComplete(facts);
    case "executor":
      return !executorComplete(facts, facts.executor);
    case "alternateExecutor":
      return (
        facts.wantsAlternateExecutor === undefined ||
        (facts.wantsAlternateExecutor &&
          (!executorComplete(facts, facts.alternateExecutor) ||
            isSameName(facts.alternateExecutor?.fullName, facts.executor?.fullName)))
      );
    case "specificGifts":
      return (
        facts.hasSpecificGifts === undefined ||
        (facts.hasSpecificGifts &&
          ((facts.specificGifts ?? []).length === 0 ||
            (facts.specificGifts ?? []).some((gift) => !gift.relationship)))
      );
    case "residuary":
      return residuaryBeneficiariesOf(facts) === null;
    case "backup":
      return backupBeneficiariesOf(facts) === null;
    case "trust":
      return facts.createTrust === undefined && youngChildrenWhoInherit(facts).length > 0;
    case "propertyAbroad":
      return facts.propertyAbroad === undefined;
    case "businessProperty":
      return facts.businessProperty === undefined;
    case "vulnerableBeneficiary":
      return facts.vulnerableBeneficiary === undefined;
    case "exclusion":
      return peopleLeftOut(facts).length > 0 && facts.excludesSpouseOrChild !== true;
    case "estateValue":
      return facts.estimatedEstateValue === undefined;
    case "funeralWishes":
      return facts.funeralWishes === undefined;
    case "confirmation":
      return facts.confirmed !== true;
  }
}

/**
 * The topics still to be asked, in the order the interview asks them: the one rule of
 * completeness for both assistants. Takes the conversation state (or anything holding facts).
 */
export function missingTopics(state: { facts: ChatFacts }): ChatTopic[] {
  return CHAT_TOPICS.filter((topic) => topicIsMissing(state.facts, topic));
}

/** The next topic to ask about, or null when everything is known and confirmed. */
export function nextTopic(state: { facts: ChatFacts }): ChatTopic | null {
  return missingTopics(state)[0] ?? null;
}

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
  const problems: FactProblem[] = [];
  if (facts.dateOfBirth) {
    if (facts.dateOfBirth > today) {
      problems.push({ topic: "dateOfBirth", message: "That date of birth is after today. Please check it." });
    } else if (ageOn(facts.dateOfBirth, today) < MINIMUM_AGE) {
      problems.push({
        topic: "dateOfBirth",
        message: `You must be ${MINIMUM_AGE} or over to make a will in England and Wales (Wills Act 1837, s.7).`,
      });
    }
  }
  if (facts.spouseDateOfBirth && facts.spouseDateOfBirth > today) {
    problems.push({
      topic: "mirrorWill",
      message: "Your spouse's date of birth is after today. Please check it.",
    });
  }
  for (const guardian of facts.guardians ?? []) {
    if (guardian.isAdult === false || isKnownMinor(facts, guardian.fullName)) {
      problems.push({
        topic: "guardians",
        message: `${guardian.fullName} is under ${MINIMUM_AGE}. A guardian must be an adult, so please choose someone else.`,
      });
    }
  }
  const executors: Array<[ChatTopic, ChatExecutor | undefined]> = [
    ["executor", facts.executor],
    ["alternateExecutor", facts.wantsAlternateExecutor ? facts.alternateExecutor : undefined],
  ];
  for (const [topic, executor] of executors) {
    if (executor && (executor.isAdult === false || isKnownMinor(facts, executor.fullName))) {
      problems.push({
        topic,
        message: `${executor.fullName} is under ${MINIMUM_AGE}. An executor must be an adult, so please choose someone else.`,
      });
    }
  }
  if (
    facts.wantsAlternateExecutor &&
    facts.alternateExecutor &&
    isSameName(facts.alternateExecutor.fullName, facts.executor?.fullName)
  ) {
    problems.push({
      topic: "alternateExecutor",
      message: "The replacement executor must be a different person from the main executor.",
    });
  }
  const shareLists: Array<[ChatTopic, ChatShare[] | undefined, string | undefined, boolean]> = [
    ["residuary", facts.residuaryBeneficiaries, facts.residuarySplit, facts.residuaryPlan === "named"],
    ["backup", facts.backupBeneficiaries, facts.backupSplit, facts.backupPlan === "named"],
  ];
  for (const [topic, shares, split, inUse] of shareLists) {
    if (!inUse || !shares || shares.length < 2 || split !== "percentages") continue;
    if (shares.some((share) => share.percentage === undefined)) {
      problems.push({ topic, message: "Please give a percentage for each person." });
    } else if (!sharesTotal100(shares)) {
      const total = Math.round(shares.reduce((sum, share) => sum + (share.percentage ?? 0), 0) * 100) / 100;
      problems.push({
        topic,
        message: `Those shares add up to ${total}%. They need to add up to exactly 100%.`,
      });
    }
  }
  if (facts.residuaryPlan === "automatic" && !automaticPlanAvailable(facts)) {
    problems.push({
      topic: "residuary",
      message:
        "There is no spouse or child to leave the estate to automatically. Please name who should inherit.",
    });
  }
  if (
    facts.backupPlan === "automatic" &&
    childrenOf(facts).length === 0 &&
    !automaticPlanIncludesBackups(facts)
  ) {
    problems.push({ topic: "backup", message: "There are no children to be the back-up beneficiaries." });
  }
  if (facts.backupPlan === "substitution" && residuaryBeneficiariesOf(facts) && !substitutionWorks(facts)) {
    problems.push({
      topic: "backup",
      message:
        "There is nobody else for the share to pass to. Please name a back-up beneficiary, or say none.",
    });
  }
  return problems;
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
