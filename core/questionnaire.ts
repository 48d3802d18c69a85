import { z } from "zod";
import { NIL_RATE_BAND_GBP, RESIDENCE_NIL_RATE_BAND_GBP, STATUTORY_LEGACY_GBP } from "./legal/figures.ts";

/**
 * The awareness questionnaire at /start (docs/product.md sections 2, 3 and 4): seven fixed questions, one
 * at a time; picking an option shows an education card (urgent or informational); after the
 * seventh card a result lists reasons to act now.
 *
 * Pure data and pure functions. The same transitions drive the page in the browser (answers held
 * in React memory only) and the no-JavaScript form posts (answers carried in hidden fields and
 * never stored), so both paths behave identically.
 *
 * The education text must be true in England and Wales (see docs/legal.md). The money figures it quotes
 * come from legal/figures.ts, where all the legal figures are kept once; they are re-exported here
 * under their old names for the modules that read them from the questionnaire.
 */

export { NIL_RATE_BAND_GBP, RESIDENCE_NIL_RATE_BAND_GBP, STATUTORY_LEGACY_GBP };

const gbp = (amount: number) => `£${amount.toLocaleString("en-GB")}`;

export const QUESTION_COUNT = 7;
export const RESULT_TITLE = "You're Ready to Protect Your Family";
export const RESULT_CALL_TO_ACTION = "Create My Free Will Now";
export const RESULT_CALL_TO_ACTION_HREF = "/auth";

export interface EducationCard {
  title: string;
  content: string;
  /** Urgent cards are shown in orange and marked 'Important'; the others in blue, 'Good to know'. */
  urgent: boolean;
}

export interface QuestionOption {
  id: string;
  label: string;
  card: EducationCard;
}

export interface Question {
  id: string;
  /** The topic as docs/product.md names it. */
  topic: string;
  text: string;
  hint?: string;
  options: readonly QuestionOption[];
}

export const QUESTIONS = [
  {
    id: "has-will",
    topic: "Has a will",
    text: "Do you already have a will?",
    options: [
      {
        id: "yes",
        label: "Yes, I have one",
        card: {
          title: "Good. Now keep it up to date",
          content:
            "A will can go out of date. In England and Wales, getting married or forming a civil partnership cancels a will you made before, unless it said it was made with that marriage in mind. A divorce means your former husband, wife or civil partner is treated as if they had died. Check your will after big changes such as a new partner, a new child, a new home or a death in the family.",
          urgent: false,
        },
      },
      {
        id: "no",
        label: "No, I don't",
        card: {
          title: "You're not alone, but your family is not protected",
          content:
            "70% of UK adults don't have a will. Without one, fixed rules in the law (the intestacy rules) decide who gets your money, home and belongings, not you. An unmarried partner, a stepchild or a close friend could get nothing at all.",
          urgent: true,
        },
      },
      {
        id: "not-sure",
        label: "Not sure",
        card: {
          title: "Find out before it matters",
          content:
            "If you cannot find your will, your family may not find it either. And if you married or formed a civil partnership after making it, the law most likely cancelled it, unless it said it was made with that marriage in mind. Making a new will now clears up the doubt.",
          urgent: true,
        },
      },
    ],
  },
  {
    id: "relationship",
    topic: "Relationship status",
    text: "What is your relationship status?",
    options: [
      {
        id: "married",
        label: "Married/Civil Partnership",
        card: {
          title: "Your spouse may not get everything",
          content: `Without a will, your husband, wife or civil partner gets everything only if you have no children. If you do, they get your personal belongings, the first ${gbp(STATUTORY_LEGACY_GBP)} and half of the rest, and your children share the other half. A will lets you decide. Any will you made before you married or formed your civil partnership was cancelled when you did, unless it said it was made with that marriage in mind.`,
          urgent: false,
        },
      },
      {
        id: "in-a-relationship",
        label: "In a relationship",
        card: {
          title: "Your partner could get nothing",
          content:
            "If you are not married or in a civil partnership, your partner has no legal right to inherit from you without a will, however long you have lived together. They would have to go to court to ask for support. A will is the simple way to look after them. If you plan to marry, remember that marriage cancels an earlier will unless it says it was made with that marriage in mind.",
          urgent: true,
        },
      },
      {
        id: "single",
        label: "Single",
        card: {
          title: "You choose who benefits",
          content:
            "Without a will, the law passes everything to your relatives in a fixed order: children first, then parents, then brothers and sisters, and so on. Friends, godchildren and charities get nothing. If you have no relatives on that list, everything goes to the Crown (the state).",
          urgent: false,
        },
      },
      {
        id: "divorced-separated",
        label: "Divorced/Separated",
        card: {
          title: "Check who would inherit now",
          content:
            "Separation on its own changes nothing: until your divorce or dissolution is final, your husband, wife or civil partner can still inherit, with or without a will. A divorce does not cancel an old will either. Instead your former partner is treated as if they had died, so gifts to them fail and the rest may not go where you want. A new will puts this right.",
          urgent: true,
        },
      },
    ],
  },
  {
    id: "dependents",
    topic: "Dependents",
    text: "Who depends on you?",
    hint: "Choose the answer that fits best.",
    options: [
      {
        id: "children-under-18",
        label: "Children under 18",
        card: {
          title: "Choose who would raise your children",
          content:
            "A will lets you name a guardian for children under 18: the person who would bring them up if no parent with parental responsibility is left. Without one, a court may have to decide. A will can also keep their inheritance safe in a trust until they are older.",
          urgent: true,
        },
      },
      {
        id: "adult-children",
        label: "Adult children",
        card: {
          title: "Decide how your children share",
          content:
            "Without a will, the law sets how much your children get, and a husband, wife or civil partner comes first. A will lets you choose how they share, include stepchildren (who get nothing under the intestacy rules), and say what happens if one of them dies before you.",
          urgent: false,
        },
      },
      {
        id: "other-family",
        label: "Other family",
        card: {
          title: "The people you support may be left out",
          content:
            "The law shares out an estate without a will in a fixed family order. A relative you look after, such as a parent, a brother or sister, or a grandchild, may get nothing, or may have to go to court to ask for support. A will lets you provide for them directly.",
          urgent: true,
        },
      },
      {
        id: "none",
        label: "None",
        card: {
          title: "You are free to choose",
          content:
            "With nobody depending on you, a will lets you leave things to the people and causes you care about, such as friends, godchildren or charities. Gifts to charity are free of inheritance tax.",
          urgent: false,
        },
      },
    ],
  },
  {
    id: "assets",
    topic: "Asset value",
    text: "Roughly how much is everything you own worth?",
    hint: "Include your share of your home, your savings, investments and belongings, minus debts such as a mortgage.",
    options: [
      {
        id: "under-50k",
        label: "Under £50,000",
        card: {
          title: "Every estate deserves a plan",
          content:
            "Even a small estate holds things that matter: savings, a car, belongings with sentimental value. A will says who gets them and names an executor (the person who sorts out your affairs after you die), which makes things quicker and easier for your family.",
          urgent: false,
        },
      },
      {
        id: "50k-200k",
        label: "£50,000-£200,000",
        card: {
          title: "Make sure it goes where you want",
          content:
            "Without a will, the law decides who gets your money, home and belongings. A will makes sure the people you choose receive them, and names executors you trust to deal with everything.",
          urgent: false,
        },
      },
      {
        id: "200k-500k",
        label: "£200,000-£500,000",
        card: {
          title: "Inheritance tax may matter to you",
          content: `Inheritance tax is 40% on the part of an estate above ${gbp(NIL_RATE_BAND_GBP)} (the nil-rate band). Up to ${gbp(RESIDENCE_NIL_RATE_BAND_GBP)} more can be tax free when your home goes to your children or grandchildren, and gifts to a husband, wife, civil partner or charity are tax free. If your estate is near these limits, it is worth asking a professional to check your plans.`,
          urgent: false,
        },
      },
      {
        id: "over-500k",
        label: "Over £500,000",
        card: {
          title: "Get your plans checked by a professional",
          content: `Your estate may be above the inheritance tax allowances: ${gbp(NIL_RATE_BAND_GBP)} each, plus up to ${gbp(RESIDENCE_NIL_RATE_BAND_GBP)} more when your home goes to your children or grandchildren. Tax is 40% on the amount above them. Allowances you do not use can pass to your husband, wife or civil partner. Careful planning can save your family a lot, so we recommend asking a professional to check your will.`,
          urgent: true,
        },
      },
    ],
  },
  {
    id: "concern",
    topic: "Biggest concern",
    text: "What is your biggest concern?",
    options: [
      {
        id: "family-disputes",
        label: "Family disputes",
        card: {
          title: "A clear will prevents arguments",
          content:
            "Family arguments about money often start when nobody knows what you wanted. A will that is written down, signed and witnessed properly makes your wishes clear. Some people, such as a husband, wife, civil partner or child you leave out, can still ask a court for support, so if you plan to leave someone out, get advice from a professional.",
          urgent: false,
        },
      },
      {
        id: "partner-not-protected",
        label: "Partner not protected",
        card: {
          title: "Only a will fully protects your partner",
          content: `An unmarried partner has no legal right to inherit without a will. Even a husband, wife or civil partner gets only a fixed share when you have children: your personal belongings, ${gbp(STATUTORY_LEGACY_GBP)} and half of the rest. A will lets you leave your partner what you choose.`,
          urgent: true,
        },
      },
      {
        id: "dependents-uncertainty",
        label: "Dependents' uncertainty",
        card: {
          title: "Give the people who rely on you certainty",
          content:
            "A will lets you name a guardian for children under 18, choose the age at which children inherit (often 18 or 25), and name executors and trustees you trust to look after money for them.",
          urgent: false,
        },
      },
      {
        id: "government-control",
        label: "Government controlling assets",
        card: {
          title: "You decide, not the state",
          content:
            "Without a will, the law decides who inherits, not you. If you have no relatives who can inherit, everything you own goes to the Crown (the state). A will puts you in control.",
          urgent: false,
        },
      },
    ],
  },
  {
    id: "obstacle",
    topic: "What stopped them",
    text: "What has stopped you making a will until now?",
    options: [
      {
        id: "too-expensive",
        label: "Too expensive",
        card: {
          title: "Making your will here is free",
          content:
            "You can make your will with us for free, with no credit card. If you would like a legal expert to check it, you can pay for that, but it is entirely optional.",
          urgent: false,
        },
      },
      {
        id: "too-complicated",
        label: "Too complicated",
        card: {
          title: "We guide you one step at a time",
          content:
            "We ask simple questions one at a time and explain legal words as we go. It takes about 5 minutes. At the end you print your will and sign it in front of two adult witnesses, who then sign it too.",
          urgent: false,
        },
      },
      {
        id: "dont-know-where-to-start",
        label: "Don't know where to start",
        card: {
          title: "Start with what you already know",
          content:
            "You only need the basics: who should inherit, who you trust to sort things out (your executor), and who should look after any children under 18. We take you through each one.",
          urgent: false,
        },
      },
      {
        id: "putting-it-off",
        label: "Keep putting it off",
        card: {
          title: "Five minutes now saves your family a lot later",
          content:
            "Most people mean to make a will and never get round to it. Nobody knows what tomorrow brings, and without a will your family could face delays, costs and hard decisions. It takes about 5 minutes to make one here.",
          urgent: true,
        },
      },
    ],
  },
  {
    id: "timing",
    topic: "How soon",
    text: "How soon would you like your will in place?",
    options: [
      {
        id: "today",
        label: "Today",
        card: {
          title: "Great, you can finish today",
          content:
            "It takes about 5 minutes. You can download your will, print it and sign it the same day. Sign it in front of two adult witnesses who are there at the same time. They must not inherit under your will, and nor must their husbands, wives or civil partners.",
          urgent: false,
        },
      },
      {
        id: "this-week",
        label: "This week",
        card: {
          title: "Why not start now?",
          content:
            "You can make your will in about 5 minutes now and sign it when your witnesses are free. You need two adult witnesses who watch you sign and then sign too. They must not inherit under your will.",
          urgent: false,
        },
      },
      {
        id: "this-month",
        label: "This month",
        card: {
          title: "Put a date in your diary",
          content:
            "Good intentions slip. Making your will takes about 5 minutes, so choosing a day now, or starting straight away, makes sure it gets done.",
          urgent: false,
        },
      },
      {
        id: "someday",
        label: "Someday",
        card: {
          title: "Someday often never comes",
          content:
            "Life can change without warning. Until you make a will, the law decides who inherits and who deals with your affairs, and if you have children under 18, a court may decide who looks after them. Starting now takes about 5 minutes.",
          urgent: true,
        },
      },
    ],
  },
] as const satisfies readonly Question[];

export type QuestionId = (typeof QUESTIONS)[number]["id"];
type QuestionById<Q extends QuestionId> = Extract<(typeof QUESTIONS)[number], { id: Q }>;
export type OptionId<Q extends QuestionId> = QuestionById<Q>["options"][number]["id"];

/** The answers given so far: question id -> option id. Always the first N questions, in order. */
export type QuestionnaireAnswers = { [Q in QuestionId]?: OptionId<Q> };

export const QUESTION_IDS = QUESTIONS.map((question) => question.id) as [QuestionId, ...QuestionId[]];

export function findOption(questionId: QuestionId, optionId: string): QuestionOption | undefined {
  const question: Question | undefined = QUESTIONS.find((candidate) => candidate.id === questionId);
  return question?.options.find((option) => option.id === optionId);
}

/** How many questions are answered, counting only the unbroken run from question 1. */
export function answeredCount(answers: QuestionnaireAnswers): number {
  let count = 0;
  for (const id of QUESTION_IDS) {
    if (answers[id] === undefined) break;
    count += 1;
  }
  return count;
}

/**
 * An answers record as the no-JavaScript form posts it back: only known question ids, each with one
 * of that question's option ids, answered in order from question 1 with no gaps.
 */
export const QuestionnaireAnswersSchema = z
  .strictObject(
    Object.fromEntries(
      QUESTIONS.map((question: Question) => [
        question.id,
        z.enum(question.options.map((option) => option.id) as [string, ...string[]]).optional(),
      ]),
    ),
  )
  .refine(
    (answers) =>
      Object.values(answers).filter((value) => value !== undefined).length ===
      answeredCount(answers as QuestionnaireAnswers),
    { message: "Questions must be answered in order, starting from question 1" },
  )
  .transform((answers) => answers as QuestionnaireAnswers);

// --- The state machine (docs/product.md section 4: question -> card -> Continue -> next question ... result)

export type QuestionnaireStage = "question" | "card" | "result";

export interface QuestionnaireState {
  stage: QuestionnaireStage;
  answers: QuestionnaireAnswers;
}

export function startQuestionnaire(): QuestionnaireState {
  return { stage: "question", answers: {} };
}

/** The question on screen (zero-based): being asked, or answered with its card showing. */
export function currentQuestionIndex(state: QuestionnaireState): number | null {
  const count = answeredCount(state.answers);
  if (state.stage === "question") return count < QUESTION_COUNT ? count : null;
  if (state.stage === "card") return count > 0 ? count - 1 : null;
  return null;
}

export function currentQuestion(state: QuestionnaireState): Question | null {
  const index = currentQuestionIndex(state);
  return index === null ? null : (QUESTIONS[index] ?? null);
}

/** The card for the answer just chosen, while it is showing. */
export function currentCard(
  state: QuestionnaireState,
): { option: QuestionOption; card: EducationCard } | null {
  if (state.stage !== "card") return null;
  const question = currentQuestion(state);
  if (!question) return null;
  const option = findOption(question.id as QuestionId, String(state.answers[question.id as QuestionId]));
  return option ? { option, card: option.card } : null;
}

/** Choosing an option on the current question shows its card. Null when the move is not allowed. */
export function chooseAnswer(state: QuestionnaireState, optionId: string): QuestionnaireState | null {
  if (state.stage !== "question") return null;
  const question = currentQuestion(state);
  if (!question || !findOption(question.id as QuestionId, optionId)) return null;
  return { stage: "card", answers: { ...state.answers, [question.id]: optionId } };
}

/** Continue from a card: the next question, or the result after the seventh. Null when not allowed. */
export function continueQuestionnaire(state: QuestionnaireState): QuestionnaireState | null {
  if (state.stage !== "card" || !currentCard(state)) return null;
  const count = answeredCount(state.answers);
  return { stage: count >= QUESTION_COUNT ? "result" : "question", answers: state.answers };
}

export interface QuestionnaireProgress {
  answered: number;
  total: number;
  /** Whole percent, for the bar's width. */
  percent: number;
}

/**
 * Progress is the number of answered questions divided by 7, counting the current question once it
 * is answered: 0 on question 1 before answering, 1/7 as soon as an option is picked.
 */
export function questionnaireProgress(answered: number): QuestionnaireProgress {
  const clamped = Math.min(QUESTION_COUNT, Math.max(0, Math.floor(answered)));
  return { answered: clamped, total: QUESTION_COUNT, percent: Math.round((clamped / QUESTION_COUNT) * 100) };
}

export function progressOf(state: QuestionnaireState): QuestionnaireProgress {
  return questionnaireProgress(answeredCount(state.answers));
}

// --- The no-JavaScript form

/** The field of the option buttons, and the field and value of the Continue button. */
export const ANSWER_FIELD = "answer";
export const INTENT_FIELD = "intent";
export const CONTINUE_INTENT = "continue";

export type QuestionnaireSubmission =
  { ok: true; state: QuestionnaireState } | { ok: false; message: string };

export const INVALID_SUBMISSION_MESSAGE =
  "We could not read your answer, so the questions have started again from question 1.";

/**
 * Applies one posted form to the answers it carries: an option button (`answer`) moves a question
 * to its card; the Continue button (`intent=continue`) moves a card to the next question or the
 * result. The answers so far travel in hidden fields named after the question ids. Anything else
 * (unknown fields, unknown ids, gaps, a move that is not allowed) is refused.
 */
export function applyQuestionnaireSubmission(fields: Record<string, unknown>): QuestionnaireSubmission {
  const { [ANSWER_FIELD]: answer, [INTENT_FIELD]: intent, ...answerFields } = fields;
  const parsed = QuestionnaireAnswersSchema.safeParse(answerFields);
  if (!parsed.success) return { ok: false, message: INVALID_SUBMISSION_MESSAGE };
  const answers = parsed.data;
  const count = answeredCount(answers);

  let next: QuestionnaireState | null = null;
  if (typeof answer === "string" && intent === undefined) {
    next = chooseAnswer({ stage: "question", answers }, answer);
  } else if (intent === CONTINUE_INTENT && answer === undefined && count > 0) {
    next = continueQuestionnaire({ stage: "card", answers });
  }
  return next ? { ok: true, state: next } : { ok: false, message: INVALID_SUBMISSION_MESSAGE };
}

/** The query parameter naming the screen shown: the question, its card or the result. */
export const SCREEN_FIELD = "screen";
const STAGES: readonly QuestionnaireStage[] = ["question", "card", "result"];

/** Whether a screen can follow the answers: a card needs an answer, the result all of them. */
function isReachable(state: QuestionnaireState): boolean {
  const count = answeredCount(state.answers);
  if (state.stage === "result") return count === QUESTION_COUNT;
  if (state.stage === "card") return count > 0;
  return count < QUESTION_COUNT;
}

/**
 * A screen's address (its query, empty for the first question): the answers so far, named after
 * the question ids, and the screen. Without JavaScript each answer redirects here, so Back returns
 * to the screen before with its answers.
 */
export function questionnaireAddress(state: QuestionnaireState): string {
  if (state.stage === "question" && answeredCount(state.answers) === 0) return "";
  const query = new URLSearchParams(answerFields(state.answers).map(({ name, value }) => [name, value]));
  query.set(SCREEN_FIELD, state.stage);
  return `?${query.toString()}`;
}

/** The screen an address names; unknown fields, gaps or an unreachable screen are refused. */
export function readQuestionnaireAddress(query: URLSearchParams): QuestionnaireSubmission {
  const { [SCREEN_FIELD]: screen, ...fields } = Object.fromEntries(query);
  if (query.size === 0) return { ok: true, state: startQuestionnaire() };
  const parsed = QuestionnaireAnswersSchema.safeParse(fields);
  const stage = STAGES.find((candidate) => candidate === screen);
  // A repeated parameter is tampering, as in the form.
  const repeated = new Set(query.keys()).size !== query.size;
  if (!parsed.success || !stage || repeated) return { ok: false, message: INVALID_SUBMISSION_MESSAGE };
  const state = { stage, answers: parsed.data };
  return isReachable(state) ? { ok: true, state } : { ok: false, message: INVALID_SUBMISSION_MESSAGE };
}

/** The hidden fields that carry the answers so far through the no-JavaScript form, in order. */
export function answerFields(answers: QuestionnaireAnswers): { name: QuestionId; value: string }[] {
  return QUESTION_IDS.slice(0, answeredCount(answers)).map((id) => ({
    name: id,
    value: String(answers[id]),
  }));
}

// --- The result

const MIN_REASONS = 3;
const MAX_REASONS = 6;

const GENERAL_REASONS = [
  "Without a will, the law decides who inherits from you, not you.",
  "It takes about 5 minutes, and you can download your will and sign it the same day.",
  "Naming an executor you trust makes things quicker and easier for your family.",
  "A will gives the people you love certainty and peace of mind.",
] as const;

/** The reason an answer to one of the first three questions gives (the other answers give none). */
const REASON_FOR_ANSWER: { [Q in QuestionId]?: { [O in OptionId<Q>]?: string } } = {
  "has-will": {
    no: "You are one of the 70% of UK adults without a will: don't leave your family to chance.",
    "not-sure": "A new will clears up any doubt about an old one that may be lost or cancelled.",
    yes: "Checking your will now keeps it in step with your life today.",
  },
  relationship: {
    "in-a-relationship": "Your partner has no legal right to inherit from you without a will.",
    married:
      "A will makes sure your husband, wife or civil partner gets what you intend, not a fixed share set by law.",
    "divorced-separated":
      "After a separation or divorce, an old will or the law may not leave things where you want.",
    single: "Without a will, friends and charities you care about get nothing.",
  },
  dependents: {
    "children-under-18": "Only a will lets you choose a guardian for your children under 18.",
    "adult-children": "A will lets you decide how your children share, including any stepchildren.",
    "other-family": "A will lets you provide for the relatives who rely on you.",
  },
};

/**
 * Plain-English reasons to act now, personalised from the answers given (any subset), always at
 * least three.
 */
export function reasonsToActNow(answers: QuestionnaireAnswers): string[] {
  const reasons: string[] = [];
  const add = (reason: string) => {
    if (!reasons.includes(reason)) reasons.push(reason);
  };

  for (const id of QUESTION_IDS) {
    const answer: string | undefined = answers[id];
    const reasonFor: Partial<Record<string, string>> = REASON_FOR_ANSWER[id] ?? {};
    const reason = answer === undefined ? undefined : reasonFor[answer];
    if (reason) add(reason);
  }

  if (answers.assets === "200k-500k" || answers.assets === "over-500k") {
    add(
      "Your estate may be near or above the inheritance tax limits, so a professional check could save your family money.",
    );
  }

  if (answers.concern === "partner-not-protected" && answers.relationship !== "in-a-relationship") {
    add("A will is the only way to leave your partner exactly what you choose.");
  }
  if (answers.concern === "family-disputes") add("Clear written wishes help stop family arguments.");

  if (answers.obstacle === "too-expensive") add("Making your will here is free, with no credit card.");
  if (answers.obstacle === "too-complicated" || answers.obstacle === "dont-know-where-to-start") {
    add("We guide you one simple question at a time, and it takes about 5 minutes.");
  }

  if (
    answers.timing === "someday" ||
    answers.timing === "this-month" ||
    answers.obstacle === "putting-it-off"
  ) {
    add("Life can change without warning. Five minutes today protects your family.");
  }

  for (const reason of GENERAL_REASONS) {
    if (reasons.length >= MIN_REASONS) break;
    add(reason);
  }
  return reasons.slice(0, MAX_REASONS);
}
