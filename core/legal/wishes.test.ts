import { describe, expect, it } from "vitest";
import { dispositiveWishes, parseWishReading, wishReadingRequest, withModelWishes } from "./wishes.ts";

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
      statute: "Our check, not a rule of law",
      field: "otherWishes",
      message:
        'Your wish "My watch to Ben Ray." reads like an instruction, but wishes are not legally binding. A gift written here is not binding and may not happen. Add it as a specific gift, or keep it as a wish.',
    });
  });

  it("sends a life interest (someone living in the home for life) to a professional", () => {
    const findings = dispositiveWishes(
      "My wife Ann can live in the house for the rest of her life. Then it goes to our children.",
      "otherWishes",
    );
    expect(findings).toEqual([
      {
        code: "wish-life-interest",
        severity: "review",
        statute: "Inheritance Tax Act 1984, s.49A",
        field: "otherWishes",
        message:
          'Your wish "My wife Ann can live in the house for the rest of her life." reads like an instruction, but wishes are not legally binding. Letting someone use your home or money for the rest of their life before it passes on is called a life interest. It needs a special trust with its own tax rules, which this service does not write. Please talk to a legal professional.',
      },
      expect.objectContaining({ code: "wish-gift" }),
    ]);
    expect(codes("I'd like my partner to live in our home until he dies.")).toEqual(["wish-life-interest"]);
    expect(codes("I hope my family enjoy the rest of their lives.")).toEqual([]);
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

describe("the model's reading of the wishes", () => {
  const text =
    "I would like my family to stay close. Dad's old Rolex is for Sam Jones. I want five executors.";

  it("adds a finding, with the user's own sentence, for a wish the patterns missed", () => {
    expect(dispositiveWishes(text, "otherWishes").map((finding) => finding.code)).toEqual(["wish-executors"]);
    const reading = parseWishReading(
      JSON.stringify({
        dispositiveWishes: [
          { quote: "dad's old Rolex is for Sam  Jones", kind: "gift" },
          { quote: "I want five executors", kind: "executors" },
        ],
      }),
    );
    const findings = withModelWishes(text, "otherWishes", reading);
    expect(findings.map((finding) => [finding.code, finding.severity, finding.statute])).toEqual([
      ["wish-executors", "warn", "Senior Courts Act 1981, s.114(1)"],
      ["wish-gift", "warn", "Our check, not a rule of law"],
    ]);
    expect(findings[1]?.message).toBe(
      `Your wish "Dad's old Rolex is for Sam Jones." reads like an instruction, but wishes are not legally binding. A gift written here is not binding and may not happen. Add it as a specific gift, or keep it as a wish.`,
    );
  });

  it("ignores a quote that is not in the text: a model cannot make the user say something", () => {
    const reading = parseWishReading(
      JSON.stringify({
        dispositiveWishes: [{ quote: "My house in Spain goes to Ana", kind: "property-abroad" }],
      }),
    );
    expect(withModelWishes(text, "otherWishes", reading).map((finding) => finding.code)).toEqual([
      "wish-executors",
    ]);
  });

  it("uses no answer that is not JSON or does not fit the schema", () => {
    expect(parseWishReading("not json")).toBeNull();
    expect(
      parseWishReading(JSON.stringify({ dispositiveWishes: [{ quote: "x", kind: "tattoo" }] })),
    ).toBeNull();
    expect(parseWishReading(JSON.stringify({ dispositiveWishes: [], extra: true }))).toBeNull();
    expect(parseWishReading(null)).toBeNull();
  });

  it("asks for strict structured output with the schema that parses the answer", () => {
    const request = wishReadingRequest("a-model", text);
    expect(request.messages.at(-1)).toEqual({ role: "user", content: text });
    expect(request.response_format.json_schema).toMatchObject({ name: "dispositive_wishes", strict: true });
    expect(request.response_format.json_schema.schema).toMatchObject({
      type: "object",
      required: ["dispositiveWishes"],
      additionalProperties: false,
    });
  });
});
