import { describe, expect, it } from "vitest";
import {
  describeChange,
  diffWills,
  formatPercentage,
  renderMirrorWill,
  renderWill,
  resolveWill,
  WillFormDataSchema,
  type WillFormData,
} from "../../core/index.ts";
import { EVERY_FAMILY } from "./every-family.ts";

/**
 * "Update my will" on every family of the legal corpus and every golden will (docs/legal.md,
 * "Revoking earlier wills"; docs/product.md section 12):
 * - what changed is worked out by person, never by position: the same will with every list
 *   reversed and every other person's name typed with extra spaces has no changes, and one share
 *   changed is exactly one line naming that person;
 * - naming the replaced will changes nothing else in the document: with the added sentence and the
 *   signing page's "destroy your earlier will" step taken out, the will and its mirror will are
 *   exactly what they were, so the general revocation and every other clause stand as before.
 */

const everyFamily = EVERY_FAMILY.map((family) => ({
  name: family.name,
  formData: WillFormDataSchema.parse(family.formData),
}));

const spaced = (name: string) => name.replace(/ /gu, "  ");

/** The same will, every list reversed and every name but the testator's retyped with double spaces. */
function reshuffled(formData: WillFormData): WillFormData {
  const { familyInfo, residualEstate, executorInfo } = formData;
  const person = <T extends { fullName: string }>(entry: T): T => ({
    ...entry,
    fullName: spaced(entry.fullName),
  });
  return {
    ...formData,
    familyInfo: {
      ...familyInfo,
      ...(familyInfo.spouseName ? { spouseName: spaced(familyInfo.spouseName) } : {}),
      children: [...familyInfo.children]
        .reverse()
        .map((child) => ({ ...person(child), guardians: [...child.guardians].reverse().map(person) })),
    },
    residualEstate: {
      ...residualEstate,
      beneficiaries: [...residualEstate.beneficiaries].reverse().map(person),
      contingentBeneficiaries: [...residualEstate.contingentBeneficiaries].reverse().map(person),
    },
    executorInfo: {
      ...executorInfo,
      primary: person(executorInfo.primary),
      ...(executorInfo.coExecutors
        ? { coExecutors: [...executorInfo.coExecutors].reverse().map(person) }
        : {}),
    },
    specificGifts: [...formData.specificGifts]
      .reverse()
      .map((gift) => ({ ...gift, beneficiary: spaced(gift.beneficiary) })),
  };
}

const PREPARED_ON = "3 March 2026";
/**
 * The sentence naming the replaced will. A will kept abroad is excepted from it as from the general
 * revocation: "all my other earlier wills", said after the exception, could be read to revoke it.
 */
function named(formData: WillFormData): string {
  const country = formData.circumstances.foreignWillCountry?.trim();
  const keptAbroad = country ? ` except my will made under the law of ${country}` : "";
  return ` This will is made to replace my will prepared on ${PREPARED_ON}, which I revoke with all my other earlier wills and codicils${keptAbroad}.`;
}

/** The document with the update's two additions taken out. */
function withoutTheUpdate(html: string, formData: WillFormData): string {
  return html
    .replace(named(formData), "")
    .replace(/<li><strong>Then destroy your earlier will\.<\/strong>[^\n]*<\/li>\n/u, "");
}

describe.each(everyFamily)("updating the will of $name", ({ formData }) => {
  it("finds no change when only the order of lists and the spacing of names differ", () => {
    expect(diffWills(formData, reshuffled(formData)).map(describeChange)).toEqual([]);
  });

  it("finds exactly one change, naming the person, when one share changes", () => {
    const [first, ...rest] = formData.residualEstate.beneficiaries;
    const resolved = resolveWill(formData).formData.residualEstate.beneficiaries;
    // One name given two shares (a son and a brother both Tom Brown) is blocked, never made, so
    // never updated: a change to one of its shares is not one person's change.
    if (!first || resolved.filter((entry) => entry.personId === resolved[0]?.personId).length > 1) return;
    // The person as the will names them (core/will/people.ts): a spouse typed short is the spouse.
    const named = resolved[0]?.fullName;
    const changed = first.percentage === 10 ? 20 : 10;
    const after = {
      ...formData,
      residualEstate: {
        ...formData.residualEstate,
        beneficiaries: [{ ...first, percentage: changed }, ...rest],
      },
    };
    expect(diffWills(formData, after).map(describeChange)).toEqual([
      `${named}'s share of the rest of the estate: ${formatPercentage(first.percentage)} → ${formatPercentage(changed)}`,
    ]);
  });

  it("keeps the general revocation and every other word when it names the will it replaces", () => {
    const options = { replaces: { preparedOn: PREPARED_ON } };
    const before = renderWill(formData).html;
    const after = renderWill(formData, options).html;
    expect(after).toContain(`I revoke all my earlier wills and codicils`);
    expect(after).toContain(named(formData));
    expect(after).toContain("Then destroy your earlier will.");
    expect(withoutTheUpdate(after, formData)).toBe(before);
    const mirror = renderMirrorWill(formData, options);
    // The mirror will keeps no will abroad (its testator was never asked): it revokes them all.
    const mirrorData = { ...formData, circumstances: {} };
    if (mirror) expect(withoutTheUpdate(mirror.html, mirrorData)).toBe(renderMirrorWill(formData)?.html);
  });
});
