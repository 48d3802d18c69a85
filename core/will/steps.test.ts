import { describe, expect, it } from "vitest";
import { FORM_STEPS, INDICATOR_STEPS, indicatorStates, stepOfText } from "./flow.ts";
import { ExecutorStepSchema, FamilyStepSchema, PersonalStepSchema } from "./steps.ts";

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("the form's seven steps", () => {
  it("are numbered 0 to 6 with the spec's titles", () => {
    expect(FORM_STEPS.map((step) => [step.index, step.title])).toEqual([
      [0, "Personal Information"],
      [1, "Family Details"],
      [2, "Executor Information"],
      [3, "Specific Gifts"],
      [4, "Estate Distribution"],
      [5, "Guardianship"],
      [6, "Preview"],
    ]);
  });

  it("personal details are required", () => {
    const result = PersonalStepSchema.safeParse({
      personalInfo: { fullName: " ", dateOfBirth: "", address: "" },
    });
    expect(messagesOf(result)).toEqual({
      "personalInfo.fullName": "Enter your full name",
      "personalInfo.dateOfBirth": "Enter your date of birth",
      "personalInfo.address": "Enter your address",
    });
    expect(
      messagesOf(
        PersonalStepSchema.safeParse({
          personalInfo: { fullName: "A", dateOfBirth: "1990-02-30", address: "B" },
        }),
      ),
    ).toEqual({ "personalInfo.dateOfBirth": "Date of birth must be a real date" });
  });

  it("the spouse's name is required when married", () => {
    const result = FamilyStepSchema.safeParse({ familyInfo: { maritalStatus: "married" } });
    expect(messagesOf(result)).toEqual({ "familyInfo.spouseName": "Enter your spouse's full name" });
    expect(FamilyStepSchema.safeParse({ familyInfo: { maritalStatus: "single" } }).success).toBe(true);
  });

  it("the executor's name, address and contact are required; relationships include Legal Professional", () => {
    const result = ExecutorStepSchema.safeParse({
      wantsAlternate: "no",
      executorInfo: { primary: { fullName: "", relationship: "professional", address: "", contact: "" } },
    });
    expect(messagesOf(result)).toEqual({
      "executorInfo.primary.fullName": "Enter the executor's full name",
      "executorInfo.primary.address": "Enter the executor's address",
      "executorInfo.primary.contact": "Enter the executor's phone number or email",
    });
  });
});

describe("the six-step indicator", () => {
  it("has the six headlines, each with an emoji", () => {
    expect(INDICATOR_STEPS.map((step) => step.headline)).toEqual([
      "Let's start with your personal details!",
      "Great progress! Now tell us about your family",
      "You're doing great! Let's list your assets",
      "Almost there! Time to specify your beneficiaries",
      "Final stretch! Just need executor details",
      "Amazing! Let's review everything",
    ]);
    for (const step of INDICATOR_STEPS) expect(step.emoji).toMatch(/\p{Extended_Pictographic}/u);
  });

  it("marks earlier steps completed, the current one current and later ones upcoming", () => {
    expect(indicatorStates(3)).toEqual([
      "completed",
      "completed",
      "current",
      "upcoming",
      "upcoming",
      "upcoming",
    ]);
    expect(indicatorStates(1)[0]).toBe("current");
    expect(
      indicatorStates(6)
        .slice(0, 5)
        .every((state) => state === "completed"),
    ).toBe(true);
  });

  it("reads 'Step N of M'", () => {
    expect(stepOfText(2, 6)).toBe("Step 2 of 6");
  });
});
