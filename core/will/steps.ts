import { z } from "zod";
import {
  ExecutorInfoSchema,
  FamilyInfoSchema,
  PersonalInfoSchema,
  ResidualEstateSchema,
  SpecificGiftSchema,
  WillFormDataSchema,
} from "./form-data.ts";

/**
 * The guided form's seven steps (SPEC.md "Reading A", numbered 0 to 6), each with the schema that
 * validates it on its own, in the browser (Conform) and in the action, with the same messages.
 */

const spouseNameRequired = (
  familyInfo: { maritalStatus: string; spouseName?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (familyInfo.maritalStatus === "married" && !familyInfo.spouseName) {
    ctx.addIssue({ code: "custom", path: ["spouseName"], message: "Enter your spouse's full name" });
  }
};

export const PersonalStepSchema = z.object({ personalInfo: PersonalInfoSchema });
export const FamilyStepSchema = z.object({ familyInfo: FamilyInfoSchema.superRefine(spouseNameRequired) });
export const ExecutorStepSchema = z.object({ executorInfo: ExecutorInfoSchema });
export const SpecificGiftsStepSchema = z.object({ specificGifts: z.array(SpecificGiftSchema).max(100) });
export const EstateStepSchema = z.object({ residualEstate: ResidualEstateSchema });
export const GuardianshipStepSchema = z.object({
  familyInfo: FamilyInfoSchema.superRefine(spouseNameRequired),
});
export const PreviewStepSchema = WillFormDataSchema;

export const FORM_STEPS = [
  { index: 0, id: "personal", title: "Personal Information", schema: PersonalStepSchema },
  { index: 1, id: "family", title: "Family Details", schema: FamilyStepSchema },
  { index: 2, id: "executor", title: "Executor Information", schema: ExecutorStepSchema },
  { index: 3, id: "gifts", title: "Specific Gifts", schema: SpecificGiftsStepSchema },
  { index: 4, id: "estate", title: "Estate Distribution", schema: EstateStepSchema },
  { index: 5, id: "guardianship", title: "Guardianship", schema: GuardianshipStepSchema },
  { index: 6, id: "preview", title: "Preview", schema: PreviewStepSchema },
] as const;

export type FormStep = (typeof FORM_STEPS)[number];
export type FormStepId = FormStep["id"];
export const FORM_STEP_COUNT = FORM_STEPS.length;

/** The separate six-step progress indicator (SPEC.md "Reading B"), with its headlines. */
export const INDICATOR_STEPS = [
  { number: 1, label: "Personal details", emoji: "👋", headline: "Let's start with your personal details!" },
  { number: 2, label: "Family", emoji: "👨‍👩‍👧", headline: "Great progress! Now tell us about your family" },
  { number: 3, label: "Assets", emoji: "🏠", headline: "You're doing great! Let's list your assets" },
  {
    number: 4,
    label: "Beneficiaries",
    emoji: "🎁",
    headline: "Almost there! Time to specify your beneficiaries",
  },
  { number: 5, label: "Executor", emoji: "📝", headline: "Final stretch! Just need executor details" },
  { number: 6, label: "Review", emoji: "🎉", headline: "Amazing! Let's review everything" },
] as const;

export const INDICATOR_STEP_COUNT = INDICATOR_STEPS.length;

export type IndicatorState = "completed" | "current" | "upcoming";

/** Each indicator step is completed, current or upcoming relative to the current step (1-based). */
export function indicatorStates(current: number): IndicatorState[] {
  return INDICATOR_STEPS.map((step) =>
    step.number < current ? "completed" : step.number === current ? "current" : "upcoming",
  );
}

/** 'Step N of M' */
export function stepOfText(current: number, total: number): string {
  return `Step ${current} of ${total}`;
}
