import { describe, expect, it } from "vitest";
import { ESTATE_ERROR, readEstate, withoutAWillView } from "./without-a-will.ts";

describe("the estate's value on /without-a-will", () => {
  it("reads pounds with a £ sign, commas and pence", () => {
    expect(readEstate("£500,000")).toEqual({ typed: "£500,000", pence: 50_000_000 });
    expect(readEstate(" 1234.5 ")).toEqual({ typed: " 1234.5 ", pence: 123_450 });
    expect(readEstate("")).toEqual({ typed: "" });
    expect(readEstate(null)).toEqual({ typed: "" });
  });

  it("refuses what is not an amount, too long, or above £10 billion", () => {
    expect(readEstate("lots")).toEqual({ typed: "lots", error: ESTATE_ERROR });
    expect(readEstate("-5")).toEqual({ typed: "-5", error: ESTATE_ERROR });
    expect(readEstate("1.234")).toEqual({ typed: "1.234", error: ESTATE_ERROR });
    expect(readEstate("9".repeat(21))).toEqual({ typed: "", error: ESTATE_ERROR });
    expect(readEstate("10000000001")).toEqual({ typed: "10000000001", error: ESTATE_ERROR });
    expect(readEstate("10000000000").pence).toBe(1_000_000_000_000);
  });
});

describe("the page's view of a draft", () => {
  it("without the family page answered: no family, the general rules", () => {
    expect(withoutAWillView({}, undefined).family).toBeNull();
  });

  it("a widow with one child and a will leaving everything to a friend", () => {
    const view = withoutAWillView(
      {
        familyInfo: {
          maritalStatus: "widowed",
          hasMirrorWill: false,
          children: [{ fullName: "Ann Ellis", age: 30, guardians: [] }],
        },
        residualEstate: {
          beneficiaries: [
            { fullName: "Kim Lee", relationship: "Friend", percentage: 100, isPrimaryBeneficiary: true },
          ],
          contingentBeneficiaries: [],
          trustInfo: { createTrust: false, inheritanceAge: 25 },
        },
      },
      10_000_000,
    );
    expect(view.family).toEqual({ married: false, spouseName: "", children: ["Ann Ellis"] });
    expect(view.outcome.shares.map((share) => [share.taker, share.amountPence])).toEqual([
      ["children", 10_000_000],
    ]);
    expect(view.willShares).toEqual([{ name: "Kim Lee", relationship: "Friend", percentage: 100 }]);
  });
});
