import { describe, expect, it } from "vitest";
import {
  blocksTheWill,
  checkWillDocuments,
  distribute,
  idsWithRoles,
  isOrganisationEntry,
  mirrorResolvedWill,
  renderResolvedWill,
  residueCascade,
  resolveWill,
  TESTATOR_ID,
  WillFormDataSchema,
  type ResolvedWill,
} from "../../core/index.ts";
import { EVERY_FAMILY } from "./every-family.ts";
import { TODAY } from "./families.ts";

const everyFamily = EVERY_FAMILY;

/** Every subset of `items`. */
function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((all, item) => [...all, ...all.map((subset) => [...subset, item])], [[]]);
}

/** Everyone the residue cascade names, and those of them whose children may take their place. */
function cascadePeople(will: ResolvedWill): { everyone: string[]; descendants: string[] } {
  const cascade = residueCascade(will);
  const shares = [...cascade.primary, ...cascade.backUp, ...cascade.longStop];
  return {
    everyone: [...new Set(shares.map((share) => share.personId))],
    descendants: [
      ...new Set(shares.filter((share) => share.substituteChildren).map((share) => share.personId)),
    ],
  };
}

describe.each(everyFamily)("$name, in both wills of a mirror pair", ({ formData: input }) => {
  const formData = WillFormDataSchema.parse(input);
  const original = resolveWill(formData);
  const documents = [original, mirrorResolvedWill(original)].filter(
    (document): document is ResolvedWill => document !== null,
  );
  const blocked = checkWillDocuments(formData, { today: TODAY }).some(({ findings }) =>
    blocksTheWill(findings),
  );

  it("never appoints or benefits a will's own testator, unless the checks stop the will", () => {
    for (const will of documents) {
      const namesTestator = idsWithRoles(will).includes(TESTATOR_ID);
      if (namesTestator) expect(blocked).toBe(true);
      if (namesTestator)
        expect(will.findings.map((finding) => finding.code)).toContain("role-names-testator");
    }
  });

  it("passes the whole residue to someone other than the testator under every order of deaths", () => {
    for (const will of documents) {
      const { everyone, descendants } = cascadePeople(will);
      const others = everyone.filter((id) => id !== TESTATOR_ID);
      for (const predeceased of subsets(others)) {
        for (const leavingChildren of [[], predeceased.filter((id) => descendants.includes(id))]) {
          const portions = distribute(will, { predeceased, leavingChildren });
          const total = portions.reduce((sum, portion) => sum + portion.fraction, 0);
          expect(total).toBeCloseTo(1, 9);
          for (const { taker, fraction } of portions) {
            expect(fraction).toBeGreaterThan(0);
            if (taker.kind === "person") expect(predeceased).not.toContain(taker.personId);
            if (!blocked && taker.kind !== "intestacy-order") expect(taker.personId).not.toBe(TESTATOR_ID);
          }
        }
      }
    }
  });

  it("gives to an organisation if it exists at the death, and to a person if they survive", () => {
    if (blocked) return;
    for (const will of documents) {
      const text = renderResolvedWill(will)
        .html.replace(/<[^>]+>/g, "")
        .replace(/&amp;/g, "&")
        .replace(/&#39;/g, "'")
        .replace(/\s+/g, " ");
      for (const gift of will.formData.specificGifts) {
        const start = text.indexOf(`I give to ${gift.beneficiary}`);
        expect(start, gift.beneficiary).toBeGreaterThanOrEqual(0);
        const condition = /, if (they survive|it exists)/.exec(text.slice(start))?.[1];
        const organisation = isOrganisationEntry({
          fullName: gift.beneficiary,
          relationship: gift.relationship,
        });
        expect(condition, gift.beneficiary).toBe(organisation ? "it exists" : "they survive");
      }
    }
  });
});
