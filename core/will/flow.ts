/*
 * The guided form's pages as the browser shows them: their order, titles and progress indicator,
 * and where a finding is on its page. No schema is made here, so a page that shows these carries
 * no zod before it is interactive (docs/decisions/022-client-javascript.md); the schemas of what
 * the pages post are in core/will/steps.ts.
 */

/**
 * The guided form's seven steps (docs/product.md "Reading A", numbered 0 to 6). What each page
 * posts is its schema in core/will/steps.ts (core/will/draft.ts PAGE_SCHEMAS).
 */
export const FORM_STEPS = [
  { index: 0, id: "personal", title: "Personal Information" },
  { index: 1, id: "family", title: "Family Details" },
  { index: 2, id: "executor", title: "Executor Information" },
  { index: 3, id: "gifts", title: "Specific Gifts" },
  { index: 4, id: "estate", title: "Estate Distribution" },
  { index: 5, id: "guardianship", title: "Guardianship" },
  { index: 6, id: "preview", title: "Preview" },
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

/**
 * Where a finding's path is on the page that posts it: the Guardianship page posts
 * `guardianship[i].guardians` for `familyInfo.children.i.guardians`. Returned as Conform names it.
 */
export function fieldNameOnPage(field: string): string {
  const guardians = /^familyInfo\.children\.(\d+)\.guardians$/.exec(field);
  if (guardians) return `guardianship[${guardians[1]}].guardians`;
  // One guardian: the name field that fixes it.
  const guardian = /^familyInfo\.children\.(\d+)\.guardians\.(\d+)(?:\.\w+)?$/.exec(field);
  if (guardian) return `guardianship[${guardian[1]}].guardians[${guardian[2]}].fullName`;
  if (field === "familyInfo.children") return "guardianship";
  return field.replace(/\.(\d+)(?=\.|$)/g, "[$1]");
}
