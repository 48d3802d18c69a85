import { describe, expect, it } from "vitest";
import {
  ageOn,
  checkDivorce,
  checkExecutorCount,
  checkExecutors,
  checkGuardians,
  checkInheritanceTax,
  checkMarriageRevokes,
  checkMinorBeneficiaries,
  checkMirrorWill,
  checkNeedsProfessional,
  checkResiduaryEstate,
  checkShares,
  checksReading,
  checkSpouseProvidedFor,
  checkSubstitution,
  checkTestatorAge,
  checkUnmarriedPartner,
  checkWill,
  checkCharities,
  checkWitnesses,
  isSameName,
  LEGAL_CHECKS,
  runChecks,
  STATUTES,
} from "./checks.ts";
import { type LegalFinding } from "./finding.ts";
import {
  NIL_RATE_BAND_GBP,
  NEAR_THRESHOLD_FRACTION,
  RESIDENCE_NIL_RATE_BAND_GBP,
  RESIDENCE_NIL_RATE_BAND_TAPER_THRESHOLD_GBP,
} from "./figures.ts";
import { type Child, type WillFormData, WillFormDataSchema } from "../will/form-data.ts";

const TODAY = "2025-06-15";
const options = { today: TODAY };

/**
 * A typical, valid will: a married testator leaving everything to their spouse, with their two
 * grown-up children as back-up beneficiaries, and two adult executors. Parsed through the schema,
 * so its defaults apply, then changed by `change` and parsed again.
 */
function aWill(change?: (will: WillFormData) => void): WillFormData {
  const will = WillFormDataSchema.parse({
    personalInfo: { fullName: "Sam Morgan", dateOfBirth: "1980-05-17", address: "1 High Street, Cardiff" },
    familyInfo: {
      maritalStatus: "married",
      spouseName: "Alex Morgan",
      children: [
        { fullName: "Jo Morgan", age: 23 },
        { fullName: "Rhys Morgan", age: 20 },
      ],
    },
    residualEstate: {
      beneficiaries: [{ fullName: "Alex Morgan", relationship: "Spouse", percentage: 100 }],
      contingentBeneficiaries: [
        { fullName: "Jo Morgan", relationship: "Daughter", percentage: 50 },
        { fullName: "Rhys Morgan", relationship: "Son", percentage: 50 },
      ],
    },
    executorInfo: {
      primary: {
        fullName: "Alex Morgan",
        relationship: "spouse",
        address: "1 High Street, Cardiff",
        contact: "alex@example.com",
        isAdult: true,
      },
      alternate: {
        fullName: "Pat Jones",
        relationship: "sibling",
        address: "2 Low Road, Swansea",
        contact: "01234 567890",
        isAdult: true,
      },
    },
  });
  change?.(will);
  return WillFormDataSchema.parse(will);
}

/** Like aWill, but the change is not checked by the schema: for data the schema would refuse. */
function anUncheckedWill(change: (will: WillFormData) => void): WillFormData {
  const will = aWill();
  change(will);
  return will;
}

function aChild(fullName: string, age: number, guardianNames: string[] = []): Child {
  return {
    fullName,
    age,
    guardians: guardianNames.map((name, index) => ({
      fullName: name,
      relationship: "Aunt",
      order: index + 1,
    })),
  };
}

const codes = (findings: readonly LegalFinding[]) => findings.map((f) => f.code);
const only = (findings: readonly LegalFinding[], code: string) => findings.filter((f) => f.code === code);
const one = (findings: readonly LegalFinding[], code: string): LegalFinding => {
  const found = only(findings, code);
  expect(found, `exactly one ${code} in ${codes(findings).join(", ")}`).toHaveLength(1);
  return found[0] as LegalFinding;
};

describe("ageOn", () => {
  it("counts whole years, turning over on the birthday itself", () => {
    expect(ageOn("2007-06-15", "2025-06-15")).toBe(18);
    expect(ageOn("2007-06-16", "2025-06-15")).toBe(17);
    expect(ageOn("2007-06-14", "2025-06-15")).toBe(18);
    expect(ageOn("2025-06-15", "2025-06-15")).toBe(0);
    expect(ageOn("1925-12-31", "2025-12-30")).toBe(99);
  });

  it("gives someone born on 29 February their birthday on 1 March in other years", () => {
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
    expect(ageOn("2008-02-29", "2028-02-28")).toBe(19);
    expect(ageOn("2008-02-29", "2028-02-29")).toBe(20);
  });

  it("refuses dates that do not exist and births after today", () => {
    expect(() => ageOn("2007-02-29", TODAY)).toThrow(RangeError);
    expect(() => ageOn("2007-13-01", TODAY)).toThrow(RangeError);
    expect(() => ageOn("15/06/2007", TODAY)).toThrow(RangeError);
    expect(() => ageOn("2007-06-15", "2025-02-30")).toThrow(RangeError);
    expect(() => ageOn("2025-06-16", TODAY)).toThrow(RangeError);
  });
});

describe("checkTestatorAge (Wills Act 1837, s.7)", () => {
  const bornOn = (dateOfBirth: string) =>
    aWill((will) => {
      will.personalInfo.dateOfBirth = dateOfBirth;
    });

  it("lets someone make a will on their 18th birthday", () => {
    expect(checkTestatorAge(bornOn("2007-06-15"), options)).toEqual([]);
  });

  it("blocks someone whose 18th birthday is tomorrow", () => {
    expect(checkTestatorAge(bornOn("2007-06-16"), options)).toEqual([
      {
        code: "testator-under-18",
        severity: "block",
        message: "You must be 18 or over to make a will in England and Wales.",
        statute: "Wills Act 1837, s.7",
        field: "personalInfo.dateOfBirth",
      },
    ]);
  });

  it("treats a 29 February birthday as reached on 1 March", () => {
    const will = bornOn("2008-02-29");
    expect(codes(checkTestatorAge(will, { today: "2026-02-28" }))).toEqual(["testator-under-18"]);
    expect(checkTestatorAge(will, { today: "2026-03-01" })).toEqual([]);
  });

  it("blocks a date of birth in the future, and only says that", () => {
    const findings = checkTestatorAge(bornOn("2025-06-16"), options);
    expect(codes(findings)).toEqual(["date-of-birth-in-future"]);
    expect(findings[0]?.severity).toBe("block");
  });

  it("blocks a date of birth more than 120 years ago as a mistyped year, and takes 120 as typed", () => {
    expect(options.today).toBe("2025-06-15");
    const findings = checkTestatorAge(bornOn("1800-01-01"), options);
    expect(findings).toEqual([
      expect.objectContaining({
        code: "date-of-birth-too-early",
        severity: "block",
        message: "Date of birth must be within the last 120 years. Check the year.",
        field: "personalInfo.dateOfBirth",
      }),
    ]);
    expect(codes(checkTestatorAge(bornOn("1904-06-15"), options))).toEqual(["date-of-birth-too-early"]);
    expect(checkTestatorAge(bornOn("1904-06-16"), options)).toEqual([]);
  });

  it("blocks a date of birth it cannot read", () => {
    const will = anUncheckedWill((w) => {
      w.personalInfo.dateOfBirth = "2001-02-30";
    });
    expect(codes(checkTestatorAge(will, options))).toEqual(["date-of-birth-invalid"]);
  });

  it("refuses a today that is not a date: that is a programming error", () => {
    expect(() => checkTestatorAge(aWill(), { today: "today" })).toThrow(RangeError);
    expect(() => checkWill(aWill(), { today: "2025-6-15" })).toThrow(RangeError);
  });
});

describe("checkResiduaryEstate and checkShares", () => {
  it("accepts one beneficiary with 100%", () => {
    expect(checkResiduaryEstate(aWill())).toEqual([]);
  });

  it("accepts three thirds rounded by the form: 33.33 + 33.33 + 33.33, and 33.33 + 33.33 + 33.34", () => {
    const thirds = [33.33, 33.33, 33.33].map((p) => ({ fullName: "A", percentage: p }));
    expect(checkShares(thirds, "residualEstate.beneficiaries")).toEqual([]);
    const tooLittle = [33.32, 33.33, 33.33].map((p) => ({ fullName: "A", percentage: p }));
    expect(codes(checkShares(tooLittle, "residualEstate.beneficiaries"))).toEqual([
      "beneficiary-shares-not-100",
    ]);
    const will = aWill((w) => {
      w.residualEstate.beneficiaries = ["Ann", "Ben", "Cal"].map((name, index) => ({
        fullName: name,
        relationship: "Friend",
        percentage: index === 2 ? 33.34 : 33.33,
        isPrimaryBeneficiary: true,
      }));
    });
    expect(checkResiduaryEstate(will)).toEqual([]);
  });

  it("accepts equal thirds written as 100 / 3, and tolerates floating error under 0.005", () => {
    const third = 100 / 3;
    expect(
      checkShares(
        [third, third, third].map((p) => ({ fullName: "A", percentage: p })),
        "residualEstate.beneficiaries",
      ),
    ).toEqual([]);
    expect(checkShares([{ fullName: "A", percentage: 99.996 }], "residualEstate.beneficiaries")).toEqual([]);
    expect(
      codes(checkShares([{ fullName: "A", percentage: 99.99 }], "residualEstate.beneficiaries")),
    ).toEqual(["beneficiary-shares-not-100"]);
  });

  it("blocks shares that add up to less or more than 100%, saying the total", () => {
    const under = checkShares(
      [
        { fullName: "Ann", percentage: 50 },
        { fullName: "Ben", percentage: 40 },
      ],
      "residualEstate.beneficiaries",
    );
    const finding = one(under, "beneficiary-shares-not-100");
    expect(finding).toMatchObject({
      severity: "block",
      statute: "Administration of Estates Act 1925 (intestacy rules)",
      field: "residualEstate.beneficiaries",
    });
    expect(finding.message).toContain("add up to 90%");
    expect(finding.message).toContain("exactly 100%");

    const over = checkShares(
      [
        { fullName: "Ann", percentage: 60 },
        { fullName: "Ben", percentage: 60 },
      ],
      "residualEstate.beneficiaries",
    );
    expect(one(over, "beneficiary-shares-not-100").message).toContain("add up to 120%");
  });

  it("blocks back-up shares that do not add up to 100% when there are any", () => {
    const will = aWill((w) => {
      w.residualEstate.contingentBeneficiaries = [
        { fullName: "Jo Morgan", relationship: "Daughter", percentage: 50, isContingentBeneficiary: true },
      ];
    });
    const finding = one(checkResiduaryEstate(will), "contingent-shares-not-100");
    expect(finding.field).toBe("residualEstate.contingentBeneficiaries");
    expect(finding.severity).toBe("block");
  });

  it("checks the long-stop list sent through the API as the others: no 0% share, 100% together", () => {
    const will = aWill((w) => {
      w.residualEstate.ultimateBeneficiaries = [
        { fullName: "Oxfam", relationship: "Charity", percentage: 30, isContingentBeneficiary: true },
        { fullName: "Age UK", relationship: "Charity", percentage: 0, isContingentBeneficiary: true },
      ];
    });
    const findings = checkResiduaryEstate(will);
    expect(codes(findings)).toEqual(["ultimate-zero-share", "ultimate-shares-not-100"]);
    expect(one(findings, "ultimate-zero-share")).toMatchObject({
      severity: "block",
      field: "residualEstate.ultimateBeneficiaries.1.percentage",
      message: "Age UK has a share of 0%, so they would get nothing. Give them a share or remove them.",
    });
    expect(one(findings, "ultimate-shares-not-100").message).toBe(
      "The shares of your beneficiaries of last resort add up to 30%. They must add up to exactly 100%. The part you have not given away would be shared out by the law's fixed rules, not by you.",
    );
  });

  it("blocks a will with no beneficiary at all", () => {
    const will = aWill((w) => {
      w.residualEstate.beneficiaries = [];
    });
    expect(codes(checkResiduaryEstate(will))).toEqual(["no-beneficiaries"]);
    expect(one(checkResiduaryEstate(will), "no-beneficiaries").severity).toBe("block");
  });

  it("blocks a 0% beneficiary, who would get nothing: an error, not a beneficiary", () => {
    const will = aWill((w) => {
      w.residualEstate.beneficiaries.push({
        fullName: "Ben Ray",
        relationship: "Friend",
        percentage: 0,
        isPrimaryBeneficiary: true,
      });
    });
    const finding = one(checkResiduaryEstate(will), "beneficiary-zero-share");
    expect(finding).toMatchObject({ severity: "block", field: "residualEstate.beneficiaries.1.percentage" });
    expect(finding.message).toContain("Ben Ray");
    expect(codes(checkResiduaryEstate(will))).toEqual(["beneficiary-zero-share"]);
  });

  it("blocks a share so small that the will would print it as 0%, and lets 0.01% through", () => {
    const findings = checkShares(
      [
        { fullName: "Carol Brown", percentage: 99.986 },
        { fullName: "Dan Hill", percentage: 0.004 },
        { fullName: "Eve Hill", percentage: 0.01 },
      ],
      "residualEstate.beneficiaries",
    );
    expect(findings.map((finding) => [finding.code, finding.field, finding.message])).toEqual([
      [
        "beneficiary-zero-share",
        "residualEstate.beneficiaries.1.percentage",
        "Dan Hill has a share of 0.004%, which your will would show as 0%, so they would get nothing. Give them a share or remove them.",
      ],
    ]);
  });

  it("is defensive about negative shares and shares over 100%, which the schema refuses", () => {
    const findings = checkShares(
      [
        { fullName: "Ann", percentage: -10 },
        { fullName: "Ben", percentage: 110 },
      ],
      "residualEstate.beneficiaries",
    );
    expect(codes(findings)).toEqual(["beneficiary-share-out-of-range", "beneficiary-share-out-of-range"]);
    expect(findings.every((f) => f.severity === "block")).toBe(true);
    expect(
      codes(checkShares([{ fullName: "Ann", percentage: Number.NaN }], "residualEstate.beneficiaries")),
    ).toEqual(["beneficiary-share-out-of-range", "beneficiary-shares-not-100"]);
  });
});

describe("checkExecutors and checkExecutorCount", () => {
  it("is happy with two different adult executors", () => {
    expect(checkExecutors(aWill())).toEqual([]);
  });

  it("blocks a will whose executor's name is only spaces", () => {
    const will = anUncheckedWill((w) => {
      w.executorInfo.primary.fullName = "   ";
    });
    const finding = one(checkExecutors(will), "no-executor");
    expect(finding).toMatchObject({ severity: "block", field: "executorInfo.primary" });
  });

  it("blocks an executor who is under 18", () => {
    const will = aWill((w) => {
      if (w.executorInfo.alternate) w.executorInfo.alternate.isAdult = false;
    });
    const finding = one(checkExecutors(will), "executor-under-18");
    expect(finding).toMatchObject({
      severity: "block",
      field: "executorInfo.alternate.isAdult",
      statute: "Senior Courts Act 1981, s.118",
    });
    expect(finding.message).toContain("Pat Jones");
  });

  it("blocks an executor who is a child under 18 on Family Details, even if confirmed an adult", () => {
    const will = aWill((w) => {
      w.familyInfo.children = [{ fullName: "Pat Jones", age: 17, guardians: [] }];
      if (w.executorInfo.alternate) w.executorInfo.alternate.isAdult = true;
    });
    const finding = one(checkExecutors(will), "executor-under-18");
    expect(finding).toMatchObject({ severity: "block", field: "executorInfo.alternate.fullName" });
    expect(finding.message).toContain("Pat Jones is 17");
  });

  it("asks the user to make sure an executor of unknown age is 18 or over", () => {
    const will = aWill((w) => {
      delete w.executorInfo.primary.isAdult;
    });
    const finding = one(checkExecutors(will), "executor-age-unknown");
    expect(finding).toMatchObject({ severity: "warn", field: "executorInfo.primary" });
    expect(finding.message).toContain("18 or over");
  });

  it("recommends a back-up executor when there is none", () => {
    const will = aWill((w) => {
      delete w.executorInfo.alternate;
    });
    expect(codes(checkExecutors(will))).toEqual(["no-alternate-executor"]);
    expect(one(checkExecutors(will), "no-alternate-executor").severity).toBe("warn");
  });

  it("warns when the main and back-up executor are the same person, whatever the case and spacing", () => {
    const will = aWill((w) => {
      if (w.executorInfo.alternate) w.executorInfo.alternate.fullName = "  alex   MORGAN ";
    });
    expect(codes(checkExecutors(will))).toEqual(["same-primary-and-alternate-executor"]);
  });

  it("warns when more than four executors are named: only four can take out probate", () => {
    const names = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ fullName: `Executor ${i + 1}` }));
    expect(checkExecutorCount(names(4))).toEqual([]);
    const finding = one(checkExecutorCount(names(5)), "too-many-executors");
    expect(finding).toMatchObject({ severity: "warn", statute: "Senior Courts Act 1981, s.114(1)" });
    expect(finding.message).toContain("Only 4");
  });
});

describe("checkGuardians (Children Act 1989, s.5)", () => {
  it("says nothing when there are no children", () => {
    const will = aWill((w) => {
      w.familyInfo.children = [];
    });
    expect(checkGuardians(will)).toEqual([]);
  });

  it("warns for each child under 18 without a guardian", () => {
    const will = aWill((w) => {
      w.familyInfo.children = [aChild("Ifan Morgan", 7), aChild("Jo Morgan", 23), aChild("Nia Morgan", 17)];
    });
    const findings = only(checkGuardians(will), "no-guardian-for-minor");
    expect(findings.map((f) => f.field)).toEqual([
      "familyInfo.children.0.guardians",
      "familyInfo.children.2.guardians",
    ]);
    expect(findings[0]?.message).toContain("Ifan Morgan");
    expect(findings.every((f) => f.statute === "Children Act 1989, s.5")).toBe(true);
  });

  it("warns that a guardian for a child of 18 or over has no effect", () => {
    const will = aWill((w) => {
      w.familyInfo.children = [aChild("Jo Morgan", 18, ["Kim Lee"])];
    });
    const finding = one(checkGuardians(will), "guardian-for-adult-child");
    expect(finding.field).toBe("familyInfo.children.0.guardians");
    expect(codes(checkGuardians(will))).toEqual(["guardian-for-adult-child"]);
  });

  it("explains once, when guardians are named, that they act only if no other parent with parental responsibility survives", () => {
    const will = aWill((w) => {
      w.familyInfo.children = [
        aChild("Ifan Morgan", 4, ["Kim Lee", "Dai Lee"]),
        aChild("Nia Morgan", 9, ["Kim Lee"]),
      ];
    });
    expect(codes(checkGuardians(will))).toEqual(["guardian-takes-effect-later"]);
    expect(one(checkGuardians(will), "guardian-takes-effect-later").message).toContain(
      "parental responsibility",
    );
  });
});

describe("checkMinorBeneficiaries", () => {
  const withMinorChild = (change?: (w: WillFormData) => void) =>
    aWill((w) => {
      w.familyInfo.children = [aChild("Ifan Morgan", 7, ["Kim Lee"])];
      w.residualEstate.contingentBeneficiaries = [
        { fullName: "Ifan Morgan", relationship: "Son", percentage: 100, isContingentBeneficiary: true },
      ];
      change?.(w);
    });

  it("warns that a child's share needs two executors when there is only one", () => {
    const will = withMinorChild((w) => {
      delete w.executorInfo.alternate;
    });
    const finding = one(checkMinorBeneficiaries(will), "minor-beneficiary-single-executor");
    expect(finding).toMatchObject({ severity: "warn", statute: "Trustee Act 1925, s.14(2)" });
    expect(finding.message).toContain("Ifan Morgan");
  });

  it("counts only the executors who would act: a back-up acts only in someone's place", () => {
    const finding = one(checkMinorBeneficiaries(withMinorChild()), "minor-beneficiary-single-executor");
    expect(finding.message).toContain(
      "only Alex Morgan would act (a replacement executor only acts in someone's place)",
    );
  });

  it("does not ask for a second executor when two act together", () => {
    const will = withMinorChild((w) => {
      w.executorInfo.coExecutors = [
        { fullName: "Sam Hill", relationship: "friend", address: "3 Elm Road", contact: "sam@example.com" },
      ];
    });
    expect(only(checkMinorBeneficiaries(will), "minor-beneficiary-single-executor")).toEqual([]);
  });

  it("suggests a trust when a child under 18 inherits and no trust is chosen", () => {
    const finding = one(checkMinorBeneficiaries(withMinorChild()), "minor-beneficiary-no-trust");
    expect(finding).toMatchObject({ severity: "warn", field: "residualEstate.trustInfo.createTrust" });
    // Without a trust the share vests: a child who dies under 18 leaves it to their own next of kin.
    expect(finding.message).toContain("usually their other parent, not to the back-ups in your will");
    const withTrust = withMinorChild((w) => {
      w.residualEstate.trustInfo.createTrust = true;
    });
    expect(only(checkMinorBeneficiaries(withTrust), "minor-beneficiary-no-trust")).toEqual([]);
  });

  it("counts a child under 18 who only receives a specific gift", () => {
    const will = aWill((w) => {
      w.familyInfo.children = [aChild("Nia Morgan", 12, ["Kim Lee"])];
      w.residualEstate.contingentBeneficiaries = [];
      w.specificGifts = [{ description: "My piano", beneficiary: "nia morgan", relationship: "Daughter" }];
    });
    expect(codes(checkMinorBeneficiaries(will))).toEqual([
      "minor-beneficiary-single-executor",
      "minor-beneficiary-no-trust",
    ]);
  });

  it("says nothing about grown-up children", () => {
    expect(checkMinorBeneficiaries(aWill())).toEqual([]);
  });
});

describe("checkWitnesses (Wills Act 1837, s.15)", () => {
  it("always warns about who may witness", () => {
    const [finding] = checkWitnesses();
    expect(finding).toMatchObject({
      code: "witness-rules",
      severity: "warn",
      statute: "Wills Act 1837, s.9 and s.15",
    });
    expect(finding?.message).toContain("civil partner");
    expect(finding?.message).toContain("at the same time");
    for (const will of [aWill(), aWill((w) => (w.familyInfo.children = []))]) {
      expect(codes(checkWill(will, options))).toContain("witness-rules");
    }
  });
});

describe("checkUnmarriedPartner", () => {
  const withPartner = (partnerName: string, beneficiaryName?: string) =>
    aWill((w) => {
      w.familyInfo.maritalStatus = "single";
      delete w.familyInfo.spouseName;
      w.circumstances.partnerName = partnerName;
      w.executorInfo.primary.fullName = "Pat Jones";
      if (w.executorInfo.alternate) w.executorInfo.alternate.fullName = "Kim Lee";
      w.residualEstate.beneficiaries = [
        {
          fullName: beneficiaryName ?? "Jo Morgan",
          relationship: "Partner",
          percentage: 100,
          isPrimaryBeneficiary: true,
        },
      ];
    });

  it("warns when a partner the testator is not married to gets nothing", () => {
    const finding = one(checkUnmarriedPartner(withPartner("Chris Evans")), "unmarried-partner-not-named");
    expect(finding).toMatchObject({
      severity: "warn",
      statute: "Inheritance (Provision for Family and Dependants) Act 1975",
      field: "circumstances.partnerName",
    });
    expect(finding.message).toContain("Chris Evans");
  });

  it("matches the partner's name trimmed, case-insensitively and in Unicode NFC", () => {
    const decomposedUpperCase = "  SIA\u0302N  LLY\u0302R ";
    expect(checkUnmarriedPartner(withPartner("Siân Llŷr", decomposedUpperCase))).toEqual([]);
    expect(isSameName("Siân Llŷr", decomposedUpperCase)).toBe(true);
    expect(isSameName("Siân Llŷr", "Sian Llyr")).toBe(false);
  });

  it("matches names with markup and quotes as plain text, and quotes them unchanged", () => {
    const partner = `<script>alert("x")</script> O'Brien`;
    expect(checkUnmarriedPartner(withPartner(partner, `<SCRIPT>alert("X")</SCRIPT> o'brien`))).toEqual([]);
    const finding = one(checkUnmarriedPartner(withPartner(partner)), "unmarried-partner-not-named");
    expect(finding.message).toContain(partner);
  });

  it("counts the partner as named when they are a back-up beneficiary or receive a gift", () => {
    const contingent = aWill((w) => {
      w.familyInfo.maritalStatus = "single";
      delete w.familyInfo.spouseName;
      w.circumstances.partnerName = "Chris Evans";
      w.residualEstate.beneficiaries = [
        { fullName: "Jo Morgan", relationship: "Daughter", percentage: 100, isPrimaryBeneficiary: true },
      ];
      w.residualEstate.contingentBeneficiaries = [
        { fullName: "Chris Evans", relationship: "Partner", percentage: 100, isContingentBeneficiary: true },
      ];
    });
    expect(checkUnmarriedPartner(contingent)).toEqual([]);
    const gift = aWill((w) => {
      w.familyInfo.maritalStatus = "divorced";
      delete w.familyInfo.spouseName;
      w.circumstances.partnerName = "Chris Evans";
      w.specificGifts = [{ description: "My car", beneficiary: "chris evans", relationship: "Partner" }];
    });
    expect(checkUnmarriedPartner(gift)).toEqual([]);
  });

  it("says nothing for a married testator", () => {
    const will = aWill((w) => {
      w.circumstances.partnerName = "Chris Evans";
    });
    expect(checkUnmarriedPartner(will)).toEqual([]);
  });
});

describe("checkMarriageRevokes (Wills Act 1837, s.18)", () => {
  it("warns anyone with a partner that marriage cancels the will", () => {
    const will = aWill((w) => {
      w.familyInfo.maritalStatus = "single";
      delete w.familyInfo.spouseName;
      w.circumstances.partnerName = "Chris Evans";
    });
    const finding = one(checkMarriageRevokes(will), "marriage-revokes-will");
    expect(finding).toMatchObject({ severity: "warn", statute: "Wills Act 1837, s.18 and s.18B" });
    expect(finding.message).toContain("cancelled");
  });

  it("says the will is made expecting marriage to the named person", () => {
    const will = aWill((w) => {
      w.familyInfo.maritalStatus = "single";
      delete w.familyInfo.spouseName;
      w.circumstances.expectedMarriageTo = "Siân Llŷr";
    });
    const finding = one(checkMarriageRevokes(will), "marriage-revokes-will");
    expect(finding.field).toBe("circumstances.expectedMarriageTo");
    expect(finding.message).toContain("expecting your marriage to Siân Llŷr");
  });

  it("says nothing to someone with no partner and no marriage planned", () => {
    expect(checkMarriageRevokes(aWill())).toEqual([]);
  });
});

describe("checkDivorce (Wills Act 1837, s.18A)", () => {
  it("tells a divorced testator how divorce affects a will", () => {
    const will = aWill((w) => {
      w.familyInfo.maritalStatus = "divorced";
      delete w.familyInfo.spouseName;
    });
    const finding = one(checkDivorce(will), "divorced-review-will");
    expect(finding).toMatchObject({ severity: "warn", statute: "Wills Act 1837, s.18A and s.18C" });
    expect(finding.message).toContain("treated as if they had died");
  });

  it("says nothing to a married or widowed testator", () => {
    expect(checkDivorce(aWill())).toEqual([]);
    const widowed = aWill((w) => {
      w.familyInfo.maritalStatus = "widowed";
      delete w.familyInfo.spouseName;
    });
    expect(checkDivorce(widowed)).toEqual([]);
  });
});

describe("checkSpouseProvidedFor", () => {
  it("recommends review when a spouse gets nothing", () => {
    const will = aWill((w) => {
      w.residualEstate.beneficiaries = [
        { fullName: "Jo Morgan", relationship: "Daughter", percentage: 50, isPrimaryBeneficiary: true },
        { fullName: "Rhys Morgan", relationship: "Son", percentage: 50, isPrimaryBeneficiary: true },
      ];
      w.residualEstate.contingentBeneficiaries = [];
    });
    const finding = one(checkSpouseProvidedFor(will), "spouse-not-provided-for");
    expect(finding).toMatchObject({
      severity: "review",
      statute: "Inheritance (Provision for Family and Dependants) Act 1975",
    });
    expect(finding.message).toContain("Alex Morgan");
  });

  it("is satisfied by a gift to the spouse", () => {
    const will = aWill((w) => {
      w.residualEstate.beneficiaries = [
        { fullName: "Jo Morgan", relationship: "Daughter", percentage: 100, isPrimaryBeneficiary: true },
      ];
      w.specificGifts = [{ description: "The house", beneficiary: "Alex Morgan", relationship: "Husband" }];
    });
    expect(checkSpouseProvidedFor(will)).toEqual([]);
  });

  it("says nothing to a widowed testator, whose spouse died before them", () => {
    const will = aWill((w) => {
      w.familyInfo.maritalStatus = "widowed";
      delete w.familyInfo.spouseName;
      w.residualEstate.beneficiaries = [
        { fullName: "Jo Morgan", relationship: "Daughter", percentage: 50, isPrimaryBeneficiary: true },
        { fullName: "Rhys Morgan", relationship: "Son", percentage: 50, isPrimaryBeneficiary: true },
      ];
      w.residualEstate.contingentBeneficiaries = [
        { fullName: "Pat Jones", relationship: "Sister", percentage: 100, isContingentBeneficiary: true },
      ];
      w.executorInfo.primary.fullName = "Jo Morgan";
      w.executorInfo.primary.relationship = "child";
    });
    expect(checkSpouseProvidedFor(will)).toEqual([]);
    expect(codes(checkWill(will, options))).toEqual(["witness-rules"]);
  });
});

describe("checkMirrorWill", () => {
  it("accepts a mirror will for a married testator with a spouse's name", () => {
    expect(checkMirrorWill(aWill((w) => (w.familyInfo.hasMirrorWill = true)))).toEqual([]);
  });

  it("blocks a mirror will without a marriage or a spouse's name", () => {
    const single = aWill((w) => {
      w.familyInfo.maritalStatus = "single";
      delete w.familyInfo.spouseName;
      w.familyInfo.hasMirrorWill = true;
    });
    const finding = one(checkMirrorWill(single), "mirror-will-needs-spouse");
    expect(finding).toMatchObject({ severity: "block", field: "familyInfo.hasMirrorWill" });
    const noName = anUncheckedWill((w) => {
      w.familyInfo.hasMirrorWill = true;
      w.familyInfo.spouseName = " ";
    });
    expect(codes(checkMirrorWill(noName))).toEqual(["mirror-will-needs-spouse"]);
  });
});

describe("checkSubstitution (Wills Act 1837, s.33)", () => {
  const toChildrenOnly = (w: WillFormData) => {
    w.familyInfo.maritalStatus = "widowed";
    delete w.familyInfo.spouseName;
    w.residualEstate.beneficiaries = [
      { fullName: "Jo Morgan", relationship: "Daughter", percentage: 50, isPrimaryBeneficiary: true },
      { fullName: "Rhys Morgan", relationship: "Son", percentage: 50, isPrimaryBeneficiary: true },
    ];
    w.residualEstate.contingentBeneficiaries = [];
  };

  it("explains what happens to a child's share when there are no back-up beneficiaries", () => {
    const findings = checkSubstitution(aWill(toChildrenOnly));
    expect(codes(findings)).toEqual(["child-beneficiary-substitution", "no-contingent-beneficiaries"]);
    expect(one(findings, "child-beneficiary-substitution")).toMatchObject({
      severity: "warn",
      statute: "Wills Act 1837, s.33",
      field: "residualEstate.contingentBeneficiaries",
    });
  });

  it("asks who inherits if the beneficiaries die first, whoever they are", () => {
    const will = aWill((w) => {
      w.residualEstate.contingentBeneficiaries = [];
    });
    expect(codes(checkSubstitution(will))).toEqual(["no-contingent-beneficiaries"]);
  });

  it("says nothing when there are back-up beneficiaries", () => {
    expect(checkSubstitution(aWill())).toEqual([]);
  });
});

describe("checkNeedsProfessional and checkInheritanceTax", () => {
  it("recommends review for each circumstance, with its reason", () => {
    const will = aWill((w) => {
      w.circumstances = {
        hasPropertyAbroad: true,
        hasBusinessProperty: true,
        excludesSpouseOrChild: true,
        hasVulnerableBeneficiary: true,
        wantsLifeInterest: true,
      };
      w.residualEstate.trustInfo = { createTrust: true, inheritanceAge: 30 };
    });
    const findings = checkNeedsProfessional(will);
    expect(codes(findings)).toEqual([
      "property-abroad",
      "business-property",
      "excludes-spouse-or-child",
      "vulnerable-beneficiary",
      "life-interest",
      "inheritance-age-over-25",
    ]);
    expect(findings.every((f) => f.severity === "review")).toBe(true);
    expect(one(findings, "inheritance-age-over-25").statute).toBe("Inheritance Tax Act 1984, s.71D");
  });

  it("does not review the usual inheritance age of 25, or an age with no trust", () => {
    expect(checkNeedsProfessional(aWill((w) => (w.residualEstate.trustInfo.createTrust = true)))).toEqual([]);
    expect(checkNeedsProfessional(aWill((w) => (w.residualEstate.trustInfo.inheritanceAge = 40)))).toEqual(
      [],
    );
  });

  const worth = (value: number, change?: (w: WillFormData) => void) =>
    aWill((w) => {
      w.circumstances.estimatedEstateValue = value;
      change?.(w);
    });
  const withChildren = NIL_RATE_BAND_GBP + RESIDENCE_NIL_RATE_BAND_GBP;

  it("reviews an estate near the tax-free bands, counting the home band when there are children", () => {
    const near = Math.ceil(NEAR_THRESHOLD_FRACTION * withChildren);
    expect(checkInheritanceTax(worth(near - 1))).toEqual([]);
    const finding = one(checkInheritanceTax(worth(near)), "estate-near-tax-threshold");
    expect(finding).toMatchObject({
      severity: "review",
      statute: "Inheritance Tax Act 1984",
      field: "circumstances.estimatedEstateValue",
    });
    expect(finding.message).toContain("close to the £500,000");
    expect(finding.message).toContain("£1,000,000");
  });

  it("uses the nil-rate band alone when there are no children", () => {
    const childless = (value: number) => worth(value, (w) => (w.familyInfo.children = []));
    const near = Math.ceil(NEAR_THRESHOLD_FRACTION * NIL_RATE_BAND_GBP);
    expect(checkInheritanceTax(childless(near - 1))).toEqual([]);
    expect(
      one(checkInheritanceTax(childless(NIL_RATE_BAND_GBP)), "estate-near-tax-threshold").message,
    ).toContain("over the £325,000");
  });

  it("mentions the spouse's bands only to a married testator, and a late spouse's to a widowed one", () => {
    const single = worth(withChildren, (w) => {
      w.familyInfo.maritalStatus = "single";
      delete w.familyInfo.spouseName;
    });
    expect(one(checkInheritanceTax(single), "estate-near-tax-threshold").message).not.toContain("couple");
    const widowed = worth(withChildren, (w) => {
      w.familyInfo.maritalStatus = "widowed";
      delete w.familyInfo.spouseName;
    });
    expect(one(checkInheritanceTax(widowed), "estate-near-tax-threshold").message).toContain(
      "died before you",
    );
  });

  it("mentions the taper above £2 million", () => {
    const at = one(
      checkInheritanceTax(worth(RESIDENCE_NIL_RATE_BAND_TAPER_THRESHOLD_GBP)),
      "estate-near-tax-threshold",
    );
    expect(at.message).not.toContain("£1 for every £2");
    const above = one(
      checkInheritanceTax(worth(RESIDENCE_NIL_RATE_BAND_TAPER_THRESHOLD_GBP + 1)),
      "estate-near-tax-threshold",
    );
    expect(above.message).toContain("£1 for every £2 over that");
    expect(above.message).toContain("£2,000,000");
  });

  it("says nothing when the value is unknown", () => {
    expect(checkInheritanceTax(aWill())).toEqual([]);
  });
});

describe("checkCharities", () => {
  it("asks for the registered name and number of a charity given a gift or a share", () => {
    const will = aWill((w) => {
      w.specificGifts = [{ description: "£500", beneficiary: "RNLI", relationship: "Charity" }];
      w.residualEstate.contingentBeneficiaries = [
        {
          fullName: "Oxfam (registered charity 202918)",
          relationship: "Charity",
          percentage: 100,
          isContingentBeneficiary: true,
        },
      ];
    });
    const findings = checkCharities(will);
    expect(findings.map((f) => [f.code, f.severity, f.statute, f.field])).toEqual([
      ["charity-number-missing", "warn", "Charities Act 2011, s.29", "specificGifts.0"],
    ]);
    expect(findings[0]?.message).toContain("RNLI looks like a charity.");
  });
});

describe("checkWill", () => {
  it("gives a clean, typical will only the witness warning", () => {
    expect(checkWill(aWill(), options)).toEqual(checkWitnesses());
  });

  it("adds the back-up executor recommendation when there is none", () => {
    const will = aWill((w) => {
      delete w.executorInfo.alternate;
    });
    expect(codes(checkWill(will, options))).toEqual(["no-alternate-executor", "witness-rules"]);
  });

  it("handles one young child left everything, with a guardian and a trust", () => {
    const will = aWill((w) => {
      w.familyInfo.maritalStatus = "widowed";
      delete w.familyInfo.spouseName;
      w.familyInfo.children = [aChild("Ifan Morgan", 7, ["Pat Jones"])];
      w.residualEstate.beneficiaries = [
        { fullName: "Ifan Morgan", relationship: "Son", percentage: 100, isPrimaryBeneficiary: true },
      ];
      w.residualEstate.contingentBeneficiaries = [
        {
          fullName: "Save the Children (registered charity 213890)",
          relationship: "Charity",
          percentage: 100,
          isContingentBeneficiary: true,
        },
      ];
      w.residualEstate.trustInfo.createTrust = true;
      w.executorInfo.primary.fullName = "Kim Lee";
    });
    expect(codes(checkWill(will, options))).toEqual([
      "guardian-takes-effect-later",
      "minor-beneficiary-single-executor",
      "witness-rules",
    ]);
  });

  it("handles three children and a spouse with thirds, guardians for the young ones", () => {
    const will = aWill((w) => {
      w.familyInfo.children = [
        aChild("Ifan Morgan", 4, ["Pat Jones"]),
        aChild("Nia Morgan", 9, ["Pat Jones"]),
        aChild("Jo Morgan", 19),
      ];
      w.residualEstate.contingentBeneficiaries = [
        { fullName: "Ifan Morgan", relationship: "Son", percentage: 33.33, isContingentBeneficiary: true },
        {
          fullName: "Nia Morgan",
          relationship: "Daughter",
          percentage: 33.33,
          isContingentBeneficiary: true,
        },
        { fullName: "Jo Morgan", relationship: "Daughter", percentage: 33.34, isContingentBeneficiary: true },
      ];
    });
    const findings = checkWill(will, options);
    expect(codes(findings)).toEqual([
      "guardian-takes-effect-later",
      "minor-beneficiary-single-executor",
      "minor-beneficiary-no-trust",
      "witness-rules",
    ]);
    expect(one(findings, "minor-beneficiary-no-trust").message).toContain(
      "Ifan Morgan and Nia Morgan are under 18",
    );
  });

  it("orders findings block, then warn, then review", () => {
    const will = anUncheckedWill((w) => {
      w.personalInfo.dateOfBirth = "2010-01-01";
      w.familyInfo.maritalStatus = "divorced";
      delete w.familyInfo.spouseName;
      w.familyInfo.hasMirrorWill = true;
      w.circumstances = { hasPropertyAbroad: true, partnerName: "Chris Evans" };
      w.residualEstate.beneficiaries = [
        { fullName: "Jo Morgan", relationship: "Daughter", percentage: 0, isPrimaryBeneficiary: true },
      ];
    });
    const findings = checkWill(will, options);
    expect(codes(findings)).toEqual([
      "testator-under-18",
      "mirror-will-needs-spouse",
      "beneficiary-zero-share",
      "beneficiary-shares-not-100",
      "witness-rules",
      "unmarried-partner-not-named",
      "marriage-revokes-will",
      "divorced-review-will",
      "property-abroad",
    ]);
    const ranks = findings.map((f) => ["block", "warn", "review"].indexOf(f.severity));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it("gives every finding a code, a message and a statute, and is deterministic", () => {
    const will = anUncheckedWill((w) => {
      w.personalInfo.dateOfBirth = "2010-01-01";
      w.familyInfo.hasMirrorWill = true;
      w.familyInfo.children = [aChild("Ifan Morgan", 4), aChild("Jo Morgan", 30, ["Pat Jones"])];
      w.executorInfo.primary.isAdult = false;
      delete w.executorInfo.alternate;
      w.residualEstate.beneficiaries = [
        { fullName: "Ifan Morgan", relationship: "Son", percentage: 0, isPrimaryBeneficiary: true },
      ];
      w.residualEstate.contingentBeneficiaries = [];
      w.residualEstate.trustInfo = { createTrust: true, inheritanceAge: 30 };
      w.circumstances = {
        partnerName: "Chris Evans",
        expectedMarriageTo: "Chris Evans",
        hasPropertyAbroad: true,
        hasBusinessProperty: true,
        excludesSpouseOrChild: true,
        hasVulnerableBeneficiary: true,
        wantsLifeInterest: true,
        estimatedEstateValue: 3_000_000,
      };
    });
    const findings = checkWill(will, options);
    expect(findings.length).toBeGreaterThan(10);
    for (const finding of findings) {
      expect(finding.code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(finding.message.trim()).not.toBe("");
      expect(finding.statute.trim()).not.toBe("");
      expect(Object.values(STATUTES)).toContain(finding.statute);
    }
    expect(checkWill(will, options)).toEqual(findings);
    expect(JSON.stringify(checkWill(structuredClone(will), options))).toBe(JSON.stringify(findings));
  });

  it("does not change the will it checks", () => {
    const will = aWill();
    const copy = structuredClone(will);
    checkWill(will, options);
    expect(will).toEqual(copy);
  });
});

describe("LEGAL_CHECKS", () => {
  it("lists every check once, named after its function", () => {
    const names = LEGAL_CHECKS.map((check) => check.name);
    expect(new Set(names).size).toBe(names.length);
    expect(LEGAL_CHECKS.every((check) => check.run.name === check.name)).toBe(true);
  });

  it("lets the form run the checks for one step", () => {
    const executorChecks = checksReading("executorInfo");
    expect(executorChecks.map((check) => check.name)).toContain("checkExecutors");
    const will = aWill((w) => {
      delete w.executorInfo.alternate;
    });
    expect(codes(runChecks(executorChecks, will, options))).toEqual(["no-alternate-executor"]);
    expect(checksReading("personalInfo").map((check) => check.name)).toEqual([
      "checkTestatorAge",
      "checkPeople",
    ]);
  });
});

describe("findings name people as the will does", () => {
  it("quote the resolved name, not the string one field happened to type", () => {
    const will = aWill((w) => {
      w.familyInfo.spouseName = "Alex  Jane Morgan";
      w.residualEstate.beneficiaries = [
        { fullName: "Alex Jane Morgan", relationship: "Spouse", percentage: 100, isPrimaryBeneficiary: true },
      ];
      // The executor typed in lower case, with extra spaces and without the middle name.
      w.executorInfo.primary = { ...w.executorInfo.primary, fullName: "  alex morgan ", isAdult: undefined };
      w.familyInfo.children = [aChild("Jo Morgan", 12, ["  ceri   JONES "])];
      w.familyInfo.children[0]!.guardians[0]!.relationship = "Aunt";
      w.specificGifts = [{ description: "my ring", beneficiary: "jo morgan", relationship: "Daughter" }];
    });
    const findings = checkWill(will, options);
    expect(one(findings, "executor-age-unknown").message).toBe(
      "Please make sure Alex Jane Morgan is 18 or over. Someone under 18 cannot act as an executor.",
    );
    expect(one(findings, "minor-beneficiary-single-executor").message).toContain(
      "Jo Morgan is under 18 and could inherit from your will.",
    );
    expect(one(findings, "minor-beneficiary-single-executor").message).toContain(
      "only Alex Jane Morgan would act (a replacement executor only acts in someone's place). Think about naming a joint executor to act with them.",
    );
    expect(one(findings, "minor-beneficiary-single-executor").field).toBe("executorInfo.coExecutors");
  });

  it("count a joint executor as acting, so a child's share no longer asks for a second executor", () => {
    const will = aWill((w) => {
      w.familyInfo.children = [aChild("Jo Morgan", 12, ["Ceri Jones"])];
      w.executorInfo.coExecutors = [
        {
          fullName: "Ceri Jones",
          relationship: "friend",
          address: "3 Hill Road",
          contact: "c@example.com",
          isAdult: true,
        },
      ];
    });
    expect(codes(checkWill(will, options))).not.toContain("minor-beneficiary-single-executor");
  });
});

describe("checkStepchildren", () => {
  it("tells a blended family that a stepchild's children do not take the stepchild's share", () => {
    const will = aWill((w) => {
      w.residualEstate.beneficiaries = [
        { fullName: "Alex Morgan", relationship: "Spouse", percentage: 50, isPrimaryBeneficiary: true },
        { fullName: "Dan Price", relationship: "my step-son", percentage: 50, isPrimaryBeneficiary: true },
      ];
    });
    const found = one(checkWill(will, options), "stepchild-no-substitution");
    expect(found).toEqual({
      code: "stepchild-no-substitution",
      severity: "warn",
      statute: "Wills Act 1837, s.33",
      message:
        "Dan Price is your stepchild. If they die before you, their children do not take their share as your own grandchildren would: it goes to the others your will names instead. If you want their children to have it, name them in your will, or talk to a legal professional.",
      field: "residualEstate.beneficiaries.1",
    });
  });

  it("says nothing of a stepchild listed among your children: the will's own clause passes their share on", () => {
    const will = aWill((w) => {
      w.familyInfo.children = [aChild("Dan Price", 30)];
      w.residualEstate.contingentBeneficiaries = [
        { fullName: "Dan Price", relationship: "Stepson", percentage: 100, isContingentBeneficiary: true },
      ];
    });
    expect(codes(checkWill(will, options))).not.toContain("stepchild-no-substitution");
  });
});
