import { MINIMUM_AGE } from "../legal/figures.ts";
import type { Child, SpecificGift, WillFormData } from "./form-data.ts";
import { jointGift } from "./gifts.ts";
import { isFormerPartnerRelationship, isSameName, type ResolvedWill } from "./people.ts";
import { isEqualSplit } from "./residue.ts";

/*
 * Where a child born or adopted after the will is signed shares with the children it names: the
 * gifts meant for "my children" (docs/legal.md, "Children born after the will"). Read by the will
 * (core/will/render.ts) and by "Is your will still right?" (core/legal/life-events.ts).
 */

type Entry = { personId?: string | undefined; percentage: number };

/**
 * A residuary or back-up list that gives to all the testator's children and no one else, in equal
 * shares. Unequal shares or a child left out were chosen, and are not widened.
 */
export function givesToEveryChildEqually(childIds: readonly string[], entries: readonly Entry[]): boolean {
  // A share of 0% gives nothing (the residue cascade leaves it out).
  const list = entries.filter((entry) => entry.percentage > 0);
  if (childIds.length === 0 || list.length !== childIds.length) return false;
  if (list.length > 1 && !isEqualSplit(list.map((entry) => entry.percentage))) return false;
  return list.every((entry) => entry.personId !== undefined && childIds.includes(entry.personId));
}

/**
 * A gift to two or more people together who are all the testator's children and no one else
 * ("Leo and Mia Hall", Son and daughter): shared equally, it is meant for "my children". A gift to
 * one child is that child's, and is not widened.
 */
export function isGiftToEveryChild(
  gift: Pick<SpecificGift, "beneficiary" | "relationship">,
  children: ReadonlyArray<{ fullName: string }>,
): boolean {
  const { recipients } = jointGift(gift, children);
  if (recipients.length < 2 || recipients.length !== children.length) return false;
  const isChild = (fullName: string) => children.some((child) => isSameName(child.fullName, fullName));
  const named = (child: { fullName: string }) =>
    recipients.some((recipient) => isSameName(recipient.fullName, child.fullName));
  return recipients.every((recipient) => isChild(recipient.fullName)) && children.every(named);
}

/** What a child born after the will shares in: the residue, the back-up gift of it, and gifts. */
interface AfterBornShares {
  residue: boolean;
  backUps: boolean;
  gifts: SpecificGift[];
}

export function afterBornShares(resolved: ResolvedWill): AfterBornShares {
  const { formData, childIds } = resolved;
  return {
    residue: givesToEveryChildEqually(childIds, formData.residualEstate.beneficiaries),
    backUps: givesToEveryChildEqually(childIds, formData.residualEstate.contingentBeneficiaries),
    gifts: giftsToEveryChild(formData),
  };
}

function giftsToEveryChild(formData: WillFormData): SpecificGift[] {
  return formData.specificGifts.filter((gift) => isGiftToEveryChild(gift, formData.familyInfo.children));
}

/** The guardians chosen for a child, in order: children with the same key have the same guardians. */
export function guardiansKey(child: Child): string {
  const guardians = [...child.guardians].sort((a, b) => a.order - b.order);
  return JSON.stringify(guardians.map((g) => [g.order, g.fullName, g.relationship]));
}

/**
 * Every child under 18 has guardians, the same for all: the appointment is meant for "my
 * children", so it covers a child born or adopted after the will too. Guardians chosen child by
 * child, a child under 18 left without one, or a former partner as guardian are not widened.
 */
export function guardiansCoverLaterChildren(children: readonly Child[]): boolean {
  const minors = children.filter((child) => child.age < MINIMUM_AGE);
  if (minors.length === 0 || minors.some((child) => child.guardians.length === 0)) return false;
  // A former partner appointed (usually those children's other parent) is no choice for a child
  // of a later relationship.
  const former = (child: Child) => child.guardians.some((g) => isFormerPartnerRelationship(g.relationship));
  return !minors.some(former) && new Set(minors.map(guardiansKey)).size === 1;
}
