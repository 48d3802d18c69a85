import {
  displayName,
  isSameName,
  fullNameReadings,
  namesInEntry,
  resolveWill,
  TESTATOR_ID,
  type ResolvedWill,
} from "../will/people.ts";
import type { WillFormData } from "../will/form-data.ts";
import { jointGift } from "../will/gifts.ts";
import { MINIMUM_AGE, WITNESSES_REQUIRED } from "./figures.ts";

/**
 * The witness checker: the people a testator has in mind to witness their will, checked against
 * the will. Names are compared as core/will/people.ts compares them (NFC, white space, case
 * folding), with titles ("Dr.", "Mrs") ignored, and an entry naming several people ("Anna Smith
 * and Ben Smith") is checked person by person. What each result rests on: docs/legal.md,
 * "Choosing witnesses".
 */

export interface ProposedWitness {
  name: string;
  /** The witness's husband, wife or civil partner, if the user gives one. */
  spouseName?: string | undefined;
  /** Ticked by the user when the witness is under 18. */
  under18?: boolean | undefined;
}

/** "unsuitable": do not use them; "explained": allowed, with something to know; "suitable": nothing found. */
export type WitnessVerdict = "unsuitable" | "explained" | "suitable";

export interface WitnessNote {
  code: "testator" | "beneficiary" | "spouse-beneficiary" | "executor" | "under-18" | "twice" | "independent";
  verdict: WitnessVerdict;
  message: string;
  statute: string;
}

export interface WitnessResult {
  name: string;
  verdict: WitnessVerdict;
  notes: WitnessNote[];
}

export interface WitnessReport {
  witnesses: WitnessResult[];
  /** True when at least WITNESSES_REQUIRED witnesses are suitable or only "explained". */
  enough: boolean;
}

const S15_SAVED = "Wills Act 1837, s.15; Wills Act 1968, s.1";

/** Everyone the will gives something to, by person id, with what it gives them. */
function benefitsOf(resolved: ResolvedWill): Map<string, string> {
  const { residualEstate, specificGifts } = resolved.formData;
  const benefits = new Map<string, string>();
  const add = (id: string | undefined, what: string) => {
    if (id && !benefits.has(id)) benefits.set(id, what);
  };
  residualEstate.beneficiaries.forEach((entry) => add(entry.personId, "a share of your estate"));
  specificGifts.forEach((entry) => add(entry.personId, `a gift (${entry.description})`));
  residualEstate.contingentBeneficiaries.forEach((entry) =>
    add(entry.personId, "a back-up share of your estate"),
  );
  (residualEstate.ultimateBeneficiaries ?? []).forEach((entry) =>
    add(entry.personId, "a share if every other gift fails"),
  );
  return benefits;
}

function executorIds(resolved: ResolvedWill): Set<string> {
  const { primary, coExecutors, alternate } = resolved.formData.executorInfo;
  return new Set(
    [primary, ...(coExecutors ?? []), alternate]
      .map((entry) => entry?.personId)
      .filter((id) => id !== undefined),
  );
}

interface Named {
  fullName: string;
  personId?: string | undefined;
}

/**
 * Every name the will knows a person by, with their id: the name the will prints, and each name
 * the user typed for them in a role ("Emma Roberts" as beneficiary is "Emma Louise Roberts", the
 * spouse). Resolving keeps every list in order, so entry i of a list is entry i resolved.
 */
function namesOf(original: WillFormData, resolved: ResolvedWill): { name: string; id: string }[] {
  const names = resolved.people.map((person) => ({ name: person.fullName, id: person.id }));
  const pair = (typed: readonly Named[] | undefined, done: readonly Named[] | undefined) =>
    (typed ?? []).forEach((entry, index) => {
      const id = done?.[index]?.personId;
      if (id) names.push({ name: entry.fullName, id });
    });
  const [a, b] = [original, resolved.formData];
  pair(a.residualEstate.beneficiaries, b.residualEstate.beneficiaries);
  pair(a.residualEstate.contingentBeneficiaries, b.residualEstate.contingentBeneficiaries);
  pair(a.residualEstate.ultimateBeneficiaries, b.residualEstate.ultimateBeneficiaries);
  pair(
    a.specificGifts.map((gift) => ({ fullName: gift.beneficiary })),
    b.specificGifts.map((gift) => ({ fullName: gift.beneficiary, personId: gift.personId })),
  );
  const executors = (info: WillFormData["executorInfo"]) => [
    info.primary,
    ...(info.coExecutors ?? []),
    ...(info.alternate ? [info.alternate] : []),
  ];
  pair(executors(a.executorInfo), executors(b.executorInfo));
  return names;
}

const TITLE = /^(?:mr|mrs|ms|miss|mx|dr|prof|rev|sir|dame|lady|lord)\.?\s+/iu;

/** A name without the titles in front of it: "Rev. Dr Jane Doe" → "Jane Doe". A title alone stays. */
function withoutTitles(name: string): string {
  let rest = displayName(name);
  for (let next = rest.replace(TITLE, ""); next !== rest && next !== ""; next = rest.replace(TITLE, ""))
    rest = next;
  return rest;
}

/** Names compared as isSameName compares them, titles ignored. */
const sameName = (a: string, b: string) => isSameName(withoutTitles(a), withoutTitles(b));

/**
 * The people one typed entry names, when it names several (`namesInEntry`), titles dropped. A
 * first name alone takes the last person's surname as well ("Anna and Ben Smith" names Anna
 * Smith). An entry naming one person, or a firm's or charity's name that splits ("Marks and
 * Spencer"), gives parts no ordinary witness's full name matches, or none at all.
 */
function peopleIn(entry: string): string[] {
  const parts = namesInEntry(entry)
    .map(withoutTitles)
    .filter((part) => part !== "");
  return parts.length < 2 ? [] : fullNameReadings(parts);
}

interface Will {
  resolved: ResolvedWill;
  names: { name: string; id: string }[];
}

const personNamed = (will: Will, name: string) => {
  const id = will.names.find((entry) => sameName(entry.name, name))?.id;
  return id ? will.resolved.people.find((person) => person.id === id) : undefined;
};

interface SharedGift {
  /** The person as the entry names them: "Anna Smith". */
  part: string;
  /** The whole entry: "Anna Smith and Ben Smith". */
  entry: string;
  /** What the entry gets: "a gift (my piano)". */
  what: string;
}

/**
 * A gift entry naming several people, one of them this name. Only the whole entry is a person in
 * the will, so a witness who is one of the people in it is found here (Wills Act 1837, s.15 voids
 * their part of the gift).
 */
function sharedGiftOf(will: Will, name: string, benefits: Map<string, string>): SharedGift | undefined {
  for (const { name: entry, id } of will.names) {
    const what = benefits.get(id);
    const part = what ? peopleIn(entry).find((each) => sameName(each, name)) : undefined;
    if (what && part) return { part, entry: displayName(entry), what };
  }
  // A child typed by first name alone in a gift to several ("Leo and Mia", Son and daughter).
  const { specificGifts, familyInfo } = will.resolved.formData;
  for (const gift of specificGifts) {
    const recipient = jointGift(gift, familyInfo.children).recipients.find((each) =>
      sameName(each.fullName, name),
    );
    if (recipient)
      return {
        part: recipient.fullName,
        entry: displayName(gift.beneficiary),
        what: `a gift (${gift.description})`,
      };
  }
  return undefined;
}

const LOSES =
  "(the rest of the will still stands), unless two other independent witnesses also sign. Choose someone else.";

function giftNotes(will: Will, witness: ProposedWitness): WitnessNote[] {
  const benefits = benefitsOf(will.resolved);
  const notes: WitnessNote[] = [];
  const self = personNamed(will, witness.name);
  const own = self ? benefits.get(self.id) : undefined;
  const name = displayName(witness.name);
  const shared = own ? undefined : sharedGiftOf(will, witness.name, benefits);
  if (own) {
    notes.push({
      code: "beneficiary",
      verdict: "unsuitable",
      message: `${name} gets ${own} in your will. If they witness it, they lose that gift ${LOSES}`,
      statute: S15_SAVED,
    });
  } else if (shared) {
    notes.push({
      code: "beneficiary",
      verdict: "unsuitable",
      message: `${name} gets part of a shared gift in your will: ${shared.what} to ${shared.entry}. If they witness it, they lose their part of that gift ${LOSES}`,
      statute: S15_SAVED,
    });
  }
  const spouseName = witness.spouseName?.trim() ? witness.spouseName : undefined;
  const spouse = spouseName ? personNamed(will, spouseName) : undefined;
  const spouseGets = spouse ? benefits.get(spouse.id) : undefined;
  const spouseShares = spouseName && !spouseGets ? sharedGiftOf(will, spouseName, benefits) : undefined;
  if (spouse && spouseGets) {
    notes.push({
      code: "spouse-beneficiary",
      verdict: "unsuitable",
      message: `${name}'s husband, wife or civil partner, ${spouse.fullName}, gets ${spouseGets} in your will. If ${name} witnesses it, ${spouse.fullName} loses that gift ${LOSES}`,
      statute: S15_SAVED,
    });
  } else if (spouseShares) {
    notes.push({
      code: "spouse-beneficiary",
      verdict: "unsuitable",
      message: `${name}'s husband, wife or civil partner, ${spouseShares.part}, gets part of a shared gift in your will: ${spouseShares.what} to ${spouseShares.entry}. If ${name} witnesses it, ${spouseShares.part} loses their part of that gift ${LOSES}`,
      statute: S15_SAVED,
    });
  }
  return notes;
}

function otherNotes(will: Will, witness: ProposedWitness): WitnessNote[] {
  const notes: WitnessNote[] = [];
  const self = personNamed(will, witness.name);
  if (self?.id === TESTATOR_ID) {
    notes.push({
      code: "testator",
      verdict: "unsuitable",
      message:
        "That is your own name. You sign as the person making the will; two other people must witness it.",
      statute: "Wills Act 1837, s.9",
    });
  }
  if (self && executorIds(will.resolved).has(self.id)) {
    notes.push({
      code: "executor",
      verdict: "explained",
      message: `${displayName(witness.name)} is one of your executors. An executor may witness your will, and a professional executor's fees under a charging clause are not a gift. Someone with no part in the will is still the safer choice.`,
      statute: "Wills Act 1837, s.17; Trustee Act 2000, s.28(4)",
    });
  }
  if (witness.under18) {
    notes.push({
      code: "under-18",
      verdict: "unsuitable",
      message: `The law sets no minimum age for a witness, but a witness must understand what they are seeing and may be asked about it years later. Choose someone ${MINIMUM_AGE} or over.`,
      statute: "Wills Act 1837, s.9",
    });
  }
  return notes;
}

const RANK: Record<WitnessVerdict, number> = { unsuitable: 2, explained: 1, suitable: 0 };

function worst(notes: readonly WitnessNote[]): WitnessVerdict {
  return notes.reduce<WitnessVerdict>(
    (verdict, note) => (RANK[note.verdict] > RANK[verdict] ? note.verdict : verdict),
    "suitable",
  );
}

const INDEPENDENT: WitnessNote = {
  code: "independent",
  verdict: "suitable",
  message:
    "Nothing in your will stops this person witnessing it: they get nothing under it, and (as far as you told us) neither does their husband, wife or civil partner.",
  statute: "Wills Act 1837, s.9 and s.15",
};

/** Checks each proposed witness against the will. Empty names are skipped. */
export function checkWitnesses(formData: WillFormData, proposed: readonly ProposedWitness[]): WitnessReport {
  const resolved = resolveWill(formData);
  const will: Will = { resolved, names: namesOf(formData, resolved) };
  const witnesses: WitnessResult[] = [];
  for (const witness of proposed) {
    if (!witness.name.trim()) continue;
    const notes = [...otherNotes(will, witness), ...giftNotes(will, witness)];
    if (witnesses.some((earlier) => sameName(earlier.name, witness.name))) {
      notes.push({
        code: "twice",
        verdict: "unsuitable",
        message: `${displayName(witness.name)} is named twice. You need ${WITNESSES_REQUIRED} different people.`,
        statute: "Wills Act 1837, s.9",
      });
    }
    // The reasons not to use them first.
    notes.sort((x, y) => RANK[y.verdict] - RANK[x.verdict]);
    witnesses.push({
      name: displayName(witness.name),
      verdict: worst(notes),
      notes: notes.length > 0 ? notes : [INDEPENDENT],
    });
  }
  const usable = witnesses.filter((result) => result.verdict !== "unsuitable").length;
  return { witnesses, enough: usable >= WITNESSES_REQUIRED };
}
