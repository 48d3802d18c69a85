import { describe, expect, it } from "vitest";
import {
  WillFormDataSchema,
  type FamilyInfo,
  type WillFormData,
  type WillFormDataInput,
} from "./form-data.ts";
import {
  applyAlternateExecutorAnswer,
  applyAutomaticBeneficiaries,
  applyMaritalStatus,
  computeBeneficiaryShares,
  equalShares,
  ESTATE_STEP_HINT,
  estateStepStatus,
  formatShare,
  guardianshipStepHasContent,
  normaliseTrust,
  trustOptionAvailable,
} from "./rules.ts";

const child = (fullName: string, age = 10) => ({ fullName, age, guardians: [] });

function family(overrides: Partial<FamilyInfo> = {}): FamilyInfo {
  return { maritalStatus: "single", hasMirrorWill: false, children: [], ...overrides };
}

function will(overrides: Partial<WillFormDataInput> = {}): WillFormData {
  return WillFormDataSchema.parse({
    personalInfo: { fullName: "Ann Smith", dateOfBirth: "1980-02-03", address: "1 High Street, Leeds" },
    familyInfo: { maritalStatus: "single" },
    executorInfo: {
      primary: { fullName: "Bob Smith", relationship: "sibling", address: "2 Low St", contact: "0770" },
    },
    ...overrides,
  });
}

describe("marital status", () => {
  it("any status other than married clears the spouse's name and the mirror will", () => {
    const married = family({ maritalStatus: "married", spouseName: "Sam Smith", hasMirrorWill: true });
    for (const status of ["single", "divorced", "widowed"] as const) {
      const changed = applyMaritalStatus(married, status);
      expect(changed.maritalStatus).toBe(status);
      expect(changed.spouseName).toBeUndefined();
      expect(changed.hasMirrorWill).toBe(false);
    }
  });

  it("choosing married keeps what was entered", () => {
    const before = family({ maritalStatus: "married", spouseName: "Sam Smith", hasMirrorWill: true });
    expect(applyMaritalStatus(before, "married")).toEqual(before);
  });
});

describe("equal shares", () => {
  it("is 100 / n to 2 decimals and always adds up to exactly 100", () => {
    expect(equalShares(1)).toEqual([100]);
    expect(equalShares(2)).toEqual([50, 50]);
    expect(equalShares(3)).toEqual([33.34, 33.33, 33.33]);
    expect(equalShares(7)).toEqual([14.29, 14.29, 14.29, 14.29, 14.28, 14.28, 14.28]);
    for (let n = 1; n <= 20; n += 1) {
      const cents = equalShares(n).map((share) => Math.round(share * 100));
      expect(cents.reduce((sum, value) => sum + value, 0)).toBe(10_000);
    }
  });

  it("has no shares for no people", () => {
    expect(equalShares(0)).toEqual([]);
  });

  it("is shown as the spec shows it", () => {
    expect(formatShare(100 / 3)).toBe("33.33");
    expect(formatShare(33.34)).toBe("33.34");
    expect(formatShare(100)).toBe("100");
    expect(formatShare(50)).toBe("50");
    expect(formatShare(12.5)).toBe("12.50");
  });
});

describe("the automatic beneficiary computation", () => {
  it("married with a spouse: the spouse is primary with 100% and the children contingent in equal shares", () => {
    const result = computeBeneficiaryShares(
      family({
        maritalStatus: "married",
        spouseName: "Sam Smith",
        children: [child("A"), child("B"), child("C")],
      }),
    );
    expect(result?.beneficiaries).toEqual([
      { fullName: "Sam Smith", relationship: "spouse", percentage: 100, isPrimaryBeneficiary: true },
    ]);
    expect(
      result?.contingentBeneficiaries.map((b) => [b.fullName, b.percentage, b.isContingentBeneficiary]),
    ).toEqual([
      ["A", 33.34, true],
      ["B", 33.33, true],
      ["C", 33.33, true],
    ]);
  });

  it("married with a spouse and no children: the spouse alone, no contingents", () => {
    const result = computeBeneficiaryShares(family({ maritalStatus: "married", spouseName: "Sam Smith" }));
    expect(result?.beneficiaries).toHaveLength(1);
    expect(result?.contingentBeneficiaries).toEqual([]);
  });

  it("otherwise the children are primary in equal shares", () => {
    for (const maritalStatus of ["single", "divorced", "widowed"] as const) {
      const result = computeBeneficiaryShares(family({ maritalStatus, children: [child("A"), child("B")] }));
      expect(result?.beneficiaries.map((b) => [b.fullName, b.relationship, b.percentage])).toEqual([
        ["A", "child", 50],
        ["B", "child", 50],
      ]);
      expect(result?.contingentBeneficiaries).toEqual([]);
    }
  });

  it("one child inherits 100%", () => {
    expect(
      computeBeneficiaryShares(family({ children: [child("Only")] }))?.beneficiaries[0]?.percentage,
    ).toBe(100);
  });

  it("married but no spouse name yet counts as no spouse", () => {
    const result = computeBeneficiaryShares(
      family({ maritalStatus: "married", spouseName: " ", children: [child("A")] }),
    );
    expect(result?.beneficiaries.map((b) => b.fullName)).toEqual(["A"]);
  });

  it("with neither spouse nor children there is nothing to compute", () => {
    expect(computeBeneficiaryShares(family())).toBeNull();
  });

  it("fills in beneficiaries when leaving the estate step, but never overwrites the user's own", () => {
    const automatic = applyAutomaticBeneficiaries(
      will({ familyInfo: { maritalStatus: "single", children: [child("A"), child("B")] } }),
    );
    expect(automatic.residualEstate.beneficiaries.map((b) => b.percentage)).toEqual([50, 50]);

    const chosen = will({
      familyInfo: { maritalStatus: "single", children: [child("A")] },
      residualEstate: { beneficiaries: [{ fullName: "Friend", relationship: "friend", percentage: 100 }] },
    });
    expect(applyAutomaticBeneficiaries(chosen)).toBe(chosen);
  });
});

describe("the estate step's Next rule", () => {
  it("is disabled with the hint when there are no children, no spouse and no beneficiary", () => {
    expect(estateStepStatus(will().familyInfo, 0)).toEqual({ canContinue: false, hint: ESTATE_STEP_HINT });
    expect(ESTATE_STEP_HINT).toBe("Please add at least one beneficiary for your estate.");
  });

  it("is enabled when married, when there are children, or once a beneficiary is added", () => {
    expect(
      estateStepStatus(will({ familyInfo: { maritalStatus: "married", spouseName: "S" } }).familyInfo, 0)
        .canContinue,
    ).toBe(true);
    expect(
      estateStepStatus(
        will({ familyInfo: { maritalStatus: "single", children: [child("A")] } }).familyInfo,
        0,
      ).canContinue,
    ).toBe(true);
    const withFriend = will({
      residualEstate: { beneficiaries: [{ fullName: "Friend", relationship: "friend", percentage: 100 }] },
    });
    expect(estateStepStatus(withFriend.familyInfo, withFriend.residualEstate.beneficiaries.length)).toEqual({
      canContinue: true,
      hint: null,
    });
  });
});

describe("the trust option", () => {
  it("appears only when there are children", () => {
    expect(trustOptionAvailable(family())).toBe(false);
    expect(trustOptionAvailable(family({ children: [child("A")] }))).toBe(true);
  });

  it("is dropped without children and the inheritance age defaults to 25", () => {
    expect(normaliseTrust(family(), { createTrust: true, inheritanceAge: 30 })).toEqual({
      createTrust: false,
      inheritanceAge: 30,
    });
    const withChildren = family({ children: [child("A")] });
    expect(normaliseTrust(withChildren, { createTrust: true })).toEqual({
      createTrust: true,
      inheritanceAge: 25,
    });
    expect(normaliseTrust(withChildren, { createTrust: true, inheritanceAge: "" })).toEqual({
      createTrust: true,
      inheritanceAge: 25,
    });
    expect(normaliseTrust(withChildren, { createTrust: true, inheritanceAge: "21" }).inheritanceAge).toBe(21);
    expect(normaliseTrust(withChildren, { createTrust: true, inheritanceAge: "old" }).inheritanceAge).toBe(
      25,
    );
  });

  it("the schema keeps the inheritance age numeric, 18 or over, 25 by default", () => {
    expect(will().residualEstate.trustInfo).toEqual({ createTrust: false, inheritanceAge: 25 });
    const result = WillFormDataSchema.safeParse({
      ...will(),
      residualEstate: { trustInfo: { createTrust: true, inheritanceAge: 16 } },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("The inheritance age must be 18 or over");
    const tooOld = WillFormDataSchema.safeParse({
      ...will(),
      residualEstate: { trustInfo: { createTrust: true, inheritanceAge: 1e9 } },
    });
    expect(tooOld.error?.issues[0]?.message).toBe("The inheritance age must be 99 or under");
  });

  it("says the range of a child's age that is out of it, not that none was entered", () => {
    for (const age of [-3, 1000]) {
      const result = WillFormDataSchema.safeParse({
        ...will(),
        familyInfo: { ...will().familyInfo, children: [{ fullName: "Amy Hall", age, guardians: [] }] },
      });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        "Enter the child's age as a number from 0 to 120",
      ]);
    }
  });
});

describe("the alternate executor", () => {
  it("answering no clears the alternate; yes keeps it", () => {
    const executorInfo = will({
      executorInfo: {
        primary: { fullName: "Bob", relationship: "sibling", address: "2 Low St", contact: "0770" },
        alternate: { fullName: "Cat", relationship: "friend", address: "3 Mid St", contact: "0771" },
      },
    }).executorInfo;
    expect(applyAlternateExecutorAnswer(executorInfo, false)).toEqual({ primary: executorInfo.primary });
    expect(applyAlternateExecutorAnswer(executorInfo, true)).toBe(executorInfo);
  });
});

describe("guardianship", () => {
  it("has content only when there are children", () => {
    expect(guardianshipStepHasContent(family())).toBe(false);
    expect(guardianshipStepHasContent(family({ children: [child("A", 4)] }))).toBe(true);
  });
});
