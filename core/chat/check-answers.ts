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
  topicOf,
} from "./facts.ts";
import { formatCalendarDate } from "../dates.ts";
import type { ChatList, ChatState } from "./state.ts";
import { isSameName, listOfNames, pounds } from "../legal/checks.ts";

/** Check your answers: a row per part of the will, and how to change it (docs/chat.md). */

interface RowDefinition {
  key: string;
  label: string;
  /** Words that name it in "change …" (tried from the last row, so the more specific come later). */
  words: RegExp;
  value: (facts: ChatFacts) => string | null;
  /** The topics it asks again, and (`then`) those that depend on its answers. */
  topics: readonly ChatTopic[];
  then?: readonly ChatTopic[];
  /** Facts it forgets that no question sets (the life interest), and the lists it reopens. */
  forget?: ReadonlyArray<keyof ChatFacts>;
  lists?: ChatList[];
  /** The people its answers name: changing it asks again the parts given to them. */
  people?: (facts: ChatFacts) => ReadonlyArray<string | undefined>;
  /** Whom it gives a part in the will, and the rows asked again when one of them is replaced here. */
  names?: (facts: ChatFacts) => ReadonlyArray<string | undefined>;
  replaces?: readonly string[];
}

const YES_NO = { yes: "Yes", no: "No", unsure: "Not sure" };
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
  const status = facts.maritalStatus.charAt(0).toUpperCase() + facts.maritalStatus.slice(1);
  return `${status}${facts.hasPartner && facts.partnerName ? `, with a partner, ${facts.partnerName}` : ""}${facts.planningToMarry && facts.expectedMarriageTo ? `, planning to marry ${facts.expectedMarriageTo}` : ""}`;
}

/** A row shown once one fact is answered; its key and topic are the fact's topic unless `more` says. */
const one = <K extends keyof ChatFacts>(
  fact: K,
  label: string,
  words: RegExp,
  value: (answer: Exclude<ChatFacts[K], undefined>, facts: ChatFacts) => string | null,
  more: Partial<RowDefinition> = {},
): RowDefinition => ({
  key: topicOf(fact),
  label,
  words,
  value: (facts) =>
    facts[fact] === undefined ? null : value(facts[fact] as Exclude<ChatFacts[K], undefined>, facts),
  topics: [topicOf(fact)],
  ...more,
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
  one(
    "hasChildren",
    "Children",
    /child|kids|\bsons?\b|daughter/,
    (_has, facts) =>
      childrenOf(facts)
        .map((child) => `${child.fullName} (${child.age ?? "?"})`)
        .join(", ") || "None",
    {
      then: ["guardians", "exclusion", "trust"],
      lists: ["children", "guardians"],
      people: (facts) => childrenOf(facts).map((child) => child.fullName),
    },
  ),
  one(
    "guardians",
    "Guardians",
    /guardian/,
    (guardians, facts) =>
      minorChildren(facts).length === 0
        ? null
        : guardians.map((guardian) => named(guardian.fullName, guardian.relationship)).join(", then ") ||
          "None named",
    {
      lists: ["guardians"],
      names: (facts) => (facts.guardians ?? []).map((guardian) => guardian.fullName),
      replaces: ["executor", "alternateExecutor", "gifts", "residuary", "backup"],
    },
  ),
  one("executor", "Executor", /executor/, executor, {
    names: (facts) => [facts.executor?.fullName],
    replaces: ["guardians"],
  }),
  one(
    "wantsAlternateExecutor",
    "Replacement executor",
    /(?:replacement|back-?up|alternate|second|other) executor/,
    (wants, facts) => (wants ? executor(facts.alternateExecutor) : "None"),
    {
      names: (facts) => [facts.alternateExecutor?.fullName],
      replaces: ["guardians"],
    },
  ),
  one(
    "hasSpecificGifts",
    "Gifts",
    /gift/,
    (_has, facts) =>
      (facts.specificGifts ?? []).map((gift) => `${gift.description} to ${gift.beneficiary}`).join("; ") ||
      "None",
    {
      key: "gifts",
      lists: ["gifts"],
      names: (facts) => (facts.specificGifts ?? []).map((gift) => gift.beneficiary),
    },
  ),
  one(
    "residuaryPlan",
    "The rest of your estate",
    /rest|residu|inherit|share|estate/,
    (_plan, facts) => shares(residuaryBeneficiariesOf(facts) ?? facts.residuaryBeneficiaries ?? []),
    {
      topics: ["residuary", "exclusion"],
      then: ["backup", "trust"],
      names: (facts) => (facts.residuaryBeneficiaries ?? []).map((share) => share.fullName),
    },
  ),
  {
    key: "backup",
    label: "If someone dies before you",
    words: /back-?up|dies|instead/,
    value: backupValue,
    topics: ["backup"],
    then: ["exclusion", "trust"],
    names: (facts) => (facts.backupBeneficiaries ?? []).map((share) => share.fullName),
  },
  one("createTrust", "Trust for young children", /trust/, (trust, facts) =>
    trust ? `Until ${facts.inheritanceAge ?? 25}` : "No: they inherit at 18",
  ),
  one("propertyAbroad", "Property abroad", /abroad|outside|overseas/, (answer) => YES_NO[answer]),
  one("businessProperty", "A business or farm", /business|farm/, (answer) => YES_NO[answer]),
  one(
    "vulnerableBeneficiary",
    "Someone disabled or on benefits",
    /disab|benefit|vulnerable/,
    (answer) => YES_NO[answer],
  ),
  {
    key: "lifeInterest",
    label: "A life interest",
    words: /life/,
    value: (facts) => (facts.wantsLifeInterest ? "Yes: a legal professional should set up the trust" : null),
    topics: [],
    forget: ["wantsLifeInterest"],
  },
  one("estimatedEstateValue", "Value of your estate", /worth|value/, (value) =>
    value === null ? "Not sure" : `About ${pounds(value)}`,
  ),
  one("funeralWishes", "Funeral wishes", /funeral|cremat|buri/, (wishes) => wishes ?? "None"),
];

export type AnswerRow = ReturnType<typeof answerRows>[number];
export function answerRows(facts: ChatFacts) {
  return ROWS.flatMap((row) => {
    const value = row.value(facts);
    return value
      ? [{ key: row.key, label: row.label, value, change: `Change ${row.label.toLowerCase()}` }]
      : [];
  });
}

/** Every row's key, for the model's `change_answer` tool. */
export const ROW_KEYS = ROWS.map((row) => row.key) as [string, ...string[]];

export const rowByKey = (key: string) => ROWS.find((row) => row.key === key);

/** The row a "change …" message names: the last row whose words it has (the most specific). */
export const rowFor = (words: string) => ROWS.findLast((row) => row.words.test(words.toLowerCase()));

/** The row that asks a topic again. */
export const rowForTopic = (topic: ChatTopic) => ROWS.find((row) => row.topics.includes(topic));

const namedBy = (row: RowDefinition | undefined, facts: ChatFacts) =>
  (row?.names?.(facts) ?? []).filter((name) => name !== undefined);

/** The rows (of `keys`) that give a part to one of these people. */
function rowsGivingTo(facts: ChatFacts, people: readonly (string | undefined)[], keys?: readonly string[]) {
  return ROWS.filter(
    (row) =>
      (keys ?? [row.key]).includes(row.key) &&
      namedBy(row, facts).some((name) => people.some((person) => isSameName(person, name))),
  );
}

/** The state with these rows' answers forgotten, to be asked again. */
function forgotten(state: ChatState, rows: RowDefinition[]): ChatState {
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

/** A row's answers, and the parts given to its people, forgotten; a role row keeps whom it named. */
export function withRowCleared(state: ChatState, row: RowDefinition): ChatState {
  return {
    ...forgotten(state, [row, ...rowsGivingTo(state.facts, row.people?.(state.facts) ?? [])]),
    ...(row.replaces ? { replacing: { row: row.key, people: namedBy(row, state.facts) } } : {}),
  };
}

/** A changed guardian or executor row answered again: the parts of the people it replaced asked again. */
export function withReplacedAsked(state: ChatState, asking: ChatTopic | undefined): ChatState {
  const row = rowByKey(state.replacing?.row ?? "");
  if (!state.replacing || (asking && row?.topics.includes(asking))) return state;
  const now = namedBy(row, state.facts);
  const gone = state.replacing.people.filter((name) => !now.some((person) => isSameName(person, name)));
  const rows = rowsGivingTo(state.facts, gone, row?.replaces ?? []);
  return { ...(rows.length > 0 ? forgotten(state, rows) : state), replacing: null };
}

/** "No problem, …", and which parts a guardian or executor row asks again if its people are replaced. */
export function changed(state: ChatState, row: RowDefinition): string {
  const keys = row.replaces ?? [];
  const people = namedBy(row, state.facts).filter((name) => rowsGivingTo(state.facts, [name], keys).length);
  const parts = rowsGivingTo(state.facts, people, keys).map((each) => each.label.toLowerCase());
  return `No problem, let's change that.${people.length > 0 ? ` If you choose someone other than ${listOfNames(people, "or")}, I'll also ask you again about these parts of your will that name them: ${parts.join(", ")}.` : ""}`;
}
