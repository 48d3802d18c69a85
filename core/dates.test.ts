import { describe, expect, it } from "vitest";
import { todayInLondon } from "./dates.ts";

describe("todayInLondon", () => {
  it("is the next day in London at 00:30 British Summer Time (23:30 UTC)", () => {
    expect(todayInLondon(new Date("2026-07-14T23:30:00Z"))).toBe("2026-07-15");
  });

  it("is the UTC date in winter, when London keeps Greenwich Mean Time", () => {
    expect(todayInLondon(new Date("2026-01-14T23:30:00Z"))).toBe("2026-01-14");
    expect(todayInLondon(new Date("2026-01-15T00:30:00Z"))).toBe("2026-01-15");
  });

  it("changes at the clocks' change, not at midnight UTC", () => {
    // BST began at 01:00 UTC on 29 March 2026.
    expect(todayInLondon(new Date("2026-03-28T23:59:00Z"))).toBe("2026-03-28");
    expect(todayInLondon(new Date("2026-03-29T23:30:00Z"))).toBe("2026-03-30");
  });
});
