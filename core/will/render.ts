import { MINIMUM_AGE, SURVIVORSHIP_DAYS, WITNESSES_REQUIRED } from "../legal/figures.ts";
import type { Child, Executor, Guardian, SpecificGift, WillFormData } from "./form-data.ts";
import {
  isCharitableEntry,
  isMirrorPair,
  isOrganisationEntry,
  isSameName,
  mirrorResolvedWill,
  isFirmExecutor,
  namesInEntry,
  resolveWill,
  SHARED_NAME_SUFFIX,
  SPOUSE_ID,
  type ResolvedWill,
} from "./people.ts";
import { childrensTrustAge, hasSpouse } from "./rules.ts";
import {
  isEqualSplit,
  isTestatorsDescendant,
  residueCascade,
  type CascadeShare,
  type ResidueCascade,
} from "./residue.ts";
import { EXECUTOR_RELATIONSHIP_LABELS } from "./executors.ts";
import {
  givesToEveryChildEqually,
  guardiansCoverLaterChildren,
  guardiansKey,
  isGiftToEveryChild,
} from "./after-born.ts";
import { CHATTELS_WORDS, giftSpeaksOfMortgage, isJointGift, jointGift, LAND_WORDS } from "./gifts.ts";

/**
 * The will document: a complete Last Will and Testament for England and Wales as one standalone,
 * print-ready HTML document (docs/legal.md is the checklist it follows; core/will/golden/README.md says
 * what each golden family exercises).
 *
 * Pure and deterministic: the same formData gives byte-identical output. No dates, no ids, no
 * object-key iteration (only arrays are iterated), no external resources. Every user-supplied
 * string reaches the document through `escapeHtml`, enforced by the `markup` tag below: an
 * interpolated string is always escaped, and only `SafeHtml` built by this module passes through.
 * (The tag is deliberately not called `html`: Prettier would reformat such templates as HTML and
 * change the document.)
 *
 * The renderer does not validate: the legal checks decide whether a will may be finalised (shares
 * adding up to 100%, an adult testator, an alternate executor...). It never reads the date of
 * birth, which a will does not need, so a mirror will (whose testator's date of birth the form
 * never asked for) renders honestly.
 */

/** What the will knows beyond its formData. */
export interface RenderOptions {
  /**
   * The earlier will this one is made to replace ("Update my will"), by the date it was prepared,
   * as a person writes it ("3 March 2026"). The revocation clause names it, and the signing page
   * says to destroy it once this will is signed (docs/legal.md, "Revoking earlier wills").
   */
  replaces?: { preparedOn: string };
}

export interface RenderedWill {
  /** Plain text, not escaped ("Last Will and Testament of Ann Smith"): escape it before putting it in HTML. */
  title: string;
  /** A complete, standalone HTML document (UTF-8). */
  html: string;
}

/** The ids of the document's parts, for a preview that styles or links to them. */
export const WILL_SECTION_IDS = {
  personal: "will-personal",
  revocation: "will-revocation",
  expectationOfMarriage: "will-expectation-of-marriage",
  family: "will-family",
  executor: "will-executor",
  guardians: "will-guardians",
  gifts: "will-gifts",
  beneficiaries: "will-beneficiaries",
  mirror: "will-mirror",
  trust: "will-trust",
  wishes: "will-wishes",
  attestation: "will-attestation",
  signingInstructions: "will-signing-instructions",
} as const;
type SectionKey = keyof typeof WILL_SECTION_IDS;
/** The numbered clauses; the others are the will's opening, its attestation and the signing notes. */
type ClauseKey = Exclude<SectionKey, "personal" | "attestation" | "signingInstructions">;

// ---------------------------------------------------------------------------------------------
// Escaping and the markup tag

/** Escapes the five HTML-significant characters; everything else (Welsh 'Siân Llŷr') passes as is. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => {
    switch (character) {
      case "&":
        return "&amp;";
      case "<":
        return "&lt;";
      case ">":
        return "&gt;";
      case '"':
        return "&quot;";
      default:
        return "&#39;";
    }
  });
}

/** Markup this module built; the only thing the markup tag passes through unescaped. */
class SafeHtml {
  constructor(readonly value: string) {}
}

type MarkupValue = string | number | SafeHtml | readonly SafeHtml[] | null | undefined | false;

function toMarkup(value: MarkupValue): string {
  if (value === null || value === undefined || value === false) return "";
  if (typeof value === "string") return escapeHtml(value);
  if (typeof value === "number") return String(value);
  if (value instanceof SafeHtml) return value.value;
  return value.map((item) => item.value).join("");
}

/** Template tag: strings interpolated into it are escaped; SafeHtml is inserted as is. */
function markup(strings: TemplateStringsArray, ...values: MarkupValue[]): SafeHtml {
  let out = strings[0] ?? "";
  values.forEach((value, index) => {
    out += toMarkup(value) + (strings[index + 1] ?? "");
  });
  return new SafeHtml(out);
}

function joinMarkup(items: readonly SafeHtml[], separator: string): SafeHtml {
  return new SafeHtml(items.map((item) => item.value).join(separator));
}

/** "A", "A and B", "A, B and C" (or "or"). */
function listOf(items: readonly SafeHtml[], conjunction: "and" | "or" = "and"): SafeHtml {
  if (items.length <= 1) return joinMarkup(items, "");
  const last = items[items.length - 1] as SafeHtml;
  return markup`${joinMarkup(items.slice(0, -1), ", ")} ${conjunction} ${last}`;
}

// ---------------------------------------------------------------------------------------------
// Text helpers

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** "two" for 2; digits beyond ten. */
function numberWord(value: number): string {
  return NUMBER_WORDS[value] ?? String(value);
}

/** A percentage with up to 2 decimals: 100 → "100%", 33.333 → "33.33%", 12.5 → "12.5%". */
export function formatPercentage(percentage: number): string {
  const hundredths = Math.round(percentage * 100);
  const whole = Math.trunc(hundredths / 100);
  const fraction = Math.abs(hundredths % 100);
  if (fraction === 0) return `${whole}%`;
  return `${whole}.${String(fraction).padStart(2, "0").replace(/0$/, "")}%`;
}

function lines(value: string): string[] {
  return value
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** A multi-line value (an address typed on several lines) on one line: "1 High St, Leeds". */
function inline(value: string, separator = ", "): string {
  // A line typed with its own comma ("1 High Street,") is not given a second one, and commas
  // typed twice ("Flat 2, , Leeds") leave no empty part.
  const parts = lines(value).flatMap((line) =>
    separator === ", " ? line.split(",").map((part) => part.trim()) : [line.replace(/\s*,+$/u, "")],
  );
  return parts.filter((part) => part.length > 0).join(separator);
}

/** Free text as paragraphs: blank lines separate paragraphs, single line breaks are kept. */
function paragraphs(value: string, className: string): SafeHtml {
  const blocks = value
    .split(/(?:\r\n|\r|\n)\s*(?:\r\n|\r|\n)/)
    .map((block) => lines(block))
    .filter((block) => block.length > 0);
  const rendered = blocks.map(
    (block) =>
      markup`<p class="${className}">${joinMarkup(
        block.map((line) => markup`${line}`),
        "<br>",
      )}</p>`,
  );
  return joinMarkup(rendered, "\n");
}

function sentenceEnd(text: string): string {
  return /[.!?]$/.test(text) ? "" : ".";
}

// ---------------------------------------------------------------------------------------------
// People

function name(value: string): SafeHtml {
  return markup`<span class="will-name">${value}</span>`;
}

/** "Carol Smith (Sister)": a free-text relationship in brackets. */
function person(fullName: string, relationship: string): SafeHtml {
  const rel = inline(relationship, " ");
  return rel ? markup`${name(fullName)} (${rel})` : name(fullName);
}

/**
 * The executor's relationship as the will prints it. "Spouse" only when the testator is married:
 * the form offers no "partner", so an unmarried partner or a former spouse may be coded spouse, and
 * the will must not call them a spouse beside "I am not married" (an unmarried partner is printed
 * "Partner" when the circumstances name them as the partner).
 */
function executorLabel(executor: Executor, formData: WillFormData): string | null {
  if (executor.relationship === "other") return null;
  if (executor.relationship !== "spouse" || hasSpouse(formData.familyInfo))
    return EXECUTOR_RELATIONSHIP_LABELS[executor.relationship];
  return isSameName(executor.fullName, formData.circumstances.partnerName) ? "Partner" : null;
}

function executorDescription(executor: Executor, formData: WillFormData): SafeHtml {
  const label = executorLabel(executor, formData);
  return markup`${name(executor.fullName)}${label ? markup` (${label})` : null} of ${inline(executor.address)}`;
}

interface Share {
  personId?: string | undefined;
  fullName: string;
  relationship: string;
  percentage: number;
}

function allEqual(shares: readonly Share[]): boolean {
  return isEqualSplit(shares.map((share) => share.percentage));
}

/** The shares as a list, and a note when the percentages shown do not add up to exactly 100%. */
function shareList(shares: readonly Share[]): SafeHtml {
  const equal = allEqual(shares);
  // Equal shares the form rounded (33.34, 33.33, 33.33) are shown as the equal share they are.
  const shown = (share: Share) => (equal ? 100 / shares.length : share.percentage);
  const items = shares.map(
    (share) =>
      markup`<li>${person(share.fullName, share.relationship)}: <span class="will-share">${formatPercentage(shown(share))}</span></li>`,
  );
  const shownTotal = shares.reduce((total, share) => total + Math.round(shown(share) * 100), 0);
  let note: SafeHtml | null = null;
  if (equal && shownTotal !== 10_000) {
    note = markup`\n<p class="will-note">The percentages are rounded; the shares are equal.</p>`;
  } else if (shownTotal !== 10_000) {
    note = markup`\n<p class="will-note">If these percentages do not add up to exactly 100%, each share is adjusted in proportion so that together they make up the whole.</p>`;
  }
  return markup`\n<ul class="will-shares">\n${joinMarkup(items, "\n")}\n</ul>${note}`;
}

/**
 * An organisation does not "survive": a gift to one takes effect if it exists at the testator's
 * death (a charity whose work another charity then carries on is provided for by the charity
 * clause). People and organisations in one list are each given their own condition.
 */
interface Recipients {
  people: boolean;
  organisations: boolean;
}

function recipientsOf(entries: ReadonlyArray<{ fullName: string; relationship: string }>): Recipients {
  const organisations = entries.filter((entry) => isOrganisationEntry(entry)).length;
  return { people: organisations < entries.length, organisations: organisations > 0 };
}

const ORGANISATION_FAILS = "no longer exists at my death";

/** "does not survive me by 28 days", "no longer exists at my death", or both for a mixed list. */
function doesNotTake(recipients: Recipients, days: number): string {
  if (!recipients.organisations) return `does not survive me by ${days} days`;
  if (!recipients.people) return ORGANISATION_FAILS;
  return `does not survive me by ${days} days (or, for an organisation, ${ORGANISATION_FAILS})`;
}

// ---------------------------------------------------------------------------------------------
// The will, as clauses

interface Clause {
  key: ClauseKey;
  /** Module text, never user input; may contain entities (&rsquo;). */
  heading: string;
  /** One entry per numbered sub-clause; a clause with one entry is a single paragraph. */
  body: SafeHtml[];
}

interface Context {
  /** The resolved formData: every entry carries its person's id and spells the name one way. */
  formData: WillFormData;
  resolved: ResolvedWill;
  testator: string;
  spouseName: string | undefined;
  isMirror: boolean;
  days: number;
  replaces: RenderOptions["replaces"];
  /** The number of an included clause ("5"). */
  number: (key: ClauseKey) => number;
}

function hasGuardianClause(formData: WillFormData): boolean {
  return formData.familyInfo.children.some(hasGuardian);
}

/**
 * A child under 18 (the only ones a guardian can be appointed for: MINIMUM_AGE is also majority)
 * for whom a guardian is named: their care wishes are printed with the guardians.
 */
function hasGuardian(child: Child): boolean {
  return child.age < MINIMUM_AGE && child.guardians.length > 0;
}

/**
 * The children whose care wishes the guardian clause does not print (no guardian named, or 18 or
 * over): the wishes clause prints them, so no words the testator wrote are left out of the will.
 */
function careWishesWithoutGuardian(formData: WillFormData): Child[] {
  return formData.familyInfo.children.filter((child) => child.guardianshipRequests && !hasGuardian(child));
}

function hasWishes(formData: WillFormData): boolean {
  return (
    Boolean(formData.funeralWishes) ||
    Boolean(formData.otherWishes) ||
    careWishesWithoutGuardian(formData).length > 0
  );
}

function includedClauses(formData: WillFormData): ClauseKey[] {
  const keys: ClauseKey[] = ["revocation"];
  if (formData.circumstances.expectedMarriageTo) keys.push("expectationOfMarriage");
  keys.push("family", "executor");
  if (hasGuardianClause(formData)) keys.push("guardians");
  if (formData.specificGifts.length > 0) keys.push("gifts");
  keys.push("beneficiaries");
  if (isMirrorPair(formData)) keys.push("mirror");
  keys.push("trust");
  if (hasWishes(formData)) keys.push("wishes");
  return keys;
}

/** The revocation keeps a will made abroad for property abroad when the testator says one exists. */
function revocationClause(
  foreignWillCountry: string | undefined,
  replaces: RenderOptions["replaces"],
): Clause {
  const country = foreignWillCountry ? inline(foreignWillCountry, " ") : "";
  const revoke = country
    ? markup`I revoke all my earlier wills and codicils, except my will made under the law of ${country} that deals with my property in ${country}. That will is not revoked, and this will does not deal with my property in ${country}.`
    : markup`I revoke all my earlier wills and codicils.`;
  // Naming the will it replaces adds to the general words and never narrows them (docs/legal.md).
  // The will kept abroad is excepted here too: "all my other earlier wills", said after the
  // exception, could be read to revoke it after all.
  const keptAbroad = country ? markup` except my will made under the law of ${country}` : null;
  const named = replaces
    ? markup` This will is made to replace my will prepared on ${replaces.preparedOn}, which I revoke with all my other earlier wills and codicils${keptAbroad}.`
    : null;
  return { key: "revocation", heading: "Revoking earlier wills", body: [markup`${revoke}${named}`] };
}

/** Wills Act 1837 s.18(3) (marriage) and s.18B(3) (civil partnership). */
function expectationOfMarriageClause(partner: string): Clause {
  return {
    key: "expectationOfMarriage",
    heading: "Made in expectation of marriage",
    body: [
      markup`I make this will expecting to marry, or to form a civil partnership with, ${name(partner)}. I intend that this will, and every gift in it, is not revoked by my marriage to, or civil partnership with, ${name(partner)} (Wills Act 1837, s.18(3) and s.18B(3)).`,
    ],
  };
}

/**
 * A child who has the testator's or the spouse's own name is printed "NAME the younger" (the people
 * model, core/will/people.ts); the family clause says so once, so no gift can be read as the parent's.
 */
function sharedNameSentence(ctx: Context, childName: string): SafeHtml[] {
  const suffix = ` ${SHARED_NAME_SUFFIX}`;
  if (!childName.endsWith(suffix)) return [];
  const typed = childName.slice(0, -suffix.length);
  const withWhom = isSameName(typed, ctx.testator)
    ? markup`me`
    : ctx.spouseName && isSameName(typed, ctx.spouseName)
      ? markup`my spouse`
      : null;
  if (!withWhom) return [];
  return [
    markup`My child ${name(typed)} has the same name as ${withWhom}. In this will my child is called ${name(childName)}, and every gift or appointment to ${name(childName)} is to my child, not to ${withWhom}.`,
  ];
}

function familyClause(ctx: Context): Clause {
  const { familyInfo, circumstances } = ctx.formData;
  const body: SafeHtml[] = [];
  if (familyInfo.maritalStatus === "married" && ctx.spouseName) {
    body.push(
      markup`${name(ctx.spouseName)} is my spouse. In this will, &ldquo;my spouse&rdquo; means ${name(ctx.spouseName)}, and &ldquo;spouse&rdquo; includes a civil partner.`,
    );
  } else {
    const partner = circumstances.partnerName;
    body.push(
      partner
        ? markup`I am not married and not in a civil partnership. ${name(partner)} is my partner.`
        : markup`I am not married and not in a civil partnership.`,
    );
  }
  const children = familyInfo.children;
  if (children.length === 0) {
    body.push(markup`I have no children.`);
  } else {
    const names = listOf(children.map((child) => name(child.fullName)));
    body.push(
      markup`${children.length === 1 ? "My child is" : "My children are"} ${names}. In this will, &ldquo;my children&rdquo; also includes any child of mine born or adopted after I sign it.`,
    );
    body.push(...children.flatMap((child) => sharedNameSentence(ctx, child.fullName)));
  }
  return { key: "family", heading: "My family", body };
}

function executorClause(ctx: Context): Clause {
  const { primary, coExecutors = [], alternate } = ctx.formData.executorInfo;
  const acting = [primary, ...coExecutors];
  const body: SafeHtml[] =
    acting.length === 1
      ? [markup`I appoint ${executorDescription(primary, ctx.formData)} to be my executor and trustee.`]
      : [
          markup`I appoint ${listOf(acting.map((executor) => executorDescription(executor, ctx.formData)))} to be my joint executors and trustees, to act together.`,
        ];
  if (alternate) {
    body.push(
      markup`${replacementCondition(acting)} I appoint ${executorDescription(alternate, ctx.formData)} as my replacement executor, to be my executor and trustee in their place.`,
    );
  }
  const firms = [...acting, alternate].filter(
    (executor): executor is Executor => executor !== undefined && isFirmExecutor(executor),
  );
  if (firms.length > 0) body.push(firmClause(firms));
  body.push(
    markup`In this will, &ldquo;my executors&rdquo; means whoever is acting as my executor, and &ldquo;my trustees&rdquo; means my executors and the trustees of any trust in this will.`,
  );
  if (
    firms.length > 0 ||
    acting.some((executor) => executor.relationship === "professional") ||
    alternate?.relationship === "professional"
  ) {
    body.push(
      markup`An executor or trustee who is a solicitor or other professional may charge for the work they or their firm do in dealing with my estate or any trust in this will, including work a non-professional could have done.`,
    );
  }
  return { key: "executor", heading: "Executors and trustees", body };
}

/**
 * When the replacement executor steps in. A firm does not die: it acts through the firm or company
 * that carries on its practice (firmClause), or ceases to exist with none, or cannot act; so "dies
 * before me" is said only of the people, and of a firm beside them that it ceases to exist.
 */
function replacementCondition(acting: readonly Executor[]): SafeHtml {
  const names = (executors: readonly Executor[]) =>
    markup`${executors.length > 1 ? "any of " : ""}${listOf(
      executors.map((executor) => name(executor.fullName)),
      "or",
    )}`;
  const people = acting.filter((executor) => !isFirmExecutor(executor));
  const firms = acting.filter((executor) => isFirmExecutor(executor));
  if (firms.length === 0)
    return markup`If ${names(acting)} dies before me, or cannot or will not act as my executor, or stops acting,`;
  if (acting.length === 1)
    return markup`If ${names(acting)} cannot or will not act as my executor, or stops acting,`;
  const events = [
    ...(people.length > 0 ? [markup`${names(people)} dies before me`] : []),
    markup`${names(firms)} ceases to exist before me with no firm or company carrying on its practice`,
  ];
  const them = acting.length === 2 ? "either of them" : "any of them";
  return markup`If ${joinMarkup(events, ", or ")}, or if ${them} cannot or will not act as my executor, or stops acting,`;
}

/**
 * A firm appointed by its name would be read as its partners when the will was signed, who may
 * have left by the death, and the appointment may fail if the firm has since merged or become a
 * company: so the will appoints the partners at the death, or the firm that then carries on the
 * practice (docs/legal.md, "Executors and trustees").
 */
function firmClause(firms: readonly Executor[]): SafeHtml {
  const names = listOf(firms.map((firm) => name(firm.fullName)));
  const which =
    firms.length === 1
      ? markup`The firm or company I appoint in this clause, ${names}, is`
      : markup`Each firm or company I appoint in this clause (${names}) is`;
  return markup`${which} appointed as follows. If it is a partnership, I appoint the partners in it at the date of my death. If it is a company or a limited liability partnership, I appoint it. If by then it has changed its name, or its practice has been taken over by or merged into another firm or company, I appoint in the same way the firm or company that then carries on that practice. Where partners are appointed, I would like no more than two of them to act as my executors and trustees.`;
}

/** "If A cannot or will not act, or has died,", "If neither A nor B can or will act,", "If none of...". */
function noneCanAct(names: readonly SafeHtml[]): SafeHtml {
  const [first, second] = names;
  if (names.length === 1) return markup`If ${first ?? null} cannot or will not act, or has died,`;
  if (names.length === 2) return markup`If neither ${first ?? null} nor ${second ?? null} can or will act,`;
  return markup`If none of ${listOf(names, "or")} can or will act,`;
}

/** The people a choice of guardians names: each row's names ("Nisha and Ravi Patel" is two). */
function guardianPeople(guardians: readonly Guardian[]): string[] {
  return guardians.flatMap((g) => {
    const names = namesInEntry(g.fullName);
    return names.length > 0 ? names : [g.fullName];
  });
}

/** Guardians of one or more children, grouped when the same people are chosen for them. */
function guardianClause(ctx: Context): Clause {
  const children = ctx.formData.familyInfo.children.filter(hasGuardian);
  const groups: Array<{ key: string; children: Child[]; guardians: Guardian[] }> = [];
  for (const child of children) {
    const guardians = [...child.guardians].sort((a, b) => a.order - b.order);
    const key = guardiansKey(child);
    const group = groups.find((candidate) => candidate.key === key);
    if (group) group.children.push(child);
    else groups.push({ key, children: [child], guardians });
  }

  const body: SafeHtml[] = [];
  for (const group of groups) {
    const orders = [...new Set(group.guardians.map((g) => g.order))];
    const inOrder = (order: number | undefined) => group.guardians.filter((g) => g.order === order);
    const choices = orders.map((order) =>
      listOf(inOrder(order).map((g) => person(g.fullName, g.relationship))),
    );
    const choiceNames = orders.map((order) => listOf(inOrder(order).map((g) => name(g.fullName))));
    // A couple typed in one row ("Nisha and Ravi Patel") are two guardians appointed jointly.
    const peopleAt = (order: number | undefined) => guardianPeople(inOrder(order));
    const jointly = (order: number | undefined) => (peopleAt(order).length > 1 ? " jointly" : "");
    const childNames = listOf(group.children.map((child) => name(child.fullName)));
    const whose =
      group.children.length === 1 ? markup`my child ${childNames}` : markup`my children ${childNames}`;
    const guardianWord = peopleAt(orders[0]).length > 1 ? "guardians" : "guardian";
    const sentences: SafeHtml[] = [
      markup`I appoint ${choices[0] ?? null}${jointly(orders[0])} to be the ${guardianWord} of ${whose} while under ${MINIMUM_AGE}.`,
    ];
    choices.slice(1).forEach((choice, index) => {
      // After the first choice, its people by name; after several, each earlier choice as a group.
      const earlier =
        index === 0 ? peopleAt(orders[0]).map((each) => name(each)) : choiceNames.slice(0, index + 1);
      const condition = noneCanAct(earlier);
      sentences.push(markup`${condition} I appoint ${choice}${jointly(orders[index + 1])} instead.`);
    });
    body.push(joinMarkup(sentences, " "));
  }
  if (guardiansCoverLaterChildren(ctx.formData.familyInfo.children)) {
    body.push(
      markup`The appointment in clause ${ctx.number("guardians")}.1 applies in the same way to any child of mine born or adopted after I sign this will.`,
    );
  }
  const anyJoint = children.some((child) =>
    child.guardians.some(
      (g) => guardianPeople(child.guardians.filter((other) => other.order === g.order)).length > 1,
    ),
  );
  if (anyJoint) {
    body.push(
      markup`Where I appoint two or more guardians jointly, they act together, and if one of them dies or cannot or will not act, the other or others may act alone.`,
    );
  }
  body.push(
    markup`Under the Children Act 1989, s.5, an appointment in this clause takes effect when I die if no other parent with parental responsibility for the child survives me, or if a child arrangements order in force when I die names me as the person with whom the child lives. Otherwise it takes effect when the last surviving parent with parental responsibility for the child dies.`,
  );
  for (const child of children) {
    if (child.guardianshipRequests) {
      body.push(
        markup`<p class="will-not-binding-label"><strong>My wishes for the care of ${name(child.fullName)}. These wishes are not legally binding.</strong></p>\n${paragraphs(child.guardianshipRequests, "will-wish")}`,
      );
    }
  }
  return { key: "guardians", heading: "Guardians for my children", body };
}

/**
 * The testator's children and other descendants named in gifts to two or more people together
 * ("Leo Hall and Mia Hall", "Leo and Mia Hall" as "Grandchildren"), once each: their part passes
 * to their own children as a gift to them alone would (Wills Act 1837 s.33, written out), rather
 * than to the others named with them.
 */
function descendantsInJointGifts(ctx: Context): string[] {
  const names: string[] = [];
  for (const gift of ctx.formData.specificGifts) {
    for (const recipient of jointGift(gift, ctx.formData.familyInfo.children).recipients) {
      if (recipient.descendant && !names.some((known) => isSameName(known, recipient.fullName)))
        names.push(recipient.fullName);
    }
  }
  return names;
}

/**
 * The recipients of specific gifts who are the testator's children or other descendants, once
 * each: their own children take a gift they fail to take (Wills Act 1837 s.33, written out).
 */
function giftSubstitutes(ctx: Context): Array<{ fullName: string }> {
  const names: string[] = [];
  for (const gift of ctx.formData.specificGifts) {
    if (isJointGift(gift)) continue;
    if (!isTestatorsDescendant(ctx.resolved, gift.personId ?? "", gift.relationship)) continue;
    if (!names.includes(gift.beneficiary)) names.push(gift.beneficiary);
  }
  for (const name of descendantsInJointGifts(ctx))
    if (!names.some((known) => isSameName(known, name))) names.push(name);
  return names.map((fullName) => ({ fullName }));
}

/**
 * Administration of Estates Act 1925 s.35: land given by will bears its own mortgage unless the
 * will shows a contrary intention. The will says so; but where a gift's own words deal with its
 * mortgage ("my house, free of mortgage"), those words decide, and the general sentence says so
 * rather than contradicting them (two irreconcilable clauses: the later one could win).
 */
function mortgageSentence(gifts: readonly SpecificGift[]): SafeHtml | null {
  if (!gifts.some((gift) => LAND_WORDS.test(gift.description))) return null;
  const unless = gifts.some(giftSpeaksOfMortgage)
    ? markup`Unless the words of the gift itself say otherwise, a`
    : markup`A`;
  return markup`${unless} gift of land or a building in this clause is given subject to any mortgage or other charge on it, which the person receiving it takes over (Administration of Estates Act 1925, s.35); my executors do not pay it off out of the rest of my estate.`;
}

function giftClause(ctx: Context): Clause {
  const body = ctx.formData.specificGifts.map((gift: SpecificGift) => {
    const description = inline(gift.description, " ");
    const condition = gift.conditions ? inline(gift.conditions, " ") : "";
    const conditionText = condition
      ? markup` This gift is subject to this condition: <span class="will-gift-condition">${condition}</span>${sentenceEnd(condition)}`
      : null;
    const takesIf = isOrganisationEntry({ fullName: gift.beneficiary, relationship: gift.relationship })
      ? "if it exists at my death"
      : `if they survive me by ${ctx.days} days`;
    return markup`I give to ${person(gift.beneficiary, gift.relationship)}, ${takesIf}: <span class="will-gift">${description}</span>${sentenceEnd(description)}${conditionText}`;
  });
  const children = ctx.formData.familyInfo.children;
  ctx.formData.specificGifts.forEach((gift, index) => {
    if (isGiftToEveryChild(gift, children))
      body.push(afterBornChildren(`${ctx.number("gifts")}.${index + 1}`));
  });
  const substitutes = giftSubstitutes(ctx);
  const jointDescendants = descendantsInJointGifts(ctx).length > 0;
  if (substitutes.length > 0)
    body.push(childSubstitution(ctx, substitutes, jointDescendants ? "gift or part" : "gift"));
  const substitutionRef = `${ctx.number("gifts")}.${body.length}`;
  const unlessToChildren =
    substitutes.length > 0
      ? markup` and does not pass to the person&rsquo;s children under clause ${substitutionRef}`
      : null;
  // A gift with a condition fails when the condition is not met: said, so that the words of the
  // condition are read as a condition the gift depends on (docs/legal.md, "Specific gifts").
  const recipients = recipientsOf(
    ctx.formData.specificGifts.map((gift) => ({
      fullName: gift.beneficiary,
      relationship: gift.relationship,
    })),
  );
  const reasons = [
    ...(recipients.people ? [`the person does not survive me by ${ctx.days} days`] : []),
    ...(recipients.organisations ? [`the organisation ${ORGANISATION_FAILS}`] : []),
    ...(ctx.formData.specificGifts.some((gift) => gift.conditions) ? ["its condition is not met"] : []),
    "I no longer own what I have given",
  ];
  const because = `${reasons.slice(0, -1).join(", ")}, or ${reasons.at(-1) ?? ""}`;
  body.push(
    markup`Each gift in this clause is free of inheritance tax: any tax on it is paid out of my residuary estate. If a gift in this clause fails for any reason (for example because ${because})${unlessToChildren}, it falls into my residuary estate under clause ${ctx.number("beneficiaries")}.`,
  );
  const descriptions = ctx.formData.specificGifts.map((gift) => gift.description).join("\n");
  const mortgage = mortgageSentence(ctx.formData.specificGifts);
  if (mortgage) body.push(mortgage);
  if (CHATTELS_WORDS.test(descriptions)) {
    body.push(
      markup`In this will, &ldquo;personal chattels&rdquo; and &ldquo;personal belongings&rdquo; mean my personal chattels as defined in the Administration of Estates Act 1925, s.55(1)(x).`,
    );
  }
  if (jointDescendants) {
    body.push(
      markup`A gift in this clause to two or more people together is shared equally between them. If one of them does not survive me by ${ctx.days} days, their part passes to their children under clause ${substitutionRef} where that clause applies to them; otherwise it is added equally to the parts of the others that take effect (a part that passes to someone&rsquo;s children under that clause takes effect, and what is added to it passes to those children).`,
    );
  } else if (ctx.formData.specificGifts.some((gift) => isJointGift(gift))) {
    body.push(
      markup`A gift in this clause to two or more people together is shared equally between those of them who survive me by ${ctx.days} days.`,
    );
  }
  return { key: "gifts", heading: "Specific gifts", body };
}

/**
 * "If A, B or C does not survive me...": Wills Act 1837 s.33 written out, so the children of a
 * child or other descendant of the testator take their parent's share (per stirpes).
 */
function childSubstitution(
  ctx: Context,
  children: ReadonlyArray<{ fullName: string }>,
  what: "share" | "part" | "gift" | "gift or part",
): SafeHtml {
  const names = listOf(
    children.map((child) => name(child.fullName)),
    "or",
  );
  return markup`If ${children.length > 1 ? "any of " : ""}${names} does not survive me by ${ctx.days} days but leaves children who do, those children take, in equal shares, the ${what === "gift or part" ? "gift, or the part of a gift," : what} their parent would have taken. If one of those children has also died before me, or within ${ctx.days} days after me, leaving children who survive me by ${ctx.days} days, their children take that child&rsquo;s part in the same way.`;
}

/** A gift or share to a charity, or to a church or hospice, which almost always is one. */
function givesToACharity(formData: WillFormData): boolean {
  return recipientsIn(formData).some(isCharitableEntry);
}

/** Everyone the will gives to: the residuary lists and the specific gifts. */
function recipientsIn(formData: WillFormData): Array<{ fullName: string; relationship: string }> {
  const { residualEstate } = formData;
  return [
    ...residualEstate.beneficiaries,
    ...residualEstate.contingentBeneficiaries,
    ...(residualEstate.ultimateBeneficiaries ?? []),
    ...formData.specificGifts.map((gift) => ({
      fullName: gift.beneficiary,
      relationship: gift.relationship,
    })),
  ];
}

/**
 * A gift to a club, society or other organisation that is not a charity: one that is not a company
 * has no legal existence of its own, and its treasurer's receipt is what discharges the executors.
 */
function givesToAnotherOrganisation(formData: WillFormData): boolean {
  return recipientsIn(formData).some((entry) => isOrganisationEntry(entry) && !isCharitableEntry(entry));
}

/** The entries of a residuary list that the cascade gives to, in the form's order. */
function cascadeEntries(list: readonly Share[], cascade: readonly CascadeShare[]): Share[] {
  return list.filter((entry) => cascade.some((share) => share.personId === entry.personId));
}

function substitutes(list: readonly Share[], cascade: readonly CascadeShare[]): Share[] {
  return list.filter((entry) =>
    cascade.some((share) => share.personId === entry.personId && share.substituteChildren),
  );
}

function afterBornChildren(ref: string): SafeHtml {
  return markup`A child of mine born or adopted after I sign this will shares in the gift in clause ${ref} equally with my children named there, on the same terms, as if they had been named in that clause.`;
}

/** "to the following person, on condition that they survive" or "people in equal shares, each on..." */
function giftTo(shares: readonly Share[], days: number): SafeHtml {
  const inShares = allEqual(shares) ? "in equal shares" : "in the shares shown";
  const { people, organisations } = recipientsOf(shares);
  if (shares.length === 1)
    return organisations
      ? markup`the following organisation, on condition that it exists at my death:${shareList(shares)}`
      : markup`the following person, on condition that they survive me by ${days} days:${shareList(shares)}`;
  if (!organisations)
    return markup`the following people ${inShares}, each on condition that they survive me by ${days} days:${shareList(shares)}`;
  if (!people)
    return markup`the following organisations ${inShares}, each on condition that it exists at my death:${shareList(shares)}`;
  return markup`the following people and organisations ${inShares}, each person on condition that they survive me by ${days} days and each organisation on condition that it exists at my death:${shareList(shares)}`;
}

/** "the people", "the organisations", or "the people and organisations": "If any of the people named in...". */
function theNamed(shares: readonly Share[]): string {
  const { people, organisations } = recipientsOf(shares);
  if (!organisations) return "the people";
  return people ? "the people and organisations" : "the organisations";
}

/** Whether any share of the cascade passes to a descendant's children when they do not survive. */
function passesToChildren(cascade: ResidueCascade): boolean {
  return [cascade.primary, cascade.backUp, cascade.longStop].some((list) =>
    list.some((share) => share.substituteChildren),
  );
}

/**
 * A share passing to a descendant's children is one that takes effect: the sentences that add a
 * failed share to "the shares that take effect" add to it (as distribute does), rather than leave
 * it to the intestacy order.
 */
const SUBSTITUTED_SHARES_TAKE_EFFECT = markup`In this clause, a share or part that passes to a person&rsquo;s children instead of to them takes effect, and anything added to it passes to those children in the same way.`;

/**
 * What the executors pay before the residuary estate is known. Where the residue is shared between
 * exempt and taxable shares, the inheritance tax on it is not paid first (it would fall on the
 * exempt shares too): `exemptShares` says who bears it.
 */
function residueOpening(ctx: Context, exemptSharesInResidue: boolean): SafeHtml {
  const gifts =
    ctx.formData.specificGifts.length > 0 ? markup`the gifts in clause ${ctx.number("gifts")}` : null;
  const country = ctx.formData.circumstances.foreignWillCountry;
  const foreignProperty = country ? markup` (except my property in ${inline(country, " ")})` : null;
  const afterGifts = gifts ? markup` and ${gifts}` : null;
  const payments = !exemptSharesInResidue
    ? markup`my debts, my funeral and testamentary expenses, and any inheritance tax payable because of my death on what passes under this will`
    : gifts
      ? markup`my debts, my funeral and testamentary expenses, and any inheritance tax payable because of my death on ${gifts}`
      : markup`my debts and my funeral and testamentary expenses`;
  return markup`My executors will pay ${payments}. Everything I own${foreignProperty} that is left after those payments${afterGifts} is my <dfn>residuary estate</dfn>.`;
}

/**
 * A residue shared between shares exempt from inheritance tax (my spouse's, Inheritance Tax Act
 * 1984 s.18, or the share of the person the will expects the testator to marry; a charity's, s.23)
 * and shares that are not: the tax on the residue falls only on the taxable shares (s.41), and the
 * will says how, dividing before the tax (Re Ratcliffe [1999] STC 262) so that it is not read as
 * grossing up the taxable shares (Re Benham's Will Trusts [1995] STC 210). Null when the shares
 * taken together are all exempt or all taxable.
 */
function exemptShares(
  ctx: Context,
  [primaries, backUps, longStops]: readonly [readonly Share[], readonly Share[], readonly Share[]],
): SafeHtml | null {
  const entries = [...primaries, ...backUps, ...longStops];
  const spouse = (entry: Share) => ctx.spouseName !== undefined && entry.personId === SPOUSE_ID;
  // The person the will is made expecting to marry is exempt once married, when the will speaks.
  const expected = ctx.formData.circumstances.expectedMarriageTo;
  const toMarry = (entry: Share) => expected !== undefined && isSameName(entry.fullName, expected);
  const isExempt = (entry: Share) => spouse(entry) || toMarry(entry) || isCharitableEntry(entry);
  const mixed = (list: readonly Share[]) => list.some(isExempt) && !list.every(isExempt);
  // Shares taken together: one list's, or a back-up's beside the beneficiaries who survive. (The
  // long-stop takes only what no one else does; back-ups of one beneficiary take all or nothing.)
  const together =
    mixed(primaries) ||
    mixed(backUps) ||
    mixed(longStops) ||
    (primaries.length > 1 && backUps.length > 0 && mixed([...primaries, ...backUps]));
  if (!together) return null;
  const examples = [
    ...(entries.some(spouse) ? ["to my spouse"] : []),
    ...(entries.some(toMarry) ? ["to my husband, wife or civil partner"] : []),
    ...(entries.some((entry) => !spouse(entry) && isCharitableEntry(entry)) ? ["to a charity"] : []),
  ].join(" or ");
  return markup`My residuary estate is divided into the shares this clause gives before any inheritance tax payable on it because of my death is paid. That tax is then paid out of the shares that are not exempt from it, each share bearing the tax on its own value, and no part of it falls on a share that is exempt, such as a share given ${examples} (Inheritance Tax Act 1984, s.41).`;
}

/** The treasurer's receipt for a gift to a charity or other organisation, and a charity's successor. */
function organisationReceipt(formData: WillFormData): SafeHtml | null {
  const charity = givesToACharity(formData);
  const organisation = givesToAnotherOrganisation(formData);
  if (!charity && !organisation) return null;
  const which = charity
    ? organisation
      ? "charity or other organisation"
      : "charity"
    : "club, society or other organisation";
  return markup`The receipt of the treasurer or other proper officer of a ${which} that receives a gift under this will is a full discharge to my executors.${charity ? markup` ${CHARITY_SUCCESSOR}` : null}`;
}

/** A charity that has merged or passed on its work (docs/legal.md). */
const CHARITY_SUCCESSOR = markup`If, before my death or before the gift is paid, a charity named in this will has changed its name, joined with another charity or passed its work to another charity, the gift takes effect as a gift to the charity that then does its work, and does not fail because the charity named no longer exists.`;

/**
 * The residuary clause, written from the cascade (core/will/residue.ts) that `distribute`
 * computes: primary beneficiaries, their children for a child or descendant, the back-ups, the
 * testator's own long-stop, and the intestacy order as a gift of last resort.
 */
function residuaryClause(ctx: Context): Clause {
  const { residualEstate } = ctx.formData;
  const cascade = residueCascade(ctx.resolved);
  const primaries = cascadeEntries(residualEstate.beneficiaries, cascade.primary);
  const backUps = cascadeEntries(residualEstate.contingentBeneficiaries, cascade.backUp);
  const longStops = cascadeEntries(residualEstate.ultimateBeneficiaries ?? [], cascade.longStop);
  const here = ctx.number("beneficiaries");
  const days = ctx.days;
  const body: SafeHtml[] = [];
  const last = () => `${here}.${body.length}`;

  const exempt = exemptShares(ctx, [primaries, backUps, longStops]);
  body.push(residueOpening(ctx, exempt !== null));

  if (primaries.length === 0) {
    body.push(
      markup`I have not named anyone to receive my residuary estate, so it will pass under the intestacy rules (the rules that apply when someone dies without a will).`,
    );
  } else {
    body.push(markup`I give my residuary estate to ${giftTo(primaries, days)}`);
    const giftRef = last();
    if (givesToEveryChildEqually(ctx.resolved.childIds, primaries)) body.push(afterBornChildren(giftRef));
    const spouse = ctx.spouseName;
    if (ctx.isMirror && spouse && primaries.some((b) => b.personId === SPOUSE_ID)) {
      // Jump v Lister [2016] EWHC 2160 (Ch): said in terms, so the gift over takes effect whenever the
      // spouse does not survive by the period, and each estate passes once.
      body.push(
        markup`My spouse, ${name(spouse)}, takes under this clause only if they survive me by ${days} days. If my spouse dies before me, at the same time as me, in circumstances where it is uncertain which of us died first, or within ${days} days after me, the gift to my spouse fails, nothing passes to my spouse&rsquo;s estate under this will, and the rest of this clause applies to my spouse&rsquo;s share as if they had died before me. My spouse and I intend each of our estates to pass only once, directly to the people named in our wills.`,
      );
    }
    const primaryChildren = substitutes(primaries, cascade.primary);
    if (primaryChildren.length > 0) body.push(childSubstitution(ctx, primaryChildren, "share"));
    const unlessToChildren =
      primaryChildren.length > 0
        ? markup` and their share does not pass to their children under clause ${last()}`
        : null;
    if (backUps.length > 0) {
      body.push(
        markup`If a beneficiary named in clause ${giftRef} ${doesNotTake(recipientsOf(primaries), days)}${unlessToChildren}, or their gift fails for any other reason, their share passes to ${giftTo(backUps, days)}`,
      );
      const backUpRef = last();
      if (givesToEveryChildEqually(ctx.resolved.childIds, backUps)) body.push(afterBornChildren(backUpRef));
      const backUpChildren = substitutes(backUps, cascade.backUp);
      if (backUpChildren.length > 0) body.push(childSubstitution(ctx, backUpChildren, "part"));
      const backUpUnless = backUpChildren.length > 0 ? " and their part does not pass to their children" : "";
      body.push(
        backUps.length > 1
          ? markup`If any of ${theNamed(backUps)} named in clause ${backUpRef} ${doesNotTake(recipientsOf(backUps), days)}${backUpUnless}, or their gift fails for any other reason, their part is added to the parts of the others named there whose gifts take effect, in proportion to those parts. If none of their gifts takes effect, the failed share is added to the shares under clause ${giftRef} that take effect, in proportion to those shares.`
          : markup`If the ${recipientsOf(backUps).organisations ? "organisation" : "person"} named in clause ${backUpRef} ${doesNotTake(recipientsOf(backUps), days)}${backUpUnless}, or ${recipientsOf(backUps).organisations ? "its" : "their"} gift fails for any other reason, the failed share is added to the shares under clause ${giftRef} that take effect, in proportion to those shares.`,
      );
    } else if (primaries.length > 1) {
      body.push(
        markup`If a beneficiary named in clause ${giftRef} ${doesNotTake(recipientsOf(primaries), days)}${unlessToChildren}, or their gift fails for any other reason, their share is added to the shares under that clause that take effect, in proportion to those shares.`,
      );
    }
  }
  if (longStops.length > 0) {
    body.push(
      markup`If any part of my residuary estate is not given away by the rest of this clause, I give it to ${giftTo(longStops, days)}`,
    );
    const longStopRef = last();
    const longStopChildren = substitutes(longStops, cascade.longStop);
    if (longStopChildren.length > 0) body.push(childSubstitution(ctx, longStopChildren, "part"));
    if (longStops.length > 1) {
      body.push(
        markup`If any of ${theNamed(longStops)} named in clause ${longStopRef} ${doesNotTake(recipientsOf(longStops), days)}${longStopChildren.length > 0 ? " and their part does not pass to their children" : ""}, or their gift fails for any other reason, their part is added to the parts of the others named there whose gifts take effect, in proportion to those parts.`,
      );
    }
  }
  if (primaries.length > 0 && passesToChildren(cascade)) body.push(SUBSTITUTED_SHARES_TAKE_EFFECT);
  body.push(
    markup`If any part of my residuary estate is still not given away by the rest of this clause, I give it to the people who would have been entitled to it under the intestacy rules (Administration of Estates Act 1925, s.46) if I had died without a will, in the shares those rules give them, treating anyone who does not survive me by ${days} days as having died before me.`,
  );
  if (exempt) body.push(exempt);
  const receipt = organisationReceipt(ctx.formData);
  if (receipt) body.push(receipt);
  return { key: "beneficiaries", heading: "My residuary estate", body };
}

/** Mirror wills are not mutual wills: neither spouse is bound not to change theirs. */
function mirrorClause(ctx: Context): Clause {
  return {
    key: "mirror",
    heading: "My spouse&rsquo;s will",
    body: [
      markup`My spouse, ${name(ctx.spouseName ?? "")}, is making a will in matching terms. We have not agreed to keep our wills unchanged: each of us remains free to change or revoke our own will at any time, before or after the other&rsquo;s death. These are not mutual wills.`,
    ],
  };
}

/**
 * Every beneficiary under 18 (not only the testator's children) has their share held for them,
 * with the trustees' powers written out, whether or not a children's trust was chosen.
 */
function trustClause(ctx: Context): Clause {
  // The children's trust to the chosen age, rather than the clause for anyone under 18 alone.
  const age = childrensTrustAge(ctx.formData);
  const childrensTrust = age !== null;
  const body: SafeHtml[] = childrensTrust
    ? [
        markup`If any of my children becomes entitled to any part of my estate under this will before reaching the age of ${age}, my trustees will hold that part on trust for them until they reach ${age}, when it becomes theirs outright. If that child dies before reaching ${age} leaving children of their own, those children take that part in equal shares; if not, that part passes as if they had died before me.`,
        markup`Anyone else who becomes entitled to any part of my estate under this will while under ${MINIMUM_AGE} (for example a grandchild taking their parent&rsquo;s share) is entitled to it, but my trustees will hold it for them until they reach ${MINIMUM_AGE}.`,
      ]
    : [
        markup`Anyone who becomes entitled to any part of my estate under this will while under ${MINIMUM_AGE} is entitled to it, but my trustees will hold it for them until they reach ${MINIMUM_AGE}.`,
      ];
  body.push(
    markup`While my trustees hold any part of my estate for someone under this clause, they may:
<ul class="will-powers">
<li>use all or part of the income for that person&rsquo;s maintenance, education or benefit (Trustee Act 1925, s.31), as they think fit, and as if the proviso at the end of s.31(1) did not apply;</li>
<li>use all or part of the capital, up to the whole of it, for that person&rsquo;s advancement or benefit (Trustee Act 1925, s.32);</li>
<li>invest it in any kind of investment, as if they owned it outright (Trustee Act 2000, s.3);</li>
<li>buy land in the United Kingdom, including a home for that person to live in (Trustee Act 2000, s.8), and deal with land as an absolute owner could (Trusts of Land and Appointment of Trustees Act 1996, s.6).</li>
</ul>`,
    markup`When my trustees pay or use money for someone under ${MINIMUM_AGE}, they may pay it to that person&rsquo;s parent or guardian, or, once that person is 16, to that person, and the receipt of the person paid is a full discharge to my trustees.`,
    markup`My executors, appointed in clause ${ctx.number("executor")}, are the trustees under this clause.`,
  );
  return {
    key: "trust",
    heading: childrensTrust ? "Trust for my children" : "Beneficiaries under 18",
    body,
  };
}

function wishesClause(ctx: Context): Clause {
  const { funeralWishes, otherWishes } = ctx.formData;
  const body: SafeHtml[] = [
    markup`<strong class="will-not-binding-label">These wishes are not legally binding.</strong> I ask my executors and my family to take them into account.`,
  ];
  if (funeralWishes) {
    body.push(
      markup`<p class="will-wish-heading">My funeral wishes:</p>\n${paragraphs(funeralWishes, "will-wish")}`,
    );
  }
  for (const child of careWishesWithoutGuardian(ctx.formData)) {
    body.push(
      markup`<p class="will-wish-heading">My wishes for the care of ${name(child.fullName)}:</p>\n${paragraphs(child.guardianshipRequests ?? "", "will-wish")}`,
    );
  }
  if (otherWishes) {
    body.push(
      markup`<p class="will-wish-heading">My other wishes:</p>\n${paragraphs(otherWishes, "will-wish")}`,
    );
  }
  return { key: "wishes", heading: "My wishes", body };
}

/** Every section's clause builder; the Record type makes the compiler name any section left out. */
const CLAUSE_BUILDERS: Record<ClauseKey, (ctx: Context) => Clause> = {
  revocation: (ctx) => revocationClause(ctx.formData.circumstances.foreignWillCountry, ctx.replaces),
  expectationOfMarriage: (ctx) =>
    expectationOfMarriageClause(ctx.formData.circumstances.expectedMarriageTo ?? ""),
  family: familyClause,
  executor: executorClause,
  guardians: guardianClause,
  gifts: giftClause,
  beneficiaries: residuaryClause,
  mirror: mirrorClause,
  trust: trustClause,
  wishes: wishesClause,
};

function renderClause(clause: Clause, number: number): SafeHtml {
  const id = WILL_SECTION_IDS[clause.key];
  const heading = new SafeHtml(clause.heading);
  const subclauses = clause.body.map(
    (part, index) =>
      markup`<li class="will-subclause"><span class="will-clause-number">${number}.${index + 1}</span><div class="will-clause-text">${part}</div></li>`,
  );
  const content =
    clause.body.length === 1
      ? markup`<div class="will-clause-text">${clause.body[0] ?? null}</div>`
      : markup`<ol class="will-subclauses">\n${joinMarkup(subclauses, "\n")}\n</ol>`;
  return markup`<li class="will-clause will-clause-${id.replace(/^will-/, "")}" id="${id}">
<section aria-labelledby="${id}-heading">
<h2 id="${id}-heading"><span class="will-clause-number">${number}.</span> ${heading}</h2>
${content}
</section>
</li>`;
}

/** Wills Act 1837 s.9: signed before two witnesses present at the same time, who sign in the testator's presence. */
function attestation(ctx: Context): SafeHtml {
  const testator = ctx.testator;
  const witnesses: SafeHtml[] = [];
  for (let index = 1; index <= WITNESSES_REQUIRED; index++) {
    witnesses.push(markup`<div class="will-witness" id="will-witness-${index}">
<h3>Witness ${index}</h3>
<p class="will-line"><span class="will-line-label">Signature:</span><span class="will-blank"></span></p>
<p class="will-line"><span class="will-line-label">Full name:</span><span class="will-blank"></span></p>
<p class="will-line"><span class="will-line-label">Address:</span><span class="will-blank"></span></p>
<p class="will-line"><span class="will-line-label"></span><span class="will-blank"></span></p>
<p class="will-line"><span class="will-line-label">Occupation:</span><span class="will-blank"></span></p>
</div>`);
  }
  const count = numberWord(WITNESSES_REQUIRED);
  const id = WILL_SECTION_IDS.attestation;
  return markup`<section class="will-attestation" id="${id}" aria-labelledby="${id}-heading">
<h2 id="${id}-heading">Signatures</h2>
<p>I, ${name(testator)}, sign this will as my last will in the presence of the ${count} witnesses named below, who are both present at the same time. Each witness then signs this will in my presence.</p>
<div class="will-testator-signature">
<p class="will-line"><span class="will-line-label">Signature of ${name(testator)}:</span><span class="will-blank"></span></p>
<p class="will-line"><span class="will-line-label">Signed on (date):</span><span class="will-blank"></span></p>
</div>
<p>Signed by ${name(testator)} as their last will in our presence, both of us being present at the same time, and then signed by each of us in the presence of ${name(testator)}.</p>
<div class="will-witnesses">
${joinMarkup(witnesses, "\n")}
</div>
</section>`;
}

/**
 * Everyone who inherits something, once each, in the order the will names them: each person a
 * gift to several together names ("Ann Bell and Joe Bell" is Ann Bell and Joe Bell), so that no
 * witness has to find themselves inside another entry.
 */
function beneficiaryNames(formData: WillFormData): string[] {
  const names: string[] = [];
  const add = (value: string) => {
    if (!names.some((known) => isSameName(known, value))) names.push(value);
  };
  formData.specificGifts.forEach((gift) => {
    const { recipients } = jointGift(gift, formData.familyInfo.children);
    if (recipients.length === 0) add(gift.beneficiary);
    else recipients.forEach((recipient) => add(recipient.fullName));
  });
  formData.residualEstate.beneficiaries.forEach((b) => add(b.fullName));
  formData.residualEstate.contingentBeneficiaries.forEach((b) => add(b.fullName));
  (formData.residualEstate.ultimateBeneficiaries ?? []).forEach((b) => add(b.fullName));
  return names;
}

/**
 * What to do with the will a new version replaces, once the new one is signed (docs/legal.md,
 * "Revoking earlier wills"): on the signing page of the PDF, the preview and the will's page.
 */
export function destroyEarlierWillAdvice(preparedOn: string): string {
  return `This will replaces your will prepared on ${preparedOn}. Once this one is signed and witnessed, tear up or shred the signed original of the earlier will, and any copies. Destroying a will on purpose also revokes it (Wills Act 1837, s.20), and two signed wills confuse the people who deal with your estate. Do not destroy it before this one is signed: until then, the earlier will is the one that counts.`;
}

/** The separate final page: not part of the will. */
function signingInstructions(ctx: Context): SafeHtml {
  const { formData } = ctx;
  const count = numberWord(WITNESSES_REQUIRED);
  const excluded = beneficiaryNames(formData);
  const excludedList =
    excluded.length > 0
      ? markup` For this will, that means: ${listOf(excluded.map((n) => name(n)))}, and their husbands, wives or civil partners.`
      : null;
  const partner = formData.circumstances.expectedMarriageTo;
  const marriage = partner
    ? markup`Marrying or forming a civil partnership normally revokes (cancels) a will. This will says it is made expecting your marriage or civil partnership to ${name(partner)}, so that marriage will not cancel it; a marriage or civil partnership with anyone else would.`
    : markup`Marrying or forming a civil partnership revokes (cancels) this will: make a new one.`;

  const beforeYouSign: SafeHtml[] = [];
  if (formData.residualEstate.beneficiaries.length === 0) {
    beforeYouSign.push(
      markup`Your will does not name anyone to receive your residuary estate, so it would pass under the intestacy rules. Go back and name your beneficiaries before you sign.`,
    );
  } else if (formData.residualEstate.contingentBeneficiaries.length === 0) {
    beforeYouSign.push(
      markup`You have not named contingent beneficiaries (who inherit if a beneficiary dies before you). If every gift of your residuary estate fails, it goes to your relatives in the order the intestacy rules set out. We recommend naming contingent beneficiaries before you sign.`,
    );
  }
  const notices = beforeYouSign.map((notice) => markup`<p>${notice}</p>`);
  const notice =
    notices.length > 0
      ? markup`<div class="will-before-you-sign" role="note">
<h3>Before you sign</h3>
${joinMarkup(notices, "\n")}
</div>
`
      : null;
  const mirror = ctx.isMirror
    ? markup`\n<li><strong>Your spouse signs their own will in the same way.</strong> You can both sign at the same meeting with the same ${count} witnesses, but you must not witness each other&rsquo;s will.</li>`
    : null;
  const destroy = ctx.replaces
    ? markup`<li><strong>Then destroy your earlier will.</strong> ${destroyEarlierWillAdvice(ctx.replaces.preparedOn)}</li>
`
    : null;
  const id = WILL_SECTION_IDS.signingInstructions;

  return markup`<section class="will-signing-instructions" id="${id}" aria-labelledby="${id}-heading">
<h2 id="${id}-heading">How to sign your will</h2>
<p class="will-guidance-note">This page is guidance for you. It is not part of your will.</p>
${notice}<ol class="will-steps">
<li><strong>Check it.</strong> Read your whole will. If anything is wrong or missing, change it and print it again. Do not write on it, cross anything out or add anything by hand.</li>
<li><strong>Print it.</strong> Print it on plain paper and sign the paper copy. Do not sign an electronic copy: a will signed on a screen or with an electronic signature is not valid in England and Wales.</li>
<li><strong>Choose ${count} witnesses.</strong> Choose independent adults, aged ${MINIMUM_AGE} or over, who can see you sign. The following must not witness your will: anyone who inherits anything under it, and the husband, wife or civil partner of anyone who inherits. If one of them witnesses it, their gift fails (Wills Act 1837, s.15), although the rest of the will stays valid.${excludedList} It is safest not to ask your executors or anyone in your family either.</li>
<li><strong>Sign in front of both witnesses together.</strong> You and both witnesses must be physically present in the same place at the same time. Witnessing over a video call is not allowed: the temporary law that allowed it ended on 31 January 2024. Sign in ink where it says &ldquo;Signature of ${name(ctx.testator)}&rdquo; while both witnesses watch, and write the date.</li>
<li><strong>Both witnesses sign.</strong> Each witness then signs in your presence, while you are still there, and writes their full name, address and occupation in their box.</li>${mirror}
<li><strong>Do not attach anything.</strong> Do not staple, pin or clip anything to your will, and do not remove staples or clips once it is signed: the marks can make people ask whether a page or note was removed.</li>
${destroy}<li><strong>Store it safely and tell your executors where it is.</strong> For example, at home in a safe place such as a fireproof box, with a solicitor, or with the Probate Service, which stores wills for a fee. Your executors will need the signed original, not a copy.</li>
<li><strong>Review it when your life changes.</strong> ${marriage} Divorce or dissolution does not cancel it, but your former spouse or civil partner is treated as if they had died on the date of the divorce or dissolution. Review it too if you separate, have or adopt children, move house, or someone named in it dies. To change your will, make a new one, or a codicil signed and witnessed in the same way: never write on the signed will.</li>
</ol>
</section>`;
}

/**
 * Print styles, scoped to .will so the document can also be shown inside another page. The will
 * pages are numbered; the guidance page is not (a will's page count should not include it).
 */
const STYLE = `@page { size: A4; margin: 22mm 20mm 22mm 20mm; @bottom-center { content: "Page " counter(page); font: 9pt Georgia, "Times New Roman", Times, serif; } }
@page guidance { @bottom-center { content: none; } }
.will { font-family: Georgia, "Times New Roman", Times, serif; font-size: 12pt; line-height: 1.5; color: #000; background: #fff; overflow-wrap: anywhere; }
@media screen { .will { max-width: 170mm; margin: 0 auto; padding: 12mm 8mm; } }
.will h1 { font-size: 20pt; line-height: 1.25; text-align: center; margin: 0 0 10mm; }
.will h2 { font-size: 13pt; margin: 8mm 0 2mm; break-after: avoid; page-break-after: avoid; }
.will h3 { font-size: 12pt; margin: 4mm 0 1mm; break-after: avoid; page-break-after: avoid; }
.will p { margin: 0 0 2.5mm; orphans: 3; widows: 3; }
.will-opening { font-size: 12.5pt; }
.will-clauses, .will-subclauses { list-style: none; margin: 0; padding: 0; }
.will-subclause { display: grid; grid-template-columns: 12mm 1fr; margin: 0 0 2.5mm; }
.will-clause-number { font-weight: bold; }
.will-clause-text > :last-child { margin-bottom: 0; }
.will-shares, .will-powers { margin: 1.5mm 0 2.5mm; padding-left: 7mm; }
.will-note { font-style: italic; }
.will-not-binding-label { font-weight: bold; }
.will-wish-heading { margin-top: 2mm; font-weight: bold; }
.will-attestation { break-inside: avoid; page-break-inside: avoid; margin-top: 10mm; }
.will-witnesses { display: grid; grid-template-columns: 1fr 1fr; gap: 10mm; margin-top: 4mm; }
.will-witness { break-inside: avoid; page-break-inside: avoid; }
.will-line { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 2mm; min-height: 9mm; margin: 0; }
.will-blank { flex: 1; min-width: 35mm; border-bottom: 1px solid #000; height: 7mm; }
.will-testator-signature { margin: 4mm 0 6mm; }
.will-testator-signature .will-blank { min-width: 70mm; }
.will-signing-instructions { break-before: page; page-break-before: always; page: guidance; font-size: 11pt; }
.will-signing-instructions h2 { font-size: 16pt; margin-top: 0; }
.will-guidance-note { font-style: italic; }
.will-before-you-sign { border: 2px solid #000; padding: 2mm 4mm; margin: 0 0 4mm; }
.will-steps { padding-left: 7mm; }
.will-steps li { margin: 0 0 2.5mm; }`;

/** Renders the will of formData's testator. */
export function renderWill(formData: WillFormData, options: RenderOptions = {}): RenderedWill {
  return renderResolvedWill(resolveWill(formData), options);
}

/** Renders a resolved will (core/will/people.ts): every person named one way, roles by id. */
export function renderResolvedWill(resolved: ResolvedWill, options: RenderOptions = {}): RenderedWill {
  const formData = resolved.formData;
  const testator = formData.personalInfo.fullName;
  const keys = includedClauses(formData);
  const ctx: Context = {
    formData,
    resolved,
    testator,
    spouseName: formData.familyInfo.maritalStatus === "married" ? formData.familyInfo.spouseName : undefined,
    isMirror: isMirrorPair(formData),
    days: SURVIVORSHIP_DAYS,
    replaces: options.replaces,
    number: (key) => {
      const index = keys.indexOf(key);
      if (index < 0) throw new Error(`Clause ${key} is not in this will`);
      return index + 1;
    },
  };
  const clauses = keys.map((key, index) => renderClause(CLAUSE_BUILDERS[key](ctx), index + 1));
  const title = `Last Will and Testament of ${testator}`;

  const document = markup`<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
${new SafeHtml(STYLE)}
</style>
</head>
<body>
<main class="will">
<article class="will-document">
<header class="will-header" id="${WILL_SECTION_IDS.personal}">
<h1 class="will-title">${title}</h1>
<p class="will-opening">This is the last will of me, ${name(testator)}, of ${inline(formData.personalInfo.address)}.</p>
</header>
<ol class="will-clauses">
${joinMarkup(clauses, "\n")}
</ol>
${attestation(ctx)}
</article>
${signingInstructions(ctx)}
</main>
</body>
</html>
`;
  return { title, html: document.value };
}

// ---------------------------------------------------------------------------------------------
// Mirror wills

/**
 * The spouse's formData for a mirror will, or null unless a mirror pair: made by swapping the
 * testator's and the spouse's ids in the resolved will (`mirrorResolvedWill`, which says what is
 * kept, swapped and left out). Every entry carries its person's id, so the stored mirror will
 * resolves to the same people. WillFormDataSchema rejects it while the spouse's date of birth or
 * the original testator's contact as executor is unknown (left empty, not invented).
 */
export function mirrorFormData(formData: WillFormData): WillFormData | null {
  return mirrorResolvedWill(resolveWill(formData))?.formData ?? null;
}

/** The spouse's mirror will when married with spouseName and hasMirrorWill, else null. */
export function renderMirrorWill(formData: WillFormData, options: RenderOptions = {}): RenderedWill | null {
  const mirror = mirrorResolvedWill(resolveWill(formData));
  return mirror ? renderResolvedWill(mirror, options) : null;
}
