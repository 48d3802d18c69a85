import { describe, expect, it } from "vitest";
import { STATUTORY_LEGACY_GBP } from "./figures.ts";
import {
  formatPounds,
  intestacyFamilyOf,
  intestacyShares,
  RELATIVE_ORDER,
  type IntestacyShare,
} from "./intestacy.ts";

/** Worked examples of the rules as GOV.UK's "who can inherit if someone dies without a will" states them. */
const pounds = (value: number) => Math.round(value * 100);
const amounts = (shares: IntestacyShare[]) =>
  shares.map((share) => [share.taker, share.amountPence, share.eachPence]);

describe("intestacy for deaths from 26 July 2023", () => {
  it("uses the fixed net sum of SI 2023/758", () => {
    expect(STATUTORY_LEGACY_GBP).toBe(322_000);
  });

  it("married with two children, estate £500,000: spouse £322,000 + half of £178,000 = £411,000; children £89,000, £44,500 each", () => {
    const outcome = intestacyShares({ spouse: true, children: 2 }, pounds(500_000));
    expect(amounts(outcome.shares)).toEqual([
      ["spouse", pounds(411_000), undefined],
      ["children", pounds(89_000), pounds(44_500)],
    ]);
    expect(outcome.shares[0]?.statute).toBe(
      "Administration of Estates Act 1925, s.46(1)(i); the £322,000 from Administration of Estates Act 1925 (Fixed Net Sum) Order 2023 (SI 2023/758)",
    );
    expect(outcome.shares[1]?.statute).toBe("Administration of Estates Act 1925, s.46(1)(i) and s.47");
  });

  it("married with one child, estate £250,000 (below £322,000): the spouse takes it all, the child nothing", () => {
    const outcome = intestacyShares({ spouse: true, children: 1 }, pounds(250_000));
    expect(amounts(outcome.shares)).toEqual([
      ["spouse", pounds(250_000), undefined],
      ["children", 0, undefined],
    ]);
  });

  it("married with children, estate exactly £322,000: the spouse takes it all", () => {
    const outcome = intestacyShares({ spouse: true, children: 3 }, pounds(322_000));
    expect(amounts(outcome.shares)).toEqual([
      ["spouse", pounds(322_000), undefined],
      ["children", 0, 0],
    ]);
  });

  it("married with three children, estate £422,001: the £100,001 above is halved to the penny; each child £16,666.83", () => {
    const outcome = intestacyShares({ spouse: true, children: 3 }, pounds(422_001));
    expect(amounts(outcome.shares)).toEqual([
      ["spouse", pounds(372_000.5), undefined],
      ["children", pounds(50_000.5), pounds(16_666.83)],
    ]);
    expect(formatPounds(outcome.shares[0]?.amountPence ?? 0)).toBe("£372,000.50");
  });

  it("married, no children, estate £1,000,000: the spouse gets everything, parents and siblings nothing", () => {
    const outcome = intestacyShares(
      { spouse: true, children: 0, relatives: ["parents", "siblings-whole-blood"] },
      pounds(1_000_000),
    );
    expect(amounts(outcome.shares)).toEqual([["spouse", pounds(1_000_000), undefined]]);
    expect(outcome.shares[0]?.what).toContain("Your parents, brothers and sisters get nothing");
  });

  it("not married, three children, estate £90,000: £30,000 each", () => {
    const outcome = intestacyShares({ spouse: false, children: 3 }, pounds(90_000));
    expect(amounts(outcome.shares)).toEqual([["children", pounds(90_000), pounds(30_000)]]);
    expect(outcome.shares[0]?.statute).toBe("Administration of Estates Act 1925, s.46(1)(ii) and s.47");
  });

  it("living with an unmarried partner, two children: the children get everything and the partner nothing", () => {
    // The form's marital status is "single": a partner is not a spouse however long they lived together.
    const family = intestacyFamilyOf({ maritalStatus: "single", children: [{}, {}] });
    expect(family).toEqual({ spouse: false, children: 2 });
    expect(intestacyShares(family).shares.map((share) => share.taker)).toEqual(["children"]);
  });

  it("divorced or widowed counts as no spouse", () => {
    expect(intestacyFamilyOf({ maritalStatus: "divorced", children: [] }).spouse).toBe(false);
    expect(intestacyFamilyOf({ maritalStatus: "widowed", children: [] }).spouse).toBe(false);
    expect(intestacyFamilyOf({ maritalStatus: "married", children: [] }).spouse).toBe(true);
  });

  it("no spouse, no children, relatives not known: it depends on the order of relatives", () => {
    expect(intestacyShares({ spouse: false, children: 0 })).toEqual({ shares: [], dependsOnRelatives: true });
    expect(RELATIVE_ORDER.map((entry) => entry.taker)).toEqual([
      "parents",
      "siblings-whole-blood",
      "siblings-half-blood",
      "grandparents",
      "uncles-aunts-whole-blood",
      "uncles-aunts-half-blood",
      "crown",
    ]);
  });

  it("no spouse or children, a parent and brothers alive: the parents get everything", () => {
    const outcome = intestacyShares(
      { spouse: false, children: 0, relatives: ["siblings-whole-blood", "parents"] },
      pounds(200_000),
    );
    expect(amounts(outcome.shares)).toEqual([["parents", pounds(200_000), undefined]]);
    expect(outcome.shares[0]?.statute).toBe("Administration of Estates Act 1925, s.46(1)(iii) and (iv)");
  });

  it("only a half-sister and a grandparent: the half-blood comes before grandparents", () => {
    const outcome = intestacyShares({
      spouse: false,
      children: 0,
      relatives: ["grandparents", "siblings-half-blood"],
    });
    expect(outcome.shares.map((share) => share.taker)).toEqual(["siblings-half-blood"]);
  });

  it("no relatives at all: the Crown takes the estate as bona vacantia", () => {
    const outcome = intestacyShares({ spouse: false, children: 0, relatives: [] }, pounds(50_000));
    expect(amounts(outcome.shares)).toEqual([["crown", pounds(50_000), undefined]]);
    expect(outcome.shares[0]?.statute).toBe("Administration of Estates Act 1925, s.46(1)(vi)");
  });

  it("refuses a negative or fractional estate", () => {
    expect(() => intestacyShares({ spouse: true, children: 1 }, -1)).toThrow(RangeError);
    expect(() => intestacyShares({ spouse: true, children: 1 }, 1.5)).toThrow(RangeError);
  });
});
