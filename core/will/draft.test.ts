import { describe, expect, it } from "vitest";
import {
  applyStep,
  completeFormData,
  findingsForStep,
  firstIncompleteStep,
  pageDefaultValue,
  pageSchema,
  readDraftFormData,
  stepOfFinding,
  workingFormData,
  type DraftFormData,
} from "./draft.ts";
import { ExecutorStepSchema, FamilyStepSchema } from "./steps.ts";
import { fieldNameOnPage, FORM_FLOW, indicatorStepFor } from "./flow.ts";

const personal = { fullName: "Ann Smith", dateOfBirth: "1980-02-03", address: "1 High Street, Leeds" };
const executor = {
  fullName: "Bob Smith",
  relationship: "sibling" as const,
  address: "2 Low St",
  contact: "0770",
};

function family(value: unknown) {
  return FamilyStepSchema.parse({ familyInfo: value });
}

describe("a draft moving through the steps", () => {
  it("clears the spouse, the spouse's date of birth and the mirror will unless married", () => {
    const married = applyStep(
      {},
      {
        step: "family",
        value: family({
          maritalStatus: "married",
          spouseName: "Sam Smith",
          hasMirrorWill: true,
          spouseDateOfBirth: "1981-01-01",
          children: [],
        }),
      },
    );
    expect(married.familyInfo).toMatchObject({ spouseName: "Sam Smith", hasMirrorWill: true });
    const widowed = applyStep(married, {
      step: "family",
      value: family({ maritalStatus: "widowed", spouseName: "Sam Smith", hasMirrorWill: true, children: [] }),
    });
    expect(widowed.familyInfo).toEqual({ maritalStatus: "widowed", hasMirrorWill: false, children: [] });
  });

  it("asks the spouse's date of birth for a mirror will", () => {
    const result = FamilyStepSchema.safeParse({
      familyInfo: { maritalStatus: "married", spouseName: "Sam", hasMirrorWill: true },
    });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["familyInfo.spouseDateOfBirth", "Enter your spouse's date of birth for their mirror will"],
    ]);
  });

  it("keeps each child's guardians when the children are edited, matched by name", () => {
    let draft = applyStep(
      {},
      {
        step: "family",
        value: family({
          maritalStatus: "single",
          children: [
            { fullName: "Cat", age: 5 },
            { fullName: "Dan", age: 7 },
          ],
        }),
      },
    );
    draft = applyStep(draft, {
      step: "guardianship",
      value: {
        guardianship: [
          { guardians: [], guardianshipRequests: "" },
          {
            guardians: [
              { fullName: "Gia", relationship: "aunt" },
              { fullName: "Hal", relationship: "uncle" },
            ],
            guardianshipRequests: "Keep Dan at his school",
          },
        ],
      },
    });
    expect(draft.familyInfo?.children[1]?.guardians).toEqual([
      { fullName: "Gia", relationship: "aunt", order: 1 },
      { fullName: "Hal", relationship: "uncle", order: 2 },
    ]);
    const edited = applyStep(draft, {
      step: "family",
      value: family({ maritalStatus: "single", children: [{ fullName: "Dan", age: 8 }] }),
    });
    expect(edited.familyInfo?.children).toEqual([
      {
        fullName: "Dan",
        age: 8,
        guardians: draft.familyInfo?.children[1]?.guardians,
        guardianshipRequests: "Keep Dan at his school",
      },
    ]);
  });

  it("on leaving the estate step, makes the spouse primary with 100% and the children contingent in equal shares", () => {
    const draft = applyStep(
      {},
      {
        step: "family",
        value: family({
          maritalStatus: "married",
          spouseName: "Sam Smith",
          children: [
            { fullName: "Cat", age: 5 },
            { fullName: "Dan", age: 7 },
            { fullName: "Eve", age: 9 },
          ],
        }),
      },
    );
    const left = applyStep(draft, {
      step: "estate",
      value: {
        residualEstate: {
          beneficiaries: [],
          contingentBeneficiaries: [],
          trustInfo: { createTrust: true, inheritanceAge: 21 },
        },
      },
    });
    expect(left.residualEstate).toEqual({
      beneficiaries: [
        { fullName: "Sam Smith", relationship: "spouse", percentage: 100, isPrimaryBeneficiary: true },
      ],
      contingentBeneficiaries: [
        { fullName: "Cat", relationship: "child", percentage: 33.34, isContingentBeneficiary: true },
        { fullName: "Dan", relationship: "child", percentage: 33.33, isContingentBeneficiary: true },
        { fullName: "Eve", relationship: "child", percentage: 33.33, isContingentBeneficiary: true },
      ],
      trustInfo: { createTrust: true, inheritanceAge: 21 },
    });
  });

  it("recomputes automatic shares when the family changes, and keeps shares the user chose", () => {
    const married = applyStep(
      {},
      {
        step: "family",
        value: family({
          maritalStatus: "married",
          spouseName: "Sam",
          children: [{ fullName: "Cat", age: 5 }],
        }),
      },
    );
    const estate = applyStep(married, {
      step: "estate",
      value: {
        residualEstate: {
          beneficiaries: [],
          contingentBeneficiaries: [],
          trustInfo: { createTrust: false, inheritanceAge: 25 },
        },
      },
    });
    const twoChildren = applyStep(estate, {
      step: "family",
      value: family({
        maritalStatus: "married",
        spouseName: "Sam",
        children: [
          { fullName: "Cat", age: 5 },
          { fullName: "Dan", age: 3 },
        ],
      }),
    });
    expect(
      twoChildren.residualEstate?.contingentBeneficiaries.map((b) => [b.fullName, b.percentage]),
    ).toEqual([
      ["Cat", 50],
      ["Dan", 50],
    ]);
    const chosen = applyStep(married, {
      step: "estate",
      value: {
        residualEstate: {
          beneficiaries: [
            { fullName: "Sam", relationship: "spouse", percentage: 100, isPrimaryBeneficiary: true },
          ],
          contingentBeneficiaries: [
            { fullName: "Oxfam", relationship: "charity", percentage: 100, isContingentBeneficiary: true },
          ],
          trustInfo: { createTrust: false, inheritanceAge: 25 },
        },
      },
    });
    const afterEdit = applyStep(chosen, {
      step: "family",
      value: family({
        maritalStatus: "married",
        spouseName: "Sam",
        children: [
          { fullName: "Cat", age: 5 },
          { fullName: "Dan", age: 3 },
        ],
      }),
    });
    expect(afterEdit.residualEstate?.contingentBeneficiaries.map((b) => b.fullName)).toEqual(["Oxfam"]);
  });

  it("without children there is no trust, and without a spouse the children are primary", () => {
    const single = applyStep(
      {},
      { step: "family", value: family({ maritalStatus: "single", children: [] }) },
    );
    const estate = applyStep(single, {
      step: "estate",
      value: {
        residualEstate: {
          beneficiaries: [
            { fullName: "Zed", relationship: "friend", percentage: 100, isPrimaryBeneficiary: true },
          ],
          contingentBeneficiaries: [],
          trustInfo: { createTrust: true, inheritanceAge: 30 },
        },
      },
    });
    expect(estate.residualEstate?.trustInfo).toEqual({ createTrust: false, inheritanceAge: 30 });
    const parent = applyStep(
      {},
      {
        step: "family",
        value: family({
          maritalStatus: "divorced",
          children: [
            { fullName: "Cat", age: 5 },
            { fullName: "Dan", age: 7 },
          ],
        }),
      },
    );
    const shares = applyStep(parent, {
      step: "estate",
      value: {
        residualEstate: {
          beneficiaries: [],
          contingentBeneficiaries: [],
          trustInfo: { createTrust: false, inheritanceAge: 25 },
        },
      },
    });
    expect(shares.residualEstate?.beneficiaries.map((b) => [b.fullName, b.percentage])).toEqual([
      ["Cat", 50],
      ["Dan", 50],
    ]);
  });

  it("drops the alternate executor on no, whatever its fields held, and requires it on yes", () => {
    const no = ExecutorStepSchema.parse({
      wantsAlternate: "no",
      executorInfo: { primary: executor, alternate: { fullName: "Half typed" } },
    });
    expect(applyStep({}, { step: "executor", value: no }).executorInfo).toEqual({ primary: executor });
    const yes = ExecutorStepSchema.safeParse({ wantsAlternate: "yes", executorInfo: { primary: executor } });
    expect(yes.error?.issues[0]?.message).toBe("Enter the executor's full name");
    expect(
      ExecutorStepSchema.safeParse({ executorInfo: { primary: executor } }).error?.issues[0]?.message,
    ).toBe("Choose yes or no");
  });

  it("is complete only when every step's section is there", () => {
    const draft: DraftFormData = { personalInfo: personal };
    expect(firstIncompleteStep(draft)).toBe("family");
    expect(completeFormData(draft)).toEqual({ ok: false, step: "family" });
    const whole: DraftFormData = {
      ...draft,
      familyInfo: { maritalStatus: "single", hasMirrorWill: false, children: [] },
      specificGifts: [],
      residualEstate: {
        beneficiaries: [
          { fullName: "Zed", relationship: "friend", percentage: 100, isPrimaryBeneficiary: true },
        ],
        contingentBeneficiaries: [],
        trustInfo: { createTrust: false, inheritanceAge: 25 },
      },
      executorInfo: { primary: executor },
    };
    const complete = completeFormData(whole);
    expect(complete.ok && complete.formData.personalInfo.fullName).toBe("Ann Smith");
  });

  it("keeps only the stored sections that still pass their schema", () => {
    expect(readDraftFormData({ personalInfo: personal, familyInfo: { maritalStatus: "engaged" } })).toEqual({
      personalInfo: personal,
    });
    expect(readDraftFormData(null)).toEqual({});
  });
});

describe("legal findings beside the fields", () => {
  it("shows the under-18 block on the personal page only", () => {
    const formData = workingFormData({ personalInfo: { ...personal, dateOfBirth: "2015-01-01" } });
    expect(findingsForStep("personal", formData, "2026-11-21").map((f) => [f.code, f.severity])).toEqual([
      ["testator-under-18", "block"],
    ]);
    expect(findingsForStep("gifts", formData, "2026-11-21")).toEqual([]);
  });

  it("maps findings to their page and field names", () => {
    expect(stepOfFinding({ field: "familyInfo.children.1.guardians" })).toBe("guardianship");
    expect(stepOfFinding({ field: "familyInfo.hasMirrorWill" })).toBe("family");
    expect(stepOfFinding({})).toBe("preview");
    expect(fieldNameOnPage("familyInfo.children.1.guardians")).toBe("guardianship[1].guardians");
    // One guardian: the name field that fixes a finding about them.
    expect(fieldNameOnPage("familyInfo.children.1.guardians.0")).toBe(
      "guardianship[1].guardians[0].fullName",
    );
    expect(fieldNameOnPage("residualEstate.beneficiaries")).toBe("residualEstate.beneficiaries");
    expect(fieldNameOnPage("executorInfo.primary")).toBe("executorInfo.primary");
  });

  it("blocks a joint gift whose relationships cannot be paired with its names beside its relationship", () => {
    const draft: DraftFormData = { personalInfo: personal };
    const gifts = {
      specificGifts: [
        {
          description: "£3,000",
          beneficiary: "Leo, Mia and Sam Hall",
          relationship: "Grandson and granddaughter",
        },
      ],
    };
    const result = pageSchema("gifts", draft, "2026-11-21").safeParse(gifts);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "specificGifts.0.relationship",
    ]);
  });

  it("blocks two people typed as one executor beside the executor's name", () => {
    const value = {
      executorInfo: { primary: { ...executor, fullName: "Tom and Ann Hall", isAdult: true } },
      wantsAlternate: "no",
    };
    const result = pageSchema("executor", { personalInfo: personal }, "2026-11-21").safeParse(value);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "executorInfo.primary.fullName",
    ]);
  });
});

describe("the page order and the indicator", () => {
  it("follows the indicator's order, so the indicator only moves forward", () => {
    expect(FORM_FLOW.map((entry) => entry.id)).toEqual([
      "personal",
      "family",
      "guardianship",
      "gifts",
      "estate",
      "executor",
      "preview",
    ]);
    const indicators = FORM_FLOW.map((entry) => indicatorStepFor(entry.id));
    expect(indicators).toEqual([1, 2, 2, 3, 4, 5, 6]);
  });
});

describe("the executor page's joint executors", () => {
  const joint = { ...executor, fullName: "Cat Smith", relationship: "friend" as const };

  it("keeps joint executors as coExecutors, and none when the list is empty", () => {
    const withJoint = ExecutorStepSchema.parse({
      wantsAlternate: "no",
      executorInfo: { primary: executor, coExecutors: [joint] },
    });
    expect(applyStep({}, { step: "executor", value: withJoint }).executorInfo).toEqual({
      primary: executor,
      coExecutors: [joint],
    });
    const without = ExecutorStepSchema.parse({ wantsAlternate: "no", executorInfo: { primary: executor } });
    expect(applyStep({}, { step: "executor", value: without }).executorInfo).toEqual({ primary: executor });
  });

  it("takes at most three joint executors: four executors in all", () => {
    const four = ExecutorStepSchema.safeParse({
      wantsAlternate: "no",
      executorInfo: { primary: executor, coExecutors: [joint, joint, joint, joint] },
    });
    expect(four.error?.issues[0]?.message).toBe(
      "You can name up to 3 joint executors: no more than 4 executors can act together",
    );
  });

  it("starts the page with the stored joint executors", () => {
    const draft: DraftFormData = { executorInfo: { primary: executor, coExecutors: [joint] } };
    expect(pageDefaultValue("executor", draft)).toEqual({
      executorInfo: { primary: executor, coExecutors: [joint] },
      wantsAlternate: "no",
    });
  });
});

describe("a child with a parent's name", () => {
  const withFamily = (differentPerson: boolean | undefined, spouseName?: string) =>
    applyStep(
      { personalInfo: { ...personal, fullName: "John Smith" } },
      {
        step: "family",
        value: family({
          maritalStatus: spouseName ? "married" : "widowed",
          ...(spouseName ? { spouseName } : {}),
          children: [
            { fullName: "john  smith", age: 30, differentPerson },
            { fullName: "Mary Smith", age: 28 },
          ],
        }),
      },
    );

  it("gets an id of their own when marked a different person, and the mark comes back on the page", () => {
    const draft = withFamily(true);
    expect(draft.familyInfo?.children.map((child) => child.personId)).toEqual(["child-1", undefined]);
    expect(pageDefaultValue("family", draft)).toMatchObject({
      familyInfo: {
        children: [
          { fullName: "john  smith", age: 30, differentPerson: true },
          { fullName: "Mary Smith", age: 28 },
        ],
      },
    });
  });

  it("also when the name is the spouse's", () => {
    const draft = applyStep(
      { personalInfo: { ...personal, fullName: "Jane Smith" } },
      {
        step: "family",
        value: family({
          maritalStatus: "married",
          spouseName: "John Smith",
          children: [{ fullName: "John Smith", age: 20, differentPerson: true }],
        }),
      },
    );
    expect(draft.familyInfo?.children[0]?.personId).toBe("child-1");
  });

  it("is blocked on Family Details until marked, and the message says how", () => {
    const blocked = findingsForStep("family", workingFormData(withFamily(undefined)), "2026-01-01").filter(
      (finding) => finding.severity === "block",
    );
    expect(blocked.map((finding) => [finding.field, finding.message])).toEqual([
      [
        "familyInfo.children.0",
        'john smith is named as your child, but that is your own name. A will cannot give you anything or appoint you: change the name to the person you mean. If your child has the same name as you, tick "This child is a different person with the same name" under their name.',
      ],
    ]);
    const marked = findingsForStep("family", workingFormData(withFamily(true)), "2026-01-01");
    expect(marked.filter((finding) => finding.severity === "block")).toEqual([]);
  });

  it("is not given an id when the mark is left on a name no parent has", () => {
    const draft = applyStep(
      { personalInfo: { ...personal, fullName: "John Smith" } },
      {
        step: "family",
        value: family({
          maritalStatus: "single",
          children: [{ fullName: "Tom Smith", age: 3, differentPerson: true }],
        }),
      },
    );
    expect(draft.familyInfo?.children[0]?.personId).toBeUndefined();
  });
});
