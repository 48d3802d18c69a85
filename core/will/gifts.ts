import type { SpecificGift } from "./form-data.ts";
import {
  childWithFirstName,
  isChildRelationship,
  isDescendantRelationship,
  isOrganisationEntry,
  isSameName,
  namesInEntry,
  namesSeveral,
  readingsOfEach,
  relationshipsInEntry,
  speaksOfDescendants,
} from "./people.ts";

/*
 * What the words of a specific gift say about it, read by the will's gift clause (core/will/render.ts)
 * and by the checks (core/legal/checks.ts): docs/legal.md, "Specific gifts".
 */

/** A gift that reads as land or a building: the will says whether it carries its mortgage. */
export const LAND_WORDS = /\b(house|home|flat|apartment|bungalow|cottage|property|land|field|plot)\b/iu;

/** A gift of belongings: the will defines personal chattels. */
export const CHATTELS_WORDS = /\b(chattels|personal belongings|household contents|contents of my home)\b/iu;

/** Words with which a gift deals with its own mortgage: "free of mortgage", "the mortgage to be paid off". */
const MORTGAGE_WORDS = /\b(mortgages?|mortgaged|equity release)\b/iu;

/** A gift of land or a building (not the contents of a home): it may be owned with someone else. */
export function isGiftOfLand(gift: Pick<SpecificGift, "description">): boolean {
  return LAND_WORDS.test(gift.description) && !CHATTELS_WORDS.test(gift.description);
}

/** A gift of land or a building whose own words (description or condition) mention a mortgage. */
export function giftSpeaksOfMortgage(gift: Pick<SpecificGift, "description" | "conditions">): boolean {
  return (
    LAND_WORDS.test(gift.description) && MORTGAGE_WORDS.test(`${gift.description}\n${gift.conditions ?? ""}`)
  );
}

/** Words that give the whole estate, not one thing: "everything", "my estate", "the rest", "it all". */
const WHOLE_ESTATE_WORDS =
  /^(?:(?:absolutely |simply )?everything(?: (?:else|that is left|i (?:own|have)))?|it all|all(?: of it)?|all (?:that |of what |what )?i (?:own|have)|(?:all(?: of)? )?my (?:whole |entire )?(?:estate|worldly goods)|(?:all(?: of)? )?my (?:property|assets)|the (?:rest|remainder|residue|lot)(?: of (?:my|the) estate)?)$/iu;

/**
 * A gift described as the whole estate: one gift would give it all while the residuary clause gives
 * what is left to others (docs/legal.md, "Specific gifts").
 */
export function describesWholeEstate(description: string): boolean {
  return WHOLE_ESTATE_WORDS.test(description.trim().replace(/[.!]+$/u, ""));
}

/** A fraction: "half", "a third", "two thirds", "25%", "25 per cent", "1/4". */
const FRACTION =
  "(?:(?:a|one|two|three)\\s+)?(?:half|halves|thirds?|quarters?|fifths?|sixths?|tenths?)|\\d+(?:\\.\\d+)?\\s*(?:%|per\\s*cent|percent)|\\d+\\s*/\\s*\\d+";

/** What a fraction is of, when it is of the whole estate: "my estate", "everything I own". */
const WHOLE =
  "(?:my|the)\\s+(?:whole\\s+|entire\\s+|residuary\\s+)?estate|everything(?:\\s+i\\s+(?:own|have))?|all\\s+(?:that\\s+)?i\\s+(?:own|have)|my\\s+(?:assets|worldly\\s+goods)";

const SHARE_OF_ESTATE_WORDS = new RegExp(`\\b(?:${FRACTION})\\s+(?:of\\s+)?(?:${WHOLE})\\b`, "iu");

/**
 * A gift described as a share of the whole estate ("half of my estate", "25% of everything I
 * own"): a fraction of what, before or after the debts, the tax and the other gifts? Shares of the
 * estate belong in the residuary clause, which divides what is left after them (docs/legal.md,
 * "Specific gifts").
 */
export function describesShareOfEstate(description: string): boolean {
  return SHARE_OF_ESTATE_WORDS.test(description);
}

/**
 * Words with which a gift's condition speaks of an age: "if he has reached 18 when I die", "when
 * she turns 21", "at 25". A condition that waits for an age leaves unclear when the gift is paid
 * and who takes it if the person dies younger (docs/legal.md, "Specific gifts").
 */
const AGE_WORDS =
  /\b(?:reach(?:es|ed|ing)?|turns?|attain(?:s|ed|ing)?|aged?|birthday|years? old)\b|\b(?:at|is|of|over|under)\s+\d{1,2}\b/iu;

/** A gift whose condition speaks of an age. */
export function conditionSpeaksOfAge(gift: Pick<SpecificGift, "conditions">): boolean {
  return AGE_WORDS.test(gift.conditions ?? "");
}

/**
 * A gift to two or more people together ("Leo and Mia Hall"), which they share: not a gift to one
 * organisation whose name has "and", "&" or a comma ("St Mary's Church, Wakefield").
 */
export function isJointGift(gift: Pick<SpecificGift, "beneficiary" | "relationship">): boolean {
  return (
    namesSeveral(gift.beneficiary) &&
    !isOrganisationEntry({ fullName: gift.beneficiary, relationship: gift.relationship })
  );
}

/** Words that give each person the thing described: "£1,000 each", "£500 to each of them", "apiece". */
const EACH_WORDS = /\b(?:each|apiece|per (?:person|head|child)|every one of them)\b/iu;

/**
 * A gift to two or more together whose words give it to each of them ("£1,000 each"): the will
 * shares a gift to several equally between them, so the words could mean £1,000 shared or £1,000
 * to each, and the part of one who dies first could be read either way.
 */
export function jointGiftSaysEach(
  gift: Pick<SpecificGift, "beneficiary" | "relationship" | "description" | "conditions">,
): boolean {
  return isJointGift(gift) && EACH_WORDS.test(`${gift.description}\n${gift.conditions ?? ""}`);
}

/** A person named in a gift to two or more people together ("Leo and Mia Hall"). */
export interface JointRecipient {
  /** A child's name as on Family Details; else the name with the last surname ("Leo Hall"). */
  fullName: string;
  /** The testator's child or other descendant: their part passes to their own children (s.33). */
  descendant: boolean;
}

/**
 * The people a gift to two or more together names, each with whether their part passes to their
 * own children as a gift to them alone would (Wills Act 1837 s.33, written out): a child on Family
 * Details, or a descendant by the gift's relationship, a word for each person in order ("Grandson
 * and granddaughter") or one plural word for all ("Grandchildren"). `unclear` when the
 * relationship speaks of a descendant but its words cannot be paired with the names, and someone
 * named is not a child on Family Details: the will cannot tell whose children take their part.
 * No recipients for a gift to one person.
 */
export function jointGift(
  gift: Pick<SpecificGift, "beneficiary" | "relationship">,
  children: ReadonlyArray<{ fullName: string }>,
): { recipients: JointRecipient[]; unclear: boolean } {
  if (!isJointGift(gift)) return { recipients: [], unclear: false };
  const parts = namesInEntry(gift.beneficiary);
  const relationships = relationshipsInEntry(gift.relationship, parts.length);
  let someoneElse = false;
  const recipients = readingsOfEach(parts).map((readings, index) => {
    const relationship = relationships?.[index];
    const child =
      children.find((each) => readings.some((reading) => isSameName(reading, each.fullName))) ??
      // A child typed by first name alone ("Leo and Mia", Son and daughter), as for a gift to one.
      (relationship !== undefined && isChildRelationship(relationship)
        ? childWithFirstName(parts[index] ?? "", children)
        : undefined);
    if (!child) someoneElse = true;
    return {
      fullName: child?.fullName ?? readings.at(-1) ?? "",
      descendant:
        child !== undefined || (relationship !== undefined && isDescendantRelationship(relationship)),
    };
  });
  const unclear = relationships === null && someoneElse && speaksOfDescendants(gift.relationship);
  return { recipients, unclear };
}
