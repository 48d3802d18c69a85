import { describe, expect, it } from "vitest";
import { DATE_OF_BIRTH_WORDS, dateParts, readDate } from "./date-input.ts";
import { FamilyStepSchema, PersonalStepSchema, requiredDateInput } from "./steps.ts";

const read = (day: string, month: string, year: string) =>
  readDate({ day, month, year }, DATE_OF_BIRTH_WORDS);

describe("a date typed as day, month and year", () => {
  it("is stored as an ISO date, with or without leading zeros, the month as a number or a name", () => {
    expect(read("27", "3", "1985")).toEqual({ ok: true, iso: "1985-03-27" });
    expect(read(" 07 ", "03", "1985")).toEqual({ ok: true, iso: "1985-03-07" });
    expect(read("1", "March", "1985")).toEqual({ ok: true, iso: "1985-03-01" });
    expect(read("29", "feb", "2000")).toEqual({ ok: true, iso: "2000-02-29" });
  });

  it("is nothing when no field is typed, and 'Enter your date of birth' where it is required", () => {
    expect(read("", "", "")).toEqual({ ok: true, iso: undefined });
    expect(readDate(undefined, DATE_OF_BIRTH_WORDS)).toEqual({ ok: true, iso: undefined });
    const parsed = requiredDateInput(DATE_OF_BIRTH_WORDS).safeParse({ day: "", month: "", year: "" });
    expect(parsed.error?.issues.map(({ message, path }) => ({ message, path }))).toEqual([
      { message: "Enter your date of birth", path: [] },
    ]);
  });

  it("names what is missing and points at the first missing field (the day stands for the date)", () => {
    expect(read("27", "", "1985")).toEqual({
      ok: false,
      message: "Date of birth must include a month",
      part: "month",
    });
    expect(read("27", "3", "")).toEqual({
      ok: false,
      message: "Date of birth must include a year",
      part: "year",
    });
    expect(read("", "3", "1985")).toEqual({
      ok: false,
      message: "Date of birth must include a day",
      part: null,
    });
    expect(read("27", "", "")).toEqual({
      ok: false,
      message: "Date of birth must include a month and year",
      part: "month",
    });
  });

  it("refuses a date that does not exist, and a year without 4 numbers", () => {
    for (const [day, month, year] of [
      ["31", "2", "1985"],
      ["29", "2", "1985"],
      ["0", "3", "1985"],
      ["27", "13", "1985"],
      ["x", "3", "1985"],
      ["27", "Marz", "1985"],
    ] as const) {
      expect(read(day, month, year), `${day} ${month} ${year}`).toEqual({
        ok: false,
        message: "Date of birth must be a real date",
        part: null,
      });
    }
    expect(read("27", "3", "85")).toEqual({
      ok: false,
      message: "Year must include 4 numbers",
      part: "year",
    });
  });

  it("keeps a stored ISO date, and gives its parts back to prefill the fields", () => {
    expect(readDate("1985-03-27", DATE_OF_BIRTH_WORDS)).toEqual({ ok: true, iso: "1985-03-27" });
    expect(dateParts("1985-03-07")).toEqual({ day: "7", month: "3", year: "1985" });
    expect(dateParts({ day: "7", month: "", year: "1985" })).toEqual({ day: "7", month: "", year: "1985" });
    expect(dateParts(undefined)).toEqual({ day: "", month: "", year: "" });
  });
});

describe("the pages that post dates", () => {
  it("Personal Information stores the date of birth as an ISO date, and puts a message on the field in error", () => {
    const personal = (dateOfBirth: unknown) =>
      PersonalStepSchema.safeParse({
        personalInfo: { fullName: "Ann Lee", dateOfBirth, address: "1 Road, Leeds" },
      });
    expect(personal({ day: "27", month: "3", year: "1985" }).data?.personalInfo.dateOfBirth).toBe(
      "1985-03-27",
    );
    expect(personal("1985-03-27").data?.personalInfo.dateOfBirth).toBe("1985-03-27");
    expect(
      personal({ day: "27", month: "", year: "1985" }).error?.issues.map(({ message, path }) => ({
        message,
        path,
      })),
    ).toEqual([
      { message: "Date of birth must include a month", path: ["personalInfo", "dateOfBirth", "month"] },
    ]);
  });

  it("Family Details reads the spouse's date only for a mirror will", () => {
    const family = (hasMirrorWill: boolean, spouseDateOfBirth: unknown) =>
      FamilyStepSchema.safeParse({
        familyInfo: { maritalStatus: "married", spouseName: "Ben Lee", hasMirrorWill, spouseDateOfBirth },
      });
    expect(family(true, { day: "2", month: "9", year: "1986" }).data?.familyInfo.spouseDateOfBirth).toBe(
      "1986-09-02",
    );
    expect(family(false, { day: "2", month: "", year: "" }).success).toBe(true);
    expect(
      family(true, { day: "", month: "", year: "" }).error?.issues.map((issue) => issue.message),
    ).toEqual(["Enter your spouse's date of birth for their mirror will"]);
    expect(
      family(true, { day: "31", month: "9", year: "1986" }).error?.issues.map((issue) => issue.message),
    ).toEqual(["Your spouse's date of birth must be a real date"]);
  });
});
