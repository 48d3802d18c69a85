import { type Executor } from "../will/form-data.ts";

/**
 * Reading what people type in a chat: names, yes and no, dates, ages, lists of children, people
 * with their relationships, shares, amounts of money, addresses and contact details. Pure
 * functions of the text (and of today's date where a date needs it); each returns null when it
 * does not understand, never a guess it cannot justify.
 */

/** The longest message the interview reads; anything longer is cut (a will answer is never this long). */
export const MAX_MESSAGE_LENGTH = 2_000;

/** Tidies a message: Unicode NFC, straight quotes, line breaks as ", ", single spaces, trimmed, capped. */
export function cleanMessage(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u2018\u2019\u02BC\u2032]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\s*[\r\n]+\s*/g, ", ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_MESSAGE_LENGTH);
}

/** Filler people put in front of an answer ("um, well, yes"). */
const FILLER =
  /^(?:(?:um+|uh+|erm+|er|hmm+|well|oh|ah|so|ok so|right so|i think|i guess|i suppose)[\s,.!]*)+/i;

function withoutFiller(text: string): string {
  return text.replace(FILLER, "").trim();
}

function restAfter(text: string, matched: string): string {
  return text
    .slice(matched.length)
    .replace(/^[\s,.;:!-]+/, "")
    .trim();
}

// ---------------------------------------------------------------------------------------------
// Yes and no

export type YesNoAnswer = "yes" | "no" | "unsure";

const UNSURE_PATTERN =
  /^(?:not sure|unsure|i'?m not (?:sure|certain)|i am not (?:sure|certain)|not certain|(?:i )?(?:do not|don'?t|dont) know|dunno|no idea|idk|maybe|perhaps|possibly|(?:i )?can'?t remember|i'?m unsure|hard to say)\b/i;
const NO_PATTERN =
  /^(?:no+|nope|nah|naw|nay|negative|not really|not at all|not now|not\s+yet|not that i know of|not as far as i know|not (?:at the moment|right now|currently|for now|any ?more|these days)|no plans?|none|nothing|never|nobody|no one|neither|no thanks?|no thank you|(?:i )?(?:do not|don'?t|dont|did not|didn'?t|have not|haven'?t|havent|am not|won'?t|wont|would not|wouldn'?t|can'?t|cannot)\b|i'?m not|im not|we (?:do not|don'?t|are not|aren'?t|have not|haven'?t))(?![\w'])/i;
const YES_PATTERN =
  /^(?:y|ya|yes+|yeah?|yeh|yep+|yup+|yah|ye|yse|aye|sure|of course|ofc|definitely|certainly|absolutely|indeed|correct|right|that'?s right|that'?s correct|thats right|ok|okay|okey|k|alright|all right|fine|that'?s fine|thats fine|please|go on|go ahead|sounds good|sounds great|sounds fine|great|perfect|lovely|good|true|affirmative|(?:i do|i have|i am|i would|i will|we do|we are|we have|we would)(?=\s*(?:$|[,.!;:-]|yes\b))|i'?d like (?:that|one)|i'?d love (?:that|one)|that would be (?:great|good|lovely|nice|fine)|that'?s it|that is right|spot on|exactly|yes please)(?![\w'])/i;

/**
 * Yes, no or "not sure" at the start of an answer, and what follows it ("yes, my sister Kate" ->
 * yes + "my sister Kate"). Null when the answer starts with neither.
 */
export function parseYesNo(text: string): { answer: YesNoAnswer; rest: string } | null {
  const cleaned = withoutFiller(cleanMessage(text));
  for (const [answer, pattern] of [
    ["unsure", UNSURE_PATTERN],
    ["no", NO_PATTERN],
    ["yes", YES_PATTERN],
  ] as const) {
    const match = pattern.exec(cleaned);
    if (match) return { answer, rest: restAfter(cleaned, match[0]) };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Numbers

const SMALL_NUMBERS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** A whole number written in digits or words ("7", "seven", "twenty-five"), 0 to 99; else null. */
export function parseNumberWord(word: string): number | null {
  const value = word.toLowerCase().trim();
  if (/^\d{1,3}$/.test(value)) return Number(value);
  if (value in SMALL_NUMBERS) return SMALL_NUMBERS[value] ?? null;
  if (value in TENS) return TENS[value] ?? null;
  const compound = /^([a-z]+)[\s-]([a-z]+)$/.exec(value);
  if (compound && compound[1] && compound[2] && compound[1] in TENS) {
    const unit = SMALL_NUMBERS[compound[2]];
    if (unit !== undefined && unit >= 1 && unit <= 9) return (TENS[compound[1]] ?? 0) + unit;
  }
  return null;
}

const NUMBER_WORDS = `(?:\\d{1,3}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\\s-](?:one|two|three|four|five|six|seven|eight|nine))?|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)`;

/**
 * An age in years: "45", "I'm 45", "45 years old", "forty-five", "18 months" (1), "6 months" (0).
 * "nearly 5" and "almost 5" are 4: an age is whole years reached. Null when there is none.
 */
export function parseAge(text: string): number | null {
  const lower = cleanMessage(text).toLowerCase();
  const months = new RegExp(`\\b(${NUMBER_WORDS})\\s*(?:months?|mths?)\\b`).exec(lower);
  if (months?.[1]) {
    const count = parseNumberWord(months[1]);
    if (count !== null) return Math.floor(count / 12);
  }
  if (/\b(?:newborn|new-born|a baby|just born)\b/.test(lower)) return 0;
  const match = new RegExp(
    `(?:^|[^\\d.])\\b(nearly |almost |about to turn )?(${NUMBER_WORDS})\\b(?![\\d.%])`,
  ).exec(lower);
  if (!match?.[2]) return null;
  const value = parseNumberWord(match[2]);
  if (value === null || value > 120) return null;
  return match[1] && value > 0 ? value - 1 : value;
}

/**
 * An age given as the whole answer to "How old is Tom?": "7", "he's 7", "Tom is 7", "seven years
 * old", "18 months". Stricter than `parseAge`, so an address or a phone number is not an age.
 */
export function parseAgeAnswer(text: string): number | null {
  const value = cleanMessage(text)
    .toLowerCase()
    .replace(/[.!]+$/, "")
    .replace(/^(?:(?:he|she|they|it)(?:'s| is| are|'re)|[\p{L}'-]+(?:'s| is))\s+/u, "")
    .replace(/^(?:only|just|about|aged?|now)\s+/, "");
  const pattern = new RegExp(
    `^(?:nearly |almost |about to turn )?${NUMBER_WORDS}(?:\\s*(?:years?|yrs?|months?|mths?))?(?:\\s*old)?$`,
  );
  return pattern.test(value) ? parseAge(value) : null;
}

// ---------------------------------------------------------------------------------------------
// Names

const NAME_LEAD_INS =
  /^(?:(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening))\b[\s,!.]*)?(?:(?:my (?:full )?name is|my name'?s|full name is|name'?s|name is|i am called|i'?m called|they call me|call me|it'?s|its|it is|this is|i am|i'?m|im)\s+)?/i;
const TITLES = /^(?:mr|mrs|ms|miss|mx|dr|doctor|sir|dame|lady|lord|prof|professor|rev|revd|reverend)\.?\s+/i;
const NAME_PARTICLES = new Set([
  "van",
  "von",
  "de",
  "der",
  "den",
  "du",
  "da",
  "di",
  "la",
  "le",
  "bin",
  "binti",
  "ap",
]);

/** Words that are never part of a name in an answer. */
const NOT_NAME_WORDS = new Set(
  (
    "yes no not yeah yep nope sure ok okay and or the a an of to for with from at in on is are was be my your our " +
    "his her their them him us everyone everybody its me i im i'm he she they we you it this that who what why how when where which hi hello hey " +
    "thanks thank please sorry actually name called born married single divorced widowed separated engaged " +
    "partner wife husband spouse son daughter child children kids kid brother sister mum dad mother father " +
    "friend surname years year old aged age months none nothing nobody don't dont know idea maybe same as also then " +
    "but if can can't will would should could have has had get gets got leave give all everything rest half " +
    "fine good great perfect lovely sounds thats that's right correct ok okay alright yeah nope nah cheers ta " +
    "disabled ill sick dead died alive young happy here there now later soon today tomorrow yesterday house " +
    "home car money anything something someone anyone nobody somebody anybody those these whatever whoever " +
    "were been being do does did want wants like likes think know said say says went make made take took left " +
    "live lives lived work works much many more most some any other others thing things stuff " +
    "equally equal split between each percent per cent back go change instead just only"
  ).split(" "),
);

const NAME_WORD = /^[\p{L}][\p{L}'.-]{0,39}$/u;
/** The longest name read from an answer (formData allows 200). */
const MAX_NAME_LENGTH = 100;

/** Capitalises a name typed all in lower or upper case ("jane o'brien-smith" -> "Jane O'Brien-Smith"). */
export function tidyName(name: string): string {
  const words = name.trim().split(/\s+/);
  const sameCase = name === name.toLowerCase() || name === name.toUpperCase();
  if (!sameCase) return words.join(" ");
  return words
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (index > 0 && index < words.length - 1 && NAME_PARTICLES.has(lower)) return lower;
      const capitalised = lower.replace(/(^|[-'])(\p{L})/gu, (_, before: string, letter: string) => {
        return before + letter.toUpperCase();
      });
      return /^Mc\p{L}/u.test(capitalised) && capitalised.length > 3
        ? `Mc${capitalised.charAt(2).toUpperCase()}${capitalised.slice(3)}`
        : capitalised;
    })
    .join(" ");
}

/** Whether a run of words can be a person's name (1 to 6 words of letters, none a common word). */
export function looksLikeName(text: string): boolean {
  if (text.trim().length > MAX_NAME_LENGTH) return false;
  const words = text.trim().split(/\s+/);
  if (words.length === 0 || words.length > 6 || words[0] === "") return false;
  return words.every(
    (word) => NAME_WORD.test(word) && !NOT_NAME_WORDS.has(word.toLowerCase()) && !/'s$/i.test(word),
  );
}

/**
 * A person's name from an answer: "I'm Jane Smith", "my name is jane smith", "Jane", "Mrs Jane
 * Smith, born 1980" -> "Jane Smith". Titles are dropped and all-lower-case names capitalised.
 * Null when the answer is not a name.
 */
export function parseName(text: string): string | null {
  let value = cleanMessage(text);
  value = value.replace(NAME_LEAD_INS, "");
  value = value.replace(TITLES, "");
  // A name ends where the sentence goes on: a comma, "and", "born", a digit, a full stop.
  value = value.split(/,|;|:|\(|\bborn\b|\band\b|\bbut\b|\d|[.!?](?:\s|$)/i)[0] ?? "";
  value = value.replace(/[.!?]+$/, "").trim();
  if (!value || !looksLikeName(value)) return null;
  return tidyName(value);
}

export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}

export function surnameOf(fullName: string): string | null {
  const words = fullName.trim().split(/\s+/);
  return words.length > 1 ? (words[words.length - 1] ?? null) : null;
}

// ---------------------------------------------------------------------------------------------
// Dates

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function monthNumber(word: string): number | null {
  const lower = word.toLowerCase().replace(/\.$/, "");
  if (!/^[a-z]{3,9}$/.test(lower)) return null;
  const index = MONTHS.indexOf(lower.slice(0, 3));
  if (index < 0) return null;
  if (lower === "mar" || lower === "may") return index + 1;
  // "march" or "marc" is March; "marry" or "mayor" is not.
  const full = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
  ][index];
  if (!full) return null;
  if (full.startsWith(lower) || editDistance(lower, full) <= (lower.length >= 6 ? 2 : 1)) return index + 1;
  return null;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export type ParsedDate =
  | { kind: "date"; date: string }
  | { kind: "invalid"; reason: "not-a-date" | "in-the-future" | "too-long-ago" };

function fullYear(year: string, today: string): number {
  if (year.length === 4) return Number(year);
  const twoDigits = Number(year);
  const thisYear = Number(today.slice(0, 4));
  return 2000 + twoDigits <= thisYear ? 2000 + twoDigits : 1900 + twoDigits;
}

function checkedDate(year: number, month: number, day: number, today: string): ParsedDate {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return { kind: "invalid", reason: "not-a-date" };
  }
  const date = isoDate(year, month, day);
  if (date > today) return { kind: "invalid", reason: "in-the-future" };
  if (year < Number(today.slice(0, 4)) - 120) return { kind: "invalid", reason: "too-long-ago" };
  return { kind: "date", date };
}

/**
 * A date in the forms people in the UK write them: "12/03/1980" (day first), "12-3-80",
 * "12.03.1980", "12 March 1980", "12th of March, 1980", "March 12, 1980", "1980-03-12". Two-digit
 * years are the latest year not after today. Returns the ISO date, an "invalid" verdict (31
 * February, a date after today), or null when there is no date in the text.
 */
export function parseDate(text: string, today: string): ParsedDate | null {
  const value = cleanMessage(text).toLowerCase();
  const iso = /\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/.exec(value);
  if (iso) return checkedDate(Number(iso[1]), Number(iso[2]), Number(iso[3]), today);
  const numeric = /\b(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4}|\d{2})\b/.exec(value);
  if (numeric?.[3]) {
    return checkedDate(fullYear(numeric[3], today), Number(numeric[2]), Number(numeric[1]), today);
  }
  const dayFirst = /\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([a-z]{3,9}\.?),?\s+(\d{4}|'?\d{2})\b/.exec(
    value,
  );
  if (dayFirst?.[2] && dayFirst[3]) {
    const month = monthNumber(dayFirst[2]);
    if (month) {
      return checkedDate(fullYear(dayFirst[3].replace("'", ""), today), month, Number(dayFirst[1]), today);
    }
  }
  const monthFirst = /\b([a-z]{3,9}\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/.exec(value);
  if (monthFirst?.[1] && monthFirst[3]) {
    const month = monthNumber(monthFirst[1]);
    if (month) return checkedDate(Number(monthFirst[3]), month, Number(monthFirst[2]), today);
  }
  return null;
}

/** "12 March 1980", for repeating a date back to the user. */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  const names = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ];
  return `${day} ${names[(month ?? 1) - 1] ?? ""} ${year}`;
}

// ---------------------------------------------------------------------------------------------
// Fuzzy words

/** The number of single-letter edits (with swaps of neighbours) between two words. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => d[i]?.[j] ?? 0;
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      const row = d[i];
      if (row) row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** Whether a word in the text is `target` or a likely typo of it (one edit, two for long words). */
export function hasWordLike(text: string, target: string): boolean {
  const allowed = target.length >= 7 ? 2 : target.length >= 5 ? 1 : 0;
  return text
    .toLowerCase()
    .split(/[^a-z']+/)
    .some(
      (word) => word === target || (allowed > 0 && word.length >= 4 && editDistance(word, target) <= allowed),
    );
}

// ---------------------------------------------------------------------------------------------
// Relationships and people

export type ExecutorRelationship = Executor["relationship"];

interface RelationshipWord {
  pattern: string;
  /** How the will names it ("sister"). */
  label: string;
  executor: ExecutorRelationship;
  /** Certainly an adult (a parent, a spouse), so nobody needs to ask. */
  adult: boolean;
}

/** Longer phrases first, so "sister-in-law" is not read as "sister". */
const RELATIONSHIP_WORDS: RelationshipWord[] = [
  ["civil partner", "civil partner", "spouse", true],
  ["(?:mother|mum|mom)[- ]in[- ]law", "mother-in-law", "other", true],
  ["(?:father|dad)[- ]in[- ]law", "father-in-law", "other", true],
  ["brother[- ]in[- ]law", "brother-in-law", "other", false],
  ["sister[- ]in[- ]law", "sister-in-law", "other", false],
  ["son[- ]in[- ]law", "son-in-law", "other", false],
  ["daughter[- ]in[- ]law", "daughter-in-law", "other", false],
  ["step[- ]?sons?", "stepson", "child", false],
  ["step[- ]?daughters?", "stepdaughter", "child", false],
  ["step[- ]?(?:child|children|kids?)", "stepchild", "child", false],
  ["step[- ]?(?:mother|mum|mom)", "stepmother", "other", true],
  ["step[- ]?(?:father|dad)", "stepfather", "other", true],
  ["half[- ]brother", "half-brother", "sibling", false],
  ["half[- ]sister", "half-sister", "sibling", false],
  ["grandsons?", "grandson", "other", false],
  ["granddaughters?", "granddaughter", "other", false],
  ["grand(?:children|child|kids?)", "grandchild", "other", false],
  ["grandmother|grandma|granny|gran|nanna|nana|nan", "grandmother", "other", true],
  ["grandfather|grandad|granddad|grandpa", "grandfather", "other", true],
  ["god[- ]?sons?", "godson", "other", false],
  ["god[- ]?daughters?", "goddaughter", "other", false],
  ["god[- ]?(?:child|children)", "godchild", "other", false],
  ["god[- ]?mother", "godmother", "other", true],
  ["god[- ]?father", "godfather", "other", true],
  ["wife", "wife", "spouse", true],
  ["husband", "husband", "spouse", true],
  ["spouse", "spouse", "spouse", true],
  ["fianc[ée]{1,2}|fiance", "fiancé", "other", true],
  ["partner|boyfriend|girlfriend|other half", "partner", "other", true],
  ["sons?", "son", "child", false],
  ["daughters?", "daughter", "child", false],
  ["children|child|kids?", "child", "child", false],
  ["mother|mum|mom|mam|mummy", "mother", "parent", true],
  ["father|dad|daddy", "father", "parent", true],
  ["parents?", "parent", "parent", true],
  ["brothers?", "brother", "sibling", false],
  ["sisters?", "sister", "sibling", false],
  ["siblings?", "sibling", "sibling", false],
  ["aunt|auntie|aunty", "aunt", "other", true],
  ["uncle", "uncle", "other", true],
  ["nieces?", "niece", "other", false],
  ["nephews?", "nephew", "other", false],
  ["cousins?", "cousin", "other", false],
  ["(?:best |close |old )?friends?|mate|pal|buddy", "friend", "friend", false],
  ["neighbou?r", "neighbour", "other", false],
  ["solicitor", "solicitor", "professional", true],
  ["lawyer", "lawyer", "professional", true],
  ["accountant", "accountant", "professional", true],
  ["colleague", "colleague", "other", false],
  ["carer", "carer", "other", false],
].map(([pattern, label, executor, adult]) => ({
  pattern: pattern as string,
  label: label as string,
  executor: executor as ExecutorRelationship,
  adult: adult as boolean,
}));

const RELATIONSHIP_PATTERN = new RegExp(
  `(?:\\b(my|our|his|her|their)\\s+)?\\b(${RELATIONSHIP_WORDS.map((word) => `(?:${word.pattern})`).join("|")})\\b`,
  "i",
);

export interface Relationship {
  label: string;
  executor: ExecutorRelationship;
  /** Certainly an adult by the nature of the relationship. */
  adult: boolean;
}

function relationshipFor(word: string): Relationship | null {
  for (const entry of RELATIONSHIP_WORDS) {
    if (new RegExp(`^(?:${entry.pattern})$`, "i").test(word)) {
      return { label: entry.label, executor: entry.executor, adult: entry.adult };
    }
  }
  return null;
}

/**
 * A relationship named in an answer ("my big sister" -> sister), or null. A word such as "brother"
 * read as "the user's brother"; "her husband" after someone else keeps the possessive.
 */
export function parseRelationship(text: string): (Relationship & { possessive: string | null }) | null {
  const match = RELATIONSHIP_PATTERN.exec(cleanMessage(text));
  if (!match?.[2]) return null;
  const relationship = relationshipFor(match[2]);
  return relationship ? { ...relationship, possessive: match[1]?.toLowerCase() ?? null } : null;
}

/** The executor relationship for a relationship typed freely ("brother" -> sibling). */
export function executorRelationshipFor(text: string): ExecutorRelationship | null {
  const found = parseRelationship(text);
  if (found) return found.executor;
  const word = cleanMessage(text).toLowerCase();
  if (/\b(?:other|relative|family)\b/.test(word)) return "other";
  return null;
}

/** A person as an answer names them: a name, a relationship, or both; or a group. */
export interface PersonReference {
  fullName?: string;
  relationship?: Relationship;
  /** "my children", "the kids": all of the user's children. */
  group?: "children";
  /** "her husband": someone related to the previous person, not to the user. */
  relativeOf?: "previous";
  /** An age typed with the person ("my niece Lily, 16"). */
  age?: number;
  /** The words that named the relationship, as typed ("my parents"). */
  phrase?: string;
  /** A plural relationship without names ("my parents", "my sisters"). */
  plural?: boolean;
  /** "Raj" in "Raj and Meena Patel": the name as typed, before the shared surname was added. */
  givenName?: string;
}

const GROUP_CHILDREN =
  /^(?:all\s+)?(?:of\s+)?(?:my|our|the)\s+(?:(?:two|three|four|five|\d)\s+)?(?:children|kids|sons|daughters|boys|girls)(?:\s+(?:equally|between them|in equal shares))?$/i;

const PLURAL_RELATIONSHIPS =
  /^(?:parents|sons|daughters|children|kids|brothers|sisters|siblings|nieces|nephews|cousins|(?:best|close|old)?friends|grandchildren|grandkids|grandsons|granddaughters|godchildren|godsons|goddaughters|stepsons|stepdaughters|stepchildren|stepkids)$/i;

/** Words that join a relationship to a name, to drop before reading the name. */
const PERSON_FILLER =
  /\b(?:who is|who's|whose name is|called|named|he is|she is|they are|he's|she's|they're|that is|that's|is)\b/gi;

/**
 * One person from a phrase: "my brother Mark Jones", "Mark Jones, my brother", "Mark Jones (brother)",
 * "my mum", "Sue", "my children". Null when no person can be read.
 */
export function parsePerson(text: string): PersonReference | null {
  let value = cleanMessage(text)
    .replace(
      /^(?:to|for|and|with|then|or|maybe|probably|i'?d (?:like|say|choose|pick)|i (?:want|choose|pick))\s+/i,
      "",
    )
    .replace(/[.!?]+$/, "")
    .trim();
  if (!value) return null;
  if (GROUP_CHILDREN.test(value)) return { group: "children" };
  const reference: PersonReference = {};
  const ageMatch = new RegExp(
    `(?:,\\s*|\\s+aged?\\s+|\\s+who is\\s+|\\()(${NUMBER_WORDS})(?:\\s*(?:years? old|yrs?|\\)))?\\s*$`,
    "i",
  ).exec(value);
  if (ageMatch?.[1]) {
    const age = parseNumberWord(ageMatch[1]);
    if (age !== null) {
      reference.age = age;
      value = value.slice(0, ageMatch.index).trim();
    }
  }
  const relationship = RELATIONSHIP_PATTERN.exec(value);
  if (relationship?.[2]) {
    const found = relationshipFor(relationship[2]);
    if (found) {
      reference.relationship = found;
      reference.phrase = relationship[0];
      if (PLURAL_RELATIONSHIPS.test(relationship[2].replace(/[- ]/g, ""))) reference.plural = true;
      const possessive = relationship[1]?.toLowerCase();
      if (possessive === "his" || possessive === "her" || possessive === "their")
        reference.relativeOf = "previous";
      value = `${value.slice(0, relationship.index)} ${value.slice(relationship.index + relationship[0].length)}`;
    }
  }
  value = value
    .replace(PERSON_FILLER, " ")
    .replace(/[()[\]]/g, " ")
    .replace(/\s+-\s+/g, " ")
    .replace(/^\s*[,;:]+|[,;:]+\s*$/g, "")
    .trim();
  // The name ends at the first comma or clause after it ("Mark Jones, he lives in Leeds").
  value = (
    value.split(/,|;|\bwho\b|\bwhen\b|\bif\b|\bbecause\b|\bas\b|\bat\b|\bin\b|\bfrom\b|\bon\b/i)[0] ?? ""
  ).trim();
  // Digits where a name should be: an address or a phone number, not a person.
  if (/\d/.test(value)) value = "";
  value = value
    .replace(/^(?:a|an|the|my|our|dear|lovely|good|big|little|older|younger|eldest|youngest)\s+/i, "")
    .trim();
  if (value && looksLikeName(value)) reference.fullName = tidyName(value);
  if (!reference.fullName && !reference.relationship) return null;
  return reference;
}

/**
 * Several people from one answer: "my sister Kate and my brother Mark", "Sam, Alex and Jo".
 * "Mark Jones, my brother" stays one person.
 */
export function parsePeople(text: string): PersonReference[] {
  const value = cleanMessage(text).replace(/[.!?]+$/, "");
  if (GROUP_CHILDREN.test(value.trim())) return [{ group: "children" }];
  const pieces = value
    .split(/\s*(?:,|;|&|\+|\band\b|\bplus\b|\bor\b)\s*/i)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0);
  const people: PersonReference[] = [];
  for (const piece of pieces) {
    const person = parsePerson(piece);
    if (!person) continue;
    const previous = people[people.length - 1];
    // "Mark Jones, my brother": a relationship alone belongs to the name before it.
    if (
      previous &&
      !person.fullName &&
      !person.group &&
      person.relationship &&
      !previous.relationship &&
      previous.fullName
    ) {
      previous.relationship = person.relationship;
      continue;
    }
    people.push(person);
  }
  // "Raj and Meena Patel": a first name alone before a two-word name shares its surname.
  for (let index = 0; index < people.length - 1; index += 1) {
    const current = people[index];
    const next = people[index + 1];
    const nextWords = next?.fullName?.split(" ") ?? [];
    if (
      current?.fullName &&
      !current.fullName.includes(" ") &&
      nextWords.length === 2 &&
      !current.relationship
    ) {
      current.givenName = current.fullName;
      current.fullName = `${current.fullName} ${nextWords[1] ?? ""}`;
    }
  }
  return people;
}

// ---------------------------------------------------------------------------------------------
// Children

export interface ParsedChild {
  /** As typed (tidied); one word when only a first name was given. */
  name: string;
  age?: number;
}

const COUNT_WORDS = `(?:\\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const CHILD_NOUNS = `(?:kids?|children|child|sons?|daughters?|boys?|girls?|twins|little ones)`;

/** Words that sit around children's names and ages and are not names. */
const CHILD_FILLER = new Set(
  (
    "yes yeah yep yup i we have got ive i've we've there are is was who whos who's aged age ages years year old yrs " +
    "yr yo y/o y.o and & my our the a an called named he she they he's she's they're hes shes theyre both twins " +
    "kids kid children child son sons daughter daughters boy boys girl girls also plus just turned turning " +
    "nearly almost about months month mths weeks week little ones one oldest eldest youngest middle then with y o " +
    "being is are of at currently now so well ok okay oh um er as"
  ).split(" "),
);

/**
 * Children's names and ages from one answer: "two kids, Tom who is 7 and Amy, 4", "Tom (7) and
 * Amy (4)", "a son called Tom, he's 7", "Emma Jones who is 32 and Mark Jones, 29". `expected` is
 * the number the user mentioned ("three children"), when they did.
 */
export function parseChildren(text: string): { children: ParsedChild[]; expected?: number } {
  let value = cleanMessage(text);
  let expected: number | undefined;
  const counts = new RegExp(
    `\\b(${COUNT_WORDS})\\s+(?:(?:young|grown[- ]up|adult|little|lovely)\\s+)?(${CHILD_NOUNS})\\b`,
    "gi",
  );
  for (const match of value.matchAll(counts)) {
    const word = (match[1] ?? "").toLowerCase();
    const count =
      word === "a" || word === "an" ? 1 : match[2]?.toLowerCase() === "twins" ? 2 : parseNumberWord(word);
    if (count !== null)
      expected = (expected ?? 0) + (match[2]?.toLowerCase() === "twins" && count === 1 ? 2 : count);
  }
  value = value.replace(counts, " ");
  if (/\btwins\b/i.test(value) && expected === undefined) expected = 2;
  // Ages in months become whole years before reading numbers.
  value = value.replace(
    new RegExp(`\\b(${NUMBER_WORDS})\\s*(?:months?|mths?)(?:\\s+old)?\\b`, "gi"),
    (_, count: string) => ` ${Math.floor((parseNumberWord(count) ?? 0) / 12)} `,
  );
  value = value.replace(/\b(?:newborn|new-born|a baby)\b/gi, " 0 ");
  value = value.replace(
    /\b(?:nearly|almost|about to turn)\s+(\d{1,2})\b/gi,
    (_, age: string) => ` ${Math.max(0, Number(age) - 1)} `,
  );
  const tokens = value.match(/[\p{L}][\p{L}'.-]*|\d{1,3}|[,;:()&+/]/gu) ?? [];
  const children: ParsedChild[] = [];
  let nameWords: string[] = [];
  let pendingAge: number | undefined;
  const flushName = () => {
    if (nameWords.length === 0) return;
    const name = tidyName(nameWords.join(" "));
    nameWords = [];
    if (!looksLikeName(name)) return;
    const child: ParsedChild = { name };
    if (pendingAge !== undefined) {
      child.age = pendingAge;
      pendingAge = undefined;
    }
    children.push(child);
  };
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] ?? "";
    const lower = token.toLowerCase().replace(/\.$/, "");
    let age = /^\d{1,3}$/.test(token) ? Number(token) : null;
    if (age === null && !(lower in SMALL_NUMBERS && lower === "one")) {
      const next = tokens[index + 1]?.toLowerCase();
      const compound = next ? parseNumberWord(`${lower}-${next}`) : null;
      if (compound !== null && lower in TENS) {
        age = compound;
        index += 1;
      } else if (lower in SMALL_NUMBERS || lower in TENS) {
        age = parseNumberWord(lower);
      }
    }
    if (age !== null) {
      flushName();
      const before = tokens[index - 1]?.toLowerCase();
      const last = children[children.length - 1];
      if ((before === "both" || before === "all") && children.some((child) => child.age === undefined)) {
        for (const child of children) if (child.age === undefined) child.age = age;
      } else if (last && last.age === undefined) last.age = age;
      else pendingAge = age;
      continue;
    }
    if (CHILD_FILLER.has(lower) || NOT_NAME_WORDS.has(lower) || /^[,;:()&+/]$/.test(token)) {
      flushName();
      continue;
    }
    if (nameWords.length >= 4) flushName();
    nameWords.push(token);
  }
  flushName();
  const valid = children.filter((child) => child.age === undefined || child.age <= 120);
  return expected === undefined ? { children: valid } : { children: valid, expected };
}

// ---------------------------------------------------------------------------------------------
// Shares

export interface ShareEntry {
  person: PersonReference;
  percentage?: number;
  /** "the rest to Alex": whatever the others leave. */
  rest?: boolean;
}

export interface ParsedShares {
  entries: ShareEntry[];
  /** The user asked for equal shares ("split equally", "50/50", "equally between them"). */
  equal: boolean;
}

const EQUAL_PATTERN =
  /\b(?:equal(?:ly)?|evenly|equal shares|equal parts|same (?:amount|share)|half each|a third each|a quarter each|fifty[- ]fifty|50\s*[/-]\s*50|even split|split (?:it )?(?:evenly|equally|down the middle)|share (?:it )?(?:out )?(?:equally|evenly)|between them(?: all)?)\b/i;

const PERCENT_PATTERN = /(\d{1,3}(?:\.\d{1,2})?)\s*(?:%|per\s?cent|percent|pc\b)/i;

const FRACTIONS: Array<[RegExp, number]> = [
  [/\bthree[- ]quarters\b/i, 75],
  [/\btwo[- ]thirds\b/i, 66.67],
  [/\b(?:a |one )?half\b/i, 50],
  [/\b(?:a |one )?third\b/i, 33.33],
  [/\b(?:a |one )?quarter\b/i, 25],
];

const SHARE_LEAD_INS =
  /^(?:(?:i'?d like|i would like|i want|please|can you|could you|i'?d say|just)\s+)?(?:(?:to\s+)?(?:leave|give|split|divide|share|left|go|goes|should go|to go|going)\s+)?(?:(?:it|it all|everything(?: else)?|all of it|all|the lot|my estate|the estate|the rest(?: of (?:it|my estate|the estate))?|what'?s left|whatever'?s left)\s+)?(?:(?:should\s+)?(?:go|goes|going)\s+)?(?:(?:to|for|between|among|amongst|with)\s+)?/i;

/** The words of a share that name the person, without the share and the verbs around it. */
function personText(text: string): string {
  return text
    .replace(EQUAL_PATTERN, " ")
    .replace(/\b(?:each|both|everything|in equal shares|shares?)\b/gi, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(SHARE_LEAD_INS, "")
    .replace(/^(?:to|for|between|among|amongst|with|goes to|should go to|go to)\s+/i, "")
    .replace(/\s+(?:gets?|should get|to get|to have|has|have)$/i, "")
    .trim();
}

/**
 * Who gets what share: "60% to Sam and 40% to Alex", "Sam 60, Alex 40", "half to my wife and half
 * to my son Tom", "everything to my sister Kate Brown", "split equally between Sam and Alex",
 * "60/40 between Sam and Alex", "my children equally", "30% to Sam and the rest to Alex".
 * Null when no person can be read.
 */
export function parseShares(text: string): ParsedShares | null {
  const value = cleanMessage(text).replace(/[.!?]+$/, "");
  let equal = EQUAL_PATTERN.test(value);
  // "60/40 between Sam and Alex": a ratio, then the people in the same order.
  const ratio =
    /\b(\d{1,3})\s*(?:\/|:|-)\s*(\d{1,3})(?:\s*(?:\/|:|-)\s*(\d{1,3}))?(?:\s*(?:split|ratio|%))?\b/.exec(
      value,
    );
  if (ratio && !PERCENT_PATTERN.test(value.replace(ratio[0], ""))) {
    const numbers = [ratio[1], ratio[2], ratio[3]].filter((n): n is string => n !== undefined).map(Number);
    const afterRatio = value
      .slice(ratio.index + ratio[0].length)
      .replace(/^\s*(?:split\s+|ratio\s+)?(?:between|to|for|among|with)?\s*/i, "");
    const beforeRatio = value.slice(0, ratio.index).replace(SHARE_LEAD_INS, "");
    const people = parsePeople(personText(afterRatio || beforeRatio));
    if (people.length === numbers.length && people.length > 1) {
      const total = numbers.reduce((sum, n) => sum + n, 0);
      if (numbers.every((n) => n === numbers[0]))
        return { entries: people.map((person) => ({ person })), equal: true };
      return {
        entries: people.map((person, index) => ({
          person,
          percentage: Math.round(((numbers[index] ?? 0) / total) * 10_000) / 100,
        })),
        equal: false,
      };
    }
  }
  const pieces = value
    .replace(SHARE_LEAD_INS, "")
    .split(/\s*(?:,|;|&|\+|\band\b|\bplus\b|\bwith\b(?=\s+(?:\d|the rest|half|a third|a quarter)))\s*/i)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0);
  const entries: ShareEntry[] = [];
  let loosePercentage: number | undefined;
  let looseRest = false;
  for (const piece of pieces) {
    let rest = false;
    let percentage: number | undefined;
    let remaining = piece;
    const percent = PERCENT_PATTERN.exec(remaining);
    if (percent?.[1]) {
      percentage = Number(percent[1]);
      remaining = remaining.replace(percent[0], " ");
    } else if (
      /\b(?:the rest|the remainder|whatever'?s left|what'?s left|everything else|the balance)\b/i.test(
        remaining,
      )
    ) {
      rest = true;
      remaining = remaining.replace(
        /\b(?:the rest|the remainder|whatever'?s left|what'?s left|everything else|the balance)\b/i,
        " ",
      );
    } else {
      for (const [pattern, share] of FRACTIONS) {
        if (pattern.test(remaining)) {
          percentage = share;
          remaining = remaining.replace(pattern, " ");
          break;
        }
      }
      // "Sam 60, Alex 40": a bare number after a name is a percentage.
      const bare = /(?:^|\s)(\d{1,3}(?:\.\d{1,2})?)\s*$/.exec(remaining);
      if (percentage === undefined && bare?.[1] && Number(bare[1]) <= 100) {
        percentage = Number(bare[1]);
        remaining = remaining.slice(0, bare.index);
      }
    }
    remaining = personText(remaining);
    const person = remaining ? parsePerson(remaining) : null;
    if (!person) {
      // "60% to Sam and Alex 40%": a share on its own goes with the next person named.
      if (percentage !== undefined) loosePercentage = percentage;
      if (rest) looseRest = true;
      continue;
    }
    const previous = entries[entries.length - 1];
    if (
      previous &&
      !person.fullName &&
      !person.group &&
      person.relationship &&
      previous.person.fullName &&
      !previous.person.relationship &&
      percentage === undefined &&
      !rest
    ) {
      previous.person.relationship = person.relationship;
      continue;
    }
    const entry: ShareEntry = { person };
    const share = percentage ?? loosePercentage;
    if (share !== undefined) entry.percentage = share;
    if (rest || looseRest) entry.rest = true;
    loosePercentage = undefined;
    looseRest = false;
    entries.push(entry);
  }
  if (entries.length === 0) return null;
  // "a third each to Amy, Ben and Cal": the share said once applies to everyone.
  const given = entries.map((entry) => entry.percentage).filter((share) => share !== undefined);
  if (equal && given.length > 0 && given.every((share) => Math.abs(share * entries.length - 100) < 0.1)) {
    for (const entry of entries) delete entry.percentage;
  }
  const shares = entries.map((entry) => entry.percentage);
  // "a third each", "half each": the same fraction for everyone is equal shares.
  if (shares.every((share) => share !== undefined && share === shares[0]) && entries.length > 1) {
    const same = shares[0] ?? 0;
    if (Math.abs(same * entries.length - 100) < 0.1) {
      equal = true;
      for (const entry of entries) delete entry.percentage;
    }
  }
  return { entries, equal };
}

// ---------------------------------------------------------------------------------------------
// Money, addresses, contact details

/**
 * An amount in pounds: "£250,000", "250k", "about 1.2 million", "half a million", "£1.5m", "between
 * 200 and 300 thousand" (the larger). Null when there is no amount.
 */
export function parseMoney(text: string): number | null {
  const value = cleanMessage(text)
    .toLowerCase()
    .replace(/(\d),(?=\d{3}\b)/g, "$1")
    .replace(/[.!?]+$/, "");
  const amounts: number[] = [];
  if (/\bhalf a million\b/.test(value)) amounts.push(500_000);
  if (/\ba quarter of a million\b/.test(value)) amounts.push(250_000);
  if (/(?<!half |quarter of )\b(?:a|one) million\b/.test(value)) amounts.push(1_000_000);
  const unitAfter =
    /(?:£|gbp\s*)?(\d+(?:\.\d+)?)\s*(k|thousand|grand|m|mil|million|mn|bn|billion)?(?!\w|\.\d)/g;
  const matches = [...value.matchAll(unitAfter)];
  matches.forEach((match, index) => {
    const number = Number(match[1]);
    let unit = match[2];
    // "between 200 and 300 thousand": the unit of the last number applies to a bare one before it.
    if (!unit) {
      const later = matches.slice(index + 1).find((other) => other[2]);
      if (later && /\b(?:and|to|-|or)\s*$/.test(value.slice(0, later.index))) unit = later[2];
    }
    const multiplier =
      unit === "k" || unit === "thousand" || unit === "grand"
        ? 1_000
        : unit === "m" || unit === "mil" || unit === "million" || unit === "mn"
          ? 1_000_000
          : unit === "bn" || unit === "billion"
            ? 1_000_000_000
            : 1;
    if (Number.isFinite(number)) amounts.push(Math.round(number * multiplier));
  });
  if (amounts.length === 0) return null;
  return Math.max(...amounts);
}

/** formData's limit for an address. */
const MAX_ADDRESS_LENGTH = 500;
const POSTCODE = /\b([a-z]{1,2}\d[a-z\d]?)\s*(\d[a-z]{2})\b/gi;
const ADDRESS_LEAD_INS =
  /^(?:(?:my|the|his|her|their) (?:home )?address is|address is|address:|i live at|i live in|we live at|he lives at|she lives at|they live at|lives at|it'?s|its|it is|at)\s+/i;

/** Whether the answer means "the same address as mine" ("same as me", "we live together"). */
export function meansSameAddressAsMine(text: string): boolean {
  return /\b(?:same(?: address)? as (?:me|mine|my address|my own)|same address|(?:lives?|living) with me|we live together|live together|same house|same place|same as above|same as before|same one|same)\b/i.test(
    cleanMessage(text),
  );
}

/**
 * A postal address from an answer: lead-ins dropped, postcode in capitals, all-lower-case words
 * capitalised. Null when the text cannot be an address (fewer than two words, or no letters).
 */
export function parseAddress(text: string): string | null {
  let value = cleanMessage(text)
    .replace(ADDRESS_LEAD_INS, "")
    .replace(/[.!]+$/, "")
    .trim();
  if (value.length < 5 || value.length > MAX_ADDRESS_LENGTH || !/\p{L}/u.test(value)) return null;
  const words = value.split(/[\s,]+/).filter(Boolean);
  if (words.length < 2) return null;
  if (!/\d/.test(value) && words.length < 3 && !value.includes(",")) return null;
  if (parseYesNo(value) && words.length < 4) return null;
  if (value === value.toLowerCase()) {
    value = value.replace(
      /(^|[\s,])(\p{L})/gu,
      (_, before: string, letter: string) => before + letter.toUpperCase(),
    );
  }
  return value.replace(
    POSTCODE,
    (_, outward: string, inward: string) => `${outward.toUpperCase()} ${inward.toUpperCase()}`,
  );
}

/**
 * A phone number and/or email address from an answer ("07700 900123", "mark@example.com"), or null.
 */
export function parseContact(text: string): string | null {
  const value = cleanMessage(text);
  const found: string[] = [];
  const email = /[^\s@,;<>()]+@[^\s@,;<>()]+\.[a-z]{2,}/i.exec(value);
  if (email) found.push(email[0].toLowerCase());
  const withoutEmail = email ? value.replace(email[0], " ") : value;
  const phone = /(?:\+|\b)\d[\d\s().-]{7,}\d\b/.exec(withoutEmail);
  if (phone && phone[0].replace(/\D/g, "").length >= 10 && phone[0].replace(/\D/g, "").length <= 15) {
    found.unshift(phone[0].replace(/\s+/g, " ").trim());
  }
  const contact = found.join(", ");
  return contact && contact.length <= 200 ? contact : null;
}

// ---------------------------------------------------------------------------------------------
// Gifts

export interface ParsedGift {
  description: string;
  person: PersonReference;
}

const GIFT_LEAD_INS =
  /^(?:(?:yes|yeah|yep|sure|ok|okay)\b[\s,.!-]*)?(?:(?:i'?d like to|i would like to|i want to|i will|please)\s+)?(?:(?:leave|give|gift)\s+)?/i;

function oneGift(text: string): ParsedGift | null {
  const value = text
    .replace(GIFT_LEAD_INS, "")
    .replace(/\s+please$/i, "")
    .trim();
  const wantsToHave = /^(?:i'?d like|i would like|i want)\s+(.+?)\s+to (?:have|get|receive)\s+(.+)$/i.exec(
    value,
  );
  if (wantsToHave?.[1] && wantsToHave[2]) {
    const person = parsePerson(wantsToHave[1]);
    return person ? { description: wantsToHave[2].trim(), person } : null;
  }
  const gets = /^(.+?)\s+(?:gets|should get|can have|should have|will get|is to have|to have)\s+(.+)$/i.exec(
    value,
  );
  if (gets?.[1] && gets[2] && !/\s(?:to|for)\s/i.test(gets[1])) {
    const person = parsePerson(gets[1]);
    if (person) return { description: gets[2].trim(), person };
  }
  const to = /^(.+)\s+(?:to|for)\s+(.+)$/i.exec(value);
  if (!to?.[1] || !to[2]) return null;
  const person = parsePerson(to[2]);
  const description = to[1].replace(/^(?:leave|give)\s+/i, "").trim();
  if (!person || !description || person.group) return null;
  return { description, person };
}

/**
 * Gifts of particular things: "my watch to my son Tom", "£500 to my niece Lily Jones and my car to
 * my brother Mark", "my watch and my ring to Tom", "Tom gets my watch". Null when none can be read.
 */
export function parseGifts(text: string): ParsedGift[] | null {
  const value = cleanMessage(text).replace(/[.!]+$/, "");
  const parts = value.split(/(\s*(?:;|,|\band also\b|\band\b|\balso\b)\s*)/i);
  const gifts: ParsedGift[] = [];
  let current = "";
  for (const part of parts) {
    current += part;
    if (/^\s*(?:;|,|\band also\b|\band\b|\balso\b)\s*$/i.test(part)) continue;
    const gift = oneGift(current.replace(/^(?:\s*(?:;|,|\band also\b|\band\b|\balso\b))+\s*/i, ""));
    if (gift) {
      gifts.push(gift);
      current = "";
    }
  }
  // Words left over that are no gift: better to ask again than to drop part of what was said.
  if (!/^\s*(?:;|,|and also|and|also)?\s*$/i.test(current)) return null;
  return gifts.length > 0 ? gifts : null;
}
