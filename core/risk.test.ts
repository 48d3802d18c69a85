import { describe, expect, it } from "vitest";
import { assessRisk, RISK_MAX_SCORE, RISK_QUESTIONS, riskLevelForScore, riskQuestionTitle } from "./risk.ts";

const answering = (scores: number[]) =>
  Object.fromEntries(
    RISK_QUESTIONS.map((question, index) => [
      question.id,
      question.options.find((option) => option.score === scores[index])?.id ?? "",
    ]),
  );

describe("the risk assessment", () => {
  it("has 4 questions whose options score 1 to 3, a maximum of 12", () => {
    expect(RISK_QUESTIONS).toHaveLength(4);
    for (const question of RISK_QUESTIONS) {
      expect(question.options.map((option) => option.score).sort()).toEqual([1, 2, 3]);
    }
    expect(RISK_MAX_SCORE).toBe(12);
    expect(riskQuestionTitle(0)).toBe("Question 1 of 4");
    expect(riskQuestionTitle(3)).toBe("Question 4 of 4");
  });

  it("is low at most 40% of the maximum, medium at most 70%, otherwise high", () => {
    expect(riskLevelForScore(4)).toBe("low"); // 33%
    expect(riskLevelForScore(5)).toBe("medium"); // 42%
    expect(riskLevelForScore(8)).toBe("medium"); // 67%
    expect(riskLevelForScore(9)).toBe("high"); // 75%
    expect(riskLevelForScore(12)).toBe("high");
  });

  it("scores the answers and recommends what the answers call for", () => {
    const low = assessRisk(answering([1, 1, 1, 1]));
    expect(low).toMatchObject({ score: 4, riskLevel: "low" });
    expect(low.recommendations).toHaveLength(1);

    const high = assessRisk(answering([3, 3, 2, 3]));
    expect(high).toMatchObject({ score: 11, riskLevel: "high" });
    expect(high.recommendations.join(" ")).toMatch(/unmarried partner inherits nothing/i);
    expect(high.recommendations.join(" ")).toMatch(/guardians/i);
  });

  it("refuses missing or unknown answers", () => {
    expect(() => assessRisk({})).toThrow(/relationship/);
    expect(() => assessRisk({ ...answering([1, 1, 1, 1]), home: "castle" })).toThrow(/home/);
  });
});
