import { describe, expect, it } from "vitest";
import {
  cleanMessage,
  editDistance,
  executorRelationshipFor,
  formatDate,
  hasWordLike,
  MAX_MESSAGE_LENGTH,
  meansSameAddressAsMine,
  parseAddress,
  parseAge,
  parseAgeAnswer,
  parseChildren,
  parseContact,
  parseDate,
  parseGifts,
  parseMoney,
  parseName,
  parseNumberWord,
  parsePeople,
  parsePerson,
  parseRelationship,
  parseShares,
  parseYesNo,
  tidyName,
} from "./parse.ts";

const TODAY = "2025-06-15";

describe("cleaning a message", () => {
  it("straightens quotes, joins lines and collapses spaces", () => {
    expect(cleanMessage("  I\u2019m   Jane\r\nSmith  ")).toBe("I'm Jane, Smith");
  });

  it("caps very long messages", () => {
    expect(cleanMessage("a".repeat(MAX_MESSAGE_LENGTH + 50))).toHaveLength(MAX_MESSAGE_LENGTH);
  });
});

describe("yes and no", () => {
  it.each([
    ["yes", "yes"],
    ["Yes!", "yes"],
    ["yep", "yes"],
    ["yeah", "yes"],
    ["yup", "yes"],
    ["yess", "yes"],
    ["Sure", "yes"],
    ["of course", "yes"],
    ["I do", "yes"],
    ["I do.", "yes"],
    ["that's right", "yes"],
    ["OK", "yes"],
    ["absolutely", "yes"],
    ["no", "no"],
    ["No.", "no"],
    ["nope", "no"],
    ["nah", "no"],
    ["not really", "no"],
    ["I don't", "no"],
    ["none", "no"],
    ["no thanks", "no"],
    ["not at the moment", "no"],
    ["I'm not sure", "unsure"],
    ["not sure", "unsure"],
    ["don't know", "unsure"],
    ["dunno", "unsure"],
    ["maybe", "unsure"],
  ])("%s -> %s", (text, answer) => {
    expect(parseYesNo(text)?.answer).toBe(answer);
  });

  it("keeps what follows the answer", () => {
    expect(parseYesNo("yes, my sister Kate")).toEqual({ answer: "yes", rest: "my sister Kate" });
    expect(parseYesNo("Um, well, no - not really")).toEqual({ answer: "no", rest: "not really" });
  });

  it("is not fooled by sentences that only start like an answer", () => {
    expect(parseYesNo("I would like to be buried in Ripon")).toBeNull();
    expect(parseYesNo("I have two kids")).toBeNull();
    expect(parseYesNo("Tom and Amy")).toBeNull();
    expect(parseYesNo("Yesterday")).toBeNull();
    expect(parseYesNo("Norman Smith")).toBeNull();
  });
});

describe("names", () => {
  it.each([
    ["I'm Jane Smith", "Jane Smith"],
    ["my name is jane smith", "Jane Smith"],
    ["Jane", "Jane"],
    ["Hi, I'm JANE SMITH", "Jane Smith"],
    ["Mrs Jane Smith, born 12/03/1980", "Jane Smith"],
    ["it's siobhan o'brien-kelly", "Siobhan O'Brien-Kelly"],
    ["call me Jane McDonald.", "Jane McDonald"],
    ["jane mcdonald", "Jane McDonald"],
    ["Siân Llŷr", "Siân Llŷr"],
    ["anna van der berg", "Anna van der Berg"],
  ])("%s -> %s", (text, name) => {
    expect(parseName(text)).toBe(name);
  });

  it.each(["yes", "hello", "no thanks", "12/03/1980", "I don't know", ""])("%s is not a name", (text) => {
    expect(parseName(text)).toBeNull();
  });

  it("refuses a name longer than a name can be", () => {
    expect(parseName("a".repeat(150))).toBeNull();
    expect(parseName(`Jane ${"Smith".repeat(10)}`)).toBeNull();
  });

  it("keeps mixed case as typed", () => {
    expect(tidyName("DeShawn MacKenzie")).toBe("DeShawn MacKenzie");
  });
});

describe("dates", () => {
  it.each([
    ["12/03/1980", "1980-03-12"],
    ["12-3-1980", "1980-03-12"],
    ["12.03.1980", "1980-03-12"],
    ["12 March 1980", "1980-03-12"],
    ["12th of March, 1980", "1980-03-12"],
    ["March 12, 1980", "1980-03-12"],
    ["1980-03-12", "1980-03-12"],
    ["I was born on 3 Sept 1975", "1975-09-03"],
    ["12 Febuary 1980", "1980-02-12"],
    ["1/2/03", "2003-02-01"],
    ["1/2/85", "1985-02-01"],
    ["29 February 2000", "2000-02-29"],
  ])("%s -> %s", (text, iso) => {
    expect(parseDate(text, TODAY)).toEqual({ kind: "date", date: iso });
  });

  it("says why a date cannot be taken", () => {
    expect(parseDate("31/02/1980", TODAY)).toEqual({ kind: "invalid", reason: "not-a-date" });
    expect(parseDate("29 February 2001", TODAY)).toEqual({ kind: "invalid", reason: "not-a-date" });
    expect(parseDate("12/03/2030", TODAY)).toEqual({ kind: "invalid", reason: "in-the-future" });
    expect(parseDate("12/03/1850", TODAY)).toEqual({ kind: "invalid", reason: "too-long-ago" });
  });

  it("finds no date where there is none", () => {
    expect(parseDate("I'm 45", TODAY)).toBeNull();
    expect(parseDate("12 marry 1980", TODAY)).toBeNull();
  });

  it("reads a date back in words", () => {
    expect(formatDate("1980-03-12")).toBe("12 March 1980");
  });
});

describe("ages and numbers", () => {
  it.each([
    ["7", 7],
    ["seven", 7],
    ["twenty-five", 25],
    ["twenty five", 25],
  ])("the number %s is %i", (text, value) => {
    expect(parseNumberWord(text)).toBe(value);
  });

  it.each([
    ["I'm 45", 45],
    ["16 years old", 16],
    ["18 months", 1],
    ["6 months old", 0],
    ["nearly 5", 4],
  ])("the age in %s is %i", (text, age) => {
    expect(parseAge(text)).toBe(age);
  });

  it("takes an age as a whole answer only", () => {
    expect(parseAgeAnswer("he's 7")).toBe(7);
    expect(parseAgeAnswer("Tom is eight")).toBe(8);
    expect(parseAgeAnswer("18 Victoria Road, Bolton")).toBeNull();
    expect(parseAgeAnswer("07700 900123")).toBeNull();
  });

  it("does not read number words inside other words", () => {
    expect(parseAge("someone")).toBeNull();
    expect(parseAge("no one")).toBe(1);
  });
});

describe("children", () => {
  it("reads several children from one message", () => {
    expect(parseChildren("two kids, Tom who is 7 and Amy, 4")).toEqual({
      children: [
        { name: "Tom", age: 7 },
        { name: "Amy", age: 4 },
      ],
      expected: 2,
    });
  });

  it.each([
    [
      "Tom (7) and Amy (4)",
      [
        ["Tom", 7],
        ["Amy", 4],
      ],
    ],
    [
      "Tom 7, Amy 4",
      [
        ["Tom", 7],
        ["Amy", 4],
      ],
    ],
    [
      "tom is 7 and amy is 4",
      [
        ["Tom", 7],
        ["Amy", 4],
      ],
    ],
    [
      "Emma Jones who is 32 and Mark Jones, 29",
      [
        ["Emma Jones", 32],
        ["Mark Jones", 29],
      ],
    ],
    ["a 7 year old called Tom", [["Tom", 7]]],
    ["Ben, 18 months", [["Ben", 1]]],
    [
      "twins, Tom and Amy, both 4",
      [
        ["Tom", 4],
        ["Amy", 4],
      ],
    ],
    ["my son Oliver is sixteen", [["Oliver", 16]]],
  ])("%s", (text, expected) => {
    expect(parseChildren(text).children.map((child) => [child.name, child.age])).toEqual(expected);
  });

  it("keeps a child whose age was not given, and the number mentioned", () => {
    expect(parseChildren("three children: Tom, Amy and Ben")).toEqual({
      children: [{ name: "Tom" }, { name: "Amy" }, { name: "Ben" }],
      expected: 3,
    });
  });
});

describe("people and relationships", () => {
  it("reads a relationship and a name in either order", () => {
    expect(parsePerson("my brother Mark Jones")).toMatchObject({
      fullName: "Mark Jones",
      relationship: { label: "brother", executor: "sibling" },
    });
    expect(parsePerson("Mark Jones, my brother")).toMatchObject({
      fullName: "Mark Jones",
      relationship: { label: "brother" },
    });
    expect(parsePerson("Mark Jones (brother)")).toMatchObject({ fullName: "Mark Jones" });
    expect(parsePerson("my best friend sue lee")).toMatchObject({
      fullName: "Sue Lee",
      relationship: { label: "friend", executor: "friend" },
    });
  });

  it("knows longer relationships before shorter ones", () => {
    expect(parseRelationship("my sister-in-law")?.label).toBe("sister-in-law");
    expect(parseRelationship("my stepson")?.label).toBe("stepson");
    expect(parseRelationship("my mum")).toMatchObject({ label: "mother", executor: "parent", adult: true });
    expect(executorRelationshipFor("he's my solicitor")).toBe("professional");
    expect(executorRelationshipFor("a neighbour")).toBe("other");
  });

  it("reads a relationship without a name, and groups", () => {
    expect(parsePerson("my mum")).toEqual({
      relationship: { label: "mother", executor: "parent", adult: true },
      phrase: "my mum",
    });
    expect(parsePerson("my parents")).toMatchObject({ relationship: { label: "parent" }, plural: true });
    expect(parsePerson("my sister")?.plural).toBeUndefined();
    expect(parsePerson("my children")).toEqual({ group: "children" });
    expect(parsePerson("the kids")).toEqual({ group: "children" });
  });

  it("reads an age given with a person", () => {
    expect(parsePerson("my niece Lily, 16")).toMatchObject({ fullName: "Lily", age: 16 });
  });

  it("does not take an address or a phone number for a name", () => {
    expect(parsePerson("5 Mill Lane, Ripon HG4 1AB")).toBeNull();
    expect(parsePeople("07700 900123")).toEqual([]);
  });

  it("reads several people, keeping 'Name, my brother' together", () => {
    const people = parsePeople("my sister Kate Brown and Mark Jones, my brother");
    expect(people.map((person) => [person.fullName, person.relationship?.label])).toEqual([
      ["Kate Brown", "sister"],
      ["Mark Jones", "brother"],
    ]);
    expect(parsePerson("her husband Tom Brown")).toMatchObject({
      fullName: "Tom Brown",
      relativeOf: "previous",
    });
  });
});

describe("shares", () => {
  const read = (text: string) => {
    const parsed = parseShares(text);
    return parsed
      ? {
          equal: parsed.equal,
          entries: parsed.entries.map((entry) => [
            entry.person.fullName ?? entry.person.relationship?.label ?? entry.person.group,
            entry.percentage,
            entry.rest ?? false,
          ]),
        }
      : null;
  };

  it.each([
    [
      "60% to Sam and 40% to Alex",
      false,
      [
        ["Sam", 60, false],
        ["Alex", 40, false],
      ],
    ],
    [
      "Sam 60, Alex 40",
      false,
      [
        ["Sam", 60, false],
        ["Alex", 40, false],
      ],
    ],
    [
      "Sam 60 percent and Alex 40 per cent",
      false,
      [
        ["Sam", 60, false],
        ["Alex", 40, false],
      ],
    ],
    [
      "60/40 between Sam and Alex",
      false,
      [
        ["Sam", 60, false],
        ["Alex", 40, false],
      ],
    ],
    [
      "split equally between Sam and Alex",
      true,
      [
        ["Sam", undefined, false],
        ["Alex", undefined, false],
      ],
    ],
    ["equally between them", true, []],
    [
      "50/50 Sam and Alex",
      true,
      [
        ["Sam", undefined, false],
        ["Alex", undefined, false],
      ],
    ],
    ["everything to my sister Kate Brown", false, [["Kate Brown", undefined, false]]],
    [
      "half to my wife and half to my son Tom",
      true,
      [
        ["wife", undefined, false],
        ["Tom", undefined, false],
      ],
    ],
    [
      "75% to my wife and a quarter to my son Tom",
      false,
      [
        ["wife", 75, false],
        ["Tom", 25, false],
      ],
    ],
    [
      "30% to Sam and the rest to Alex",
      false,
      [
        ["Sam", 30, false],
        ["Alex", undefined, true],
      ],
    ],
    ["my children equally", true, [["children", undefined, false]]],
    [
      "a third each to Amy, Ben and Cal",
      true,
      [
        ["Amy", undefined, false],
        ["Ben", undefined, false],
        ["Cal", undefined, false],
      ],
    ],
    [
      "Sam and Alex",
      false,
      [
        ["Sam", undefined, false],
        ["Alex", undefined, false],
      ],
    ],
  ])("%s", (text, equal, entries) => {
    const parsed = read(text);
    if (entries.length === 0) {
      expect(parsed?.entries ?? []).toEqual([]);
      return;
    }
    expect(parsed).toEqual({ equal, entries });
  });
});

describe("gifts", () => {
  const read = (text: string) =>
    parseGifts(text)?.map((gift) => [
      gift.description,
      gift.person.fullName ?? gift.person.relationship?.label,
    ]);

  it.each([
    ["my watch to my son Tom", [["my watch", "Tom"]]],
    [
      "£500 to my niece Lily Jones, and my car to my brother Mark",
      [
        ["£500", "Lily Jones"],
        ["my car", "Mark"],
      ],
    ],
    ["my watch and my ring to Tom", [["my watch and my ring", "Tom"]]],
    ["Tom gets my watch", [["my watch", "Tom"]]],
    ["I'd like Amy to have my piano", [["my piano", "Amy"]]],
    ["yes, I'd like to leave my bike to my friend Sue Lee", [["my bike", "Sue Lee"]]],
  ])("%s", (text, gifts) => {
    expect(read(text)).toEqual(gifts);
  });

  it("will not drop part of an answer it cannot read", () => {
    expect(parseGifts("my watch to Tom and my ring")).toBeNull();
    expect(parseGifts("my watch")).toBeNull();
  });
});

describe("money, addresses and contact details", () => {
  it.each([
    ["£250,000", 250_000],
    ["250k", 250_000],
    ["about 1.2 million", 1_200_000],
    ["£1.5m.", 1_500_000],
    ["half a million", 500_000],
    ["between 200 and 300 thousand", 300_000],
    ["around 300000.", 300_000],
  ])("%s is £%i", (text, amount) => {
    expect(parseMoney(text)).toBe(amount);
  });

  it("finds no amount where there is none", () => {
    expect(parseMoney("no idea")).toBeNull();
  });

  it("tidies an address", () => {
    expect(parseAddress("I live at 12 high street, leeds ls1 4ab")).toBe("12 High Street, Leeds LS1 4AB");
    expect(parseAddress("Rose Cottage, Little Wittering")).toBe("Rose Cottage, Little Wittering");
    expect(parseAddress("yes")).toBeNull();
    expect(parseAddress("Leeds")).toBeNull();
    expect(parseAddress(`1 ${"Long Road ".repeat(60)}`)).toBeNull();
  });

  it("knows 'the same as mine'", () => {
    expect(meansSameAddressAsMine("same as mine")).toBe(true);
    expect(meansSameAddressAsMine("she lives with me")).toBe(true);
    expect(meansSameAddressAsMine("5 Mill Lane")).toBe(false);
  });

  it("reads a phone number or an email address", () => {
    expect(parseContact("07700 900123")).toBe("07700 900123");
    expect(parseContact("it's Mark@Example.com")).toBe("mark@example.com");
    expect(parseContact("+44 7700 900123 or mark@example.com")).toBe("+44 7700 900123, mark@example.com");
    expect(parseContact("I don't know")).toBeNull();
    expect(parseContact("123")).toBeNull();
  });
});

describe("typos", () => {
  it("counts edits, with swapped neighbours as one", () => {
    expect(editDistance("maried", "married")).toBe(1);
    expect(editDistance("divorsed", "divorced")).toBe(1);
    expect(editDistance("wdiowed", "widowed")).toBe(1);
  });

  it("recognises a word typed slightly wrong, but not short words", () => {
    expect(hasWordLike("im mariied", "married")).toBe(true);
    expect(hasWordLike("devorced", "divorced")).toBe(true);
    expect(hasWordLike("singel", "single")).toBe(true);
    expect(hasWordLike("sing", "single")).toBe(false);
  });
});
