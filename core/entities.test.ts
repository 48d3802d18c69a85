import { describe, expect, it } from "vitest";
import {
  ChatMessageSchema,
  FinancialHealthSchema,
  pageCount,
  PageQuerySchema,
  StatsSchema,
} from "./entities.ts";

describe("entities", () => {
  it("financial health is four yes/no answers", () => {
    expect(
      FinancialHealthSchema.safeParse({
        hasLifeInsurance: true,
        hasIncomeProtection: false,
        hasChildISA: false,
        usesTaxScheme: true,
      }).success,
    ).toBe(true);
    expect(FinancialHealthSchema.safeParse({ hasLifeInsurance: "yes" }).success).toBe(false);
  });

  it("a chat message has a user or assistant role and non-empty content", () => {
    expect(ChatMessageSchema.safeParse({ role: "user", content: "Hello" }).success).toBe(true);
    expect(ChatMessageSchema.safeParse({ role: "system", content: "Hello" }).success).toBe(false);
    expect(ChatMessageSchema.safeParse({ role: "user", content: "   " }).success).toBe(false);
  });

  it("stats carry recent wills with dates", () => {
    const stats = StatsSchema.parse({
      totalWills: 2,
      totalUsers: 1,
      recentWills: [{ id: "a", email: "a@b.co", createdAt: "2026-11-21T10:00:00Z" }],
    });
    expect(stats.recentWills[0]?.createdAt).toBeInstanceOf(Date);
  });

  it("viewer paging: sizes 5, 10, 25, 50, default 10, pages from 1", () => {
    expect(PageQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(PageQuerySchema.parse({ page: "3", limit: "25" })).toEqual({ page: 3, limit: 25 });
    expect(PageQuerySchema.safeParse({ limit: "20" }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ page: "0" }).success).toBe(false);
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(11, 10)).toBe(2);
  });
});
