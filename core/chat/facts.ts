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
import { DEFAULT_INHERITANCE_AGE, MAX_INHERITANCE_AGE, MINIMUM_AGE, OLDEST_AGE } from "../legal/figures.ts";

/** What the user has told the assistant: `undefined` is "not asked yet" (docs/chat.md, "Facts"). */

const { fullName, dateOfBirth, address } = PersonalInfoSchema.partial().shape;
const name = fullName;
const yesOrNo = z.boolean().optional();

/** Yes, no, or "I'm not sure" (which is an answer: unknown is not no). */
export const YesNoUnsureSchema = z.enum(["yes", "no", "unsure"]);
export type YesNoUnsure = z.infer<typeof YesNoUnsureSchema>;
const unsure = YesNoUnsureSchema.optional();

const ChatChildSchema = z.object({
  fullName: name.unwrap(),
  age: z.number().int().min(0).max(OLDEST_AGE).optional(),
});
type ChatChild = z.infer<typeof ChatChildSchema>;
const ChatGuardianSchema = z.object({ fullName: name.unwrap(), relationship: name, isAdult: yesOrNo });

/** The form's executor, asked one part at a time; `relationshipLabel` is the user's word ("nephew"). */
const ChatExecutorSchema = ExecutorSchema.omit({ personId: true })
  .partial({ relationship: true, address: true, contact: true })
  .extend({ relationshipLabel: name });
export type ChatExecutor = z.infer<typeof ChatExecutorSchema>;

/** The form's share and gift, the relationship still to ask while they are asked. */
const ChatShareSchema = BeneficiarySchema.pick({ fullName: true, percentage: true }).extend({
  relationship: name,
});
export type ChatShare = z.infer<typeof ChatShareSchema>;
const ChatGiftSchema = SpecificGiftSchema.pick({ description: true, beneficiary: true }).extend({
  relationship: name,
});
const shares = z.array(ChatShareSchema).max(50).optional();

/** The facts, by the topic whose questions set them (changing an answer forgets them), in the order asked. */
const TOPIC_FACTS = {
  fullName: { fullName },
  dateOfBirth: { dateOfBirth },
  address: { address },
  maritalStatus: { maritalStatus: MaritalStatusSchema.optional() },
  spouse: { spouseName: name },
  mirrorWill: { wantsMirrorWill: yesOrNo, spouseDateOfBirth: CalendarDateSchema.optional() },
  partner: { hasPartner: yesOrNo, partnerName: name },
  marriagePlans: { planningToMarry: yesOrNo, expectedMarriageTo: name },
  children: { hasChildren: yesOrNo, children: z.array(ChatChildSchema).max(20).optional() },
  guardians: { guardians: z.array(ChatGuardianSchema).max(10).optional() },
  executor: { executor: ChatExecutorSchema.optional() },
  alternateExecutor: { wantsAlternateExecutor: yesOrNo, alternateExecutor: ChatExecutorSchema.optional() },
  specificGifts: { hasSpecificGifts: yesOrNo, specificGifts: z.array(ChatGiftSchema).max(100).optional() },
  residuary: { residuaryPlan: z.enum(["automatic", "named"]).optional(), residuaryBeneficiaries: shares },
  backup: {
    backupPlan: z.enum(["automatic", "substitution", "named", "none"]).optional(),
    backupBeneficiaries: shares,
  },
  trust: {
    createTrust: yesOrNo,
    inheritanceAge: z.number().int().min(MINIMUM_AGE).max(MAX_INHERITANCE_AGE).optional(),
  },
  propertyAbroad: { propertyAbroad: unsure },
  businessProperty: { businessProperty: unsure },
  vulnerableBeneficiary: { vulnerableBeneficiary: unsure },
  exclusion: { excludesSpouseOrChild: yesOrNo },
  /** null: "not sure". */
  estateValue: { estimatedEstateValue: z.number().int().min(0).max(1_000_000_000_000).nullable().optional() },
  /** null: none. */
  funeralWishes: { funeralWishes: z.string().trim().min(1).max(5_000).nullable().optional() },
  confirmation: { confirmed: yesOrNo },
};
export type ChatTopic = keyof typeof TOPIC_FACTS;
export const CHAT_TOPICS = Object.keys(TOPIC_FACTS) as ChatTopic[];
export const topicOf = (key: keyof ChatFacts) => CHAT_TOPICS.find((topic) => key in TOPIC_FACTS[topic])!;

/** The union of the topics' facts as one shape. */
type AllOf<T> = (T extends unknown ? (shape: T) => void : never) extends (shape: infer I) => void ? I : never;
const everyFact = Object.assign({}, ...Object.values(TOPIC_FACTS)) as AllOf<(typeof TOPIC_FACTS)[ChatTopic]>;
/** The life interest is noted from any answer (decision 024), not asked. */
export const ChatFactsSchema = z.object({ ...everyFact, wantsLifeInterest: yesOrNo });
export type ChatFacts = z.infer<typeof ChatFactsSchema>;

/** The facts without those the questions of these topics set, so that they are asked again. */
export function withoutTopics(facts: ChatFacts, topics: readonly ChatTopic[]): ChatFacts {
  const kept: ChatFacts = { ...facts };
  for (const key of topics.flatMap((topic) => Object.keys(TOPIC_FACTS[topic])))
    delete kept[key as keyof ChatFacts];
  return kept;
}

export const isMarried = (facts: ChatFacts) => facts.maritalStatus === "married";

export const childrenOf = (facts: ChatFacts): ChatChild[] =>
  facts.hasChildren === false ? [] : (facts.children ?? []);

/** Children under 18 (those a guardian can be named for); a child whose age is unknown is not counted. */
export const minorChildren = (facts: ChatFacts) =>
  childrenOf(facts).filter((child) => child.age !== undefined && child.age < MINIMUM_AGE);

export const childNamed = (facts: ChatFacts, fullName: string) =>
  childrenOf(facts).find((child) => isSameName(child.fullName, fullName));

/** A person is known to be under 18 when they are one of the user's children under 18. */
export const isKnownMinor = (facts: ChatFacts, fullName: string) =>
  minorChildren(facts).some((child) => isSameName(child.fullName, fullName));

/** Names in equal shares of 100 (the form's rule: 33.34, 33.33, 33.33). */
export function inEqualShares<T extends { fullName: string }>(people: readonly T[]) {
  const equal = equalShares(people.length);
  return people.map((person, index) => ({ ...person, percentage: equal[index] ?? 0 }));
}

/** Why these shares cannot stand (the form's rule: adding up to 100), or null. */
export const sharesProblem = (shares: readonly ChatShare[], backup = false) =>
  checkShares(shares, `residualEstate.${backup ? "contingentBeneficiaries" : "beneficiaries"}`)[0]?.message ??
  null;

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
  const guardians = (facts.guardians ?? []).map(({ fullName, relationship = "" }, index) => ({
    fullName,
    relationship,
    order: index + 1,
  }));
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
      guardians: minorChildren(facts).includes(child) ? guardians : [],
    })),
  };
}

/** The usual plan (decision 009): the spouse, then the children in equal shares, with its back-ups. */
const automaticPlan = (facts: ChatFacts) => computeBeneficiaryShares(familyFromFacts(facts));

/** True when the automatic rule has someone to give the estate to (a spouse, or children). */
export const automaticPlanAvailable = (facts: ChatFacts) => automaticPlan(facts) !== null;

/** The residuary beneficiaries the facts give, or null when they do not say yet. */
export function residuaryBeneficiariesOf(facts: ChatFacts): Beneficiary[] | null {
  if (facts.residuaryPlan === "automatic") return automaticPlan(facts)?.beneficiaries ?? null;
  const named = facts.residuaryPlan === "named" ? completeShares(facts.residuaryBeneficiaries) : null;
  return named?.map((share) => ({ ...share, isPrimaryBeneficiary: true })) ?? null;
}

/** Substitution passes a share on only to a child's own children or to another beneficiary. */
export function substitutionWorks(facts: ChatFacts): boolean {
  const primaries = residuaryBeneficiariesOf(facts) ?? [];
  return primaries.length > 1 || primaries.some((primary) => childNamed(facts, primary.fullName));
}

/** The back-up beneficiaries the facts give, or null when they do not say yet. */
export function backupBeneficiariesOf(facts: ChatFacts): ContingentBeneficiary[] | null {
  // The automatic rule gives the children as back-ups itself (married, with a spouse and children).
  const automatic = facts.residuaryPlan === "automatic" && automaticPlan(facts)?.contingentBeneficiaries;
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

/** The spouse and children who get nothing, once the residuary estate and the back-ups are decided. */
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

/** Children who could inherit under the usual trust age: the trust question is for them. */
export function youngChildrenWhoInherit(facts: ChatFacts): ChatChild[] {
  const inherit = namesWithShares(facts);
  return childrenOf(facts).filter(
    (child) =>
      child.age !== undefined &&
      child.age < DEFAULT_INHERITANCE_AGE &&
      inherit.some((name) => isSameName(name, child.fullName)),
  );
}
