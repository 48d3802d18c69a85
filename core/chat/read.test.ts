import { describe, expect, it } from "vitest";
import {
  readAddress,
  readChild,
  readContact,
  readDate,
  readMoney,
  readName,
  readPerson,
  readRelationship,
  readShares,
  readYesNo,
} from "./read.ts";

const TODAY = "2025-06-15";

/** The short answers the interview reads: one thing, in one of the forms its question shows. */
describe("reading short answers", () => {
  it("a name alone, capitalised when typed in one case; never a sentence", () => {
    expect(readName("I'm Jane Smith")).toBe("Jane Smith");
    expect(readName("jane o'brien-smith")).toBe("Jane O'Brien-Smith");
    expect(readName("Mrs Ann Lee.")).toBe("Ann Lee");
    expect(readName("I'm David Jones, born 3 March 1979, I live at 12 Oak Road, Leeds")).toBeNull();
    expect(readName("my brother")).toBeNull();
    expect(readName("yes")).toBeNull();
  });

  it("a date, day first; an impossible date is not one", () => {
    expect(readDate("12/03/1980", TODAY)).toBe("1980-03-12");
    expect(readDate("3rd of March 1979", TODAY)).toBe("1979-03-03");
    expect(readDate("born 12 March 1980", TODAY)).toBe("1980-03-12");
    expect(readDate("1980-03-12", TODAY)).toBe("1980-03-12");
    expect(readDate("31/02/1980", TODAY)).toBeNull();
    expect(readDate("Jane Smith", TODAY)).toBeNull();
    // A year in two figures is the latest such year up to today: 79 is 1979, 05 is 2005.
    expect(readDate("3/3/79", TODAY)).toBe("1979-03-03");
    expect(readDate("3rd march 05", TODAY)).toBe("2005-03-03");
  });

  it("an address in two parts or more, a phone number or an email", () => {
    expect(readAddress("12 Oak Road\nLeeds LS6 2AB")).toBe("12 Oak Road, Leeds LS6 2AB");
    expect(readAddress("David Jones")).toBeNull();
    expect(readAddress("12 oak road leeds ls6 2ab")).toBe("12 oak road leeds ls6 2ab");
    expect(readAddress("Oak Road LS6 2AB")).toBeNull();
    expect(readContact("07700 900123")).toBe("07700 900123");
    expect(readContact("sue@example.com")).toBe("sue@example.com");
    expect(readContact("0770")).toBeNull();
  });

  it("yes, no or not sure, with what follows", () => {
    expect(readYesNo("yes, my friend Sue Lee")).toEqual({ value: "yes", rest: "my friend Sue Lee" });
    expect(readYesNo("nope")).toEqual({ value: "no", rest: "" });
    expect(readYesNo("not sure")).toEqual({ value: "unsure", rest: "" });
    expect(readYesNo("Tom Jones, 8")).toBeNull();
  });

  it("a person with a relationship in three forms, a child with an age, a relationship", () => {
    expect(readPerson("Dave Jones, my brother")).toEqual({ fullName: "Dave Jones", relationship: "brother" });
    expect(readPerson("my best friend Sue Lee")).toEqual({
      fullName: "Sue Lee",
      relationship: "best friend",
    });
    expect(readPerson("Kate Brown (sister)")).toEqual({ fullName: "Kate Brown", relationship: "sister" });
    expect(readPerson("Kim Lee")).toEqual({ fullName: "Kim Lee" });
    // In lower case the relationship ends at a word of kin; without a comma the name comes first.
    expect(readPerson("my best friend sue lee")).toEqual({
      fullName: "Sue Lee",
      relationship: "best friend",
    });
    expect(readPerson("My sister mary ann smith")).toEqual({
      fullName: "Mary Ann Smith",
      relationship: "sister",
    });
    expect(readPerson("mark jones my brother")).toEqual({ fullName: "Mark Jones", relationship: "brother" });
    for (const typed of ["brother mark jones", "Mark Jones - brother"])
      expect(readPerson(typed), typed).toEqual({ fullName: "Mark Jones", relationship: "brother" });
    // Without "my", a name that starts with a word of kin is a name: "Son Tran", "Jackson Lee".
    expect(readPerson("son tran")).toEqual({ fullName: "Son Tran" });
    expect(readPerson("my gold watch to Lily Jones")).toBeNull();
    // Never a person called "Then The Kids" or "Gets Everything" (with the relationship "wife").
    for (const words of [
      "my wife then the kids",
      "then the kids",
      "my son then his children",
      "my wife gets everything",
      "my wife if she survives me",
      "Kate Brown please",
      "my sister Kate who lives in Leeds",
    ])
      expect(readPerson(words), words).toBeNull();
    expect(readChild("Tom Jones, 8")).toEqual({ fullName: "Tom Jones", age: 8 });
    expect(readChild("Amy Jones (5 years old)")).toEqual({ fullName: "Amy Jones", age: 5 });
    expect(readChild("Tom Jones")).toBeNull();
    expect(readChild("Max Green, 6 months")).toEqual({ fullName: "Max Green", age: 0 });
    expect(readChild("Max Green (3 weeks old)")).toEqual({ fullName: "Max Green", age: 0 });
    for (const typed of ["my son Tom Jones, 8", "one son tom jones 8", "Tom Jones (my son), 8"])
      expect(readChild(typed), typed).toEqual({ fullName: "Tom Jones", age: 8 });
    expect(readRelationship("my sister-in-law")).toBe("sister-in-law");
    for (const answer of ["yes", "No.", "not sure"]) expect(readRelationship(answer)).toBeNull();
  });

  it("shares with or without percentages, and amounts of money", () => {
    expect(readShares("50% Tom and 50% Amy")).toEqual([
      { name: "Tom", percentage: 50 },
      { name: "Amy", percentage: 50 },
    ]);
    expect(readShares("everything to my brother Mark")).toEqual([{ name: "my brother Mark" }]);
    // A relationship or "charity" after a comma belongs to the name before it.
    expect(readShares("Sue Lee, my friend")).toEqual([{ name: "Sue Lee (my friend)" }]);
    expect(readShares("50% Sue Lee and 50% Oxfam, a charity")).toEqual([
      { name: "Sue Lee", percentage: 50 },
      { name: "Oxfam (charity)", percentage: 50 },
    ]);
    expect(readShares("Tom 60%, Amy 40%")).toEqual([
      { name: "Tom", percentage: 60 },
      { name: "Amy", percentage: 40 },
    ]);
    expect(readMoney("about 200k")).toBe(200_000);
    expect(readMoney("£1,250,000")).toBe(1_250_000);
    expect(readMoney("not sure")).toBeNull();
    expect(readMoney("a lot")).toBeUndefined();
  });
});
