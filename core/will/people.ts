import { type LegalFinding } from "../legal/finding.ts";
import {
  type Child,
  type ContingentBeneficiary,
  type Executor,
  type Guardian,
  type WillFormData,
} from "./form-data.ts";
import { EXECUTOR_ROLES } from "./executors.ts";
import { hasSpouse } from "./rules.ts";

/**
 * The will's people, modelled once (docs/decisions/017-people-and-the-residue-cascade.md).
 *
 * `resolveWill` reads a formData and gives every person it names one stable id: the testator is
 * `TESTATOR_ID`, the spouse or civil partner `SPOUSE_ID`, everyone else `person-N` in the order the
 * formData first names them. Every role (child, guardian, beneficiary, back-up, executor, gift
 * recipient) then refers to a person by id, and the resolved formData spells each person's name one
 * way everywhere. Names are compared only after NFC normalisation, trimming, collapsing inner white
 * space and case folding; an explicit `personId` on an entry wins over name matching.
 *
 * The ids are derived, not stored: a formData saved before this model existed resolves exactly as
 * one saved after it, so stored drafts and chat facts need no rewriting (the resolution is the
 * upgrade). A mirror will is made by swapping the ids of the testator and the spouse
 * (`mirrorResolvedWill`), never by swapping names as strings.
 */

export const TESTATOR_ID = "testator";
/** A parent may appoint "another individual" to be the child's guardian (docs/legal.md, Guardians). */
export const GUARDIAN_STATUTE = "Children Act 1989, s.5(3)";
export const SPOUSE_ID = "spouse";

export interface Person {
  id: string;
  /** The name as the will prints it: NFC, trimmed, inner white space collapsed, case as first typed. */
  fullName: string;
  /**
   * The name as typed, when the will prints another: a child who shares the testator's or the
   * spouse's name is printed "NAME the younger" (`SHARED_NAME_SUFFIX`), and still found by NAME.
   */
  typedName?: string;
}

/** What tells apart a child who has the testator's or the spouse's own name, in the will's text. */
export const SHARED_NAME_SUFFIX = "the younger";

/** The Family Details checkbox that marks a child as a different person with a parent's name. */
export const SAME_NAME_CHILD_LABEL = "This child is a different person with the same name";

export interface ResolvedWill {
  /** The formData with every entry's `personId` set and its name spelt as its person's name. */
  formData: WillFormData;
  people: Person[];
  /** `SPOUSE_ID` when the testator is married with a spouse's name, else null. */
  spouseId: string | null;
  /** The ids of the testator's children (familyInfo.children). */
  childIds: string[];
  /** What resolving the names found: a role naming the testator (blocks), a spouse typed differently. */
  findings: LegalFinding[];
}

// ---------------------------------------------------------------------------------------------
// Names

/** A name as it is compared: NFC, trimmed, runs of white space as one space, case folded. */
export function normaliseName(name: string): string {
  // toUpperCase then toLowerCase folds the characters whose lower case expands (ß → ss).
  return name.normalize("NFC").trim().replace(/\s+/gu, " ").toUpperCase().toLowerCase().normalize("NFC");
}

export function isSameName(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  const left = normaliseName(a);
  return left !== "" && left === normaliseName(b);
}

/** A part of an entry that describes the person named before it, not another person: "my son". */
const DESCRIPTION = /^(?:my|our)\s[\p{Ll}\s'’-]+$/u;

/** A part that says what someone does, not who else is named: "Jane Doe, Solicitor". */
const OCCUPATION =
  /^(?:a\s+|the\s+)?(?:solicitor|accountant|chartered accountant|barrister|notary|legal executive|will writer|financial adviser|partner|director|trustee|executor)s?$/iu;

/** A person's relationship or what they do ("sister", "best friend", "solicitor"). */
export const describesAPerson = (relationship: string) =>
  isPersonalRelationship(relationship) || OCCUPATION.test(relationship);

function isDescription(part: string): boolean {
  return DESCRIPTION.test(part) || OCCUPATION.test(part);
}

/**
 * The names one typed entry gives: "Anna Smith and Ben Smith", "Anna Smith & Ben Smith", "Anna
 * Smith, Ben Smith(,) and Carl Smith" name several; "Tom Ellis, my son" and "Oxfam (registered
 * charity 202918, England and Wales)" name one (words in brackets and a description after a
 * comma are not names). A firm's or charity's name that splits ("Marks and Spencer") gives two
 * parts: where that matters, a caller compares the parts with the people it knows.
 */
export function namesInEntry(entry: string): string[] {
  return withoutAddress(partsOf(entry)).filter((part) => !isDescription(part));
}

/** An entry that describes the person after their name ("Tom Ellis, my son"), not a group alone. */
export function hasDescription(entry: string): boolean {
  const parts = partsOf(entry);
  const described = withoutAddress(parts).length < parts.length || parts.some(isDescription);
  return described && namesInEntry(entry).some((part) => /^\p{Lu}/u.test(part));
}

/**
 * The parts before an address or an age typed after a name: a part with a figure in it ("1 High
 * Street", "aged 12", "YO1 7HH") is no one's name, and the parts after it ("York") are the rest
 * of the address. "Tom Hall, 1 High Street, York" names one person.
 */
function withoutAddress(parts: readonly string[]): string[] {
  const figure = parts.findIndex((part) => /\p{Nd}/u.test(part));
  return figure < 0 ? [...parts] : parts.slice(0, figure);
}

function partsOf(entry: string): string[] {
  return entry
    .replace(/\([^)]*\)/gu, " ")
    .split(/\s*(?:,(?:\s*and\s)?|&|\sand\s)\s*/iu)
    .map(displayName)
    .filter((part) => part !== "");
}

/**
 * The full names an entry's parts may stand for: a first name alone is read also with the last
 * part's surname ("Anna and Ben Smith" names Anna Smith as well as Ben Smith).
 */
export function fullNameReadings(parts: readonly string[]): string[] {
  return readingsOfEach(parts).flat();
}

/** Each part's readings, the fullest last: "Anna" in "Anna and Ben Smith" is ["Anna", "Anna Smith"]. */
export function readingsOfEach(parts: readonly string[]): string[][] {
  const surname = parts.at(-1)?.split(" ").slice(1).at(-1);
  return parts.map((part) => (surname && !part.includes(" ") ? [part, `${part} ${surname}`] : [part]));
}

/**
 * The relationship of each person an entry names together, from its one relationship field: a
 * word for each, in the same order ("Grandson and granddaughter" for "Leo and Mia Hall"), or one
 * plural word for them all ("Grandchildren", read as "grandchild" for each). Null when the words
 * cannot be paired with the names ("Grandson" for two people, two words for three).
 */
export function relationshipsInEntry(relationship: string, count: number): string[] | null {
  const words = relationshipParts(relationship).map(kinWord);
  if (words.length === count) return words;
  const [word] = words;
  const one = word === undefined ? word : singularKin(word);
  return words.length === 1 && one !== word && one !== undefined ? Array<string>(count).fill(one) : null;
}

/** A plural kin word as one person's: "grandchildren" → "grandchild", "sons" → "son". */
function singularKin(word: string): string {
  return word.replace(/children$/u, "child").replace(/(son|daughter)s$/u, "$1");
}

/** Whether any word of a relationship typed for several people is a descendant's, plural or not. */
export function speaksOfDescendants(relationship: string): boolean {
  return relationshipParts(relationship).some(isDescendantRelationship);
}

/** A relationship typed for several people, word by word: "Grandson/granddaughter" is two. */
function relationshipParts(relationship: string): string[] {
  return partsOf(relationship.replace(/\//gu, ","));
}

/** Words for a group of relatives or others: "grandchildren", "nieces", "brothers". */
const GROUP_WORD =
  "(?:(?:great-)*grand|step-?|god)?(?:children|kids|sons|daughters)|(?:great-)*grandkids|nieces|nephews|brothers|sisters|siblings|cousins|parents|family|relatives|descendants|issue|heirs";

/**
 * An entry that describes a group rather than naming people: "My grandchildren", "all my nieces
 * and nephews", "the children of Leo Hall", "Leo Hall's children". The will cannot say who is in
 * the group, whether a gift is each one's or shared, or what happens if one dies first.
 */
const GROUP = new RegExp(
  `^(?:(?:all|each|both|any)\\s+(?:of\\s+)?)?(?:(?:my|our|the)\\s+)?(?:living\\s+)?(?:${GROUP_WORD})(?:\\s*(?:,|and|&)\\s*(?:(?:my|our)\\s+)?(?:${GROUP_WORD}))*(?:\\s+of\\s+.+)?$|['’]s\\s+(?:${GROUP_WORD})$`,
  "u",
);

export function namesAGroup(entry: string): boolean {
  const words = normaliseName(entry.replace(/\([^)]*\)/gu, " ")).replace(/\bgreat[\s-]+/gu, "great-");
  return GROUP.test(words.replace(/\bgrand[\s-]+(children|kids)\b/gu, "grand$1"));
}

/**
 * Words that name an organisation, not a person: a council, a charity, a company, a firm ("Smith
 * & Co Solicitors", "Hall Brown LLP", "Battersea Dogs and Cats Home"; not "Douglas-Home"). Only an
 * individual can be appointed guardian (Children Act 1989 s.5(3)); a firm appointed executor acts
 * through its partners and charges for its work. The assistant reads "and" in a name by them.
 */
const ORGANISATION_WORDS =
  /(?<![-'’])\b(?:council|local authority|social services|children's services|ltd|limited|plc|llp|charity|charities|foundation|society|association|trust|company|solicitors|accountants|partners|home|fund|institute|hospice|league)\b|(?:&|\band)\s*co\b/iu;

export function namesAnOrganisation(name: string): boolean {
  // Words in brackets describe: "Tom Hall and Ann Hall (partners)" are two people.
  return ORGANISATION_WORDS.test(withoutGivenName(name.replace(/\([^)]*\)/gu, " ")));
}

/**
 * A name without a first word that is a given name as well as an organisation's word: "Charity
 * Okafor" is a woman called Charity, not a charity ("Oxfam Charity Shop" and "The Charity for
 * Civil Servants" keep the word).
 */
function withoutGivenName(name: string): string {
  return name.replace(/^\s*[Cc]harity\s+(?=\p{Lu})/u, "");
}

/** Executor relationships that say the executor is a person: family or a friend. */
const PERSON_EXECUTOR: ReadonlySet<string> = new Set(["spouse", "child", "sibling", "parent", "friend"]);

/**
 * An executor that is a firm or company, by the words of its name; for a relative or friend, not
 * by words that are also people's names ("Hope Trust", a sister), only by a firm's ("& Co", "LLP").
 */
export function isFirmExecutor(executor: { fullName: string; relationship: string }): boolean {
  const person = PERSON_EXECUTOR.has(executor.relationship);
  return namesAnOrganisation(
    person ? executor.fullName.replace(PERSONAL_NAME_WORDS, " ") : executor.fullName,
  );
}

/** Places of worship and hospices: almost always charities, registered or not. */
const CHARITABLE_BODIES = "church|chapel|cathedral|mosque|synagogue|temple|gurdwara|hospice";

/** Other organisations a relationship may name. */
const OTHER_BODIES =
  "charity|charities|company|business|firm|organisation|organization|society|club|school|college|university|hospital|trust|council";

/**
 * A relationship that is one of `bodies`, not a person: "Church", "My local church", "Company". The
 * whole relationship, so that "Friends from church" is still two friends. Built once: the checks
 * read every entry on every save.
 */
const relationshipIsOneOf = (bodies: string) =>
  new RegExp(`^(?:(?:my|our|the|a|local|registered|parish|village|former)\\s+)*(?:${bodies})$`, "u");
const CHARITABLE_RELATIONSHIP = relationshipIsOneOf(CHARITABLE_BODIES);
const ORGANISATION_RELATIONSHIP = relationshipIsOneOf(`${CHARITABLE_BODIES}|${OTHER_BODIES}`);
const CHARITABLE_NAME = new RegExp(`\\b(?:${CHARITABLE_BODIES})\\b`, "iu");

/** Words that say a person, not an organisation: a friend, a neighbour, a godchild, a carer. */
const PERSON_WORDS =
  /^(?:(?:best|close|old|dear|good|lifelong|family)\s+)?(?:friends?|neighbou?rs?|partner|boyfriend|girlfriend|fianc[eé]e?|gran|granny|grandma|grandad|grandpa|half[\s-]?(?:brother|sister|sibling)|god[\s-]?(?:son|daughter|child|mother|father|parent)|carer|colleague|step[\s-]?(?:son|daughter|child|children|kids?|mother|father|mum|dad|parent|brother|sister|sibling|grand\S*)|\S+-in-law|(?:ex|former)[\s-]*(?:wife|husband|partner|spouse|civil partner|colleague|neighbou?r|carer)|niece|nephew|aunt|auntie|uncle|cousin)\b/u;

/**
 * A relationship that says the entry is a person, each part of it for an entry naming several
 * ("Daughter", "Friend from church", "Daughter and son"): a name such as "Charity Okafor",
 * "Charlotte Church" or "Shirley Temple" with it is a person's, not a charity's.
 */
export function isPersonalRelationship(relationship: string): boolean {
  const parts = relationshipParts(relationship);
  return (
    parts.length > 0 &&
    parts.every(
      (part) =>
        kinOf(part) !== undefined || isDescendantRelationship(part) || PERSON_WORDS.test(kinWord(part)),
    )
  );
}

const CHARITY_WORD = /\bcharit(?:y|ies|able)\b/iu;

/**
 * An entry whose relationship or name says it is a charity ("Oxfam", Charity); a name's word does
 * not, with a person's relationship ("Charity Okafor", Daughter).
 */
export function saysCharity(entry: { fullName: string; relationship: string }): boolean {
  return (
    CHARITY_WORD.test(entry.relationship) ||
    (CHARITY_WORD.test(withoutGivenName(entry.fullName)) && !isPersonalRelationship(entry.relationship))
  );
}

/**
 * A charity, or a place of worship or a hospice by its name or relationship ("St Mary's Church",
 * Church): almost always a charity, registered or not (a church may be an excepted charity, with
 * no number), whose receipt and whose successor the will's charity clause provides for. Not a
 * person whose relationship says so ("Charlotte Church", Friend).
 */
export function isCharitableEntry(entry: { fullName: string; relationship: string }): boolean {
  return (
    saysCharity(entry) ||
    (CHARITABLE_NAME.test(entry.fullName) && !isPersonalRelationship(entry.relationship)) ||
    CHARITABLE_RELATIONSHIP.test(normaliseName(entry.relationship))
  );
}

/** A registered number in a name: "Oxfam (registered charity 202918)". */
export function hasRegisteredNumber(name: string): boolean {
  return /\d{6,}/u.test(name);
}

/**
 * Words of an organisation that are also given names or surnames: "Charity", "Trust", "Partners",
 * "Home" (John Home), "League", "Fund".
 */
const PERSONAL_NAME_WORDS =
  /\b(?:charit(?:y|ies)|trust|foundation|society|association|company|partners|home|fund|institute|league)\b/giu;

/**
 * An entry that names one organisation, whatever "and", "&" or comma its name holds ("Battersea
 * Dogs and Cats Home", "St Mary's Church, Wakefield", "Smith & Co Ltd"): by its relationship, the
 * words of its name, or a registered number. It is one recipient, never several people.
 */
export function isOrganisationEntry(entry: { fullName: string; relationship: string }): boolean {
  // A person's relationship ("Daughter and son", "Niece") makes the words of an organisation that
  // are also people's names ("Charity Okafor", "Hope Trust", "Faith Partners") a person's name.
  const name = isPersonalRelationship(entry.relationship)
    ? entry.fullName.replace(PERSONAL_NAME_WORDS, " ")
    : entry.fullName;
  return (
    namesAnOrganisation(name) ||
    ORGANISATION_RELATIONSHIP.test(normaliseName(entry.relationship)) ||
    saysCharity(entry) ||
    hasRegisteredNumber(entry.fullName)
  );
}

/**
 * An entry naming a person and an organisation together: "Tom Hall and Oxfam" (Friend and
 * charity). Read as one organisation, the person's part would depend on "it" existing, and pass to
 * no one if the person died first.
 */
export function mixesPeopleAndOrganisations(entry: { fullName: string; relationship: string }): boolean {
  if (namesInEntry(entry.fullName).length < 2) return false;
  const parts = relationshipParts(entry.relationship);
  const organisation = (part: string) =>
    ORGANISATION_RELATIONSHIP.test(normaliseName(part)) || CHARITY_WORD.test(part);
  return (
    parts.some(organisation) && parts.some((part) => !organisation(part) && isPersonalRelationship(part))
  );
}

/** Whether an entry names two or more people together (a gift they share). */
export function namesSeveral(entry: string): boolean {
  return namesInEntry(entry).length > 1;
}

/** A name as the will prints it: NFC, trimmed, runs of white space as one space. */
export function displayName(name: string): string {
  return name.normalize("NFC").trim().replace(/\s+/gu, " ");
}

/**
 * A free-text relationship, compared: "My Wife " → "wife", "Our granddaughter" → "granddaughter",
 * "Granddaughter." → "granddaughter" (a full stop or comma typed after it says nothing).
 */
export function normaliseRelationship(value: string): string {
  return normaliseName(value)
    .replace(/^(?:my|our)\s+/u, "")
    .replace(/\s*[.,;:!]+$/u, "");
}

/** Spouse words, in English and Welsh (gŵr, gwraig, priod, partner sifil). */
const SPOUSE_WORDS = new Set([
  "spouse",
  "wife",
  "husband",
  "civil partner",
  "gŵr",
  "gwraig",
  "priod",
  "partner sifil",
]);

export function isSpouseRelationship(relationship: string): boolean {
  return SPOUSE_WORDS.has(normaliseRelationship(relationship));
}

/** Words before a relationship that do not change who the person is: "my eldest son" is a son. */
const QUALIFIERS =
  /^(?:eldest|oldest|youngest|elder|younger|adopted|only|first|second|third|middle|beloved|dear|late)\s+/u;

/**
 * A relationship as one kinship word: "My eldest son" → "son", "Grand-daughter", "grand
 * daughter" and "Grandaughter" → "granddaughter", "great grandson" → "great-grandson", "son (adopted)" → "son". A
 * stepson, a son-in-law and a foster son stay what they are, none of them a son in law, also
 * when the word that says so is in brackets ("Son (step)" → "stepson", "Son (in-law)" → "son-in-law").
 */
export function kinWord(relationship: string): string {
  const typed = normaliseRelationship(relationship);
  let word = typed.replace(/\([^)]*\)/gu, " ").trim();
  for (let next = word.replace(QUALIFIERS, ""); next !== word; next = word.replace(QUALIFIERS, ""))
    word = next;
  word = word
    .replace(/\bgreat[\s-]+/gu, "great-")
    // "Grandaughter", the common spelling with one d, is a granddaughter.
    .replace(/\bgran(?:d)?[\s-]*(daughter)/u, "grand$1")
    .replace(/\bgrand[\s-]+(son|child|kids?)\b/u, "grand$1")
    // "Grandkid" is a grandchild, "grandkids" grandchildren.
    .replace(/\bgrandkid(s?)\b/u, (_kid, plural: string) => (plural ? "grandchildren" : "grandchild"))
    .replace(/\s+/gu, " ");
  return withBracketedKin(descendantsChild(word), typed);
}

/** How many generations below the testator a descendant's word is: son 1, grandson 2, great-grandson 3. */
function generationOf(word: string): number | null {
  if (/^(?:son|daughter|child)$/u.test(word)) return 1;
  const grand = /^((?:great-)*)grand(?:son|daughter|child)$/u.exec(word);
  return grand ? 2 + (grand[1] ?? "").length / "great-".length : null;
}

/**
 * A descendant's child typed as such: "Daughter's son" → "grandson", "son's daughter" →
 * "granddaughter", "grandson's son" → "great-grandson". Anyone else's child stays as typed
 * ("husband's son", "sister's daughter").
 */
function descendantsChild(word: string): string {
  const match = /^(.+)['’]s\s+(son|daughter|child)$/u.exec(word);
  if (!match) return word;
  const generation = generationOf(descendantsChild(kinWord(match[1] ?? "")));
  if (generation === null) return word;
  return `${"great-".repeat(generation - 1)}grand${match[2] ?? ""}`;
}

/** A word in brackets that changes who someone is: "(step)", "(in-law)", "(foster)". */
function withBracketedKin(word: string, typed: string): string {
  const bracketed = [...typed.matchAll(/\(([^)]*)\)/gu)].map((match) => match[1] ?? "").join(" ");
  if (/\bstep/u.test(bracketed)) return `step${word}`;
  if (/\bin[\s-]*law\b/u.test(bracketed)) return `${word}-in-law`;
  const other = /\b(foster|god)/u.exec(bracketed)?.[1];
  return other ? `${other} ${word}` : word;
}

/** The testator's children and other descendants by relationship (a stepchild is not a descendant). */
const DESCENDANT_WORDS =
  /^(son|daughter|child|grandson|granddaughter|grandchild|(great-)+(grandson|granddaughter|grandchild)|mab|merch|plentyn|ŵyr|wyr|wyres|gor-?ŵyr|gor-?wyr|gor-?wyres)$/u;

export function isDescendantRelationship(relationship: string): boolean {
  // "Grandchildren" typed for one granddaughter is still a grandchild.
  return DESCENDANT_WORDS.test(singularKin(kinWord(relationship)));
}

/** What a relationship says a person is to the testator, where it says so plainly. */
type Kin = "child" | "spouse" | "other";

const CHILD_WORDS = /^(son|daughter|child|mab|merch|plentyn)$/u;

/** Relatives who are plainly neither the testator's child nor their spouse. */
const OTHER_KIN_WORDS =
  /^(mother|father|parent|mum|mom|dad|brother|sister|sibling|(great-)*(grandson|granddaughter|grandchild|grandmother|grandfather|grandparent)|uncle|aunt|auntie|nephew|niece|cousin|(mother|father|son|daughter|brother|sister)-in-law)$/u;

/**
 * People who are plainly not the testator's child or spouse although no relative: a friend, a
 * neighbour, a colleague, a carer, a godchild. (Not a partner or a fiancé, whom a spouse may be
 * called, nor a stepchild, whom Family Details may list as a child.)
 */
const NOT_FAMILY_WORDS =
  /^(?:(?:best|close|old|dear|good|lifelong|family)\s+)?(?:friends?|neighbou?rs?|colleague|carer|god[\s-]?(?:son|daughter|child))\b/u;

function kinOf(relationship: string): Kin | undefined {
  const word = kinWord(relationship);
  if (CHILD_WORDS.test(word)) return "child";
  if (SPOUSE_WORDS.has(word)) return "spouse";
  return OTHER_KIN_WORDS.test(word) || NOT_FAMILY_WORDS.test(word) ? "other" : undefined;
}

/** A former husband, wife or partner: "Ex-wife", "former husband", "ex partner". */
const FORMER_PARTNER = /^(ex|former)[\s-]*(wife|husband|spouse|partner|civil partner)$/u;

export function isFormerPartnerRelationship(relationship: string): boolean {
  return FORMER_PARTNER.test(kinWord(relationship));
}

/** Words a relative is called by instead of a name: "Mum", "Nan", "Grandad". */
const FAMILY_NAMES =
  /^(?:mam|mammy|mummy|mommy|daddy|nan|nana|nanna|nanny|gran|granny|grandma|grandmom|grandad|granddad|grandpa|sis|bro)$/u;

/**
 * An entry that gives a word for how someone is related instead of their name: "Mum", "my
 * sister", "Nan and Grandad", "Friend". The will would print the word as the name; if more than
 * one person fits it, no one could say who is meant. The spouse's words have their own findings.
 */
export function namesOnlyARelationship(entry: string): boolean {
  const parts = partsOf(entry);
  const isRelationship = (part: string) => {
    const word = normaliseName(part).replace(/^(?:my|our|the)\s+/u, "");
    const kin = kinOf(word);
    return (kin !== undefined && kin !== "spouse") || FAMILY_NAMES.test(word);
  };
  return parts.length > 0 && parts.every(isRelationship);
}

/**
 * Two relationships that plainly say different kin (a son and a brother): one name typed with
 * both is two people, which resolving already blocks (`same-name-different-person`).
 */
export function plainlyDifferentKin(a: string, b: string): boolean {
  const [left, right] = [kinOf(a), kinOf(b)];
  return left !== undefined && right !== undefined && left !== right;
}

// ---------------------------------------------------------------------------------------------
// Resolving

interface Role {
  /** What the entry is, in the user's words ("a beneficiary", `your ${EXECUTOR_ROLES.alternate}`). */
  what: string;
  /** The formData path of the entry. */
  field: string;
  /** The entry's free-text relationship, or "spouse" for an executor coded spouse. */
  relationship: string;
  /** Why the testator cannot hold the role, when a statute says so (a guardian: Children Act 1989 s.5(3)). */
  statute?: string;
  /** The message's last sentence when the role names the testator, in place of the general one. */
  selfReason?: string;
  /** An entry of familyInfo.children: the testator's own child. */
  child?: true;
}

interface Named {
  personId?: string | undefined;
  fullName: string;
}

class Resolver {
  readonly people: Person[] = [];
  readonly findings: LegalFinding[] = [];
  /** The spouse, and each of the testator's children, as what they are to the testator. */
  private readonly kinById = new Map<string, Kin>([[SPOUSE_ID, "spouse"]]);
  private next = 1;

  constructor(private readonly spouseWord: string) {}

  add(id: string, fullName: string): Person {
    const person: Person = { id, fullName: displayName(fullName) };
    // Someone other than the testator and the spouse, given their own id, who has one of their
    // names: a child marked in the form as a different person. The will tells them apart.
    const parent = this.people.find(
      (other) => (other.id === TESTATOR_ID || other.id === SPOUSE_ID) && isSameName(other.fullName, fullName),
    );
    if (parent && id !== TESTATOR_ID && id !== SPOUSE_ID) {
      person.typedName = person.fullName;
      person.fullName = `${person.fullName} ${SHARED_NAME_SUFFIX}`;
    }
    this.people.push(person);
    return person;
  }

  /** Whether an entry's name names this person: as the will prints it, or as it was typed. */
  private names(person: Person, fullName: string): boolean {
    return isSameName(person.fullName, fullName) || isSameName(person.typedName, fullName);
  }

  byId(id: string): Person | undefined {
    return this.people.find((person) => person.id === id);
  }

  private newId(): string {
    let id = `person-${this.next++}`;
    while (this.byId(id)) id = `person-${this.next++}`;
    return id;
  }

  /** Records one of the testator's children (familyInfo.children), met before every other role. */
  markChild(person: Person): void {
    if (person.id !== TESTATOR_ID && person.id !== SPOUSE_ID) this.kinById.set(person.id, "child");
  }

  /** The person an entry names: its explicit id, else the same name, else the spouse by relationship. */
  personFor(entry: Named, role: Role): Person {
    const person = this.find(entry, role);
    if (role.child && person.id === SPOUSE_ID) {
      this.findings.push({
        code: "child-has-spouse-name",
        severity: "block",
        statute: "Our check, not a rule of law",
        message: `${displayName(entry.fullName)} is named as your child, but that is your ${this.spouseWord}'s name. If your child has the same name as your ${this.spouseWord}, tick "${SAME_NAME_CHILD_LABEL}" under their name; otherwise change the name to the child you mean.`,
        field: role.field,
      });
    }
    // A group's name ("my nieces and nephews") blocks for what it is (checkGroupNames).
    if (hasDescription(entry.fullName) && !namesAGroup(entry.fullName)) {
      this.findings.push({
        code: "name-with-description",
        severity: "warn",
        statute: "Our check, not a rule of law",
        message: `"${displayName(entry.fullName)}", named as ${role.what}, has words that describe them as well as their name. Your will prints a name as you type it: write only their full name, and their relationship to you in its own field.`,
        field: role.field,
      });
    }
    if (person.id === TESTATOR_ID) {
      this.findings.push({
        code: "role-names-testator",
        severity: "block",
        statute: role.statute ?? "Our check, not a rule of law",
        message: `${displayName(entry.fullName)} is named as ${role.what}, but that is your own name. ${role.selfReason ?? "A will cannot give you anything or appoint you: change the name to the person you mean."}${role.what === "your child" ? ` If your child has the same name as you, tick "${SAME_NAME_CHILD_LABEL}" under their name.` : ""}`,
        field: role.field,
      });
    }
    return person;
  }

  /**
   * The person a name names. When several people share it (a child marked as a different person
   * from the testator or the spouse), the relationship decides: a child or other descendant is the
   * child, a spouse word the spouse; otherwise anyone but the testator, who can hold no role.
   */
  private sameName(fullName: string, relationship: string): Person | undefined {
    const same = this.people.filter((person) => this.names(person, fullName));
    if (same.length <= 1) return same[0];
    const preferred = isDescendantRelationship(relationship)
      ? same.find((person) => person.typedName !== undefined)
      : isSpouseRelationship(relationship)
        ? same.find((person) => person.id === SPOUSE_ID)
        : undefined;
    return preferred ?? same.find((person) => person.id !== TESTATOR_ID) ?? same[0];
  }

  /**
   * A name that is a child's or the spouse's, typed for someone the relationship plainly says is
   * somebody else ("Emma Brown", your child; "Emma Brown", your mother). Read as one person, the
   * gift would go to the wrong one, and the will would not say who is meant: blocked, so that the
   * user tells them apart.
   */
  private checkKin(person: Person, entry: Named, role: Role): void {
    const known = this.kinById.get(person.id);
    const said = kinOf(role.relationship);
    // A child entry that is the spouse's name has a finding of its own (personFor).
    if (role.child || !known || !said || known === said) return;
    const whose = known === "child" ? "one of your children" : `your ${this.spouseWord}`;
    this.findings.push({
      code: "same-name-different-person",
      severity: "block",
      statute: "Our check, not a rule of law",
      message: `${displayName(entry.fullName)} is named as ${role.what}, with the relationship "${displayName(role.relationship)}", but that is also the name of ${whose}. If they are two different people, add a middle name or an initial so that your will can tell them apart; if they are the same person, correct the relationship.`,
      field: role.field,
    });
  }

  /**
   * A spouse word for a name that shares no first or middle name with the spouse's: not the spouse
   * typed another way (a middle name left out, a maiden name) but someone else, such as a partner
   * while still married, or a former wife who kept the surname. Read as the spouse, the gift or
   * appointment would go to the spouse instead: blocked.
   */
  private spouseWordForAnother(entry: Named, role: Role): boolean {
    const spouse = this.byId(SPOUSE_ID);
    if (
      !spouse ||
      !isSpouseRelationship(role.relationship) ||
      sharesAGivenName(spouse.fullName, entry.fullName)
    )
      return false;
    const name = displayName(entry.fullName);
    const relationship = displayName(role.relationship);
    this.findings.push({
      code: "spouse-relationship-other-name",
      severity: "block",
      statute: "Our check, not a rule of law",
      message: `${name} is named as ${role.what} with the relationship "${relationship.charAt(0).toUpperCase()}${relationship.slice(1)}", but you gave your ${this.spouseWord}'s name as ${spouse.fullName}. If ${name} is your ${this.spouseWord}, type the name as on Family Details. If they are someone else, such as a partner you are not married to, choose another relationship.`,
      field: role.field,
    });
    return true;
  }

  /**
   * A first name alone, with a child's relationship, that is the first name of one of the
   * testator's children ("Mia", Daughter, for Mia Hall): that child, with a warning. Read as
   * someone else, the will would name a "Mia" it cannot tell from the child, the witness check
   * would not know Mia Hall benefits, and a share for every child would miss a child born later.
   */
  private childByFirstName(entry: Named, role: Role): Person | undefined {
    if (kinOf(role.relationship) !== "child") return undefined;
    const children = this.people.filter((person) => this.kinById.get(person.id) === "child");
    const child = childWithFirstName(entry.fullName, children);
    if (!child) return undefined;
    this.findings.push({
      code: "child-first-name-only",
      severity: "warn",
      statute: "Our check, not a rule of law",
      message: `${displayName(entry.fullName)} is named as ${role.what}, and your child ${child.fullName} has that first name. Your will treats them as the same person and uses the full name ${child.fullName}. If that is not right, write the person's full name.`,
      field: role.field,
    });
    return child;
  }

  private find(entry: Named, role: Role): Person {
    if (entry.personId) return this.byId(entry.personId) ?? this.add(entry.personId, entry.fullName);
    const same = this.sameName(entry.fullName, role.relationship);
    if (same) {
      // Someone whose kin is known (a child) has checkKin's finding instead.
      if (this.kinById.has(same.id) || !this.spouseWordForAnother(entry, role))
        this.checkKin(same, entry, role);
      return same;
    }
    if (this.spouseWordForAnother(entry, role)) return this.add(this.newId(), entry.fullName);
    const child = this.childByFirstName(entry, role);
    if (child) return child;
    const spouse = this.byId(SPOUSE_ID);
    if (spouse && isSpouseRelationship(role.relationship)) {
      this.findings.push({
        code: "spouse-name-differs",
        severity: "warn",
        statute: "Our check, not a rule of law",
        message: `${displayName(entry.fullName)} is named as ${role.what} and as your ${this.spouseWord}, but you gave your ${this.spouseWord}'s name as ${spouse.fullName}. Your will treats them as the same person and uses the name ${spouse.fullName}. If that is not right, change the name or the relationship.`,
        field: role.field,
      });
      return spouse;
    }
    if (
      spouse &&
      kinOf(role.relationship) === undefined &&
      // "Lucy and Leo Evans" names the spouse and a son together, not the spouse typed short.
      !namesSeveral(entry.fullName) &&
      sameFirstAndLastName(spouse.fullName, entry.fullName)
    )
      this.findings.push({
        code: "near-spouse-name",
        severity: "block",
        statute: "Our check, not a rule of law",
        message: `${displayName(entry.fullName)} is named as ${role.what}, and your ${this.spouseWord} is called ${spouse.fullName}. If you mean your ${this.spouseWord}, type the name exactly as on Family Details; if you mean someone else, add their middle name or an initial so that your will can tell them apart.`,
        field: role.field,
      });
    return this.add(this.newId(), entry.fullName);
  }
}

/**
 * The one child (of `children`) whose first name a first name alone names ("Mia" for Mia Hall), or
 * undefined when the name has a surname, or no child or several children have that first name.
 */
export function childWithFirstName<T extends { fullName: string }>(
  typed: string,
  children: readonly T[],
): T | undefined {
  const first = normaliseName(typed);
  if (first.includes(" ")) return undefined;
  const matches = children.filter((child) => normaliseName(child.fullName).split(" ")[0] === first);
  return matches.length === 1 ? matches[0] : undefined;
}

/** A relationship that says the testator's own child: son, daughter, child (mab, merch, plentyn). */
export function isChildRelationship(relationship: string): boolean {
  return kinOf(relationship) === "child";
}

/**
 * Two names with a first or middle name in common ("Emma Roberts", "Emma Louise Roberts"; "Karen
 * Smith", her maiden name, for "Karen Hill"; "Louise Roberts" for "Emma Louise Roberts"). A surname
 * alone is not enough: "Karen Dunn" beside a wife called Lisa Dunn is someone else, such as a
 * former wife who kept the name.
 */
function sharesAGivenName(a: string, b: string): boolean {
  const givenNames = (name: string) => {
    const words = normaliseName(name).split(" ");
    return words.length > 1 ? words.slice(0, -1) : words;
  };
  const words = new Set(givenNames(a));
  return givenNames(b).some((word) => words.has(word));
}

/**
 * Two different names with the same first and last words ("Sarah Clarke", "Sarah Louise Clarke").
 * A mirror will copies the entries: the spouse typed short would become a gift to its own testator.
 */
function sameFirstAndLastName(a: string, b: string): boolean {
  const words = (name: string) => normaliseName(name).split(" ");
  const [left, right] = [words(a), words(b)];
  return (
    !isSameName(a, b) &&
    left.length > 1 &&
    right.length > 1 &&
    left[0] === right[0] &&
    left.at(-1) === right.at(-1)
  );
}

function withPerson<T extends Named>(entry: T, person: Person): T {
  return { ...entry, personId: person.id, fullName: person.fullName };
}

/** Resolves the will's people; pure and deterministic. */
export function resolveWill(formData: WillFormData): ResolvedWill {
  const resolver = new Resolver("husband, wife or civil partner");
  resolver.add(TESTATOR_ID, formData.personalInfo.fullName);
  const married = hasSpouse(formData.familyInfo);
  if (married) resolver.add(SPOUSE_ID, formData.familyInfo.spouseName ?? "");
  const { familyInfo } = formData;
  // The order of the calls is the order people are met, which gives them their ids.
  const children = resolveChildren(resolver, familyInfo.children);
  const residualEstate = resolveEstate(resolver, formData.residualEstate);
  const executorInfo = resolveExecutors(resolver, formData.executorInfo);
  const specificGifts = formData.specificGifts.map((gift, index) => {
    const person = resolver.personFor(
      { fullName: gift.beneficiary, personId: gift.personId },
      {
        what: "the person receiving a gift",
        field: `specificGifts.${index}`,
        relationship: gift.relationship,
      },
    );
    return { ...gift, personId: person.id, beneficiary: person.fullName };
  });
  const resolved: WillFormData = {
    ...formData,
    personalInfo: { ...formData.personalInfo, fullName: displayName(formData.personalInfo.fullName) },
    familyInfo: {
      ...familyInfo,
      ...(married ? { spouseName: displayName(familyInfo.spouseName ?? "") } : {}),
      children,
    },
    residualEstate,
    executorInfo,
    specificGifts,
  };
  return {
    formData: resolved,
    people: resolver.people,
    spouseId: married ? SPOUSE_ID : null,
    childIds: children.map((child) => child.personId ?? ""),
    findings: resolver.findings,
  };
}

/** The children, then each child's guardians. */
function resolveChildren(resolver: Resolver, list: readonly Child[]): Child[] {
  const children: Child[] = list.map((child, index) => {
    const person = resolver.personFor(child, {
      what: "your child",
      field: `familyInfo.children.${index}`,
      relationship: "child",
      child: true,
    });
    resolver.markChild(person);
    return withPerson(child, person);
  });
  return children.map((child, index) => ({
    ...child,
    guardians: child.guardians.map((guardian: Guardian, g): Guardian =>
      withPerson(
        guardian,
        resolver.personFor(guardian, {
          what: `a guardian of ${child.fullName}`,
          field: `familyInfo.children.${index}.guardians.${g}`,
          relationship: guardian.relationship,
          statute: GUARDIAN_STATUTE,
          selfReason:
            "A guardian takes over after your death, so you cannot appoint yourself: change the name to the person you mean.",
        }),
      ),
    ),
  }));
}

function resolveEstate(
  resolver: Resolver,
  residualEstate: WillFormData["residualEstate"],
): WillFormData["residualEstate"] {
  const share =
    (what: string, list: string) =>
    <T extends Named & { relationship: string }>(entry: T, index: number): T =>
      withPerson(
        entry,
        resolver.personFor(entry, {
          what,
          field: `residualEstate.${list}.${index}`,
          relationship: entry.relationship,
        }),
      );
  const beneficiaries = residualEstate.beneficiaries.map(share("a beneficiary", "beneficiaries"));
  const contingentBeneficiaries = residualEstate.contingentBeneficiaries.map(
    share("a back-up beneficiary", "contingentBeneficiaries"),
  );
  const ultimate = residualEstate.ultimateBeneficiaries?.map(
    share("a beneficiary of last resort", "ultimateBeneficiaries"),
  );
  return {
    ...residualEstate,
    beneficiaries,
    contingentBeneficiaries,
    ...(ultimate ? { ultimateBeneficiaries: ultimate as ContingentBeneficiary[] } : {}),
  };
}

function resolveExecutors(
  resolver: Resolver,
  executorInfo: WillFormData["executorInfo"],
): WillFormData["executorInfo"] {
  const executor = (entry: Executor, field: string, what: string): Executor =>
    withPerson(
      entry,
      resolver.personFor(entry, {
        what,
        field,
        // The executor's code: "spouse" and "child" are read as the relationship words they are.
        relationship: entry.relationship,
      }),
    );
  const primary = executor(executorInfo.primary, "executorInfo.primary", "your executor");
  const coExecutors = executorInfo.coExecutors?.map((entry, index) =>
    executor(entry, `executorInfo.coExecutors.${index}`, `a ${EXECUTOR_ROLES.coExecutor}`),
  );
  const alternate = executorInfo.alternate
    ? executor(executorInfo.alternate, "executorInfo.alternate", `your ${EXECUTOR_ROLES.alternate}`)
    : undefined;
  return {
    primary,
    ...(coExecutors ? { coExecutors } : {}),
    ...(alternate ? { alternate } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Mirror wills

/** Married with a spouse's name and a mirror will asked for. */
export function isMirrorPair(formData: WillFormData): boolean {
  return hasSpouse(formData.familyInfo) && formData.familyInfo.hasMirrorWill;
}

/** The testator's word for a relative (normalised), and the spouse's word for the same person. */
const MIRRORED_RELATIONSHIPS = new Map<string, string>(
  Object.entries({
    // What the spouse calls the testator is unknown: the testator's "wife" may be a woman married
    // to a woman, so the mirror says "spouse" (docs/legal.md, "My spouse's will").
    wife: "spouse",
    husband: "spouse",
    gwraig: "priod",
    gŵr: "priod",
    // A stepchild of one spouse is, in a mirror pair, almost always the other spouse's own child.
    stepson: "son",
    "step-son": "son",
    stepdaughter: "daughter",
    "step-daughter": "daughter",
    stepchild: "child",
    "step-child": "child",
    brother: "brother-in-law",
    sister: "sister-in-law",
    sibling: "sibling-in-law",
    mother: "mother-in-law",
    father: "father-in-law",
    parent: "parent-in-law",
    mum: "mother-in-law",
    mom: "mother-in-law",
    dad: "father-in-law",
    "mother-in-law": "mother",
    "father-in-law": "father",
    "parent-in-law": "parent",
  }),
);

/**
 * A relationship of the original testator's relatives, as seen from their spouse: the testator's
 * mother is the spouse's mother-in-law, and the testator's mother-in-law the spouse's own mother.
 * A brother- or sister-in-law is left as typed: the spouse's sibling (the spouse's own brother or
 * sister) and a sibling's husband or wife (an in-law to both) are called the same, and nothing
 * says which is meant (docs/legal.md, "My spouse's will").
 */
export function mirrorRelationship(relationship: string): string {
  const normalised = normaliseRelationship(relationship).replace(/ in law$/u, "-in-law");
  const mirrored = MIRRORED_RELATIONSHIPS.get(normalised);
  if (mirrored === undefined) return relationship;
  const capital = /^\p{Lu}/u.test(relationship.trim());
  return capital ? mirrored.charAt(0).toUpperCase() + mirrored.slice(1) : mirrored;
}

/**
 * The spouse's will, resolved: the testator's and the spouse's ids swap, so every role that
 * referred to the spouse now refers to the original testator and nothing can refer to the new
 * testator by a name typed differently. Null unless a mirror pair.
 *
 * Kept: the address, the children, their guardians, the beneficiaries and back-ups, the executors
 * and the trust, with relationships seen from the spouse ("Sister" becomes "Sister-in-law"; an
 * executor coded sibling or parent becomes "other"). Not copied, because they are the original
 * testator's own and the form never asked the spouse: specific gifts, funeral and other wishes,
 * the circumstances. Unknown and left empty, not invented: the spouse's date of birth when the form
 * did not ask for it, and the original testator's phone or email where they become an executor.
 */
export function mirrorResolvedWill(original: ResolvedWill): ResolvedWill | null {
  const formData = original.formData;
  if (!isMirrorPair(formData)) return null;
  const swap = (id: string) => (id === TESTATOR_ID ? SPOUSE_ID : id === SPOUSE_ID ? TESTATOR_ID : id);
  const people = original.people.map((person) => ({ ...person, id: swap(person.id) }));
  const nameOf = (id: string | undefined) => people.find((person) => person.id === id)?.fullName ?? "";
  const newTestator = nameOf(TESTATOR_ID);
  const newSpouse = nameOf(SPOUSE_ID);
  const relabel = <T extends Named & { relationship: string }>(entry: T): T => ({
    ...entry,
    fullName: nameOf(entry.personId),
    relationship: mirrorRelationship(entry.relationship),
  });
  const executor = (entry: Executor): Executor =>
    entry.personId === SPOUSE_ID
      ? {
          personId: SPOUSE_ID,
          fullName: newSpouse,
          relationship: "spouse",
          address: formData.personalInfo.address,
          contact: "",
          // The original testator: their own will is blocked unless they are 18 or over.
          isAdult: true,
        }
      : {
          ...entry,
          fullName: nameOf(entry.personId),
          relationship:
            entry.relationship === "sibling" || entry.relationship === "parent"
              ? "other"
              : entry.relationship,
        };
  const { familyInfo, residualEstate, executorInfo } = formData;
  const mirror: WillFormData = {
    personalInfo: {
      fullName: newTestator,
      dateOfBirth: familyInfo.spouseDateOfBirth ?? "",
      address: formData.personalInfo.address,
    },
    familyInfo: {
      maritalStatus: "married",
      spouseName: newSpouse,
      hasMirrorWill: true,
      ...(formData.personalInfo.dateOfBirth ? { spouseDateOfBirth: formData.personalInfo.dateOfBirth } : {}),
      children: familyInfo.children.map((child) => ({ ...child, guardians: child.guardians.map(relabel) })),
    },
    residualEstate: {
      beneficiaries: residualEstate.beneficiaries.map(relabel),
      contingentBeneficiaries: residualEstate.contingentBeneficiaries.map(relabel),
      ...(residualEstate.ultimateBeneficiaries
        ? { ultimateBeneficiaries: residualEstate.ultimateBeneficiaries.map(relabel) }
        : {}),
      trustInfo: { ...residualEstate.trustInfo },
    },
    executorInfo: {
      primary: executor(executorInfo.primary),
      ...(executorInfo.coExecutors ? { coExecutors: executorInfo.coExecutors.map(executor) } : {}),
      ...(executorInfo.alternate ? { alternate: executor(executorInfo.alternate) } : {}),
    },
    specificGifts: [],
    circumstances: {},
  };
  // Resolved again so that its own findings (a role naming its testator) are its own; the explicit
  // ids carried over make this resolution follow the swap, not the names.
  return resolveWill(mirror);
}

/** Everyone a will appoints or benefits, by id: for the invariant that no will names its testator. */
export function idsWithRoles(resolved: ResolvedWill): string[] {
  const { familyInfo, residualEstate, executorInfo, specificGifts } = resolved.formData;
  const ids = [
    ...familyInfo.children.flatMap((child) => child.guardians.map((g) => g.personId)),
    ...residualEstate.beneficiaries.map((b) => b.personId),
    ...residualEstate.contingentBeneficiaries.map((b) => b.personId),
    ...(residualEstate.ultimateBeneficiaries ?? []).map((b) => b.personId),
    executorInfo.primary.personId,
    ...(executorInfo.coExecutors ?? []).map((executor) => executor.personId),
    executorInfo.alternate?.personId,
    ...specificGifts.map((gift) => gift.personId),
  ];
  return [...new Set(ids.filter((id): id is string => id !== undefined))];
}
