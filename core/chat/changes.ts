import { type ChatExecutor, type ChatFacts, type ChatTopic, childNamed, childrenOf } from "./facts.ts";
import { formatDate, parseAddress, parseChildren, parseDate, parseName, parseNumberWord } from "./parse.ts";
import { ageOn, isSameName } from "../legal/checks.ts";
import { MINIMUM_AGE } from "../legal/figures.ts";
import { type AnswerRecord, type ChatState, type Question, type QuestionId, withoutKey } from "./state.ts";
import { renameEverywhere } from "./people.ts";
import { type ExecutorSlot, childrenFrom, clearResiduary, setChildAge } from "./answers.ts";
import { type Term, first, listOfNames } from "./wording.ts";

/**
 * Everything the user can say besides an answer: start again, go back, help, why, a summary,
 * and corrections of earlier answers ("actually my name is...", "Tom is 8", "change my executor").
 */
// ---------------------------------------------------------------------------------------------
// Changing earlier answers

/** The facts each topic holds, cleared when the user asks to change that topic. */
export function clearTopic(facts: ChatFacts, topic: ChatTopic): ChatFacts {
  const without = (...keys: Array<keyof ChatFacts>) => withoutKey(facts, ...keys);
  switch (topic) {
    case "fullName":
      return without("fullName");
    case "dateOfBirth":
      return without("dateOfBirth");
    case "address":
      return without("address");
    case "maritalStatus":
      return without(
        "maritalStatus",
        "spouseName",
        "wantsMirrorWill",
        "spouseDateOfBirth",
        "hasPartner",
        "partnerName",
        "planningToMarry",
        "expectedMarriageTo",
      );
    case "spouse":
      return without("spouseName");
    case "mirrorWill":
      return without("wantsMirrorWill", "spouseDateOfBirth");
    case "partner":
      return without("hasPartner", "partnerName", "planningToMarry", "expectedMarriageTo");
    case "marriagePlans":
      return without("planningToMarry", "expectedMarriageTo");
    case "children":
      return without("hasChildren", "children");
    case "guardians":
      return without("guardians");
    case "executor":
      return without("executor");
    case "alternateExecutor":
      return without("wantsAlternateExecutor", "alternateExecutor");
    case "specificGifts":
      return without("hasSpecificGifts", "specificGifts");
    case "residuary":
      return clearResiduary(facts);
    case "backup":
      return without("backupPlan", "backupBeneficiaries", "backupSplit", "excludesSpouseOrChild");
    case "trust":
      return without("createTrust", "inheritanceAge");
    case "propertyAbroad":
    case "businessProperty":
    case "vulnerableBeneficiary":
    case "estateValue":
      return without(topic === "estateValue" ? "estimatedEstateValue" : topic);
    case "exclusion":
      return without("excludesSpouseOrChild");
    case "funeralWishes":
      return without("funeralWishes");
    case "confirmation":
      return without("confirmed");
  }
}

export function clearAnswer(facts: ChatFacts, record: AnswerRecord): ChatFacts {
  const subject = record.subject ?? "";
  const executorField = (slot: ExecutorSlot, field: keyof ChatExecutor): ChatFacts => {
    const executor = facts[slot];
    if (!executor) return facts;
    return { ...facts, [slot]: withoutKey(executor, field) };
  };
  switch (record.question) {
    case "surname":
    case "fullName":
      return clearTopic(facts, "fullName");
    case "spouseName":
      return clearTopic(facts, "spouse");
    case "spouseDateOfBirth":
      return withoutKey(facts, "spouseDateOfBirth");
    case "partnerName":
      return withoutKey(facts, "partnerName");
    case "expectedMarriageTo":
      return withoutKey(facts, "expectedMarriageTo");
    case "childrenNames":
    case "moreChildren":
      return clearTopic(facts, "children");
    case "childAge":
      return {
        ...facts,
        children: (facts.children ?? []).map((child) =>
          isSameName(child.fullName, subject) ? withoutKey(child, "age") : child,
        ),
      };
    case "guardianRelationship":
      return updateGuardianField(facts, subject, "relationship");
    case "guardianAdult":
      return updateGuardianField(facts, subject, "isAdult");
    case "executorName":
      return clearTopic(facts, "executor");
    case "executorRelationship":
      return executorField("executor", "relationship");
    case "executorAddress":
      return executorField("executor", "address");
    case "executorContact":
      return executorField("executor", "contact");
    case "executorAdult":
      return executorField("executor", "isAdult");
    case "alternateName":
      return withoutKey(facts, "alternateExecutor");
    case "alternateRelationship":
      return executorField("alternateExecutor", "relationship");
    case "alternateAddress":
      return executorField("alternateExecutor", "address");
    case "alternateContact":
      return executorField("alternateExecutor", "contact");
    case "alternateAdult":
      return executorField("alternateExecutor", "isAdult");
    case "gifts":
    case "giftDetails":
    case "moreGifts":
      return clearTopic(facts, "specificGifts");
    case "giftRelationship":
      return {
        ...facts,
        specificGifts: (facts.specificGifts ?? []).map((gift) =>
          isSameName(gift.beneficiary, subject) ? withoutKey(gift, "relationship") : gift,
        ),
      };
    case "residuaryRelationship":
    case "backupRelationship": {
      const key =
        record.question === "residuaryRelationship" ? "residuaryBeneficiaries" : "backupBeneficiaries";
      return {
        ...facts,
        [key]: (facts[key] ?? []).map((share) =>
          isSameName(share.fullName, subject) ? withoutKey(share, "relationship") : share,
        ),
      };
    }
    case "residuarySplit":
    case "residuaryShares":
      return withoutKey(
        {
          ...facts,
          residuaryBeneficiaries: (facts.residuaryBeneficiaries ?? []).map((share) =>
            withoutKey(share, "percentage"),
          ),
        },
        "residuarySplit",
      );
    case "backupSplit":
    case "backupShares":
      return withoutKey(
        {
          ...facts,
          backupBeneficiaries: (facts.backupBeneficiaries ?? []).map((share) =>
            withoutKey(share, "percentage"),
          ),
        },
        "backupSplit",
      );
    case "funeralDetails":
      return clearTopic(facts, "funeralWishes");
    case "confirmation":
    case "whatToChange":
    case "fullNameOf":
      return facts;
    default:
      return clearTopic(facts, topicOfQuestion(record.question));
  }
}

function updateGuardianField(
  facts: ChatFacts,
  fullName: string,
  field: "relationship" | "isAdult",
): ChatFacts {
  return {
    ...facts,
    ...(facts.guardians
      ? {
          guardians: facts.guardians.map((guardian) =>
            isSameName(guardian.fullName, fullName) ? withoutKey(guardian, field) : guardian,
          ),
        }
      : {}),
  };
}

function topicOfQuestion(id: QuestionId): ChatTopic {
  const topics: Partial<Record<QuestionId, ChatTopic>> = {
    dateOfBirth: "dateOfBirth",
    address: "address",
    maritalStatus: "maritalStatus",
    mirrorWill: "mirrorWill",
    partner: "partner",
    marriagePlans: "marriagePlans",
    children: "children",
    guardians: "guardians",
    alternateExecutor: "alternateExecutor",
    residuary: "residuary",
    backup: "backup",
    trust: "trust",
    propertyAbroad: "propertyAbroad",
    businessProperty: "businessProperty",
    vulnerableBeneficiary: "vulnerableBeneficiary",
    exclusion: "exclusion",
    estateValue: "estateValue",
    funeralWishes: "funeralWishes",
  };
  return topics[id] ?? "confirmation";
}

/** Words that name a topic the user wants to change, most specific first. */
const TOPIC_WORDS: Array<[RegExp, ChatTopic]> = [
  [/\b(?:back-?up|alternate|second|reserve|other) executor\b/i, "alternateExecutor"],
  [/\bexecutors?\b/i, "executor"],
  [/\bguardians?\b/i, "guardians"],
  [
    /\bback-?up beneficiar|\bcontingent|\bif (?:they|someone|anyone|she|he) dies?\b|\bdies? (?:first|before me)\b/i,
    "backup",
  ],
  [
    /\brest of (?:my|the) (?:estate|things|money)|\bresiduary|\bresidue|\bwho (?:gets|inherits)|\bbeneficiar(?:y|ies)|\bshares?\b|\bpercentages?\b|\bsplit\b|\bthe rest\b/i,
    "residuary",
  ],
  [/\bgifts?\b/i, "specificGifts"],
  [/\bmirror will\b/i, "mirrorWill"],
  [/\btrust\b|\binheritance age\b/i, "trust"],
  [/\b(?:children|kids|child|sons?|daughters?)\b/i, "children"],
  [/\bdate of birth\b|\bbirthday\b|\bdob\b|\bwhen i was born\b/i, "dateOfBirth"],
  [/\baddress\b/i, "address"],
  [/\bname\b/i, "fullName"],
  [
    /\bmarital status\b|\brelationship status\b|\bmarried\b|\bmarriage\b|\bsingle\b|\bdivorced\b|\bwidowed\b/i,
    "maritalStatus",
  ],
  [/\bspouse\b|\bwife\b|\bhusband\b|\bcivil partner\b/i, "spouse"],
  [/\bpartner\b/i, "partner"],
  [/\bproperty abroad\b|\babroad\b|\boverseas\b|\boutside (?:england|the uk)\b/i, "propertyAbroad"],
  [/\bbusiness\b|\bfarm/i, "businessProperty"],
  [/\bdisab|\bbenefits\b/i, "vulnerableBeneficiary"],
  [/\bestate value\b|\bworth\b|\bvalue\b|\bhow much\b/i, "estateValue"],
  [/\bfuneral\b/i, "funeralWishes"],
];

function topicNamed(text: string): ChatTopic | null {
  for (const [pattern, topic] of TOPIC_WORDS) if (pattern.test(text)) return topic;
  return null;
}

const CHANGE_REQUEST =
  /^(?:(?:actually|sorry|oops|wait|hang on|no|oh)[,!.]?\s+)?(?:(?:can|could) (?:i|we|you)\s+|i(?:'d| would)? (?:like|want|need) to\s+|please\s+|let me\s+|let'?s\s+)?(?:change|edit|fix|update|redo|correct|amend|go back to)\b\s*(.*)$/i;

const CORRECTION_START =
  /^(?:actually|sorry|oops|wait|hang on|no|oh|correction|my mistake|i meant|i made a mistake)\b[,!.:\s-]*/i;

export type Intent =
  | { kind: "restart" }
  | { kind: "goBack" }
  | { kind: "summary" }
  | { kind: "explain"; term: Term | null }
  | { kind: "why" }
  | { kind: "set"; facts: ChatFacts; ack: string }
  | { kind: "reopen"; topic: ChatTopic; value: string | null };

const TERM_WORDS: Array<[RegExp, Term]> = [
  [/\bexecutor/i, "executor"],
  [/\bguardian/i, "guardian"],
  [/\bresiduary|\bresidue|\brest of (?:my|the) estate\b|\bestate\b/i, "residuaryEstate"],
  [/\bmirror will/i, "mirrorWill"],
  [/\btrust\b/i, "trust"],
  [/\bback-?up|\bcontingent|\bbeneficiar/i, "backup"],
];

export function detectIntent(
  state: ChatState,
  question: Question | null,
  text: string,
  today: string,
): Intent | null {
  const lower = text
    .toLowerCase()
    .replace(/[.!]+$/, "")
    .trim();
  if (
    /^(?:please\s+)?(?:start (?:again|over)|restart|begin again|start from (?:the )?(?:beginning|scratch))(?: please)?$/.test(
      lower,
    )
  ) {
    return { kind: "restart" };
  }
  if (
    /^(?:(?:oops|sorry|wait)[,\s]+)?(?:please\s+)?(?:go back|back|undo|previous(?: question)?|(?:can|could) (?:we|i) go back(?: (?:a step|one|please))?|take me back)(?: please)?$/.test(
      lower,
    )
  ) {
    return { kind: "goBack" };
  }
  if (
    /^(?:(?:can|could) i (?:see|have) (?:a |the )?)?(?:summary|recap|what have i (?:told you|said)(?: so far)?|show (?:me )?(?:a |the |my )?(?:summary|answers)|where are we|what do you have so far)\??$/.test(
      lower,
    )
  ) {
    return { kind: "summary" };
  }
  if (
    /^(?:help|\?+|huh\??|what\??|i don'?t understand|i'?m confused|what do you mean\??|pardon\??|eh\??|sorry\?)$/.test(
      lower,
    )
  ) {
    return { kind: "explain", term: null };
  }
  if (
    /\b(?:what(?:'s| is| are| does)|what do you mean by|explain|meaning of|define)\b/.test(lower) &&
    lower.length < 120
  ) {
    const term = TERM_WORDS.find(([pattern]) => pattern.test(lower))?.[1];
    if (term) return { kind: "explain", term };
  }
  if (/^why\b|\bwhy do you (?:need|want|ask)/.test(lower)) return { kind: "why" };
  return detectCorrection(state, question, text, today);
}

function detectCorrection(
  state: ChatState,
  question: Question | null,
  text: string,
  today: string,
): Intent | null {
  const facts = state.facts;
  const asking = question?.id;
  const correction = CORRECTION_START.test(text);
  const body = text.replace(CORRECTION_START, "");
  // "Tom is 8", "sorry, Tom's 8": a child's age.
  const childAge =
    /^(?:i meant\s+)?([\p{L}'-]+)(?:'s| is| was)\s+(?:actually\s+|really\s+|now\s+|only\s+)?(\d{1,2}|[a-z]+(?:-[a-z]+)?)(?:\s*(?:years? old|yrs?))?(?:,?\s*not\s+\d{1,2})?$/iu.exec(
      body.replace(/[.!]+$/, ""),
    );
  const changeAge = /\bchange ([\p{L}'-]+)'s age to (\d{1,2})\b/iu.exec(text);
  const ageMatch = changeAge ?? childAge;
  if (ageMatch?.[1] && ageMatch[2]) {
    const child = childrenOf(facts).find(
      (candidate) =>
        isSameName(first(candidate.fullName), ageMatch[1]) || isSameName(candidate.fullName, ageMatch[1]),
    );
    const age = parseNumberWord(ageMatch[2]);
    if (child && age !== null && age !== child.age && age <= 120) {
      return {
        kind: "set",
        facts: setChildAge(facts, child.fullName, age),
        ack: `No problem, ${first(child.fullName)} is ${age}.`,
      };
    }
  }
  // "Amy's surname is Jones", "Amy's full name is Amy Jones".
  const surname = /\b([\p{L}'-]+)'s (?:surname|last name|family name|full name) is\s+(.+)$/iu.exec(text);
  if (surname?.[1] && surname[2]) {
    const person = childrenOf(facts).find((child) => isSameName(first(child.fullName), surname[1]));
    const name = parseName(surname[2]);
    const fullName =
      person && name ? (name.includes(" ") ? name : `${first(person.fullName)} ${name}`) : null;
    if (person && fullName && fullName !== person.fullName) {
      return {
        kind: "set",
        facts: renameEverywhere(facts, person.fullName, fullName),
        ack: `Thanks, I've changed that to ${fullName}.`,
      };
    }
  }
  if (asking !== "fullName" && asking !== "surname" && asking !== "fullNameOf") {
    const named =
      /\b(?:change my name to|my (?:full )?name is|my name'?s|call me)\s+(.+)$/i.exec(text) ??
      (correction ? /^(?:i'?m|i am|it'?s)\s+(.+)$/i.exec(body) : null);
    const name = named?.[1] ? parseName(named[1]) : null;
    if (name && name.includes(" ") && !isSameName(name, facts.fullName)) {
      return {
        kind: "set",
        facts: { ...facts, fullName: name },
        ack: `No problem, I've changed your name to ${name}.`,
      };
    }
  }
  if (asking !== "dateOfBirth" && asking !== "spouseDateOfBirth") {
    const born =
      /\b(?:i was born(?: on)?|my (?:date of birth|dob|birthday|birth date) is|born on|change my (?:date of birth|dob|birthday) to)\s+(.+)$/i.exec(
        text,
      );
    const date = born?.[1] ? parseDate(born[1], today) : null;
    if (date?.kind === "date" && date.date !== facts.dateOfBirth) {
      if (ageOn(date.date, today) < MINIMUM_AGE)
        return { kind: "reopen", topic: "dateOfBirth", value: born?.[1] ?? null };
      return {
        kind: "set",
        facts: { ...facts, dateOfBirth: date.date },
        ack: `Thanks, I've changed your date of birth to ${formatDate(date.date)}.`,
      };
    }
  }
  if (asking !== "address" && !asking?.endsWith("Address")) {
    const moved =
      /\b(?:change my address to|my (?:new |home |correct )?address is|i (?:now )?live at)\s+(.+)$/i.exec(
        text,
      );
    const address = moved?.[1] ? parseAddress(moved[1]) : null;
    if (address)
      return { kind: "set", facts: { ...facts, address }, ack: "Thanks, I've changed your address." };
  }
  // "change my executor to my sister Kate", "make Kate my executor instead".
  const changeExecutor =
    /\b(?:change|switch|swap|make) (?:my |the )?(back-?up |alternate |second |reserve )?executor (?:to|for|into)\s+(.+)$/i.exec(
      text,
    );
  const makeExecutor =
    /\b(?:make|i'?d like|i want|can)\s+(.+?)\s+(?:to )?(?:be |as )?(?:my |the )(back-?up |alternate |second )?executor(?: instead)?$/i.exec(
      text,
    );
  const executorValue = changeExecutor ? changeExecutor[2] : makeExecutor?.[1];
  const toAlternate = Boolean(changeExecutor ? changeExecutor[1] : makeExecutor?.[2]);
  if (executorValue) {
    return {
      kind: "reopen",
      topic: toAlternate ? "alternateExecutor" : "executor",
      value: toAlternate ? `yes, ${executorValue}` : executorValue,
    };
  }
  // "I also have a daughter, Amy, 4".
  if (
    facts.hasChildren !== undefined &&
    asking !== "children" &&
    asking !== "childrenNames" &&
    asking !== "moreChildren"
  ) {
    if (
      /\b(?:i (?:also )?have|i forgot|add|i'?ve (?:also )?got|there'?s also)\b.*\b(?:another|a|one more|also)\s+(?:son|daughter|child|kid|baby)\b/i.test(
        text,
      )
    ) {
      const parsed = childrenFrom(facts, parseChildren(text).children);
      const added = parsed.children.filter((child) => !childNamed(facts, child.fullName));
      if (added.length > 0) {
        return {
          kind: "set",
          facts: {
            ...facts,
            hasChildren: true,
            children: [...(facts.hasChildren ? (facts.children ?? []) : []), ...added],
          },
          ack: `Lovely, I've added ${listOfNames(added.map((child) => child.fullName))}.`,
        };
      }
    }
  }
  const change = CHANGE_REQUEST.exec(text);
  if (change) {
    const rest = change[1] ?? "";
    const topic = topicNamed(rest) ?? (asking === "whatToChange" ? null : null);
    if (topic) {
      const value = /\s(?:to|with)\s+(.+)$/i.exec(rest)?.[1] ?? null;
      return { kind: "reopen", topic, value };
    }
  }
  if (asking === "whatToChange") {
    const topic = topicNamed(text);
    if (topic) return { kind: "reopen", topic, value: null };
  }
  return null;
}

export const WHY: Partial<Record<ChatTopic, string>> = {
  fullName: "Your will must say clearly who you are.",
  dateOfBirth: "You must be 18 or over to make a will, and it helps to show who you are.",
  address: "Your address helps show who you are.",
  maritalStatus: "Marriage, divorce and partners change who inherits, and what your will needs to say.",
  spouse: "Your will names your husband, wife or civil partner.",
  mirrorWill: "A mirror will for your spouse needs their date of birth.",
  partner: "A partner you're not married to gets nothing unless your will names them.",
  marriagePlans: "Getting married cancels a will, unless it says it was made with that marriage in mind.",
  children: "Your will lists your children, and they may need guardians or a trust.",
  guardians: "Without a guardian in your will, a court may have to decide who looks after your children.",
  executor: "Someone has to sort out your estate, and your will names them.",
  alternateExecutor: "A back-up executor can step in if your first choice can't do it.",
  specificGifts: "Your will can leave particular things to particular people.",
  residuary: "This decides who gets most of what you own.",
  backup: "If a beneficiary dies before you, your will should say who gets their share.",
  trust: "A trust keeps a young person's share safe until they are older.",
  propertyAbroad: "Property in another country may be covered by that country's laws.",
  businessProperty: "Businesses and farms have special tax rules.",
  vulnerableBeneficiary: "A gift could affect someone's benefits, and a special trust can protect them.",
  exclusion: "Someone who is left out could ask a court for a share.",
  estateValue: "Larger estates may have to pay inheritance tax.",
  funeralWishes: "Your family will find it helpful to know what you'd like.",
  confirmation: "I want to be sure your will says exactly what you want.",
};
