import { formatPercentage } from "../will/render.ts";
import {
  backupBeneficiariesOf,
  childrenOf,
  isMarried,
  minorChildren,
  residuaryBeneficiariesOf,
  type ChatFacts,
  type ChatTopic,
  withoutTopics,
} from "./facts.ts";
import { formatCalendarDate } from "../dates.ts";
import type { ChatList, ChatState } from "./state.ts";
import { isSameName, pounds } from "../legal/checks.ts";

/**
 * Check your answers (the GOV.UK pattern): each part of the will answered so far in one row, and
 * how to change it. Changing a row forgets its facts (and those that depend on them), so the
 * interview asks that part again and then comes back to the summary.
 */

export interface AnswerRow {
  key: string;
  label: string;
  value: string;
  /** The message that changes it ("Change your executor"), sent as the user's message. */
  change: string;
}

interface RowDefinition {
  key: string;
  label: string;
  /** Words that name it in "change …" (rows are tried from the last, so the more specific come later). */
  words: RegExp;
  value: (facts: ChatFacts) => string | null;
  /** The interview's topics it asks again (a finding about a guardian reopens the guardians). */
  topics: readonly ChatTopic[];
  /** The topics that depend on its answers, asked again too (changing the children asks the guardians). */
  then?: readonly ChatTopic[];
  /** Facts it forgets that no question sets (the life interest, noted from any answer). */
  forget?: ReadonlyArray<keyof ChatFacts>;
  lists?: ChatList[];
  /** The people the row's answers name (the spouse, the children): changing it asks again who they were given. */
  people?: (facts: ChatFacts) => ReadonlyArray<string | undefined>;
}

const yesNo = (value: string | undefined) =>
  value === undefined ? null : value === "unsure" ? "Not sure" : value === "yes" ? "Yes" : "No";
const named = (fullName: string, relationship: string | undefined) =>
  `${fullName}${relationship ? ` (${relationship})` : ""}`;
const executor = (person: ChatFacts["executor"]) =>
  person
    ? [named(person.fullName, person.relationshipLabel), person.address, person.contact]
        .filter(Boolean)
        .join(", ")
    : null;

/** Shares as the will will write them (the usual plan and equal shares worked out). */
const shares = (list: ReadonlyArray<{ fullName: string; relationship?: string; percentage: number }>) =>
  list
    .map((share) => `${named(share.fullName, share.relationship)} ${formatPercentage(share.percentage)}`)
    .join(", ");

function residuaryValue(facts: ChatFacts): string | null {
  if (!facts.residuaryPlan) return null;
  return shares(residuaryBeneficiariesOf(facts) ?? facts.residuaryBeneficiaries ?? []);
}

function backupValue(facts: ChatFacts): string | null {
  const named = facts.backupPlan === "named" ? facts.backupBeneficiaries : undefined;
  const backups = backupBeneficiariesOf(facts) ?? named ?? [];
  if (backups.length > 0) return shares(backups);
  if (facts.backupPlan === "substitution")
    return "A child's share to their own children, otherwise to the others named";
  return facts.backupPlan === "none" ? "Nobody named: the law decides" : null;
}

function family(facts: ChatFacts): string | null {
  if (!facts.maritalStatus) return null;
  if (isMarried(facts))
    return `Married to ${facts.spouseName ?? "…"}${facts.wantsMirrorWill ? `, with a mirror will${facts.spouseDateOfBirth ? ` (born ${formatCalendarDate(facts.spouseDateOfBirth)})` : ""}` : ""}`;
  const status = { single: "Single", married: "Married", divorced: "Divorced", widowed: "Widowed" }[
    facts.maritalStatus
  ];
  return `${status}${facts.hasPartner && facts.partnerName ? `, with a partner, ${facts.partnerName}` : ""}${facts.planningToMarry && facts.expectedMarriageTo ? `, planning to marry ${facts.expectedMarriageTo}` : ""}`;
}

/** A row of one answer, its key the fact and the topic it asks again. */
const one = <K extends keyof ChatFacts & ChatTopic>(
  key: K,
  label: string,
  words: RegExp,
  value: (fact: Exclude<ChatFacts[K], undefined>) => string | null,
): RowDefinition => ({
  key,
  label,
  words,
  value: (facts) => (facts[key] === undefined ? null : value(facts[key] as Exclude<ChatFacts[K], undefined>)),
  topics: [key],
});

/** The rows, in the order of the interview. */
const ROWS: RowDefinition[] = [
  one("fullName", "Your name", /\bname\b/, (name) => name),
  one("dateOfBirth", "Your date of birth", /birth|born|\bage\b/, formatCalendarDate),
  one("address", "Your address", /address|live/, (address) => address),
  {
    key: "family",
    label: "Marriage and partner",
    words: /marri|spouse|wife|husband|partner|single|divorc|widow|mirror/,
    value: family,
    topics: ["maritalStatus", "spouse", "mirrorWill", "partner", "marriagePlans"],
    then: ["exclusion"],
    people: (facts) => [facts.spouseName, facts.partnerName, facts.expectedMarriageTo],
  },
  {
    key: "children",
    label: "Children",
    words: /child|kids|\bsons?\b|daughter/,
    value: (facts) =>
      facts.hasChildren === undefined
        ? null
        : childrenOf(facts)
            .map((child) => `${child.fullName} (${child.age ?? "?"})`)
            .join(", ") || "None",
    topics: ["children"],
    then: ["guardians", "exclusion", "trust"],
    lists: ["children", "guardians"],
    people: (facts) => childrenOf(facts).map((child) => child.fullName),
  },
  {
    key: "guardians",
    label: "Guardians",
    words: /guardian/,
    value: (facts) =>
      minorChildren(facts).length === 0 || facts.guardians === undefined
        ? null
        : facts.guardians
            .map((guardian) => named(guardian.fullName, guardian.relationship))
            .join(", then ") || "None named",
    topics: ["guardians"],
    lists: ["guardians"],
  },
  {
    key: "executor",
    label: "Executor",
    words: /executor/,
    value: (facts) => executor(facts.executor),
    topics: ["executor"],
  },
  {
    key: "alternateExecutor",
    label: "Replacement executor",
    words: /(?:replacement|back-?up|alternate|second|other) executor/,
    value: (facts) =>
      facts.wantsAlternateExecutor === undefined
        ? null
        : facts.wantsAlternateExecutor
          ? executor(facts.alternateExecutor)
          : "None",
    topics: ["alternateExecutor"],
  },
  {
    key: "gifts",
    label: "Gifts",
    words: /gift/,
    value: (facts) =>
      facts.hasSpecificGifts === undefined
        ? null
        : (facts.specificGifts ?? [])
            .map((gift) => `${gift.description} to ${gift.beneficiary}`)
            .join("; ") || "None",
    topics: ["specificGifts"],
    lists: ["gifts"],
  },
  {
    key: "residuary",
    label: "The rest of your estate",
    words: /rest|residu|inherit|share|estate/,
    value: residuaryValue,
    topics: ["residuary", "exclusion"],
    then: ["backup", "trust"],
  },
  {
    key: "backup",
    label: "If someone dies before you",
    words: /back-?up|dies|instead/,
    value: backupValue,
    topics: ["backup"],
    then: ["exclusion", "trust"],
  },
  {
    key: "trust",
    label: "Trust for young children",
    words: /trust/,
    value: (facts) =>
      facts.createTrust === undefined
        ? null
        : facts.createTrust
          ? `Until ${facts.inheritanceAge ?? 25}`
          : "No: they inherit at 18",
    topics: ["trust"],
  },
  one("propertyAbroad", "Property abroad", /abroad|outside|overseas/, yesNo),
  one("businessProperty", "A business or farm", /business|farm/, yesNo),
  one("vulnerableBeneficiary", "Someone disabled or on benefits", /disab|benefit|vulnerable/, yesNo),
  {
    key: "lifeInterest",
    label: "A life interest",
    words: /life/,
    value: (facts) => (facts.wantsLifeInterest ? "Yes: a legal professional should set up the trust" : null),
    topics: [],
    forget: ["wantsLifeInterest"],
  },
  {
    key: "estateValue",
    label: "Value of your estate",
    words: /worth|value/,
    value: (facts) =>
      facts.estimatedEstateValue === undefined
        ? null
        : facts.estimatedEstateValue === null
          ? "Not sure"
          : `About ${pounds(facts.estimatedEstateValue)}`,
    topics: ["estateValue"],
  },
  one("funeralWishes", "Funeral wishes", /funeral|cremat|buri/, (wishes) => wishes ?? "None"),
];

export function answerRows(facts: ChatFacts): AnswerRow[] {
  return ROWS.flatMap((row) => {
    const value = row.value(facts);
    return value
      ? [{ key: row.key, label: row.label, value, change: `Change ${row.label.toLowerCase()}` }]
      : [];
  });
}

/** Every row's key, for the model's `change_answer` tool. */
export const ROW_KEYS = ROWS.map((row) => row.key) as [string, ...string[]];

/** The row with this key, or null. */
export function rowByKey(key: string): RowDefinition | null {
  return ROWS.find((row) => row.key === key) ?? null;
}

/** The row a "change …" message names, or null: the last row whose words it has (the most specific). */
export function rowFor(words: string): RowDefinition | null {
  return ROWS.findLast((row) => row.words.test(words.toLowerCase())) ?? null;
}

/** The row that asks a topic again, or null. */
export function rowForTopic(topic: ChatTopic): RowDefinition | null {
  return ROWS.find((row) => row.topics.includes(topic)) ?? null;
}

/** The rows that give people a part in the will, and the names each gives it to. */
const ROLES: Record<string, (facts: ChatFacts) => ReadonlyArray<string | undefined>> = {
  guardians: (facts) => (facts.guardians ?? []).map((guardian) => guardian.fullName),
  executor: (facts) => [facts.executor?.fullName],
  alternateExecutor: (facts) => [facts.alternateExecutor?.fullName],
  gifts: (facts) => (facts.specificGifts ?? []).map((gift) => gift.beneficiary),
  residuary: (facts) => (facts.residuaryBeneficiaries ?? []).map((share) => share.fullName),
  backup: (facts) => (facts.backupBeneficiaries ?? []).map((share) => share.fullName),
};

/**
 * The rows that give a part to someone a row names: changing the spouse or a child asks again who
 * is executor or inherits, when it was them ("my wife", "everything to Tom"), so the will never
 * keeps the old name for a person who is no longer in the answers.
 */
function rolesOfPeople(facts: ChatFacts, row: RowDefinition): RowDefinition[] {
  const people = (row.people?.(facts) ?? []).filter((name) => name !== undefined);
  return ROWS.filter(
    (other) =>
      other !== row &&
      (ROLES[other.key]?.(facts) ?? []).some((name) => people.some((person) => isSameName(person, name))),
  );
}

/** The state with a row's answers forgotten, to be asked again (and the parts given to its people). */
export function withRowCleared(state: ChatState, row: RowDefinition): ChatState {
  const rows = [row, ...rolesOfPeople(state.facts, row)];
  const topics = rows.flatMap((each) => [...each.topics, ...(each.then ?? [])]);
  const facts = withoutTopics(state.facts, [...topics, "confirmation"]);
  for (const key of rows.flatMap((each) => each.forget ?? [])) delete facts[key];
  return {
    ...state,
    facts,
    status: "interviewing",
    attempts: 0,
    adding: null,
    closed: state.closed.filter((list) => !rows.some((each) => each.lists?.includes(list))),
  };
}
