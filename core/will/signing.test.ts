import { describe, expect, it } from "vitest";
import { formatCalendarDate } from "../dates.ts";
import { readSigning, SIGNING_MESSAGES, signingSummary } from "./signing.ts";

/** "I have signed it": GOV.UK's date fields read as a London date, with its messages. */
const dates = { today: "2026-11-25", madeOn: "2026-03-01" };
const read = (day: string, month: string, year: string, keptAt = "home") =>
  readSigning({ day, month, year, keptAt }, dates);

describe("readSigning", () => {
  it("reads a date in range and a place", () => {
    expect(read(" 3", "03", "2026", "government")).toEqual({ signedOn: "2026-03-03", keptAt: "government" });
    expect(read("25", "11", "2026")).toEqual({ signedOn: "2026-11-25", keptAt: "home" });
    expect(read("1", "3", "2026")).toEqual({ signedOn: "2026-03-01", keptAt: "home" });
  });

  it("names what is wrong with the date", () => {
    expect(read("", "", "")).toEqual({ errors: { signedOn: SIGNING_MESSAGES.dateMissing } });
    expect(read("3", "", "2026")).toEqual({ errors: { signedOn: SIGNING_MESSAGES.dateIncomplete } });
    expect(read("3", "March", "2026")).toEqual({ errors: { signedOn: SIGNING_MESSAGES.dateNotReal } });
    expect(read("29", "2", "2026")).toEqual({ errors: { signedOn: SIGNING_MESSAGES.dateNotReal } });
    expect(read("3", "3", "26")).toEqual({ errors: { signedOn: SIGNING_MESSAGES.dateNotReal } });
    expect(read("26", "11", "2026")).toEqual({ errors: { signedOn: SIGNING_MESSAGES.dateInFuture } });
    expect(read("28", "2", "2026")).toEqual({ errors: { signedOn: SIGNING_MESSAGES.dateBeforeWill } });
  });

  it("needs one of the four places, and says both problems at once", () => {
    expect(read("", "", "", "bank")).toEqual({
      errors: { signedOn: SIGNING_MESSAGES.dateMissing, keptAt: SIGNING_MESSAGES.keptAtMissing },
    });
  });

  it("says it as the dashboard shows it", () => {
    expect(formatCalendarDate("2026-03-03")).toBe("3 March 2026");
    expect(signingSummary("2026-03-03", "solicitor")).toBe("Signed on 3 March 2026, kept with a solicitor");
  });
});
