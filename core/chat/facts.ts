import { z } from "zod";
import {
  CalendarDateSchema,
  ExecutorRelationshipSchema,
  MaritalStatusSchema,
  type Beneficiary,
  type ContingentBeneficiary,
  type FamilyInfo,
} from "../will/form-data.ts";
import { computeBeneficiaryShares, equalShares } from "../will/rules.ts";
import { isSameName } from "../legal/checks.ts";
import { DEFAULT_INHERITANCE_AGE, MINIMUM_AGE } from "../legal/figures.ts";

/**
 * What the user has told the will assistant, as facts. Both assistants fill the same facts: the
 * offline interview (`engine.ts`) through the table's answers, the AI model through the
 * `answer_question` and `record_will_facts` tools (`openai.ts`). Every field is optional, and
 * `undefined` always means "not asked yet": an empty list or `false` is an answer. What is still
 * to be asked is read from the facts by the table (`missingTopics` in `interview.ts`), so both
 * assistants agree; `buildFormData` (`finalise.ts`) turns complete facts into the formData.
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

/** "Those shares add up to 90%…", or null when they add up to 100. */
export function sharesTotalProblem(shares: readonly Pick<ChatShare, "percentage">[]): string | null {
  if (sharesTotal100(shares)) return null;
  const total = Math.round(shares.reduce((sum, share) => sum + (share.percentage ?? 0), 0) * 100) / 100;
  return `Those shares add up to ${total}%. They need to add up to exactly 100%.`;
}

/** Why someone under 18 cannot take a role ("An executor"). */
export function underAgeProblem(fullName: string, role: string): string {
  return `${fullName} is under ${MINIMUM_AGE}. ${role} must be an adult, so please choose someone else.`;
}

/** Percentages all given and adding up to 100 (to the hundredth). */
function sharesTotal100(shares: readonly Pick<ChatShare, "percentage">[]): boolean {
  if (shares.some((share) => share.percentage === undefined)) return false;
  const hundredths = shares.reduce((sum, share) => sum + Math.round((share.percentage ?? 0) * 100), 0);
  return hundredths === 10_000;
}

/** The family as formData holds it (guardians are added by `buildFormData`). */
export function familyFromFacts(facts: ChatFacts): FamilyInfo {
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
export function youngChildrenWhoInherit(facts: ChatFacts): ChatChild[] {
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
