import {
  DEFAULT_INHERITANCE_AGE,
  MAX_EXECUTORS_TAKING_PROBATE,
  MINIMUM_AGE,
  NEAR_THRESHOLD_FRACTION,
  NIL_RATE_BAND_GBP,
  OLDEST_AGE,
  RESIDENCE_NIL_RATE_BAND_GBP,
  RESIDENCE_NIL_RATE_BAND_TAPER_THRESHOLD_GBP,
  WITNESSES_REQUIRED,
} from "./figures.ts";
import { type LegalFinding, type Severity } from "./finding.ts";
import type { Child, Executor, WillFormData } from "../will/form-data.ts";
import { EXECUTOR_ROLES } from "../will/executors.ts";
import {
  displayName,
  GUARDIAN_STATUTE,
  hasRegisteredNumber,
  isSameName,
  isOrganisationEntry,
  isSpouseRelationship,
  kinWord,
  mixesPeopleAndOrganisations,
  mirrorResolvedWill,
  namesAGroup,
  namesOnlyARelationship,
  isFormerPartnerRelationship,
  isFirmExecutor,
  namesInEntry,
  namesSeveral,
  normaliseRelationship,
  plainlyDifferentKin,
  resolveWill,
  saysCharity,
  SPOUSE_ID,
} from "../will/people.ts";
import { residueCascade } from "../will/residue.ts";
import {
  conditionSpeaksOfAge,
  describesShareOfEstate,
  describesWholeEstate,
  giftSpeaksOfMortgage,
  isGiftOfLand,
  jointGift,
  jointGiftSaysEach,
} from "../will/gifts.ts";
import { childrensTrustAge } from "../will/rules.ts";
import { DATE_OF_BIRTH_WORDS } from "../will/date-input.ts";
import { withModelWishes, type WishReading } from "./wishes.ts";
import { ageOn, readCalendarDate, requireCalendarDate } from "../dates.ts";

export { ageOn, isSameName };

/**
 * The legal checks every will passes before it renders (docs/legal.md). Each check is a small pure
 * function of the formData, so the form can run the ones for the step in front of the user;
 * `checkWill` runs them all and orders the findings: block, then warn, then review.
 *
 * Messages are plain text addressed to the user, for a reading age of about 9. They quote names the
 * user typed exactly as typed: whoever shows a message must escape it (React does).
 */

export interface CheckOptions {
  /** The date the checks are made on, as YYYY-MM-DD: ages are worked out on this day. */
  today: string;
  /** A model's reading of the other wishes, when a model is configured (core/legal/wishes.ts). */
  wishReading?: WishReading | null;
}

export type LegalCheckFunction = (formData: WillFormData, options: CheckOptions) => LegalFinding[];

/** A formData section a check reads, so the form can run the checks for one step. */
export type WillFormSection = keyof WillFormData;

export interface LegalCheck {
  /** The check's name, which is also its exported function's name. */
  name: string;
  /** The formData sections the check reads; empty for reminders that apply to every will. */
  reads: readonly WillFormSection[];
  run: LegalCheckFunction;
}

/** The sources as a user sees them, beside each finding. */
export const STATUTES = {
  testatorAge: "Wills Act 1837, s.7",
  /** s.9: two witnesses present at the same time; s.15: a gift to a witness or their spouse fails. */
  witnesses: "Wills Act 1837, s.9 and s.15",
  /** s.18 marriage, s.18B civil partnership: each revokes a will unless made expecting it. */
  marriage: "Wills Act 1837, s.18 and s.18B",
  /** s.18A divorce or annulment, s.18C dissolution or annulment of a civil partnership. */
  divorce: "Wills Act 1837, s.18A and s.18C",
  substitution: "Wills Act 1837, s.33",
  /** s.1: when a will is formally valid abroad; who inherits land abroad is that country's law. */
  foreignProperty: "Wills Act 1963, s.1",
  /** s.20: a later will revokes an earlier one only so far as it says so. */
  revocation: "Wills Act 1837, s.20",
  guardians: "Children Act 1989, s.5",
  /** s.5(3): a parent may appoint "another individual" to be the child's guardian. */
  guardianIndividual: GUARDIAN_STATUTE,
  executorsTakingProbate: "Senior Courts Act 1981, s.114(1)",
  /** A sole trustee (not a trust corporation) cannot give a valid receipt for the proceeds of land. */
  administrationForMinor: "Trustee Act 1925, s.14(2)",
  minorExecutor: "Senior Courts Act 1981, s.118",
  /** A professional trustee is paid under the will's charging clause (s.28), else only as s.29 allows. */
  professionalCharges: "Trustee Act 2000, s.28 and s.29",
  noExecutor: "Non-Contentious Probate Rules 1987, r.20",
  intestacy: "Administration of Estates Act 1925 (intestacy rules)",
  familyProvision: "Inheritance (Provision for Family and Dependants) Act 1975",
  /** Personal representatives may appoint trustees to hold a minor's share until 18. */
  childrensShares: "Administration of Estates Act 1925, s.42",
  inheritanceTax: "Inheritance Tax Act 1984",
  trustAge: "Inheritance Tax Act 1984, s.71D",
  lifeInterest: "Inheritance Tax Act 1984, s.49A",
  /** The register of charities, where each registered charity has its number. */
  charity: "Charities Act 2011, s.29",
  /** Land given by will bears its own mortgage unless the will shows a contrary intention. */
  mortgage: "Administration of Estates Act 1925, s.35",
  /** A joint tenant may end the joint tenancy (so that their share passes by will) by written notice. */
  jointTenancy: "Law of Property Act 1925, s.36(2)",
  disabledBeneficiary: "Inheritance Tax Act 1984, s.89",
  /** For checks of the will's own consistency, which no statute states. */
  ourCheck: "Our check, not a rule of law",
} as const;

const SEVERITY_ORDER: Record<Severity, number> = { block: 0, warn: 1, review: 2 };

/** The residuary shares must add up to the whole estate, in percent. */
const WHOLE_ESTATE_PERCENT = 100;
/**
 * Each share may be rounded to 2 decimals (33.33% for a third), so a list of n shares may be off
 * the whole by up to n × 0.005 (three thirds typed as 33.33% make 99.99%); the will then says the
 * shares are equal, or adjusted in proportion, and `distribute` takes them in proportion.
 */
const SHARE_TOLERANCE = 0.005;

// ---------------------------------------------------------------------------------------------
// Names and wording

/**
 * Everyone the will gives something to: residuary and back-up beneficiaries and gift recipients,
 * each person in a gift to several together as well ("Leo and Mia Hall" gives to Leo Hall).
 */
function namesThatInherit(formData: WillFormData): string[] {
  const { children } = formData.familyInfo;
  return [
    ...formData.residualEstate.beneficiaries.map((b) => b.fullName),
    ...formData.residualEstate.contingentBeneficiaries.map((b) => b.fullName),
    ...formData.specificGifts.flatMap((gift) => [
      gift.beneficiary,
      ...jointGift(gift, children).recipients.map((recipient) => recipient.fullName),
    ]),
  ];
}

function inheritsUnderTheWill(formData: WillFormData, name: string): boolean {
  return namesThatInherit(formData).some((other) => isSameName(other, name));
}

function isMinor(child: Child): boolean {
  return child.age < MINIMUM_AGE;
}

export function pounds(amount: number): string {
  return `£${Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

function percent(value: number): string {
  return `${Number(value.toFixed(2))}%`;
}

/** "Ann", "Ann and Ben", "Ann, Ben and Cal" (or "Ann, Ben or Cal"). */
export function listOfNames(names: readonly string[], joiner = "and"): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} ${joiner} ${names[names.length - 1]}`;
}

function finding(
  code: string,
  severity: Severity,
  statute: string,
  message: string,
  field?: string,
): LegalFinding {
  return field === undefined
    ? { code, severity, message, statute }
    : { code, severity, message, statute, field };
}

// ---------------------------------------------------------------------------------------------
// The testator

/** Wills Act 1837 s.7: the testator must be 18 or over; a date of birth cannot be in the future. */
export function checkTestatorAge(formData: WillFormData, options: CheckOptions): LegalFinding[] {
  const field = "personalInfo.dateOfBirth";
  const dateOfBirth = formData.personalInfo.dateOfBirth;
  requireCalendarDate(options.today, "today");
  if (!readCalendarDate(dateOfBirth)) {
    return [
      finding(
        "date-of-birth-invalid",
        "block",
        STATUTES.testatorAge,
        "We cannot read your date of birth. Please enter the day, month and year again.",
        field,
      ),
    ];
  }
  if (dateOfBirth > options.today) {
    return [
      finding(
        "date-of-birth-in-future",
        "block",
        STATUTES.testatorAge,
        `${DATE_OF_BIRTH_WORDS.subject} must be in the past`,
        field,
      ),
    ];
  }
  if (ageOn(dateOfBirth, options.today) > OLDEST_AGE) {
    return [
      finding(
        "date-of-birth-too-early",
        "block",
        STATUTES.testatorAge,
        `${DATE_OF_BIRTH_WORDS.subject} must be within the last ${OLDEST_AGE} years. Check the year.`,
        field,
      ),
    ];
  }
  if (ageOn(dateOfBirth, options.today) < MINIMUM_AGE) {
    return [
      finding(
        "testator-under-18",
        "block",
        STATUTES.testatorAge,
        `You must be ${MINIMUM_AGE} or over to make a will in England and Wales.`,
        field,
      ),
    ];
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// Who inherits the residuary estate

interface Share {
  fullName: string;
  percentage: number;
}

/** The three lists of residuary shares, by formData path: whose shares a finding is about. */
const SHARE_LISTS = {
  "residualEstate.beneficiaries": { code: "beneficiary", whose: "your beneficiaries" },
  "residualEstate.contingentBeneficiaries": { code: "contingent", whose: "your back-up beneficiaries" },
  "residualEstate.ultimateBeneficiaries": { code: "ultimate", whose: "your beneficiaries of last resort" },
} as const;

/**
 * The shares of one list of beneficiaries: each between 0 and 100, none at 0, adding up to 100.
 * Over a list so it can be tested on its own; `field` is the list's formData path.
 */
export function checkShares(shares: readonly Share[], field: keyof typeof SHARE_LISTS): LegalFinding[] {
  const list = SHARE_LISTS[field];
  const findings: LegalFinding[] = [];
  shares.forEach((share, index) => {
    const shareField = `${field}.${index}.percentage`;
    if (
      !Number.isFinite(share.percentage) ||
      share.percentage < 0 ||
      share.percentage > WHOLE_ESTATE_PERCENT
    ) {
      findings.push(
        finding(
          `${list.code}-share-out-of-range`,
          "block",
          STATUTES.intestacy,
          `${share.fullName} has a share of ${share.percentage}%. A share must be between 0% and ${WHOLE_ESTATE_PERCENT}%.`,
          shareField,
        ),
      );
    } else if (Math.round(share.percentage * 100) === 0) {
      // Under 0.005% the will would print the share as 0% (formatPercentage, to hundredths).
      const shown = share.percentage === 0 ? "0%" : `${share.percentage}%, which your will would show as 0%`;
      findings.push(
        finding(
          `${list.code}-zero-share`,
          "block",
          STATUTES.ourCheck,
          `${share.fullName} has a share of ${shown}, so they would get nothing. Give them a share or remove them.`,
          shareField,
        ),
      );
    }
  });
  if (shares.length > 0) {
    const total = shares.reduce((sum, share) => sum + share.percentage, 0);
    const tolerance = SHARE_TOLERANCE * shares.length + 1e-9;
    if (!(Math.abs(total - WHOLE_ESTATE_PERCENT) <= tolerance)) {
      const shown = Number.isFinite(total) ? percent(total) : "an amount we cannot work out";
      const consequence =
        total < WHOLE_ESTATE_PERCENT
          ? "The part you have not given away would be shared out by the law's fixed rules, not by you."
          : "You cannot give away more than everything you have.";
      findings.push(
        finding(
          `${list.code}-shares-not-100`,
          "block",
          STATUTES.intestacy,
          `The shares of ${list.whose} add up to ${shown}. They must add up to exactly ${WHOLE_ESTATE_PERCENT}%. ${consequence}`,
          field,
        ),
      );
    }
  }
  return findings;
}

/**
 * One person named twice in one list (two rows of the residue for "Tom Hall", or "Tom Hall" as
 * executor and joint executor): the will printed "Tom Hall (Son): 50%" twice and "If any of Tom
 * Hall or Tom Hall does not survive me". One person in two rows is a mistake; two people with one
 * name cannot be told apart, so a share or an appointment could go to the wrong one.
 */
export function checkNamedTwice(formData: WillFormData): LegalFinding[] {
  const { primary, coExecutors = [] } = formData.executorInfo;
  const lists = [
    ...(Object.keys(SHARE_LISTS) as (keyof typeof SHARE_LISTS)[]).map((list) => ({
      entries: listAt(formData, list) ?? [],
      at: (index: number) => `${list}.${index}`,
      whose: SHARE_LISTS[list].whose,
    })),
    {
      entries: [primary, ...coExecutors],
      at: (index: number) => (index === 0 ? "executorInfo.primary" : `executorInfo.coExecutors.${index - 1}`),
      whose: "your executors",
    },
  ];
  return lists.flatMap(({ entries, at, whose }) =>
    entries.flatMap((entry, index) => {
      const same = (other: { personId?: string | undefined; fullName: string; relationship: string }) =>
        (entry.personId !== undefined
          ? other.personId === entry.personId
          : isSameName(other.fullName, entry.fullName)) &&
        // A son and a brother with one name are blocked for what they are (core/will/people.ts).
        !plainlyDifferentKin(other.relationship, entry.relationship);
      if (!entries.slice(0, index).some(same)) return [];
      return [
        finding(
          "named-twice",
          "block",
          STATUTES.ourCheck,
          `${entry.fullName.trim()} is named twice among ${whose}. If they are one person, keep one row for them (with their whole share). If they are two people with the same name, add a middle name or an initial so that your will can tell them apart.`,
          at(index),
        ),
      ];
    }),
  );
}

/**
 * One row of a residuary list names one beneficiary. "Anna Smith and Ben Smith: 50%" in one row
 * leaves the will silent on what happens to the 50% if one of them dies first, and neither name
 * is a person the will can pass a share on from (a child's share to their own children): each
 * must have their own row. A charity, or a name with a registered number, is one organisation.
 */
export function checkOnePersonPerShare(formData: WillFormData): LegalFinding[] {
  return namedEntries(formData)
    .filter((entry) => !entry.gift)
    .flatMap((entry) => {
      const names = namesInEntry(entry.fullName);
      // A group's name ("my nieces and nephews") has its own finding (checkGroupNames).
      if (names.length < 2 || isOrganisationEntry(entry) || namesAGroup(entry.fullName)) return [];
      return [
        finding(
          "share-names-several-people",
          "block",
          STATUTES.ourCheck,
          `"${entry.fullName.trim()}" names more than one person in one share: ${listOfNames(names)}. Give each of them their own row and their own share, so your will says what happens to each part if one of them dies before you. If this is one organisation with "and" in its name, write "Charity" as the relationship.`,
          `${entry.field}.fullName`,
        ),
      ];
    });
}

/**
 * A person and an organisation in one gift or share ("Tom Hall and Oxfam", Friend and charity):
 * read as one organisation, the will would give it "if it exists at my death", and the person's
 * part would not pass as a person's does if they died first. Each needs a gift or a row of their own.
 */
export function checkPersonBesideOrganisation(formData: WillFormData): LegalFinding[] {
  return namedEntries(formData)
    .filter((entry) => mixesPeopleAndOrganisations(entry))
    .map((entry) =>
      finding(
        "person-beside-organisation",
        "block",
        STATUTES.ourCheck,
        `"${entry.fullName.trim()}" names a person and an organisation together. Give each of them ${entry.gift ? "a gift of their own" : "their own row and their own share"}, so your will can say what happens to each part: a person's if they die before you, an organisation's if it no longer exists.`,
        `${entry.field}.fullName`,
      ),
    );
}

/**
 * A name that describes a group ("My grandchildren", "my nieces and nephews") rather than people:
 * the will prints it as one person ("the following person", "if they survive me"), so it cannot
 * say who is in the group, whether a gift is each one's or shared, or what happens to the part of
 * one who dies first. A charity whose name reads as a group ("Sisters of Mercy") is one organisation.
 */
export function checkGroupNames(formData: WillFormData): LegalFinding[] {
  return namedEntries(formData)
    .filter((entry) => namesAGroup(entry.fullName) && !saysCharity(entry))
    .map((entry) =>
      finding(
        "name-is-a-group",
        "block",
        STATUTES.ourCheck,
        `"${entry.fullName.trim()}" describes a group of people, not a person. Your will would treat it as one person, so it could not say who is in the group, whether each of them gets it or they share it, or what happens if one of them dies before you. ${
          entry.gift
            ? 'Write their names, for example "Tom Hall and Amy Hall", and they share the gift equally'
            : "Give each person their own row and their own share"
        }.`,
        entry.gift ? entry.field : `${entry.field}.fullName`,
      ),
    );
}

/**
 * A name that is only a relationship ("Mum", "my sister", "Nan"), for a share, a gift, an executor
 * or a guardian: the will would print "I give to Sister", which names no one if the testator has
 * two sisters, and even for "Mum" leaves the executors to prove who was meant.
 */
export function checkRelationshipNames(formData: WillFormData): LegalFinding[] {
  const executors = executorsOf(formData).map(({ executor, field }) => ({
    fullName: executor.fullName,
    field: `${field}.fullName`,
  }));
  const others = [...namedEntries(formData), ...guardianEntries(formData)].map((entry) => ({
    fullName: entry.fullName,
    field: entry.gift ? entry.field : `${entry.field}.fullName`,
  }));
  return [...others, ...executors]
    .filter((entry) => namesOnlyARelationship(entry.fullName))
    .map((entry) =>
      finding(
        "name-is-a-relationship",
        "block",
        STATUTES.ourCheck,
        `"${entry.fullName.trim()}" says how someone is related to you, not who they are. Your will would print it as their name, and if more than one person could fit it, no one could be sure who you meant. Write their full name, for example "Jean Smith", and the relationship in its own field.`,
        entry.field,
      ),
    );
}

/**
 * A gift to several people together whose relationship says one of them is a grandchild (or other
 * descendant) but cannot be paired with the names ("Leo, Mia and Sam Hall", "Grandson and
 * granddaughter"): the will cannot tell whose part passes to their own children if they die first
 * (Wills Act 1837 s.33, written out), so it would go to the others named instead.
 */
export function checkJointGiftRelationships(formData: WillFormData): LegalFinding[] {
  const { children } = formData.familyInfo;
  return formData.specificGifts.flatMap((gift, index) =>
    jointGift(gift, children).unclear
      ? [
          finding(
            "joint-gift-relationships-unclear",
            "block",
            STATUTES.substitution,
            `Your gift of "${gift.description.trim()}" is to ${listOfNames(namesInEntry(gift.beneficiary))}, and their relationship to you is "${gift.relationship.trim()}". Your will cannot tell which of them is your grandchild (or other descendant), whose part would pass to their own children if they die before you. Give a relationship for each person, in the same order as the names (for example "Grandson and granddaughter"), or one word for them all (for example "Grandchildren").`,
            `specificGifts.${index}.relationship`,
          ),
        ]
      : [],
  );
}

/**
 * A gift to several people together that says "each" ("£1,000 each"): shared between them, or
 * the amount to each of them? The will cannot say both, so each person needs a gift of their own.
 */
export function checkJointGiftsSayingEach(formData: WillFormData): LegalFinding[] {
  return formData.specificGifts.flatMap((gift, index) =>
    jointGiftSaysEach(gift)
      ? [
          finding(
            "joint-gift-says-each",
            "block",
            STATUTES.ourCheck,
            `Your gift of "${gift.description.trim()}" is to ${listOfNames(namesInEntry(gift.beneficiary))} together, and says "each". Your will shares a gift to several people between them, so it could be read as one amount shared or as that amount to each of them. Give each person a gift of their own, for example "£1,000" to one and "£1,000" to the other.`,
            `specificGifts.${index}`,
          ),
        ]
      : [],
  );
}

/** "Nisha Patel or Ravi Patel": one person or another, named in one entry. */
const ALTERNATIVES = /\p{L}\s+or\s+\p{Lu}/u;

/**
 * An entry naming one person or another ("Nisha Patel or Ravi Patel") as a beneficiary, a gift's
 * recipient, an executor or a guardian: the will would not say which is meant, an uncertainty
 * that can make the gift or appointment fail. A second choice has its own place (a back-up, a
 * replacement executor, the next choice of guardian). An organisation's name may hold "or".
 */
export function checkAlternativeNames(formData: WillFormData): LegalFinding[] {
  const executors = executorsOf(formData).map(({ executor, field }) => ({
    fullName: executor.fullName,
    relationship: "",
    field,
  }));
  return [...namedEntries(formData), ...executors, ...guardianEntries(formData)]
    .filter((entry) => ALTERNATIVES.test(displayName(entry.fullName)) && !isOrganisationEntry(entry))
    .map((entry) =>
      finding(
        "name-with-or",
        "block",
        STATUTES.ourCheck,
        `"${entry.fullName.trim()}" names one person or another, so your will would not say which of them you mean. Name one person here. For a second choice, use the place your will has for one: a back-up beneficiary, a replacement executor, or your next choice of guardian.`,
        entry.field,
      ),
    );
}

/** A residuary share or a gift's recipient, with the formData path of its row. */
interface NamedEntry {
  fullName: string;
  relationship: string;
  field: string;
  gift: boolean;
}

/** Every residuary share (of the three lists) and every gift's recipient, in that order. */
function namedEntries(formData: WillFormData): NamedEntry[] {
  const shares = (Object.keys(SHARE_LISTS) as (keyof typeof SHARE_LISTS)[]).flatMap((list) =>
    (listAt(formData, list) ?? []).map(({ fullName, relationship }, index) => ({
      fullName,
      relationship,
      field: `${list}.${index}`,
      gift: false,
    })),
  );
  const gifts = formData.specificGifts.map((gift, index) => ({
    fullName: gift.beneficiary,
    relationship: gift.relationship,
    field: `specificGifts.${index}`,
    gift: true,
  }));
  return [...shares, ...gifts];
}

/** Every guardian of every child, with the formData path of their row. */
function guardianEntries(formData: WillFormData): NamedEntry[] {
  return formData.familyInfo.children.flatMap((child, index) =>
    child.guardians.map((guardian, g) => ({
      fullName: guardian.fullName,
      relationship: guardian.relationship,
      field: `familyInfo.children.${index}.guardians.${g}`,
      gift: false,
    })),
  );
}

/** One of the residuary lists, by its formData path. */
function listAt(formData: WillFormData, list: keyof typeof SHARE_LISTS) {
  const { residualEstate } = formData;
  if (list === "residualEstate.beneficiaries") return residualEstate.beneficiaries;
  if (list === "residualEstate.contingentBeneficiaries") return residualEstate.contingentBeneficiaries;
  return residualEstate.ultimateBeneficiaries;
}

/** The residuary estate must go to someone, in shares that add up to the whole of it. */
export function checkResiduaryEstate(formData: WillFormData): LegalFinding[] {
  const { beneficiaries, contingentBeneficiaries } = formData.residualEstate;
  const findings: LegalFinding[] = [];
  if (beneficiaries.length === 0) {
    findings.push(
      finding(
        "no-beneficiaries",
        "block",
        STATUTES.intestacy,
        "Your will must say who gets the rest of your estate: everything left after gifts and debts. Please add at least one beneficiary.",
        "residualEstate.beneficiaries",
      ),
    );
  }
  findings.push(...checkShares(beneficiaries, "residualEstate.beneficiaries"));
  findings.push(...checkShares(contingentBeneficiaries, "residualEstate.contingentBeneficiaries"));
  const longStop = formData.residualEstate.ultimateBeneficiaries ?? [];
  findings.push(...checkShares(longStop, "residualEstate.ultimateBeneficiaries"));
  return findings;
}

/**
 * Wills Act 1837 s.33: a gift to a child who dies first, leaving children, passes to those
 * grandchildren unless the will says otherwise; and every will should say who inherits when a
 * beneficiary dies first.
 */
export function checkSubstitution(formData: WillFormData): LegalFinding[] {
  const { beneficiaries, contingentBeneficiaries } = formData.residualEstate;
  const longStop = formData.residualEstate.ultimateBeneficiaries ?? [];
  if (beneficiaries.length === 0 || contingentBeneficiaries.length > 0 || longStop.length > 0) return [];
  const field = "residualEstate.contingentBeneficiaries";
  const findings: LegalFinding[] = [];
  const { primary } = residueCascade(resolveWill(formData));
  if (primary.some((share) => share.substituteChildren)) {
    findings.push(
      finding(
        "child-beneficiary-substitution",
        "warn",
        STATUTES.substitution,
        "If one of your children (or grandchildren) in your will dies before you and leaves children of their own, your will gives that share to those children. Back-up beneficiaries you add would only get a share that does not pass this way.",
        field,
      ),
    );
  }
  findings.push(
    finding(
      "no-contingent-beneficiaries",
      "warn",
      STATUTES.intestacy,
      "Say who gets your estate if your beneficiaries die before you. If you do not, and no one in your will can take it, your will gives it to your relatives in the order the law sets for people who die without a will.",
      field,
    ),
  );
  return findings;
}

// ---------------------------------------------------------------------------------------------
// Executors

interface NamedExecutor {
  executor: Pick<Executor, "fullName" | "isAdult" | "relationship">;
  /** "executorInfo.primary", "executorInfo.coExecutors.N" or "executorInfo.alternate". */
  field: string;
}

/** The executors the will names, the main one first. */
export function executorsOf(formData: WillFormData): NamedExecutor[] {
  const { primary, coExecutors = [], alternate } = formData.executorInfo;
  const named: NamedExecutor[] = [];
  if (primary && primary.fullName.trim() !== "")
    named.push({ executor: primary, field: "executorInfo.primary" });
  coExecutors.forEach((executor, index) => {
    if (executor.fullName.trim() !== "") named.push({ executor, field: `executorInfo.coExecutors.${index}` });
  });
  if (alternate && alternate.fullName.trim() !== "")
    named.push({ executor: alternate, field: "executorInfo.alternate" });
  return named;
}

/** The executors who act together: all but the alternate, who only acts in someone's place. */
export function actingExecutorsOf(formData: WillFormData): NamedExecutor[] {
  return executorsOf(formData).filter(({ field }) => field !== "executorInfo.alternate");
}

/**
 * Senior Courts Act 1981 s.114(1): any number may be named, but probate goes to at most four.
 * Over a list, because the form names at most two today.
 */
export function checkExecutorCount(executors: readonly Pick<Executor, "fullName">[]): LegalFinding[] {
  if (executors.length <= MAX_EXECUTORS_TAKING_PROBATE) return [];
  return [
    finding(
      "too-many-executors",
      "warn",
      STATUTES.executorsTakingProbate,
      `You have named ${executors.length} executors. Only ${MAX_EXECUTORS_TAKING_PROBATE} of them can apply for probate (the right to deal with your estate) at the same time.`,
      "executorInfo",
    ),
  ];
}

/** The testator's child under 18 with this name, if any: their age is known from Family Details. */
function minorChildNamed(formData: WillFormData, fullName: string): Child | undefined {
  return formData.familyInfo.children.find((child) => isMinor(child) && isSameName(child.fullName, fullName));
}

/**
 * Why an executor is under 18, and the field that says so: a child whose age Family Details gives
 * (a confirmation of 18 or over cannot make them an adult), else the "18 or over" answer.
 */
function executorUnder18(
  formData: WillFormData,
  executor: NamedExecutor["executor"],
): [string, "fullName" | "isAdult"] | null {
  const child = minorChildNamed(formData, executor.fullName);
  if (child) return [`${executor.fullName} is ${child.age}, as you told us on Family Details.`, "fullName"];
  if (executor.isAdult === false) return [`${executor.fullName} is under ${MINIMUM_AGE}.`, "isAdult"];
  return null;
}

/**
 * Someone must be named to deal with the estate, an adult, with a different person as back-up.
 * An executor under 18 cannot take probate (Senior Courts Act 1981 s.118): known from the
 * confirmation asked for each executor, or from the age of a child the executor is. The finding
 * names the field that fixes it: the name of a child under 18, or the "18 or over" answer.
 */
export function checkExecutors(formData: WillFormData): LegalFinding[] {
  const findings: LegalFinding[] = [];
  const executors = executorsOf(formData);
  if (!executors.some(({ field }) => field === "executorInfo.primary")) {
    findings.push(
      finding(
        "no-executor",
        "block",
        STATUTES.noExecutor,
        "You must name an executor. This is the person who sorts out your money and belongings after you die.",
        "executorInfo.primary",
      ),
    );
  }
  for (const { executor, field } of executors) {
    if (isFirmExecutor(executor)) {
      findings.push(firmAsExecutor(executor.fullName, field));
      continue;
    }
    if (namesSeveral(executor.fullName)) {
      findings.push(severalPeopleAsOneExecutor(executor.fullName, field));
      continue;
    }
    const under18 = executorUnder18(formData, executor);
    if (under18) {
      const [why, fixedIn] = under18;
      const message = `${why} Someone under ${MINIMUM_AGE} cannot act as an executor. Please choose an adult.`;
      findings.push(
        finding("executor-under-18", "block", STATUTES.minorExecutor, message, `${field}.${fixedIn}`),
      );
    } else if (executor.isAdult === undefined) {
      findings.push(
        finding(
          "executor-age-unknown",
          "warn",
          STATUTES.minorExecutor,
          `Please make sure ${executor.fullName} is ${MINIMUM_AGE} or over. Someone under ${MINIMUM_AGE} cannot act as an executor.`,
          field,
        ),
      );
    }
  }
  findings.push(...checkExecutorCount(actingExecutorsOf(formData).map(({ executor }) => executor)));
  if (!executors.some(({ field }) => field === "executorInfo.alternate")) {
    findings.push(
      finding(
        "no-alternate-executor",
        "warn",
        STATUTES.noExecutor,
        `We suggest you name a ${EXECUTOR_ROLES.alternate}. If your executor dies before you or cannot do the job, the ${EXECUTOR_ROLES.alternate} steps in. Without one, someone else would have to ask the court for the right to deal with your estate.`,
        "executorInfo.alternate",
      ),
    );
  } else {
    findings.push(...alternateAlreadyActing(formData));
  }
  return findings;
}

/**
 * A firm or company named as executor has no age; the will appoints its partners at the death, or
 * the firm that then carries on its practice, and lets them charge: without a charging clause a
 * professional who is not a trust corporation is paid only with the other trustees' written
 * agreement, and never as sole trustee (Trustee Act 2000 ss.28-29), so a firm would decline.
 */
function firmAsExecutor(fullName: string, field: string): LegalFinding {
  return finding(
    "executor-is-a-firm",
    "warn",
    STATUTES.professionalCharges,
    `${fullName} looks like a firm or company. Your will appoints its partners (or the company) at the time of your death, or the firm or company that has taken over its work if it has changed or merged, and lets them charge for their work, paid out of your estate. Ask them first whether they will act, and what they charge.`,
    field,
  );
}

/**
 * One executor's row naming two people ("Tom and Ann Hall"): the will would appoint them as "my
 * executor", with one address, and say "If Tom and Ann Hall dies before me", leaving unclear
 * whether the replacement steps in when one of them cannot act. Each needs their own row.
 */
function severalPeopleAsOneExecutor(fullName: string, field: string): LegalFinding {
  const fix =
    field === "executorInfo.alternate"
      ? `Choose one person as your ${EXECUTOR_ROLES.alternate}.`
      : `Give each of them their own row: add a ${EXECUTOR_ROLES.coExecutor} for the second person.`;
  return finding(
    "executor-names-several-people",
    "block",
    STATUTES.ourCheck,
    `"${fullName.trim()}" names more than one person as one executor. Your will would appoint them as one executor, at one address, and could not say who steps in if one of them cannot act. ${fix}`,
    field,
  );
}

/**
 * A replacement executor who is already one of the executors acting (the main one or a joint one)
 * replaces no one: "If Leo Hall dies ..., I appoint Leo Hall in their place". The will then has no
 * replacement, though the user thinks it has one.
 */
function alternateAlreadyActing(formData: WillFormData): LegalFinding[] {
  const alternate = formData.executorInfo.alternate?.fullName;
  const acting = actingExecutorsOf(formData).find(({ executor }) => isSameName(executor.fullName, alternate));
  if (!acting || alternate === undefined) return [];
  const role = acting.field === "executorInfo.primary" ? EXECUTOR_ROLES.primary : EXECUTOR_ROLES.coExecutor;
  return [
    finding(
      "same-primary-and-alternate-executor",
      "warn",
      STATUTES.noExecutor,
      `${alternate} is both your ${role} and your ${EXECUTOR_ROLES.alternate}. A ${EXECUTOR_ROLES.alternate} only steps in when one of your executors cannot act, so as it stands your will has no ${EXECUTOR_ROLES.alternate}. Please choose a different person as the ${EXECUTOR_ROLES.alternate}.`,
      "executorInfo.alternate",
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// Children: guardians, children who inherit

/** Children Act 1989 s.5: guardians for children under 18, and when the appointment takes effect. */
export function checkGuardians(formData: WillFormData): LegalFinding[] {
  const findings: LegalFinding[] = [];
  formData.familyInfo.children.forEach((child, index) => {
    const field = `familyInfo.children.${index}.guardians`;
    if (isMinor(child) && child.guardians.length === 0) {
      findings.push(
        finding(
          "no-guardian-for-minor",
          "warn",
          STATUTES.guardians,
          `${child.fullName} is under ${MINIMUM_AGE}. Name a guardian to look after them if you die while they are still a child.`,
          field,
        ),
      );
    } else if (!isMinor(child) && child.guardians.length > 0) {
      findings.push(
        finding(
          "guardian-for-adult-child",
          "warn",
          STATUTES.guardians,
          `${child.fullName} is ${MINIMUM_AGE} or over. Guardianship ends at ${MINIMUM_AGE}, so a guardian for them would have no effect. You can remove the guardian.`,
          field,
        ),
      );
    }
  });
  if (formData.familyInfo.children.some((child) => isMinor(child) && child.guardians.length > 0)) {
    findings.push(
      finding(
        "guardian-takes-effect-later",
        "warn",
        STATUTES.guardians,
        "A guardian you name only takes over when no other parent with parental responsibility for your child is still alive. While the other parent is alive, your child will usually live with them. One exception: a court order that said your child lives with you. Only a parent with parental responsibility can name a guardian: a step-parent cannot, even with parental responsibility, unless they adopted the child. For a stepchild, your choice is a wish a court may take into account.",
        "familyInfo.children",
      ),
    );
  }
  return findings;
}

/**
 * Whom each guardian is, as the law sees it (docs/legal.md, Guardians). Void, so they block: the
 * child as their own guardian, and an organisation (s.5(3) lets a parent appoint "another
 * individual"; the testator naming themselves is `role-names-testator`, core/will/people.ts).
 * Advice only: a guardian who is one of the testator's children under 18 (the Act sets no age).
 */
export function checkGuardianAppointments(formData: WillFormData): LegalFinding[] {
  const { children } = formData.familyInfo;
  return children.flatMap((child, index) =>
    child.guardians.flatMap((guardian, g) => {
      const field = `familyInfo.children.${index}.guardians.${g}`;
      if (isSameName(guardian.fullName, child.fullName)) {
        return [
          finding(
            "guardian-is-the-child",
            "block",
            STATUTES.guardianIndividual,
            `${guardian.fullName} is named as their own guardian. A guardian looks after a child, so it must be someone else: change the name to the person you mean.`,
            field,
          ),
        ];
      }
      // By its name ("Leeds City Council") or its relationship ("Barnardo's", Charity).
      if (isOrganisationEntry(guardian)) {
        return [
          finding(
            "guardian-not-an-individual",
            "block",
            STATUTES.guardianIndividual,
            `${guardian.fullName} looks like an organisation. Only a person can be appointed as a guardian: name the person you want to look after ${child.fullName}.`,
            field,
          ),
        ];
      }
      const minor = minorChildNamed(formData, guardian.fullName);
      return minor
        ? [
            finding(
              "guardian-under-18",
              "warn",
              STATUTES.guardians,
              `${guardian.fullName} is under ${MINIMUM_AGE}. A guardian takes on the care of ${child.fullName} and makes decisions for them. The law sets no minimum age, but we suggest you choose an adult.`,
              field,
            ),
          ]
        : [];
    }),
  );
}

/** The children under 18 whom the will gives something to, in the order the form lists them. */
export function minorsWhoInherit(formData: WillFormData): Child[] {
  return formData.familyInfo.children.filter(
    (child) => isMinor(child) && inheritsUnderTheWill(formData, child.fullName),
  );
}

/**
 * A share for a child under 18 is held until they are 18 (Trustee Act 1925 s.31), and needs two
 * trustees or a trust corporation to give a valid receipt when land held for them is sold (Trustee
 * Act 1925 s.14(2)); the executors may appoint trustees for it (Administration of Estates Act 1925 s.42).
 */
export function checkMinorBeneficiaries(formData: WillFormData): LegalFinding[] {
  const minors = minorsWhoInherit(formData);
  if (minors.length === 0) return [];
  const names = listOfNames(minors.map((child) => child.fullName));
  const findings: LegalFinding[] = [];
  const acting = actingExecutorsOf(formData);
  // A firm acts through two partners, or is a trust corporation (the will's firm clause).
  if (acting.length < 2 && !acting.some(({ executor }) => isFirmExecutor(executor))) {
    findings.push(
      finding(
        "minor-beneficiary-single-executor",
        "warn",
        STATUTES.administrationForMinor,
        `${names} ${minors.length === 1 ? "is" : "are"} under ${MINIMUM_AGE} and could inherit from your will. At least two trustees, or a trust company, are needed to sell land held for a child, and only ${acting[0]?.executor.fullName ?? "one executor"} would act (a ${EXECUTOR_ROLES.alternate} only acts in someone's place). Think about naming a ${EXECUTOR_ROLES.coExecutor} to act with them.`,
        "executorInfo.coExecutors",
      ),
    );
  }
  if (!formData.residualEstate.trustInfo.createTrust) {
    findings.push(
      finding(
        "minor-beneficiary-no-trust",
        "warn",
        STATUTES.childrensShares,
        `${names} ${minors.length === 1 ? "is" : "are"} under ${MINIMUM_AGE} and could inherit from your will. A child's share is kept for them until they are ${MINIMUM_AGE}, trust or no trust, but without a trust it is already theirs: if they die before ${MINIMUM_AGE}, it goes to their own next of kin, usually their other parent, not to the back-ups in your will. Think about a trust: it says who looks after the share, at what age your child gets it, and who gets it if your child dies before that age.`,
        "residualEstate.trustInfo.createTrust",
      ),
    );
  }
  return findings;
}

// ---------------------------------------------------------------------------------------------
// Signing

/** Wills Act 1837 s.15 (and s.9): always shown, because the software cannot see who witnesses. */
export function checkWitnesses(): LegalFinding[] {
  return [
    finding(
      "witness-rules",
      "warn",
      STATUTES.witnesses,
      `You need ${WITNESSES_REQUIRED} witnesses when you sign your will. They must be adults who get nothing from your will. If a witness, or their husband, wife or civil partner, is given something in your will, they lose that gift. Both witnesses must be in the room with you at the same time. A video call does not count.`,
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// Partners, marriage and divorce

/**
 * An unmarried partner inherits nothing without a will, and could only claim under the
 * Inheritance (Provision for Family and Dependants) Act 1975.
 */
export function checkUnmarriedPartner(formData: WillFormData): LegalFinding[] {
  const expected = expectedSpouseLeftOut(formData);
  const { partnerName, expectedMarriageTo } = formData.circumstances;
  const partnerLeftOut =
    partnerName !== undefined &&
    partnerName.trim() !== "" &&
    formData.familyInfo.maritalStatus !== "married" &&
    !inheritsUnderTheWill(formData, partnerName) &&
    // The partner they plan to marry has that finding instead.
    !(expected && isSameName(partnerName, expectedMarriageTo));
  const partner = partnerLeftOut
    ? finding(
        "unmarried-partner-not-named",
        "warn",
        STATUTES.familyProvision,
        `Your partner, ${partnerName.trim()}, gets nothing in this will. If you are not married or in a civil partnership, your partner gets nothing unless your will names them. They would have to go to court to ask for money.`,
        "circumstances.partnerName",
      )
    : null;
  return [partner, expected].filter((found): found is LegalFinding => found !== null);
}

/**
 * A will made expecting marriage to someone (Wills Act 1837 s.18(3), s.18B(3)) survives that
 * marriage, so if it leaves them nothing, it still leaves them nothing as a spouse, who could then
 * claim under the 1975 Act; had the will been revoked, they would have taken on intestacy.
 */
function expectedSpouseLeftOut(formData: WillFormData): LegalFinding | null {
  const expected = formData.circumstances.expectedMarriageTo?.trim();
  const { maritalStatus, spouseName } = formData.familyInfo;
  if (!expected || inheritsUnderTheWill(formData, expected)) return null;
  // Expecting to marry the spouse is blocked for what it is (checkMarriageRevokes).
  if (maritalStatus === "married" && isSameName(expected, spouseName)) return null;
  return finding(
    "expected-spouse-not-named",
    "warn",
    STATUTES.familyProvision,
    `You plan to marry ${expected}, and your will says that marriage will not cancel it, but ${expected} gets nothing in it. Once you are married, your will still leaves them nothing, and they could ask a court for a share of your estate. If you want to leave them something, name them in your will.`,
    "circumstances.expectedMarriageTo",
  );
}

/** Wills Act 1837 s.18: marriage revokes a will, unless made expecting that marriage (s.18(3)). */
export function checkMarriageRevokes(formData: WillFormData): LegalFinding[] {
  const { partnerName, expectedMarriageTo } = formData.circumstances;
  const expected = expectedMarriageTo?.trim() ?? "";
  const spouse = formData.familyInfo.maritalStatus === "married" ? formData.familyInfo.spouseName : undefined;
  if (expected !== "" && spouse && isSameName(expected, spouse)) {
    // Sent only through the API: the form and the chat ask it of unmarried people alone.
    return [
      finding(
        "expecting-to-marry-the-spouse",
        "block",
        STATUTES.marriage,
        `Your will would say it is made expecting your marriage to ${expected}, but you are already married to ${spouse.trim()}. A will can only be made expecting a marriage that has not happened yet. Remove the marriage you plan, or correct your marital status.`,
        "circumstances.expectedMarriageTo",
      ),
    ];
  }
  if (expected !== "") {
    return [
      finding(
        "marriage-revokes-will",
        "warn",
        STATUTES.marriage,
        `Getting married or forming a civil partnership cancels a will. Because you plan to marry ${expected}, we will write in your will that it is made expecting your marriage to ${expected}, so that marriage will not cancel it. Marrying anyone else would.`,
        "circumstances.expectedMarriageTo",
      ),
    ];
  }
  if (partnerName && partnerName.trim() !== "") {
    return [
      finding(
        "marriage-revokes-will",
        "warn",
        STATUTES.marriage,
        "If you get married or form a civil partnership, this will is cancelled. You would need to make a new one. If you plan to marry, tell us who to, and your will can say it is made with that marriage in mind.",
        "circumstances.partnerName",
      ),
    ];
  }
  return [];
}

/**
 * A spouse's relationship ("Wife", "Husband", "Civil partner") beside a testator who is not
 * married: the will prints "I am not married and not in a civil partnership" and then "Karen Hill
 * (Wife)". Either the marital status is wrong (the will misstates the family, and the checks for a
 * spouse, such as one left out, are not made) or the word means a former spouse or a
 * partner, which the will should say. The executors have no such word printed (render.ts).
 */
export function checkSpouseWordsUnmarried(formData: WillFormData): LegalFinding[] {
  if (formData.familyInfo.maritalStatus === "married") return [];
  return [...namedEntries(formData), ...guardianEntries(formData)]
    .filter((entry) => isSpouseRelationship(entry.relationship))
    .map((entry) =>
      finding(
        "spouse-word-not-married",
        "warn",
        STATUTES.ourCheck,
        `${entry.fullName.trim()} is named as your ${normaliseRelationship(entry.relationship)}, but you told us you are ${formData.familyInfo.maritalStatus}, and your will says you are not married or in a civil partnership. If you are married or in a civil partnership, change your marital status on Family Details. If not, change the relationship, for example to "Partner" or "Former wife".`,
        entry.field,
      ),
    );
}

/** Wills Act 1837 s.18A: divorce does not revoke a will; the former spouse is treated as dead. */
export function checkDivorce(formData: WillFormData): LegalFinding[] {
  if (formData.familyInfo.maritalStatus !== "divorced") return [];
  return [
    finding(
      "divorced-review-will",
      "warn",
      STATUTES.divorce,
      "A divorce or dissolution does not cancel a will you made before. Instead, your former husband, wife or civil partner is treated as if they had died on the date of the divorce or dissolution: gifts to them fail, and they cannot act as your executor or trustee. This new will replaces any old one, so check it says what you want now. If your divorce is not final yet, you are still married in law.",
      "familyInfo.maritalStatus",
    ),
  ];
}

/** Stepchild words, in English and Welsh (llysfab, llysferch, llysblentyn). */
const STEPCHILD = /^(step[- ]?(son|daughter|child)|llys(fab|ferch|blentyn))$/u;

/**
 * Wills Act 1837 s.33 passes a gift to the children of the testator's own child or descendant who
 * dies first; a stepchild is not one. Unless the stepchild is listed among the testator's children
 * (then the will's own substitution clause covers them), their share goes on down the cascade
 * (core/will/residue.ts), never to their children. A blended family should hear that before signing.
 */
export function checkStepchildren(formData: WillFormData): LegalFinding[] {
  const resolved = resolveWill(formData);
  const { residualEstate, specificGifts } = resolved.formData;
  const what = "their share";
  const entries = [
    ...residualEstate.beneficiaries.map((entry, index) => ({
      entry,
      what,
      field: `residualEstate.beneficiaries.${index}`,
    })),
    ...residualEstate.contingentBeneficiaries.map((entry, index) => ({
      entry,
      what,
      field: `residualEstate.contingentBeneficiaries.${index}`,
    })),
    // A gift they fail to take goes into the residue, not to their children (the gift clause).
    ...specificGifts.map((gift, index) => ({
      entry: { fullName: gift.beneficiary, relationship: gift.relationship, personId: gift.personId },
      what: `your gift of "${gift.description.trim()}"`,
      field: `specificGifts.${index}`,
    })),
  ];
  return (
    entries
      // A stepchild listed among "your children" has the will's own substitution clause (residue.ts).
      .filter(
        ({ entry }) =>
          STEPCHILD.test(kinWord(entry.relationship)) && !resolved.childIds.includes(entry.personId ?? ""),
      )
      .map(({ entry, what, field }) =>
        finding(
          "stepchild-no-substitution",
          "warn",
          STATUTES.substitution,
          `${entry.fullName} is your stepchild. If they die before you, their children do not take ${what} as your own grandchildren would: it goes to the others your will names instead. If you want their children to have it, name them in your will, or talk to a legal professional.`,
          field,
        ),
      )
  );
}

/** A spouse or civil partner left out can claim under the 1975 Act. */
export function checkSpouseProvidedFor(formData: WillFormData): LegalFinding[] {
  const { maritalStatus, spouseName } = formData.familyInfo;
  if (maritalStatus !== "married" || !spouseName || spouseName.trim() === "") return [];
  // By identity: any entry the people model resolves to the spouse (core/will/people.ts).
  const { residualEstate, specificGifts } = resolveWill(formData).formData;
  const entries = [
    ...residualEstate.beneficiaries,
    ...residualEstate.contingentBeneficiaries,
    ...(residualEstate.ultimateBeneficiaries ?? []),
    ...specificGifts,
  ];
  if (entries.some((entry) => entry.personId === SPOUSE_ID)) return [];
  // Or by name in a gift to several together ("Lucy and Leo Evans").
  if (inheritsUnderTheWill(formData, spouseName)) return [];
  return [
    finding(
      "spouse-not-provided-for",
      "review",
      STATUTES.familyProvision,
      `Your husband, wife or civil partner, ${spouseName.trim()}, gets nothing in this will. They could ask a court for a share. Please talk to a legal professional before you sign.`,
      "residualEstate.beneficiaries",
    ),
  ];
}

/**
 * A mirror will copies the testator's children into the spouse's will as the spouse's children
 * (core/will/people.ts). A stepchild there becomes the spouse's child, which is usually right, but
 * a child of the testator's earlier relationship becomes the spouse's child too, which is not: in a
 * blended family each will must say whose child each one is, which the form does not ask.
 */
function checkBlendedMirror(formData: WillFormData): LegalFinding[] {
  const { beneficiaries, contingentBeneficiaries } = formData.residualEstate;
  const named = [
    ...beneficiaries,
    ...contingentBeneficiaries,
    ...formData.familyInfo.children.flatMap((child) => child.guardians),
    ...formData.specificGifts.map((gift) => ({
      fullName: gift.beneficiary,
      relationship: gift.relationship,
    })),
  ];
  const step = named.find((entry) => STEPCHILD.test(kinWord(entry.relationship)));
  // A former partner (a guardian who is a child's other parent, say) means children of an
  // earlier relationship: the mirror will would call them the spouse's, and appoint their guardian.
  const former = named.find((entry) => isFormerPartnerRelationship(entry.relationship));
  const why = step
    ? `Your family includes a stepchild, ${step.fullName.trim()}.`
    : former
      ? `Your will names ${former.fullName.trim()} as your ${kinWord(former.relationship)}, so you may have children from an earlier relationship.`
      : null;
  if (!why) return [];
  return [
    finding(
      "mirror-blended-family",
      "review",
      STATUTES.ourCheck,
      `${why} A mirror will copies your children, and their guardians, into your husband's, wife's or civil partner's will as their own children. If any of your children is not also theirs, their mirror will would call that child theirs. Please check both wills with a legal professional, or make separate wills.`,
      "familyInfo.hasMirrorWill",
    ),
  ];
}

/**
 * The testator's own relatives, family or faith, as their words name them: "my sister", "my
 * mother's", "my family", "my faith". Copied into the spouse's mirror will, they name the spouse's.
 */
const MY_OWN =
  /\bmy\s+(?:own\s+|late\s+)?(?:mother|father|mum|mam|dad|parents?|sisters?|brothers?|siblings?|family|relatives|side|husband|wife|spouse|partner|aunts?|auntie|uncles?|cousins?|nieces?|nephews?|grandmother|grandfather|grandparents?|nan|nana|gran|granny|grandma|grandpa|in-laws|(?:mother|father|sister|brother)-in-law|faith|religion|church)\b/iu;

/**
 * A mirror will copies each child's care wishes word for word (core/will/people.ts), so "my
 * sister" in the testator's wishes is the spouse's sister in the spouse's will: a guardian or court
 * reading it would look for someone else. Names mean the same person in both wills.
 */
function checkMirrorCareWishes(formData: WillFormData): LegalFinding[] {
  return formData.familyInfo.children.flatMap((child, index) => {
    const words = MY_OWN.exec(child.guardianshipRequests ?? "")?.[0];
    if (!words) return [];
    return [
      finding(
        "mirror-care-wishes-in-your-words",
        "warn",
        STATUTES.ourCheck,
        `Your wishes for ${child.fullName}'s upbringing say "${words}". The mirror will copies these wishes, word for word, as your husband's, wife's or civil partner's own, where "${words}" would mean theirs, not yours. Write names instead (for example "Jane Hall", not "my sister"), so that both wills mean the same people.`,
        `familyInfo.children.${index}.guardians`,
      ),
    ];
  });
}

/**
 * The testator keeps a will made abroad for property there, and the will excepts it from its
 * revocation. The mirror will does not copy that exception (the form never asked whether the
 * spouse has such a will): its "I revoke all my earlier wills" would revoke a will the spouse made
 * in that country too (Wills Act 1837 s.20), and their property there would pass under the mirror
 * will, or that country's law, rather than as their will there says.
 */
function checkMirrorForeignWill(formData: WillFormData): LegalFinding[] {
  const country = formData.circumstances.foreignWillCountry?.trim();
  if (!country) return [];
  const spouse = formData.familyInfo.spouseName?.trim() ?? "";
  return [
    finding(
      "mirror-foreign-will",
      "review",
      STATUTES.revocation,
      `Your will keeps your will made in ${country} for your property there. The mirror will for ${spouse} does not: it cancels all their earlier wills, including any will they made in ${country}. If ${spouse} has a will there, or owns property there with you, please talk to a legal professional before either of you signs, so that their will keeps it too.`,
      "familyInfo.hasMirrorWill",
    ),
  ];
}

/** A mirror will is written for the spouse or civil partner named in the form. */
export function checkMirrorWill(formData: WillFormData): LegalFinding[] {
  const { hasMirrorWill, maritalStatus, spouseName } = formData.familyInfo;
  if (!hasMirrorWill) return [];
  if (maritalStatus === "married" && spouseName !== undefined && spouseName.trim() !== "") {
    return [
      ...checkBlendedMirror(formData),
      ...checkMirrorCareWishes(formData),
      ...checkMirrorForeignWill(formData),
    ];
  }
  return [
    finding(
      "mirror-will-needs-spouse",
      "block",
      STATUTES.ourCheck,
      "A mirror will is for a married couple or civil partners. Add your husband's, wife's or civil partner's name, or turn the mirror will off.",
      "familyInfo.hasMirrorWill",
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// When a professional should look at the will

/** Each circumstance docs/legal.md says needs a professional, with its reason. */
export function checkNeedsProfessional(formData: WillFormData): LegalFinding[] {
  const circumstances = formData.circumstances;
  const findings: LegalFinding[] = [];
  if (circumstances.hasPropertyAbroad) {
    findings.push(
      finding(
        "property-abroad",
        "review",
        STATUTES.foreignProperty,
        circumstances.foreignWillCountry
          ? `You own property in another country and keep your will made in ${circumstances.foreignWillCountry.trim()} for your property there. This will does not cancel that will and leaves that property to it. Please talk to a legal professional so the two wills fit together.`
          : "You own property in another country. That country's laws may decide who gets it, and you may need a will there too. If you already have a will there, tell us, so this will does not cancel it. Please talk to a legal professional.",
        "circumstances.hasPropertyAbroad",
      ),
    );
  }
  if (circumstances.hasBusinessProperty) {
    findings.push(
      finding(
        "business-property",
        "review",
        STATUTES.inheritanceTax,
        "You own a business or a farm. Special tax rules apply to these, and the business may need its own plans. Please talk to a legal professional.",
        "circumstances.hasBusinessProperty",
      ),
    );
  }
  if (circumstances.excludesSpouseOrChild) {
    findings.push(
      finding(
        "excludes-spouse-or-child",
        "review",
        STATUTES.familyProvision,
        "You want to leave out a husband, wife, civil partner or child. They could ask a court for a share. A legal professional can help you lower that risk.",
        "circumstances.excludesSpouseOrChild",
      ),
    );
  }
  if (circumstances.hasVulnerableBeneficiary) {
    findings.push(
      finding(
        "vulnerable-beneficiary",
        "review",
        STATUTES.disabledBeneficiary,
        "Someone in your will is disabled or gets benefits that depend on how much money they have. A gift could stop those benefits. A special trust can protect them. Please talk to a legal professional.",
        "circumstances.hasVulnerableBeneficiary",
      ),
    );
  }
  if (circumstances.wantsLifeInterest) {
    findings.push(
      finding(
        "life-interest",
        "review",
        STATUTES.lifeInterest,
        "You want someone to use something for the rest of their life before it passes on. This needs a special trust with its own tax rules. Please talk to a legal professional.",
        "circumstances.wantsLifeInterest",
      ),
    );
  }
  // The age the will's children's trust uses: none without children, whatever was stored.
  const trustAge = childrensTrustAge(formData);
  if (trustAge !== null && trustAge > DEFAULT_INHERITANCE_AGE) {
    findings.push(
      finding(
        "inheritance-age-over-25",
        "review",
        STATUTES.trustAge,
        `You chose ${trustAge} as the age your children get their share. An age over ${DEFAULT_INHERITANCE_AGE} can mean more tax. Please talk to a legal professional.`,
        "residualEstate.trustInfo.inheritanceAge",
      ),
    );
  }
  findings.push(...checkInheritanceTax(formData));
  return findings;
}

/**
 * Inheritance Tax Act 1984: an estate at or above NEAR_THRESHOLD_FRACTION of the tax-free bands
 * (the nil-rate band, plus the residence nil-rate band when there are children to leave a home to).
 */
export function checkInheritanceTax(formData: WillFormData): LegalFinding[] {
  const value = formData.circumstances.estimatedEstateValue;
  if (value === undefined) return [];
  const hasChildren = formData.familyInfo.children.length > 0;
  const taxFree = NIL_RATE_BAND_GBP + (hasChildren ? RESIDENCE_NIL_RATE_BAND_GBP : 0);
  if (value < NEAR_THRESHOLD_FRACTION * taxFree) return [];
  const parts = [
    `Your estate of about ${pounds(value)} is ${value >= taxFree ? "over" : "close to"} the ${pounds(taxFree)} you can usually leave without paying inheritance tax${
      hasChildren
        ? ` (${pounds(NIL_RATE_BAND_GBP)}, plus ${pounds(RESIDENCE_NIL_RATE_BAND_GBP)} when your home goes to your children or grandchildren)`
        : ""
    }.`,
  ];
  const maritalStatus = formData.familyInfo.maritalStatus;
  if (maritalStatus === "married") {
    parts.push(
      `Gifts to your husband, wife or civil partner are free of this tax, and any allowance you do not use can pass to them, so a couple can leave up to ${pounds(2 * (NIL_RATE_BAND_GBP + RESIDENCE_NIL_RATE_BAND_GBP))}.`,
    );
  } else if (maritalStatus === "widowed") {
    parts.push(
      "If your husband, wife or civil partner died before you, you may be able to add any allowance they did not use.",
    );
  }
  if (value > RESIDENCE_NIL_RATE_BAND_TAPER_THRESHOLD_GBP) {
    parts.push(
      `Your estate is over ${pounds(RESIDENCE_NIL_RATE_BAND_TAPER_THRESHOLD_GBP)}, so the extra allowance for a home gets smaller: it goes down by £1 for every £2 over that.`,
    );
  }
  parts.push("Please talk to a legal professional.");
  return [
    finding(
      "estate-near-tax-threshold",
      "review",
      STATUTES.inheritanceTax,
      parts.join(" "),
      "circumstances.estimatedEstateValue",
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// All of them

/**
 * The people model's findings (core/will/people.ts): a role that names the testator blocks the
 * will; a spouse typed differently in a role is taken to be the spouse, and the user is told.
 */
export function checkPeople(formData: WillFormData): LegalFinding[] {
  return resolveWill(formData).findings;
}

/**
 * Other wishes that read as instructions (a gift, shares, executors, a witness, a business,
 * property abroad): the will prints them as not binding, so the user must move them or keep them
 * knowingly (core/legal/wishes.ts).
 */
export function checkWishes(formData: WillFormData, options?: CheckOptions): LegalFinding[] {
  return withModelWishes(formData.otherWishes, "otherWishes", options?.wishReading ?? null);
}

/**
 * A gift or share to a charity should name it as registered, with its number, so the executors
 * pay the right one (the will's receipt clause then discharges them).
 */
export function checkCharities(formData: WillFormData): LegalFinding[] {
  return namedEntries(formData)
    .filter((entry) => saysCharity(entry) && !hasRegisteredNumber(entry.fullName))
    .map((entry) =>
      finding(
        "charity-number-missing",
        "warn",
        STATUTES.charity,
        `${entry.fullName.trim()} looks like a charity. Write its name as it is registered, with its registered charity number (for example "Oxfam (registered charity 202918)"), so your executors pay the right one.`,
        entry.field,
      ),
    );
}

/**
 * Administration of Estates Act 1925 s.35: a gift of land bears its mortgage unless the will says
 * otherwise. A gift whose own words mention a mortgage is left to those words (the will's general
 * sentence yields to them), so they must say plainly who pays it.
 */
export function checkGiftMortgages(formData: WillFormData): LegalFinding[] {
  return formData.specificGifts.flatMap((gift, index) =>
    giftSpeaksOfMortgage(gift)
      ? [
          finding(
            "gift-mortgage-words",
            "warn",
            STATUTES.mortgage,
            `Your gift of "${gift.description.trim()}" to ${gift.beneficiary.trim()} mentions a mortgage. Your will follows your words for this gift, so make sure they say plainly who pays the mortgage: ${gift.beneficiary.trim()} takes it over, or your executors pay it off out of the rest of your estate, which leaves less for the people who share it. Without a will saying otherwise, the person given a home takes over its mortgage.`,
            `specificGifts.${index}`,
          ),
        ]
      : [],
  );
}

/**
 * A gift is one thing: "everything" or "my estate" typed as a gift would give the whole estate to
 * one person while the residuary clause gives what is left (nothing, or everything, at odds) to
 * others. Who gets the estate belongs on the Estate page, so such a gift blocks.
 */
export function checkGiftOfWholeEstate(formData: WillFormData): LegalFinding[] {
  return formData.specificGifts.flatMap((gift, index) => {
    const what = gift.description.trim();
    if (describesWholeEstate(gift.description))
      return [
        finding(
          "gift-of-whole-estate",
          "block",
          STATUTES.ourCheck,
          `"${what}" is your whole estate, not one gift. A gift here is one thing, such as a car, a sum of money or a house. Say who gets the rest of your estate on the Estate page instead, and remove this gift.`,
          `specificGifts.${index}`,
        ),
      ];
    if (describesShareOfEstate(gift.description))
      return [
        finding(
          "gift-of-a-share-of-the-estate",
          "block",
          STATUTES.ourCheck,
          `"${what}" is a share of your whole estate, not one gift. As a gift it would leave unclear what it is a share of (before or after your debts, the tax and your other gifts), and the tax on it would come out of everyone else's share. Give shares of your estate on the Estate page, as percentages of what is left, and remove this gift.`,
          `specificGifts.${index}`,
        ),
      ];
    return [];
  });
}

/**
 * Land owned with someone as joint tenants passes to the other owner on death by survivorship,
 * outside the will, so a gift of it by will does nothing; owned as tenants in common, the share
 * passes by the will. The form does not ask how a home is owned, so every gift of land says so.
 */
export function checkJointlyOwnedLand(formData: WillFormData): LegalFinding[] {
  return formData.specificGifts.flatMap((gift, index) =>
    isGiftOfLand(gift)
      ? [
          finding(
            "gift-land-owned-jointly",
            "warn",
            STATUTES.jointTenancy,
            `If you own "${gift.description.trim()}" with someone else, check how you own it. As joint tenants (the usual way for couples), your share passes to the other owner when you die, whatever your will says, and ${gift.beneficiary.trim()} would not receive it. As tenants in common, your share passes by your will. HM Land Registry's title register says which. To leave your share by your will, you can end a joint tenancy by giving the other owner notice in writing.`,
            `specificGifts.${index}`,
          ),
        ]
      : [],
  );
}

/**
 * A gift's condition is printed in the user's own words, and the gift fails (into the residue) when
 * it is not met. A condition about an age can leave unclear when the gift is paid and who takes it
 * if the person dies younger: the will already holds a gift to anyone under 18 until 18 (and to the
 * testator's children until the trust age), so the advice says so (docs/legal.md, "Specific gifts").
 */
export function checkGiftConditions(formData: WillFormData): LegalFinding[] {
  const trustAge = childrensTrustAge(formData);
  const heldUntil =
    trustAge === null
      ? `until they are ${MINIMUM_AGE}`
      : `until they are ${MINIMUM_AGE}, and anything you leave your children until they are ${trustAge}`;
  return formData.specificGifts.flatMap((gift, index) => {
    const condition = gift.conditions?.trim();
    if (!condition) return [];
    const who = gift.beneficiary.trim();
    const age = conditionSpeaksOfAge(gift)
      ? ` A condition about an age can leave it unclear when ${who} gets the gift, and who gets it if ${who} dies younger. Your will already keeps anything you leave to someone under ${MINIMUM_AGE} ${heldUntil}. If you mean ${who} gets the gift only if they are old enough when you die, say so, for example "if they are 21 or over when I die". To keep a gift until someone is older, talk to a legal professional.`
      : "";
    return [
      finding(
        "gift-condition",
        "warn",
        STATUTES.ourCheck,
        `Your gift of "${gift.description.trim()}" to ${who} has a condition: "${condition}". Your will prints it in your words, so they must say exactly what has to happen. If the condition is not met, ${who} does not get the gift, and it goes into the rest of your estate.${age}`,
        `specificGifts.${index}`,
      ),
    ];
  });
}

/** Every check, in the order its findings appear within a severity. */
export const LEGAL_CHECKS: readonly LegalCheck[] = [
  { name: "checkTestatorAge", reads: ["personalInfo"], run: checkTestatorAge },
  {
    name: "checkPeople",
    reads: ["personalInfo", "familyInfo", "residualEstate", "executorInfo", "specificGifts"],
    run: checkPeople,
  },
  { name: "checkMirrorWill", reads: ["familyInfo", "circumstances"], run: checkMirrorWill },
  { name: "checkResiduaryEstate", reads: ["residualEstate"], run: checkResiduaryEstate },
  { name: "checkOnePersonPerShare", reads: ["residualEstate"], run: checkOnePersonPerShare },
  { name: "checkNamedTwice", reads: ["residualEstate", "executorInfo"], run: checkNamedTwice },
  { name: "checkGroupNames", reads: ["residualEstate", "specificGifts"], run: checkGroupNames },
  {
    name: "checkRelationshipNames",
    reads: ["residualEstate", "specificGifts", "executorInfo", "familyInfo"],
    run: checkRelationshipNames,
  },
  {
    name: "checkPersonBesideOrganisation",
    reads: ["residualEstate", "specificGifts"],
    run: checkPersonBesideOrganisation,
  },
  {
    name: "checkAlternativeNames",
    reads: ["familyInfo", "residualEstate", "specificGifts", "executorInfo"],
    run: checkAlternativeNames,
  },
  {
    name: "checkJointGiftRelationships",
    reads: ["specificGifts", "familyInfo"],
    run: checkJointGiftRelationships,
  },
  { name: "checkJointGiftsSayingEach", reads: ["specificGifts"], run: checkJointGiftsSayingEach },
  { name: "checkExecutors", reads: ["executorInfo"], run: checkExecutors },
  { name: "checkGuardians", reads: ["familyInfo"], run: checkGuardians },
  { name: "checkGuardianAppointments", reads: ["familyInfo"], run: checkGuardianAppointments },
  {
    name: "checkMinorBeneficiaries",
    reads: ["familyInfo", "residualEstate", "specificGifts", "executorInfo"],
    run: checkMinorBeneficiaries,
  },
  { name: "checkWitnesses", reads: [], run: checkWitnesses },
  {
    name: "checkUnmarriedPartner",
    reads: ["familyInfo", "circumstances", "residualEstate", "specificGifts"],
    run: checkUnmarriedPartner,
  },
  { name: "checkMarriageRevokes", reads: ["circumstances"], run: checkMarriageRevokes },
  { name: "checkDivorce", reads: ["familyInfo"], run: checkDivorce },
  {
    name: "checkSpouseWordsUnmarried",
    reads: ["familyInfo", "residualEstate", "specificGifts"],
    run: checkSpouseWordsUnmarried,
  },
  { name: "checkWishes", reads: ["otherWishes"], run: checkWishes },
  { name: "checkCharities", reads: ["residualEstate", "specificGifts"], run: checkCharities },
  { name: "checkGiftOfWholeEstate", reads: ["specificGifts"], run: checkGiftOfWholeEstate },
  { name: "checkGiftMortgages", reads: ["specificGifts"], run: checkGiftMortgages },
  { name: "checkJointlyOwnedLand", reads: ["specificGifts"], run: checkJointlyOwnedLand },
  {
    name: "checkGiftConditions",
    reads: ["specificGifts", "familyInfo", "residualEstate"],
    run: checkGiftConditions,
  },
  { name: "checkSubstitution", reads: ["residualEstate", "familyInfo"], run: checkSubstitution },
  { name: "checkStepchildren", reads: ["residualEstate", "specificGifts"], run: checkStepchildren },
  {
    name: "checkSpouseProvidedFor",
    reads: ["familyInfo", "residualEstate", "specificGifts"],
    run: checkSpouseProvidedFor,
  },
  {
    name: "checkNeedsProfessional",
    reads: ["circumstances", "residualEstate", "familyInfo"],
    run: checkNeedsProfessional,
  },
];

/** Runs some checks and orders their findings: block, then warn, then review; otherwise in check order. */
export function runChecks(
  checks: readonly LegalCheck[],
  formData: WillFormData,
  options: CheckOptions,
): LegalFinding[] {
  requireCalendarDate(options.today, "today");
  // Every check but the people model's own reads the resolved will, so a finding quotes each
  // person's name as the will prints it, not as one field happened to type it.
  const resolved = resolveWill(formData).formData;
  return bySeverity(
    checks.flatMap((check) => check.run(check.run === checkPeople ? formData : resolved, options)),
  );
}

/** Findings ordered block, then warn, then review; otherwise in the order given. */
function bySeverity(findings: readonly LegalFinding[]): LegalFinding[] {
  return findings
    .map((found, index) => ({ found, index }))
    .sort((a, b) => SEVERITY_ORDER[a.found.severity] - SEVERITY_ORDER[b.found.severity] || a.index - b.index)
    .map(({ found }) => found);
}

/** The checks the form runs for the step that edits `section`. */
export function checksReading(section: WillFormSection): LegalCheck[] {
  return LEGAL_CHECKS.filter((check) => check.reads.includes(section));
}

/** Every legal check on a will. Throws a RangeError when `today` is not a real YYYY-MM-DD date. */
export function checkWill(formData: WillFormData, options: CheckOptions): LegalFinding[] {
  return runChecks(LEGAL_CHECKS, formData, options);
}

/** The findings of one document that will be rendered: the will, or the spouse's mirror will. */
export interface DocumentFindings {
  document: "will" | "mirror";
  /** The testator of this document, as the will prints the name. */
  testator: string;
  findings: LegalFinding[];
}

/**
 * The checks on the spouse's mirror will: every check, except that a date of birth the form never
 * asked for is a warning (the spouse is married, so an adult, but the form must ask).
 */
function checkMirror(mirror: WillFormData, options: CheckOptions): LegalFinding[] {
  const checks = mirror.personalInfo.dateOfBirth
    ? LEGAL_CHECKS
    : LEGAL_CHECKS.filter((check) => check.name !== "checkTestatorAge");
  const findings = runChecks(checks, mirror, options);
  if (mirror.personalInfo.dateOfBirth) return findings;
  return [
    finding(
      "mirror-date-of-birth-unknown",
      "warn",
      STATUTES.testatorAge,
      `We do not know ${mirror.personalInfo.fullName}'s date of birth. They must be ${MINIMUM_AGE} or over to make their mirror will.`,
      "familyInfo.spouseDateOfBirth",
    ),
    ...findings,
  ];
}

/**
 * The checks on every document that is rendered: the will and, for a mirror pair, the spouse's
 * mirror will (derived as core/will/people.ts says). The will's findings come first.
 */
export function checkWillDocuments(formData: WillFormData, options: CheckOptions): DocumentFindings[] {
  const resolved = resolveWill(formData);
  const documents: DocumentFindings[] = [
    {
      document: "will",
      testator: resolved.formData.personalInfo.fullName,
      findings: checkWill(formData, options),
    },
  ];
  const mirror = mirrorResolvedWill(resolved);
  if (mirror) {
    documents.push({
      document: "mirror",
      testator: mirror.formData.personalInfo.fullName,
      findings: checkMirror(mirror.formData, options),
    });
  }
  return documents;
}

/**
 * Findings a mirror will repeats from the will's own answers, in words that would mislead: a child
 * typed with the spouse's name is one person with the spouse in the will, so in the spouse's mirror
 * will the "child" is the testator ("David is named as your child"). The will's finding says what
 * to change; the mirror's adds nothing.
 */
const SAME_CAUSE_IN_MIRROR = new Set(["child-has-spouse-name"]);

/**
 * Every finding of every document, as one list for a page or a log: the mirror will's findings
 * that the will does not already have are marked with whose will they are about.
 */
export function checkAllDocuments(formData: WillFormData, options: CheckOptions): LegalFinding[] {
  const [will, ...others] = checkWillDocuments(formData, options);
  const findings = [...(will?.findings ?? [])];
  const known = (found: LegalFinding) =>
    findings.some(
      (other) =>
        other.code === found.code &&
        (other.message === found.message || SAME_CAUSE_IN_MIRROR.has(found.code)),
    );
  for (const document of others) {
    for (const found of document.findings) {
      if (known(found)) continue;
      findings.push({ ...found, message: `In ${document.testator}'s mirror will: ${found.message}` });
    }
  }
  return bySeverity(findings);
}
