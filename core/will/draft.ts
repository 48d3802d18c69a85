import { z } from "zod";
import {
  CircumstancesSchema,
  ExecutorInfoSchema,
  FamilyInfoSchema,
  PersonalInfoSchema,
  ResidualEstateSchema,
  SpecificGiftSchema,
  WillFormDataSchema,
  type FamilyInfo,
  type WillFormData,
} from "./form-data.ts";
import {
  applyAlternateExecutorAnswer,
  applyAutomaticBeneficiaries,
  applyMaritalStatus,
  computeBeneficiaryShares,
  normaliseTrust,
} from "./rules.ts";
import {
  EstateStepSchema,
  ExecutorStepSchema,
  FamilyStepSchema,
  GuardianshipStepSchema,
  PersonalStepSchema,
  SpecificGiftsStepSchema,
} from "./steps.ts";
import { fieldNameOnPage, FORM_FLOW, type FormStepId } from "./flow.ts";
import { checkWill, isSameName } from "../legal/checks.ts";
import type { LegalFinding } from "../legal/finding.ts";
import { DEFAULT_INHERITANCE_AGE } from "../legal/figures.ts";

/**
 * A will in the making: the sections of formData the user has completed so far, each valid for its
 * step. Pure functions that move it on one step at a time, so the web action, the browser and the
 * tests share one set of rules.
 */

const MAX_TEXT = 5_000;

export const DraftFormDataSchema = z.object({
  personalInfo: PersonalInfoSchema.optional(),
  familyInfo: FamilyInfoSchema.optional(),
  residualEstate: ResidualEstateSchema.optional(),
  executorInfo: ExecutorInfoSchema.optional(),
  specificGifts: z.array(SpecificGiftSchema).max(100).optional(),
  funeralWishes: z.string().trim().max(MAX_TEXT).optional(),
  otherWishes: z.string().trim().max(MAX_TEXT).optional(),
  circumstances: CircumstancesSchema.optional(),
});
export type DraftFormData = z.infer<typeof DraftFormDataSchema>;

/**
 * A stored draft as far as it can be trusted: each section that still passes its schema is kept,
 * anything else (a section stored by an older version, a hand-edited row) is dropped, so the step
 * that owns it is asked again rather than the page failing.
 */
export function readDraftFormData(stored: unknown): DraftFormData {
  if (!stored || typeof stored !== "object") return {};
  const record = stored as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(DraftFormDataSchema.shape)) {
    if (record[key] === undefined) continue;
    const parsed = schema.safeParse(record[key]);
    if (parsed.success && parsed.data !== undefined) result[key] = parsed.data;
  }
  return result as DraftFormData;
}

/** What one page posts once its schema (PAGE_SCHEMAS, below) has accepted it. */
type PageValue<Step extends EditStepId> = z.infer<(typeof PAGE_SCHEMAS)[Step]>;

/** One page's accepted answers, named by its step. */
export type StepValue = { [Step in EditStepId]: { step: Step; value: PageValue<Step> } }[EditStepId];

const NO_FAMILY: FamilyInfo = { maritalStatus: "single", hasMirrorWill: false, children: [] };

/**
 * The draft with one step's accepted answers in it, and the rules of docs/product.md section 4 applied:
 * - Family: any status but married clears the spouse and the mirror will; a child keeps the
 *   guardians already chosen for them (matched by name), a new child starts with none.
 * - Guardianship: each child's guardians, numbered in the order given (1 is the first choice).
 * - Estate: the trust only with children, its age 25 unless given; then the automatic beneficiary
 *   computation when leaving the step.
 * - Executor: answering no to the replacement question clears the replacement (formData's
 *   alternate); joint executors (coExecutors) are kept only when there are some.
 */
export function applyStep(draft: DraftFormData, input: StepValue): DraftFormData {
  switch (input.step) {
    case "personal":
      return { ...draft, personalInfo: input.value.personalInfo };
    case "family":
      return applyFamily(draft, input.value);
    case "guardianship":
      return applyGuardianship(draft, input.value);
    case "gifts": {
      const { funeralWishes: _f, otherWishes: _o, ...rest } = draft;
      return {
        ...rest,
        specificGifts: input.value.specificGifts,
        ...(input.value.funeralWishes ? { funeralWishes: input.value.funeralWishes } : {}),
        ...(input.value.otherWishes ? { otherWishes: input.value.otherWishes } : {}),
      };
    }
    case "estate": {
      const familyInfo = draft.familyInfo ?? NO_FAMILY;
      const residualEstate = {
        ...input.value.residualEstate,
        trustInfo: normaliseTrust(familyInfo, input.value.residualEstate.trustInfo),
      };
      const working = workingFormData({ ...draft, residualEstate });
      return { ...draft, residualEstate: applyAutomaticBeneficiaries(working).residualEstate };
    }
    case "executor": {
      // Joint executors are stored only when there are some, as formData's optional coExecutors.
      const { coExecutors = [], ...named } = input.value.executorInfo;
      const executorInfo = coExecutors.length > 0 ? { ...named, coExecutors } : named;
      return {
        ...draft,
        executorInfo: applyAlternateExecutorAnswer(executorInfo, input.value.wantsAlternate === "yes"),
      };
    }
  }
}

/** The children as typed, each keeping the guardians it had when the same child was there before. */
function childrenKeepingGuardians(draft: DraftFormData, value: PageValue<"family">) {
  const previous = draft.familyInfo?.children ?? [];
  const used = new Set<number>();
  const parents = [draft.personalInfo?.fullName, value.familyInfo.spouseName];
  return value.familyInfo.children.map(({ differentPerson, ...typed }, position) => {
    // A child marked as a different person who has a parent's name gets an id of their own.
    const child =
      differentPerson && parents.some((parent) => isSameName(parent, typed.fullName))
        ? { ...typed, personId: `child-${position + 1}` }
        : typed;
    const match = previous.findIndex(
      (old, index) => !used.has(index) && isSameName(old.fullName, child.fullName),
    );
    if (match < 0) return { ...child, guardians: [] };
    used.add(match);
    const old = previous[match];
    return {
      ...child,
      guardians: old?.guardians ?? [],
      ...(old?.guardianshipRequests ? { guardianshipRequests: old.guardianshipRequests } : {}),
    };
  });
}

function applyFamily(draft: DraftFormData, value: PageValue<"family">): DraftFormData {
  const children = childrenKeepingGuardians(draft, value);
  const familyInfo = applyMaritalStatus({ ...value.familyInfo, children }, value.familyInfo.maritalStatus);
  if (!familyInfo.hasMirrorWill) delete familyInfo.spouseDateOfBirth;
  const next: DraftFormData = { ...draft, familyInfo };
  if (!draft.residualEstate) return next;
  const estate = draft.residualEstate;
  // Shares the automatic computation made follow the family; shares the user chose stay.
  const before = computeBeneficiaryShares(draft.familyInfo ?? NO_FAMILY);
  const wasAutomatic =
    before !== null &&
    JSON.stringify(before.beneficiaries) === JSON.stringify(estate.beneficiaries) &&
    JSON.stringify(before.contingentBeneficiaries) === JSON.stringify(estate.contingentBeneficiaries);
  const after = wasAutomatic
    ? (computeBeneficiaryShares(familyInfo) ?? { beneficiaries: [], contingentBeneficiaries: [] })
    : {};
  next.residualEstate = { ...estate, ...after, trustInfo: normaliseTrust(familyInfo, estate.trustInfo) };
  return next;
}

function applyGuardianship(draft: DraftFormData, value: PageValue<"guardianship">): DraftFormData {
  const familyInfo = draft.familyInfo ?? NO_FAMILY;
  const children = familyInfo.children.map((child, index) => {
    const entry = value.guardianship[index];
    const { guardianshipRequests: _old, ...rest } = child;
    return {
      ...rest,
      guardians: (entry?.guardians ?? []).map((guardian, order) => ({ ...guardian, order: order + 1 })),
      ...(entry?.guardianshipRequests ? { guardianshipRequests: entry.guardianshipRequests } : {}),
    };
  });
  return { ...draft, familyInfo: { ...familyInfo, children } };
}

/**
 * The draft as a whole formData, each unanswered section standing empty, so the legal checks
 * and the preview can run on it. Never stored or rendered as a will: `completeFormData` decides that.
 */
export function workingFormData(draft: DraftFormData): WillFormData {
  return {
    personalInfo: draft.personalInfo ?? { fullName: "", dateOfBirth: "", address: "" },
    familyInfo: draft.familyInfo ?? NO_FAMILY,
    residualEstate: draft.residualEstate ?? {
      beneficiaries: [],
      contingentBeneficiaries: [],
      trustInfo: { createTrust: false, inheritanceAge: DEFAULT_INHERITANCE_AGE },
    },
    executorInfo: draft.executorInfo ?? {
      primary: { fullName: "", relationship: "other", address: "", contact: "" },
    },
    specificGifts: draft.specificGifts ?? [],
    ...(draft.funeralWishes ? { funeralWishes: draft.funeralWishes } : {}),
    ...(draft.otherWishes ? { otherWishes: draft.otherWishes } : {}),
    circumstances: draft.circumstances ?? {},
  };
}

/** The sections each step completes: a step is done when its sections are in the draft. */
const STEP_SECTIONS: Record<FormStepId, (keyof DraftFormData)[]> = {
  personal: ["personalInfo"],
  family: ["familyInfo"],
  guardianship: ["familyInfo"],
  gifts: ["specificGifts"],
  estate: ["residualEstate"],
  executor: ["executorInfo"],
  preview: [],
};

/** The first page of the flow whose answers are missing, or null when every section is there. */
export function firstIncompleteStep(draft: DraftFormData): FormStepId | null {
  const missing = FORM_FLOW.find((entry) => STEP_SECTIONS[entry.id].some((key) => draft[key] === undefined));
  return missing?.id ?? null;
}

/** The complete will, or the reasons it is not complete yet. */
export function completeFormData(
  draft: DraftFormData,
): { ok: true; formData: WillFormData } | { ok: false; step: FormStepId } {
  const missing = firstIncompleteStep(draft);
  if (missing) return { ok: false, step: missing };
  const parsed = WillFormDataSchema.safeParse(workingFormData(draft));
  return parsed.success ? { ok: true, formData: parsed.data } : { ok: false, step: "personal" };
}

/**
 * Which page a finding belongs beside, by the formData path it names. Findings about the whole will
 * (no path) belong to the preview.
 */
export function stepOfFinding(finding: Pick<LegalFinding, "field">): FormStepId {
  const field = finding.field ?? "";
  if (field.startsWith("personalInfo")) return "personal";
  if (field === "familyInfo.children" || /^familyInfo\.children\.\d+\.guardians/.test(field)) {
    return "guardianship";
  }
  if (field.startsWith("familyInfo")) return "family";
  if (field.startsWith("specificGifts")) return "gifts";
  if (field.startsWith("residualEstate")) return "estate";
  if (field.startsWith("executorInfo")) return "executor";
  return "preview";
}

/**
 * The legal findings to show on a page, worked out on the draft with that page's answers in it.
 * Each page shows the findings about its own fields; the preview shows every finding.
 */
export function findingsForStep(step: FormStepId, formData: WillFormData, today: string): LegalFinding[] {
  const findings = checkWill(formData, { today });
  return step === "preview" ? findings : findings.filter((found) => stepOfFinding(found) === step);
}

/** The steps a page posts (every page but the preview). */
export type EditStepId = Exclude<FormStepId, "preview">;

/** What each page posts, before the legal checks. */
export const PAGE_SCHEMAS = {
  personal: PersonalStepSchema,
  family: FamilyStepSchema,
  guardianship: GuardianshipStepSchema,
  gifts: SpecificGiftsStepSchema,
  estate: EstateStepSchema,
  executor: ExecutorStepSchema,
} as const;

/** A finding's formData path as the path of the field on its page ("guardianship", 1, "guardians"). */
export function pagePath(field: string): (string | number)[] {
  return fieldNameOnPage(field)
    .split(/\.|\[(\d+)\]/)
    .filter((part): part is string => part !== undefined && part !== "")
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * What a page validates, in the browser and in its action: its step schema, then the legal checks
 * that must block (an under-18 testator, shares that do not add up...) as errors on their fields.
 */
export function pageSchema(step: EditStepId, draft: DraftFormData, today: string) {
  const schema: z.ZodType<unknown> = PAGE_SCHEMAS[step];
  return schema.superRefine(blockingFindings(step, draft, today));
}

/** The second half of pageSchema: the legal checks that must block, added as errors on their fields. */
function blockingFindings(step: EditStepId, draft: DraftFormData, today: string) {
  return (value: unknown, ctx: z.RefinementCtx): void => {
    const next = applyStep(draft, { step, value } as StepValue);
    for (const finding of findingsForStep(step, workingFormData(next), today)) {
      if (finding.severity !== "block") continue;
      ctx.addIssue({
        code: "custom",
        path: pagePath(errorField(finding.field ?? "")),
        message: finding.message,
      });
    }
  };
}

/** A whole person's row on a page, and the field in it that names them. */
const NAME_IN_ROW: readonly (readonly [RegExp, string])[] = [
  [/^executorInfo\.(?:primary|alternate|coExecutors\.\d+)$/, "fullName"],
  [/^residualEstate\.(?:beneficiaries|contingentBeneficiaries)\.\d+$/, "fullName"],
  [/^familyInfo\.children\.\d+$/, "fullName"],
  [/^specificGifts\.\d+$/, "beneficiary"],
];

/**
 * The field an error is shown beside. A finding about a whole person (named as the testator, or
 * by someone else's name) is fixed in their name, so the error sits on the name field, and the
 * error summary's link has a field to go to.
 */
function errorField(field: string): string {
  const name = NAME_IN_ROW.find(([row]) => row.test(field))?.[1];
  return name ? `${field}.${name}` : field;
}

/** The legal findings (all severities) a page shows for the values in front of the user. */
export function pageFindings(
  step: EditStepId,
  draft: DraftFormData,
  value: unknown,
  today: string,
): LegalFinding[] {
  const parsed = PAGE_SCHEMAS[step].safeParse(value);
  const next = parsed.success ? applyStep(draft, { step, value: parsed.data } as StepValue) : draft;
  return findingsForStep(step, workingFormData(next), today);
}

/** A page's starting values: what was last typed on it (kept in pendingInput), else the draft's answers. */
export function pageDefaultValue(step: EditStepId, draft: DraftFormData): Record<string, unknown> {
  switch (step) {
    case "personal":
      return draft.personalInfo ? { personalInfo: draft.personalInfo } : {};
    case "family":
      return draft.familyInfo
        ? {
            familyInfo: {
              ...draft.familyInfo,
              children: draft.familyInfo.children.map(({ fullName, age, personId }) => ({
                fullName,
                age,
                ...(personId ? { differentPerson: true } : {}),
              })),
            },
          }
        : { familyInfo: { children: [] } };
    case "guardianship":
      return {
        guardianship: (draft.familyInfo?.children ?? []).map((child) => ({
          guardians: child.guardians.map(({ fullName, relationship }) => ({ fullName, relationship })),
          guardianshipRequests: child.guardianshipRequests ?? "",
        })),
      };
    case "gifts":
      return {
        specificGifts: draft.specificGifts ?? [],
        funeralWishes: draft.funeralWishes ?? "",
        otherWishes: draft.otherWishes ?? "",
      };
    case "estate":
      return {
        residualEstate: draft.residualEstate ?? {
          beneficiaries: [],
          contingentBeneficiaries: [],
          trustInfo: { createTrust: false, inheritanceAge: DEFAULT_INHERITANCE_AGE },
        },
      };
    case "executor":
      return draft.executorInfo
        ? { executorInfo: draft.executorInfo, wantsAlternate: draft.executorInfo.alternate ? "yes" : "no" }
        : {};
  }
}
