import { describe, expect, it } from "vitest";
import { dispositiveWishes } from "./wishes.ts";

const codes = (text: string) => dispositiveWishes(text, "otherWishes").map((finding) => finding.code);

describe("dispositiveWishes", () => {
  it("finds each kind of instruction the issue names, one finding a sentence", () => {
    expect(
      codes(
        [
          "My house in Portugal is for my son.",
          "Tom takes over the business.",
          "I want five executors.",
          "Jane Doe will witness my will.",
          "Split everything equally between the children.",
          "My watch to Ben.",
          "I leave my books to the library.",
        ].join(" "),
      ),
    ).toEqual([
      "wish-property-abroad",
      "wish-business",
      "wish-executors",
      "wish-witness",
      "wish-shares",
      "wish-gift",
      "wish-gift",
    ]);
  });

  it("quotes the wish and says what to do", () => {
    const [finding] = dispositiveWishes("Please keep it simple.\nMy watch to Ben Ray.", "otherWishes");
    expect(finding).toEqual({
      code: "wish-gift",
      severity: "warn",
      statute: "Wills Act 1837, s.9",
      field: "otherWishes",
      message:
        'Your wish "My watch to Ben Ray." reads like an instruction, but wishes are not legally binding. A gift written here is not binding and may not happen. Add it as a specific gift, or keep it as a wish.',
    });
  });

  it("sends property abroad and a business to a professional", () => {
    const findings = dispositiveWishes(
      "The villa in Spain goes to Ana. The farm stays in the family.",
      "otherWishes",
    );
    expect(findings.map((finding) => [finding.code, finding.severity])).toEqual([
      ["wish-property-abroad", "review"],
      ["wish-business", "review"],
    ]);
  });

  it("reads a gift to a relative named by relationship and name", () => {
    expect(codes("My watch to my brother Paul. My rings for my daughter-in-law Sue.")).toEqual([
      "wish-gift",
      "wish-gift",
    ]);
  });

  it("leaves real wishes alone", () => {
    expect(
      codes("I hope my family stay close. Please look after each other and remember me happily."),
    ).toEqual([]);
    expect(codes("")).toEqual([]);
  });
});
