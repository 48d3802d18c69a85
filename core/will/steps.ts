import { z } from "zod";
import { DATE_OF_BIRTH_WORDS, optionalDateInput, requiredDateInput } from "./date-input.ts";
import { MAX_EXECUTORS_TAKING_PROBATE } from "../legal/figures.ts";
import {
  ChildSchema,
  EXECUTOR_ROLES,
  ExecutorSchema,
  FamilyInfoSchema,
  GuardianSchema,
  PersonalInfoSchema,
  ResidualEstateSchema,
  SPOUSE_DATE_OF_BIRTH_MESSAGE,
  SpecificGiftSchema,
  WillFormDataSchema,
} from "./form-data.ts";

/**
 * The guided form's seven steps (docs/product.md "Reading A", numbered 0 to 6), each with the schema of
 * what its page posts. The same schema validates in the browser (Conform) and in the action, with
 * the same messages.
 */

const MAX_TEXT = 5_000;

/** The spouse's date of birth, asked only for a mirror will. */
export const SPOUSE_DATE_OF_BIRTH_WORDS = {
  enter: SPOUSE_DATE_OF_BIRTH_MESSAGE,
  subject: "Your spouse's date of birth",
};

/** Personal Information posts the date of birth as day, month and year (core/will/date-input.ts). */
export const PersonalStepSchema = z.object({
  personalInfo: PersonalInfoSchema.extend({ dateOfBirth: requiredDateInput(DATE_OF_BIRTH_WORDS) }),
});

/** The spouse's date of birth is read only for a mirror will: otherwise its fields are hidden. */
function withoutHiddenSpouseDate(input: unknown): unknown {
  if (!input || typeof input !== "object") return input;
  const { spouseDateOfBirth, ...rest } = input as Record<string, unknown>;
  const mirror =
    rest.maritalStatus === "married" && (rest.hasMirrorWill === true || rest.hasMirrorWill === "on");
  return mirror ? { ...rest, spouseDateOfBirth } : rest;
}

/** Family Details posts the children's names and ages; their guardians come on the Guardianship step. */
export const FamilyStepSchema = z.object({
  familyInfo: z.preprocess(
    withoutHiddenSpouseDate,
    FamilyInfoSchema.omit({ children: true })
      .extend({
        spouseDateOfBirth: optionalDateInput(SPOUSE_DATE_OF_BIRTH_WORDS),
        children: z
          .array(
            ChildSchema.pick({ fullName: true, age: true }).extend({
              /** Ticked for a child who has the testator's or the spouse's name (core/will/people.ts). */
              differentPerson: z.boolean().optional(),
            }),
          )
          .max(20)
          .default([]),
      })
      .superRefine((familyInfo, ctx) => {
        if (familyInfo.maritalStatus !== "married") return;
        if (!familyInfo.spouseName) {
          ctx.addIssue({ code: "custom", path: ["spouseName"], message: "Enter your spouse's full name" });
        }
        if (familyInfo.hasMirrorWill && !familyInfo.spouseDateOfBirth) {
          ctx.addIssue({
            code: "custom",
            path: ["spouseDateOfBirth"],
            message: SPOUSE_DATE_OF_BIRTH_MESSAGE,
          });
        }
      }),
  ),
});

export const ALTERNATE_EXECUTOR_QUESTION = `Would you like to name a ${EXECUTOR_ROLES.alternate}?`;
export const ALTERNATE_EXECUTOR_MESSAGE = "Choose yes or no";
/** Four executors in all can take probate together: the main one and three joint executors. */
export const MAX_JOINT_EXECUTORS = MAX_EXECUTORS_TAKING_PROBATE - 1;
export const TOO_MANY_JOINT_EXECUTORS_MESSAGE = `You can name up to ${MAX_JOINT_EXECUTORS} ${EXECUTOR_ROLES.coExecutor}s: no more than ${MAX_EXECUTORS_TAKING_PROBATE} executors can act together`;

/**
 * Executor Information posts the primary executor, any joint executors (`coExecutors`, who act
 * together with the primary), the answer to the replacement question and, only on yes, the
 * replacement (`alternate`). On no, whatever the replacement's fields held is dropped unread.
 */
export const ExecutorStepSchema = z.preprocess(
  (input) => {
    // Unless the answer is yes, the alternate fields are not read (even if something was typed there).
    if (
      input &&
      typeof input === "object" &&
      (input as { wantsAlternate?: unknown }).wantsAlternate !== "yes"
    ) {
      const { executorInfo, ...rest } = input as { executorInfo?: Record<string, unknown> };
      if (executorInfo && typeof executorInfo === "object") {
        const { alternate: _dropped, ...primaryOnly } = executorInfo;
        return { ...rest, executorInfo: primaryOnly };
      }
    }
    return input;
  },
  z
    .object({
      // In the page's order, so the error summary lists the executor's fields before the question.
      executorInfo: z.object({
        primary: ExecutorSchema,
        coExecutors: z
          .array(ExecutorSchema)
          .max(MAX_JOINT_EXECUTORS, TOO_MANY_JOINT_EXECUTORS_MESSAGE)
          .default([]),
        alternate: ExecutorSchema.optional(),
      }),
      wantsAlternate: z.enum(["yes", "no"], { error: ALTERNATE_EXECUTOR_MESSAGE }),
    })
    .superRefine((value, ctx) => {
      if (value.wantsAlternate === "yes" && !value.executorInfo.alternate) {
        ctx.addIssue({
          code: "custom",
          path: ["executorInfo", "alternate", "fullName"],
          message: "Enter the executor's full name",
        });
      }
    }),
);

/** Specific Gifts posts the gifts and, as the last things the will says, funeral and other wishes. */
export const SpecificGiftsStepSchema = z.object({
  specificGifts: z.array(SpecificGiftSchema).max(100).default([]),
  funeralWishes: z.string().trim().max(MAX_TEXT, `Please use ${MAX_TEXT} characters or fewer`).optional(),
  otherWishes: z.string().trim().max(MAX_TEXT, `Please use ${MAX_TEXT} characters or fewer`).optional(),
});

export const EstateStepSchema = z.object({ residualEstate: ResidualEstateSchema });

/** Guardianship posts, for each child in order, the guardians (first choice first) and any requests. */
export const GuardianshipStepSchema = z.object({
  guardianship: z
    .array(
      z.object({
        guardians: z
          .array(GuardianSchema.omit({ order: true }))
          .max(10)
          .default([]),
        guardianshipRequests: z
          .string()
          .trim()
          .max(MAX_TEXT, `Please use ${MAX_TEXT} characters or fewer`)
          .optional(),
      }),
    )
    .max(20)
    .default([]),
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
export const FORM_STEP_IDS = FORM_STEPS.map((step) => step.id) as FormStepId[];

export function isFormStepId(value: string): value is FormStepId {
  return (FORM_STEP_IDS as string[]).includes(value);
}

export function formStep(id: FormStepId): FormStep {
  const step = FORM_STEPS.find((candidate) => candidate.id === id);
  if (!step) throw new Error(`Unknown form step ${id}`);
  return step;
}

/** The separate six-step progress indicator (docs/product.md "Reading B"), with its headlines. */
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

/**
 * The order the pages come in, and the indicator step each shows (docs/decisions/008). docs/product.md's
 * two readings disagree on order: the indicator goes family, assets, beneficiaries, executor, and
 * the executor page's own way back is "Back to Estate Details". We follow the indicator's order, so
 * that it only ever moves forward and every headline names the page under it:
 *
 * | page (Reading A step)  | indicator step          |
 * |------------------------|-------------------------|
 * | 0 Personal Information | 1 personal details      |
 * | 1 Family Details       | 2 family                |
 * | 5 Guardianship         | 2 family                |
 * | 3 Specific Gifts       | 3 assets                |
 * | 4 Estate Distribution  | 4 beneficiaries         |
 * | 2 Executor Information | 5 executor              |
 * | 6 Preview              | 6 review                |
 */
export const FORM_FLOW: readonly { id: FormStepId; indicator: number }[] = [
  { id: "personal", indicator: 1 },
  { id: "family", indicator: 2 },
  { id: "guardianship", indicator: 2 },
  { id: "gifts", indicator: 3 },
  { id: "estate", indicator: 4 },
  { id: "executor", indicator: 5 },
  { id: "preview", indicator: 6 },
];

/** Where `id` comes in FORM_FLOW (0 first). */
export function flowPosition(id: FormStepId): number {
  return FORM_FLOW.findIndex((entry) => entry.id === id);
}

export function nextStepId(id: FormStepId): FormStepId | null {
  return FORM_FLOW[flowPosition(id) + 1]?.id ?? null;
}

export function previousStepId(id: FormStepId): FormStepId | null {
  const position = flowPosition(id);
  return position > 0 ? (FORM_FLOW[position - 1]?.id ?? null) : null;
}

/** The indicator step (1 to 6) a page shows. */
export function indicatorStepFor(id: FormStepId): number {
  return FORM_FLOW[flowPosition(id)]?.indicator ?? 1;
}

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
