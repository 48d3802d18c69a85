import { isDescendantRelationship, type ResolvedWill } from "./people.ts";

/**
 * The residuary estate as a cascade (docs/decisions/017-people-and-the-residue-cascade.md): the one
 * description of who takes the residue, from which the residuary clause is written
 * (core/will/render.ts) and which `distribute` computes, so the words and the arithmetic cannot
 * part company.
 *
 * 1. The primary beneficiaries take their shares, each only if they survive the testator by the
 *    survivorship period.
 * 2. A primary beneficiary who is the testator's child or other descendant and fails leaves their
 *    share to their own children per stirpes (Wills Act 1837 s.33, written into the will).
 * 3. Any other failed share goes to the back-up beneficiaries (with the same substitution for a
 *    back-up who is a descendant); a failed back-up part goes to the other back-ups who take; if
 *    none takes, the failed share is added to the primary shares that take.
 *    Without back-ups, a failed share is added to the primary shares that take.
 * 4. Whatever is still not given goes to the testator's own long-stop beneficiaries, if named, and
 *    otherwise, or if they fail too, to the people entitled under the intestacy order, as a gift in
 *    the will: no will ends in partial intestacy.
 * Every step moves a failed share only down the list or to gifts that have taken, so no gift-over
 * goes in a circle.
 */

export interface CascadeShare {
  personId: string;
  /** The share's weight: its percentage as typed (shares are taken in proportion to their total). */
  weight: number;
  /** A child or other descendant of the testator: their children take a share they fail to take. */
  substituteChildren: boolean;
}

export interface ResidueCascade {
  primary: CascadeShare[];
  backUp: CascadeShare[];
  /** The testator's own long-stop; empty when the intestacy order is the only long-stop. */
  longStop: CascadeShare[];
}

/** Who takes a portion of the residue. */
export type Taker =
  | { kind: "person"; personId: string }
  /** The children (per stirpes) of a person who did not survive. */
  | { kind: "children-of"; personId: string }
  /** The people entitled under the intestacy order (Administration of Estates Act 1925, s.46). */
  | { kind: "intestacy-order" };

export interface Portion {
  taker: Taker;
  /** The fraction of the residuary estate, between 0 and 1. */
  fraction: number;
}

export interface DeathOrder {
  /** Everyone who does not survive the testator by the survivorship period. */
  predeceased: readonly string[];
  /** Of those, the ones who leave children who do survive the testator by the period. */
  leavingChildren?: readonly string[];
}

/**
 * Shares that are equal, or that the form rounded from an equal split (three thirds stored as
 * 33.34, 33.33 and 33.33, or typed as 33.33 each): the will gives them "in equal shares".
 */
export function isEqualSplit(percentages: readonly number[]): boolean {
  const count = percentages.length;
  if (count < 2) return false;
  const first = percentages[0];
  if (percentages.every((percentage) => percentage === first)) return true;
  return percentages.every((percentage) => Math.abs(percentage - 100 / count) <= 0.01 + 1e-9);
}

/**
 * The testator's child (listed in the family) or other descendant (by relationship): someone whose
 * children take a gift or share they fail to take (Wills Act 1837 s.33, written into the will).
 */
export function isTestatorsDescendant(
  resolved: ResolvedWill,
  personId: string,
  relationship: string,
): boolean {
  return resolved.childIds.includes(personId) || isDescendantRelationship(relationship);
}

/** The cascade the residuary clause is written from. */
export function residueCascade(resolved: ResolvedWill): ResidueCascade {
  const { residualEstate } = resolved.formData;
  const isDescendant = (personId: string, relationship: string) =>
    isTestatorsDescendant(resolved, personId, relationship);
  const shares = (
    list: ReadonlyArray<{ personId?: string | undefined; relationship: string; percentage: number }>,
  ) => {
    const given = list.filter((entry) => entry.percentage > 0);
    const equal = isEqualSplit(given.map((entry) => entry.percentage));
    return given.map((entry) => {
      const personId = entry.personId ?? "";
      return {
        personId,
        weight: equal ? 1 : entry.percentage,
        substituteChildren: isDescendant(personId, entry.relationship),
      };
    });
  };
  return {
    primary: shares(residualEstate.beneficiaries),
    backUp: shares(residualEstate.contingentBeneficiaries),
    longStop: shares(residualEstate.ultimateBeneficiaries ?? []),
  };
}

/** Portions for one list of shares of `amount`: what its takers get and how much fails. */
function shareOut(
  shares: readonly CascadeShare[],
  amount: number,
  order: DeathOrder,
): { taken: Portion[]; failed: number } {
  const total = shares.reduce((sum, share) => sum + share.weight, 0);
  const taken: Portion[] = [];
  let failed = 0;
  for (const share of shares) {
    const fraction = total > 0 ? (amount * share.weight) / total : 0;
    if (!order.predeceased.includes(share.personId)) {
      taken.push({ taker: { kind: "person", personId: share.personId }, fraction });
    } else if (share.substituteChildren && order.leavingChildren?.includes(share.personId)) {
      taken.push({ taker: { kind: "children-of", personId: share.personId }, fraction });
    } else {
      failed += fraction;
    }
  }
  if (total <= 0) failed = amount;
  return { taken, failed };
}

/** Adds `amount` to the portions that took, in proportion to them. */
function accrue(portions: readonly Portion[], amount: number): Portion[] {
  const total = portions.reduce((sum, portion) => sum + portion.fraction, 0);
  return portions.map((portion) => ({
    ...portion,
    fraction: portion.fraction + (amount * portion.fraction) / total,
  }));
}

/** A list whose failed parts accrue to its own takers: returns the takers and what none took. */
function shareWithAccrual(
  shares: readonly CascadeShare[],
  amount: number,
  order: DeathOrder,
): { taken: Portion[]; failed: number } {
  const { taken, failed } = shareOut(shares, amount, order);
  if (taken.length === 0) return { taken, failed: amount };
  return { taken: failed > 0 ? accrue(taken, failed) : taken, failed: 0 };
}

/** Sums the portions of the same taker, in the order they first appear. */
function merge(portions: readonly Portion[]): Portion[] {
  const merged: Portion[] = [];
  for (const portion of portions) {
    const same = merged.find((known) => JSON.stringify(known.taker) === JSON.stringify(portion.taker));
    if (same) same.fraction += portion.fraction;
    else merged.push({ ...portion });
  }
  return merged.filter((portion) => portion.fraction > 0);
}

/**
 * Who takes what fraction of the residuary estate when the people in `order.predeceased` do not
 * survive the testator by the survivorship period. The fractions always add up to 1.
 */
export function distribute(resolved: ResolvedWill, order: DeathOrder): Portion[] {
  const cascade = residueCascade(resolved);
  const primary = shareOut(cascade.primary, 1, order);
  let portions = primary.taken;
  let unplaced = primary.failed;
  if (unplaced > 0 && cascade.backUp.length > 0) {
    const backUp = shareWithAccrual(cascade.backUp, unplaced, order);
    portions = [...portions, ...backUp.taken];
    unplaced = backUp.failed;
  }
  if (unplaced > 0 && primary.taken.length > 0) {
    const grown = accrue(primary.taken, unplaced);
    portions = [...grown, ...portions.slice(primary.taken.length)];
    unplaced = 0;
  }
  if (unplaced > 0 && cascade.longStop.length > 0) {
    const longStop = shareWithAccrual(cascade.longStop, unplaced, order);
    portions = [...portions, ...longStop.taken];
    unplaced = longStop.failed;
  }
  if (unplaced > 0) portions = [...portions, { taker: { kind: "intestacy-order" }, fraction: unplaced }];
  return merge(portions);
}

/** A taker in words: the person's name, "children of NAME", or "intestacy order". */
export function takerLabel(resolved: ResolvedWill, taker: Taker): string {
  if (taker.kind === "intestacy-order") return "intestacy order";
  const name = resolved.people.find((person) => person.id === taker.personId)?.fullName ?? taker.personId;
  return taker.kind === "children-of" ? `children of ${name}` : name;
}
