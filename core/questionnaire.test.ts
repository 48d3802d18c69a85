import { describe, expect, it } from "vitest";
import {
  answerFields,
  applyQuestionnaireSubmission,
  chooseAnswer,
  continueQuestionnaire,
  currentCard,
  currentQuestion,
  INVALID_SUBMISSION_MESSAGE,
  progressOf,
  QUESTION_COUNT,
  QUESTIONS,
  QuestionnaireAnswersSchema,
  questionnaireProgress,
  reasonsToActNow,
  RESULT_TITLE,
  startQuestionnaire,
  type QuestionnaireAnswers,
  type QuestionnaireState,
} from "./questionnaire.ts";

/** Answers the first `count` questions with each question's first option. */
function firstOptions(count: number): QuestionnaireAnswers {
  return Object.fromEntries(
    QUESTIONS.slice(0, count).map((q) => [q.id, q.options[0].id]),
  ) as QuestionnaireAnswers;
}

function must(state: QuestionnaireState | null): QuestionnaireState {
  if (!state) throw new Error("the move was refused");
  return state;
}

describe("the seven questions", () => {
  it("has exactly 7 questions with unique ids", () => {
    expect(QUESTION_COUNT).toBe(7);
    expect(QUESTIONS).toHaveLength(7);
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(7);
  });

  it("offers exactly the spec's options, in order", () => {
    expect(QUESTIONS.map((q) => q.options.map((o) => o.label))).toEqual([
      ["Yes, I have one", "No, I don't", "Not sure"],
      ["Married/Civil Partnership", "In a relationship", "Single", "Divorced/Separated"],
      ["Children under 18", "Adult children", "Other family", "None"],
      ["Under £50,000", "£50,000-£200,000", "£200,000-£500,000", "Over £500,000"],
      [
        "Family disputes",
        "Partner not protected",
        "Dependents' uncertainty",
        "Government controlling assets",
      ],
      ["Too expensive", "Too complicated", "Don't know where to start", "Keep putting it off"],
      ["Today", "This week", "This month", "Someday"],
    ]);
  });

  it("gives every option an education card with a title and text", () => {
    for (const question of QUESTIONS) {
      expect(new Set(question.options.map((o) => o.id)).size).toBe(question.options.length);
      for (const option of question.options) {
        expect(option.card.title.length, `${question.id}/${option.id}`).toBeGreaterThan(0);
        expect(option.card.content.length, `${question.id}/${option.id}`).toBeGreaterThan(40);
        expect(typeof option.card.urgent).toBe("boolean");
      }
    }
  });

  it("marks not having a will urgent and having one informational", () => {
    const hasWill = QUESTIONS[0];
    expect(hasWill.options.find((o) => o.id === "no")?.card.urgent).toBe(true);
    expect(hasWill.options.find((o) => o.id === "yes")?.card.urgent).toBe(false);
  });

  it("makes the spec's education claims", () => {
    const all = QUESTIONS.flatMap((q) => q.options.map((o) => o.card.content)).join("\n");
    expect(all).toContain("70% of UK adults don't have a will");
    expect(all).toMatch(/partner has no legal right to inherit/);
    expect(all).toContain("£322,000");
    expect(all).toContain("£325,000");
    expect(all).toContain("£175,000");
  });

  it("recommends a professional check for the larger estates", () => {
    const assets = QUESTIONS[3];
    for (const id of ["200k-500k", "over-500k"]) {
      expect(assets.options.find((o) => o.id === id)?.card.content).toMatch(/professional/);
    }
  });
});

describe("moving through the questionnaire", () => {
  it("goes question, card, Continue, next question, and after the seventh card the result", () => {
    let state = startQuestionnaire();
    for (let index = 0; index < QUESTION_COUNT; index += 1) {
      expect(state.stage).toBe("question");
      expect(currentQuestion(state)?.id).toBe(QUESTIONS[index]?.id);
      const option = QUESTIONS[index]?.options[1];
      state = must(chooseAnswer(state, String(option?.id)));
      expect(state.stage).toBe("card");
      expect(currentCard(state)?.card.title).toBe(option?.card.title);
      state = must(continueQuestionnaire(state));
    }
    expect(state.stage).toBe("result");
    expect(RESULT_TITLE).toBe("You're Ready to Protect Your Family");
  });

  it("has no back step and refuses moves out of turn", () => {
    const onCard = must(chooseAnswer(startQuestionnaire(), "no"));
    expect(chooseAnswer(onCard, "yes")).toBeNull();
    expect(continueQuestionnaire(startQuestionnaire())).toBeNull();
    expect(chooseAnswer(startQuestionnaire(), "married")).toBeNull();
  });
});

describe("progress", () => {
  it("is the answered questions over 7, counting the current one once answered", () => {
    const start = startQuestionnaire();
    expect(progressOf(start)).toEqual({ answered: 0, total: 7, percent: 0 });
    const answered = must(chooseAnswer(start, "yes"));
    expect(progressOf(answered)).toEqual({ answered: 1, total: 7, percent: 14 });
    const next = must(continueQuestionnaire(answered));
    expect(progressOf(next).answered).toBe(1);
    expect(questionnaireProgress(7)).toEqual({ answered: 7, total: 7, percent: 100 });
    expect(questionnaireProgress(3).percent).toBe(43);
    expect(questionnaireProgress(12).answered).toBe(7);
    expect(questionnaireProgress(-1).answered).toBe(0);
  });
});

describe("reasons to act now", () => {
  it("always gives at least three", () => {
    expect(reasonsToActNow({}).length).toBeGreaterThanOrEqual(3);
    expect(reasonsToActNow(firstOptions(7)).length).toBeGreaterThanOrEqual(3);
  });

  it("speaks to the answers given", () => {
    const reasons = reasonsToActNow({
      "has-will": "no",
      relationship: "in-a-relationship",
      dependents: "children-under-18",
      assets: "over-500k",
      concern: "partner-not-protected",
      obstacle: "too-expensive",
      timing: "someday",
    });
    expect(reasons).toContain("Your partner has no legal right to inherit from you without a will.");
    expect(reasons).toContain("Only a will lets you choose a guardian for your children under 18.");
    expect(reasons.some((r) => /inheritance tax/.test(r))).toBe(true);
    expect(reasons.some((r) => /free/.test(r))).toBe(true);
    expect(new Set(reasons).size).toBe(reasons.length);
  });
});

describe("the answers schema", () => {
  it("accepts answers given in order", () => {
    expect(QuestionnaireAnswersSchema.safeParse({}).success).toBe(true);
    expect(QuestionnaireAnswersSchema.safeParse(firstOptions(3)).success).toBe(true);
    expect(QuestionnaireAnswersSchema.safeParse(firstOptions(7)).success).toBe(true);
  });

  it("rejects unknown question ids, unknown option ids, gaps and non-strings", () => {
    expect(QuestionnaireAnswersSchema.safeParse({ mood: "happy" }).success).toBe(false);
    expect(QuestionnaireAnswersSchema.safeParse({ "has-will": "nonsense" }).success).toBe(false);
    expect(QuestionnaireAnswersSchema.safeParse({ "has-will": "married" }).success).toBe(false);
    expect(QuestionnaireAnswersSchema.safeParse({ relationship: "single" }).success).toBe(false);
    expect(QuestionnaireAnswersSchema.safeParse({ "has-will": ["no"] }).success).toBe(false);
  });
});

describe("the no-JavaScript form", () => {
  it("moves a question to its card and a card to the next question", () => {
    const card = applyQuestionnaireSubmission({ answer: "no" });
    expect(card).toEqual({ ok: true, state: { stage: "card", answers: { "has-will": "no" } } });
    const next = applyQuestionnaireSubmission({ "has-will": "no", intent: "continue" });
    expect(next).toEqual({ ok: true, state: { stage: "question", answers: { "has-will": "no" } } });
    const result = applyQuestionnaireSubmission({ ...firstOptions(7), intent: "continue" });
    expect(result.ok && result.state.stage).toBe("result");
  });

  it("carries the answers so far in hidden fields, in order", () => {
    expect(answerFields(firstOptions(2))).toEqual([
      { name: "has-will", value: "yes" },
      { name: "relationship", value: "married" },
    ]);
  });

  it("refuses tampered posts with a clear message", () => {
    const refused = { ok: false, message: INVALID_SUBMISSION_MESSAGE };
    expect(applyQuestionnaireSubmission({ answer: "nonsense" })).toEqual(refused);
    expect(applyQuestionnaireSubmission({})).toEqual(refused);
    expect(applyQuestionnaireSubmission({ intent: "continue" })).toEqual(refused);
    expect(applyQuestionnaireSubmission({ answer: "no", intent: "continue" })).toEqual(refused);
    expect(applyQuestionnaireSubmission({ ...firstOptions(7), answer: "today" })).toEqual(refused);
    expect(applyQuestionnaireSubmission({ answer: "no", email: "someone@example.com" })).toEqual(refused);
    expect(applyQuestionnaireSubmission({ relationship: "single", answer: "none" })).toEqual(refused);
  });
});
