import {
  type ChatExecutor,
  type ChatFacts,
  type ChatGift,
  type ChatGuardian,
  type ChatShare,
  type YesNoUnsure,
  automaticPlanAvailable,
  automaticPlanIncludesBackups,
  childNamed,
  childrenOf,
  isMarried,
  minorChildren,
  residuaryBeneficiariesOf,
  substitutionWorks,
} from "./facts.ts";
import {
  type ParsedShares,
  type PersonReference,
  type YesNoAnswer,
  cleanMessage,
  executorRelationshipFor,
  formatDate,
  hasWordLike,
  meansSameAddressAsMine,
  parseAddress,
  parseAge,
  parseAgeAnswer,
  parseChildren,
  parseContact,
  parseDate,
  parseGifts,
  parseMoney,
  parseName,
  parseNumberWord,
  parsePeople,
  parsePerson,
  parseRelationship,
  parseShares,
  parseYesNo,
  surnameOf,
} from "./parse.ts";
import { ageOn, isSameName } from "../legal/checks.ts";
import { DEFAULT_INHERITANCE_AGE, MINIMUM_AGE, NIL_RATE_BAND_GBP } from "../legal/figures.ts";
import { equalShares } from "../will/rules.ts";
import { type ChatState, type Pending, type Question, withoutKey } from "./state.ts";
import {
  executorRelationshipOfLabel,
  relationshipPhrase,
  renameEverywhere,
  resolvePerson,
} from "./people.ts";
import { backupSuggestion } from "./questions.ts";
import { backupsInWords, first, listOfNames, pick, pounds, residuaryInWords } from "./wording.ts";

/**
 * Reading the answer to the question in front of the user: each handler turns one message into
 * new facts, a follow-up, or the reason it cannot be taken.
 */
// ---------------------------------------------------------------------------------------------
// Answers

export type Outcome =
  | {
      kind: "accepted";
      facts: ChatFacts;
      ack?: string;
      notes?: string[];
      /** The follow-up state; when absent, the relationship hint is cleared and the rest kept. */
      pending?: Pending;
    }
  /**
   * A natural follow-up, not a failure. With `asks`, the message is itself the question ("What is
   * your mum's full name?"); without, it leads in to the next question.
   */
  | { kind: "followUp"; message: string; asks?: boolean; pending?: Pending; facts?: ChatFacts }
  /** Understood but not acceptable, with the reason. */
  | { kind: "retry"; message: string }
  | { kind: "unclear" }
  | { kind: "refused"; message: string }
  | { kind: "finalise" };

export interface Context {
  state: ChatState;
  facts: ChatFacts;
  text: string;
  today: string;
  question: Question;
}

export const accepted = (facts: ChatFacts, ack?: string, notes?: string[], pending?: Pending): Outcome => ({
  kind: "accepted",
  facts,
  ...(ack ? { ack } : {}),
  ...(notes && notes.length > 0 ? { notes } : {}),
  ...(pending ? { pending } : {}),
});

function ackThanks(state: ChatState, key: string, name?: string): string {
  return name
    ? pick(state, key, [`Thanks, ${name}.`, `Thank you, ${name}.`, `Lovely, thanks ${name}.`])
    : pick(state, key, ["Thanks.", "Got it.", "Great, thank you.", "Perfect, thanks."]);
}

/** Yes, no or not sure; words after a yes that only confirm it ("yes, that's fine") are dropped. */
export function yesNo(text: string): { answer: YesNoAnswer; rest: string } | null {
  const answer = parseYesNo(text);
  if (answer?.answer === "yes" && JUST_AGREEING.test(answer.rest)) return { answer: "yes", rest: "" };
  if (
    answer?.answer === "no" &&
    /^(?:thanks?|thank you|ta|cheers|not (?:really|at all)|not at the mo(?:ment)?|never|none)?[\s.!]*$/i.test(
      answer.rest,
    )
  ) {
    return { answer: "no", rest: "" };
  }
  return answer;
}

const JUST_AGREEING =
  /^(?:(?:that'?s|thats|that is|it'?s|its|it is|sounds|all|yes|yeah|is|please|that|def|definitely|he is|she is|they are|they'?re|he'?s|she'?s|for sure|of course)\s*)*(?:fine|ok|okay|good|great|right|correct|perfect|lovely|all right|alright|grand|brilliant|spot on|thanks|thank you|please|ta|cheers|great thanks)?[\s.!]*$/i;

const SAME_AS_THAT =
  /^(?:that'?s it|that'?s all|that'?s right|that is it|just (?:\S+)|no surname|(?:they|he|she) (?:do(?:es)?n'?t|do not|does not) have (?:one|a surname)|(?:it'?s )?just the one name|only one name|i don'?t know)/i;

function handleFullName(ctx: Context): Outcome {
  const { state, text, today } = ctx;
  if (/^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening))\b[\s!.,]*(?:there)?[\s!.,]*$/i.test(text)) {
    return { kind: "followUp", message: "Hello! It's nice to meet you." };
  }
  const name = parseName(text);
  if (!name) return { kind: "unclear" };
  let facts = ctx.facts;
  const notes: string[] = [];
  const date = parseDate(text, today);
  if (date?.kind === "date" && ageOn(date.date, today) >= MINIMUM_AGE) {
    facts = { ...facts, dateOfBirth: date.date };
  }
  if (!name.includes(" ")) {
    return accepted(facts, `Thanks, ${name}.`, notes, { ...state.pending, firstName: name });
  }
  return accepted(
    { ...facts, fullName: name },
    ackThanks(state, "name", first(name)),
    notes,
    withoutKey(state.pending, "firstName"),
  );
}

function handleSurname(ctx: Context): Outcome {
  const { state, text } = ctx;
  const given = state.pending.firstName ?? "";
  if (SAME_AS_THAT.test(text)) {
    return accepted(
      { ...ctx.facts, fullName: given },
      "Thank you.",
      [],
      withoutKey(state.pending, "firstName"),
    );
  }
  const name = parseName(text);
  if (!name) return { kind: "unclear" };
  const words = name.split(" ");
  const fullName = words.length === 1 ? (isSameName(name, given) ? given : `${given} ${name}`) : name;
  return accepted(
    { ...ctx.facts, fullName },
    ackThanks(state, "surname", first(fullName)),
    [],
    withoutKey(state.pending, "firstName"),
  );
}

export function underAgeMessage(): string {
  return `I'm sorry, but you need to be ${MINIMUM_AGE} or over to make a will in England and Wales (Wills Act 1837, s.7). I can't make a will for you yet. If I've got your date of birth wrong, just tell me the right one.`;
}

export function handleDateOfBirth(ctx: Context): Outcome {
  const { text, today, state } = ctx;
  const date = parseDate(text, today);
  if (date?.kind === "invalid") {
    return {
      kind: "retry",
      message:
        date.reason === "in-the-future"
          ? "That date is after today. Could you check it?"
          : date.reason === "too-long-ago"
            ? "That date is a very long time ago. Could you check it?"
            : "That date doesn't exist. Could you check it?",
    };
  }
  if (date?.kind === "date") {
    const age = ageOn(date.date, today);
    if (age < MINIMUM_AGE) return { kind: "refused", message: underAgeMessage() };
    const facts = { ...ctx.facts, dateOfBirth: date.date };
    const wasRefused = state.status === "refused";
    return accepted(
      facts,
      wasRefused
        ? `Thank you for correcting that: ${formatDate(date.date)}.`
        : pick(state, "dob", ["Thank you.", "Got it, thanks.", "Thanks for that."]),
    );
  }
  const age = parseAge(text);
  if (age !== null && /\d|\b(?:i'?m|i am|age|aged|years)\b/i.test(text)) {
    if (age < MINIMUM_AGE) return { kind: "refused", message: underAgeMessage() };
    return {
      kind: "retry",
      message: "Thanks. Your will needs your full date of birth, not just your age.",
    };
  }
  return { kind: "unclear" };
}

function handleAddress(ctx: Context): Outcome {
  const address = parseAddress(ctx.text);
  if (!address) return { kind: "unclear" };
  return accepted({ ...ctx.facts, address }, ackThanks(ctx.state, "address"));
}

/** A name said after a keyword ("married to Sam Smith", "my partner, Jordan"), trying each keyword found. */
function nameAfter(text: string, keyword: RegExp): string | null {
  const global = new RegExp(keyword.source, "gi");
  for (const match of text.matchAll(global)) {
    const after = text.slice((match.index ?? 0) + match[0].length).replace(/^[\s,:-]+/, "");
    const name = personName(after);
    if (name) return name;
  }
  return null;
}

const PARTNER_NOTE =
  "Good to know: a partner you're not married to doesn't inherit anything unless your will names them.";

function handleMaritalStatus(ctx: Context): Outcome {
  const { text, state } = ctx;
  const lower = text.toLowerCase();
  const base = withoutKey(
    ctx.facts,
    "maritalStatus",
    "spouseName",
    "wantsMirrorWill",
    "spouseDateOfBirth",
    "hasPartner",
    "partnerName",
    "planningToMarry",
    "expectedMarriageTo",
  );
  const pending = withoutKey(state.pending, "notMarried");
  const spouseDied =
    /\b(?:wife|husband|spouse|civil partner)\b.*\b(?:died|passed away|passed|is dead|was killed)\b|\blost my (?:wife|husband|spouse)\b/i.test(
      lower,
    );
  const widowed = hasWordLike(lower, "widowed") || /\bwidow(?:er)?\b/.test(lower) || spouseDied;
  const divorced = hasWordLike(lower, "divorced") || /\bdivorce\b/.test(lower);
  const remarried = /\bre-?married\b|\bmarried again\b/.test(lower);
  const separated = hasWordLike(lower, "separated");
  const civil = /\bcivil partner(?:ship)?\b/.test(lower);
  const notMarried = /\b(?:not|never|un|isn'?t|aren'?t)\s*(?:been\s+)?married\b/.test(lower);
  const futureMarriage = /\b(?:getting married|get married|to marry|planning|engaged|going to marry)\b/.test(
    lower,
  );
  const married =
    civil ||
    remarried ||
    (!notMarried &&
      !futureMarriage &&
      (hasWordLike(lower, "married") || /\bmy (?:wife|husband)\b/.test(lower)));
  const engaged = hasWordLike(lower, "engaged") || /\bfianc/.test(lower);
  const partner =
    engaged ||
    /\b(?:partner|boyfriend|girlfriend|in a relationship|living together|live together|cohabit\w*|common[- ]law)\b/.test(
      lower.replace(/civil partner(?:ship)?/g, ""),
    );
  const single = hasWordLike(lower, "single") || notMarried;
  const answer = yesNo(text);

  const partnerFacts = (facts: ChatFacts): ChatFacts => {
    if (!partner) return facts;
    const name =
      nameAfter(
        text,
        /\b(?:engaged to|partner(?: is| called| named)?|boyfriend(?: is)?|girlfriend(?: is)?|fianc[ée]+(?: is)?|living with|live with|relationship with)\b/i,
      ) ?? null;
    const withPartner: ChatFacts = { ...facts, hasPartner: true, ...(name ? { partnerName: name } : {}) };
    if (engaged) {
      return { ...withPartner, planningToMarry: true, ...(name ? { expectedMarriageTo: name } : {}) };
    }
    return withPartner;
  };
  const spouseName = nameAfter(
    text,
    /\b(?:married to|civil partnership with|my (?:wife|husband|spouse|civil partner)(?: is| called| named)?)\b/i,
  );

  if (widowed && !remarried) {
    return accepted(
      partnerFacts({ ...base, maritalStatus: "widowed" }),
      "I'm so sorry for your loss. Thank you for telling me.",
      [],
      pending,
    );
  }
  if (divorced && !remarried && !separated) {
    return accepted(
      partnerFacts({ ...base, maritalStatus: "divorced" }),
      "Thank you.",
      [
        "Good to know: a divorce doesn't cancel an old will, but your former partner is treated as if they had died. This new will replaces any old one.",
      ],
      pending,
    );
  }
  if (separated) {
    return accepted(
      { ...base, maritalStatus: "married", ...(spouseName ? { spouseName } : {}) },
      "Thank you.",
      ["In law you are still married until a divorce is final, so I'll put you down as married."],
      pending,
    );
  }
  if (married) {
    return accepted(
      { ...base, maritalStatus: "married", ...(spouseName ? { spouseName } : {}) },
      ackThanks(state, "married"),
      [],
      pending,
    );
  }
  if (single || partner) {
    const facts = partnerFacts({ ...base, maritalStatus: "single" });
    const notes = partner ? [PARTNER_NOTE] : [];
    if (facts.expectedMarriageTo) notes.push(marriageNote(facts.expectedMarriageTo));
    return accepted(facts, ackThanks(state, "single"), notes, pending);
  }
  if (answer?.answer === "yes") {
    return accepted(
      { ...base, maritalStatus: "married", ...(spouseName ? { spouseName } : {}) },
      ackThanks(state, "married"),
      [],
      pending,
    );
  }
  if (answer?.answer === "no") {
    if (state.pending.notMarried)
      return accepted({ ...base, maritalStatus: "single" }, ackThanks(state, "single"), [], pending);
    return { kind: "followUp", message: "Okay.", pending: { ...state.pending, notMarried: true } };
  }
  return { kind: "unclear" };
}

function personName(text: string): string | null {
  const person = parsePerson(text);
  return person?.fullName ?? parseName(text);
}

function handleSpouseName(ctx: Context): Outcome {
  const name = personName(ctx.text);
  if (!name) return { kind: "unclear" };
  return accepted({ ...ctx.facts, spouseName: name }, ackThanks(ctx.state, "spouse"));
}

function handleMirrorWill(ctx: Context): Outcome {
  const answer = yesNo(ctx.text);
  if (!answer) return { kind: "unclear" };
  if (answer.answer === "yes") {
    const date = parseDate(answer.rest, ctx.today);
    return accepted(
      {
        ...ctx.facts,
        wantsMirrorWill: true,
        ...(date?.kind === "date" ? { spouseDateOfBirth: date.date } : {}),
      },
      "Lovely, I'll make a mirror will too.",
    );
  }
  return accepted(
    { ...withoutKey(ctx.facts, "spouseDateOfBirth"), wantsMirrorWill: false },
    answer.answer === "unsure"
      ? "That's fine, I'll leave it out. You can always make one later."
      : "No problem.",
  );
}

function handleSpouseDateOfBirth(ctx: Context): Outcome {
  const date = parseDate(ctx.text, ctx.today);
  if (!date) return { kind: "unclear" };
  if (date.kind === "invalid")
    return { kind: "retry", message: "That date doesn't look right. Could you check it?" };
  if (ageOn(date.date, ctx.today) < MINIMUM_AGE) {
    return {
      kind: "retry",
      message: `A mirror will is only for someone ${MINIMUM_AGE} or over. Could you check the date?`,
    };
  }
  return accepted({ ...ctx.facts, spouseDateOfBirth: date.date }, ackThanks(ctx.state, "spousedob"));
}

function handlePartner(ctx: Context): Outcome {
  const answer = yesNo(ctx.text);
  const partnerNote = PARTNER_NOTE;
  if (answer?.answer === "no") {
    return accepted(
      withoutKey({ ...ctx.facts, hasPartner: false }, "partnerName", "planningToMarry", "expectedMarriageTo"),
      pick(ctx.state, "nopartner", ["Okay.", "Thanks.", "Got it."]),
    );
  }
  const rest = answer?.answer === "yes" ? answer.rest : ctx.text;
  const engaged = /\bengaged\b|\bfianc/i.test(ctx.text);
  const name = rest ? personName(rest.replace(/^(?:i'?m )?engaged to\s+/i, "")) : null;
  if (answer?.answer === "yes" || name || engaged) {
    const facts: ChatFacts = {
      ...ctx.facts,
      hasPartner: true,
      ...(name ? { partnerName: name } : {}),
      ...(engaged ? { planningToMarry: true, ...(name ? { expectedMarriageTo: name } : {}) } : {}),
    };
    return accepted(facts, ackThanks(ctx.state, "partner"), [partnerNote]);
  }
  return { kind: "unclear" };
}

function handlePartnerName(ctx: Context): Outcome {
  const name = personName(ctx.text);
  if (!name) return { kind: "unclear" };
  const facts: ChatFacts = { ...ctx.facts, partnerName: name };
  if (facts.planningToMarry && !facts.expectedMarriageTo) facts.expectedMarriageTo = name;
  return accepted(facts, ackThanks(ctx.state, "partnername"));
}

function marriageNote(name: string): string {
  return `I'll add a line saying your will is made expecting your marriage to ${name}, so the wedding won't cancel it. Marrying anyone else would.`;
}

function handleMarriagePlans(ctx: Context): Outcome {
  const answer = yesNo(ctx.text);
  if (!answer) return { kind: "unclear" };
  if (answer.answer === "yes") {
    const other = answer.rest ? personName(answer.rest.replace(/^(?:to|with)\s+/i, "")) : null;
    const name =
      other && !isSameName(first(other), first(ctx.facts.partnerName)) ? other : ctx.facts.partnerName;
    const facts: ChatFacts = {
      ...ctx.facts,
      planningToMarry: true,
      ...(name ? { expectedMarriageTo: name } : {}),
    };
    return accepted(facts, "How lovely, congratulations!", name ? [marriageNote(name)] : []);
  }
  return accepted(withoutKey({ ...ctx.facts, planningToMarry: false }, "expectedMarriageTo"), "Okay.", [
    "If you do marry later, you'll need to make a new will, because getting married cancels a will.",
  ]);
}

function handleExpectedMarriageTo(ctx: Context): Outcome {
  const name = personName(ctx.text);
  if (!name) return { kind: "unclear" };
  return accepted({ ...ctx.facts, expectedMarriageTo: name }, "Thank you.", [marriageNote(name)]);
}

/** Children as the user named them, with the user's surname added to a first name alone. */
export function childrenFrom(
  facts: ChatFacts,
  parsed: ReturnType<typeof parseChildren>["children"],
): { children: Array<{ fullName: string; age?: number }>; surnameAdded: string[] } {
  const surname = facts.fullName ? surnameOf(facts.fullName) : null;
  const surnameAdded: string[] = [];
  const children = parsed.map((child) => {
    const single = !child.name.includes(" ");
    const fullName = single && surname ? `${child.name} ${surname}` : child.name;
    if (single && surname) surnameAdded.push(fullName);
    return child.age === undefined ? { fullName } : { fullName, age: child.age };
  });
  return { children, surnameAdded };
}

function childrenAck(children: Array<{ fullName: string; age?: number }>, surnameAdded: string[]): string[] {
  const listed = listOfNames(
    children.map((child) => (child.age === undefined ? child.fullName : `${child.fullName} (${child.age})`)),
  );
  const notes = [`I've got ${listed}.`];
  const example = first(surnameAdded[0]);
  if (surnameAdded.length === 1) {
    notes.push(
      `If ${example}'s surname is different, just tell me, for example '${example}'s surname is Jones'.`,
    );
  } else if (surnameAdded.length > 1) {
    notes.push(
      `If any of their surnames are different, just tell me, for example '${example}'s surname is Jones'.`,
    );
  }
  return notes;
}

function acceptChildren(
  ctx: Context,
  existing: Array<{ fullName: string; age?: number }>,
  text: string,
  expectedFromText?: number,
): Outcome {
  const parsed = parseChildren(text);
  const { children, surnameAdded } = childrenFrom(ctx.facts, parsed.children);
  const all = [...existing];
  for (const child of children) {
    if (!all.some((other) => isSameName(other.fullName, child.fullName))) all.push(child);
  }
  const expected = parsed.expected ?? expectedFromText;
  const pending: Pending = withoutKey(ctx.state.pending, "expectedChildren");
  if (expected !== undefined && expected > all.length && expected <= 20) pending.expectedChildren = expected;
  if (children.length === 0) {
    if (existing.length === 0 && expected !== undefined) {
      return accepted({ ...ctx.facts, hasChildren: true, children: [] }, "Lovely.", [], pending);
    }
    return { kind: "unclear" };
  }
  if (all.length > 20) return { kind: "retry", message: "I can only take up to 20 children in one will." };
  return accepted(
    { ...ctx.facts, hasChildren: true, children: all },
    "Lovely.",
    childrenAck(children, surnameAdded),
    pending,
  );
}

function handleChildren(ctx: Context): Outcome {
  const answer = yesNo(ctx.text);
  if (answer?.answer === "no") {
    return accepted(
      { ...withoutKey(ctx.facts, "guardians"), hasChildren: false, children: [] },
      pick(ctx.state, "nochildren", ["Okay, no children.", "Thanks. No children, then."]),
      [],
      withoutKey(ctx.state.pending, "expectedChildren"),
    );
  }
  const text = answer?.answer === "yes" ? answer.rest : ctx.text;
  const count = text ? parseNumberWord(text.replace(/[.!]+$/, "")) : null;
  if (text) {
    const outcome = acceptChildren(ctx, [], text, count !== null && count > 0 ? count : undefined);
    if (outcome.kind !== "unclear") return outcome;
  }
  if (answer?.answer === "yes") {
    return accepted({ ...ctx.facts, hasChildren: true, children: [] }, "Lovely.");
  }
  return { kind: "unclear" };
}

function handleChildrenNames(ctx: Context): Outcome {
  if (ctx.question.id === "moreChildren") {
    const answer = yesNo(ctx.text);
    if (
      answer?.answer === "no" ||
      /^(?:that'?s (?:all|it|everything)|just (?:the )?(?:two|three|four|\d)|only (?:two|three|four|\d))\b/i.test(
        ctx.text,
      )
    ) {
      return accepted(ctx.facts, "Okay.", [], withoutKey(ctx.state.pending, "expectedChildren"));
    }
  }
  const outcome = acceptChildren(ctx, ctx.facts.children ?? [], ctx.text);
  return outcome;
}

export function setChildAge(facts: ChatFacts, fullName: string, age: number): ChatFacts {
  return {
    ...facts,
    children: (facts.children ?? []).map((child) =>
      isSameName(child.fullName, fullName) ? { ...child, age } : child,
    ),
  };
}

function handleChildAge(ctx: Context): Outcome {
  const subject = ctx.question.subject ?? "";
  let facts = ctx.facts;
  let changed = false;
  for (const parsed of parseChildren(ctx.text).children) {
    const child = (facts.children ?? []).find(
      (candidate) =>
        isSameName(candidate.fullName, parsed.name) || isSameName(first(candidate.fullName), parsed.name),
    );
    if (child && parsed.age !== undefined) {
      facts = setChildAge(facts, child.fullName, parsed.age);
      changed = true;
    }
  }
  if (!changed) {
    const age = parseAgeAnswer(ctx.text);
    if (age === null) return { kind: "unclear" };
    facts = setChildAge(facts, subject, age);
  }
  return accepted(facts, ackThanks(ctx.state, `age:${subject}`));
}

const ORDER_SEPARATORS =
  /\s*(?:,\s*)?\b(?:and then|then|and if (?:she|he|they) can'?t(?: do it)?|if (?:she|he|they) can'?t(?: do it)?|if not|or if not|failing (?:that|them|her|him)|otherwise|or else|as (?:a |my )?(?:back-?up|second choice)|second choice(?: would be| is)?|with (?:my |the )?back-?up(?: being)?|and as (?:a )?back-?up)\b[\s,:]*/i;

function handleGuardians(ctx: Context): Outcome {
  const { facts, text, state } = ctx;
  if (
    /\b(?:their|the kids'?|the children'?s|his|her) (?:dad|father|mum|mother|mom|other parent)\b|\bmy ex\b|\bthe other parent\b/i.test(
      text,
    )
  ) {
    return {
      kind: "retry",
      message:
        "If their other parent is alive and has parental responsibility, your children will usually live with them anyway. A guardian is for when neither parent is alive. Who would you like for that?",
    };
  }
  const answer = yesNo(text);
  if (answer?.answer === "no" && !answer.rest) {
    return accepted({ ...facts, guardians: [] }, "That's okay.", [
      "Without a guardian in your will, a court may have to decide who looks after your children. If you change your mind, just tell me.",
    ]);
  }
  const body = answer?.answer === "yes" ? answer.rest : text;
  const groups = body
    .split(ORDER_SEPARATORS)
    .map((group) => group.trim())
    .filter(Boolean);
  const guardians: ChatGuardian[] = [];
  let previousLabel: string | null = null;
  for (const [index, group] of groups.entries()) {
    for (const reference of parsePeople(group)) {
      if (reference.group)
        return { kind: "retry", message: "Please tell me the names of the people you'd like as guardians." };
      const person = resolvePerson(facts, reference, previousLabel);
      if (!person.fullName) {
        const single = groups.length === 1 && parsePeople(group).length === 1;
        if (single) return hintFor(ctx, reference);
        return {
          kind: "retry",
          message: "Please tell me each guardian's name too, for example 'my mum, Farida Rahman'.",
        };
      }
      if (person.minor) {
        return {
          kind: "retry",
          message: `${person.fullName} is under ${MINIMUM_AGE}. A guardian has to be an adult. Who else would you like?`,
        };
      }
      if (guardians.some((guardian) => isSameName(guardian.fullName, person.fullName ?? ""))) continue;
      guardians.push({
        fullName: person.fullName,
        ...(person.label ? { relationship: person.label } : {}),
        order: Math.min(index + 1, 10),
        ...(person.adult ? { isAdult: true } : {}),
      });
      previousLabel = person.label;
    }
  }
  if (guardians.length === 0) return { kind: "unclear" };
  const orders = [...new Set(guardians.map((guardian) => guardian.order ?? 1))];
  const describe = orders
    .map((order) =>
      listOfNames(
        guardians.filter((guardian) => guardian.order === order).map((guardian) => guardian.fullName),
      ),
    )
    .join(", then ");
  const together = guardians.filter((guardian) => guardian.order === 1).length > 1 ? " (together)" : "";
  return accepted({ ...facts, guardians }, pick(state, "guardians", ["Thank you.", "Lovely, thank you."]), [
    `I've put down ${describe}${together}.`,
  ]);
}

/** Asks for the name of "my mum" (or the names of "my parents"), keeping the answer to run again with them. */
function hintFor(ctx: Context, reference: PersonReference): Extract<Outcome, { kind: "followUp" }> {
  const label = reference.relationship?.label ?? "";
  const message = reference.plural
    ? `What are their full names? For example: '${PLURAL_EXAMPLE}'.`
    : `What is ${relationshipPhrase(reference)}'s full name?`;
  return {
    kind: "followUp",
    asks: true,
    message,
    pending: {
      ...ctx.state.pending,
      relationshipHint: {
        original: ctx.text,
        phrase: reference.phrase ?? "",
        label,
        plural: reference.plural === true,
      },
    },
  };
}

const PLURAL_EXAMPLE = "Ann Jones and Bob Jones";

/** The earlier answer with the names the user has now given put where "my mum" was. */
export function answerWithNames(hint: NonNullable<Pending["relationshipHint"]>, text: string): string | null {
  const names = hint.plural
    ? parsePeople(text)
        .map((person) => person.fullName)
        .filter((name): name is string => Boolean(name))
    : [parseName(text)].filter((name): name is string => Boolean(name));
  if (names.length === 0) return null;
  const named = names.map((name) => (hint.label ? `my ${hint.label} ${name}` : name)).join(" and ");
  const at = hint.phrase ? hint.original.indexOf(hint.phrase) : -1;
  if (at < 0) return named;
  return `${hint.original.slice(0, at)}${named}${hint.original.slice(at + hint.phrase.length)}`;
}

function updateGuardian(facts: ChatFacts, fullName: string, change: Partial<ChatGuardian> | null): ChatFacts {
  const guardians = (facts.guardians ?? [])
    .map((guardian) =>
      isSameName(guardian.fullName, fullName) ? (change ? { ...guardian, ...change } : null) : guardian,
    )
    .filter((guardian): guardian is ChatGuardian => guardian !== null);
  return guardians.length > 0 ? { ...facts, guardians } : withoutKey(facts, "guardians");
}

/** A relationship typed freely: a known word, else the words themselves when short. */
function relationshipLabel(text: string): string | null {
  const found = parseRelationship(text);
  if (found) return found.label;
  const words = cleanMessage(text)
    .toLowerCase()
    .replace(/^(?:(?:he|she|they)(?:'s| is| are)|it'?s|my|our|a|an|the)\s+/g, "")
    .replace(/[.!]+$/, "")
    .trim();
  if (!words || words.split(/\s+/).length > 4 || parseYesNo(words)) return null;
  return words.length <= 60 && /^[\p{L}' -]+$/u.test(words) ? words : null;
}

function handleGuardianRelationship(ctx: Context): Outcome {
  const label = relationshipLabel(ctx.text);
  if (!label) return { kind: "unclear" };
  const relationship = parseRelationship(ctx.text);
  return accepted(
    updateGuardian(ctx.facts, ctx.question.subject ?? "", {
      relationship: label,
      ...(relationship?.adult ? { isAdult: true } : {}),
    }),
    ackThanks(ctx.state, "guardianrel"),
  );
}

/** Yes or no to "Is X 18 or over?", or an age. */
function adultAnswer(text: string): boolean | null {
  const answer = parseYesNo(text);
  const age = parseAge(text);
  if (age !== null && /\d|years|old/i.test(text)) return age >= MINIMUM_AGE;
  if (answer?.answer === "yes") return true;
  if (answer?.answer === "no") return false;
  return null;
}

function handleGuardianAdult(ctx: Context): Outcome {
  const adult = adultAnswer(ctx.text);
  const subject = ctx.question.subject ?? "";
  if (adult === null) return { kind: "unclear" };
  if (adult)
    return accepted(
      updateGuardian(ctx.facts, subject, { isAdult: true }),
      ackThanks(ctx.state, "guardianadult"),
    );
  const facts = updateGuardian(ctx.facts, subject, null);
  return accepted(facts, "Thanks for checking.", [
    `A guardian has to be 18 or over, so I've taken ${first(subject)} off.${facts.guardians ? "" : " Who else would you like?"}`,
  ]);
}

export type ExecutorSlot = "executor" | "alternateExecutor";

function executorFromReference(
  ctx: Context,
  reference: PersonReference,
  slot: ExecutorSlot,
): { executor: ChatExecutor } | { outcome: Outcome } {
  const { facts } = ctx;
  if (reference.group) {
    return {
      outcome: {
        kind: "retry",
        message: "Please choose one person to start with. You can add a back-up too.",
      },
    };
  }
  const person = resolvePerson(facts, reference);
  if (!person.fullName) return { outcome: hintFor(ctx, reference) };
  if (person.minor) {
    return {
      outcome: {
        kind: "retry",
        message: `${person.fullName} is under ${MINIMUM_AGE}, and an executor has to be an adult. Who else would you like?`,
      },
    };
  }
  const other = slot === "executor" ? facts.alternateExecutor : facts.executor;
  if (slot === "alternateExecutor" && other && isSameName(other.fullName, person.fullName)) {
    return {
      outcome: {
        kind: "retry",
        message: `${first(person.fullName)} is already your main executor. Your back-up needs to be someone else. Who would you like?`,
      },
    };
  }
  const relationship = person.executor ?? executorRelationshipOfLabel(person.label);
  return {
    executor: {
      fullName: person.fullName,
      ...(relationship ? { relationship } : {}),
      ...(person.label ? { relationshipLabel: person.label } : {}),
      ...(person.adult ? { isAdult: true } : {}),
    },
  };
}

function handleExecutorName(ctx: Context, slot: ExecutorSlot): Outcome {
  const text = ctx.text.replace(
    /^(?:(?:i'?d like|i want|i choose|i'?ll have|it should be|it'?ll be|probably|maybe)\s+)/i,
    "",
  );
  const people = parsePeople(
    text.replace(
      /\b(?:as (?:my |a )?(?:back-?up|second|alternate)|(?:for|as) (?:the )?(?:back-?up|second one))\b/gi,
      "",
    ),
  );
  if (people.length === 0) {
    if (/\b(?:solicitor|lawyer|professional|bank|firm)\b/i.test(text)) {
      return hintFor(
        { ...ctx, text: "my solicitor" },
        {
          relationship: { label: "solicitor", executor: "professional", adult: true },
          phrase: "my solicitor",
        },
      );
    }
    return { kind: "unclear" };
  }
  const [firstPerson, secondPerson] = people;
  if (!firstPerson) return { kind: "unclear" };
  const main = executorFromReference(ctx, firstPerson, slot);
  if ("outcome" in main) return main.outcome;
  let facts: ChatFacts = { ...ctx.facts, [slot]: main.executor };
  if (slot === "alternateExecutor") facts.wantsAlternateExecutor = true;
  const notes: string[] = [];
  if (slot === "executor" && secondPerson) {
    const backup = executorFromReference({ ...ctx, facts }, secondPerson, "alternateExecutor");
    if ("executor" in backup && !isSameName(backup.executor.fullName, main.executor.fullName)) {
      facts = { ...facts, alternateExecutor: backup.executor, wantsAlternateExecutor: true };
      notes.push(`I'll put ${backup.executor.fullName} down as your back-up executor.`);
    }
  }
  const name = first(main.executor.fullName);
  return accepted(
    facts,
    pick(ctx.state, `exec:${slot}`, [
      `Thank you. ${name} it is.`,
      `Lovely, ${name} sounds a good choice.`,
      `Thanks, I've noted ${name}.`,
    ]),
    notes,
  );
}

function updateExecutor(facts: ChatFacts, slot: ExecutorSlot, change: Partial<ChatExecutor>): ChatFacts {
  const executor = facts[slot];
  return executor ? { ...facts, [slot]: { ...executor, ...change } } : facts;
}

function handleExecutorRelationship(ctx: Context, slot: ExecutorSlot): Outcome {
  const relationship = executorRelationshipFor(ctx.text) ?? (relationshipLabel(ctx.text) ? "other" : null);
  if (!relationship) return { kind: "unclear" };
  const adult = parseRelationship(ctx.text)?.adult;
  const label = relationshipLabel(ctx.text);
  return accepted(
    updateExecutor(ctx.facts, slot, {
      relationship,
      ...(label ? { relationshipLabel: label } : {}),
      ...(adult ? { isAdult: true } : {}),
    }),
    ackThanks(ctx.state, "execrel"),
  );
}

function handleExecutorAddress(ctx: Context, slot: ExecutorSlot): Outcome {
  const { facts, text } = ctx;
  const primary = facts.executor;
  const answer = yesNo(text);
  const sameAsPrimary =
    slot === "alternateExecutor" &&
    primary?.address !== undefined &&
    (/\bsame as (?:before|the (?:first|main|other)(?: one| executor)?)\b/i.test(text) ||
      new RegExp(`\\bsame as ${first(primary.fullName).replace(/[^\p{L}]/gu, "")}\\b`, "iu").test(text));
  // "Yes" answers "If it's the same as yours, just say 'same'" only when they live with the user.
  const sameAsMine =
    meansSameAddressAsMine(text) ||
    (answer?.answer === "yes" && !answer.rest && executorLivesWithUser(facts, slot));
  const address = sameAsPrimary ? primary?.address : sameAsMine ? facts.address : parseAddress(text);
  if (!address) return { kind: "unclear" };
  return accepted(updateExecutor(facts, slot, { address }), ackThanks(ctx.state, "execaddr"));
}

function executorLivesWithUser(facts: ChatFacts, slot: ExecutorSlot): boolean {
  const executor = facts[slot];
  return executor?.relationship === "spouse" || isSameName(executor?.fullName, facts.partnerName);
}

function handleExecutorContact(ctx: Context, slot: ExecutorSlot): Outcome {
  const contact = parseContact(ctx.text);
  if (!contact) {
    if (parseYesNo(ctx.text)?.answer === "no" || parseYesNo(ctx.text)?.answer === "unsure") {
      return {
        kind: "retry",
        message:
          "Your will needs a phone number or an email address, so your family can reach your executor. Could you find one?",
      };
    }
    return { kind: "unclear" };
  }
  return accepted(updateExecutor(ctx.facts, slot, { contact }), ackThanks(ctx.state, "execcontact"));
}

function handleExecutorAdult(ctx: Context, slot: ExecutorSlot): Outcome {
  const adult = adultAnswer(ctx.text);
  if (adult === null) return { kind: "unclear" };
  if (adult)
    return accepted(updateExecutor(ctx.facts, slot, { isAdult: true }), ackThanks(ctx.state, "execadult"));
  const name = first(ctx.facts[slot]?.fullName);
  return accepted(withoutKey(ctx.facts, slot), "Thanks for checking.", [
    `An executor has to be 18 or over, so ${name} can't do it yet.`,
  ]);
}

function handleAlternateExecutor(ctx: Context): Outcome {
  const answer = yesNo(ctx.text);
  if (answer?.answer === "no" || answer?.answer === "unsure") {
    const notes =
      minorChildren(ctx.facts).length > 0
        ? [
            "That's fine. Just so you know: if a child under 18 inherits, two executors are usually needed to look after their share. You can add a back-up later if you change your mind.",
          ]
        : ["That's fine. You can add one later if you change your mind."];
    return accepted(
      withoutKey({ ...ctx.facts, wantsAlternateExecutor: false }, "alternateExecutor"),
      "",
      notes,
    );
  }
  const rest = answer?.answer === "yes" ? answer.rest : ctx.text;
  if (rest) {
    const outcome = handleExecutorName({ ...ctx, text: rest }, "alternateExecutor");
    if (outcome.kind !== "unclear") return outcome;
  }
  if (answer?.answer === "yes") return accepted({ ...ctx.facts, wantsAlternateExecutor: true }, "Good idea.");
  return { kind: "unclear" };
}

function giftsFrom(ctx: Context, text: string): ChatGift[] | Outcome {
  const parsed = parseGifts(text);
  if (!parsed) return { kind: "unclear" };
  const gifts: ChatGift[] = [];
  for (const gift of parsed) {
    const person = resolvePerson(ctx.facts, gift.person);
    if (!person.fullName) {
      if (parsed.length === 1) return hintFor(ctx, gift.person);
      return {
        kind: "retry",
        message: "Please tell me the name of each person too, for example '£500 to my niece Lily Jones'.",
      };
    }
    gifts.push({
      description: gift.description,
      beneficiary: person.fullName,
      ...(person.label ? { relationship: person.label } : {}),
    });
  }
  return gifts;
}

function handleGifts(ctx: Context): Outcome {
  const answer = yesNo(ctx.text);
  if (answer?.answer === "no" || answer?.answer === "unsure") {
    return accepted(
      { ...ctx.facts, hasSpecificGifts: false, specificGifts: [] },
      "Okay, no particular gifts.",
      [],
      {
        ...ctx.state.pending,
        moreGifts: false,
      },
    );
  }
  const text = answer?.answer === "yes" ? answer.rest : ctx.text;
  if (text) {
    const gifts = giftsFrom(ctx, text);
    if (Array.isArray(gifts)) return acceptGifts(ctx, gifts);
    if (gifts.kind !== "unclear") return gifts;
  }
  if (answer?.answer === "yes")
    return accepted({ ...ctx.facts, hasSpecificGifts: true, specificGifts: [] }, "Lovely.");
  return { kind: "unclear" };
}

function acceptGifts(ctx: Context, gifts: ChatGift[]): Outcome {
  const all = [...(ctx.facts.specificGifts ?? []), ...gifts];
  if (all.length > 100) return { kind: "retry", message: "That's a lot of gifts! I can take up to 100." };
  const listed = listOfNames(gifts.map((gift) => `${gift.description} to ${gift.beneficiary}`));
  return accepted(
    { ...ctx.facts, hasSpecificGifts: true, specificGifts: all },
    pick(ctx.state, "gifts", ["Lovely.", "How thoughtful.", "Got it."]),
    [`I've noted ${listed}.`],
    { ...withoutKey(ctx.state.pending, "relationshipHint"), moreGifts: true },
  );
}

function handleGiftDetails(ctx: Context): Outcome {
  const answer = yesNo(ctx.text);
  if ((answer?.answer === "no" || answer?.answer === "unsure") && !answer.rest) {
    return accepted(
      { ...ctx.facts, hasSpecificGifts: false, specificGifts: [] },
      "Okay, no particular gifts.",
    );
  }
  const gifts = giftsFrom(ctx, ctx.text);
  return Array.isArray(gifts) ? acceptGifts(ctx, gifts) : gifts;
}

function handleMoreGifts(ctx: Context): Outcome {
  const answer = yesNo(ctx.text);
  const done = { ...ctx.state.pending, moreGifts: false };
  if (
    answer?.answer === "no" ||
    /^(?:that'?s (?:all|it|everything)|nothing else|no more)\b/i.test(ctx.text)
  ) {
    return accepted(ctx.facts, "Okay.", [], done);
  }
  const text = answer?.answer === "yes" ? answer.rest : ctx.text;
  if (text) {
    const gifts = giftsFrom(ctx, text);
    if (Array.isArray(gifts)) return acceptGifts(ctx, gifts);
    if (gifts.kind !== "unclear") return gifts;
  }
  if (answer?.answer === "yes")
    return {
      kind: "followUp",
      asks: true,
      message: "Of course. What else would you like to give, and to whom?",
    };
  return { kind: "unclear" };
}

function handleGiftRelationship(ctx: Context): Outcome {
  const label = relationshipLabel(ctx.text);
  if (!label) return { kind: "unclear" };
  const subject = ctx.question.subject ?? "";
  const specificGifts = (ctx.facts.specificGifts ?? []).map((gift) =>
    isSameName(gift.beneficiary, subject) && !gift.relationship ? { ...gift, relationship: label } : gift,
  );
  return accepted({ ...ctx.facts, specificGifts }, ackThanks(ctx.state, "giftrel"));
}

type SharesResult =
  | { kind: "shares"; shares: ChatShare[]; split: "equal" | "percentages" | undefined }
  | Exclude<Outcome, { kind: "accepted" }>;

/** The shares an answer gives, read against the family ("my children" are the children). */
function resolveShares(ctx: Context, parsed: ParsedShares): SharesResult {
  const { facts } = ctx;
  const shares: Array<ChatShare & { rest?: boolean }> = [];
  let previousLabel: string | null = null;
  for (const entry of parsed.entries) {
    if (entry.person.group === "children") {
      const children = childrenOf(facts);
      if (children.length === 0)
        return { kind: "retry", message: "You told me you don't have children. Who would you like instead?" };
      const split =
        entry.percentage !== undefined
          ? equalShares(children.length).map((share) => Math.round(share * (entry.percentage ?? 0)) / 100)
          : [];
      children.forEach((child, index) => {
        if (shares.some((share) => isSameName(share.fullName, child.fullName))) return;
        shares.push({
          fullName: child.fullName,
          relationship: "child",
          ...(split[index] !== undefined ? { percentage: split[index] } : {}),
        });
      });
      continue;
    }
    const person = resolvePerson(facts, entry.person, previousLabel);
    if (!person.fullName) {
      if (parsed.entries.length === 1) return hintFor(ctx, entry.person);
      return {
        kind: "retry",
        message: "Please tell me each person's name too, for example '50% to my sister Kate Brown'.",
      };
    }
    previousLabel = person.label;
    if (shares.some((share) => isSameName(share.fullName, person.fullName ?? ""))) continue;
    shares.push({
      fullName: person.fullName,
      ...(person.label ? { relationship: person.label } : {}),
      ...(entry.percentage !== undefined ? { percentage: entry.percentage } : {}),
      ...(entry.rest ? { rest: true } : {}),
    });
  }
  if (shares.length === 0) return { kind: "unclear" };
  if (shares.length > 50) return { kind: "retry", message: "I can take up to 50 people here." };
  const given = shares.filter((share) => share.percentage !== undefined);
  const clean = (list: Array<ChatShare & { rest?: boolean }>): ChatShare[] =>
    list.map((share) => withoutKey(share, "rest"));
  if (shares.length === 1) {
    const only = shares[0];
    if (only?.percentage !== undefined && Math.round(only.percentage * 100) !== 10_000) {
      return {
        kind: "retry",
        message: `That gives ${only.fullName} ${only.percentage}%. Who should get the other ${Math.round((100 - only.percentage) * 100) / 100}%?`,
      };
    }
    return {
      kind: "shares",
      shares: clean(shares).map((share) => withoutKey(share, "percentage")),
      split: undefined,
    };
  }
  if (given.length === 0)
    return { kind: "shares", shares: clean(shares), split: parsed.equal ? "equal" : undefined };
  const sum = given.reduce((total, share) => total + (share.percentage ?? 0), 0);
  const missing = shares.filter((share) => share.percentage === undefined);
  if (missing.length === 1 && sum < 100) {
    const last = missing[0];
    if (last) last.percentage = Math.round((100 - sum) * 100) / 100;
  } else if (missing.length > 0) {
    return {
      kind: "retry",
      message: "Please give a share for each person, for example '60% to Sam and 40% to Alex'.",
    };
  }
  const total =
    Math.round(shares.reduce((sumSoFar, share) => sumSoFar + (share.percentage ?? 0), 0) * 100) / 100;
  if (Math.abs(total - 100) > 0.011) {
    return {
      kind: "retry",
      message: `Those shares add up to ${total}%. They need to add up to exactly 100%. Could you give me the shares again?`,
    };
  }
  // 33.33 + 33.33 + 33.33: a rounding shortfall goes to the first share, so the total is exactly 100.
  const hundredths = shares.reduce(
    (sumSoFar, share) => sumSoFar + Math.round((share.percentage ?? 0) * 100),
    0,
  );
  const firstShare = shares[0];
  if (firstShare && hundredths !== 10_000)
    firstShare.percentage = (Math.round((firstShare.percentage ?? 0) * 100) + 10_000 - hundredths) / 100;
  return { kind: "shares", shares: clean(shares), split: "percentages" };
}

const THEN_BACKUP =
  /\s*,?\s*(?:and )?(?:then(?: to)?|and after (?:her|him|them)|after (?:her|him|them)|and if (?:she|he|they) (?:die|dies|pass(?:es)? away)(?: (?:first|before me))?,?(?: to)?|if (?:she|he|they) (?:die|dies|pass(?:es)? away)(?: (?:first|before me))?,?(?: to)?)\s+/i;

const LIFE_INTEREST =
  /\blife interest\b|\bfor the rest of (?:her|his|their) li(?:fe|ves)\b|\blive in (?:the|my|our) (?:house|home|flat) (?:until|for as long)\b/i;

function partnerLeftOutNote(facts: ChatFacts): string[] {
  const partner = !isMarried(facts) && facts.hasPartner ? facts.partnerName : undefined;
  if (!partner) return [];
  const inherits = [
    ...(residuaryBeneficiariesOf(facts) ?? []),
    ...(facts.specificGifts ?? []).map((gift) => ({ fullName: gift.beneficiary })),
  ].some((share) => isSameName(share.fullName, partner));
  return inherits
    ? []
    : [`Just so you know, ${first(partner)} won't get anything unless the will names them.`];
}

function acceptResiduary(ctx: Context, facts: ChatFacts, extraNotes: string[] = []): Outcome {
  const notes = [...extraNotes];
  if (residuaryBeneficiariesOf(facts))
    notes.unshift(`So the rest of your estate goes to ${residuaryInWords(facts)}.`);
  if (automaticPlanIncludesBackups(facts))
    notes.push(`If ${first(facts.spouseName)} dies before you, it goes to ${backupsInWords(facts)}.`);
  notes.push(...partnerLeftOutNote(facts));
  return accepted(
    facts,
    pick(ctx.state, "residuary", ["Thank you.", "Lovely, thank you.", "Got it."]),
    notes,
  );
}

export function clearResiduary(facts: ChatFacts): ChatFacts {
  return withoutKey(
    facts,
    "residuaryPlan",
    "residuaryBeneficiaries",
    "residuarySplit",
    "backupPlan",
    "backupBeneficiaries",
    "backupSplit",
    "excludesSpouseOrChild",
  );
}

function handleResiduary(ctx: Context): Outcome {
  const base = clearResiduary(ctx.facts);
  const answer = yesNo(ctx.text);
  const lifeInterest = LIFE_INTEREST.test(ctx.text);
  const lifeNotes = lifeInterest
    ? [
        "Letting someone use something for the rest of their life before it passes on is called a 'life interest'. It needs a special trust, so I'll recommend our optional legal check.",
      ]
    : [];
  const withLife = (facts: ChatFacts): ChatFacts =>
    lifeInterest ? { ...facts, wantsLifeInterest: true } : facts;
  // "yes" to the suggestion, unless what follows it changes the plan ("yes, but half to my sister").
  const changesPlan = /%|\bhalf\b|\bequal|\bsplit\b|\bbut\b|\binstead\b|\bexcept\b|\bonly\b/i.test(
    answer?.rest ?? "",
  );
  if (answer?.answer === "yes" && automaticPlanAvailable(ctx.facts) && !changesPlan) {
    return acceptResiduary(ctx, withLife({ ...base, residuaryPlan: "automatic" }), lifeNotes);
  }
  if (answer?.answer === "no" && !answer.rest) {
    return { kind: "followUp", asks: true, message: "No problem. Who would you like to get it instead?" };
  }
  const text = answer && answer.answer !== "unsure" ? answer.rest || ctx.text : ctx.text;
  const [primaryText = "", backupText] = text.split(THEN_BACKUP);
  const parsed = parseShares(primaryText);
  if (!parsed) return { kind: "unclear" };
  const resolved = resolveShares({ ...ctx, facts: base }, parsed);
  if (resolved.kind !== "shares") return resolved;
  let facts: ChatFacts = withLife({
    ...base,
    residuaryPlan: "named",
    residuaryBeneficiaries: resolved.shares,
    ...(resolved.split ? { residuarySplit: resolved.split } : {}),
  });
  if (backupText) {
    const backups = backupFromText({ ...ctx, facts }, backupText);
    if (backups.kind === "accepted") facts = backups.facts;
  }
  return acceptResiduary(ctx, facts, lifeNotes);
}

function handleShareRelationship(
  ctx: Context,
  list: "residuaryBeneficiaries" | "backupBeneficiaries",
): Outcome {
  const label = relationshipLabel(ctx.text);
  if (!label) return { kind: "unclear" };
  const subject = ctx.question.subject ?? "";
  const shares = (ctx.facts[list] ?? []).map((share) =>
    isSameName(share.fullName, subject) ? { ...share, relationship: label } : share,
  );
  return accepted({ ...ctx.facts, [list]: shares }, ackThanks(ctx.state, `rel:${list}`));
}

function handleSplit(ctx: Context, which: "residuary" | "backup"): Outcome {
  const listKey = which === "residuary" ? "residuaryBeneficiaries" : "backupBeneficiaries";
  const splitKey = which === "residuary" ? "residuarySplit" : "backupSplit";
  const shares = ctx.facts[listKey] ?? [];
  const text = ctx.text;
  if (
    which === "backup" &&
    /\bsame (?:as before|again|split|as (?:the )?(?:first|last|other)(?: one)?)\b/i.test(text)
  ) {
    const primary = ctx.facts.residuaryBeneficiaries ?? [];
    if (ctx.facts.residuarySplit === "equal" || ctx.facts.residuaryPlan === "automatic") {
      return acceptSplit(ctx, { ...ctx.facts, [splitKey]: "equal" }, which);
    }
    if (ctx.facts.residuarySplit === "percentages" && primary.length === shares.length) {
      const copied = shares.map((share, index) => ({
        ...share,
        percentage: primary[index]?.percentage ?? 0,
      }));
      return acceptSplit(ctx, { ...ctx.facts, [listKey]: copied, [splitKey]: "percentages" }, which);
    }
  }
  const answer = yesNo(text);
  if (ctx.question.id.endsWith("Split") && answer?.answer === "no" && !answer.rest) {
    return {
      kind: "followUp",
      asks: true,
      message: "What share should each person get? The shares need to add up to 100%.",
    };
  }
  const parsedShares = parseShares(text);
  const plainYes = ctx.question.id.endsWith("Split") && answer?.answer === "yes" && !answer.rest;
  if (
    plainYes ||
    (/\b(?:equal(?:ly)?|evenly|same|50\s*[/-]\s*50|fifty[- ]fifty|half each)\b/i.test(text) &&
      !/\d{1,3}\s*%/.test(text))
  ) {
    return acceptSplit(ctx, { ...ctx.facts, [splitKey]: "equal" }, which);
  }
  // "60 and 40", "60/40": numbers in the order the people were named.
  const numbers = [...text.matchAll(/(\d{1,3}(?:\.\d{1,2})?)\s*%?/g)].map((match) => Number(match[1]));
  const named =
    parsedShares?.entries.filter((entry) => entry.person.fullName || entry.person.relationship) ?? [];
  let percentages: number[] | null = null;
  if (named.length > 0 && parsedShares) {
    percentages = shares.map((share) => {
      const entry = parsedShares.entries.find((candidate) => {
        const person = resolvePerson(ctx.facts, candidate.person);
        return person.fullName !== null && isSameName(person.fullName, share.fullName);
      });
      return entry?.percentage ?? Number.NaN;
    });
    if (percentages.some((value) => Number.isNaN(value))) {
      const missingOne = percentages.filter((value) => Number.isNaN(value)).length === 1;
      const sum = percentages
        .filter((value) => !Number.isNaN(value))
        .reduce((total, value) => total + value, 0);
      percentages =
        missingOne && sum < 100
          ? percentages.map((value) => (Number.isNaN(value) ? Math.round((100 - sum) * 100) / 100 : value))
          : null;
    }
  } else if (numbers.length === shares.length) {
    percentages = numbers;
  }
  if (!percentages) return { kind: "unclear" };
  const hundredths = percentages.reduce((total, value) => total + Math.round(value * 100), 0);
  if (hundredths !== 10_000) {
    return {
      kind: "retry",
      message: `Those shares add up to ${hundredths / 100}%. They need to add up to exactly 100%.`,
    };
  }
  const updated = shares.map((share, index) => ({ ...share, percentage: percentages?.[index] ?? 0 }));
  return acceptSplit(ctx, { ...ctx.facts, [listKey]: updated, [splitKey]: "percentages" }, which);
}

function acceptSplit(ctx: Context, facts: ChatFacts, which: "residuary" | "backup"): Outcome {
  if (which === "residuary") return acceptResiduary(ctx, facts);
  return accepted(facts, ackThanks(ctx.state, "backupsplit"), [
    `So if someone dies before you, their share goes to ${backupsInWords(facts)}.`,
  ]);
}

function backupFromText(ctx: Context, text: string): Outcome {
  const { facts } = ctx;
  const base = withoutKey(facts, "backupPlan", "backupBeneficiaries", "backupSplit", "excludesSpouseOrChild");
  const lower = text.toLowerCase();
  if (
    /\b(?:grand ?children|grand ?kids|their (?:own )?(?:children|kids)|the others?|the rest of them|whoever(?:'s| is) (?:left|still alive)|(?:the )?survivors?|split (?:it )?between the others)\b/.test(
      lower,
    )
  ) {
    if (!substitutionWorks(facts)) {
      return {
        kind: "retry",
        message:
          "There's nobody else named to pass it to. Who would you like instead? You can also say 'no one'.",
      };
    }
    const primaries = residuaryBeneficiariesOf(facts) ?? [];
    const childPrimaries = primaries.filter((share) => childNamed(facts, share.fullName));
    const who = listOfNames(
      childPrimaries.map((share) => first(share.fullName)),
      "or",
    );
    const explained =
      childPrimaries.length > 0 && primaries.length > 1
        ? `So if ${who} dies before you, their share goes to their own children, and if they have none, to the others.`
        : childPrimaries.length > 0
          ? `So if ${who} dies before you, their share goes to their own children.`
          : "So if one of them dies before you, their share goes to the others.";
    return accepted({ ...base, backupPlan: "substitution" }, "Okay.", [explained]);
  }
  if (
    /^(?:no ?one|nobody|no-one|none|i don'?t mind|don'?t mind|not bothered|let the law decide|leave it|leave it to the law|(?:it )?doesn'?t matter)\b/i.test(
      lower.trim(),
    )
  ) {
    return accepted({ ...base, backupPlan: "none" }, "Okay.", [
      "Then if your beneficiary dies before you, their share goes to the others you named, or to their own children if they are your child. If nobody is left, it goes to your relatives in the order the law sets. You can change this any time.",
    ]);
  }
  const parsed = parseShares(text);
  if (!parsed) return { kind: "unclear" };
  if (
    parsed.entries.length === 1 &&
    parsed.entries[0]?.person.group === "children" &&
    childrenOf(facts).length > 0
  ) {
    return accepted({ ...base, backupPlan: "automatic" }, "Lovely.", [
      `So if someone dies before you, their share goes to ${backupsInWords({ ...base, backupPlan: "automatic" })}.`,
    ]);
  }
  const resolved = resolveShares({ ...ctx, facts: base }, parsed);
  if (resolved.kind !== "shares") return resolved;
  // Someone who already inherits the share cannot be their own back-up.
  const primaries = residuaryBeneficiariesOf(base) ?? [];
  const backups = resolved.shares.filter(
    (share) => !primaries.some((primary) => isSameName(primary.fullName, share.fullName)),
  );
  if (backups.length === 0) {
    return {
      kind: "retry",
      message: "They already get that share. Who should get it if they die before you?",
    };
  }
  if (backups.length < resolved.shares.length) {
    // With someone taken out, percentages given for the longer list no longer apply.
    resolved.shares = backups.map((share) => withoutKey(share, "percentage"));
    resolved.split = backups.length > 1 && resolved.split === "equal" ? "equal" : undefined;
  }

  const updated: ChatFacts = {
    ...base,
    backupPlan: "named",
    backupBeneficiaries: resolved.shares,
    ...(resolved.split ? { backupSplit: resolved.split } : {}),
  };
  const described = backupsInWords(updated);
  return accepted(
    updated,
    "Thank you.",
    described ? [`So if someone dies before you, their share goes to ${described}.`] : [],
  );
}

function handleBackup(ctx: Context): Outcome {
  const answer = yesNo(ctx.text);
  const suggestion = backupSuggestion(ctx.facts);
  const base = withoutKey(
    ctx.facts,
    "backupPlan",
    "backupBeneficiaries",
    "backupSplit",
    "excludesSpouseOrChild",
  );
  if (answer?.answer === "yes" && !answer.rest && suggestion) {
    if (suggestion === "substitution") return backupFromText(ctx, "the others");
    return accepted({ ...base, backupPlan: "automatic" }, "Lovely.", [
      `So if someone dies before you, their share goes to ${backupsInWords({ ...base, backupPlan: "automatic" })}.`,
    ]);
  }
  if (answer?.answer === "no" && !answer.rest && suggestion) {
    return { kind: "followUp", asks: true, message: "No problem. Who would you like it to go to instead?" };
  }
  return backupFromText(ctx, answer?.answer === "yes" && answer.rest ? answer.rest : ctx.text);
}

function handleTrust(ctx: Context): Outcome {
  const answer = yesNo(ctx.text);
  const age = parseAge(ctx.text);
  const base = withoutKey(ctx.facts, "createTrust", "inheritanceAge");
  if (
    age !== null &&
    /\d|\b(?:eighteen|nineteen|twenty|thirty|forty)/i.test(ctx.text) &&
    answer?.answer !== "no"
  ) {
    if (age < MINIMUM_AGE)
      return {
        kind: "retry",
        message: `The youngest age you can choose is ${MINIMUM_AGE}. What age would you like?`,
      };
    if (age > 99) return { kind: "unclear" };
    const notes =
      age > DEFAULT_INHERITANCE_AGE
        ? [
            `An age over ${DEFAULT_INHERITANCE_AGE} can mean more tax, so I'll recommend our optional legal check.`,
          ]
        : [];
    return accepted({ ...base, createTrust: true, inheritanceAge: age }, `Okay, at ${age}.`, notes);
  }
  if (answer?.answer === "yes") {
    return accepted(
      { ...base, createTrust: true, inheritanceAge: DEFAULT_INHERITANCE_AGE },
      `Okay, a trust until they're ${DEFAULT_INHERITANCE_AGE}.`,
    );
  }
  if (answer?.answer === "no") {
    return accepted(
      { ...base, createTrust: false },
      "Okay, no trust. Their share will be kept for them until they're 18.",
    );
  }
  return { kind: "unclear" };
}

function handleCircumstance(
  ctx: Context,
  key: "propertyAbroad" | "businessProperty" | "vulnerableBeneficiary",
): Outcome {
  const answer = yesNo(ctx.text);
  let value: YesNoUnsure | null = answer?.answer ?? null;
  if (
    !value &&
    key === "vulnerableBeneficiary" &&
    /\b(?:disabled|disability|universal credit|benefits|pip|esa)\b/i.test(ctx.text)
  )
    value = "yes";
  if (
    !value &&
    key === "businessProperty" &&
    /\b(?:my (?:own )?(?:business|company|shop|farm)|i (?:run|own) a)\b/i.test(ctx.text)
  )
    value = "yes";
  if (
    !value &&
    key === "propertyAbroad" &&
    /\b(?:in|at) (?:spain|france|portugal|italy|ireland|scotland|northern ireland|greece|cyprus|the us|america|india|pakistan|poland|abroad|overseas)\b/i.test(
      ctx.text,
    )
  )
    value = "yes";
  if (!value) return { kind: "unclear" };
  const facts = { ...ctx.facts, [key]: value };
  const notes: Record<typeof key, string> = {
    propertyAbroad:
      "Thanks for telling me. The laws of another country may decide who gets property there, so I'll recommend our optional legal check.",
    businessProperty:
      "Thanks. Businesses and farms have special tax rules, so I'll recommend our optional legal check.",
    vulnerableBeneficiary:
      "Thank you. A gift could affect their benefits, and a special trust can protect them, so I'll recommend our optional legal check.",
  };
  if (value === "yes") return accepted(facts, "", [notes[key]]);
  if (value === "unsure")
    return accepted(facts, "That's okay.", [
      "Because you're not sure, I'll suggest our optional legal check at the end.",
    ]);
  return accepted(facts, pick(ctx.state, `c:${key}`, ["Okay.", "Thanks.", "Got it."]));
}

function handleExclusion(ctx: Context): Outcome {
  const answer = yesNo(ctx.text);
  if (answer?.answer === "yes") {
    return accepted({ ...ctx.facts, excludesSpouseOrChild: true }, "Thank you for letting me know.", [
      "A husband, wife or child who is left out could ask a court for a share, so I'll recommend our optional legal check.",
    ]);
  }
  if (answer?.answer === "no") {
    return {
      kind: "followUp",
      message: "No problem, let's fix that.",
      facts: clearResiduary(ctx.facts),
    };
  }
  return { kind: "unclear" };
}

function handleEstateValue(ctx: Context): Outcome {
  const answer = yesNo(ctx.text);
  if (answer?.answer === "unsure" || (answer?.answer === "no" && parseMoney(ctx.text) === null)) {
    return accepted({ ...ctx.facts, estimatedEstateValue: null }, "No problem.", [
      `If it could be more than about ${pounds(NIL_RATE_BAND_GBP)} including your home, our optional legal check can help with inheritance tax.`,
    ]);
  }
  const value = parseMoney(ctx.text);
  // "25" on its own is more likely a slip than an estate of £25.
  if (value === null || (value < 1_000 && !/£|\bpounds?\b|\bgbp\b/i.test(ctx.text)))
    return { kind: "unclear" };
  return accepted({ ...ctx.facts, estimatedEstateValue: value }, `Thanks: about ${pounds(value)}.`);
}

function handleFuneralWishes(ctx: Context): Outcome {
  const answer = yesNo(ctx.text);
  if (answer?.answer === "no" || answer?.answer === "unsure") {
    return accepted(
      { ...ctx.facts, funeralWishes: null },
      "Okay.",
      [],
      withoutKey(ctx.state.pending, "funeralDetails"),
    );
  }
  const text = (answer?.answer === "yes" ? answer.rest : ctx.text).trim();
  if (!text)
    return {
      kind: "followUp",
      message: "Of course.",
      pending: { ...ctx.state.pending, funeralDetails: true },
    };
  if (text.length < 3) return { kind: "unclear" };
  const wishes = text.charAt(0).toUpperCase() + text.slice(1);
  return accepted(
    { ...ctx.facts, funeralWishes: wishes },
    "Thank you, I've written that down.",
    [],
    withoutKey(ctx.state.pending, "funeralDetails"),
  );
}

function handleConfirmation(ctx: Context): Outcome {
  const answer = yesNo(ctx.text);
  if (answer?.answer === "yes" && !answer.rest) return { kind: "finalise" };
  if (answer?.answer === "no" || answer?.answer === "unsure") {
    return {
      kind: "followUp",
      message: "No problem.",
      pending: { ...ctx.state.pending, awaitingChange: true },
    };
  }
  return { kind: "unclear" };
}

function handleFullNameOf(ctx: Context): Outcome {
  const subject = ctx.question.subject ?? "";
  const pendingAccepted = ctx.state.pending.shortNamesAccepted ?? [];
  if (SAME_AS_THAT.test(ctx.text) || parseYesNo(ctx.text)?.answer === "unsure") {
    return accepted(ctx.facts, "Okay.", [], {
      ...ctx.state.pending,
      shortNamesAccepted: [...pendingAccepted, subject],
    });
  }
  if (parseYesNo(ctx.text)?.answer === "no" && !parseName(ctx.text)) {
    return accepted(ctx.facts, `Okay, I'll just put ${subject}.`, [], {
      ...ctx.state.pending,
      shortNamesAccepted: [...pendingAccepted, subject],
    });
  }
  const reference = parsePerson(ctx.text);
  const name = reference?.fullName ?? parseName(ctx.text);
  // "my neighbour": how they are related, not their name. Keep it, and ask for the name again.
  if (!name && reference?.relationship) {
    return {
      kind: "followUp",
      asks: true,
      message: `Thanks. And what is ${subject}'s surname?`,
      facts: labelPerson(ctx.facts, subject, reference.relationship.label),
    };
  }
  if (!name) return { kind: "unclear" };
  const fullName = name.includes(" ") ? name : isSameName(name, subject) ? subject : `${subject} ${name}`;
  if (!fullName.includes(" ")) {
    return accepted(ctx.facts, "Okay.", [], {
      ...ctx.state.pending,
      shortNamesAccepted: [...pendingAccepted, subject],
    });
  }
  return accepted(renameEverywhere(ctx.facts, subject, fullName), ackThanks(ctx.state, `fullof:${subject}`));
}

/** Gives a person their relationship wherever they appear without one. */
function labelPerson(facts: ChatFacts, fullName: string, label: string): ChatFacts {
  const next: ChatFacts = { ...facts };
  if (facts.specificGifts) {
    next.specificGifts = facts.specificGifts.map((gift) =>
      isSameName(gift.beneficiary, fullName) && !gift.relationship ? { ...gift, relationship: label } : gift,
    );
  }
  for (const key of ["residuaryBeneficiaries", "backupBeneficiaries"] as const) {
    const shares = facts[key];
    if (shares) {
      next[key] = shares.map((share) =>
        isSameName(share.fullName, fullName) && !share.relationship
          ? { ...share, relationship: label }
          : share,
      );
    }
  }
  if (facts.guardians) {
    next.guardians = facts.guardians.map((guardian) =>
      isSameName(guardian.fullName, fullName) && !guardian.relationship
        ? { ...guardian, relationship: label }
        : guardian,
    );
  }
  return next;
}

export function answerQuestion(ctx: Context): Outcome {
  switch (ctx.question.id) {
    case "fullName":
      return handleFullName(ctx);
    case "surname":
      return handleSurname(ctx);
    case "dateOfBirth":
      return handleDateOfBirth(ctx);
    case "address":
      return handleAddress(ctx);
    case "maritalStatus":
      return handleMaritalStatus(ctx);
    case "spouseName":
      return handleSpouseName(ctx);
    case "mirrorWill":
      return handleMirrorWill(ctx);
    case "spouseDateOfBirth":
      return handleSpouseDateOfBirth(ctx);
    case "partner":
      return handlePartner(ctx);
    case "partnerName":
      return handlePartnerName(ctx);
    case "marriagePlans":
      return handleMarriagePlans(ctx);
    case "expectedMarriageTo":
      return handleExpectedMarriageTo(ctx);
    case "children":
      return handleChildren(ctx);
    case "childrenNames":
    case "moreChildren":
      return handleChildrenNames(ctx);
    case "childAge":
      return handleChildAge(ctx);
    case "guardians":
      return handleGuardians(ctx);
    case "guardianRelationship":
      return handleGuardianRelationship(ctx);
    case "guardianAdult":
      return handleGuardianAdult(ctx);
    case "executorName":
      return handleExecutorName(ctx, "executor");
    case "executorRelationship":
      return handleExecutorRelationship(ctx, "executor");
    case "executorAddress":
      return handleExecutorAddress(ctx, "executor");
    case "executorContact":
      return handleExecutorContact(ctx, "executor");
    case "executorAdult":
      return handleExecutorAdult(ctx, "executor");
    case "alternateExecutor":
      return handleAlternateExecutor(ctx);
    case "alternateName":
      return handleExecutorName(ctx, "alternateExecutor");
    case "alternateRelationship":
      return handleExecutorRelationship(ctx, "alternateExecutor");
    case "alternateAddress":
      return handleExecutorAddress(ctx, "alternateExecutor");
    case "alternateContact":
      return handleExecutorContact(ctx, "alternateExecutor");
    case "alternateAdult":
      return handleExecutorAdult(ctx, "alternateExecutor");
    case "gifts":
      return handleGifts(ctx);
    case "giftDetails":
      return handleGiftDetails(ctx);
    case "giftRelationship":
      return handleGiftRelationship(ctx);
    case "moreGifts":
      return handleMoreGifts(ctx);
    case "residuary":
      return handleResiduary(ctx);
    case "residuaryRelationship":
      return handleShareRelationship(ctx, "residuaryBeneficiaries");
    case "residuarySplit":
    case "residuaryShares":
      return handleSplit(ctx, "residuary");
    case "backup":
      return handleBackup(ctx);
    case "backupRelationship":
      return handleShareRelationship(ctx, "backupBeneficiaries");
    case "backupSplit":
    case "backupShares":
      return handleSplit(ctx, "backup");
    case "trust":
      return handleTrust(ctx);
    case "propertyAbroad":
    case "businessProperty":
    case "vulnerableBeneficiary":
      return handleCircumstance(ctx, ctx.question.id);
    case "exclusion":
      return handleExclusion(ctx);
    case "estateValue":
      return handleEstateValue(ctx);
    case "funeralWishes":
    case "funeralDetails":
      return handleFuneralWishes(ctx);
    case "confirmation":
      return handleConfirmation(ctx);
    case "whatToChange": {
      const answer = yesNo(ctx.text);
      if (answer?.answer === "no" && !answer.rest) {
        return {
          kind: "followUp",
          message: "Okay.",
          pending: withoutKey(ctx.state.pending, "awaitingChange"),
        };
      }
      return { kind: "unclear" };
    }
    case "fullNameOf":
      return handleFullNameOf(ctx);
  }
}
