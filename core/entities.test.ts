import { describe, expect, it } from "vitest";
import {
  ChatMessageSchema,
  FinancialHealthSchema,
  pageCount,
  PageQuerySchema,
  StatsSchema,
  ViewerUserPageSchema,
  ViewerWillDetailSchema,
  ViewerWillPageSchema,
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

  it("a viewer's will row and will detail allow a draft's missing email and document", () => {
    const row = ViewerWillPageSchema.parse({
      data: [
        { id: "a", email: null, createdAt: "2026-11-21T10:00:00Z", willDocument: null, hasDocument: false },
      ],
      pagination: { total: 1, pages: 1 },
    });
    expect(row.data[0]?.createdAt).toBeInstanceOf(Date);
    expect(
      ViewerWillDetailSchema.safeParse({
        id: "a",
        createdAt: "2026-11-21T10:00:00Z",
        email: null,
        marketingConsent: false,
        formData: { personalInfo: {} },
        willDocument: null,
      }).success,
    ).toBe(true);
    expect(
      ViewerUserPageSchema.safeParse({
        data: [{ id: "u", firstName: "A", email: "a@b.co", createdAt: "2026-11-21" }],
        pagination: { total: 1, pages: 1 },
      }).success,
    ).toBe(false);
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
    expect(PageQuerySchema.safeParse({ page: "100001" }).success).toBe(false);
    expect(
      PageQuerySchema.safeParse({ page: "abc", limit: "7" }).error?.issues.map((issue) => issue.message),
    ).toEqual(["Page must be a whole number from 1 to 100000", "Page size must be 5, 10, 25 or 50"]);
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(11, 10)).toBe(2);
  });
});
