import { z } from "zod";
import { CalendarDateSchema, MaritalStatusSchema } from "../will/form-data.ts";
import { describesShareOfEstate, describesWholeEstate } from "../will/gifts.ts";
import { describesAPerson, isSameName, kinWord, namesAGroup, normaliseRelationship } from "../will/people.ts";
import { equalShares } from "../will/rules.ts";
import { ageOn, listOfNames } from "../legal/checks.ts";
import { DEFAULT_INHERITANCE_AGE, MAX_INHERITANCE_AGE, MINIMUM_AGE, OLDEST_AGE } from "../legal/figures.ts";
import {
  automaticPlanAvailable,
  childNamed,
  childrenOf,
  isKnownMinor,
  isMarried,
  minorChildren,
  residuaryBeneficiariesOf,
  sharesProblem,
  inEqualShares,
  substitutionWorks,
  backupBeneficiariesOf,
  CHAT_TOPICS,
  ChatFactsSchema,
  YesNoUnsureSchema,
  peopleLeftOut,
  youngChildrenWhoInherit,
  withoutTopics,
  topicOf,
  type ChatExecutor,
  type ChatFacts,
  type ChatShare,
  type ChatTopic,
} from "./facts.ts";
import {
  CHILDREN,
  executorRelationship,
  firstNameOf,
  namesTheChildren,
  readAddress,
  readChild,
  readContact,
  readDate,
  readMoney,
  readName,
  readPerson,
  readRelationship,
  readShares,
  readWholeNumber,
  readYesNo,
  type PersonAnswer,
} from "./read.ts";
import { initialChatState, remember, type ChatList, type ChatState } from "./state.ts";
import { withReplacedAsked } from "./check-answers.ts";
import { type Term } from "./wording.ts";

/** The interview as data: every question the assistant asks, in order (docs/chat.md, "The table"). */

/** An answer's context: `subject` is whom the question is about (a guardian's name), or "". */
export interface Context {
  state: ChatState;
  facts: ChatFacts;
  subject: string;
  today: string;
}

/** What an answer does: new facts (and lists opened or closed), or why it cannot stand. */
export type Applied =
  | { facts: ChatFacts; ack?: string; open?: ChatList; close?: ChatList; refused?: false }
  | { problem: string; refused?: boolean };

export interface QuestionDef<A = unknown> {
  id: string;
  topic: ChatTopic;
  /** Asked now? A string is the person it is about. */
  when: (facts: ChatFacts, state: ChatState) => boolean | string;
  prompt: (facts: ChatFacts, subject: string) => string;
  /** The form an answer must take, said after an answer that does not fit. */
  form: string;
  schema: z.ZodType<A>;
  /** A typed answer read into the schema's shape (null: not in that form). */
  read: (text: string, context: Context) => unknown;
  apply: (value: A, context: Context) => Applied;
  replies?: (facts: ChatFacts, subject: string) => string[];
  explains?: Term;
  /** A yes-or-no question whose "yes" leads on to another: an answer to that one means yes. */
  leadsOn?: boolean;
}

/** A question as written: its words may be a plain string. */
type Written<A> = Omit<QuestionDef<A>, "prompt"> & { prompt: string | QuestionDef["prompt"] };
const question = <A>({ prompt, ...definition }: Written<A>): QuestionDef =>
  ({ ...definition, prompt: typeof prompt === "string" ? () => prompt : prompt }) as QuestionDef;

const Name = z.string().trim().min(1).max(200);
const FullName = Name.refine((name) => name.includes(" "), "Please give a first name and a surname.");
const Address = z.string().trim().min(8).max(500);
const YesNo = z.enum(["yes", "no"]);
const Person = z.object({ fullName: FullName, relationship: Name.optional() });
const CHARITY = "charity";
const Share = z.object({
  fullName: Name.describe('"my children" for each of the children, sharing its percentage equally'),
  relationship: Name.max(40).optional().describe(`"${CHARITY}" for a charity`),
  percentage: z.number().min(0.01).max(100).optional(),
});
const Shares = z.array(Share).min(1).max(20);

const readYes = (text: string) => readYesNo(text)?.value ?? null;
const DATE_FORM = "a date, for example: 12 March 1980, or 12/03/1980";
const AFTER_TODAY = "That date is after today. Please check it.";

/** A question that sets one fact (its id unless given), asked while the fact is unset and `applies` holds. */
function fact<A>(
  key: keyof ChatFacts,
  applies: ((facts: ChatFacts) => boolean) | null,
  definition: Omit<Written<A>, "id" | "topic" | "when" | "apply"> & Partial<Written<A>>,
): QuestionDef {
  return question({
    id: key,
    topic: topicOf(key),
    when: (facts) => (applies?.(facts) ?? true) && facts[key] === undefined,
    apply: (value, { facts }) => ({ facts: { ...facts, [key]: value } }),
    ...definition,
  });
}

/** A person's name ("What is your partner's full name?"). */
const nameFact = (
  key: keyof ChatFacts,
  applies: (facts: ChatFacts) => boolean,
  words: Pick<Written<unknown>, "prompt" | "form" | "replies">,
) =>
  // "my wife sarah hall", or "my partner" (whom the user plans to marry) named before.
  fact(key, applies, {
    schema: FullName,
    read: (text, { facts }) => readKnownPerson(text, facts)?.fullName ?? null,
    ...words,
  });

function yesNoQuestion(
  id: string,
  topic: ChatTopic,
  when: QuestionDef["when"],
  prompt: Written<unknown>["prompt"],
  apply: (yes: boolean, context: Context) => Applied,
  options: { explains?: Term; leadsOn?: boolean } = {},
): QuestionDef {
  return question({
    id,
    topic,
    when,
    prompt,
    form: "yes or no",
    schema: YesNo,
    read: readYes,
    apply: (answer, context) => apply(answer === "yes", context),
    replies: () => ["Yes", "No"],
    ...options,
  });
}

/** A yes or no that sets one fact, asked while it is unset and `applies` holds; its id is its topic. */
const yesNoFact = (
  key: keyof ChatFacts,
  applies: (facts: ChatFacts) => boolean,
  prompt: string,
  options?: { explains?: Term; leadsOn?: boolean },
) =>
  yesNoQuestion(
    topicOf(key),
    topicOf(key),
    (facts) => applies(facts) && facts[key] === undefined,
    prompt,
    (yes, { facts }) => ({ facts: { ...facts, [key]: yes } }),
    options,
  );

const isAdult = (_facts: ChatFacts, subject: string) => `Is ${firstNameOf(subject)} 18 or over?`;

/** Yes, no or not sure: a circumstance the legal check asks about. */
const unsureQuestion = (key: keyof ChatFacts, prompt: string) =>
  fact(key, null, {
    prompt,
    form: "yes, no or not sure",
    schema: YesNoUnsureSchema,
    read: readYes,
    replies: () => ["Yes", "No", "Not sure"],
  });

const open = (state: ChatState, list: ChatList) => state.adding === list;
const closed = (state: ChatState, list: ChatList) => state.closed.includes(list);

/** The facts that hold each list's items. */
const ITEMS = { children: "children", guardians: "guardians", gifts: "specificGifts" } as const;

/** "Do you have any children?": yes opens the list (the first item is asked next), no leaves it empty. */
function listGate(list: "children" | "gifts", prompt: string): QuestionDef {
  const [key, items] = [list === "gifts" ? "hasSpecificGifts" : "hasChildren", ITEMS[list]] as const;
  return yesNoQuestion(
    list,
    topicOf(key),
    (facts) => facts[key] === undefined,
    prompt,
    (yes, { facts }) => ({ facts: { ...facts, [key]: yes, [items]: [] }, ...(yes ? { open: list } : {}) }),
    { leadsOn: true },
  );
}

/** "Do you have any more children?" (`moreChildren`): yes opens the list again, no closes it. */
const moreQuestion = (list: ChatList, applies: (facts: ChatFacts) => boolean, prompt: string) =>
  yesNoQuestion(
    `more${list.charAt(0).toUpperCase()}${list.slice(1)}`,
    topicOf(ITEMS[list]),
    (facts, state) => applies(facts) && (facts[ITEMS[list]] ?? []).length > 0 && !closed(state, list),
    prompt,
    (yes, { facts }) => ({ facts, ...(yes ? { open: list } : { close: list }) }),
    { leadsOn: true },
  );

/** A person, and whether they are known to be an adult (a spouse, a grown-up child, …). */
type Known = PersonAnswer & { isAdult?: boolean };

function knownPeople(facts: ChatFacts): Known[] {
  const people: Known[] = [];
  const add = (fullName: string | undefined, relationship?: string, isAdult?: boolean) => {
    if (fullName && !people.some((person) => isSameName(person.fullName, fullName)))
      people.push({ fullName, ...(relationship ? { relationship } : {}), ...(isAdult ? { isAdult } : {}) });
  };
  if (isMarried(facts)) add(facts.spouseName, "spouse", true);
  add(facts.partnerName, "partner", true);
  for (const child of childrenOf(facts)) add(child.fullName, "child", (child.age ?? 0) >= MINIMUM_AGE);
  for (const guardian of facts.guardians ?? [])
    add(guardian.fullName, guardian.relationship, guardian.isAdult);
  for (const executor of [facts.executor, facts.alternateExecutor])
    add(executor?.fullName, executor?.relationshipLabel ?? executor?.relationship, executor?.isAdult);
  for (const gift of facts.specificGifts ?? []) add(gift.beneficiary, gift.relationship);
  for (const share of [...(facts.residuaryBeneficiaries ?? []), ...(facts.backupBeneficiaries ?? [])])
    add(share.fullName, share.relationship);
  return people;
}

/** Two relationships of the same kin: "son" and "child", "wife" and "spouse", "partner" and "fiancée". */
function sameKin(known: string, typed: string): boolean {
  const [left, right] = [known, typed].map((word) => executorRelationship(word).relationship);
  const kin = (word: string) =>
    /^(?:partner|boyfriend|girlfriend|fianc[eé]e?)$/.test(kinWord(word)) ? "" : kinWord(word);
  return left === right && (left !== "other" || kin(known) === kin(typed));
}

/**
 * "Mark" is Mark Jones when one person of that first name is known; "my wife" is the spouse. The name
 * of someone known as other kin ("Mark Jones, my friend", the brother Mark Jones) is asked about.
 */
function resolve(facts: ChatFacts, typed: PersonAnswer): Known | string {
  // "My brother", as the model may give it, is "brother".
  const { relationship: said, ...person } = typed;
  const answer: PersonAnswer = said ? { ...person, relationship: normaliseRelationship(said) } : person;
  const people = knownPeople(facts);
  const exact = people.find((person) => isSameName(person.fullName, answer.fullName));
  if (exact?.relationship && answer.relationship && !sameKin(exact.relationship, answer.relationship))
    return `You've already named ${exact.fullName}, your ${exact.relationship}. If your ${answer.relationship} is someone else with the same name, please add a middle name or an initial, so that your will can tell them apart. If it's the same person, type just the name.`;
  // "my friend Mark" is not Mark Jones, my brother: a first name is someone known only as the same kin.
  const byFirst = people.filter(
    ({ fullName, relationship = "" }) =>
      isSameName(firstNameOf(fullName), answer.fullName) &&
      (!answer.relationship || !relationship || sameKin(relationship, answer.relationship)),
  );
  const found =
    exact ?? (answer.fullName.includes(" ") ? undefined : byFirst.length === 1 ? byFirst[0] : undefined);
  const relationship = found?.relationship ?? answer.relationship;
  return found ? { ...found, ...(relationship ? { relationship } : {}) } : answer;
}

/** A person answer, or the one person named before by a relationship alone ("my wife", "my sister"). */
function readKnownPerson(text: string, facts: ChatFacts): Known | null {
  const word = /^(?:my\s+)?(\p{L}[\p{L} -]*?)[.!]?$/iu.exec(text.trim())?.[1] ?? "";
  const kin = describesAPerson(word)
    ? knownPeople(facts).filter(({ relationship = "" }) =>
        // "wife" is the spouse and "son" a child, but "sister" is not the brother.
        [kinWord(word), executorRelationship(word).relationship].includes(kinWord(relationship)),
      )
    : [];
  if (kin.length === 1) return kin[0] ?? null;
  const person = readPerson(text);
  const known = person && resolve(facts, person);
  return typeof known === "string" ? person : known;
}

/** "my painting 'Ode to Joy' to Sue Lee": the gift, then the last 'to' before a person. */
function readGift(text: string, facts: ChatFacts): { description: string; person: Known } | null {
  const value = text.trim();
  // "£1000 to Sue Lee and £500 to Mark" is two gifts, not one to Mark: asked one at a time.
  if (/\sto\s.*(?:\sand\s|[,;&]).*\sto\s/i.test(value)) return null;
  const tos = [...value.matchAll(/\s+to\s+/gi)].reverse();
  for (const to of tos) {
    const after = value.slice(to.index + to[0].length);
    // A charity as the shares read it: "RSPCA, charity", "Oxfam (charity)", "the RSPCA".
    const [charity, ...more] = readShares(after) ?? [];
    const named = charity && !more.length && charity.percentage === undefined && charityName(charity.name);
    const person = named ? { fullName: named, relationship: CHARITY } : readKnownPerson(after, facts);
    const description = value.slice(0, to.index).replace(/\s+(?:goes|should go|will go|is to go)$/i, "");
    if (person && description) return { description, person };
  }
  return null;
}

/** Why one of the user's children under 18 cannot take a role ("An executor"), or null. */
const notAMinor = (facts: ChatFacts, fullName: string, role: string) =>
  isKnownMinor(facts, fullName)
    ? `${fullName} is under ${MINIMUM_AGE}. ${role} must be an adult, so please choose someone else.`
    : null;

/** Whose relationship is asked, by topic: the question's id, and the fact that holds the people. */
const RELATED = {
  guardians: ["guardianRelationship", "guardians"],
  executor: ["executorRelationship", "executor"],
  alternateExecutor: ["alternateRelationship", "alternateExecutor"],
  specificGifts: ["giftRelationship", "specificGifts"],
  residuary: ["residuaryRelationship", "residuaryBeneficiaries"],
  backup: ["backupRelationship", "backupBeneficiaries"],
} as const;
type Related = { fullName?: string; beneficiary?: string; relationship?: string };
const nameIn = (item: Related) => item.beneficiary ?? item.fullName ?? "";

/** "How is Sue Lee related to you?" for the first person named without a relationship, while `applies`. */
function relationshipQuestion(
  topic: keyof typeof RELATED,
  applies: (facts: ChatFacts) => boolean,
  examples: string,
): QuestionDef {
  const [id, key] = RELATED[topic];
  // A list's people, or the one executor (whose relationship is also the form's category).
  const items = (facts: ChatFacts): Related[] => [facts[key] ?? []].flat();
  const executor = key === "executor" || key === "alternateExecutor";
  return question({
    id,
    topic,
    when: (facts) =>
      (applies(facts) && nameIn(items(facts).find((item) => !item.relationship) ?? {})) || false,
    prompt: (_facts, subject) => `How is ${subject} related to you? For example: ${examples}.`,
    form: `one or two words, for example: ${examples.replace(", ", " or ").split(" or ").slice(0, 2).join(" or ")}`,
    schema: Name.max(40),
    read: readRelationship,
    apply: (label: string, { facts, subject }) => {
      const related = executor ? executorRelationship(label) : { relationship: label };
      const changed = items(facts).map((item) => (nameIn(item) === subject ? { ...item, ...related } : item));
      return { facts: { ...facts, [key]: executor ? changed[0] : changed } };
    },
  });
}

/** The same five questions for the executor and the replacement. */
type Slot = "executor" | "alternateExecutor";

/** The executor in a slot (the replacement only when one is wanted). */
const executorIn = (slot: Slot, facts: ChatFacts) =>
  slot === "executor" ? facts.executor : facts.wantsAlternateExecutor ? facts.alternateExecutor : undefined;
/** The facts with the executor in a slot changed (it is there: its questions are asked only then). */
const changeExecutor = (slot: Slot, facts: ChatFacts, changes: Partial<ChatExecutor>): ChatFacts => ({
  ...facts,
  [slot]: { ...executorIn(slot, facts)!, ...changes },
});
/** The executor's name while `field` is still to ask. */
const lacking = (slot: Slot, field: "address" | "contact" | "isAdult") => (facts: ChatFacts) =>
  executorIn(slot, facts)?.[field] ? false : (executorIn(slot, facts)?.fullName ?? false);

/**
 * The address, contact and age already given for an executor of this name: the replacement made
 * executor (or an executor named again) is not asked for them again.
 */
function detailsGiven(facts: ChatFacts, fullName: string): Partial<ChatExecutor> {
  const given = [facts.executor, facts.alternateExecutor].find(
    (executor) => executor && isSameName(executor.fullName, fullName),
  );
  return {
    ...(given?.address ? { address: given.address } : {}),
    ...(given?.contact ? { contact: given.contact } : {}),
    ...(given?.isAdult ? { isAdult: true } : {}),
  };
}

function executorQuestions(slot: Slot): QuestionDef[] {
  const [main, id] = slot === "executor" ? [true, "executor"] : [false, "alternate"];
  // A child under 18, or the replacement the same as the executor (given through the model), is asked again.
  const acceptable = (facts: ChatFacts, fullName: string | undefined) =>
    fullName !== undefined &&
    !isKnownMinor(facts, fullName) &&
    (main || !isSameName(fullName, facts.executor?.fullName));
  return [
    question({
      id: `${id}Name`,
      topic: slot,
      when: (facts) =>
        (main || facts.wantsAlternateExecutor === true) &&
        !acceptable(facts, executorIn(slot, facts)?.fullName),
      prompt: main
        ? "Who would you like to be your executor? Please give their full name and how they're related to you, for example: Mark Jones, my brother."
        : "Who should be your replacement executor? For example: Kate Brown, my sister.",
      form: "their full name, and how they're related to you if you like, for example: Mark Jones, my brother",
      // The replacement may be "no one" (after a change, the executor named before is asked again).
      schema: main ? Person : z.union([z.literal("none"), Person]),
      read: (text, { facts }) => (!main && saysNone(text) ? "none" : readKnownPerson(text, facts)),
      apply: (person, { facts }) => {
        if (person === "none")
          return { facts: { ...facts, wantsAlternateExecutor: false, alternateExecutor: undefined } };
        const minor = notAMinor(facts, person.fullName, "An executor");
        if (minor) return { problem: minor };
        if (!main && isSameName(person.fullName, facts.executor?.fullName))
          return { problem: "The replacement executor must be a different person from your executor." };
        const known = resolve(facts, person);
        if (typeof known === "string") return { problem: known };
        const label = person.relationship ?? known.relationship;
        const executor: ChatExecutor = {
          fullName: known.fullName,
          ...(label ? executorRelationship(label) : {}),
          ...(known.isAdult ? { isAdult: true } : {}),
          ...detailsGiven(facts, known.fullName),
        };
        return { facts: { ...facts, [slot]: executor } };
      },
      explains: main ? "executor" : undefined,
    }),
    relationshipQuestion(
      slot,
      (facts) => executorIn(slot, facts) !== undefined,
      "brother, friend or solicitor",
    ),
    question({
      id: `${id}Address`,
      topic: slot,
      when: lacking(slot, "address"),
      prompt: (_facts, subject) => `What is ${firstNameOf(subject)}'s address? You can say 'same as mine'.`,
      form: "the house number or name, the street, the town and the postcode, separated by commas, or 'same as mine'",
      schema: Address,
      read: (text, { facts }) =>
        /^(?:(?:the )?same(?: address)?(?: as (?:mine|me|my address))?|(?:s?he|they) lives? with me)[.!]?$/i.test(
          text.trim(),
        )
          ? (facts.address ?? null)
          : readAddress(text),
      apply: (address, { facts }) => ({ facts: changeExecutor(slot, facts, { address }) }),
    }),
    question({
      id: `${id}Contact`,
      topic: slot,
      when: lacking(slot, "contact"),
      prompt: (_facts, subject) => `What is ${firstNameOf(subject)}'s phone number or email address?`,
      form: "a phone number like 07700 900123, or an email address like mark@example.com",
      schema: z.string().trim().min(5).max(200),
      read: readContact,
      apply: (contact, { facts }) => ({ facts: changeExecutor(slot, facts, { contact }) }),
    }),
    yesNoQuestion(`${id}Adult`, slot, lacking(slot, "isAdult"), isAdult, (yes, { facts }) =>
      yes
        ? { facts: changeExecutor(slot, facts, { isAdult: true }) }
        : {
            facts: { ...facts, [slot]: undefined },
            ack: `${slot === "executor" ? "Your executor" : "Your replacement executor"} must be 18 or over, so please choose someone else.`,
          },
    ),
  ];
}

/** One word for a share: a charity's initials ("RSPCA") are asked about as a charity first. */
function oneWordProblem(typed: string, name: string): string {
  return /^\p{Lu}{2,}$/u.test(typed)
    ? `If ${typed} is a charity, add the word charity, for example: ${typed}, charity. If it is a person, please give their full name.`
    : `Please give ${name}'s full name, for example: ${name} Jones. If it is a charity, add the word charity, for example: RSPCA, charity.`;
}

/** A share's person read against the known people ("my wife" is the spouse), or why it cannot be. */
function sharePerson({ fullName, relationship }: z.infer<typeof Share>, facts: ChatFacts): Known | string {
  // A charity is named as the user gives it; a person is read against the people already named.
  if (relationship?.toLowerCase() === CHARITY)
    return { fullName: fullName.replace(/^the\s+/i, ""), relationship: CHARITY };
  // "the kids" or "my nieces and nephews" is nobody the will can name (the legal checks' name-is-a-group).
  if (namesAGroup(fullName))
    return `"${fullName.trim()}" describes a group of people. Please give each person's full name, for example: Tom Hall and Amy Hall.`;
  const read = readKnownPerson(fullName, facts);
  // "my sister", with no name, is nobody the will can name.
  if (!read && /^(?:my|our)\s/i.test(fullName.trim()))
    return `Please give the full name of ${fullName.trim().replace(/^(?:my|our)\b/i, "your")}, for example: Kate Brown.`;
  const known = resolve(facts, { ...(read ?? { fullName }), ...(relationship ? { relationship } : {}) });
  if (typeof known === "string") return known;
  if (known.relationship !== CHARITY && !known.fullName.includes(" ") && !childNamed(facts, known.fullName))
    return oneWordProblem(fullName.trim(), known.fullName);
  return known;
}

/** Shares read against the known people: all percentages adding to 100, or none (equal shares). */
function applyShares(
  slot: "residuary" | "backup",
  answer: z.infer<typeof Shares>,
  facts: ChatFacts,
): Applied {
  const people: Array<PersonAnswer & { percentage?: number }> = [];
  for (const { percentage, ...entry } of answer) {
    // "half split between the kids": each child by name, the half in equal parts.
    const children = namesTheChildren(entry.fullName) ? childrenOf(facts) : [];
    const parts = percentage === undefined ? [] : equalShares(children.length, percentage);
    if (namesTheChildren(entry.fullName) && children.length === 0) return { problem: noChildren(facts) };
    children.forEach(({ fullName }, index) =>
      people.push({ fullName, relationship: "child", ...(parts[index] ? { percentage: parts[index] } : {}) }),
    );
    const known = children.length === 0 && sharePerson(entry, facts);
    if (typeof known === "string") return { problem: known };
    if (known) people.push({ fullName: known.fullName, relationship: known.relationship, percentage });
  }
  const given = people.filter((person) => person.percentage !== undefined).length;
  // "my wife and the kids": equal shares each, or half to the children together? Asked, not guessed.
  if (given === 0 && answer.length > 1 && answer.some((entry) => namesTheChildren(entry.fullName)))
    return { problem: CHILDREN_TOGETHER };
  if (given > 0 && given < people.length)
    return { problem: "Please give a percentage for each person, or none for equal shares." };
  // One person's percentage is kept too: "50% Mark Jones" is not everything to Mark.
  const listed = people.map(({ relationship, percentage = 0, fullName }) =>
    relationship ? { fullName, relationship, percentage } : { fullName, percentage },
  );
  const shares = given > 0 ? listed : inEqualShares(listed);
  const problem = sharesProblem(shares, slot === "backup");
  if (problem) return { problem };
  return slot === "residuary"
    ? { facts: { ...facts, residuaryPlan: "named", residuaryBeneficiaries: shares } }
    : { facts: { ...facts, backupPlan: "named", backupBeneficiaries: shares } };
}

/** Named shares waiting for someone's relationship (asked before the plan is asked again). */
const unrelated = (plan: string | undefined, shares: ChatShare[] | undefined) =>
  plan === "named" && (shares ?? []).some((share) => !share.relationship);

function residuaryPrompt(facts: ChatFacts): string {
  const children = childrenOf(facts).map((child) => firstNameOf(child.fullName));
  const usual = !automaticPlanAvailable(facts)
    ? ""
    : isMarried(facts) && facts.spouseName
      ? `Many people leave everything to their husband, wife or civil partner${children.length > 0 ? `, then to their children in equal shares` : ""}: would you like that? `
      : `Many people leave it to their children in equal shares (${listOfNames(children)}): would you like that? `;
  return `Who should get the rest of your estate? ${usual}${usual ? "Otherwise name" : "Please name"} the people, with a share each if they are not equal, for example: 50% Tom Jones and 50% Amy Jones.`;
}

function backupPrompt(facts: ChatFacts): string {
  // A charity by its whole name: "If Battersea Dogs and Cats Home …", not "If Battersea …".
  const called = (share: ChatShare) =>
    share.relationship === CHARITY ? share.fullName : firstNameOf(share.fullName);
  const names = listOfNames((residuaryBeneficiariesOf(facts) ?? []).map(called), "or");
  const pass = substitutionWorks(facts)
    ? " Their share can pass to their own children if they were your child, otherwise to the others you've named: would you like that?"
    : "";
  return `If ${names} dies before you, who should get their share instead?${pass} Or name the people, for example: Sue Lee, my friend; or a charity, for example: RSPCA, charity.`;
}

/** A share read as a charity ("RSPCA (charity)"): its name, or "". */
const charityName = (share: string) =>
  /\(charity\)$/i.test(share) ? share.replace(/\s*\(charity\)$/i, "").replace(/^the\s+/i, "") : "";

/** One of the plans offered (each with the words that choose it, or false when not offered), or shares. */
function readPlan(text: string, plans: Record<string, string | false>): unknown {
  const value = text.trim().toLowerCase();
  for (const [plan, words] of Object.entries(plans))
    if (words && new RegExp(`^(?:${words})[.!]?$`, "i").test(value)) return plan;
  // A share names a charity, someone's relation ("my sister", asked for her name), or a person read as
  // everywhere else: "yes", "all of it" and a group ("the kids", as the legal checks say) are said the form.
  const person = (name: string) =>
    namesTheChildren(name) || (!namesAGroup(name) && (/^(?:my|our)\s/i.test(name) || readPerson(name)));
  const shares = readShares(text);
  if (shares?.some(({ name }) => !charityName(name) && !person(name))) return null;
  return shares?.map((share) => ({
    fullName: charityName(share.name) || share.name,
    ...(charityName(share.name) ? { relationship: CHARITY } : {}),
    ...(share.percentage !== undefined ? { percentage: share.percentage } : {}),
  }));
}

const WHOLE_ESTATE_GIFT =
  "A gift is one thing, like a piece of jewellery or an amount of money. I'll ask who gets everything else next.";
const DIED =
  "I'm sorry for your loss. Your will names only your children who are alive. If you'd like a child's own children to inherit, you can name them when I ask who gets the rest of your estate.";
/** A plan the model chose that the question does not offer (the usual plan without a spouse or children). */
const NOT_OFFERED = { problem: "That plan is not offered for this will. Please name the people instead." };
const GIFT_PROMPT =
  "Tell me one gift: what it is, then 'to' and who gets it. For example: my gold watch to Tom Jones, my son. Or say no.";
const CHILDREN_TOGETHER =
  "Please give a percentage for your children together and for everyone else, for example: 50% Sam Jones and 50% my children.";
const noChildren = (facts: ChatFacts) =>
  `${facts.hasChildren === false ? "You've told me you have no children" : "I don't know your children's names yet"}, so please name each person, for example: 50% Tom Jones and 50% Amy Jones.`;
/** "no", "none", "nobody": nothing (more) to name. */
const saysNone = (text: string) => readYesNo(text)?.value === "no" && readYesNo(text)?.rest === "";

const hasChildren = (facts: ChatFacts) => childrenOf(facts).length > 0;
const hasMinors = (facts: ChatFacts) => minorChildren(facts).length > 0;
const wantsGifts = (facts: ChatFacts) => facts.hasSpecificGifts === true;
const notMarried = (facts: ChatFacts) => facts.maritalStatus !== undefined && !isMarried(facts);
const withPartner = (facts: ChatFacts) => notMarried(facts) && facts.hasPartner === true;

export const QUESTIONS: readonly QuestionDef[] = [
  fact("fullName", null, {
    prompt: "What is your full name?",
    form: "just your first name and surname, for example: Jane Smith. I'll ask your date of birth and address next",
    schema: FullName,
    read: readName,
    apply: (fullName, { facts }) => ({
      facts: { ...facts, fullName },
      ack: `Thanks, ${firstNameOf(fullName)}.`,
    }),
  }),
  fact("dateOfBirth", null, {
    prompt: "What is your date of birth? For example: 12 March 1980.",
    form: DATE_FORM,
    schema: CalendarDateSchema,
    read: (text, { today }) => readDate(text, today),
    apply: (dateOfBirth, { facts, today }) => {
      if (dateOfBirth > today) return { problem: AFTER_TODAY };
      if (ageOn(dateOfBirth, today) < MINIMUM_AGE)
        return {
          refused: true,
          problem: `I'm sorry, you must be ${MINIMUM_AGE} or over to make a will in England and Wales (Wills Act 1837, s.7). If that date was wrong, please type the right one.`,
        };
      return { facts: { ...facts, dateOfBirth } };
    },
  }),
  fact("address", null, {
    prompt: "Where do you live? Please give your full address with the postcode.",
    form: "the house number or name, the street, the town and the postcode, separated by commas, for example: 12 Oak Road, Leeds LS1 1AA",
    schema: Address,
    read: readAddress,
  }),
  fact("maritalStatus", null, {
    prompt:
      "Are you single, married or in a civil partnership, divorced, or widowed? (If you're separated but not divorced, choose married.)",
    form: "one of: single, married, civil partnership, divorced or widowed",
    schema: MaritalStatusSchema,
    // "I'm married", "separated" (still married), "widower", "not married but I live with my boyfriend".
    read: (text) => {
      const said =
        /^(?:i'?m |i am )?(?:a )?(?:(single|never married|not married|unmarried|engaged|cohabiting|living with|in a relationship)|(married|civil partner(?:ship)?|in a civil partnership|separated)|(divorced)|(widow(?:ed|er)?))\b/i.exec(
          text.trim(),
        );
      return said ? MaritalStatusSchema.options[said.slice(1).findIndex(Boolean)] : null;
    },
    replies: () => ["Single", "Married or civil partnership", "Divorced", "Widowed"],
  }),
  nameFact("spouseName", isMarried, {
    prompt: "What is your husband's, wife's or civil partner's full name?",
    form: "their first name and surname, for example: Sam Smith",
  }),
  yesNoFact(
    "wantsMirrorWill",
    isMarried,
    "Would your husband, wife or civil partner like a mirror will too?",
    {
      explains: "mirrorWill",
      leadsOn: true,
    },
  ),
  fact("spouseDateOfBirth", (facts) => isMarried(facts) && facts.wantsMirrorWill === true, {
    prompt: (facts) => `For the mirror will: what is ${firstNameOf(facts.spouseName ?? "")}'s date of birth?`,
    form: DATE_FORM,
    schema: CalendarDateSchema,
    read: (text, { today }) => readDate(text, today),
    apply: (date, { facts, today }) =>
      date > today ? { problem: AFTER_TODAY } : { facts: { ...facts, spouseDateOfBirth: date } },
  }),
  yesNoFact("hasPartner", notMarried, "Do you have a partner you're not married to?", { leadsOn: true }),
  nameFact("partnerName", withPartner, {
    prompt:
      "What is your partner's full name? A partner you're not married to inherits nothing unless your will names them.",
    form: "their first name and surname, for example: Jordan Ellis",
  }),
  yesNoFact(
    "planningToMarry",
    withPartner,
    "Are you planning to marry or form a civil partnership? Getting married cancels a will, unless the will says it was made expecting that marriage.",
  ),
  nameFact("expectedMarriageTo", (facts) => withPartner(facts) && facts.planningToMarry === true, {
    prompt: "Who are you planning to marry? Their full name, please.",
    form: "their first name and surname, for example: Chris Taylor",
    replies: (facts) => (facts.partnerName ? [facts.partnerName] : []),
  }),
  listGate("children", "Do you have any children?"),
  question({
    id: "child",
    topic: "children",
    when: (facts, state) =>
      facts.hasChildren === true && ((facts.children ?? []).length === 0 || open(state, "children")),
    prompt: (facts) =>
      `Please tell me about ${(facts.children ?? []).length === 0 ? "your first" : "your next"} child: their full name and age. For example: Tom Jones, 8.`,
    form: "one child's full name and age, for example: Tom Jones, 8",
    // A child who has died is not in the will: their children are named as heirs, if the user wishes.
    schema: z.union([
      z.literal("died").describe("a child who has died"),
      z.object({ fullName: FullName, age: z.number().int().min(0).max(OLDEST_AGE) }),
    ]),
    read: (text) => (/\b(?:died|passed away|deceased|dead)\b/i.test(text) ? "died" : readChild(text)),
    apply: (child, { facts }) => {
      const children = childrenOf(facts);
      if (child === "died")
        return { facts: children.length ? facts : { ...facts, hasChildren: undefined }, ack: DIED };
      const others = children.filter((old) => !isSameName(old.fullName, child.fullName));
      return {
        facts: { ...facts, children: [...others, child] },
        ack: `Thanks: ${child.fullName}, ${child.age}.`,
      };
    },
  }),
  question({
    id: "childAge",
    topic: "children",
    when: (facts) => childrenOf(facts).find((child) => child.age === undefined)?.fullName ?? false,
    prompt: (_facts, subject) => `How old is ${subject}?`,
    form: "a number, for example: 8",
    schema: z.number().int().min(0).max(OLDEST_AGE),
    read: readWholeNumber,
    apply: (age, { facts, subject }) => ({
      facts: {
        ...facts,
        children: childrenOf(facts).map((child) => (child.fullName === subject ? { ...child, age } : child)),
      },
    }),
  }),
  moreQuestion("children", hasChildren, "Do you have any more children?"),
  question({
    id: "guardian",
    topic: "guardians",
    when: (facts, state) => hasMinors(facts) && (facts.guardians === undefined || open(state, "guardians")),
    prompt: (facts) =>
      (facts.guardians ?? []).length === 0
        ? `Who would you like to look after ${listOfNames(minorChildren(facts).map((child) => firstNameOf(child.fullName)))} if you die while they're under 18? For example: Kate Brown, my sister. Or say 'no one'.`
        : "Who is your next choice of guardian? For example: Sue Lee, my friend.",
    form: "their full name and how they're related to you, for example: Kate Brown, my sister, or 'no one'",
    schema: z.union([z.literal("none"), Person]),
    read: (text, { facts }) => (saysNone(text) ? "none" : readKnownPerson(text, facts)),
    apply: (answer, { facts }) => {
      if (answer === "none")
        return { facts: { ...facts, guardians: facts.guardians ?? [] }, close: "guardians" };
      const minor = notAMinor(facts, answer.fullName, "A guardian");
      if (minor) return { problem: minor };
      const guardian = resolve(facts, answer);
      if (typeof guardian === "string") return { problem: guardian };
      if ((facts.guardians ?? []).some((named) => isSameName(named.fullName, guardian.fullName)))
        return {
          problem: `${guardian.fullName} is already down as a guardian. Please choose someone else, or say 'no one'.`,
        };
      return {
        facts: { ...facts, guardians: [...(facts.guardians ?? []), guardian] },
        ack: `${guardian.fullName} is down as a guardian.`,
      };
    },
    explains: "guardian",
  }),
  relationshipQuestion("guardians", hasMinors, "sister, friend or neighbour"),
  yesNoQuestion(
    "guardianAdult",
    "guardians",
    (facts) =>
      (hasMinors(facts) &&
        (facts.guardians ?? []).find(
          (guardian) => guardian.isAdult !== true || isKnownMinor(facts, guardian.fullName),
        )?.fullName) ||
      false,
    isAdult,
    (yes, { facts, subject }) => {
      const adult = yes && !isKnownMinor(facts, subject);
      const guardians = (facts.guardians ?? []).flatMap((guardian) =>
        guardian.fullName !== subject ? [guardian] : adult ? [{ ...guardian, isAdult: true }] : [],
      );
      const ack = "A guardian must be 18 or over, so please choose someone else.";
      return { facts: { ...facts, guardians }, ...(adult ? {} : { open: "guardians" as const, ack }) };
    },
  ),
  moreQuestion("guardians", hasMinors, "Would you like to name another guardian, as a second choice?"),
  ...executorQuestions("executor"),
  yesNoQuestion(
    "alternateExecutor",
    "alternateExecutor",
    (facts) => facts.wantsAlternateExecutor === undefined,
    "Would you like a replacement executor, in case your executor can't do it?",
    (yes, { facts }) => ({
      facts: { ...facts, wantsAlternateExecutor: yes, ...(yes ? {} : { alternateExecutor: undefined }) },
    }),
    { leadsOn: true },
  ),
  ...executorQuestions("alternateExecutor"),
  listGate(
    "gifts",
    "Would you like to leave any particular gifts, like a piece of jewellery or an amount of money, to someone?",
  ),
  question({
    id: "gift",
    topic: "specificGifts",
    when: (facts, state) =>
      wantsGifts(facts) && ((facts.specificGifts ?? []).length === 0 || open(state, "gifts")),
    prompt: GIFT_PROMPT,
    form: "what the gift is, 'to', and the person or the charity, for example: £500 to Lily Jones, my niece, or £500 to RSPCA, charity; or 'no'",
    schema: z.union([
      z.literal("none"),
      z.object({
        description: z.string().trim().min(1).max(1_000),
        person: z.union([Person, z.object({ fullName: Name, relationship: z.literal(CHARITY) })]),
      }),
    ]),
    read: (text, { facts }) => (saysNone(text) ? "none" : readGift(text, facts)),
    apply: (gift, { facts }) => {
      const gifts = facts.specificGifts ?? [];
      if (gift === "none") return { facts: { ...facts, hasSpecificGifts: gifts.length > 0 }, close: "gifts" };
      // "everything to Sue Lee" is the rest of the estate, asked next: as a gift it would give it twice.
      // "half my estate to Sue Lee" is a share of the rest, asked next too.
      if (describesWholeEstate(gift.description) || describesShareOfEstate(gift.description))
        return { problem: `${WHOLE_ESTATE_GIFT} ${GIFT_PROMPT}` };
      const person = resolve(facts, gift.person);
      if (typeof person === "string") return { problem: person };
      const given = {
        description: gift.description,
        beneficiary: person.fullName,
        relationship: person.relationship,
      };
      return {
        facts: { ...facts, specificGifts: [...gifts, given] },
        ack: `Thanks: ${given.description} to ${given.beneficiary}.`,
      };
    },
  }),
  relationshipQuestion("specificGifts", wantsGifts, "niece, friend or neighbour"),
  moreQuestion("gifts", wantsGifts, "Would you like to leave another gift?"),
  question({
    id: "residuary",
    topic: "residuary",
    when: (facts) =>
      residuaryBeneficiariesOf(facts) === null &&
      !unrelated(facts.residuaryPlan, facts.residuaryBeneficiaries),
    prompt: residuaryPrompt,
    form: "the people's names, with a percentage each if the shares are not equal, for example: 50% Tom Jones and 50% Amy Jones",
    schema: z.union([z.literal("automatic"), Shares]),
    read: (text, { facts }) =>
      readPlan(text, {
        // "everything to my wife, then the kids" is the usual plan when married with children.
        automatic:
          automaticPlanAvailable(facts) &&
          `yes(?:,? the usual(?: plan)?)?|yes please|(?:the )?usual(?: plan)?|that's fine|ok(?:ay)?${isMarried(facts) && hasChildren(facts) ? `|(?:(?:everything|all|it all) (?:goes )?to )?my (?:wife|husband|spouse|civil partner),? (?:and )?then (?:to )?${CHILDREN}` : ""}`,
      }),
    apply: (answer, { facts }) =>
      answer !== "automatic"
        ? applyShares("residuary", answer, facts)
        : automaticPlanAvailable(facts)
          ? { facts: { ...facts, residuaryPlan: "automatic" } }
          : NOT_OFFERED,
    replies: (facts) => (automaticPlanAvailable(facts) ? ["Yes, the usual plan"] : []),
    explains: "residuaryEstate",
  }),
  relationshipQuestion("residuary", (facts) => facts.residuaryPlan === "named", "brother, friend or niece"),
  question({
    id: "backup",
    topic: "backup",
    when: (facts) =>
      backupBeneficiariesOf(facts) === null && !unrelated(facts.backupPlan, facts.backupBeneficiaries),
    prompt: backupPrompt,
    form: "the people's names, with a percentage each if the shares are not equal, for example: Sue Lee, my friend; or a charity's name and the word charity, for example: RSPCA, charity",
    schema: z.union([z.enum(["substitution", "automatic", "none"]), Shares]),
    read: (text, { facts }) =>
      readPlan(text, {
        substitution: substitutionWorks(facts) && "yes(?:, pass it on)?|yes please|that's fine|pass it on",
        automatic: hasChildren(facts) && CHILDREN,
        none: "nobody(?:: leave it to the law)?|no one|none|leave it to the law",
      }),
    apply: (answer, { facts }) =>
      typeof answer !== "string"
        ? applyShares("backup", answer, facts)
        : (answer === "automatic" && !hasChildren(facts)) ||
            (answer === "substitution" && !substitutionWorks(facts))
          ? NOT_OFFERED
          : { facts: { ...facts, backupPlan: answer } },
    replies: (facts) => [
      ...(substitutionWorks(facts) ? ["Yes, pass it on"] : []),
      ...(hasChildren(facts) ? ["My children, equally"] : []),
      "Nobody: leave it to the law",
    ],
    explains: "backup",
  }),
  relationshipQuestion("backup", (facts) => facts.backupPlan === "named", "niece, friend or cousin"),
  fact("createTrust", (facts) => youngChildrenWhoInherit(facts).length > 0, {
    id: "trust",
    prompt: `Should a child's share be kept in trust until they are ${DEFAULT_INHERITANCE_AGE}? Say yes, another age from 18, or no (they get it at 18).`,
    form: `yes, no, or an age from ${MINIMUM_AGE} to ${MAX_INHERITANCE_AGE}, for example: 21`,
    schema: z.union([z.literal(false), z.number().int().min(MINIMUM_AGE).max(MAX_INHERITANCE_AGE)]),
    // "yes, at 21" is 21: the age typed after a yes is the age.
    read: (text) => {
      const said = readYesNo(text);
      if (said?.value === "no") return false;
      if (said && !said.rest) return said.value === "yes" ? DEFAULT_INHERITANCE_AGE : null;
      // "until they're 21", "at the age of 21", "21 please".
      const age = (said?.rest ?? text).replace(/\s+please$/i, "");
      return readWholeNumber(
        age.replace(/^(?:at|until|when)\s+(?:they(?:'re| are)\s+|(?:the )?age(?: of)?\s+)?/i, ""),
      );
    },
    apply: (age, { facts }) => ({
      facts: { ...facts, createTrust: age !== false, ...(age === false ? {} : { inheritanceAge: age }) },
    }),
    replies: () => [`Yes, at ${DEFAULT_INHERITANCE_AGE}`, "No"],
    explains: "trust",
  }),
  unsureQuestion("propertyAbroad", "Do you own any property or land outside England and Wales?"),
  unsureQuestion("businessProperty", "Do you own a business, or a farm or farmland?"),
  unsureQuestion(
    "vulnerableBeneficiary",
    "Is anyone in your will disabled, or do they get means-tested benefits?",
  ),
  yesNoQuestion(
    "exclusion",
    "exclusion",
    (facts) => peopleLeftOut(facts).length > 0 && facts.excludesSpouseOrChild !== true,
    "Your husband, wife, civil partner or a child gets nothing from this will. Is that on purpose?",
    (yes, { facts }) =>
      yes
        ? { facts: { ...facts, excludesSpouseOrChild: true } }
        : { facts: withoutTopics(facts, ["residuary", "backup"]), ack: "Then let's change who inherits." },
  ),
  fact("estimatedEstateValue", null, {
    id: "estateValue",
    prompt:
      "Roughly how much is everything you own worth, minus any debts? A guess is fine, like £250,000 or 300k, or say 'not sure'.",
    form: "an amount like £250,000 or 300k, or 'not sure'",
    schema: z.number().int().min(0).max(1_000_000_000_000).nullable(),
    read: readMoney,
    replies: () => ["Not sure"],
  }),
  fact("funeralWishes", null, {
    prompt:
      "Do you have any funeral wishes? Type them, for example 'cremation, with a small service', or say no.",
    form: "your wishes in a few words, or no",
    schema: z.string().trim().min(1).max(2_000).nullable(),
    // "not sure", "n/a" or "no preference" is no wish: the will does not say "My funeral wishes: not sure".
    read: (text) => {
      const said = readYesNo(text);
      if (said?.rest === "") return said.value === "yes" ? undefined : null;
      return /^(?:n\/?a|no preference|(?:i )?don'?t mind)$/i.test(text.trim()) ? null : text.trim();
    },
    replies: () => ["No"],
  }),
  question({
    id: "confirmation",
    topic: "confirmation",
    when: (facts) => facts.confirmed !== true,
    prompt:
      "Is everything right? Say yes to finish your will, or tell me what to change, for example 'change my executor'.",
    form: "yes to finish, or 'change' and what to change, for example: change my executor",
    schema: z.literal("yes"),
    read: readYes,
    apply: (_yes, { facts }) => ({ facts: { ...facts, confirmed: true } }),
    replies: () => ["Yes, finish my will"],
  }),
];

/** The question asked now, with whom it is about; null when nothing is left to ask. */
export function currentQuestion(state: ChatState): { question: QuestionDef; subject: string } | null {
  if (state.status === "complete") return null;
  for (const entry of QUESTIONS) {
    const asked = entry.when(state.facts, state);
    if (asked !== false) return { question: entry, subject: typeof asked === "string" ? asked : "" };
  }
  return null;
}

const TOO_MANY =
  "That's more than I can take here. For a will this size, please use our step-by-step form or a solicitor.";

/** An answer applied by its question, for both assistants, within the facts' limits (20 children…). */
export function applyAnswer(question: QuestionDef, value: unknown, context: Context): Applied {
  const applied = question.apply(value, context);
  return "facts" in applied && !ChatFactsSchema.safeParse(applied.facts).success
    ? { problem: TOO_MANY }
    : applied;
}

/** The state after an answer was taken (unconfirmed: only finishing confirms), and the one to go back to. */
export function taken(
  state: ChatState,
  applied: Extract<Applied, { facts: ChatFacts }>,
  back = remember(state),
): ChatState {
  const { confirmed: _confirmed, ...facts } = applied.facts;
  const next: ChatState = {
    ...state,
    facts,
    status: "interviewing",
    attempts: 0,
    adding: applied.open ?? null,
    closed: applied.close
      ? [...new Set([...state.closed, applied.close])]
      : state.closed.filter((list) => list !== applied.open),
    back,
  };
  return withReplacedAsked(next, currentQuestion(next)?.question.topic);
}

/** The topics still to ask, in order: those with a question that would be asked (decision 024). */
export function missingTopics(state: { facts: ChatFacts }): ChatTopic[] {
  // With no list open and every list closed, what is asked is what is missing.
  const settled: ChatState = { ...initialChatState(), closed: ["children", "guardians", "gifts"] };
  const asked = QUESTIONS.filter((entry) => entry.when(state.facts, settled) !== false);
  return CHAT_TOPICS.filter((topic) => asked.some((entry) => entry.topic === topic));
}
