import { type Executor } from "../will/form-data.ts";
import { type YesNoUnsure } from "./facts.ts";
import { DATE_OF_BIRTH_WORDS, readDate as readDateParts } from "../will/date-input.ts";
import { describesAPerson, namesAnOrganisation, normaliseRelationship } from "../will/people.ts";

/** Readers of the interview's short answers: a value, or null when not in that form (docs/chat.md). */

/** NFC, straight quotes, line breaks as ", ", single spaces, trimmed, capped at the longest answer read. */
export function cleanMessage(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\s*[\r\n]+\s*/g, ", ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 2_000);
}

const YES =
  /^(?:yes please|yes|yeah|yep|yup|yes|sure|okay|ok|correct|that'?s right|that'?s fine|right|fine|please|y)\b/i;
const NO = /^(?:no thanks|no one|nobody|nothing|not really|none|nope|nah|no|n)\b/i;
const UNSURE = /^(?:i'?m |i am |i )?(?:not sure|unsure|don'?t know|do not know|no idea|maybe)\b/i;

/** "yes", "nope", "not sure", and what follows ("yes, Sue Lee" gives yes and "Sue Lee"). */
export function readYesNo(text: string): { value: YesNoUnsure; rest: string } | null {
  const value = cleanMessage(text);
  for (const [answer, pattern] of Object.entries({ unsure: UNSURE, no: NO, yes: YES })) {
    const [said] = pattern.exec(value) ?? [];
    if (said)
      return { value: answer as YesNoUnsure, rest: value.slice(said.length).replace(/^[\s,.;:!-]+/, "") };
  }
  return null;
}

const NAME = /^[\p{L}][\p{L}'’.-]*(?:\s+[\p{L}][\p{L}'’.-]*){0,5}$/u;
const LEAD_INS = /^(?:i'?m|i am|my name is|my name's|it'?s|call me|name:)\s+/i;
// A name never starts with "my brother", "yes", "everything".
const NOT_NAMES = /^(?:my|our|the|a|an|yes|no|not|none|nobody|everything|all|same|i|me|just|change|go)\b/i;
const TITLES = /^(?:mr|mrs|ms|miss|mx|dr|prof)\.?\s+/i;

/** Capitalises a name typed all in one case ("jane o'brien" gives "Jane O'Brien"). */
function tidyName(name: string): string {
  if (name !== name.toLowerCase() && name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** Words of a sentence, not a name ("half to Mark", "then the kids", "gets everything"), in lower case. */
const JOINING_WORDS =
  /(?:^|\s)(?:to|and|or|then|the|if|when|who|but|not|for|with|from|in|at|he|she|his|her|him|they|their|them|me|it|is|are|was|gets?|has|have|lives?|should|please|everything|all|survives?|dies|kids|children|half|halves|thirds?|quarters?|rest|remainder|each|between|split|equal|equally|shares?|percent)(?=\s|$)/;

/** Joining words in a name: in lower case, or in any case when it is all typed in one case. */
function hasJoiningWords(name: string): boolean {
  const oneCase = name === name.toLowerCase() || name === name.toUpperCase();
  return JOINING_WORDS.test(oneCase ? name.toLowerCase() : name);
}

/** A name alone, one or more words of letters ("I'm Jane Smith" gives "Jane Smith"). */
export function readName(text: string): string | null {
  const value = cleanMessage(text)
    .replace(LEAD_INS, "")
    .replace(TITLES, "")
    .replace(/[.!]+$/, "")
    .trim();
  if (value.length > 100 || !NAME.test(value) || NOT_NAMES.test(value) || hasJoiningWords(value)) return null;
  return tidyName(value);
}

export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName;

/**
 * A date alone: "12/03/1980" (day first), "12 March 1980", "12th of March 1980", "1980-03-12"; a year
 * in two figures ("3/3/79") is the latest such year up to `today`'s (a date of birth is in the past).
 */
export function readDate(text: string, today: string): string | null {
  const value = cleanMessage(text)
    .toLowerCase()
    .replace(/^(?:i was )?born(?: on)?\s+/, "")
    .replace(/[.!]$/, "");
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const typed =
    /^(\d{1,2})(?:st|nd|rd|th)?(?:\s*[/.-]\s*|\s+(?:of\s+)?)([a-z]{3,9}|\d{1,2}),?(?:\s*[/.-]\s*|\s+)(\d{4}|\d{2})$/.exec(
      value,
    );
  const [day, month, typedYear = ""] = iso ? [iso[3], iso[2], iso[1]] : typed ? typed.slice(1) : [];
  const century = Number(today.slice(0, 2)) - (`${today.slice(0, 2)}${typedYear}` > today ? 1 : 0);
  const year = typedYear.length === 2 ? `${century}${typedYear}` : typedYear;
  // The form's own reading of a day, a month (a number or a name) and a year.
  const read = readDateParts({ day: day ?? "", month: month ?? "", year: year ?? "" }, DATE_OF_BIRTH_WORDS);
  return read.ok ? (read.iso ?? null) : null;
}

/** A postal address in at least two parts ("1 High Street, Leeds LS1 1AA"), commas or lines, or with a postcode. */
export function readAddress(text: string): string | null {
  const value = cleanMessage(text);
  const parts = value.split(/\s*,\s*/).filter(Boolean);
  // Without commas, a street and a town end with the postcode: "12 Oak Road Leeds LS1 1AA".
  const postcode = /^\S+(?:\s+\S+){2,}\s+[a-z]{1,2}\d[a-z\d]?\s*\d[a-z]{2}$/i.test(value);
  if ((parts.length < 2 && !postcode) || value.length < 8 || value.length > 500) return null;
  return parts.join(", ");
}

/** A phone number (at least 10 digits) or an email address. */
export function readContact(text: string): string | null {
  const value = cleanMessage(text);
  if (/^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(value) && value.length <= 200) return value;
  if (/^\+?[\d\s()-]+$/.test(value) && value.replace(/\D/g, "").length >= 10 && value.length <= 30)
    return value;
  return null;
}

/** An age or a whole number: "8", "8 years old", "aged 8". */
const AGE = String.raw`(?:aged?\s+)?(\d{1,3})(?:\s*(?:years?|yrs?)(?:\s+old)?)?`;

export function readWholeNumber(text: string): number | null {
  const match = new RegExp(`^${AGE}$`, "i").exec(cleanMessage(text).replace(/[.!]$/, ""));
  return match ? Number(match[1]) : null;
}

/** Pounds: "£250,000", "250k", "about 1.2m", "not sure" (null). Undefined when not money. */
export function readMoney(text: string): number | null | undefined {
  const value = cleanMessage(text)
    .toLowerCase()
    .replace(/^(?:about|around|roughly|maybe|approx(?:imately)?)\s+/, "")
    .replace(/^half an? (million|m)$/, "0.5m");
  if (UNSURE.test(value)) return null;
  const match = /^£?\s*(\d[\d,]*(?:\.\d+)?)\s*(k|m|thousand|million)?(?:\s*pounds)?$/.exec(value);
  if (!match?.[1]) return undefined;
  const amount = Number(match[1].replace(/,/g, ""));
  const scale = match[2]?.startsWith("k") || match[2] === "thousand" ? 1_000 : match[2] ? 1_000_000 : 1;
  return Number.isFinite(amount) ? Math.round(amount * scale) : undefined;
}

const RELATIONSHIPS: Array<[RegExp, Executor["relationship"]]> = [
  [/^(?:wife|husband|spouse|civil partner)$/, "spouse"],
  [/^(?:son|daughter|child|stepson|stepdaughter|stepchild)$/, "child"],
  [/^(?:brother|sister|sibling|half-brother|half-sister)$/, "sibling"],
  [/^(?:mother|mum|mom|father|dad|parent)$/, "parent"],
  [/^(?:friend|best friend|close friend)$/, "friend"],
  [/^(?:solicitor|lawyer|accountant)$/, "professional"],
];

/** An executor's relationship in the user's words, and its category ("brother": sibling, "niece": other). */
export function executorRelationship(label: string) {
  const relationshipLabel = normaliseRelationship(label);
  const relationship = RELATIONSHIPS.find(([pattern]) => pattern.test(relationshipLabel))?.[1] ?? "other";
  return { relationship, relationshipLabel };
}

export type PersonAnswer = { fullName: string; relationship?: string };

/** One to three words of a relationship ("sister", "best friend", "sister-in-law"). */
const RELATION = "\\p{Ll}+(?:[ -](?!to\\b|and\\b)\\p{Ll}+){0,2}";

/** A name with an optional relationship: "Kate Brown, my sister", "my sister Kate Brown", "Kate (sister)". */
export function readPerson(text: string): PersonAnswer | null {
  // "my mum, Anita Patel" is "my mum Anita Patel".
  const value = cleanMessage(text)
    .replace(/[.!]$/, "")
    .replace(/^((?:my|our)\s+[a-z-]+(?:\s+[a-z-]+){0,2}),\s*/i, "$1 ");
  // "my sister Kate Brown": the relationship ends before a capital, or (in lower case) after a word of kin;
  // without "my", only a word of kin before a full name ("brother mark jones").
  const [, mine, rest = ""] = /^(?:(my|our)\s+)?(.+)$/i.exec(value) ?? [];
  const words = rest.split(" ");
  for (let count = 1; count <= 3 && count < words.length; count += 1) {
    const [relation, name] = [words.slice(0, count).join(" "), words.slice(count).join(" ")];
    // In lower case, a relationship ends at a word of kin ("my best friend sue lee").
    const kin = describesAPerson(words[count - 1] ?? "") && (mine || name.includes(" "));
    const fullName = kin || (mine && /^\p{Lu}/u.test(name)) ? readName(name) : null;
    if (fullName && new RegExp(`^${RELATION}$`, "u").test(relation))
      return { fullName, relationship: relation };
  }
  const forms: Array<[RegExp, number, number]> = [
    [new RegExp(`^(.+?)(?:,\\s*(?:(?:my|our)\\s+)?|\\s+-\\s+|\\s+(?:my|our)\\s+)(${RELATION})$`, "iu"), 1, 2],
    [new RegExp(`^(.+?)\\s*\\((?:my\\s+)?(${RELATION})\\)$`, "iu"), 1, 2],
  ];
  for (const [pattern, nameAt, relationAt] of forms) {
    const match = pattern.exec(value);
    const fullName = match?.[nameAt] ? readName(match[nameAt]) : null;
    const relationship = match?.[relationAt]?.trim().toLowerCase();
    // "Paul Brown, her husband" says whose, not what he is to the user: asked next.
    if (fullName && relationship && !/\d/.test(relationship))
      return /^(?:her|his|their)\s/.test(relationship) ? { fullName } : { fullName, relationship };
  }
  const fullName = readName(value);
  return fullName ? { fullName } : null;
}

/** A relationship in a word or two: "sister", "my best friend" gives "best friend". */
export function readRelationship(text: string): string | null {
  const value = cleanMessage(text).replace(/[.!]$/, "");
  // "Yes", "no" or "not sure" answers the question before, not this one.
  if (readYesNo(value)?.rest === "") return null;
  return /^(?:my\s+)?[a-z][a-z -]{1,39}$/i.test(value) ? value.replace(/^my\s+/i, "").toLowerCase() : null;
}

/** A child: "Tom Jones, 8", "Tom Jones 8", "Tom Jones (8)", "my son Tom Jones, 8". */
export function readChild(text: string): { fullName: string; age: number } | null {
  // A baby "6 months" (or weeks, or days) old is 0.
  const value = cleanMessage(text)
    .replace(/[.!]$/, "")
    .replace(/\b\d{1,2}\s*(?:months?|weeks?|days?)(?:\s+old)?(\)?)$/i, "0$1");
  const match = new RegExp(String.raw`^(.+?)[\s,(]+${AGE}\)?$`, "i").exec(value);
  // "my son Jack Hall, 15": the name without the words of kin.
  const fullName = match?.[1] ? readPerson(match[1])?.fullName : null;
  return fullName && match?.[2] ? { fullName, age: Number(match[2]) } : null;
}

/** The parts "and" or "&" joins, but an organisation's word ends the part before it (decision 024). */
function organisations(text: string): string[] {
  const [first = "", ...rest] = text.split(/\s*(\band\b|&)\s*/i);
  const parts = [first];
  for (let index = 0; index < rest.length; index += 2) {
    const part = rest[index + 1] ?? "";
    const words = part.replace(/\s*\(charity\)$/i, "");
    if (/\d/.test(part) || !namesAnOrganisation(words)) parts.push(part);
    else parts.push(`${parts.pop()!.replace(/\s*\(charity\)$/i, "")} ${rest[index]} ${words} (charity)`);
  }
  return parts.filter(Boolean);
}

/** The user's own children, in the words people use: "my kids", "both the children equally". */
export const CHILDREN = String.raw`(?:(?:all|both)\s+(?:of\s+)?)?(?:(?:my|our|the|both)\s+)?(?:(?:\d|two|three|four|five|six)\s+)?(?:children|kids)(?:,?\s+(?:equally|evenly|in equal shares))?`;
const CHILDREN_SHARE = new RegExp(
  String.raw`^(?:(?:split|shared|divided)\s+)?(?:(?:equally|evenly)\s+)?(?:(?:between|among(?:st)?|to)\s+)?${CHILDREN}$`,
  "i",
);
/** A share for the children as a group ("split between the kids"), given to each child by name. */
export const namesTheChildren = (name: string) => CHILDREN_SHARE.test(name.trim());

/** People and optional percentages: "50% Tom and 50% Amy", "Tom, Amy and Ben", "everything to Mark". */
export function readShares(text: string) {
  const value = cleanMessage(text)
    .replace(/[.!]$/, "")
    .replace(/^(?:leave\s+)?(?:everything|it all|all of it|all)\s+(?:goes\s+)?to\s+/i, "")
    .replace(
      /^(?:(?:split|shared|divided)\s+)?(?:(?:equally|evenly)\s+)?(?:between|among(?:st)?)\s+(?=\p{Lu})/iu,
      "",
    )
    .replace(/\s+(?:equally|in equal shares)$/i, "")
    // "Sue Lee, my friend" and "RSPCA, a charity" are one share each: "Sue Lee (my friend)", "RSPCA (charity)".
    .replace(/,\s*((?:my|our)\s+[a-z-]+(?:\s+[a-z-]+)?)(?=$|\s*[,;&]|\s+and\b)/gi, " ($1)")
    .replace(/(?:,\s*|\s+)\(?(?:a\s+)?charity\)?(?=$|\s*[,;&]|\s+and\b)/gi, " (charity)")
    // "the RSPCA": initials after "the" are an organisation's, not a person's.
    .replace(/\bthe\s+(\p{Lu}{2,})(?=$|\s*[,;&]|\s+and\b)/gu, "$1 (charity)")
    // "half to Sue and half to Tom" is 50% each; "the rest" (or "the other half") is what the others leave.
    .replace(/(^|\band\s+|[,;]\s*)(?:a\s+)?half\b/gi, "$150%")
    .replace(/(^|\band\s+|[,;]\s*)the\s+(?:rest|remainder|other\s+half)\b/gi, "$1rest%");
  // "60/40 between Sue and Tom": the percentages in the order of the names.
  const [, split = "", between = ""] =
    /^(\d{1,3}(?:\s*\/\s*\d{1,3})+)\s+(?:split\s+)?between\s+(.+)$/i.exec(value) ?? [];
  const [percentages, names] = [split.split("/"), between.split(/\s*(?:,|&|\band\b)\s*/i)];
  const parts =
    split && percentages.length === names.length
      ? names.map((name, index) => `${percentages[index]?.trim()}% ${name}`)
      : value.split(/\s*[,;]\s*/).flatMap(organisations);
  if (parts.length === 0 || parts.length > 20) return null;
  const shares: Array<{ name: string; percentage?: number }> = [];
  let rest = -1;
  for (const part of parts) {
    const match =
      /^(?:(\d{1,3}(?:\.\d+)?|rest)\s*%\s*(?:to\s+)?)?(.+?)(?:\s*[:-]?\s*(\d{1,3}(?:\.\d+)?)\s*%)?$/.exec(
        part,
      );
    const typed = match?.[2] ? match[2].replace(/^(?:to\s+)/i, "").trim() : "";
    const name = namesTheChildren(typed) ? "my children" : typed;
    const percentage = match?.[1] ?? match?.[3];
    if (percentage === "rest") rest = rest < 0 ? shares.length : Infinity;
    // "half to Mark" is a share in words, not a person: asked again in the form shown.
    const group = /\(charity\)$/i.test(name) || name === "my children";
    if (!name || /\d/.test(name) || name.length > 120 || (!group && hasJoiningWords(name))) return null;
    shares.push({ name, ...(percentage && percentage !== "rest" ? { percentage: Number(percentage) } : {}) });
  }
  if (rest < 0) return shares;
  // "half to Sue and the rest to Tom": the rest is 100% less the others' percentages, each given.
  const others = shares.filter((_share, index) => index !== rest);
  const left = 100 - others.reduce((sum, share) => sum + (share.percentage ?? NaN), 0);
  const share = shares[rest];
  if (!(left > 0) || !share) return null;
  share.percentage = Math.round(left * 100) / 100;
  return shares;
}
