import { describe, expect, it } from "vitest";
import { replayConversation } from "../../core/chat/engine.ts";
import {
  distribute,
  renderResolvedWill,
  resolveWill,
  takerLabel,
  WillFormDataSchema,
} from "../../core/index.ts";
import { JANE_SMITH_CHAT } from "../support/conversations.ts";
import type { Death } from "./families.ts";

/**
 * Families whose wills come from the offline assistant (core/chat), not the guided form: the
 * conversation as typed, then who receives the residue under each order of deaths and the clauses
 * a solicitor would look for. The chat builds the formData its own way (the usual plan, the
 * back-ups, the trust), so its wills are proved on the same rules as the form's corpus.
 */

const TODAY = "2026-11-28";

interface ChatFamily {
  name: string;
  messages: readonly string[];
  deaths: Death[];
  clauses: string[];
}

/** Married with two young children: the usual plan, a guardian, a trust to 25. */
const DAVID_JONES_CHAT = [
  "David Jones",
  "3 March 1979",
  "12 Oak Road, Leeds LS1 1AA",
  "married",
  "Sarah Jones",
  "no",
  "yes",
  "Tom Jones, 10",
  "yes",
  "Amy Jones, 7",
  "no",
  "Kate Brown, my sister",
  "yes",
  "no",
  "my wife",
  "same as mine",
  "07700 900123",
  "yes",
  "my brother Mark Jones",
  "5 Mill Lane, Ripon HG4 1AB",
  "07700 900456",
  "yes",
  "no",
  "Yes, the usual plan",
  "Yes, at 25",
  "no",
  "no",
  "no",
  "300k",
  "no",
  "yes",
];

/** Typed in lower case, the relationship first ("my brother mark jones"), the address without commas. */
const LOWER_CASE_CHAT = [
  "jane smith",
  "12/03/1980",
  "1 high street leeds ls1 1aa",
  "single",
  "no",
  "no",
  "my brother mark jones",
  "5 Mill Lane, Ripon HG4 1AB",
  "07700 900123",
  "yes",
  "no",
  "no",
  "everything to my brother mark",
  "my sister kate brown",
  "no",
  "no",
  "no",
  "not sure",
  "no",
  "yes",
];

/** "my friend Mark" when Mark Jones is her brother: another Mark, whose full name is asked. */
const FRIEND_MARK_CHAT = [
  ...LOWER_CASE_CHAT.slice(0, 12),
  "everything to my friend Mark",
  "Mark Green, my friend",
  "my brother Mark",
  ...LOWER_CASE_CHAT.slice(14),
];

/** A gift and the back-up to "the RSPCA", a charity by its initials. */
const RSPCA_CHAT = [
  ...LOWER_CASE_CHAT.slice(0, 11),
  "yes",
  "£500 to the RSPCA",
  "no",
  "everything to my brother mark",
  "the RSPCA",
  ...LOWER_CASE_CHAT.slice(14),
];

/** Not married, two young children: everything to the partner, then "the kids", in trust to 21. */
const PARTNER_AND_KIDS_CHAT = [
  "lee ward",
  "5/6/85",
  "9 Bank Street, Derby DE1 1AA",
  "single",
  "yes",
  "sam lee",
  "no",
  "yes",
  "Ella Ward, 6",
  "yes",
  "Finn Ward, 4",
  "no",
  "my mum jean ward",
  "yes",
  "no",
  "my partner",
  "same as mine",
  "07700 900333",
  "no",
  "no",
  "everything to my partner Sam Lee",
  "the kids",
  "yes, at 21",
  "no",
  "no",
  "no",
  "180k",
  "no",
  "yes",
];

/** A widow whose son has died: her daughter, and her son's children in his place. */
const SON_DIED_CHAT = [
  "ann hall",
  "3rd March 1950",
  "1 Rose Lane, Hull HU1 1AA",
  "widowed",
  "no",
  "yes",
  "Amy Hall, 45",
  "yes",
  "Peter Hall, died 2015",
  "no",
  "my daughter Amy",
  "same as mine",
  "amy@example.com",
  "no",
  "no",
  "50% to my daughter Amy, 25% to my grandson leo hall and 25% to my granddaughter mia hall",
  "yes",
  ...LOWER_CASE_CHAT.slice(14),
];

/** Married, no children: "half to my wife and half to my sister kate brown". */
const HALVES_CHAT = [
  "tom hall",
  "12/05/1970",
  "4 Elm Close, York YO1 2AB",
  "I'm married",
  "my wife sarah hall",
  "no",
  "no",
  "my wife",
  "same as mine",
  "07700 900123",
  "no",
  "no",
  "half to my wife and half to my sister kate brown",
  "yes",
  ...LOWER_CASE_CHAT.slice(14),
];

/** Married with two young children: "everything to my wife, then the kids" is the usual plan. */
const WIFE_THEN_KIDS_CHAT = [
  ...HALVES_CHAT.slice(0, 6),
  "yes",
  "Jack Hall, 15",
  "yes",
  "Lily Hall, 12",
  "no",
  "my sister Kate Brown",
  "yes",
  "no",
  ...HALVES_CHAT.slice(7, 12),
  "everything to my wife, then the kids",
  "yes",
  ...LOWER_CASE_CHAT.slice(14),
];

const INTESTACY_LONG_STOP =
  "I give it to the people who would have been entitled to it under the intestacy rules (Administration of Estates Act 1925, s.46)";

const CHAT_FAMILIES: ChatFamily[] = [
  {
    name: "a married father of two, through the assistant's usual plan",
    messages: DAVID_JONES_CHAT,
    deaths: [
      { predeceased: [], takes: { "Sarah Jones": 1 } },
      { predeceased: ["Sarah Jones"], takes: { "Tom Jones": 0.5, "Amy Jones": 0.5 } },
      // Wills Act 1837, s.33: a child of the testator who dies first leaving children is replaced by them.
      {
        predeceased: ["Sarah Jones", "Tom Jones"],
        leavingChildren: ["Tom Jones"],
        takes: { "children of Tom Jones": 0.5, "Amy Jones": 0.5 },
      },
      { predeceased: ["Sarah Jones", "Tom Jones"], takes: { "Amy Jones": 1 } },
      { predeceased: ["Sarah Jones", "Tom Jones", "Amy Jones"], takes: { "intestacy order": 1 } },
    ],
    clauses: [
      "I give my residuary estate to the following person, on condition that they survive me by 28 days: Sarah Jones (spouse): 100%",
      "their share passes to the following people in equal shares, each on condition that they survive me by 28 days: Tom Jones (child): 50% Amy Jones (child): 50%",
      "If any of Tom Jones or Amy Jones does not survive me by 28 days but leaves children who do, those children take, in equal shares, the part their parent would have taken.",
      "I appoint Kate Brown (sister) to be the guardian of my children Tom Jones and Amy Jones while under 18.",
      "my trustees will hold that part on trust for them until they reach 25",
      INTESTACY_LONG_STOP,
    ],
  },
  {
    name: "a single woman, her brother as heir and a friend as back-up, through the assistant",
    messages: JANE_SMITH_CHAT,
    deaths: [
      { predeceased: [], takes: { "Mark Jones": 1 } },
      { predeceased: ["Mark Jones"], takes: { "Sue Lee": 1 } },
      // s.33 saves gifts to the testator's own children only: a brother's children take nothing here.
      { predeceased: ["Mark Jones"], leavingChildren: ["Mark Jones"], takes: { "Sue Lee": 1 } },
      { predeceased: ["Mark Jones", "Sue Lee"], takes: { "intestacy order": 1 } },
    ],
    clauses: [
      "I give my residuary estate to the following person, on condition that they survive me by 28 days: Mark Jones (brother): 100%",
      "their share passes to the following person, on condition that they survive me by 28 days: Sue Lee (friend): 100%",
      INTESTACY_LONG_STOP,
    ],
  },
  {
    name: "a single woman who types in lower case, the relationship before the name",
    messages: LOWER_CASE_CHAT,
    deaths: [
      { predeceased: [], takes: { "Mark Jones": 1 } },
      { predeceased: ["Mark Jones"], takes: { "Kate Brown": 1 } },
      { predeceased: ["Mark Jones", "Kate Brown"], takes: { "intestacy order": 1 } },
    ],
    clauses: [
      "I give my residuary estate to the following person, on condition that they survive me by 28 days: Mark Jones (brother): 100%",
      "their share passes to the following person, on condition that they survive me by 28 days: Kate Brown (sister): 100%",
      INTESTACY_LONG_STOP,
    ],
  },
  {
    name: "a single woman leaving everything to a friend with her brother's first name",
    messages: FRIEND_MARK_CHAT,
    deaths: [
      { predeceased: [], takes: { "Mark Green": 1 } },
      { predeceased: ["Mark Green"], takes: { "Mark Jones": 1 } },
      { predeceased: ["Mark Jones"], takes: { "Mark Green": 1 } },
      { predeceased: ["Mark Green", "Mark Jones"], takes: { "intestacy order": 1 } },
    ],
    clauses: [
      "I give my residuary estate to the following person, on condition that they survive me by 28 days: Mark Green (friend): 100%",
      "their share passes to the following person, on condition that they survive me by 28 days: Mark Jones (brother): 100%",
    ],
  },
  {
    name: "a single woman with a gift to the RSPCA, and the RSPCA as back-up",
    messages: RSPCA_CHAT,
    deaths: [
      { predeceased: [], takes: { "Mark Jones": 1 } },
      { predeceased: ["Mark Jones"], takes: { RSPCA: 1 } },
    ],
    clauses: [
      "I give to RSPCA (charity)",
      "their share passes to the following organisation, on condition that it exists at my death: RSPCA (charity): 100%",
    ],
  },
  {
    name: "an unmarried parent: everything to the partner, then to the kids",
    messages: PARTNER_AND_KIDS_CHAT,
    deaths: [
      { predeceased: [], takes: { "Sam Lee": 1 } },
      { predeceased: ["Sam Lee"], takes: { "Ella Ward": 0.5, "Finn Ward": 0.5 } },
      {
        predeceased: ["Sam Lee", "Ella Ward"],
        leavingChildren: ["Ella Ward"],
        takes: { "children of Ella Ward": 0.5, "Finn Ward": 0.5 },
      },
      { predeceased: ["Sam Lee", "Ella Ward"], takes: { "Finn Ward": 1 } },
      { predeceased: ["Sam Lee", "Ella Ward", "Finn Ward"], takes: { "intestacy order": 1 } },
    ],
    clauses: [
      "I give my residuary estate to the following person, on condition that they survive me by 28 days: Sam Lee (partner): 100%",
      "their share passes to the following people in equal shares, each on condition that they survive me by 28 days: Ella Ward (child): 50% Finn Ward (child): 50%",
      "I appoint Jean Ward (mum) to be the guardian of my children Ella Ward and Finn Ward while under 18.",
      "my trustees will hold that part on trust for them until they reach 21",
    ],
  },
  {
    name: "a widow whose son has died, his children taking his part beside her daughter",
    messages: SON_DIED_CHAT,
    deaths: [
      { predeceased: [], takes: { "Amy Hall": 0.5, "Leo Hall": 0.25, "Mia Hall": 0.25 } },
      {
        predeceased: ["Amy Hall"],
        leavingChildren: ["Amy Hall"],
        takes: { "children of Amy Hall": 0.5, "Leo Hall": 0.25, "Mia Hall": 0.25 },
      },
      { predeceased: ["Amy Hall"], takes: { "Leo Hall": 0.5, "Mia Hall": 0.5 } },
      { predeceased: ["Leo Hall"], takes: { "Amy Hall": 2 / 3, "Mia Hall": 1 / 3 } },
    ],
    clauses: ["Amy Hall (child): 50% Leo Hall (grandson): 25% Mia Hall (granddaughter): 25%"],
  },
  {
    name: "a married man leaving half to his wife and half to his sister",
    messages: HALVES_CHAT,
    deaths: [
      { predeceased: [], takes: { "Sarah Hall": 0.5, "Kate Brown": 0.5 } },
      { predeceased: ["Sarah Hall"], takes: { "Kate Brown": 1 } },
      { predeceased: ["Kate Brown"], leavingChildren: ["Kate Brown"], takes: { "Sarah Hall": 1 } },
      { predeceased: ["Sarah Hall", "Kate Brown"], takes: { "intestacy order": 1 } },
    ],
    clauses: [
      "I give my residuary estate to the following people in equal shares, each on condition that they survive me by 28 days: Sarah Hall (spouse): 50% Kate Brown (sister): 50%",
    ],
  },
  {
    name: "a married father: everything to his wife, then the kids",
    messages: WIFE_THEN_KIDS_CHAT,
    deaths: [
      { predeceased: [], takes: { "Sarah Hall": 1 } },
      { predeceased: ["Sarah Hall"], takes: { "Jack Hall": 0.5, "Lily Hall": 0.5 } },
      {
        predeceased: ["Sarah Hall", "Lily Hall"],
        leavingChildren: ["Lily Hall"],
        takes: { "Jack Hall": 0.5, "children of Lily Hall": 0.5 },
      },
      { predeceased: ["Sarah Hall", "Jack Hall", "Lily Hall"], takes: { "intestacy order": 1 } },
    ],
    clauses: [
      "I give my residuary estate to the following person, on condition that they survive me by 28 days: Sarah Hall (spouse): 100%",
      "their share passes to the following people in equal shares, each on condition that they survive me by 28 days: Jack Hall (child): 50% Lily Hall (child): 50%",
    ],
  },
];

/** The rendered will as a reader sees it: no tags, entities decoded, white space collapsed. */
function readable(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&rsquo;/g, "’")
    .replace(/&ldquo;|&rdquo;/g, '"')
    .replace(/\s+/g, " ")
    .replace(/ ([.,:)])/g, "$1");
}

describe.each(CHAT_FAMILIES)("the assistant's will for $name", (family) => {
  const turn = replayConversation(
    family.messages.map((content) => ({ role: "user" as const, content })),
    TODAY,
  );
  const will = resolveWill(WillFormDataSchema.parse(turn.formData));

  it("is finished by the conversation", () => {
    expect(turn.done).toBe(true);
  });

  it("gives the residue to the right people under each order of deaths", () => {
    const id = (name: string) => {
      const person = will.people.find((candidate) => candidate.fullName === name);
      if (!person) throw new Error(`${name} is not in the will`);
      return person.id;
    };
    for (const death of family.deaths) {
      const portions = distribute(will, {
        predeceased: death.predeceased.map(id),
        leavingChildren: (death.leavingChildren ?? []).map(id),
      });
      const actual = Object.fromEntries(
        portions.map(({ taker, fraction }) => [takerLabel(will, taker), fraction]),
      );
      expect(Object.keys(actual), JSON.stringify(death)).toEqual(Object.keys(death.takes));
      for (const [taker, fraction] of Object.entries(death.takes))
        expect(
          actual[taker],
          `${taker} when ${death.predeceased.join(", ") || "nobody"} died first`,
        ).toBeCloseTo(fraction, 9);
    }
  });

  it("has the key clauses in the rendered will", () => {
    const text = readable(renderResolvedWill(will).html);
    for (const clause of family.clauses) expect(text).toContain(clause);
  });
});
