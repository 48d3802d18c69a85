import {
  type Beneficiary,
  type Child,
  type ContingentBeneficiary,
  type Executor,
  type SpecificGift,
  type WillFormData,
} from "./form-data.ts";
import { EXECUTOR_ROLES } from "./executors.ts";
import { displayName, isMirrorPair, normaliseName, resolveWill } from "./people.ts";
import { formatPercentage } from "./render.ts";
import { childrensTrustAge, hasSpouse } from "./rules.ts";

/**
 * What changed between two versions of a will, in plain language (docs/product.md section 12).
 *
 * People are matched by who they are, not by where they sit in a list: each version is resolved
 * (core/will/people.ts) so every entry carries its person's name spelt one way, and a person in the
 * earlier version is the same person in the later one when their names are the same after
 * `normaliseName` (NFC, trimmed, inner white space collapsed, case folded). Reordering the
 * beneficiaries, or typing "tom  JONES" for "Tom Jones", is therefore no change; a renamed person
 * is one removed and one added, which is what the new will says.
 */

export type ChangeSection = "you" | "family" | "guardians" | "gifts" | "estate" | "executors" | "wishes";

export interface WillChange {
  section: ChangeSection;
  /** What changed, as the start of a sentence: "Tom Jones's share of the rest of the estate". */
  subject: string;
  /** The earlier version's value, or null when the thing is new. */
  before: string | null;
  /** The later version's value, or null when the thing was removed. */
  after: string | null;
}

/** The change as one line: "Tom Jones's share of the rest of the estate: 50% → 40%". */
export function describeChange(change: WillChange): string {
  if (change.before !== null && change.after !== null) {
    return `${change.subject}: ${change.before} → ${change.after}`;
  }
  return `${change.subject}: ${change.after ?? change.before ?? ""}`;
}

/** Headings for the sections, in the order the will's parts come. */
export const CHANGE_SECTION_TITLES: Record<ChangeSection, string> = {
  you: "You",
  family: "Your family",
  guardians: "Guardians",
  gifts: "Gifts",
  estate: "The rest of your estate",
  executors: "Executors",
  wishes: "Your wishes",
};

const NONE = "none";
/** Long texts (wishes, gift conditions) are quoted up to this many characters. */
const QUOTE_LENGTH = 80;

function quote(text: string | undefined): string {
  const value = displayName(text ?? "");
  if (!value) return NONE;
  return `“${value.length > QUOTE_LENGTH ? `${value.slice(0, QUOTE_LENGTH - 1)}…` : value}”`;
}

const key = (name: string) => normaliseName(name);

class Changes {
  readonly list: WillChange[] = [];

  /** Records a change when the two values differ (a value of null or "" is "none"). */
  compare(section: ChangeSection, subject: string, before: string | null, after: string | null) {
    const b = before === null || before === "" ? null : before;
    const a = after === null || after === "" ? null : after;
    if (b === a) return;
    this.list.push({ section, subject, before: b ?? NONE, after: a ?? NONE });
  }

  added(section: ChangeSection, subject: string, after: string) {
    this.list.push({ section, subject, before: null, after });
  }

  removed(section: ChangeSection, subject: string, before: string) {
    this.list.push({ section, subject, before, after: null });
  }
}

/** Pairs two lists by a key: entries in both, only in the earlier, only in the later. */
function pairBy<T>(before: T[], after: T[], keyOf: (entry: T) => string) {
  const later = new Map(after.map((entry) => [keyOf(entry), entry]));
  const earlier = new Map(before.map((entry) => [keyOf(entry), entry]));
  return {
    both: before
      .filter((entry) => later.has(keyOf(entry)))
      .map((entry) => [entry, later.get(keyOf(entry)) as T] as const),
    removed: before.filter((entry) => !later.has(keyOf(entry))),
    added: after.filter((entry) => !earlier.has(keyOf(entry))),
  };
}

function compareYou(changes: Changes, before: WillFormData, after: WillFormData) {
  changes.compare("you", "Your name", before.personalInfo.fullName, after.personalInfo.fullName);
  changes.compare(
    "you",
    "Your address",
    displayName(before.personalInfo.address),
    displayName(after.personalInfo.address),
  );
  const marriage = (data: WillFormData) => data.circumstances.expectedMarriageTo ?? null;
  changes.compare(
    "you",
    "Made expecting marriage or civil partnership to",
    marriage(before),
    marriage(after),
  );
  const abroad = (data: WillFormData) => data.circumstances.foreignWillCountry ?? null;
  changes.compare("you", "A will kept for your property abroad", abroad(before), abroad(after));
}

const MARITAL_STATUS: Record<WillFormData["familyInfo"]["maritalStatus"], string> = {
  single: "single",
  married: "married or in a civil partnership",
  divorced: "divorced or civil partnership dissolved",
  widowed: "widowed",
};

const childText = (child: Child) => `${child.fullName}, aged ${child.age}`;

function compareFamily(changes: Changes, before: WillFormData, after: WillFormData) {
  const b = before.familyInfo;
  const a = after.familyInfo;
  changes.compare(
    "family",
    "Marital status",
    MARITAL_STATUS[b.maritalStatus],
    MARITAL_STATUS[a.maritalStatus],
  );
  const spouse = (data: WillFormData) =>
    hasSpouse(data.familyInfo) ? (data.familyInfo.spouseName ?? null) : null;
  if (key(spouse(before) ?? "") !== key(spouse(after) ?? "")) {
    changes.compare("family", "Your spouse or civil partner", spouse(before), spouse(after));
  }
  const mirror = (data: WillFormData) =>
    isMirrorPair(data) ? `a matching will for ${spouse(data) ?? ""}` : null;
  changes.compare("family", "Mirror will", mirror(before), mirror(after));
  const children = pairBy(b.children, a.children, (child) => key(child.fullName));
  children.removed.forEach((child) => changes.removed("family", "Child no longer listed", child.fullName));
  children.added.forEach((child) => changes.added("family", "Child added", childText(child)));
  for (const [earlier, later] of children.both) {
    changes.compare("family", `${later.fullName}'s age`, String(earlier.age), String(later.age));
    if (guardianKey(earlier) !== guardianKey(later)) {
      changes.compare(
        "guardians",
        `Guardians for ${later.fullName}`,
        guardianText(earlier),
        guardianText(later),
      );
    }
  }
  children.added
    .filter((child) => child.guardians.length > 0)
    .forEach((child) =>
      changes.added("guardians", `Guardians for ${child.fullName}`, guardianText(child) ?? ""),
    );
}

/**
 * A child's guardians in the order they are appointed: guardians with the same order act together
 * (their order among themselves means nothing), a later order steps in after them.
 */
function guardianGroups(child: Child): string[][] {
  const orders = [...new Set(child.guardians.map((guardian) => guardian.order))].sort((x, y) => x - y);
  return orders.map((order) =>
    child.guardians
      .filter((guardian) => guardian.order === order)
      .map((guardian) => guardian.fullName)
      .sort((x, y) => key(x).localeCompare(key(y))),
  );
}

const guardianKey = (child: Child) => JSON.stringify(guardianGroups(child).map((group) => group.map(key)));

/** "Ann Lee and Bob Lee, then Cara Hall", or null without guardians. */
function guardianText(child: Child): string | null {
  const groups = guardianGroups(child).map((group) => group.join(" and "));
  return groups.length > 0 ? groups.join(", then ") : null;
}

const giftText = (gift: SpecificGift) => `${quote(gift.description)} to ${gift.beneficiary}`;

/**
 * Gifts are matched first by what and to whom, then by what (the recipient changed), then by to
 * whom (the description changed); what is left was added or removed.
 */
function compareGifts(changes: Changes, before: SpecificGift[], after: SpecificGift[]) {
  let earlier = [...before];
  let later = [...after];
  const match = (
    same: (x: SpecificGift, y: SpecificGift) => boolean,
    report: (x: SpecificGift, y: SpecificGift) => void,
  ) => {
    for (const gift of [...earlier]) {
      const partner = later.find((candidate) => same(gift, candidate));
      if (!partner) continue;
      report(gift, partner);
      earlier = earlier.filter((entry) => entry !== gift);
      later = later.filter((entry) => entry !== partner);
    }
  };
  const sameWhat = (x: SpecificGift, y: SpecificGift) => key(x.description) === key(y.description);
  const sameWho = (x: SpecificGift, y: SpecificGift) => key(x.beneficiary) === key(y.beneficiary);
  const conditions = (x: SpecificGift, y: SpecificGift) => {
    if (key(x.conditions ?? "") !== key(y.conditions ?? "")) {
      changes.compare(
        "gifts",
        `Conditions of the gift of ${giftText(y)}`,
        quote(x.conditions),
        quote(y.conditions),
      );
    }
  };
  match((x, y) => sameWhat(x, y) && sameWho(x, y), conditions);
  match(sameWhat, (x, y) => {
    changes.compare("gifts", `Who receives ${quote(y.description)}`, x.beneficiary, y.beneficiary);
    conditions(x, y);
  });
  match(sameWho, (x, y) => {
    changes.compare("gifts", `Gift to ${y.beneficiary}`, quote(x.description), quote(y.description));
    conditions(x, y);
  });
  earlier.forEach((gift) => changes.removed("gifts", "Gift removed", giftText(gift)));
  later.forEach((gift) => changes.added("gifts", "Gift added", giftText(gift)));
}

type Share = Beneficiary | ContingentBeneficiary;

/** Shares of one list: "Tom Jones's share of the rest of the estate: 50% → 40%". */
function compareShares(changes: Changes, what: string, before: Share[], after: Share[]) {
  const shares = pairBy(before, after, (share) => key(share.fullName));
  for (const [earlier, later] of shares.both) {
    changes.compare(
      "estate",
      `${later.fullName}'s ${what}`,
      formatPercentage(earlier.percentage),
      formatPercentage(later.percentage),
    );
  }
  shares.removed.forEach((share) =>
    changes.removed(
      "estate",
      `${share.fullName} no longer has a ${what}`,
      `was ${formatPercentage(share.percentage)}`,
    ),
  );
  shares.added.forEach((share) =>
    changes.added("estate", `${share.fullName} now has a ${what}`, formatPercentage(share.percentage)),
  );
}

function compareEstate(changes: Changes, before: WillFormData, after: WillFormData) {
  const b = before.residualEstate;
  const a = after.residualEstate;
  compareShares(changes, "share of the rest of the estate", b.beneficiaries, a.beneficiaries);
  compareShares(
    changes,
    "back-up share of the rest of the estate",
    b.contingentBeneficiaries,
    a.contingentBeneficiaries,
  );
  compareShares(
    changes,
    "share if every other gift fails",
    b.ultimateBeneficiaries ?? [],
    a.ultimateBeneficiaries ?? [],
  );
  const trust = (data: WillFormData) => {
    const age = childrensTrustAge(data);
    return age === null ? null : `until they are ${age}`;
  };
  changes.compare("estate", "Children's shares held in trust", trust(before), trust(after));
}

function executorList(data: WillFormData): Executor[] {
  return [data.executorInfo.primary, ...(data.executorInfo.coExecutors ?? [])];
}

function compareExecutors(changes: Changes, before: WillFormData, after: WillFormData) {
  const acting = pairBy(executorList(before), executorList(after), (executor) => key(executor.fullName));
  const role = `${EXECUTOR_ROLES.primary.charAt(0).toUpperCase()}${EXECUTOR_ROLES.primary.slice(1)}`;
  acting.removed.forEach((executor) => changes.removed("executors", `${role} removed`, executor.fullName));
  acting.added.forEach((executor) => changes.added("executors", `${role} added`, executor.fullName));
  const alternate = (data: WillFormData) => data.executorInfo.alternate;
  const replacement = `Your ${EXECUTOR_ROLES.alternate}`;
  if (key(alternate(before)?.fullName ?? "") !== key(alternate(after)?.fullName ?? "")) {
    changes.compare(
      "executors",
      replacement,
      alternate(before)?.fullName ?? null,
      alternate(after)?.fullName ?? null,
    );
  }
  const same = [...acting.both];
  const alternates = [alternate(before), alternate(after)] as const;
  if (alternates[0] && alternates[1] && key(alternates[0].fullName) === key(alternates[1].fullName)) {
    same.push([alternates[0], alternates[1]]);
  }
  for (const [earlier, later] of same) {
    changes.compare(
      "executors",
      `${later.fullName}'s address`,
      displayName(earlier.address),
      displayName(later.address),
    );
    changes.compare("executors", `${later.fullName}'s phone number or email`, earlier.contact, later.contact);
  }
}

function compareWishes(changes: Changes, before: WillFormData, after: WillFormData) {
  for (const [field, subject] of [
    ["funeralWishes", "Funeral wishes"],
    ["otherWishes", "Other wishes"],
  ] as const) {
    if (displayName(before[field] ?? "") !== displayName(after[field] ?? "")) {
      changes.compare("wishes", subject, quote(before[field]), quote(after[field]));
    }
  }
}

/**
 * The differences from `before` (the earlier version) to `after` (the later), in the order of the
 * will's parts. An empty list means the two versions say the same.
 */
export function diffWills(before: WillFormData, after: WillFormData): WillChange[] {
  const earlier = resolveWill(before).formData;
  const later = resolveWill(after).formData;
  const changes = new Changes();
  compareYou(changes, earlier, later);
  compareFamily(changes, earlier, later);
  compareGifts(changes, earlier.specificGifts, later.specificGifts);
  compareEstate(changes, earlier, later);
  compareExecutors(changes, earlier, later);
  compareWishes(changes, earlier, later);
  const order = Object.keys(CHANGE_SECTION_TITLES);
  return changes.list
    .map((change, index) => ({ change, index }))
    .sort((x, y) => order.indexOf(x.change.section) - order.indexOf(y.change.section) || x.index - y.index)
    .map(({ change }) => change);
}
