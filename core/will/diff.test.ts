import { describe, expect, it } from "vitest";
import { describeChange, diffWills } from "./diff.ts";
import { WillFormDataSchema, type WillFormData, type WillFormDataInput } from "./form-data.ts";

/** Mary Jones, married to Tom Jones, two children; override any part. */
function will(overrides: Partial<WillFormDataInput> = {}): WillFormData {
  return WillFormDataSchema.parse({
    personalInfo: {
      fullName: "Mary Jones",
      dateOfBirth: "1980-03-04",
      address: "3 Mill Road, Cardiff CF10 1AA",
    },
    familyInfo: {
      maritalStatus: "married",
      spouseName: "Tom Jones",
      hasMirrorWill: false,
      children: [
        {
          fullName: "Amy Jones",
          age: 8,
          guardians: [{ fullName: "Sara Price", relationship: "sister", order: 1 }],
        },
        {
          fullName: "Ben Jones",
          age: 5,
          guardians: [{ fullName: "Sara Price", relationship: "sister", order: 1 }],
        },
      ],
    },
    residualEstate: {
      beneficiaries: [
        { fullName: "Tom Jones", relationship: "husband", percentage: 50 },
        { fullName: "Amy Jones", relationship: "daughter", percentage: 25 },
        { fullName: "Ben Jones", relationship: "son", percentage: 25 },
      ],
      contingentBeneficiaries: [{ fullName: "Sara Price", relationship: "sister", percentage: 100 }],
      trustInfo: { createTrust: true, inheritanceAge: 25 },
    },
    executorInfo: {
      primary: {
        fullName: "Tom Jones",
        relationship: "spouse",
        address: "3 Mill Road, Cardiff",
        contact: "07700 900001",
      },
      alternate: {
        fullName: "Sara Price",
        relationship: "sibling",
        address: "9 Bay Street, Cardiff",
        contact: "07700 900002",
      },
    },
    specificGifts: [
      { description: "My grandmother's ring", beneficiary: "Amy Jones", relationship: "daughter" },
    ],
    funeralWishes: "A quiet cremation",
    ...overrides,
  });
}

const lines = (before: WillFormData, after: WillFormData) => diffWills(before, after).map(describeChange);

/** The base will with its residue replaced. */
function withShares(shares: Array<[string, string, number]>, base = will()): WillFormData {
  return {
    ...base,
    residualEstate: {
      ...base.residualEstate,
      beneficiaries: shares.map(([fullName, relationship, percentage]) => ({
        fullName,
        relationship,
        percentage,
        isPrimaryBeneficiary: true,
      })),
    },
  };
}

describe("diffWills", () => {
  it("finds nothing between a will and itself", () => {
    expect(diffWills(will(), will())).toEqual([]);
  });

  it("says a share changed by the person, in the brief's words", () => {
    const after = withShares([
      ["Tom Jones", "husband", 40],
      ["Amy Jones", "daughter", 30],
      ["Ben Jones", "son", 30],
    ]);
    expect(lines(will(), after)).toEqual([
      "Tom Jones's share of the rest of the estate: 50% → 40%",
      "Amy Jones's share of the rest of the estate: 25% → 30%",
      "Ben Jones's share of the rest of the estate: 25% → 30%",
    ]);
  });

  it("matches people by identity, not by position: reordered, respaced or recased names are no change", () => {
    const after = withShares([
      ["ben  JONES", "son", 25],
      ["Tom Jones", "husband", 50],
      [" Amy Jones", "daughter", 25],
    ]);
    expect(lines(will(), after)).toEqual([]);
  });

  it("matches a name typed with a decomposed accent to the same person (NFC)", () => {
    const before = withShares([["Llŷr Evans", "friend", 100]]);
    const after = withShares([
      ["Lly\u0302r Evans", "friend", 60],
      ["Ann Evans", "friend", 40],
    ]);
    expect(lines(before, after)).toEqual([
      "Llŷr Evans's share of the rest of the estate: 100% → 60%",
      "Ann Evans now has a share of the rest of the estate: 40%",
    ]);
  });

  it("names people added to and removed from the residue", () => {
    const after = withShares([
      ["Tom Jones", "husband", 50],
      ["Amy Jones", "daughter", 50],
    ]);
    expect(lines(will(), after)).toEqual([
      "Amy Jones's share of the rest of the estate: 25% → 50%",
      "Ben Jones no longer has a share of the rest of the estate: was 25%",
    ]);
  });

  it("compares back-up shares and the trust age", () => {
    const base = will();
    const after: WillFormData = {
      ...base,
      residualEstate: {
        ...base.residualEstate,
        contingentBeneficiaries: [
          { fullName: "Sara Price", relationship: "sister", percentage: 50, isContingentBeneficiary: true },
          {
            fullName: "Cancer Research UK",
            relationship: "charity",
            percentage: 50,
            isContingentBeneficiary: true,
          },
        ],
        trustInfo: { createTrust: true, inheritanceAge: 21 },
      },
    };
    expect(lines(base, after)).toEqual([
      "Sara Price's back-up share of the rest of the estate: 100% → 50%",
      "Cancer Research UK now has a back-up share of the rest of the estate: 50%",
      "Children's shares held in trust: until they are 25 → until they are 21",
    ]);
  });

  it("reports a child born since, with their guardians, and a child's age", () => {
    const base = will();
    const after: WillFormData = {
      ...base,
      familyInfo: {
        ...base.familyInfo,
        children: [
          { ...base.familyInfo.children[0]!, age: 9 },
          base.familyInfo.children[1]!,
          {
            fullName: "Cai Jones",
            age: 0,
            guardians: [{ fullName: "Sara Price", relationship: "sister", order: 1 }],
          },
        ],
      },
    };
    expect(lines(base, after)).toEqual([
      "Child added: Cai Jones, aged 0",
      "Amy Jones's age: 8 → 9",
      "Guardians for Cai Jones: Sara Price",
    ]);
  });

  it("reports guardians changed in order, and a child no longer listed", () => {
    const base = will();
    const amy = base.familyInfo.children[0]!;
    const after: WillFormData = {
      ...base,
      familyInfo: {
        ...base.familyInfo,
        children: [
          {
            ...amy,
            guardians: [
              { fullName: "Dai Price", relationship: "brother-in-law", order: 2 },
              { fullName: "Sara Price", relationship: "sister", order: 1 },
            ],
          },
        ],
      },
    };
    expect(lines(base, after)).toEqual([
      "Child no longer listed: Ben Jones",
      "Guardians for Amy Jones: Sara Price → Sara Price, then Dai Price",
    ]);
  });

  it("treats guardians appointed together as one group, whatever order they were typed in", () => {
    const base = will();
    const guardians = (names: Array<[string, number]>) =>
      names.map(([fullName, order]) => ({ fullName, relationship: "friend", order }));
    const withGuardians = (list: ReturnType<typeof guardians>): WillFormData => ({
      ...base,
      familyInfo: {
        ...base.familyInfo,
        children: [{ ...base.familyInfo.children[0]!, guardians: list }],
      },
    });
    const joint = withGuardians(
      guardians([
        ["Sara Price", 1],
        ["Dai Price", 1],
        ["Cerys Lloyd", 2],
      ]),
    );
    const retyped = withGuardians(
      guardians([
        ["Dai Price", 1],
        ["Sara Price", 1],
        ["Cerys Lloyd", 2],
      ]),
    );
    expect(lines(joint, retyped)).toEqual([]);
    const swapped = withGuardians(
      guardians([
        ["Cerys Lloyd", 1],
        ["Sara Price", 2],
        ["Dai Price", 2],
      ]),
    );
    expect(lines(joint, swapped)).toEqual([
      "Guardians for Amy Jones: Dai Price and Sara Price, then Cerys Lloyd → Cerys Lloyd, then Dai Price and Sara Price",
    ]);
  });

  it("reports divorce: marital status, spouse and the mirror will", () => {
    const before = will({
      familyInfo: { ...will().familyInfo, hasMirrorWill: true, spouseDateOfBirth: "1979-01-01" },
    });
    const after = will({
      familyInfo: { ...will().familyInfo, maritalStatus: "divorced", spouseName: undefined },
    });
    expect(lines(before, after)).toEqual([
      "Marital status: married or in a civil partnership → divorced or civil partnership dissolved",
      "Your spouse or civil partner: Tom Jones → none",
      "Mirror will: a matching will for Tom Jones → none",
    ]);
  });

  it("does not call a spouse typed with different spacing a new spouse", () => {
    const after = will({ familyInfo: { ...will().familyInfo, spouseName: "tom jones" } });
    expect(lines(will(), after)).toEqual([]);
  });

  it("tells a gift's recipient, description and conditions changes apart from gifts added and removed", () => {
    const base = will({
      specificGifts: [
        { description: "My grandmother's ring", beneficiary: "Amy Jones", relationship: "daughter" },
        { description: "My bicycle", beneficiary: "Ben Jones", relationship: "son" },
        { description: "£500", beneficiary: "Sara Price", relationship: "sister" },
        { description: "My books", beneficiary: "Tom Jones", relationship: "husband" },
      ],
    });
    const after: WillFormData = {
      ...base,
      specificGifts: [
        {
          description: "My books",
          beneficiary: "Tom Jones",
          relationship: "husband",
          conditions: "if he survives me",
        },
        { description: "My grandmother's ring", beneficiary: "Ben Jones", relationship: "son" },
        { description: "£1,000", beneficiary: "Sara Price", relationship: "sister" },
        { description: "My car", beneficiary: "Amy Jones", relationship: "daughter" },
      ],
    };
    expect(lines(base, after)).toEqual([
      "Conditions of the gift of “My books” to Tom Jones: none → “if he survives me”",
      "Who receives “My grandmother's ring”: Amy Jones → Ben Jones",
      "Gift to Sara Price: “£500” → “£1,000”",
      "Gift removed: “My bicycle” to Ben Jones",
      "Gift added: “My car” to Amy Jones",
    ]);
  });

  it("reports executors by person: added, removed, the replacement, and changed details", () => {
    const base = will();
    const after: WillFormData = {
      ...base,
      executorInfo: {
        primary: { ...base.executorInfo.primary, address: "12 New Road, Swansea" },
        coExecutors: [
          {
            fullName: "Dai Price",
            relationship: "other",
            address: "4 Hill Road, Newport",
            contact: "dai@example.com",
          },
        ],
        alternate: {
          fullName: "Cerys Lloyd",
          relationship: "friend",
          address: "1 Quay, Tenby",
          contact: "07700 900003",
        },
      },
    };
    expect(lines(base, after)).toEqual([
      "Executor added: Dai Price",
      "Your replacement executor: Sara Price → Cerys Lloyd",
      "Tom Jones's address: 3 Mill Road, Cardiff → 12 New Road, Swansea",
    ]);
  });

  it("reports an executor swapped for another, and a replacement executor taken away", () => {
    const base = will();
    const { alternate: _gone, ...withoutAlternate } = base.executorInfo;
    const after: WillFormData = {
      ...base,
      executorInfo: {
        ...withoutAlternate,
        primary: { ...base.executorInfo.primary, fullName: "Sara Price" },
      },
    };
    expect(lines(base, after)).toEqual([
      "Executor removed: Tom Jones",
      "Executor added: Sara Price",
      "Your replacement executor: Sara Price → none",
    ]);
  });

  it("quotes wishes, shortening long ones", () => {
    const long = `Please play ${"a very long list of songs, ".repeat(5)}at my funeral`;
    const after = will({ funeralWishes: long, otherWishes: "Look after the cat" });
    const changes = lines(will(), after);
    expect(changes[0]).toMatch(
      /^Funeral wishes: “A quiet cremation” → “Please play a very long list of songs, .{30,}…”$/u,
    );
    expect(changes[0]!.length).toBeLessThan(140);
    expect(changes[1]).toBe("Other wishes: none → “Look after the cat”");
  });

  it("reports the testator's own details and the clauses they turn on", () => {
    const after = will({
      personalInfo: {
        fullName: "Mary Jones",
        dateOfBirth: "1980-03-04",
        address: "8 Castle Street, Swansea SA1 1AA",
      },
      circumstances: { foreignWillCountry: "Spain" },
    });
    expect(lines(will(), after)).toEqual([
      "Your address: 3 Mill Road, Cardiff CF10 1AA → 8 Castle Street, Swansea SA1 1AA",
      "A will kept for your property abroad: none → Spain",
    ]);
  });

  it("lists changes in the order of the will's parts", () => {
    const after = will({
      funeralWishes: undefined,
      personalInfo: {
        fullName: "Mary Ann Jones",
        dateOfBirth: "1980-03-04",
        address: "3 Mill Road, Cardiff CF10 1AA",
      },
    });
    const sections = diffWills(will(), withShares([["Tom Jones", "husband", 100]], after)).map(
      (c) => c.section,
    );
    expect(sections).toEqual(["you", "estate", "estate", "estate", "wishes"]);
  });
});
