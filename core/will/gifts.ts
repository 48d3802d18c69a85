import type { SpecificGift } from "./form-data.ts";

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
