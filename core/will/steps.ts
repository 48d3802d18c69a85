import { z } from "zod";
import { DATE_OF_BIRTH_WORDS, readDate, type DateWords } from "./date-input.ts";
import { EXECUTOR_ROLES, MAX_JOINT_EXECUTORS } from "./executors.ts";
import { MAX_EXECUTORS_TAKING_PROBATE } from "../legal/figures.ts";
import {
  ChildSchema,
  ExecutorSchema,
  FamilyInfoSchema,
  GuardianSchema,
  PersonalInfoSchema,
  ResidualEstateSchema,
  SPOUSE_DATE_OF_BIRTH_MESSAGE,
  SpecificGiftSchema,
} from "./form-data.ts";

/**
 * The schema of what each page of the guided form posts (its steps, their order and titles are in
 * core/will/flow.ts). The same schema validates in the action and, once the page has hydrated, in
 * the browser (Conform), with the same messages.
 */

const MAX_TEXT = 5_000;

/** What a date's fields post, read into an ISO date; nothing typed is `undefined`. */
function dateInput(words: DateWords) {
  return z.unknown().transform((value, ctx): string | undefined => {
    const reading = readDate(value, words);
    if (reading.ok) return reading.iso;
    ctx.addIssue({ code: "custom", message: reading.message, path: reading.part ? [reading.part] : [] });
    return z.NEVER;
  });
}

/** A date the page must have: nothing typed is `words.enter`. */
export function requiredDateInput(words: DateWords) {
  return dateInput(words).transform((iso, ctx): string => {
    if (iso !== undefined) return iso;
    ctx.addIssue({ code: "custom", message: words.enter });
    return z.NEVER;
  });
}

/** A date the page may leave empty (or not post at all). */
export function optionalDateInput(words: DateWords) {
  return dateInput(words).optional();
}

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

export const ALTERNATE_EXECUTOR_MESSAGE = "Choose yes or no";
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
