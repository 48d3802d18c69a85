import { describe, expect, it } from "vitest";
import { CHAT_TOPICS, ChatFactsSchema, peopleLeftOut, type ChatFacts } from "./facts.ts";
import { buildFormData, finaliseFacts, topicOfFinding } from "./finalise.ts";
import { applyAnswer, missingTopics, QUESTIONS } from "./interview.ts";
import { initialChatState } from "./state.ts";
import { idsWithRoles, mirrorResolvedWill, resolveWill, SPOUSE_ID, TESTATOR_ID } from "../will/people.ts";

const TODAY = "2025-06-15";

const EXECUTOR = {
  fullName: "Bob Smith",
  relationship: "sibling" as const,
  address: "2 Low Street, Leeds LS2 2BB",
  contact: "07700 900123",
  isAdult: true,
};

/** A single person with no children who has answered everything (before confirming it). */
function answered(overrides: Partial<ChatFacts> = {}): ChatFacts {
  return {
    fullName: "Ann Smith",
    dateOfBirth: "1980-02-03",
    address: "1 High Street, Leeds LS1 1AA",
    maritalStatus: "single",
    hasPartner: false,
    hasChildren: false,
    children: [],
    executor: EXECUTOR,
    wantsAlternateExecutor: false,
    hasSpecificGifts: false,
    specificGifts: [],
    residuaryPlan: "named",
    residuaryBeneficiaries: [{ fullName: "Bob Smith", relationship: "brother", percentage: 100 }],
    backupPlan: "named",
    backupBeneficiaries: [{ fullName: "Cath Smith", relationship: "sister", percentage: 100 }],
    propertyAbroad: "no",
    businessProperty: "no",
    vulnerableBeneficiary: "no",
    estimatedEstateValue: 150_000,
    funeralWishes: null,
    ...overrides,
  };
}

const married = (overrides: Partial<ChatFacts> = {}) =>
  answered({
    maritalStatus: "married",
    spouseName: "Sam Smith",
    wantsMirrorWill: false,
    hasPartner: undefined,
    hasChildren: true,
    children: [
      { fullName: "Tom Smith", age: 7 },
      { fullName: "Amy Smith", age: 19 },
    ],
    guardians: [{ fullName: "Cath Smith", relationship: "sister", isAdult: true }],
    residuaryPlan: "automatic",
    residuaryBeneficiaries: undefined,
    backupPlan: undefined,
    backupBeneficiaries: undefined,
    createTrust: true,
    ...overrides,
  });

describe("what is still to be asked", () => {
  it("starts with the user's name and goes in the interview's order", () => {
    expect(missingTopics({ facts: {} })[0]).toBe("fullName");
    expect(missingTopics({ facts: {} })).toEqual([
      "fullName",
      "dateOfBirth",
      "address",
      "maritalStatus",
      "children",
      "executor",
      "alternateExecutor",
      "specificGifts",
      "residuary",
      "backup",
      "propertyAbroad",
      "businessProperty",
      "vulnerableBeneficiary",
      "estateValue",
      "funeralWishes",
      "confirmation",
    ]);
  });

  it("has only the confirmation left once everything is answered, and nothing once confirmed", () => {
    expect(missingTopics({ facts: answered() })).toEqual(["confirmation"]);
    expect(missingTopics({ facts: answered({ confirmed: true }) })).toEqual([]);
  });

  it("asks about a spouse and a mirror will only when married, and about a partner only when not", () => {
    const status = missingTopics({ facts: { maritalStatus: "married" } });
    expect(status).toContain("spouse");
    expect(status).toContain("mirrorWill");
    expect(status).not.toContain("partner");
    const single = missingTopics({ facts: { maritalStatus: "widowed" } });
    expect(single).toContain("partner");
    expect(single).not.toContain("spouse");
    expect(single).not.toContain("marriagePlans");
    expect(missingTopics({ facts: { maritalStatus: "single", hasPartner: true } })).toContain("partner");
    expect(
      missingTopics({ facts: { maritalStatus: "single", hasPartner: true, partnerName: "Jo Bell" } }),
    ).toContain("marriagePlans");
    expect(
      missingTopics({
        facts: answered({ wantsMirrorWill: true, maritalStatus: "married", spouseName: "Sam Smith" }),
      }),
    ).toContain("mirrorWill");
  });

  it("needs every child's age, and guardians only for children under 18", () => {
    expect(missingTopics({ facts: answered({ hasChildren: true, children: [] }) })).toContain("children");
    expect(
      missingTopics({ facts: answered({ hasChildren: true, children: [{ fullName: "Tom Smith" }] }) }),
    ).toContain("children");
    const adultChild = answered({
      hasChildren: true,
      children: [{ fullName: "Tom Smith", age: 30 }],
      residuaryBeneficiaries: [{ fullName: "Tom Smith", relationship: "son", percentage: 100 }],
    });
    expect(missingTopics({ facts: adultChild })).toEqual(["confirmation"]);
    const minor = answered({ hasChildren: true, children: [{ fullName: "Tom Smith", age: 3 }] });
    expect(missingTopics({ facts: minor })).toContain("guardians");
    expect(missingTopics({ facts: { ...minor, guardians: [] } })).not.toContain("guardians");
    expect(
      missingTopics({ facts: { ...minor, guardians: [{ fullName: "Kate Brown", relationship: "sister" }] } }),
    ).toContain("guardians");
  });

  it("asks about a trust only when young children inherit", () => {
    expect(missingTopics({ facts: married({ createTrust: undefined }) })).toContain("trust");
    const adultsOnly = married({
      createTrust: undefined,
      children: [{ fullName: "Amy Smith", age: 30 }],
      guardians: undefined,
    });
    expect(missingTopics({ facts: adultsOnly })).not.toContain("trust");
  });

  it("does not ask for back-ups when the automatic rule gives the children as back-ups", () => {
    expect(missingTopics({ facts: married() })).toEqual(["confirmation"]);
    expect(
      missingTopics({ facts: married({ children: [], guardians: undefined, hasChildren: false }) }),
    ).toContain("backup");
  });

  it("needs a complete executor who is confirmed to be an adult", () => {
    const executor = { fullName: "Bob Smith", relationship: "sibling" as const, address: "2 Low Street" };
    expect(missingTopics({ facts: answered({ executor }) })).toContain("executor");
    expect(
      missingTopics({ facts: answered({ executor: { ...executor, contact: "0770", isAdult: false } }) }),
    ).toContain("executor");
    expect(
      missingTopics({
        facts: answered({ wantsAlternateExecutor: true, alternateExecutor: EXECUTOR }),
      }),
    ).toContain("alternateExecutor");
  });

  it("needs shares that add up to 100% and a relationship for everyone", () => {
    const two = [
      { fullName: "Bob Smith", relationship: "brother", percentage: 60 },
      { fullName: "Cath Smith", relationship: "sister", percentage: 30 },
    ];
    expect(missingTopics({ facts: answered({ residuaryBeneficiaries: two }) })).toContain("residuary");
    const halves = two.map((share) => ({ ...share, percentage: 50 }));
    expect(missingTopics({ facts: answered({ residuaryBeneficiaries: halves }) })).toEqual(["confirmation"]);
    expect(
      missingTopics({
        facts: answered({ residuaryBeneficiaries: [{ fullName: "Bob Smith", percentage: 100 }] }),
      }),
    ).toContain("residuary");
  });

  it("asks whether leaving out a spouse or a child is on purpose", () => {
    const leftOut = married({
      residuaryPlan: "named",
      residuaryBeneficiaries: [{ fullName: "Cath Smith", relationship: "sister", percentage: 100 }],
      backupPlan: "none",
    });
    expect(peopleLeftOut(leftOut)).toEqual(["Sam Smith", "Tom Smith", "Amy Smith"]);
    expect(missingTopics({ facts: leftOut })).toContain("exclusion");
    expect(missingTopics({ facts: { ...leftOut, excludesSpouseOrChild: true } })).toEqual(["confirmation"]);
    expect(peopleLeftOut(married())).toEqual([]);
  });
});

describe("building the formData", () => {
  it("is not possible until every topic but the confirmation is answered", () => {
    const result = buildFormData({ fullName: "Ann Smith" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.missing[0]).toBe("dateOfBirth");
  });

  it("turns named beneficiaries, given without percentages, into equal shares of 100", () => {
    const residuary = QUESTIONS.find((entry) => entry.id === "residuary")!;
    const names = [
      { fullName: "Bob Smith", relationship: "brother" },
      { fullName: "Cath Smith", relationship: "sister" },
      { fullName: "Dan Smith", relationship: "brother" },
    ];
    const facts = answered({ residuaryPlan: undefined, residuaryBeneficiaries: undefined });
    const state = { ...initialChatState(), facts };
    const applied = applyAnswer(residuary, names, { state, facts, subject: "", today: TODAY });
    if (!("facts" in applied)) throw new Error(applied.problem);
    const result = buildFormData(
      answered({
        residuaryBeneficiaries: applied.facts.residuaryBeneficiaries,
        backupPlan: "none",
        backupBeneficiaries: undefined,
        propertyAbroad: "unsure",
        funeralWishes: "A quiet service",
      }),
    );
    if (!result.ok) throw new Error(result.issues.join(", "));
    expect(result.formData.residualEstate.beneficiaries.map((share) => share.percentage)).toEqual([
      33.34, 33.33, 33.33,
    ]);
    expect(result.formData.residualEstate.contingentBeneficiaries).toEqual([]);
    expect(result.formData.funeralWishes).toBe("A quiet service");
    expect(result.formData.circumstances).toEqual({
      hasBusinessProperty: false,
      hasVulnerableBeneficiary: false,
      excludesSpouseOrChild: false,
      estimatedEstateValue: 150_000,
    });
  });

  it("uses the automatic rule for a married person, and gives guardians to the children under 18 only", () => {
    const result = buildFormData(married({ wantsMirrorWill: true, spouseDateOfBirth: "1981-05-06" }));
    if (!result.ok) throw new Error(result.issues.join(", "));
    const { familyInfo, residualEstate } = result.formData;
    expect(familyInfo).toEqual({
      maritalStatus: "married",
      spouseName: "Sam Smith",
      hasMirrorWill: true,
      spouseDateOfBirth: "1981-05-06",
      children: [
        {
          fullName: "Tom Smith",
          age: 7,
          guardians: [{ fullName: "Cath Smith", relationship: "sister", order: 1 }],
        },
        { fullName: "Amy Smith", age: 19, guardians: [] },
      ],
    });
    expect(residualEstate).toEqual({
      beneficiaries: [
        { fullName: "Sam Smith", relationship: "spouse", percentage: 100, isPrimaryBeneficiary: true },
      ],
      contingentBeneficiaries: [
        { fullName: "Tom Smith", relationship: "child", percentage: 50, isContingentBeneficiary: true },
        { fullName: "Amy Smith", relationship: "child", percentage: 50, isContingentBeneficiary: true },
      ],
      trustInfo: { createTrust: true, inheritanceAge: 25 },
    });
  });

  it("keeps the partner and the marriage only for someone not married", () => {
    const result = buildFormData(
      answered({
        hasPartner: true,
        partnerName: "Jo Bell",
        planningToMarry: true,
        expectedMarriageTo: "Jo Bell",
      }),
    );
    if (!result.ok) throw new Error(result.issues.join(", "));
    expect(result.formData.circumstances.partnerName).toBe("Jo Bell");
    expect(result.formData.circumstances.expectedMarriageTo).toBe("Jo Bell");
  });
});

describe("answers that cannot stand are asked again", () => {
  it("guardians and executors under 18, and the same person as both executors", () => {
    const facts = married({
      guardians: [{ fullName: "Tom Smith", relationship: "son", isAdult: true }],
      executor: { ...EXECUTOR, isAdult: false },
      wantsAlternateExecutor: true,
      alternateExecutor: EXECUTOR,
    });
    expect(missingTopics({ facts })).toEqual(["guardians", "executor", "alternateExecutor", "confirmation"]);
  });

  it("shares that do not add up, and plans with nobody to give to", () => {
    const over = answered({
      residuaryBeneficiaries: [
        { fullName: "Bob Smith", relationship: "brother", percentage: 70 },
        { fullName: "Cath Smith", relationship: "sister", percentage: 40 },
      ],
    });
    expect(missingTopics({ facts: over })).toEqual(["residuary", "confirmation"]);
    expect(missingTopics({ facts: answered({ backupPlan: "automatic" }) })).toEqual([
      "backup",
      "confirmation",
    ]);
    expect(missingTopics({ facts: answered({ residuaryPlan: "automatic" }) })).toEqual([
      "residuary",
      "confirmation",
    ]);
    expect(missingTopics({ facts: answered({ backupPlan: "substitution" }) })).toEqual([
      "backup",
      "confirmation",
    ]);
  });
});

describe("finalising", () => {
  it("waits for the user's confirmation", () => {
    const result = finaliseFacts(answered(), TODAY);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.missing).toEqual(["confirmation"]);
  });

  it("gives the formData and the legal findings once confirmed", () => {
    const result = finaliseFacts(answered({ confirmed: true }), TODAY);
    if (!result.ok) throw new Error("not finalised");
    expect(result.formData.personalInfo.fullName).toBe("Ann Smith");
    expect(result.findings.some((finding) => finding.code === "witness-rules")).toBe(true);
    expect(result.findings.some((finding) => finding.severity === "block")).toBe(false);
    expect(result.legalCheckRecommended).toBe(false);
  });

  it("refuses an under-18 will-maker even when everything else is answered", () => {
    const result = finaliseFacts(answered({ confirmed: true, dateOfBirth: "2010-01-01" }), TODAY);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.blocking.map((finding) => finding.code)).toEqual(["testator-under-18"]);
      expect(topicOfFinding(result.blocking[0] ?? {})).toBe("dateOfBirth");
    }
  });

  it("recommends the legal check for the circumstances docs/legal.md names, and when the user was not sure", () => {
    const unsure = finaliseFacts(
      answered({
        confirmed: true,
        businessProperty: "yes",
        vulnerableBeneficiary: "unsure",
        estimatedEstateValue: 900_000,
      }),
      TODAY,
    );
    const reasons = unsure.ok ? unsure.legalCheckReasons : [];
    expect(reasons.some((reason) => reason.includes("business or a farm"))).toBe(true);
    expect(reasons.some((reason) => reason.includes("inheritance tax"))).toBe(true);
    expect(
      reasons.some((reason) => reason.includes("You were not sure whether someone in your will is disabled")),
    ).toBe(true);
    const result = finaliseFacts(answered({ confirmed: true, propertyAbroad: "yes" }), TODAY);
    if (!result.ok) throw new Error("not finalised");
    expect(result.legalCheckRecommended).toBe(true);
  });

  it("knows which topic a legal finding is about", () => {
    expect(topicOfFinding({ field: "personalInfo.dateOfBirth" })).toBe("dateOfBirth");
    expect(topicOfFinding({ field: "familyInfo.children.0.guardians" })).toBe("guardians");
    expect(topicOfFinding({ field: "executorInfo.alternate" })).toBe("alternateExecutor");
    expect(topicOfFinding({ field: "residualEstate.contingentBeneficiaries" })).toBe("backup");
    expect(topicOfFinding({ field: "residualEstate.beneficiaries.1.percentage" })).toBe("residuary");
    expect(topicOfFinding({})).toBe("confirmation");
  });
});

describe("the facts schema", () => {
  it("lists every topic once", () => {
    expect(new Set(CHAT_TOPICS).size).toBe(CHAT_TOPICS.length);
  });

  it("rejects facts that are not real", () => {
    expect(ChatFactsSchema.safeParse({ dateOfBirth: "1980-02-30" }).success).toBe(false);
    expect(ChatFactsSchema.safeParse({ children: [{ fullName: "Tom", age: -1 }] }).success).toBe(false);
    expect(ChatFactsSchema.safeParse({ maritalStatus: "engaged" }).success).toBe(false);
  });
});

describe("chat facts stored before the people model", () => {
  it("build a will whose people resolve by identity, and a mirror will that never names its own testator", () => {
    // As stored by an older conversation: no person ids, the spouse typed in another case as executor.
    const stored = JSON.parse(
      JSON.stringify(
        married({
          wantsMirrorWill: true,
          spouseDateOfBirth: "1981-05-06",
          executor: { ...EXECUTOR, fullName: "sam  SMITH", relationship: "spouse" },
        }),
      ),
    ) as unknown;
    const result = buildFormData(ChatFactsSchema.parse(stored));
    if (!result.ok) throw new Error(result.issues.join(", "));
    const will = resolveWill(result.formData);
    expect(will.formData.executorInfo.primary).toMatchObject({ personId: SPOUSE_ID, fullName: "Sam Smith" });
    expect(will.formData.residualEstate.beneficiaries.map((b) => b.personId)).toEqual([SPOUSE_ID]);
    const mirror = mirrorResolvedWill(will);
    expect(mirror?.formData.personalInfo.fullName).toBe("Sam Smith");
    expect(mirror?.formData.executorInfo.primary.fullName).toBe("Ann Smith");
    expect(mirror ? idsWithRoles(mirror) : []).not.toContain(TESTATOR_ID);
  });
});
