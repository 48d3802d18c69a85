import { z } from "zod";
import {
  BeneficiarySchema,
  CalendarDateSchema,
  ExecutorSchema,
  MaritalStatusSchema,
  PersonalInfoSchema,
  SpecificGiftSchema,
  type Beneficiary,
  type ContingentBeneficiary,
  type FamilyInfo,
} from "../will/form-data.ts";
import { computeBeneficiaryShares, equalShares } from "../will/rules.ts";
import { checkShares, isSameName } from "../legal/checks.ts";
import { DEFAULT_INHERITANCE_AGE, MINIMUM_AGE } from "../legal/figures.ts";

/**
 * What the user has told the will assistant, as facts. Both assistants fill the same facts: the
 * offline interview (`engine.ts`) through the table's answers, the AI model through the
 * `answer_question` and `change_answer` tools (`openai.ts`). Every field is optional, and
 * `undefined` always means "not asked yet": an empty list or `false` is an answer. What is still
 * to be asked is read from the facts by the table (`missingTopics` in `interview.ts`), so both
 * assistants agree; `buildFormData` (`finalise.ts`) turns complete facts into the formData.
 */

const MAX_TEXT = 5_000;

/** A name as the form takes it. */
const nameText = PersonalInfoSchema.shape.fullName;

/** Yes, no, or "I'm not sure" (which is an answer: unknown is not no). */
export const YesNoUnsureSchema = z.enum(["yes", "no", "unsure"]);
export type YesNoUnsure = z.infer<typeof YesNoUnsureSchema>;

const ChatChildSchema = z.object({ fullName: nameText, age: z.number().int().min(0).max(120).optional() });
type ChatChild = z.infer<typeof ChatChildSchema>;

const ChatGuardianSchema = z.object({
  fullName: nameText,
  relationship: nameText.optional(),
  isAdult: z.boolean().optional(),
});

/** The form's executor, its relationship, address and contact asked one at a time. */
const ChatExecutorSchema = ExecutorSchema.omit({ personId: true })
  .partial({ relationship: true, address: true, contact: true })
  .extend({
    /** The relationship in the user's words ("nephew"); `relationship` is the form's category. */
    relationshipLabel: nameText.optional(),
  });
export type ChatExecutor = z.infer<typeof ChatExecutorSchema>;

/** A share as the form holds it, its percentage worked out when given; its relationship may be still to ask. */
const ChatShareSchema = BeneficiarySchema.pick({ fullName: true, percentage: true }).extend({
  relationship: nameText.optional(),
});
export type ChatShare = z.infer<typeof ChatShareSchema>;

/** The form's gift, its relationship still to ask while it is being asked. */
const ChatGiftSchema = SpecificGiftSchema.pick({ description: true, beneficiary: true }).extend({
  relationship: nameText.optional(),
});

/**
 * The answers. `residuaryPlan` "automatic" is the usual plan (the spouse, then the children in
 * equal shares; without a spouse, the children). `backupPlan` "automatic" is the children in equal
 * shares, "substitution" passes a child's share to their own children and otherwise to the other
 * beneficiaries, "none" leaves it to the law. `estimatedEstateValue` null is "not sure";
 * `funeralWishes` null is "none".
 */
export const ChatFactsSchema = z.object({
  ...PersonalInfoSchema.partial().shape,
  maritalStatus: MaritalStatusSchema.optional(),
  spouseName: nameText.optional(),
  wantsMirrorWill: z.boolean().optional(),
  spouseDateOfBirth: CalendarDateSchema.optional(),
  hasPartner: z.boolean().optional(),
  partnerName: nameText.optional(),
  planningToMarry: z.boolean().optional(),
  expectedMarriageTo: nameText.optional(),
  hasChildren: z.boolean().optional(),
  children: z.array(ChatChildSchema).max(20).optional(),
  guardians: z.array(ChatGuardianSchema).max(10).optional(),
  executor: ChatExecutorSchema.optional(),
  wantsAlternateExecutor: z.boolean().optional(),
  alternateExecutor: ChatExecutorSchema.optional(),
  hasSpecificGifts: z.boolean().optional(),
  specificGifts: z.array(ChatGiftSchema).max(100).optional(),
  residuaryPlan: z.enum(["automatic", "named"]).optional(),
  residuaryBeneficiaries: z.array(ChatShareSchema).max(50).optional(),
  backupPlan: z.enum(["automatic", "substitution", "named", "none"]).optional(),
  backupBeneficiaries: z.array(ChatShareSchema).max(50).optional(),
  createTrust: z.boolean().optional(),
  inheritanceAge: z.number().int().min(MINIMUM_AGE).max(99).optional(),
  propertyAbroad: YesNoUnsureSchema.optional(),
  businessProperty: YesNoUnsureSchema.optional(),
  vulnerableBeneficiary: YesNoUnsureSchema.optional(),
  excludesSpouseOrChild: z.boolean().optional(),
  wantsLifeInterest: z.boolean().optional(),
  estimatedEstateValue: z.number().int().min(0).max(1_000_000_000_000).nullable().optional(),
  funeralWishes: z.string().trim().min(1).max(MAX_TEXT).nullable().optional(),
  confirmed: z.boolean().optional(),
});
export type ChatFacts = z.infer<typeof ChatFactsSchema>;

/**
 * What the interview must have covered before a will can be finalised, in the order the offline
 * engine asks, each with the facts its questions set (changing an answer forgets them). Some apply
 * only to some people (a spouse's name only when married).
 */
const TOPIC_FACTS = {
  fullName: ["fullName"],
  dateOfBirth: ["dateOfBirth"],
  address: ["address"],
  maritalStatus: ["maritalStatus"],
  spouse: ["spouseName"],
  mirrorWill: ["wantsMirrorWill", "spouseDateOfBirth"],
  partner: ["hasPartner", "partnerName"],
  marriagePlans: ["planningToMarry", "expectedMarriageTo"],
  children: ["hasChildren", "children"],
  guardians: ["guardians"],
  executor: ["executor"],
  alternateExecutor: ["wantsAlternateExecutor", "alternateExecutor"],
  specificGifts: ["hasSpecificGifts", "specificGifts"],
  residuary: ["residuaryPlan", "residuaryBeneficiaries"],
  backup: ["backupPlan", "backupBeneficiaries"],
  trust: ["createTrust", "inheritanceAge"],
  propertyAbroad: ["propertyAbroad"],
  businessProperty: ["businessProperty"],
  vulnerableBeneficiary: ["vulnerableBeneficiary"],
  exclusion: ["excludesSpouseOrChild"],
  estateValue: ["estimatedEstateValue"],
  funeralWishes: ["funeralWishes"],
  confirmation: ["confirmed"],
} as const satisfies Record<string, ReadonlyArray<keyof ChatFacts>>;
export type ChatTopic = keyof typeof TOPIC_FACTS;
export const CHAT_TOPICS = Object.keys(TOPIC_FACTS) as ChatTopic[];

/** The facts without those the questions of these topics set, so that they are asked again. */
export function withoutTopics(facts: ChatFacts, topics: readonly ChatTopic[]): ChatFacts {
  const kept: ChatFacts = { ...facts };
  for (const key of topics.flatMap((topic) => TOPIC_FACTS[topic])) delete kept[key];
  return kept;
}

// ---------------------------------------------------------------------------------------------
// Reading the facts

/** A will's parties, for deciding who is who. */
export const isMarried = (facts: ChatFacts) => facts.maritalStatus === "married";

export const childrenOf = (facts: ChatFacts): ChatChild[] =>
  facts.hasChildren === false ? [] : (facts.children ?? []);

/** Children under 18 (those a guardian can be named for). Children whose age is unknown are not counted. */
export const minorChildren = (facts: ChatFacts) =>
  childrenOf(facts).filter((child) => child.age !== undefined && child.age < MINIMUM_AGE);

/** The child of the user with this name, if any. */
export const childNamed = (facts: ChatFacts, fullName: string) =>
  childrenOf(facts).find((child) => isSameName(child.fullName, fullName));

/** A person is known to be under 18 when they are one of the user's children under 18. */
export const isKnownMinor = (facts: ChatFacts, fullName: string) =>
  minorChildren(facts).some((child) => isSameName(child.fullName, fullName));

/** Names in equal shares of 100 (the form's rule: 33.34, 33.33, 33.33). */
export function inEqualShares<T extends { fullName: string }>(
  people: readonly T[],
): (T & { percentage: number })[] {
  const equal = equalShares(people.length);
  return people.map((person, index) => ({ ...person, percentage: equal[index] ?? 0 }));
}

/** Why these shares cannot stand (the form's rule: adding up to 100), or null. */
export function sharesProblem(shares: readonly ChatShare[], backup = false): string | null {
  const list = backup ? "residualEstate.contingentBeneficiaries" : "residualEstate.beneficiaries";
  return checkShares(shares, list)[0]?.message ?? null;
}

/** The shares of a named plan, when everyone's relationship is known and they add up to 100. */
function completeShares(shares: readonly ChatShare[] = [], backup = false) {
  if (shares.length === 0 || sharesProblem(shares, backup)) return null;
  const related = shares.flatMap(({ relationship, ...share }) =>
    relationship ? [{ ...share, relationship }] : [],
  );
  return related.length === shares.length ? related : null;
}

/** The family as formData holds it: the guardians, in the order given, for each child under 18. */
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
      guardians: minorChildren(facts).includes(child)
        ? (facts.guardians ?? []).map((guardian, index) => ({
            fullName: guardian.fullName,
            relationship: guardian.relationship ?? "",
            order: index + 1,
          }))
        : [],
    })),
  };
}

/** True when the automatic rule has someone to give the estate to (a spouse, or children). */
export const automaticPlanAvailable = (facts: ChatFacts) =>
  computeBeneficiaryShares(familyFromFacts(facts)) !== null;

/** The residuary beneficiaries the facts give, or null when they do not say yet. */
export function residuaryBeneficiariesOf(facts: ChatFacts): Beneficiary[] | null {
  if (facts.residuaryPlan === "automatic")
    return computeBeneficiaryShares(familyFromFacts(facts))?.beneficiaries ?? null;
  const named = facts.residuaryPlan === "named" ? completeShares(facts.residuaryBeneficiaries) : null;
  return named?.map((share) => ({ ...share, isPrimaryBeneficiary: true })) ?? null;
}

/**
 * Substitution (no named back-ups) passes a share on only when there is someone to pass it to: a
 * child of the user (to their own children) or another beneficiary.
 */
export function substitutionWorks(facts: ChatFacts): boolean {
  const primaries = residuaryBeneficiariesOf(facts) ?? [];
  return primaries.length > 1 || primaries.some((primary) => childNamed(facts, primary.fullName));
}

/** The back-up beneficiaries the facts give, or null when they do not say yet. */
export function backupBeneficiariesOf(facts: ChatFacts): ContingentBeneficiary[] | null {
  // The automatic rule gives the children as back-ups itself (married, with a spouse and children).
  const automatic =
    facts.residuaryPlan === "automatic" &&
    computeBeneficiaryShares(familyFromFacts(facts))?.contingentBeneficiaries;
  if (automatic && automatic.length > 0) return automatic;
  if (facts.backupPlan === "substitution") return substitutionWorks(facts) ? [] : null;
  if (facts.backupPlan === "none") return [];
  const children = childrenOf(facts).map(({ fullName }) => ({ fullName, relationship: "child" }));
  const shares =
    facts.backupPlan === "automatic"
      ? children.length > 0 && inEqualShares(children)
      : facts.backupPlan === "named" && completeShares(facts.backupBeneficiaries, true);
  return shares ? shares.map((share) => ({ ...share, isContingentBeneficiary: true })) : null;
}

/** Everyone with a share of the estate or a back-up share, as far as the facts say so far. */
const namesWithShares = (facts: ChatFacts) =>
  [...(residuaryBeneficiariesOf(facts) ?? []), ...(backupBeneficiariesOf(facts) ?? [])].map(
    (share) => share.fullName,
  );

/**
 * The spouse and children who get nothing from the will as planned. Empty until the residuary
 * estate and the back-ups are decided (before that, nobody can be said to be left out).
 */
export function peopleLeftOut(facts: ChatFacts): string[] {
  if (residuaryBeneficiariesOf(facts) === null || backupBeneficiariesOf(facts) === null) return [];
  const gifts = facts.hasSpecificGifts ? (facts.specificGifts ?? []) : [];
  const inherit = [...namesWithShares(facts), ...gifts.map((gift) => gift.beneficiary)];
  const family = [
    ...(isMarried(facts) && facts.spouseName ? [facts.spouseName] : []),
    ...childrenOf(facts).map((child) => child.fullName),
  ];
  return family.filter((person) => !inherit.some((name) => isSameName(name, person)));
}

/** Children who could inherit young (under the usual trust age): the trust question is for them. */
export function youngChildrenWhoInherit(facts: ChatFacts): ChatChild[] {
  const inherit = namesWithShares(facts);
  return childrenOf(facts).filter(
    (child) =>
      child.age !== undefined &&
      child.age < DEFAULT_INHERITANCE_AGE &&
      inherit.some((name) => isSameName(name, child.fullName)),
  );
}
