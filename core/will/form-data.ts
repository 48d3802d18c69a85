import { z } from "zod";
import { DEFAULT_INHERITANCE_AGE, MAX_INHERITANCE_AGE, MINIMUM_AGE, OLDEST_AGE } from "../legal/figures.ts";
import { textSchema } from "../text.ts";
import { EXECUTOR_RELATIONSHIPS } from "./executors.ts";

/**
 * formData, the shape of a will as docs/product.md section 3 names it. Every string has a length limit;
 * names are trimmed. Types are inferred from these schemas, never written twice.
 */

const MAX_NAME = 200;
const MAX_ADDRESS = 500;
const MAX_TEXT = 5_000;

/** Addresses and longer texts may span lines; names and short answers may not. */
const isMultiline = (max: number) => max > MAX_NAME;
/** "Enter your full name" -> "Your full name", to name the field in core/text.ts's messages. */
const labelOf = (message: string) =>
  message.startsWith("Enter ") ? message[6]?.toUpperCase() + message.slice(7) : "This answer";

const requiredText = (max: number, message: string) =>
  textSchema({ label: labelOf(message), max, multiline: isMultiline(max), required: message });
const optionalText = (max: number) =>
  textSchema({ label: "This answer", max, multiline: isMultiline(max) }).optional();

/**
 * A person's id (core/will/people.ts): optional on every entry that names a person. Clients that
 * know who an entry is (the chat, a stored mirror will) may send it; it wins over name matching.
 * Without it the person is found by name (docs/decisions/017-people-and-the-residue-cascade.md).
 */
const personId = z.string().trim().min(1).max(100).optional();

/** An ISO calendar date (YYYY-MM-DD) that exists. */
export const CalendarDateSchema = z
  .string({ error: "Enter a date as day, month and year" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Enter a date as day, month and year", abort: true })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "Enter a real date");

export const SPOUSE_DATE_OF_BIRTH_MESSAGE = "Enter your spouse's date of birth for their mirror will";

export const MaritalStatusSchema = z.enum(["single", "married", "divorced", "widowed"], {
  error: "Choose your marital status",
});
export type MaritalStatus = z.infer<typeof MaritalStatusSchema>;

export const PersonalInfoSchema = z.object({
  fullName: requiredText(MAX_NAME, "Enter your full name"),
  dateOfBirth: CalendarDateSchema,
  address: requiredText(MAX_ADDRESS, "Enter your address"),
});

export const GuardianSchema = z.object({
  personId,
  fullName: requiredText(MAX_NAME, "Enter the guardian's full name"),
  relationship: requiredText(MAX_NAME, "Enter the guardian's relationship to you"),
  /** 1 is the first choice. */
  order: z.number().int().min(1).max(10),
});

const CHILD_AGE_RANGE = `Enter the child's age as a number from 0 to ${OLDEST_AGE}`;

export const ChildSchema = z.object({
  personId,
  fullName: requiredText(MAX_NAME, "Enter the child's full name"),
  /** Age in whole years; the preview shows it, and guardians matter only for children under 18. */
  age: z
    .number({ error: "Enter the child's age" })
    .int("Enter the child's age in whole years")
    .min(0, CHILD_AGE_RANGE)
    .max(OLDEST_AGE, CHILD_AGE_RANGE),
  guardians: z.array(GuardianSchema).max(10).default([]),
  guardianshipRequests: optionalText(MAX_TEXT),
});

export const FamilyInfoSchema = z.object({
  maritalStatus: MaritalStatusSchema,
  spouseName: optionalText(MAX_NAME),
  hasMirrorWill: z.boolean().default(false),
  /** Asked only for a mirror will: the spouse becomes the testator of the second will. */
  spouseDateOfBirth: CalendarDateSchema.optional(),
  children: z.array(ChildSchema).max(20).default([]),
});

const percentage = z
  .number({ error: "Enter the share as a percentage, for example 50" })
  .min(0, "A share cannot be below 0%")
  .max(100, "A share cannot be more than 100%");

/** Who takes a share of the estate, and how much: the same for the first beneficiaries and their back-ups. */
const beneficiaryFields = {
  personId,
  fullName: requiredText(MAX_NAME, "Enter the beneficiary's full name"),
  relationship: requiredText(MAX_NAME, "Enter the beneficiary's relationship to you"),
  percentage,
};

export const BeneficiarySchema = z.object({
  ...beneficiaryFields,
  isPrimaryBeneficiary: z.boolean().default(true),
});

export const ContingentBeneficiarySchema = z.object({
  ...beneficiaryFields,
  isContingentBeneficiary: z.boolean().default(true),
});

export const TrustInfoSchema = z.object({
  createTrust: z.boolean().default(false),
  inheritanceAge: z
    .number({ error: "Enter the inheritance age as a number" })
    .int("Enter the inheritance age in whole years")
    .min(MINIMUM_AGE, `The inheritance age must be ${MINIMUM_AGE} or over`)
    .max(MAX_INHERITANCE_AGE, `The inheritance age must be ${MAX_INHERITANCE_AGE} or under`)
    .default(DEFAULT_INHERITANCE_AGE),
});

export const ResidualEstateSchema = z.object({
  beneficiaries: z.array(BeneficiarySchema).max(50).default([]),
  contingentBeneficiaries: z.array(ContingentBeneficiarySchema).max(50).default([]),
  /**
   * The testator's own long-stop: who takes if every gift to the beneficiaries and the back-up
   * beneficiaries fails (a charity, say). Without it the will's long-stop is the intestacy order.
   */
  ultimateBeneficiaries: z.array(ContingentBeneficiarySchema).max(50).optional(),
  trustInfo: TrustInfoSchema.default({ createTrust: false, inheritanceAge: DEFAULT_INHERITANCE_AGE }),
});

export const ExecutorRelationshipSchema = z.enum(EXECUTOR_RELATIONSHIPS, {
  error: "Choose their relationship to you",
});

export const ExecutorSchema = z.object({
  personId,
  fullName: requiredText(MAX_NAME, "Enter the executor's full name"),
  relationship: ExecutorRelationshipSchema,
  address: requiredText(MAX_ADDRESS, "Enter the executor's address"),
  contact: requiredText(MAX_NAME, "Enter the executor's phone number or email"),
  /** Confirmed 18 or over: someone under 18 cannot act as an executor. Unknown until asked. */
  isAdult: z.boolean().optional(),
});

export const ExecutorInfoSchema = z.object({
  primary: ExecutorSchema,
  /**
   * Executors who act together with the primary (an addition to formData, docs/decisions/017; the checks warn beyond
   * MAX_EXECUTORS_TAKING_PROBATE acting together). The alternate replaces any of them.
   */
  coExecutors: z.array(ExecutorSchema).max(10).optional(),
  alternate: ExecutorSchema.optional(),
});

export const SpecificGiftSchema = z.object({
  personId,
  description: requiredText(MAX_TEXT, "Describe the gift"),
  beneficiary: requiredText(MAX_NAME, "Enter who receives the gift"),
  relationship: requiredText(MAX_NAME, "Enter their relationship to you"),
  conditions: optionalText(MAX_TEXT),
});

/**
 * Facts the law cares about that the product's formData (docs/product.md section 3) does not name (docs/legal.md): they decide which
 * warnings and professional-review recommendations the legal checks give, and a few clauses.
 * Every field is optional: unknown is not the same as no.
 */
export const CircumstancesSchema = z.object({
  /** An unmarried partner (not a spouse or civil partner), who inherits nothing unless named. */
  partnerName: optionalText(MAX_NAME),
  /** The person the testator expects to marry or form a civil partnership with (Wills Act 1837 s.18(3)). */
  expectedMarriageTo: optionalText(MAX_NAME),
  hasPropertyAbroad: z.boolean().optional(),
  /**
   * The country of a will the testator made abroad for their property there and wants to keep:
   * this will's revocation clause leaves that will standing and this will leaves that property out.
   */
  foreignWillCountry: optionalText(MAX_NAME),
  /** A business, or agricultural property such as a farm. */
  hasBusinessProperty: z.boolean().optional(),
  /** A beneficiary who is disabled or receives means-tested benefits. */
  hasVulnerableBeneficiary: z.boolean().optional(),
  /** The testator means to leave out a spouse, civil partner or child. */
  excludesSpouseOrChild: z.boolean().optional(),
  /** A rough value of everything the testator owns, in whole pounds. */
  estimatedEstateValue: z.number().int().min(0).max(1_000_000_000_000).optional(),
  /** A life interest (someone may use an asset for life, then it passes on). */
  wantsLifeInterest: z.boolean().optional(),
});

export const WillFormDataSchema = z
  .object({
    personalInfo: PersonalInfoSchema,
    familyInfo: FamilyInfoSchema,
    residualEstate: ResidualEstateSchema.default({
      beneficiaries: [],
      contingentBeneficiaries: [],
      trustInfo: { createTrust: false, inheritanceAge: DEFAULT_INHERITANCE_AGE },
    }),
    executorInfo: ExecutorInfoSchema,
    specificGifts: z.array(SpecificGiftSchema).max(100).default([]),
    funeralWishes: optionalText(MAX_TEXT),
    otherWishes: optionalText(MAX_TEXT),
    circumstances: CircumstancesSchema.default({}),
  })
  .superRefine((data, ctx) => {
    if (data.familyInfo.maritalStatus === "married" && !data.familyInfo.spouseName) {
      ctx.addIssue({
        code: "custom",
        path: ["familyInfo", "spouseName"],
        message: "Enter your spouse's full name",
      });
    }
  });

export type WillFormData = z.infer<typeof WillFormDataSchema>;
export type FamilyInfo = z.infer<typeof FamilyInfoSchema>;
export type Child = z.infer<typeof ChildSchema>;
export type Guardian = z.infer<typeof GuardianSchema>;
export type Beneficiary = z.infer<typeof BeneficiarySchema>;
export type ContingentBeneficiary = z.infer<typeof ContingentBeneficiarySchema>;
export type ResidualEstate = z.infer<typeof ResidualEstateSchema>;
export type Executor = z.infer<typeof ExecutorSchema>;
export type ExecutorInfo = z.infer<typeof ExecutorInfoSchema>;
export type SpecificGift = z.infer<typeof SpecificGiftSchema>;
export type WillFormDataInput = z.input<typeof WillFormDataSchema>;

/** The largest stored will document we accept (HTML). */
export const MAX_WILL_DOCUMENT_LENGTH = 500_000;

/** What POST /api/wills takes (docs/product.md section 3, "Will save payload"). */
export const WillSavePayloadSchema = z.object({
  formData: WillFormDataSchema,
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, { error: "Email is required", abort: true })
    .max(254)
    .pipe(z.email({ error: "Invalid email address" })),
  marketingConsent: z.boolean({ error: "marketingConsent must be true or false" }),
  willDocument: z.string().max(MAX_WILL_DOCUMENT_LENGTH).optional(),
});
export type WillSavePayload = z.infer<typeof WillSavePayloadSchema>;
