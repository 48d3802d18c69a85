import { z } from "zod";

/**
 * The risk assessment that opens the guided form (docs/product.md section 2 and 9): four questions, each
 * option scoring 1 to 3, a maximum of 12; low when the total is at most 40% of the maximum, medium
 * at most 70%, otherwise high. "Risk" is how exposed the family would be without a will.
 */
export const RISK_QUESTION_COUNT = 4;
export const RISK_MAX_SCORE = 12;
export const LOW_RISK_MAX_FRACTION = 0.4;
export const MEDIUM_RISK_MAX_FRACTION = 0.7;

export const RiskLevelSchema = z.enum(["low", "medium", "high"]);
export type RiskLevel = z.infer<typeof RiskLevelSchema>;

export const RiskResultSchema = z.object({
  score: z.number().int().min(RISK_QUESTION_COUNT).max(RISK_MAX_SCORE),
  riskLevel: RiskLevelSchema,
  recommendations: z.array(z.string()),
});
export type RiskResult = z.infer<typeof RiskResultSchema>;

export interface RiskOption {
  id: string;
  label: string;
  score: 1 | 2 | 3;
  /** Added to the recommendations when this option is chosen. */
  recommendation?: string;
}

export interface RiskQuestion {
  id: string;
  question: string;
  options: readonly RiskOption[];
}

export const RISK_QUESTIONS: readonly RiskQuestion[] = [
  {
    id: "relationship",
    question: "Which best describes your relationship?",
    options: [
      { id: "single", label: "Single", score: 1 },
      {
        id: "married",
        label: "Married or in a civil partnership",
        score: 2,
        recommendation:
          "Your husband, wife or civil partner does not automatically get everything if you have children. Say in your will who gets what.",
      },
      {
        id: "partner",
        label: "Living with a partner, not married",
        score: 3,
        recommendation:
          "An unmarried partner inherits nothing without a will. Name your partner in your will if you want them to inherit.",
      },
    ],
  },
  {
    id: "dependants",
    question: "Does anyone depend on you?",
    options: [
      { id: "none", label: "No one depends on me", score: 1 },
      {
        id: "adults",
        label: "Adult children or other family",
        score: 2,
        recommendation: "Decide how your estate is shared between your family, so nobody has to guess.",
      },
      {
        id: "under-18",
        label: "Children under 18",
        score: 3,
        recommendation:
          "Choose guardians for your children under 18. Without a will, a court decides who looks after them.",
      },
    ],
  },
  {
    id: "home",
    question: "Do you own your home or other valuable things?",
    options: [
      { id: "rent", label: "I rent and have modest savings", score: 1 },
      {
        id: "own-home",
        label: "I own my home",
        score: 2,
        recommendation:
          "Say who should have your home. Leaving it to your children or grandchildren can lower inheritance tax.",
      },
      {
        id: "significant",
        label: "I own a home and other significant assets, a business or property abroad",
        score: 3,
        recommendation:
          "Your estate may need a professional check, for example for inheritance tax, a business or property abroad.",
      },
    ],
  },
  {
    id: "existing-will",
    question: "Do you already have a will?",
    options: [
      { id: "up-to-date", label: "Yes, and it is up to date", score: 1 },
      {
        id: "out-of-date",
        label: "Yes, but my life has changed since",
        score: 2,
        recommendation:
          "Marriage or a civil partnership cancels an earlier will. Make a new will after big life changes.",
      },
      {
        id: "none",
        label: "No",
        score: 3,
        recommendation:
          "Without a will the law decides who inherits. Making one today protects the people you love.",
      },
    ],
  },
];

export type RiskAnswers = Record<string, string>;

export function riskLevelForScore(score: number): RiskLevel {
  const fraction = score / RISK_MAX_SCORE;
  if (fraction <= LOW_RISK_MAX_FRACTION) return "low";
  if (fraction <= MEDIUM_RISK_MAX_FRACTION) return "medium";
  return "high";
}

const GENERAL_RECOMMENDATION: Record<RiskLevel, string> = {
  low: "Your situation looks straightforward. A simple will still makes sure your wishes are followed.",
  medium: "A will would make a real difference for the people close to you. It takes about 5 minutes.",
  high: "Your family is exposed without a will. Please make one today.",
};

/** Scores answered questions (question id -> option id). Throws on an unknown question or option. */
export function assessRisk(answers: RiskAnswers): RiskResult {
  let score = 0;
  const recommendations: string[] = [];
  for (const question of RISK_QUESTIONS) {
    const option = question.options.find((candidate) => candidate.id === answers[question.id]);
    if (!option) throw new Error(`No answer to the risk question "${question.id}"`);
    score += option.score;
    if (option.recommendation) recommendations.push(option.recommendation);
  }
  const riskLevel = riskLevelForScore(score);
  return { score, riskLevel, recommendations: [GENERAL_RECOMMENDATION[riskLevel], ...recommendations] };
}

/** 'Question N of 4' */
export function riskQuestionTitle(index: number): string {
  return `Question ${index + 1} of ${RISK_QUESTION_COUNT}`;
}
