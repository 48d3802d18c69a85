import {
  INTESTACY_SPOUSE_SURVIVAL_DAYS,
  STATUTORY_LEGACY_FROM,
  STATUTORY_LEGACY_GBP,
  STATUTORY_LEGACY_SOURCE,
} from "./figures.ts";

/**
 * Who inherits without a will in England and Wales, for deaths on or after 26 July 2023: the
 * Administration of Estates Act 1925, s.46 (as amended by the Inheritance and Trustees' Powers Act
 * 2014) and s.47 (the statutory trusts). Pure; the figures come from figures.ts. What the rules
 * are and why they are computed this way: docs/legal.md, "What happens without a will".
 *
 * Amounts are worked in whole pence so that halves and equal shares add up exactly.
 */

export const AEA = "Administration of Estates Act 1925";

/** The relatives after a spouse and children, in the order s.46(1)(iii) to (v) calls them. */
export const RELATIVE_CLASSES = [
  "parents",
  "siblings-whole-blood",
  "siblings-half-blood",
  "grandparents",
  "uncles-aunts-whole-blood",
  "uncles-aunts-half-blood",
] as const;
export type RelativeClass = (typeof RELATIVE_CLASSES)[number];

export type IntestacyTaker = "spouse" | "children" | RelativeClass | "crown";

export interface IntestacyFamily {
  /** A husband, wife or civil partner (not a partner who is not married or in a civil partnership). */
  spouse: boolean;
  /** The children: living, or who died leaving children of their own (who then take their share). */
  children: number;
  /** Which further relatives are alive, when known; undefined when the user has not said. */
  relatives?: readonly RelativeClass[] | undefined;
}

export interface IntestacyShare {
  taker: IntestacyTaker;
  /** Plain English: what this taker gets. */
  what: string;
  /** Where the rule is: "Administration of Estates Act 1925, s.46(1)(i)". */
  statute: string;
  /** With an estate value: the taker's whole amount, in pence. */
  amountPence?: number;
  /** With an estate value and more than one child: each child's amount, in pence (the first may have 1p more). */
  eachPence?: number;
}

export interface IntestacyOutcome {
  /** Who takes, in order; empty when it depends on relatives the user has not told us about. */
  shares: IntestacyShare[];
  /** True when nobody near is known: the estate goes to the first class of RELATIVE_ORDER alive. */
  dependsOnRelatives: boolean;
}

const CLASS_WORDS: Record<RelativeClass | "crown", { who: string; statute: string }> = {
  parents: {
    who: "Your parents, in equal shares if both are alive",
    statute: `${AEA}, s.46(1)(iii) and (iv)`,
  },
  "siblings-whole-blood": {
    who: "Your brothers and sisters who share both your parents, in equal shares (the children of one who has died take that share)",
    statute: `${AEA}, s.46(1)(v) and s.47`,
  },
  "siblings-half-blood": {
    who: "Your half-brothers and half-sisters, in equal shares (the children of one who has died take that share)",
    statute: `${AEA}, s.46(1)(v) and s.47`,
  },
  grandparents: { who: "Your grandparents, in equal shares", statute: `${AEA}, s.46(1)(v)` },
  "uncles-aunts-whole-blood": {
    who: "Your uncles and aunts who were full brothers and sisters of your parent, in equal shares (your cousins take the share of one who has died)",
    statute: `${AEA}, s.46(1)(v) and s.47`,
  },
  "uncles-aunts-half-blood": {
    who: "Your uncles and aunts who were half-brothers or half-sisters of your parent, in equal shares (your cousins take the share of one who has died)",
    statute: `${AEA}, s.46(1)(v) and s.47`,
  },
  crown: {
    who: "The Crown (or the Duchy of Lancaster or the Duke of Cornwall), as ownerless property (bona vacantia)",
    statute: `${AEA}, s.46(1)(vi)`,
  },
};

/** The order of relatives when there is no spouse or civil partner and no children, ending with the Crown. */
export const RELATIVE_ORDER: readonly { taker: RelativeClass | "crown"; who: string; statute: string }[] = [
  ...RELATIVE_CLASSES.map((taker) => ({ taker, ...CLASS_WORDS[taker] })),
  { taker: "crown", ...CLASS_WORDS.crown },
];

export const STATUTORY_LEGACY_PENCE = STATUTORY_LEGACY_GBP * 100;

const CHILDREN_TRUSTS =
  "A child under 18 gets their share at 18 (or on marrying or forming a civil partnership before then); until then it is held for them. If a child has died before you, their own children share what that child would have had.";

const SPOUSE_SURVIVAL = `Your husband, wife or civil partner inherits only if they outlive you by ${INTESTACY_SPOUSE_SURVIVAL_DAYS} days (${AEA}, s.46(2A)).`;

/** £1,234 or £1,234.50, from pence. */
export function formatPounds(pence: number): string {
  const pounds = Math.floor(pence / 100);
  const rest = pence % 100;
  const whole = `£${pounds.toLocaleString("en-GB")}`;
  return rest === 0 ? whole : `${whole}.${String(rest).padStart(2, "0")}`;
}

function equalEach(totalPence: number, count: number): number {
  return Math.floor(totalPence / count);
}

function spouseAndChildren(children: number, estatePence: number | undefined): IntestacyShare[] {
  const legacy = formatPounds(STATUTORY_LEGACY_PENCE);
  const spouse: IntestacyShare = {
    taker: "spouse",
    what: `Your husband, wife or civil partner gets your personal belongings, the first ${legacy} of the rest of the estate, and half of anything above ${legacy}.`,
    statute: `${AEA}, s.46(1)(i); the ${legacy} from ${STATUTORY_LEGACY_SOURCE}`,
  };
  const share: IntestacyShare = {
    taker: "children",
    what: `Your ${children === 1 ? "child gets" : "children share equally"} the other half of anything above ${legacy}. ${CHILDREN_TRUSTS}`,
    statute: `${AEA}, s.46(1)(i) and s.47`,
  };
  if (estatePence === undefined) return [spouse, share];
  const above = Math.max(0, estatePence - STATUTORY_LEGACY_PENCE);
  const childrenHalf = Math.floor(above / 2);
  spouse.amountPence = estatePence - childrenHalf;
  share.amountPence = childrenHalf;
  if (children > 1) share.eachPence = equalEach(childrenHalf, children);
  return [spouse, share];
}

function whole(
  taker: IntestacyTaker,
  what: string,
  statute: string,
  estatePence: number | undefined,
): IntestacyShare {
  return { taker, what, statute, ...(estatePence === undefined ? {} : { amountPence: estatePence }) };
}

/**
 * Who takes the estate under the intestacy rules. `estatePence`, when given, is what is left after
 * debts, funeral costs and the costs of dealing with the estate, not counting personal belongings
 * (which a spouse or civil partner takes separately; without one they are part of the estate).
 */
export function intestacyShares(family: IntestacyFamily, estatePence?: number): IntestacyOutcome {
  if (estatePence !== undefined && (!Number.isSafeInteger(estatePence) || estatePence < 0)) {
    throw new RangeError("The estate's value must be a whole number of pence, 0 or more");
  }
  const children = Math.max(0, Math.floor(family.children));
  if (family.spouse && children > 0) {
    return { shares: spouseAndChildren(children, estatePence), dependsOnRelatives: false };
  }
  if (family.spouse) {
    const what =
      "Your husband, wife or civil partner gets everything: your personal belongings and the whole estate. Your parents, brothers and sisters get nothing.";
    return { shares: [whole("spouse", what, `${AEA}, s.46(1)(i)`, estatePence)], dependsOnRelatives: false };
  }
  if (children > 0) {
    const what = `Your ${children === 1 ? "child gets" : "children share equally"} everything. ${CHILDREN_TRUSTS}`;
    const share = whole("children", what, `${AEA}, s.46(1)(ii) and s.47`, estatePence);
    if (estatePence !== undefined && children > 1) share.eachPence = equalEach(estatePence, children);
    return { shares: [share], dependsOnRelatives: false };
  }
  if (family.relatives === undefined) return { shares: [], dependsOnRelatives: true };
  const first = RELATIVE_CLASSES.find((relative) => family.relatives?.includes(relative)) ?? "crown";
  const words = CLASS_WORDS[first];
  return {
    shares: [whole(first, `${words.who} get everything.`, words.statute, estatePence)],
    dependsOnRelatives: false,
  };
}

/** What the page says beside every outcome: the conditions the shares rest on. */
export const INTESTACY_NOTES: readonly { text: string; statute: string }[] = [
  { text: SPOUSE_SURVIVAL, statute: `${AEA}, s.46(2A)` },
  {
    text: "A partner you are not married to or in a civil partnership with gets nothing, however long you have lived together. They can only ask a court for reasonable provision.",
    statute: "Inheritance (Provision for Family and Dependants) Act 1975, s.1(1)(ba)",
  },
  {
    text: "Stepchildren who were not legally adopted get nothing. Adopted children inherit as if born to you.",
    statute: "Adoption and Children Act 2002, s.67",
  },
  {
    text: `These are the rules for deaths on or after ${formatIsoDate(STATUTORY_LEGACY_FROM)}. Property owned jointly as joint tenants passes to the other owner, and pensions and life insurance may pass by nomination, outside these rules.`,
    statute: `${AEA}, s.46; ${STATUTORY_LEGACY_SOURCE}`,
  },
];

function formatIsoDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/**
 * The family the guided form knows: married (the form's "married" covers a civil partnership) and
 * the children listed. Parents, brothers and sisters are not asked, so `relatives` stays unknown.
 */
export function intestacyFamilyOf(familyInfo: {
  maritalStatus: string;
  children: readonly unknown[];
}): IntestacyFamily {
  return { spouse: familyInfo.maritalStatus === "married", children: familyInfo.children.length };
}
