import {
  child,
  executor,
  formDataOf,
  gift,
  guardian,
  share,
  type FamilyShape,
  type Input,
} from "./family.ts";

/**
 * The legal corpus: families as a solicitor would test a will service with them. Each states the
 * findings the checks must give (codes, in order, for the will and for a mirror will), clauses
 * the rendered will must contain, and who takes the residuary estate under given orders of death
 * (names of those who do not survive the testator by 28 days; `leavingChildren` of them leave
 * children who do). tests/legal/corpus.test.ts asserts them; tests/legal/invariants.test.ts runs
 * every family under every order of death.
 */
export interface Death {
  predeceased: string[];
  leavingChildren?: string[];
  /** The spouse's mirror will rather than the will. */
  mirror?: true;
  /** Taker → fraction of the residue: a name, "children of NAME" or "intestacy order". */
  takes: Record<string, number>;
}

export interface Family {
  name: string;
  about: string;
  formData: Input;
  findings: { will: string[]; mirror?: string[] };
  clauses: string[];
  /** Words the rendered will must not contain: a clause that would be wrong for this family. */
  absentClauses?: string[];
  mirrorClauses?: string[];
  deaths: Death[];
}

/** The checks are run on this day. */
export const TODAY = "2026-11-24";

const INTESTACY_LONG_STOP =
  "If any part of my residuary estate is still not given away by the rest of this clause, I give it to the people who would have been entitled to it under the intestacy rules (Administration of Estates Act 1925, s.46) if I had died without a will, in the shares those rules give them, treating anyone who does not survive me by 28 days as having died before me.";
const JUMP_V_LISTER = "nothing passes to my spouse’s estate under this will";
const GUARDIANS_SOON = "guardian-takes-effect-later";
const WITNESS = "witness-rules";
/** A gift of land, which passes outside the will if owned as joint tenants. */
const LAND_OWNED_JOINTLY = "gift-land-owned-jointly";
const AFTER_BORN = "A child of mine born or adopted after I sign this will shares in the gift";
/** A gift with a condition in the user's own words. */
const GIFT_CONDITION = "gift-condition";
/** How a firm named as executor is appointed: its partners at the death, or its successor. */
const FIRM_CLAUSE =
  "is appointed as follows. If it is a partnership, I appoint the partners in it at the date of my death. If it is a company or a limited liability partnership, I appoint it. If by then it has changed its name, or its practice has been taken over by or merged into another firm or company, I appoint in the same way the firm or company that then carries on that practice. Where partners are appointed, I would like no more than two of them to act as my executors and trustees.";
const CHARGING_CLAUSE =
  "An executor or trustee who is a solicitor or other professional may charge for the work they or their firm do in dealing with my estate or any trust in this will, including work a non-professional could have done.";
/** Ann Hall, a widow whose son Tom takes her residue. */
const WIDOW_AND_HER_SON: Pick<FamilyShape, "testator" | "maritalStatus" | "children" | "beneficiaries"> = {
  testator: { fullName: "Ann Hall", dateOfBirth: "1948-01-01" },
  maritalStatus: "widowed",
  children: [child("Tom Hall", 50)],
  beneficiaries: [share("Tom Hall", "Son", 100)],
};
/** A child could inherit and only one executor would act. */
const SINGLE_EXECUTOR = "minor-beneficiary-single-executor";

/**
 * A widow leaves half her estate to her son and half to her granddaughter, whose relationship is
 * typed `typed`: read as a descendant, the granddaughter's half passes to her own children if she
 * dies first (s.33 written out), not to the back-up charity.
 */
function granddaughterTypedAs(name: string, typed: string, about: string): Family {
  return {
    name,
    about,
    formData: formDataOf({
      testator: { fullName: "Jean Ross", dateOfBirth: "1940-06-06" },
      maritalStatus: "widowed",
      children: [child("Michael Ross", 60)],
      beneficiaries: [share("Michael Ross", "Son", 50), share("Lily Ross", typed, 50)],
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      executors: [executor("Michael Ross", "child"), executor("Lily Ross", "other")],
    }),
    findings: { will: [WITNESS] },
    clauses: [
      "If any of Michael Ross or Lily Ross does not survive me by 28 days but leaves children who do",
    ],
    deaths: [
      { predeceased: [], takes: { "Michael Ross": 0.5, "Lily Ross": 0.5 } },
      {
        predeceased: ["Lily Ross"],
        leavingChildren: ["Lily Ross"],
        takes: { "Michael Ross": 0.5, "children of Lily Ross": 0.5 },
      },
      {
        predeceased: ["Lily Ross"],
        takes: { "Michael Ross": 0.5, "Oxfam (registered charity 202918)": 0.5 },
      },
    ],
  };
}

export const FAMILIES: Family[] = [
  {
    name: "married-young-children-mirror",
    about:
      "A married couple with two young children, mirror wills, spouse first, then the children on trust.",
    formData: formDataOf({
      testator: { fullName: "Thomas Shah", dateOfBirth: "1985-04-02" },
      maritalStatus: "married",
      spouse: { fullName: "Priya Shah", dateOfBirth: "1987-09-15", mirror: true },
      children: [
        child("Arjun Shah", 6, [
          guardian("Nisha Patel", "Sister-in-law"),
          guardian("Ravi Patel", "Brother-in-law"),
        ]),
        child("Maya Shah", 3, [
          guardian("Nisha Patel", "Sister-in-law"),
          guardian("Ravi Patel", "Brother-in-law"),
        ]),
      ],
      beneficiaries: [share("Priya Shah", "Wife", 100)],
      backUps: [share("Arjun Shah", "Son", 50), share("Maya Shah", "Daughter", 50)],
      trustAge: 25,
      executors: [executor("Priya Shah", "spouse"), executor("Nisha Patel", "other")],
    }),
    findings: {
      will: [GUARDIANS_SOON, SINGLE_EXECUTOR, WITNESS],
      mirror: [GUARDIANS_SOON, SINGLE_EXECUTOR, WITNESS],
    },
    clauses: [
      "I give my residuary estate to the following person, on condition that they survive me by 28 days: Priya Shah (Wife): 100%",
      JUMP_V_LISTER,
      "I appoint Nisha Patel (Sister-in-law) and Ravi Patel (Brother-in-law) jointly to be the guardians of my children Arjun Shah and Maya Shah while under 18.",
      "If any of Arjun Shah or Maya Shah does not survive me by 28 days but leaves children who do",
      INTESTACY_LONG_STOP,
    ],
    mirrorClauses: ["Last Will and Testament of Priya Shah", "Thomas Shah (Spouse): 100%", JUMP_V_LISTER],
    deaths: [
      { predeceased: [], takes: { "Priya Shah": 1 } },
      { predeceased: ["Priya Shah"], takes: { "Arjun Shah": 0.5, "Maya Shah": 0.5 } },
      { predeceased: ["Thomas Shah"], mirror: true, takes: { "Arjun Shah": 0.5, "Maya Shah": 0.5 } },
      { predeceased: [], mirror: true, takes: { "Thomas Shah": 1 } },
    ],
  },
  {
    name: "mirror-will-of-two-husbands",
    about:
      "Two men, married, ask for mirror wills. David leaves everything to Michael ('Husband'), then to his niece. Michael's mirror will called David his 'Wife': the form does not ask the testator's sex, so the mirror says 'Spouse'.",
    formData: formDataOf({
      testator: { fullName: "David Clarke", dateOfBirth: "1975-05-05" },
      maritalStatus: "married",
      spouse: { fullName: "Michael Clarke", dateOfBirth: "1977-07-07", mirror: true },
      beneficiaries: [share("Michael Clarke", "Husband", 100)],
      backUps: [share("Rosie Clarke", "Niece", 100)],
      executors: [executor("Michael Clarke", "spouse"), executor("Rosie Clarke", "other")],
    }),
    findings: { will: [WITNESS], mirror: [WITNESS] },
    clauses: ["Michael Clarke (Husband): 100%", "I appoint Michael Clarke (Spouse)"],
    mirrorClauses: [
      "Last Will and Testament of Michael Clarke",
      "David Clarke (Spouse): 100%",
      "I appoint David Clarke (Spouse)",
    ],
    deaths: [
      { predeceased: [], takes: { "Michael Clarke": 1 } },
      { predeceased: ["Michael Clarke"], takes: { "Rosie Clarke": 1 } },
      { predeceased: [], mirror: true, takes: { "David Clarke": 1 } },
      { predeceased: ["David Clarke"], mirror: true, takes: { "Rosie Clarke": 1 } },
    ],
  },
  {
    name: "mirror-spouse-typed-short",
    about:
      "The wife is 'Emma Louise Roberts' in the family step and 'Emma Roberts' as beneficiary and executor.",
    formData: formDataOf({
      testator: { fullName: "David Roberts", dateOfBirth: "1979-01-20" },
      maritalStatus: "married",
      spouse: { fullName: "Emma Louise Roberts", dateOfBirth: "1981-03-03", mirror: true },
      beneficiaries: [share("Emma Roberts", "Wife", 100)],
      backUps: [share("Carys Roberts", "Niece", 100)],
      executors: [executor("Emma Roberts", "spouse"), executor("Carys Roberts", "other")],
    }),
    findings: { will: ["spouse-name-differs", "spouse-name-differs", WITNESS], mirror: [WITNESS] },
    clauses: ["Emma Louise Roberts (Wife): 100%", "I appoint Emma Louise Roberts (Spouse)"],
    mirrorClauses: [
      "Last Will and Testament of Emma Louise Roberts",
      "David Roberts (Spouse): 100%",
      "I appoint David Roberts (Spouse)",
    ],
    deaths: [
      { predeceased: [], mirror: true, takes: { "David Roberts": 1 } },
      { predeceased: ["David Roberts"], mirror: true, takes: { "Carys Roberts": 1 } },
    ],
  },
  {
    name: "mirror-welsh-decomposed",
    about:
      "Welsh names; the husband 'Llŷr' typed with a decomposed ŷ and in capitals as beneficiary and executor.",
    formData: formDataOf({
      testator: {
        fullName: "Catrin Siân Hughes",
        dateOfBirth: "1975-06-11",
        address: "Tŷ Gwyn, Ffordd y Môr, Aberystwyth SY23 1AA",
      },
      maritalStatus: "married",
      spouse: { fullName: "Llŷr Hughes", dateOfBirth: "1973-12-01", mirror: true },
      children: [child("Gwenllian Hughes", 19), child("Dafydd Hughes", 22)],
      beneficiaries: [share("LLŶR HUGHES".normalize("NFD"), "Gŵr", 100)],
      backUps: [share("Gwenllian Hughes", "Merch", 50), share("Dafydd Hughes", "Mab", 50)],
      executors: [executor("Llŷr  Hughes".normalize("NFD"), "spouse"), executor("Dafydd Hughes", "child")],
    }),
    findings: { will: [WITNESS], mirror: [WITNESS] },
    clauses: [
      "Llŷr Hughes (Gŵr): 100%",
      "I appoint Llŷr Hughes (Spouse)",
      "If any of Gwenllian Hughes or Dafydd Hughes does not survive",
    ],
    mirrorClauses: [
      "Last Will and Testament of Llŷr Hughes",
      "Catrin Siân Hughes (Priod): 100%",
      "I appoint Catrin Siân Hughes (Spouse)",
    ],
    deaths: [
      { predeceased: [], takes: { "Llŷr Hughes": 1 } },
      { predeceased: [], mirror: true, takes: { "Catrin Siân Hughes": 1 } },
      {
        predeceased: ["Catrin Siân Hughes", "Dafydd Hughes"],
        leavingChildren: ["Dafydd Hughes"],
        mirror: true,
        takes: { "Gwenllian Hughes": 0.5, "children of Dafydd Hughes": 0.5 },
      },
    ],
  },
  {
    name: "blended-family-second-marriage",
    about:
      "Second marriage: his two adult children, her son (his stepson), their young daughter; no mirror will.",
    formData: formDataOf({
      testator: { fullName: "John Whitaker", dateOfBirth: "1966-08-30" },
      maritalStatus: "married",
      spouse: { fullName: "Karen Whitaker" },
      children: [
        child("Laura Whitaker", 31),
        child("Ben Whitaker", 28),
        child("Isla Whitaker", 9, [guardian("Jane Doyle", "Aunt")]),
      ],
      beneficiaries: [
        share("Karen Whitaker", "Wife", 40),
        share("Laura Whitaker", "Daughter", 15),
        share("Ben Whitaker", "Son", 15),
        share("Isla Whitaker", "Daughter", 15),
        share("Callum Doyle", "Stepson", 15),
      ],
      trustAge: 25,
      executors: [executor("Laura Whitaker", "child"), executor("Karen Whitaker", "spouse")],
    }),
    findings: {
      will: [
        GUARDIANS_SOON,
        SINGLE_EXECUTOR,
        WITNESS,
        "child-beneficiary-substitution",
        "no-contingent-beneficiaries",
        "stepchild-no-substitution",
      ],
    },
    clauses: [
      "in the shares shown",
      "If any of Laura Whitaker, Ben Whitaker or Isla Whitaker does not survive me by 28 days but leaves children who do",
      "their share is added to the shares under that clause that take effect",
    ],
    deaths: [
      {
        predeceased: ["Ben Whitaker"],
        leavingChildren: ["Ben Whitaker"],
        takes: {
          "Karen Whitaker": 0.4,
          "Laura Whitaker": 0.15,
          "children of Ben Whitaker": 0.15,
          "Isla Whitaker": 0.15,
          "Callum Doyle": 0.15,
        },
      },
      // A stepchild is not a descendant: s.33 does not reach his children; his share grows the others.
      {
        predeceased: ["Callum Doyle"],
        leavingChildren: ["Callum Doyle"],
        takes: {
          "Karen Whitaker": 0.4 / 0.85,
          "Laura Whitaker": 0.15 / 0.85,
          "Ben Whitaker": 0.15 / 0.85,
          "Isla Whitaker": 0.15 / 0.85,
        },
      },
    ],
  },
  {
    name: "widowed-grandparent",
    about:
      "A widow in her eighties leaving everything to her two sons, no back-ups; one son has died leaving children.",
    formData: formDataOf({
      testator: { fullName: "Dorothy May Evans", dateOfBirth: "1942-02-14" },
      maritalStatus: "widowed",
      children: [child("Gareth Evans", 58), child("Huw Evans", 55)],
      beneficiaries: [share("Gareth Evans", "Son", 50), share("Huw Evans", "Son", 50)],
      executors: [executor("Gareth Evans", "child"), executor("Huw Evans", "child")],
    }),
    findings: { will: [WITNESS, "child-beneficiary-substitution", "no-contingent-beneficiaries"] },
    clauses: [
      "to the following people in equal shares",
      "If any of Gareth Evans or Huw Evans does not survive me by 28 days",
    ],
    deaths: [
      {
        predeceased: ["Huw Evans"],
        leavingChildren: ["Huw Evans"],
        takes: { "Gareth Evans": 0.5, "children of Huw Evans": 0.5 },
      },
      { predeceased: ["Huw Evans"], takes: { "Gareth Evans": 1 } },
      { predeceased: ["Huw Evans", "Gareth Evans"], takes: { "intestacy order": 1 } },
    ],
  },
  {
    name: "aunt-nephew-niece-charity-long-stop",
    about: "A single aunt leaving everything to a nephew and niece, with a charity as her own long-stop.",
    formData: formDataOf({
      testator: { fullName: "Margaret Ellen Price", dateOfBirth: "1950-10-10" },
      maritalStatus: "single",
      beneficiaries: [share("Owen Price", "Nephew", 50), share("Ffion Price", "Niece", 50)],
      longStop: [share("British Heart Foundation (registered charity 225971)", "Charity", 100)],
      executors: [executor("Owen Price", "other"), executor("Ffion Price", "other")],
    }),
    findings: { will: [WITNESS] },
    clauses: [
      "If any part of my residuary estate is not given away by the rest of this clause, I give it to the following organisation, on condition that it exists at my death: British Heart Foundation (registered charity 225971) (Charity): 100%",
    ],
    deaths: [
      // Nephews and nieces are not descendants: a nephew's share grows his sister's.
      { predeceased: ["Owen Price"], leavingChildren: ["Owen Price"], takes: { "Ffion Price": 1 } },
      {
        predeceased: ["Owen Price", "Ffion Price"],
        takes: { "British Heart Foundation (registered charity 225971)": 1 },
      },
    ],
  },
  {
    name: "property-abroad",
    about: "A widower with a flat in Spain and a Spanish will for it.",
    formData: formDataOf({
      testator: { fullName: "Peter Langley", dateOfBirth: "1958-05-05" },
      maritalStatus: "widowed",
      children: [child("Sophie Langley", 30)],
      beneficiaries: [share("Sophie Langley", "Daughter", 100)],
      backUps: [share("Marie Curie (registered charity 207994)", "Charity", 100)],
      executors: [executor("Sophie Langley", "child"), executor("Alan Langley", "sibling")],
      circumstances: { hasPropertyAbroad: true, foreignWillCountry: "Spain" },
      otherWishes: "My villa in Spain should go to Sophie.",
    }),
    findings: { will: [WITNESS, "wish-property-abroad", "property-abroad"] },
    clauses: [
      "I revoke all my earlier wills and codicils, except my will made under the law of Spain that deals with my property in Spain. That will is not revoked, and this will does not deal with my property in Spain.",
      "Everything I own (except my property in Spain) that is left after those payments",
      "Sophie Langley (Daughter): 100%",
      "If Sophie Langley does not survive me by 28 days but leaves children who do",
    ],
    deaths: [
      {
        predeceased: ["Sophie Langley"],
        leavingChildren: ["Sophie Langley"],
        takes: { "children of Sophie Langley": 1 },
      },
      { predeceased: ["Sophie Langley"], takes: { "Marie Curie (registered charity 207994)": 1 } },
    ],
  },
  {
    name: "five-executors-wished",
    about: "Five adult children: two named as executors, all five share the estate equally (20% each).",
    formData: formDataOf({
      testator: { fullName: "Brian Kelly", dateOfBirth: "1948-03-17" },
      maritalStatus: "widowed",
      children: ["Aoife", "Conor", "Declan", "Niamh", "Sinead"].map((first, index) =>
        child(`${first} Kelly`, 50 - index),
      ),
      beneficiaries: ["Aoife", "Conor", "Declan", "Niamh", "Sinead"].map((first) =>
        share(`${first} Kelly`, "Child", 20),
      ),
      otherWishes: "I would like all five of my children to be my executors.",
      executors: [executor("Aoife Kelly", "child"), executor("Conor Kelly", "child")],
    }),
    findings: {
      will: [WITNESS, "wish-executors", "child-beneficiary-substitution", "no-contingent-beneficiaries"],
    },
    clauses: ["to the following people in equal shares", "Sinead Kelly (Child): 20%"],
    deaths: [
      {
        predeceased: ["Declan Kelly"],
        takes: { "Aoife Kelly": 0.25, "Conor Kelly": 0.25, "Niamh Kelly": 0.25, "Sinead Kelly": 0.25 },
      },
      {
        predeceased: ["Declan Kelly"],
        leavingChildren: ["Declan Kelly"],
        takes: {
          "Aoife Kelly": 0.2,
          "Conor Kelly": 0.2,
          "children of Declan Kelly": 0.2,
          "Niamh Kelly": 0.2,
          "Sinead Kelly": 0.2,
        },
      },
    ],
  },
  {
    name: "beneficiary-also-witness-gift",
    about: "A neighbour receives a gift; the signing page must say she may not witness.",
    formData: formDataOf({
      testator: { fullName: "Harold Finch", dateOfBirth: "1944-07-07" },
      maritalStatus: "single",
      beneficiaries: [share("Royal British Legion (registered charity 219279)", "Charity", 100)],
      gifts: [gift("my carriage clock", "Jane Doe", "Neighbour")],
      otherWishes: "My neighbour Jane Doe will witness my will.",
      executors: [executor("Martin Finch", "sibling"), executor("Susan Finch", "other")],
    }),
    findings: { will: [WITNESS, "wish-witness", "no-contingent-beneficiaries"] },
    clauses: ["I give to Jane Doe (Neighbour), if they survive me by 28 days: my carriage clock."],
    deaths: [
      { predeceased: [], takes: { "Royal British Legion (registered charity 219279)": 1 } },
      { predeceased: ["Royal British Legion (registered charity 219279)"], takes: { "intestacy order": 1 } },
    ],
  },
  {
    name: "cohabiting-partner-named",
    about: "Cohabiting, not married: the partner takes everything, their child is the back-up.",
    formData: formDataOf({
      testator: { fullName: "Leah Morgan", dateOfBirth: "1990-01-01" },
      maritalStatus: "single",
      children: [child("Finn Morgan-Byrne", 2, [guardian("Ellen Morgan", "Mother")])],
      beneficiaries: [share("Sean Byrne", "Partner", 100)],
      backUps: [share("Finn Morgan-Byrne", "Son", 100)],
      trustAge: 21,
      executors: [executor("Sean Byrne", "other"), executor("Ellen Morgan", "parent")],
      circumstances: { partnerName: "Sean Byrne" },
    }),
    findings: { will: [GUARDIANS_SOON, SINGLE_EXECUTOR, WITNESS, "marriage-revokes-will"] },
    clauses: [
      "I am not married and not in a civil partnership. Sean Byrne is my partner.",
      "Sean Byrne (Partner): 100%",
    ],
    deaths: [
      { predeceased: ["Sean Byrne"], takes: { "Finn Morgan-Byrne": 1 } },
      { predeceased: ["Sean Byrne", "Finn Morgan-Byrne"], takes: { "intestacy order": 1 } },
    ],
  },
  {
    name: "cohabiting-partner-left-out",
    about: "Cohabiting for years, the partner is not named anywhere: the checks must say so.",
    formData: formDataOf({
      testator: { fullName: "Gary Hill", dateOfBirth: "1970-02-02" },
      maritalStatus: "single",
      beneficiaries: [share("Anne Hill", "Mother", 100)],
      backUps: [share("Paul Hill", "Brother", 100)],
      executors: [executor("Paul Hill", "sibling"), executor("Anne Hill", "parent")],
      circumstances: { partnerName: "Tracy Lee" },
    }),
    findings: { will: [WITNESS, "unmarried-partner-not-named", "marriage-revokes-will"] },
    clauses: ["Tracy Lee is my partner."],
    deaths: [{ predeceased: ["Anne Hill"], takes: { "Paul Hill": 1 } }],
  },
  {
    name: "civil-partners-mirror",
    about: "Civil partners with mirror wills, no children; each other first, then their godchildren.",
    formData: formDataOf({
      testator: { fullName: "Alex Morgan", dateOfBirth: "1983-05-25" },
      maritalStatus: "married",
      spouse: { fullName: "Sam Okafor", dateOfBirth: "1984-11-11", mirror: true },
      beneficiaries: [share("Sam Okafor", "Civil partner", 100)],
      backUps: [share("Tomi Okafor", "Godchild", 50), share("Jess Morgan", "Godchild", 50)],
      executors: [executor("Sam Okafor", "spouse"), executor("Ruth Morgan", "sibling")],
    }),
    findings: { will: [WITNESS], mirror: [WITNESS] },
    clauses: ["“spouse” includes a civil partner", "Sam Okafor (Civil partner): 100%"],
    mirrorClauses: ["Last Will and Testament of Sam Okafor", "Alex Morgan (Civil partner): 100%"],
    deaths: [
      { predeceased: ["Sam Okafor"], takes: { "Tomi Okafor": 0.5, "Jess Morgan": 0.5 } },
      { predeceased: ["Alex Morgan", "Tomi Okafor"], mirror: true, takes: { "Jess Morgan": 1 } },
    ],
  },
  {
    name: "second-marriage-children-of-both-mirror",
    about:
      "Mirror wills in a second marriage: his son, her daughter, and their son; spouse first, then all three.",
    formData: formDataOf({
      testator: { fullName: "Mark Bennett", dateOfBirth: "1972-09-09" },
      maritalStatus: "married",
      spouse: { fullName: "Claire Bennett", dateOfBirth: "1976-04-04", mirror: true },
      children: [
        child("Jack Bennett", 20),
        child("Lily Bennett", 12, [guardian("Anna Hart", "Friend")]),
        child("Sophie Grant", 17, [guardian("Anna Hart", "Friend")]),
      ],
      beneficiaries: [share("Claire Bennett", "Wife", 100)],
      backUps: [
        share("Jack Bennett", "Son", 33.34),
        share("Lily Bennett", "Daughter", 33.33),
        share("Sophie Grant", "Stepdaughter", 33.33),
      ],
      trustAge: 25,
      executors: [executor("Claire Bennett", "spouse"), executor("Jack Bennett", "child")],
    }),
    findings: {
      will: [GUARDIANS_SOON, SINGLE_EXECUTOR, WITNESS, "mirror-blended-family"],
      mirror: [GUARDIANS_SOON, SINGLE_EXECUTOR, WITNESS],
    },
    clauses: [
      "to the following people in equal shares",
      "The percentages are rounded; the shares are equal.",
    ],
    // Mark's stepdaughter is Claire's own daughter in Claire's will.
    mirrorClauses: [
      "Last Will and Testament of Claire Bennett",
      "Mark Bennett (Spouse): 100%",
      "Sophie Grant (Daughter)",
    ],
    deaths: [
      {
        predeceased: ["Claire Bennett"],
        takes: { "Jack Bennett": 1 / 3, "Lily Bennett": 1 / 3, "Sophie Grant": 1 / 3 },
      },
      {
        predeceased: ["Claire Bennett", "Jack Bennett"],
        leavingChildren: ["Jack Bennett"],
        takes: { "children of Jack Bennett": 1 / 3, "Lily Bennett": 1 / 3, "Sophie Grant": 1 / 3 },
      },
    ],
  },
  {
    name: "testator-over-90",
    about: "A widower of 94 leaving his estate to three grandchildren in thirds typed as 33.33% each.",
    formData: formDataOf({
      testator: { fullName: "Arthur Bell", dateOfBirth: "1932-06-01" },
      maritalStatus: "widowed",
      beneficiaries: [
        share("Chloe Bell", "Granddaughter", 33.33),
        share("Ryan Bell", "Grandson", 33.33),
        share("Zoe Bell", "Granddaughter", 33.33),
      ],
      backUps: [share("Age UK (registered charity 1128267)", "Charity", 100)],
      executors: [executor("Chloe Bell", "other"), executor("Ryan Bell", "other")],
    }),
    findings: { will: [WITNESS] },
    clauses: [
      "in equal shares",
      "The percentages are rounded; the shares are equal.",
      "If any of Chloe Bell, Ryan Bell or Zoe Bell does not survive me by 28 days but leaves children who do",
    ],
    deaths: [
      { predeceased: [], takes: { "Chloe Bell": 1 / 3, "Ryan Bell": 1 / 3, "Zoe Bell": 1 / 3 } },
      {
        predeceased: ["Zoe Bell"],
        takes: { "Chloe Bell": 1 / 3, "Ryan Bell": 1 / 3, "Age UK (registered charity 1128267)": 1 / 3 },
      },
    ],
  },
  {
    name: "disabled-beneficiary",
    about: "A mother whose adult son receives means-tested benefits: a professional must look at it.",
    formData: formDataOf({
      testator: { fullName: "Susan Clark", dateOfBirth: "1961-12-12" },
      maritalStatus: "divorced",
      children: [child("Daniel Clark", 34), child("Rachel Clark", 36)],
      beneficiaries: [share("Daniel Clark", "Son", 50), share("Rachel Clark", "Daughter", 50)],
      backUps: [share("Mencap (registered charity 222377)", "Charity", 100)],
      executors: [executor("Rachel Clark", "child"), executor("Keith Clark", "sibling")],
      circumstances: { hasVulnerableBeneficiary: true },
    }),
    findings: { will: [WITNESS, "divorced-review-will", "vulnerable-beneficiary"] },
    clauses: ["Daniel Clark (Son): 50%"],
    deaths: [
      {
        predeceased: ["Daniel Clark"],
        takes: { "Rachel Clark": 0.5, "Mencap (registered charity 222377)": 0.5 },
      },
    ],
  },
  {
    name: "pet-and-carer",
    about: "A single man leaves his dog and £1,000 for its care to a friend, the rest to his sister.",
    formData: formDataOf({
      testator: { fullName: "Neil Armitage", dateOfBirth: "1968-08-08" },
      maritalStatus: "single",
      beneficiaries: [share("Helen Armitage", "Sister", 100)],
      backUps: [share("Dogs Trust (registered charity 227523)", "Charity", 100)],
      gifts: [gift("my dog Biscuit and £1,000 for her care", "Rob Turner", "Friend")],
      otherWishes: "My watch to Rob Turner.",
      executors: [executor("Helen Armitage", "sibling"), executor("Rob Turner", "friend")],
    }),
    findings: { will: [WITNESS, "wish-gift"] },
    clauses: [
      "I give to Rob Turner (Friend), if they survive me by 28 days: my dog Biscuit and £1,000 for her care.",
    ],
    deaths: [{ predeceased: ["Helen Armitage"], takes: { "Dogs Trust (registered charity 227523)": 1 } }],
  },
  {
    name: "charity-and-friend",
    about: "A single woman splits her estate between a hospice and a friend.",
    formData: formDataOf({
      testator: { fullName: "Joan Whitfield", dateOfBirth: "1955-03-30" },
      maritalStatus: "single",
      beneficiaries: [
        share("St Gemma's Hospice (registered charity 500539)", "Charity", 60),
        share("Pauline Ward", "Friend", 40),
      ],
      otherWishes: "I want my estate split equally between the hospice and Pauline.",
      executors: [executor("Pauline Ward", "friend"), executor("Keith Ward", "friend")],
    }),
    findings: { will: [WITNESS, "wish-shares", "no-contingent-beneficiaries"] },
    clauses: ["in the shares shown", "St Gemma's Hospice (registered charity 500539) (Charity): 60%"],
    deaths: [
      { predeceased: ["Pauline Ward"], takes: { "St Gemma's Hospice (registered charity 500539)": 1 } },
      {
        predeceased: ["Pauline Ward", "St Gemma's Hospice (registered charity 500539)"],
        takes: { "intestacy order": 1 },
      },
    ],
  },
  {
    name: "everyone-dies-together",
    about: "Mirror wills; the couple and their only child die in one accident: the long-stop catches it.",
    formData: formDataOf({
      testator: { fullName: "Robert Nash", dateOfBirth: "1980-10-10" },
      maritalStatus: "married",
      spouse: { fullName: "Julie Nash", dateOfBirth: "1981-01-01", mirror: true },
      children: [child("Ella Nash", 8, [guardian("Kate Nash", "Sister")])],
      beneficiaries: [share("Julie Nash", "Wife", 100)],
      backUps: [share("Ella Nash", "Daughter", 100)],
      trustAge: 25,
      executors: [executor("Julie Nash", "spouse"), executor("Kate Nash", "sibling")],
    }),
    findings: {
      will: [GUARDIANS_SOON, SINGLE_EXECUTOR, WITNESS],
      mirror: [GUARDIANS_SOON, SINGLE_EXECUTOR, WITNESS],
    },
    clauses: [JUMP_V_LISTER, INTESTACY_LONG_STOP],
    mirrorClauses: ["Kate Nash (Sister-in-law)", INTESTACY_LONG_STOP],
    deaths: [
      { predeceased: ["Julie Nash", "Ella Nash"], takes: { "intestacy order": 1 } },
      { predeceased: ["Robert Nash", "Ella Nash"], mirror: true, takes: { "intestacy order": 1 } },
    ],
  },
  {
    name: "single-siblings",
    about: "A single man with no children: his brother and sister share, his sister's children back them up.",
    formData: formDataOf({
      testator: { fullName: "Ian McLeod", dateOfBirth: "1977-07-21" },
      maritalStatus: "single",
      beneficiaries: [share("Fiona McLeod", "Sister", 50), share("Ross McLeod", "Brother", 50)],
      backUps: [share("Eilidh Grant", "Niece", 50), share("Callum Grant", "Nephew", 50)],
      executors: [executor("Fiona McLeod", "sibling"), executor("Ross McLeod", "sibling")],
    }),
    findings: { will: [WITNESS] },
    clauses: [
      "If a beneficiary named in clause 4.2 does not survive me by 28 days, or their gift fails for any other reason, their share passes to the following people in equal shares",
    ],
    deaths: [
      {
        predeceased: ["Ross McLeod"],
        takes: { "Fiona McLeod": 0.5, "Eilidh Grant": 0.25, "Callum Grant": 0.25 },
      },
      { predeceased: ["Ross McLeod", "Eilidh Grant", "Callum Grant"], takes: { "Fiona McLeod": 1 } },
    ],
  },
  {
    name: "divorced-expecting-marriage",
    about: "Divorced, engaged to be married, one daughter of 12.",
    formData: formDataOf({
      testator: { fullName: "Mark Stephen Whitfield", dateOfBirth: "1978-11-02" },
      maritalStatus: "divorced",
      children: [child("Ella Whitfield", 12, [guardian("Joanne Whitfield", "Sister")])],
      beneficiaries: [share("Priya Sharma", "Fiancée", 50), share("Ella Whitfield", "Daughter", 50)],
      backUps: [share("Joanne Whitfield", "Sister", 100)],
      executors: [executor("Tom Barker", "friend"), executor("Joanne Whitfield", "sibling")],
      circumstances: { expectedMarriageTo: "Priya Sharma" },
    }),
    findings: {
      will: [
        GUARDIANS_SOON,
        SINGLE_EXECUTOR,
        "minor-beneficiary-no-trust",
        WITNESS,
        "marriage-revokes-will",
        "divorced-review-will",
      ],
    },
    clauses: ["I make this will expecting to marry, or to form a civil partnership with, Priya Sharma."],
    deaths: [
      {
        predeceased: ["Ella Whitfield"],
        leavingChildren: ["Ella Whitfield"],
        takes: { "Priya Sharma": 0.5, "children of Ella Whitfield": 0.5 },
      },
      { predeceased: ["Ella Whitfield"], takes: { "Priya Sharma": 0.5, "Joanne Whitfield": 0.5 } },
    ],
  },
  {
    name: "divorced-adult-children",
    about: "Divorced, two adult children equally, the ex-spouse named nowhere.",
    formData: formDataOf({
      testator: { fullName: "Paula Greene", dateOfBirth: "1963-04-19" },
      maritalStatus: "divorced",
      children: [child("Sam Greene", 29), child("Tess Greene", 26)],
      beneficiaries: [share("Sam Greene", "Son", 50), share("Tess Greene", "Daughter", 50)],
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      executors: [executor("Sam Greene", "child"), executor("Tess Greene", "child")],
    }),
    findings: { will: [WITNESS, "divorced-review-will"] },
    clauses: [
      "If any of Sam Greene or Tess Greene does not survive me by 28 days but leaves children who do",
    ],
    deaths: [
      { predeceased: ["Sam Greene", "Tess Greene"], takes: { "Oxfam (registered charity 202918)": 1 } },
    ],
  },
  {
    name: "testator-under-18",
    about: "A 17-year-old: blocked (Wills Act 1837 s.7).",
    formData: formDataOf({
      testator: { fullName: "Kyle Dunn", dateOfBirth: "2009-06-01" },
      maritalStatus: "single",
      beneficiaries: [share("Lisa Dunn", "Mother", 100)],
      backUps: [share("Ryan Dunn", "Brother", 100)],
      executors: [executor("Lisa Dunn", "parent"), executor("Ryan Dunn", "sibling")],
    }),
    findings: { will: ["testator-under-18", WITNESS] },
    clauses: [],
    deaths: [],
  },
  {
    name: "names-herself-as-beneficiary",
    about: "A testator types her own name as a back-up beneficiary: blocked.",
    formData: formDataOf({
      testator: { fullName: "Nora Quinn", dateOfBirth: "1960-01-01" },
      maritalStatus: "single",
      beneficiaries: [share("Martin Quinn", "Brother", 100)],
      backUps: [share("nora  QUINN", "Me", 100)],
      executors: [executor("Martin Quinn", "sibling"), executor("Ann Quinn", "other")],
    }),
    findings: { will: ["role-names-testator", WITNESS] },
    clauses: [],
    deaths: [],
  },
  {
    name: "mirror-spouse-names-himself",
    about:
      "In a mirror pair the wife types her own name as a back-up: blocked, and so is the mirror will, where the swap makes it the husband's own name.",
    formData: formDataOf({
      testator: { fullName: "Rhian Powell", dateOfBirth: "1982-02-02" },
      maritalStatus: "married",
      spouse: { fullName: "Gethin Powell", dateOfBirth: "1980-08-08", mirror: true },
      beneficiaries: [share("Gethin Powell", "Husband", 100)],
      backUps: [share("Rhian Powell", "Sister-in-law", 100)],
      executors: [executor("Gethin Powell", "spouse"), executor("Owain Powell", "other")],
    }),
    findings: { will: ["role-names-testator", WITNESS], mirror: ["role-names-testator", WITNESS] },
    clauses: [],
    deaths: [],
  },
  {
    name: "shares-not-100",
    about: "Shares of 50% and 40%: blocked, the will would otherwise fall partly into intestacy.",
    formData: formDataOf({
      testator: { fullName: "Colin Webb", dateOfBirth: "1971-01-15" },
      maritalStatus: "single",
      beneficiaries: [share("Dawn Webb", "Sister", 50), share("Eric Webb", "Brother", 40)],
      backUps: [share("Shelter (registered charity 263710)", "Charity", 100)],
      executors: [executor("Dawn Webb", "sibling"), executor("Eric Webb", "sibling")],
    }),
    findings: { will: ["beneficiary-shares-not-100", WITNESS] },
    clauses: [],
    deaths: [],
  },
  {
    name: "zero-share",
    about: "A friend entered with 0%: blocked, a 0% share is an error, not a beneficiary.",
    formData: formDataOf({
      testator: { fullName: "Rosa Marsh", dateOfBirth: "1969-09-19" },
      maritalStatus: "single",
      beneficiaries: [share("Lena Marsh", "Sister", 100), share("Tom Ives", "Friend", 0)],
      backUps: [share("Cancer Research UK (registered charity 1089464)", "Charity", 100)],
      executors: [executor("Lena Marsh", "sibling"), executor("Tom Ives", "friend")],
    }),
    findings: { will: ["beneficiary-zero-share", WITNESS] },
    clauses: [],
    deaths: [],
  },
  {
    name: "professional-executor",
    about: "A widow appoints her solicitors' firm, with her son as the alternate.",
    formData: formDataOf({
      testator: { fullName: "Irene Cole", dateOfBirth: "1949-05-09" },
      maritalStatus: "widowed",
      children: [child("Martin Cole", 50)],
      beneficiaries: [share("Martin Cole", "Son", 100)],
      backUps: [share("Lucy Cole", "Granddaughter", 100)],
      executors: [executor("Harper & Lowe Solicitors LLP", "professional"), executor("Martin Cole", "child")],
    }),
    findings: { will: ["executor-is-a-firm", WITNESS] },
    clauses: [
      "Harper & Lowe Solicitors LLP (Legal Professional)",
      "If Harper & Lowe Solicitors LLP cannot or will not act as my executor, or stops acting, I appoint Martin Cole (Child)",
      FIRM_CLAUSE,
      "may charge for the work",
    ],
    absentClauses: ["Harper & Lowe Solicitors LLP dies"],
    deaths: [
      {
        predeceased: ["Martin Cole"],
        leavingChildren: ["Martin Cole"],
        takes: { "children of Martin Cole": 1 },
      },
      { predeceased: ["Martin Cole"], takes: { "Lucy Cole": 1 } },
    ],
  },
  {
    name: "young-single-parent-one-executor",
    about:
      "A single father of a baby, one executor, no trust: the checks ask for a second executor and a trust.",
    formData: formDataOf({
      testator: { fullName: "Jamal Ahmed", dateOfBirth: "1998-03-03" },
      maritalStatus: "single",
      children: [child("Zain Ahmed", 1, [guardian("Samira Ahmed", "Mother")])],
      beneficiaries: [share("Zain Ahmed", "Son", 100)],
      executors: [executor("Samira Ahmed", "parent")],
    }),
    findings: {
      will: [
        "no-alternate-executor",
        GUARDIANS_SOON,
        SINGLE_EXECUTOR,
        "minor-beneficiary-no-trust",
        WITNESS,
        "child-beneficiary-substitution",
        "no-contingent-beneficiaries",
      ],
    },
    clauses: ["If Zain Ahmed does not survive me by 28 days but leaves children who do", INTESTACY_LONG_STOP],
    deaths: [
      { predeceased: [], takes: { "Zain Ahmed": 1 } },
      { predeceased: ["Zain Ahmed"], takes: { "intestacy order": 1 } },
    ],
  },
  {
    name: "married-no-mirror-children-only",
    about: "Married, but leaves everything to the children of a first marriage: the spouse could claim.",
    formData: formDataOf({
      testator: { fullName: "Victor Hale", dateOfBirth: "1956-12-25" },
      maritalStatus: "married",
      spouse: { fullName: "Marion Hale" },
      children: [child("Gemma Hale", 40), child("Lewis Hale", 37)],
      beneficiaries: [share("Gemma Hale", "Daughter", 50), share("Lewis Hale", "Son", 50)],
      backUps: [share("Ivy Hale", "Granddaughter", 100)],
      executors: [executor("Gemma Hale", "child"), executor("Lewis Hale", "child")],
      circumstances: { excludesSpouseOrChild: true },
    }),
    findings: { will: [WITNESS, "spouse-not-provided-for", "excludes-spouse-or-child"] },
    clauses: ["Marion Hale is my spouse."],
    deaths: [{ predeceased: ["Gemma Hale", "Lewis Hale"], takes: { "Ivy Hale": 1 } }],
  },
  {
    name: "large-estate-business",
    about: "A farmer with an estate over £2 million and a business: tax and business property review.",
    formData: formDataOf({
      testator: { fullName: "George Pritchard", dateOfBirth: "1952-02-29" },
      maritalStatus: "married",
      spouse: { fullName: "Ann Pritchard", dateOfBirth: "1954-04-04", mirror: true },
      children: [child("Emyr Pritchard", 45), child("Bethan Pritchard", 42)],
      beneficiaries: [share("Ann Pritchard", "Wife", 100)],
      backUps: [share("Emyr Pritchard", "Son", 50), share("Bethan Pritchard", "Daughter", 50)],
      executors: [executor("Ann Pritchard", "spouse"), executor("Emyr Pritchard", "child")],
      otherWishes: "Emyr should take over the farm business.",
      circumstances: { hasBusinessProperty: true, estimatedEstateValue: 2_600_000 },
    }),
    findings: {
      will: [WITNESS, "wish-business", "business-property", "estate-near-tax-threshold"],
      mirror: [WITNESS],
    },
    clauses: [JUMP_V_LISTER],
    mirrorClauses: ["George Pritchard (Spouse): 100%"],
    deaths: [
      {
        predeceased: ["Ann Pritchard", "Emyr Pritchard"],
        leavingChildren: ["Emyr Pritchard"],
        takes: { "children of Emyr Pritchard": 0.5, "Bethan Pritchard": 0.5 },
      },
    ],
  },
  {
    name: "gifts-and-a-grandchild",
    about:
      "A widower gives his watch to a grandson and money to a church, typed 'St Mary's Church, Wakefield'; the rest to his daughter. The comma made the church's gift a gift to 'two or more people together', so the will said it was 'shared equally between those of them who survive me', as if 'Wakefield' were a second recipient. An organisation (by its relationship, 'Church') is one recipient. And a church is almost always a charity: the will now has the charity clause (the treasurer's receipt, and the gift going on to a church that has merged or changed its name) where before the gift would have lapsed.",
    formData: formDataOf({
      testator: { fullName: "Stanley Moore", dateOfBirth: "1940-10-01" },
      maritalStatus: "widowed",
      children: [child("Linda Moore", 60)],
      beneficiaries: [share("Linda Moore", "Daughter", 100)],
      backUps: [share("Kevin Moore", "Grandson", 100)],
      gifts: [
        gift("my gold watch", "Kevin Moore", "Grandson"),
        gift("£500", "St Mary's Church, Wakefield", "Church"),
      ],
      executors: [executor("Linda Moore", "child"), executor("Kevin Moore", "other")],
    }),
    findings: { will: [WITNESS] },
    clauses: [
      "I give to Kevin Moore (Grandson), if they survive me by 28 days: my gold watch.",
      "I give to St Mary's Church, Wakefield (Church), if it exists at my death: £500.",
      "falls into my residuary estate",
      "If, before my death or before the gift is paid, a charity named in this will has changed its name, joined with another charity or passed its work to another charity, the gift takes effect as a gift to the charity that then does its work, and does not fail because the charity named no longer exists.",
    ],
    absentClauses: ["two or more people together"],
    deaths: [
      { predeceased: ["Linda Moore"], takes: { "Kevin Moore": 1 } },
      {
        predeceased: ["Linda Moore", "Kevin Moore"],
        leavingChildren: ["Kevin Moore"],
        takes: { "children of Kevin Moore": 1 },
      },
    ],
  },
  {
    name: "guardians-jointly-and-a-substitute",
    about: "A widowed mother of two young children: a couple as joint guardians, a substitute guardian.",
    formData: formDataOf({
      testator: { fullName: "Hannah Lewis", dateOfBirth: "1988-05-15" },
      maritalStatus: "widowed",
      children: [
        child("Osian Lewis", 7, [
          guardian("Mari Jones", "Sister"),
          guardian("Dewi Jones", "Brother-in-law"),
          guardian("Eleri Lewis", "Mother", 2),
        ]),
        child("Cerys Lewis", 4, [
          guardian("Mari Jones", "Sister"),
          guardian("Dewi Jones", "Brother-in-law"),
          guardian("Eleri Lewis", "Mother", 2),
        ]),
      ],
      beneficiaries: [share("Osian Lewis", "Son", 50), share("Cerys Lewis", "Daughter", 50)],
      backUps: [share("Mari Jones", "Sister", 100)],
      trustAge: 25,
      executors: [executor("Mari Jones", "sibling"), executor("Eleri Lewis", "parent")],
      coExecutors: [executor("Dewi Jones", "other")],
    }),
    findings: { will: [GUARDIANS_SOON, WITNESS] },
    clauses: [
      "I appoint Mari Jones (Sibling) of 1 Church Lane, York YO1 7HH and Dewi Jones of 1 Church Lane, York YO1 7HH to be my joint executors and trustees, to act together.",
      "If any of Mari Jones or Dewi Jones dies before me, or cannot or will not act as my executor, or stops acting, I appoint Eleri Lewis (Parent)",
      "I appoint Mari Jones (Sister) and Dewi Jones (Brother-in-law) jointly",
      "If neither Mari Jones nor Dewi Jones can or will act, I appoint Eleri Lewis (Mother) instead.",
      "Where I appoint two or more guardians jointly, they act together, and if one of them dies or cannot or will not act, the other or others may act alone.",
    ],
    deaths: [
      { predeceased: ["Osian Lewis"], takes: { "Cerys Lewis": 0.5, "Mari Jones": 0.5 } },
      { predeceased: ["Osian Lewis", "Cerys Lewis", "Mari Jones"], takes: { "intestacy order": 1 } },
    ],
  },
  {
    name: "house-with-mortgage-and-joint-gift",
    about:
      "A widow gives her mortgaged flat to her son, her personal belongings to her two granddaughters together. A granddaughter who dies first leaving children passes her part to them (s.33, written out), not to her sister: the will said the belongings were shared 'between those of them who survive me', which excluded s.33.",
    formData: formDataOf({
      testator: { fullName: "Patricia Doyle", dateOfBirth: "1951-11-30" },
      maritalStatus: "widowed",
      children: [child("Sean Doyle", 48)],
      beneficiaries: [share("Sean Doyle", "Son", 100)],
      backUps: [share("Shelter (registered charity 263710)", "Charity", 100)],
      gifts: [
        gift("my flat at 12 Quay Street, Bristol", "Sean Doyle", "Son"),
        gift("my personal belongings", "Aoife Doyle and Roisin Doyle", "Granddaughters"),
      ],
      executors: [executor("Sean Doyle", "child"), executor("Mary Walsh", "friend")],
    }),
    findings: { will: [WITNESS, LAND_OWNED_JOINTLY] },
    clauses: [
      "A gift of land or a building in this clause is given subject to any mortgage or other charge on it, which the person receiving it takes over (Administration of Estates Act 1925, s.35)",
      "“personal chattels” and “personal belongings” mean my personal chattels as defined in the Administration of Estates Act 1925, s.55(1)(x).",
      "If any of Sean Doyle, Aoife Doyle or Roisin Doyle does not survive me by 28 days but leaves children who do, those children take, in equal shares, the gift, or the part of a gift, their parent would have taken.",
      "A gift in this clause to two or more people together is shared equally between them. If one of them does not survive me by 28 days, their part passes to their children under clause 4.3 where that clause applies to them; otherwise it is added equally to the parts of the others that take effect (a part that passes to someone’s children under that clause takes effect, and what is added to it passes to those children).",
      "The receipt of the treasurer or other proper officer of a charity",
    ],
    absentClauses: ["shared equally between those of them who survive me"],
    deaths: [{ predeceased: ["Sean Doyle"], takes: { "Shelter (registered charity 263710)": 1 } }],
  },
  {
    name: "five-executors-acting-together",
    about: "A widower appoints all five of his children to act together: only four can take probate.",
    formData: formDataOf({
      testator: { fullName: "Desmond Achebe", dateOfBirth: "1946-01-09" },
      maritalStatus: "widowed",
      children: ["Ngozi", "Emeka", "Chinwe", "Obi", "Ada"].map((first, index) =>
        child(`${first} Achebe`, 52 - index),
      ),
      beneficiaries: ["Ngozi", "Emeka", "Chinwe", "Obi", "Ada"].map((first) =>
        share(`${first} Achebe`, "Child", 20),
      ),
      backUps: [share("Christian Aid (registered charity 1105851)", "Charity", 100)],
      executors: [executor("Ngozi Achebe", "child")],
      coExecutors: ["Emeka", "Chinwe", "Obi", "Ada"].map((first) => executor(`${first} Achebe`, "child")),
    }),
    findings: { will: ["too-many-executors", "no-alternate-executor", WITNESS] },
    clauses: [
      "I appoint Ngozi Achebe (Child) of 1 Church Lane, York YO1 7HH, Emeka Achebe (Child) of 1 Church Lane, York YO1 7HH, Chinwe Achebe (Child) of 1 Church Lane, York YO1 7HH, Obi Achebe (Child) of 1 Church Lane, York YO1 7HH and Ada Achebe (Child) of 1 Church Lane, York YO1 7HH to be my joint executors and trustees, to act together.",
    ],
    deaths: [
      {
        predeceased: ["Obi Achebe"],
        leavingChildren: ["Obi Achebe"],
        takes: {
          "Ngozi Achebe": 0.2,
          "Emeka Achebe": 0.2,
          "Chinwe Achebe": 0.2,
          "children of Obi Achebe": 0.2,
          "Ada Achebe": 0.2,
        },
      },
      {
        predeceased: ["Obi Achebe"],
        takes: {
          "Ngozi Achebe": 0.2,
          "Emeka Achebe": 0.2,
          "Chinwe Achebe": 0.2,
          "Ada Achebe": 0.2,
          "Christian Aid (registered charity 1105851)": 0.2,
        },
      },
    ],
  },
  {
    name: "son-with-his-fathers-name",
    about:
      "John Smith and his son John Smith: the son is marked in the form as a different person, so the will calls him 'John Smith the younger' and gives him his share.",
    formData: formDataOf({
      testator: { fullName: "John Smith", dateOfBirth: "1960-02-14" },
      maritalStatus: "widowed",
      children: [{ ...child("John Smith", 34), personId: "child-1" }, child("Mary Smith", 31)],
      beneficiaries: [share("John Smith", "Son", 50), share("Mary Smith", "Daughter", 50)],
      backUps: [share("Age UK (registered charity 1128267)", "Charity", 100)],
      executors: [executor("John Smith", "child"), executor("Mary Smith", "child")],
    }),
    findings: { will: [WITNESS] },
    clauses: [
      "This is the last will of me, John Smith, of",
      "My children are John Smith the younger and Mary Smith.",
      "My child John Smith has the same name as me. In this will my child is called John Smith the younger, and every gift or appointment to John Smith the younger is to my child, not to me.",
      "John Smith the younger (Son): 50%",
      "I appoint John Smith the younger (Child) of 1 Church Lane, York YO1 7HH to be my executor and trustee.",
    ],
    deaths: [
      { predeceased: [], takes: { "John Smith the younger": 0.5, "Mary Smith": 0.5 } },
      {
        predeceased: ["John Smith the younger"],
        leavingChildren: ["John Smith the younger"],
        takes: { "children of John Smith the younger": 0.5, "Mary Smith": 0.5 },
      },
      {
        predeceased: ["John Smith the younger"],
        takes: { "Mary Smith": 0.5, "Age UK (registered charity 1128267)": 0.5 },
      },
    ],
  },
  {
    name: "son-with-his-fathers-name-not-marked",
    about:
      "The same family, but the son is not marked as a different person: the will would name its own testator, so it is blocked and never drafted.",
    formData: formDataOf({
      testator: { fullName: "John Smith", dateOfBirth: "1960-02-14" },
      maritalStatus: "widowed",
      children: [child("John Smith", 34), child("Mary Smith", 31)],
      beneficiaries: [share("John Smith", "Son", 50), share("Mary Smith", "Daughter", 50)],
      executors: [executor("Mary Smith", "child")],
    }),
    findings: {
      will: [
        "role-names-testator",
        "role-names-testator",
        "no-alternate-executor",
        WITNESS,
        "child-beneficiary-substitution",
        "no-contingent-beneficiaries",
      ],
    },
    clauses: [],
    deaths: [],
  },
  {
    name: "mirror-son-with-his-fathers-name",
    about:
      "Jane Smith and her husband John Smith make mirror wills; their son is also John Smith, marked as a different person: each will tells him from the husband.",
    formData: formDataOf({
      testator: { fullName: "Jane Smith", dateOfBirth: "1968-07-01" },
      maritalStatus: "married",
      spouse: { fullName: "John Smith", dateOfBirth: "1966-03-09", mirror: true },
      children: [{ ...child("John Smith", 25), personId: "child-1" }],
      beneficiaries: [share("John Smith", "Husband", 100)],
      backUps: [share("John Smith", "Son", 100)],
      executors: [executor("John Smith", "spouse"), executor("John Smith", "child")],
    }),
    findings: { will: [WITNESS], mirror: [WITNESS] },
    clauses: [
      "John Smith is my spouse.",
      "My child John Smith has the same name as my spouse. In this will my child is called John Smith the younger",
      "John Smith (Husband): 100%",
      "John Smith the younger (Son): 100%",
      "I appoint John Smith (Spouse)",
      "I appoint John Smith the younger (Child) of 1 Church Lane, York YO1 7HH as my replacement executor",
    ],
    mirrorClauses: [
      "Last Will and Testament of John Smith",
      "My child John Smith has the same name as me. In this will my child is called John Smith the younger",
      "Jane Smith (Spouse): 100%",
      "John Smith the younger (Son): 100%",
    ],
    deaths: [
      { predeceased: [], takes: { "John Smith": 1 } },
      { predeceased: ["John Smith"], takes: { "John Smith the younger": 1 } },
      { predeceased: [], mirror: true, takes: { "Jane Smith": 1 } },
      { predeceased: ["Jane Smith"], mirror: true, takes: { "John Smith the younger": 1 } },
    ],
  },
  {
    name: "single-mother-with-a-joint-executor",
    about:
      "A single mother of a toddler names her sister and her sister's husband as joint executors: two would act, so the Trustee Act s.14(2) warning goes.",
    formData: formDataOf({
      testator: { fullName: "Chloe Barnes", dateOfBirth: "1995-08-19" },
      maritalStatus: "single",
      children: [
        child("Leo Barnes", 2, [guardian("Amy Price", "Sister"), guardian("Owen Price", "Brother-in-law")]),
      ],
      beneficiaries: [share("Leo Barnes", "Son", 100)],
      backUps: [share("Amy Price", "Sister", 100)],
      trustAge: 21,
      executors: [executor("Amy Price", "sibling"), executor("Diane Barnes", "parent")],
      coExecutors: [executor("Owen Price", "other")],
    }),
    findings: { will: [GUARDIANS_SOON, WITNESS] },
    clauses: [
      "I appoint Amy Price (Sibling) of 1 Church Lane, York YO1 7HH and Owen Price of 1 Church Lane, York YO1 7HH to be my joint executors and trustees, to act together.",
      "If any of Amy Price or Owen Price dies before me, or cannot or will not act as my executor, or stops acting, I appoint Diane Barnes (Parent) of 1 Church Lane, York YO1 7HH as my replacement executor, to be my executor and trustee in their place.",
      "my trustees will hold that part on trust for them until they reach 21",
    ],
    deaths: [
      { predeceased: [], takes: { "Leo Barnes": 1 } },
      { predeceased: ["Leo Barnes"], takes: { "Amy Price": 1 } },
      {
        predeceased: ["Leo Barnes"],
        leavingChildren: ["Leo Barnes"],
        takes: { "children of Leo Barnes": 1 },
      },
    ],
  },
  {
    name: "single-mother-with-only-a-replacement",
    about:
      "The same mother names her sister's husband as replacement executor instead: only one executor would act, so the s.14(2) warning stays and points at the joint executors.",
    formData: formDataOf({
      testator: { fullName: "Chloe Barnes", dateOfBirth: "1995-08-19" },
      maritalStatus: "single",
      children: [child("Leo Barnes", 2, [guardian("Amy Price", "Sister")])],
      beneficiaries: [share("Leo Barnes", "Son", 100)],
      backUps: [share("Amy Price", "Sister", 100)],
      trustAge: 21,
      executors: [executor("Amy Price", "sibling"), executor("Owen Price", "other")],
    }),
    findings: { will: [GUARDIANS_SOON, SINGLE_EXECUTOR, WITNESS] },
    clauses: [
      "I appoint Amy Price (Sibling) of 1 Church Lane, York YO1 7HH to be my executor and trustee.",
      "If Amy Price dies before me, or cannot or will not act as my executor, or stops acting, I appoint Owen Price of 1 Church Lane, York YO1 7HH as my replacement executor",
    ],
    deaths: [{ predeceased: ["Leo Barnes"], takes: { "Amy Price": 1 } }],
  },
  {
    name: "guardian-names-herself",
    about:
      "A widowed mother types her own name as her son's guardian: void (Children Act 1989 s.5(3), 'another individual'), so the will is blocked.",
    formData: formDataOf({
      testator: { fullName: "Grace Okafor", dateOfBirth: "1987-03-27" },
      maritalStatus: "widowed",
      children: [child("Daniel Okafor", 6, [guardian("Grace Okafor", "Mother")])],
      beneficiaries: [share("Daniel Okafor", "Son", 100)],
      backUps: [share("Ada Okafor", "Sister", 100)],
      trustAge: 25,
      executors: [executor("Ada Okafor", "sibling"), executor("Chidi Eze", "friend")],
      coExecutors: [executor("Tunde Eze", "friend")],
    }),
    findings: { will: ["role-names-testator", GUARDIANS_SOON, WITNESS] },
    clauses: [],
    deaths: [],
  },
  {
    name: "guardian-is-the-council",
    about:
      "A single father names the local council as his daughter's guardian: only an individual can be appointed (s.5(3)), so the will is blocked.",
    formData: formDataOf({
      testator: { fullName: "Mark Ellis", dateOfBirth: "1979-10-10" },
      maritalStatus: "single",
      children: [child("Amy Ellis", 11, [guardian("Leeds City Council", "Social services")])],
      beneficiaries: [share("Amy Ellis", "Daughter", 100)],
      backUps: [share("Paul Ellis", "Brother", 100)],
      trustAge: 25,
      executors: [executor("Paul Ellis", "sibling"), executor("Jo Ellis", "sibling")],
      coExecutors: [executor("Sam Ellis", "sibling")],
    }),
    findings: { will: ["guardian-not-an-individual", GUARDIANS_SOON, WITNESS] },
    clauses: [],
    deaths: [],
  },
  {
    name: "child-named-as-own-guardian",
    about: "A divorced mother names her son as his own guardian, a slip in the rows: blocked.",
    formData: formDataOf({
      testator: { fullName: "Helen Price", dateOfBirth: "1983-06-01" },
      maritalStatus: "divorced",
      children: [child("Owen Price", 9, [guardian("Owen Price", "Son")])],
      beneficiaries: [share("Owen Price", "Son", 100)],
      backUps: [share("Ruth Price", "Sister", 100)],
      trustAge: 21,
      executors: [executor("Ruth Price", "sibling"), executor("Mair Price", "parent")],
      coExecutors: [executor("Ieuan Price", "sibling")],
    }),
    findings: { will: ["guardian-is-the-child", GUARDIANS_SOON, WITNESS, "divorced-review-will"] },
    clauses: [],
    deaths: [],
  },
  {
    name: "sixteen-year-old-as-guardian",
    about:
      "A widower names his 16-year-old daughter guardian of her little brother: the Act sets no age, so the will is made, with advice to choose an adult.",
    formData: formDataOf({
      testator: { fullName: "Ian Baker", dateOfBirth: "1975-09-09" },
      maritalStatus: "widowed",
      children: [
        child("Lucy Baker", 16, [guardian("Carol Baker", "Sister")]),
        child("Tom Baker", 5, [guardian("Lucy Baker", "Daughter")]),
      ],
      beneficiaries: [share("Lucy Baker", "Daughter", 50), share("Tom Baker", "Son", 50)],
      backUps: [share("Carol Baker", "Sister", 100)],
      trustAge: 25,
      executors: [executor("Carol Baker", "sibling"), executor("Rob Baker", "sibling")],
      coExecutors: [executor("Neil Baker", "sibling")],
    }),
    findings: { will: [GUARDIANS_SOON, "guardian-under-18", WITNESS] },
    clauses: ["I appoint Lucy Baker (Daughter)"],
    deaths: [],
  },
  {
    name: "child-and-mother-with-one-name",
    about:
      "A widow's daughter has the widow's mother's name, and both are given a share: read as one person, the mother's share would pass to the mother's own children under s.33; blocked until the two are told apart.",
    formData: formDataOf({
      testator: { fullName: "Linda Brown", dateOfBirth: "1960-03-03" },
      maritalStatus: "widowed",
      children: [child("Emma Brown", 30), child("Carl Brown", 28)],
      beneficiaries: [share("Emma Brown", "Mother", 50), share("Carl Brown", "Son", 50)],
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      executors: [executor("Carl Brown", "child"), executor("Ann Lee", "friend")],
    }),
    findings: { will: ["same-name-different-person", WITNESS] },
    clauses: [],
    deaths: [],
  },
  {
    name: "mother-told-apart-by-her-middle-name",
    about:
      "The same family once the mother is named Emma Jane Brown: her share goes to the back-up if she dies first, never to her children (s.33 covers only the testator's own issue); the son's share goes to his children.",
    formData: formDataOf({
      testator: { fullName: "Linda Brown", dateOfBirth: "1960-03-03" },
      maritalStatus: "widowed",
      children: [child("Emma Brown", 30), child("Carl Brown", 28)],
      beneficiaries: [share("Emma Jane Brown", "Mother", 50), share("Carl Brown", "Son", 50)],
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      executors: [executor("Carl Brown", "child"), executor("Ann Lee", "friend")],
    }),
    findings: { will: [WITNESS] },
    clauses: [],
    deaths: [
      { predeceased: [], takes: { "Emma Jane Brown": 0.5, "Carl Brown": 0.5 } },
      {
        predeceased: ["Emma Jane Brown"],
        leavingChildren: ["Emma Jane Brown"],
        takes: { "Carl Brown": 0.5, "Oxfam (registered charity 202918)": 0.5 },
      },
      {
        predeceased: ["Carl Brown"],
        leavingChildren: ["Carl Brown"],
        takes: { "Emma Jane Brown": 0.5, "children of Carl Brown": 0.5 },
      },
    ],
  },
  {
    name: "son-and-brother-with-one-name",
    about:
      "A man's son and his brother are both Tom Brown, each given half: blocked, or the will would say 'Tom Brown or Tom Brown' and give the brother's half to the son.",
    formData: formDataOf({
      testator: { fullName: "Peter Brown", dateOfBirth: "1958-06-06" },
      maritalStatus: "single",
      children: [child("Tom Brown", 30)],
      beneficiaries: [share("Tom Brown", "Son", 50), share("Tom Brown", "Brother", 50)],
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      executors: [executor("Tom Brown", "child"), executor("Ann Lee", "friend")],
    }),
    findings: { will: ["same-name-different-person", WITNESS] },
    clauses: [],
    deaths: [],
  },
  {
    name: "three-generations-of-john-smith",
    about:
      "John Smith, his son John Smith (marked as a different person) and a gift to a grandson John Smith: the grandson's watch would go to the son, so the will is blocked.",
    formData: formDataOf({
      testator: { fullName: "John Smith", dateOfBirth: "1950-01-01" },
      maritalStatus: "widowed",
      children: [{ ...child("John Smith", 40), personId: "son-john" }],
      beneficiaries: [share("John Smith", "Son", 100)],
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      executors: [executor("Ann Lee", "friend"), executor("Bob Lee", "friend")],
      gifts: [gift("my gold watch", "John Smith", "Grandson")],
    }),
    findings: { will: ["same-name-different-person", WITNESS] },
    clauses: [],
    deaths: [],
  },
  {
    name: "father-in-law-with-the-husbands-name",
    about:
      "Jane Smith's husband, son and father-in-law are all John Smith: a gift to her father-in-law would go to her husband, so the will is blocked.",
    formData: formDataOf({
      testator: { fullName: "Jane Smith", dateOfBirth: "1980-02-02" },
      maritalStatus: "married",
      spouse: { fullName: "John Smith", dateOfBirth: "1979-01-01" },
      children: [{ ...child("John Smith", 12, [guardian("Ann Lee", "Friend")]), personId: "son-john" }],
      beneficiaries: [share("John Smith", "Husband", 100)],
      backUps: [share("John Smith", "Son", 100)],
      trustAge: 25,
      executors: [executor("John Smith", "spouse"), executor("Ann Lee", "friend")],
      gifts: [gift("my books", "John Smith", "Father-in-law")],
    }),
    findings: { will: ["same-name-different-person", GUARDIANS_SOON, SINGLE_EXECUTOR, WITNESS] },
    clauses: [],
    deaths: [],
  },
  {
    name: "child-with-the-wifes-name-not-marked",
    about:
      "Alex Jones's wife and son are both Sam Jones and the son is not marked as a different person: read as one person, the son's back-up gift would be the wife's; blocked.",
    formData: formDataOf({
      testator: { fullName: "Alex Jones", dateOfBirth: "1975-05-05" },
      maritalStatus: "married",
      spouse: { fullName: "Sam Jones", dateOfBirth: "1976-06-06", mirror: true },
      children: [child("Sam Jones", 20)],
      beneficiaries: [share("Sam Jones", "Wife", 100)],
      backUps: [share("Sam Jones", "Son", 100)],
      executors: [executor("Sam Jones", "spouse"), executor("Ann Lee", "friend")],
    }),
    // The mirror will is blocked as well: the son and the wife are still one person there.
    findings: {
      will: ["child-has-spouse-name", "same-name-different-person", WITNESS],
      mirror: ["child-has-spouse-name", WITNESS],
    },
    clauses: [],
    deaths: [],
  },
  {
    name: "child-with-the-wifes-name-marked",
    about:
      "The same family with the son marked as a different person: the wife takes, and if she dies first the son (Sam Jones the younger) takes, in both mirror wills.",
    formData: formDataOf({
      testator: { fullName: "Alex Jones", dateOfBirth: "1975-05-05" },
      maritalStatus: "married",
      spouse: { fullName: "Sam Jones", dateOfBirth: "1976-06-06", mirror: true },
      children: [{ ...child("Sam Jones", 20), personId: "son-sam" }],
      beneficiaries: [share("Sam Jones", "Wife", 100)],
      backUps: [share("Sam Jones", "Son", 100)],
      executors: [executor("Sam Jones", "spouse"), executor("Ann Lee", "friend")],
    }),
    findings: { will: [WITNESS], mirror: [WITNESS] },
    clauses: ["every gift or appointment to Sam Jones the younger is to my child"],
    deaths: [
      { predeceased: [], takes: { "Sam Jones": 1 } },
      { predeceased: ["Sam Jones"], takes: { "Sam Jones the younger": 1 } },
      { predeceased: [], mirror: true, takes: { "Alex Jones": 1 } },
      { predeceased: ["Alex Jones"], mirror: true, takes: { "Sam Jones the younger": 1 } },
    ],
  },
  {
    name: "wife-typed-short-as-partner-mirror",
    about:
      "David Clarke's wife is Sarah Louise Clarke; he leaves everything to 'Sarah Clarke', his partner. Her mirror will would leave everything to herself and the back-up would take it all: blocked until the name is typed as on Family Details.",
    formData: formDataOf({
      testator: { fullName: "David Clarke", dateOfBirth: "1970-07-07" },
      maritalStatus: "married",
      spouse: { fullName: "Sarah Louise Clarke", dateOfBirth: "1971-08-08", mirror: true },
      beneficiaries: [share("Sarah Clarke", "Partner", 100)],
      backUps: [share("Amy Clarke", "Daughter", 100)],
      executors: [executor("Amy Clarke", "child"), executor("Ann Lee", "friend")],
    }),
    // The pair is blocked by the will; the mirror will alone shows only that the husband gets nothing.
    findings: {
      will: ["near-spouse-name", WITNESS, "spouse-not-provided-for"],
      mirror: [WITNESS, "spouse-not-provided-for"],
    },
    clauses: [],
    deaths: [],
  },
  {
    name: "wife-named-in-full-as-partner-mirror",
    about:
      "The same couple with the wife's name typed in full: each leaves everything to the other, then to their daughter.",
    formData: formDataOf({
      testator: { fullName: "David Clarke", dateOfBirth: "1970-07-07" },
      maritalStatus: "married",
      spouse: { fullName: "Sarah Louise Clarke", dateOfBirth: "1971-08-08", mirror: true },
      beneficiaries: [share("Sarah Louise Clarke", "Partner", 100)],
      backUps: [share("Amy Clarke", "Daughter", 100)],
      executors: [executor("Amy Clarke", "child"), executor("Ann Lee", "friend")],
    }),
    findings: { will: [WITNESS], mirror: [WITNESS] },
    clauses: [],
    deaths: [
      { predeceased: [], takes: { "Sarah Louise Clarke": 1 } },
      { predeceased: ["Sarah Louise Clarke"], takes: { "Amy Clarke": 1 } },
      { predeceased: [], mirror: true, takes: { "David Clarke": 1 } },
      { predeceased: ["David Clarke"], mirror: true, takes: { "Amy Clarke": 1 } },
    ],
  },
  {
    name: "share-too-small-to-print",
    about:
      "An aunt gives her niece 0.004%: the will prints shares to hundredths, so it would say 0% and, on its face, give her nothing. Blocked as a 0% share is.",
    formData: formDataOf({
      testator: { fullName: "Margaret Ellen Price", dateOfBirth: "1950-10-10" },
      maritalStatus: "single",
      beneficiaries: [share("Owen Price", "Nephew", 99.996), share("Ffion Price", "Niece", 0.004)],
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      executors: [executor("Owen Price", "other"), executor("Ffion Price", "other")],
    }),
    findings: { will: ["beneficiary-zero-share", WITNESS] },
    clauses: [],
    deaths: [],
  },
  {
    name: "smallest-share-the-will-can-print",
    about:
      "The same aunt gives her niece 0.01%, the smallest share the will prints as more than 0%: it is given, and goes to the back-up charity if she dies first.",
    formData: formDataOf({
      testator: { fullName: "Margaret Ellen Price", dateOfBirth: "1950-10-10" },
      maritalStatus: "single",
      beneficiaries: [share("Owen Price", "Nephew", 99.99), share("Ffion Price", "Niece", 0.01)],
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      executors: [executor("Owen Price", "other"), executor("Ffion Price", "other")],
    }),
    findings: { will: [WITNESS] },
    clauses: ["Owen Price (Nephew): 99.99%", "Ffion Price (Niece): 0.01%"],
    deaths: [
      { predeceased: [], takes: { "Owen Price": 0.9999, "Ffion Price": 0.0001 } },
      {
        predeceased: ["Ffion Price"],
        takes: { "Owen Price": 0.9999, "Oxfam (registered charity 202918)": 0.0001 },
      },
      { predeceased: ["Owen Price", "Ffion Price"], takes: { "Oxfam (registered charity 202918)": 1 } },
    ],
  },
  {
    name: "long-stop-with-a-zero-share",
    about:
      "A long-stop list sent through the API names Age UK at 0%: the will left it out without a word. Blocked as a 0% share is in the other lists.",
    formData: formDataOf({
      testator: { fullName: "Margaret Ellen Price", dateOfBirth: "1950-10-10" },
      maritalStatus: "single",
      beneficiaries: [share("Owen Price", "Nephew", 100)],
      longStop: [
        share("Oxfam (registered charity 202918)", "Charity", 100),
        share("Age UK (registered charity 1128267)", "Charity", 0),
      ],
      executors: [executor("Owen Price", "other"), executor("Ffion Price", "other")],
    }),
    findings: { will: ["ultimate-zero-share", WITNESS] },
    clauses: [],
    deaths: [],
  },
  {
    name: "long-stop-shares-short-of-100",
    about:
      "A long-stop list of 30% and 30%: the will printed 50% each, which is not what was asked, and 40% was never given. Blocked until the shares add up to 100%.",
    formData: formDataOf({
      testator: { fullName: "Margaret Ellen Price", dateOfBirth: "1950-10-10" },
      maritalStatus: "single",
      beneficiaries: [share("Owen Price", "Nephew", 100)],
      longStop: [
        share("Oxfam (registered charity 202918)", "Charity", 30),
        share("Shelter (registered charity 263710)", "Charity", 30),
      ],
      executors: [executor("Owen Price", "other"), executor("Ffion Price", "other")],
    }),
    findings: { will: ["ultimate-shares-not-100", WITNESS] },
    clauses: [],
    deaths: [],
  },
  {
    name: "long-stop-in-unequal-shares",
    about:
      "A long-stop of two charities at 60% and 40%: they take only when the nephew dies first; a charity that has closed leaves its part to the other; with both gone, the intestacy order takes.",
    formData: formDataOf({
      testator: { fullName: "Margaret Ellen Price", dateOfBirth: "1950-10-10" },
      maritalStatus: "single",
      beneficiaries: [share("Owen Price", "Nephew", 100)],
      longStop: [
        share("Oxfam (registered charity 202918)", "Charity", 60),
        share("Shelter (registered charity 263710)", "Charity", 40),
      ],
      executors: [executor("Owen Price", "other"), executor("Ffion Price", "other")],
    }),
    findings: { will: [WITNESS] },
    clauses: [
      "Oxfam (registered charity 202918) (Charity): 60%",
      "Shelter (registered charity 263710) (Charity): 40%",
    ],
    deaths: [
      { predeceased: [], takes: { "Owen Price": 1 } },
      {
        predeceased: ["Owen Price"],
        leavingChildren: ["Owen Price"],
        takes: { "Oxfam (registered charity 202918)": 0.6, "Shelter (registered charity 263710)": 0.4 },
      },
      {
        predeceased: ["Owen Price", "Oxfam (registered charity 202918)"],
        takes: { "Shelter (registered charity 263710)": 1 },
      },
      {
        predeceased: [
          "Owen Price",
          "Oxfam (registered charity 202918)",
          "Shelter (registered charity 263710)",
        ],
        takes: { "intestacy order": 1 },
      },
    ],
  },
  {
    name: "grandmothers-as-guardians-mirror",
    about:
      "A married couple name both grandmothers as guardians: in the husband's will his mother is 'Mum' and his wife's mother 'Mother-in-law'; in the wife's mirror will the words are swapped, as she would say them.",
    formData: formDataOf({
      testator: { fullName: "Daniel Hughes", dateOfBirth: "1986-02-02" },
      maritalStatus: "married",
      spouse: { fullName: "Rachel Hughes", dateOfBirth: "1987-03-03", mirror: true },
      children: [
        child("Isla Hughes", 4, [
          guardian("Margaret Hughes", "Mum"),
          guardian("Janet Doyle", "Mother-in-law"),
        ]),
      ],
      beneficiaries: [share("Rachel Hughes", "Wife", 100)],
      backUps: [share("Isla Hughes", "Daughter", 100)],
      trustAge: 21,
      executors: [executor("Rachel Hughes", "spouse"), executor("Janet Doyle", "other")],
    }),
    findings: {
      will: [GUARDIANS_SOON, SINGLE_EXECUTOR, WITNESS],
      mirror: [GUARDIANS_SOON, SINGLE_EXECUTOR, WITNESS],
    },
    clauses: ["I appoint Margaret Hughes (Mum) and Janet Doyle (Mother-in-law) jointly to be the guardian"],
    mirrorClauses: [
      "I appoint Margaret Hughes (Mother-in-law) and Janet Doyle (Mother) jointly to be the guardian",
    ],
    deaths: [
      { predeceased: [], takes: { "Rachel Hughes": 1 } },
      { predeceased: ["Rachel Hughes"], takes: { "Isla Hughes": 1 } },
      { predeceased: ["Daniel Hughes"], mirror: true, takes: { "Isla Hughes": 1 } },
      {
        predeceased: ["Daniel Hughes", "Isla Hughes"],
        mirror: true,
        takes: { "intestacy order": 1 },
      },
    ],
  },
  {
    name: "widow-leaves-everything-to-her-children",
    about:
      "A widow leaves everything to her two children equally, on trust to 25: a child born or adopted later shares equally, and a child who dies under 25 leaving children passes the part to them.",
    formData: formDataOf({
      testator: { fullName: "Laura Bennett", dateOfBirth: "1985-10-10" },
      maritalStatus: "widowed",
      children: [
        child("Tom Bennett", 11, [guardian("Jane Bennett", "Sister")]),
        child("Amy Bennett", 8, [guardian("Jane Bennett", "Sister")]),
      ],
      beneficiaries: [share("Tom Bennett", "Son", 50), share("Amy Bennett", "Daughter", 50)],
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      trustAge: 25,
      executors: [executor("Jane Bennett", "sibling"), executor("Ann Lee", "friend")],
    }),
    findings: { will: [GUARDIANS_SOON, SINGLE_EXECUTOR, WITNESS] },
    clauses: [
      "A child of mine born or adopted after I sign this will shares in the gift in clause 5.2 equally with my children named there, on the same terms, as if they had been named in that clause.",
      "If that child dies before reaching 25 leaving children of their own, those children take that part in equal shares; if not, that part passes as if they had died before me.",
    ],
    deaths: [
      { predeceased: [], takes: { "Tom Bennett": 0.5, "Amy Bennett": 0.5 } },
      {
        predeceased: ["Tom Bennett"],
        leavingChildren: ["Tom Bennett"],
        takes: { "children of Tom Bennett": 0.5, "Amy Bennett": 0.5 },
      },
      {
        predeceased: ["Tom Bennett"],
        takes: { "Amy Bennett": 0.5, "Oxfam (registered charity 202918)": 0.5 },
      },
    ],
  },
  {
    name: "wife-first-then-the-children-equally",
    about:
      "A husband leaves everything to his wife, then to their children equally: a child born later shares in the back-up gift.",
    formData: formDataOf({
      testator: { fullName: "Mark Ellis", dateOfBirth: "1982-01-01" },
      maritalStatus: "married",
      spouse: { fullName: "Joanna Ellis", dateOfBirth: "1983-02-02" },
      children: [child("Ruby Ellis", 5)],
      beneficiaries: [share("Joanna Ellis", "Wife", 100)],
      backUps: [share("Ruby Ellis", "Daughter", 100)],
      executors: [executor("Joanna Ellis", "spouse"), executor("Sam Ellis", "sibling")],
    }),
    findings: { will: ["no-guardian-for-minor", SINGLE_EXECUTOR, "minor-beneficiary-no-trust", WITNESS] },
    clauses: [
      "A child of mine born or adopted after I sign this will shares in the gift in clause 4.3 equally with my children named there, on the same terms, as if they had been named in that clause.",
    ],
    deaths: [
      { predeceased: [], takes: { "Joanna Ellis": 1 } },
      { predeceased: ["Joanna Ellis"], takes: { "Ruby Ellis": 1 } },
    ],
  },
  {
    name: "children-in-unequal-shares",
    about:
      "A widower gives his son 60% and his daughter 40%: shares he chose, so the will does not add a later child to them.",
    formData: formDataOf({
      testator: { fullName: "Peter Walsh", dateOfBirth: "1960-06-06" },
      maritalStatus: "widowed",
      children: [child("Liam Walsh", 30), child("Nora Walsh", 27)],
      beneficiaries: [share("Liam Walsh", "Son", 60), share("Nora Walsh", "Daughter", 40)],
      executors: [executor("Liam Walsh", "child"), executor("Nora Walsh", "child")],
    }),
    findings: { will: [WITNESS, "child-beneficiary-substitution", "no-contingent-beneficiaries"] },
    clauses: ["Liam Walsh (Son): 60%", "Nora Walsh (Daughter): 40%"],
    absentClauses: [AFTER_BORN],
    deaths: [
      { predeceased: [], takes: { "Liam Walsh": 0.6, "Nora Walsh": 0.4 } },
      { predeceased: ["Nora Walsh"], takes: { "Liam Walsh": 1 } },
    ],
  },
  {
    name: "children-and-a-friend-equally",
    about:
      "A widower shares everything equally between his two children and a friend: the list is not only his children, so a later child is not added to it.",
    formData: formDataOf({
      testator: { fullName: "Peter Walsh", dateOfBirth: "1960-06-06" },
      maritalStatus: "widowed",
      children: [child("Liam Walsh", 30), child("Nora Walsh", 27)],
      beneficiaries: [
        share("Liam Walsh", "Son", 33.34),
        share("Nora Walsh", "Daughter", 33.33),
        share("Colin Ward", "Friend", 33.33),
      ],
      executors: [executor("Liam Walsh", "child"), executor("Nora Walsh", "child")],
    }),
    findings: { will: [WITNESS, "child-beneficiary-substitution", "no-contingent-beneficiaries"] },
    clauses: ["in equal shares"],
    absentClauses: [AFTER_BORN],
    deaths: [{ predeceased: [], takes: { "Liam Walsh": 1 / 3, "Nora Walsh": 1 / 3, "Colin Ward": 1 / 3 } }],
  },
  {
    name: "house-to-a-son-who-dies-first",
    about:
      "A widow gives her house to her son and her piano to a friend; the rest to both children. If the son dies first leaving children, they take the house (s.33, written into the gift), not the residue.",
    formData: formDataOf({
      testator: { fullName: "Irene Baker", dateOfBirth: "1948-02-12" },
      maritalStatus: "widowed",
      children: [child("Robert Baker", 50), child("Susan Baker", 47)],
      beneficiaries: [share("Robert Baker", "Son", 50), share("Susan Baker", "Daughter", 50)],
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      gifts: [
        gift("my house at 3 Elm Road, Hull", "Robert Baker", "Son"),
        gift("my piano", "Joyce Hart", "Friend"),
      ],
      executors: [executor("Robert Baker", "child"), executor("Susan Baker", "child")],
    }),
    findings: { will: [WITNESS, LAND_OWNED_JOINTLY] },
    clauses: [
      "If Robert Baker does not survive me by 28 days but leaves children who do, those children take, in equal shares, the gift their parent would have taken.",
      "and does not pass to the person’s children under clause 4.3, it falls into my residuary estate under clause 5.",
    ],
    absentClauses: ["If Joyce Hart does not survive me"],
    deaths: [
      { predeceased: [], takes: { "Robert Baker": 0.5, "Susan Baker": 0.5 } },
      {
        predeceased: ["Robert Baker"],
        leavingChildren: ["Robert Baker"],
        takes: { "children of Robert Baker": 0.5, "Susan Baker": 0.5 },
      },
      {
        predeceased: ["Robert Baker"],
        takes: { "Susan Baker": 0.5, "Oxfam (registered charity 202918)": 0.5 },
      },
    ],
  },
  {
    name: "share-of-the-home-to-a-daughter-of-a-first-marriage",
    about:
      "A remarried man gives 'my share of our home at 5 Oak Road, Leeds' to his daughter from his first marriage and the rest to his wife. If he and his wife own the home as joint tenants, his share passes to his wife by survivorship and the gift does nothing: the will warns him to check, citing the notice that ends a joint tenancy (LPA 1925 s.36(2)).",
    formData: formDataOf({
      testator: { fullName: "Gareth Hughes", dateOfBirth: "1966-05-09" },
      maritalStatus: "married",
      spouse: { fullName: "Linda Hughes", dateOfBirth: "1968-01-20" },
      children: [child("Cerys Hughes", 30)],
      beneficiaries: [share("Linda Hughes", "Wife", 100)],
      backUps: [share("Cerys Hughes", "Daughter", 100)],
      gifts: [gift("my share of our home at 5 Oak Road, Leeds", "Cerys Hughes", "Daughter")],
      executors: [executor("Linda Hughes", "spouse"), executor("Cerys Hughes", "child")],
    }),
    findings: { will: [WITNESS, LAND_OWNED_JOINTLY] },
    clauses: [
      "I give to Cerys Hughes (Daughter), if they survive me by 28 days: my share of our home at 5 Oak Road, Leeds.",
    ],
    deaths: [
      { predeceased: [], takes: { "Linda Hughes": 1 } },
      { predeceased: ["Linda Hughes"], takes: { "Cerys Hughes": 1 } },
    ],
  },
  {
    name: "contents-of-my-home-is-not-land",
    about:
      "A widow gives 'the contents of my home' to her niece: belongings, not the home itself, so no warning about jointly owned land.",
    formData: formDataOf({
      testator: { fullName: "Maureen Price", dateOfBirth: "1945-03-03" },
      maritalStatus: "widowed",
      beneficiaries: [share("Rhys Price", "Nephew", 100)],
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      gifts: [gift("the contents of my home", "Ffion Price", "Niece")],
      executors: [executor("Rhys Price", "other"), executor("Ffion Price", "other")],
    }),
    findings: { will: [WITNESS] },
    clauses: ["I give to Ffion Price (Niece), if they survive me by 28 days: the contents of my home."],
    deaths: [
      { predeceased: [], takes: { "Rhys Price": 1 } },
      { predeceased: ["Rhys Price"], takes: { "Oxfam (registered charity 202918)": 1 } },
    ],
  },
  {
    name: "gift-to-a-son-typed-with-my-son",
    about:
      "A widow gives her clock to 'Michael Ross, my son' and £500 to 'Oxfam (registered charity 202918, England and Wales)'. The comma made each gift read as a gift to two people together, so the son's children were left out of the s.33 substitution and his clock would have fallen into the residue. Each now names one person; the son's entry is warned about.",
    formData: formDataOf({
      testator: { fullName: "Jean Ross", dateOfBirth: "1947-06-06" },
      maritalStatus: "widowed",
      children: [child("Michael Ross", 49), child("Fiona Ross", 46)],
      beneficiaries: [share("Michael Ross", "Son", 50), share("Fiona Ross", "Daughter", 50)],
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      gifts: [
        gift("my carriage clock", "Michael Ross, my son", "Son"),
        gift("£500", "Oxfam (registered charity 202918, England and Wales)", "Charity"),
      ],
      executors: [executor("Fiona Ross", "child"), executor("Michael Ross", "child")],
    }),
    findings: { will: ["name-with-description", WITNESS] },
    clauses: [
      "If Michael Ross, my son does not survive me by 28 days but leaves children who do, those children take, in equal shares, the gift their parent would have taken.",
    ],
    absentClauses: ["two or more people together"],
    deaths: [
      { predeceased: [], takes: { "Michael Ross": 0.5, "Fiona Ross": 0.5 } },
      {
        predeceased: ["Michael Ross"],
        leavingChildren: ["Michael Ross"],
        takes: { "children of Michael Ross": 0.5, "Fiona Ross": 0.5 },
      },
    ],
  },
  {
    name: "two-children-in-one-residuary-share",
    about:
      "A widower types his two children into one row of the residue, 'Catherine Jones and Michael Ross' (Children), 100%. The will could not say what happens to each half if one of them dies first, and neither child's half could pass to their own children (s.33): blocked, each child needs their own row.",
    formData: formDataOf({
      testator: { fullName: "Peter Ross", dateOfBirth: "1950-02-02" },
      maritalStatus: "widowed",
      children: [child("Catherine Jones", 48), child("Michael Ross", 45)],
      beneficiaries: [share("Catherine Jones and Michael Ross", "Children", 100)],
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      executors: [executor("Catherine Jones", "child"), executor("Michael Ross", "child")],
    }),
    findings: { will: ["share-names-several-people", WITNESS] },
    clauses: [],
    deaths: [],
  },
  {
    name: "a-charity-with-and-in-its-name",
    about:
      "A single woman leaves her estate to her sister and, as back-up, to 'Battersea Dogs and Cats Home (registered charity 206394)'. One organisation, not two people: not blocked.",
    formData: formDataOf({
      testator: { fullName: "Helen Ward", dateOfBirth: "1975-09-09" },
      maritalStatus: "single",
      beneficiaries: [share("Claire Ward", "Sister", 100)],
      backUps: [share("Battersea Dogs and Cats Home (registered charity 206394)", "Charity", 100)],
      executors: [executor("Claire Ward", "sibling"), executor("Tom Ward", "sibling")],
    }),
    findings: { will: [WITNESS] },
    clauses: ["Battersea Dogs and Cats Home (registered charity 206394) (Charity): 100%"],
    deaths: [
      { predeceased: [], takes: { "Claire Ward": 1 } },
      {
        predeceased: ["Claire Ward"],
        takes: { "Battersea Dogs and Cats Home (registered charity 206394)": 1 },
      },
    ],
  },
  granddaughterTypedAs(
    "grand-daughter-typed-with-a-hyphen",
    "Grand-daughter",
    "A widow leaves half her estate to her son and half to her granddaughter, typed 'Grand-daughter'. The hyphen hid that she is a descendant, so the will left her out of the s.33 clause: had she died first leaving children, her half would have gone to the back-up charity, not to them.",
  ),
  granddaughterTypedAs(
    "one-granddaughter-typed-as-grandchildren",
    "Grandchildren",
    "The same widow types her granddaughter's relationship as 'Grandchildren', the plural. Not read as a descendant, her half went to the back-up charity if she died first leaving children, where s.33 (written into the will for a descendant) gives it to her children.",
  ),
  granddaughterTypedAs(
    "granddaughter-typed-our-granddaughter",
    "Our granddaughter",
    "The same widow, filling in the form with her late husband's words, types 'Our granddaughter'. Only 'my' was read past, so she was not read as a descendant: had she died first leaving children, her half would have gone to the back-up charity, where s.33 (written into the will for a descendant) gives it to her children.",
  ),
  granddaughterTypedAs(
    "granddaughter-typed-as-her-sons-daughter",
    "Son's daughter",
    "The same widow types her granddaughter as 'Son's daughter'. A descendant's child is a descendant, but the words were not read so: her half went to the back-up charity if she died first leaving children, not to her children as s.33 (written into the will) gives it.",
  ),
  granddaughterTypedAs(
    "granddaughter-typed-grandkid",
    "Grandkid",
    "The same widow types her granddaughter 'Grandkid'. Not read as a descendant, her half went to the back-up charity if she died first leaving children, where s.33 (written into the will for a descendant) gives it to her children.",
  ),
  granddaughterTypedAs(
    "granddaughter-typed-with-a-full-stop",
    "Granddaughter.",
    "The same widow types her granddaughter's relationship 'Granddaughter.', with a full stop. Not read as a descendant, her half went to the back-up charity if she died first leaving children, where s.33 (written into the will for a descendant) gives it to her children.",
  ),
  granddaughterTypedAs(
    "granddaughter-spelt-with-one-d",
    "Grandaughter",
    "The same widow types her granddaughter 'Grandaughter' (one d, a common spelling). Not read as a descendant, her half went to the back-up charity if she died first leaving children, where s.33 (written into the will for a descendant) gives it to her children.",
  ),
  {
    name: "seventeen-year-old-son-as-joint-executor",
    about:
      "A widower names his son, 17 on Family Details, as a joint executor beside his sister, without saying whether the son is 18: someone under 18 cannot take probate.",
    formData: formDataOf({
      testator: { fullName: "Gareth Price", dateOfBirth: "1975-08-08" },
      maritalStatus: "widowed",
      children: [child("Rhys Price", 17, [guardian("Siân Price", "Sister")])],
      beneficiaries: [share("Rhys Price", "Son", 100)],
      backUps: [share("Siân Price", "Sister", 100)],
      trustAge: 25,
      executors: [executor("Siân Price", "sibling"), executor("Alun Morgan", "friend")],
      coExecutors: [
        {
          fullName: "Rhys Price",
          relationship: "child",
          address: "1 Church Lane, York YO1 7HH",
          contact: "07700 900000",
        },
      ],
    }),
    findings: { will: ["executor-under-18", GUARDIANS_SOON, WITNESS] },
    clauses: [],
    deaths: [],
  },
  {
    name: "house-free-of-mortgage",
    about:
      "A widow gives her house to her daughter 'free of mortgage', and her flat, mortgage unmentioned, to her son: the general s.35 sentence yields to the gift's own words.",
    formData: formDataOf({
      testator: { fullName: "Norma Field", dateOfBirth: "1950-04-04" },
      maritalStatus: "widowed",
      children: [child("Karen Field", 45), child("Paul Field", 42)],
      beneficiaries: [share("Karen Field", "Daughter", 50), share("Paul Field", "Son", 50)],
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      gifts: [
        gift("my house at 8 Park Lane, Derby, free of mortgage", "Karen Field", "Daughter"),
        gift("my flat at 2 Mill Court, Derby", "Paul Field", "Son"),
      ],
      executors: [executor("Karen Field", "child"), executor("Paul Field", "child")],
    }),
    findings: { will: [WITNESS, "gift-mortgage-words", LAND_OWNED_JOINTLY, LAND_OWNED_JOINTLY] },
    clauses: [
      "I give to Karen Field (Daughter), if they survive me by 28 days: my house at 8 Park Lane, Derby, free of mortgage.",
      "Unless the words of the gift itself say otherwise, a gift of land or a building in this clause is given subject to any mortgage or other charge on it",
    ],
    deaths: [{ predeceased: [], takes: { "Karen Field": 0.5, "Paul Field": 0.5 } }],
  },
  {
    name: "partner-and-former-wife-coded-spouse-as-executors",
    about:
      "A divorced father names his partner (coded spouse: the form offers no partner) as executor and his former wife, also coded spouse, as replacement. The will is made after the divorce, so both appointments stand, but neither is his spouse.",
    formData: formDataOf({
      testator: { fullName: "Neil Carter", dateOfBirth: "1972-12-01" },
      maritalStatus: "divorced",
      children: [child("Mia Carter", 22)],
      beneficiaries: [share("Anita Shah", "Partner", 50), share("Mia Carter", "Daughter", 50)],
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      executors: [executor("Anita Shah", "spouse"), executor("Karen Carter", "spouse")],
      circumstances: { partnerName: "Anita Shah" },
    }),
    findings: { will: [WITNESS, "marriage-revokes-will", "divorced-review-will"] },
    clauses: [
      "I appoint Anita Shah (Partner) of 1 Church Lane, York YO1 7HH to be my executor and trustee.",
      "I appoint Karen Carter of 1 Church Lane, York YO1 7HH as my replacement executor",
    ],
    absentClauses: ["(Spouse)"],
    deaths: [
      { predeceased: [], takes: { "Anita Shah": 0.5, "Mia Carter": 0.5 } },
      {
        predeceased: ["Mia Carter"],
        leavingChildren: ["Mia Carter"],
        takes: { "Anita Shah": 0.5, "children of Mia Carter": 0.5 },
      },
    ],
  },
  {
    name: "married-and-expecting-to-marry-the-spouse",
    about:
      "Sent through the API: a married man's will would say it is made expecting his marriage to his own wife, a marriage that has already happened (Wills Act 1837 s.18(3) speaks of a marriage to come). Blocked.",
    formData: formDataOf({
      testator: { fullName: "David Clarke", dateOfBirth: "1970-07-07" },
      maritalStatus: "married",
      spouse: { fullName: "Sarah Louise Clarke", dateOfBirth: "1971-08-08" },
      beneficiaries: [share("Sarah Louise Clarke", "Wife", 100)],
      backUps: [share("Amy Clarke", "Daughter", 100)],
      executors: [executor("Sarah Louise Clarke", "spouse"), executor("Amy Clarke", "child")],
      circumstances: { expectedMarriageTo: "Sarah Louise Clarke" },
    }),
    findings: { will: ["expecting-to-marry-the-spouse", WITNESS] },
    clauses: [],
    deaths: [],
  },
  {
    name: "gift-to-a-young-son-when-he-reaches-21",
    about:
      "A divorced father gives £5,000 to his son of 10 'when he reaches 21', with no children's trust. Read with the clause that holds a minor's gift only until 18, the will did not say when the gift is paid or who takes it if the son dies at 19: the will now says a gift whose condition is not met falls into the residue, and the checks advise.",
    formData: formDataOf({
      testator: { fullName: "Gareth Price", dateOfBirth: "1975-01-01" },
      maritalStatus: "divorced",
      children: [child("Owen Price", 10, [guardian("Rhian Bowen", "Sister")]), child("Dylan Price", 24)],
      beneficiaries: [share("Dylan Price", "Son", 50), share("Owen Price", "Son", 50)],
      backUps: [share("Rhian Bowen", "Sister", 100)],
      gifts: [
        gift("£5,000", "Owen Price", "Son", "when he reaches 21"),
        gift("my golf clubs", "Dylan Price", "Son", "that he keeps them in the family"),
      ],
      executors: [executor("Rhian Bowen", "sibling"), executor("Dylan Price", "child")],
      coExecutors: [executor("Huw Bowen", "other")],
    }),
    findings: {
      will: [
        GUARDIANS_SOON,
        "minor-beneficiary-no-trust",
        WITNESS,
        "divorced-review-will",
        GIFT_CONDITION,
        GIFT_CONDITION,
      ],
    },
    clauses: [
      "I give to Owen Price (Son), if they survive me by 28 days: £5,000. This gift is subject to this condition: when he reaches 21.",
      "If a gift in this clause fails for any reason (for example because the person does not survive me by 28 days, its condition is not met, or I no longer own what I have given) and does not pass to the person’s children",
    ],
    deaths: [
      { predeceased: [], takes: { "Dylan Price": 0.5, "Owen Price": 0.5 } },
      { predeceased: ["Owen Price"], takes: { "Dylan Price": 0.5, "Rhian Bowen": 0.5 } },
    ],
  },
  {
    name: "gift-to-a-grandson-if-18-with-a-childrens-trust",
    about:
      "A widow with a children's trust to 25 gives her grandson £2,000 'if he has reached 18 when I die': a condition met or not at her death, which the checks explain; a gift without a condition says nothing of conditions.",
    formData: formDataOf({
      testator: { fullName: "Margaret Lewis", dateOfBirth: "1948-02-02" },
      maritalStatus: "widowed",
      children: [child("Susan Lewis", 17, [guardian("Peter Lewis", "Brother")])],
      beneficiaries: [share("Susan Lewis", "Daughter", 100)],
      backUps: [share("Peter Lewis", "Brother", 100)],
      trustAge: 25,
      gifts: [
        gift("£2,000", "Jack Lewis", "Grandson", "if he has reached 18 when I die"),
        gift("my piano", "Peter Lewis", "Brother"),
      ],
      executors: [executor("Peter Lewis", "sibling"), executor("Ann Lewis", "other")],
      coExecutors: [executor("Tom Lewis", "other")],
    }),
    findings: { will: [GUARDIANS_SOON, WITNESS, GIFT_CONDITION] },
    clauses: [
      "This gift is subject to this condition: if he has reached 18 when I die.",
      "its condition is not met, or I no longer own what I have given",
      "my trustees will hold that part on trust for them until they reach 25",
    ],
    deaths: [
      { predeceased: [], takes: { "Susan Lewis": 1 } },
      {
        predeceased: ["Susan Lewis"],
        leavingChildren: ["Susan Lewis"],
        takes: { "children of Susan Lewis": 1 },
      },
    ],
  },
  {
    name: "house-to-a-son-and-a-daughter-together",
    about:
      "A widower gives his house to his son and daughter in one entry ('Leo Hall and Mia Hall'). If the son dies first leaving children, they take his half of the house (s.33, written out), as they take his half of the residue; before, the daughter took the whole house, while the checks told him his son's children would take.",
    formData: formDataOf({
      testator: { fullName: "Rob Hall", dateOfBirth: "1950-01-01" },
      maritalStatus: "widowed",
      children: [child("Leo Hall", 40), child("Mia Hall", 38)],
      beneficiaries: [share("Leo Hall", "Son", 50), share("Mia Hall", "Daughter", 50)],
      gifts: [
        gift("my house at 3 Elm Road, York", "Leo and Mia Hall", "Son and daughter"),
        gift("my car", "Mia Hall and Kate Green", "Daughter and friend"),
        gift("my books", "Ann Bell and Joe Bell", "Friends"),
      ],
      executors: [executor("Leo Hall", "child"), executor("Mia Hall", "child")],
    }),
    findings: {
      will: [WITNESS, LAND_OWNED_JOINTLY, "child-beneficiary-substitution", "no-contingent-beneficiaries"],
    },
    clauses: [
      "If any of Leo Hall or Mia Hall does not survive me by 28 days but leaves children who do, those children take, in equal shares, the gift, or the part of a gift, their parent would have taken.",
      "A gift in this clause to two or more people together is shared equally between them. If one of them does not survive me by 28 days, their part passes to their children under clause 4.5 where that clause applies to them; otherwise it is added equally to the parts of the others that take effect (a part that passes to someone’s children under that clause takes effect, and what is added to it passes to those children).",
      "A child of mine born or adopted after I sign this will shares in the gift in clause 4.1 equally with my children named there",
    ],
    absentClauses: [
      "shares in the gift in clause 4.2",
      "shared equally between those of them who survive me",
      "Ann Bell or",
      "Kate Green does not",
    ],
    deaths: [
      { predeceased: [], takes: { "Leo Hall": 0.5, "Mia Hall": 0.5 } },
      {
        predeceased: ["Leo Hall"],
        leavingChildren: ["Leo Hall"],
        takes: { "children of Leo Hall": 0.5, "Mia Hall": 0.5 },
      },
      { predeceased: ["Leo Hall"], takes: { "Mia Hall": 1 } },
    ],
  },
  {
    name: "grandchildren-as-a-back-up-and-a-gift",
    about:
      "A widower leaves the residue to his two children with 'My grandchildren' as the back-up, and £1,000 to 'My grandchildren' and £500 to 'my nieces and nephews'. The will printed each group as one person ('the following person: My grandchildren: 100%', 'if they survive me by 28 days: £1,000'), leaving unclear who is in it, whether £1,000 is each one's or shared, and what happens if one dies first. Blocked until each is named.",
    formData: formDataOf({
      testator: { fullName: "Rob Hall", dateOfBirth: "1950-01-01" },
      maritalStatus: "widowed",
      children: [child("Leo Hall", 40), child("Mia Hall", 38)],
      beneficiaries: [share("Leo Hall", "Son", 50), share("Mia Hall", "Daughter", 50)],
      backUps: [share("My grandchildren", "Grandchildren", 100)],
      gifts: [
        gift("£1,000", "My grandchildren", "Grandchildren"),
        gift("£500", "my nieces and nephews", "Nieces and nephews"),
        gift("£200", "Sisters of Mercy", "Charity"),
      ],
      executors: [executor("Leo Hall", "child"), executor("Mia Hall", "child")],
    }),
    findings: {
      will: ["name-is-a-group", "name-is-a-group", "name-is-a-group", WITNESS, "charity-number-missing"],
    },
    clauses: [],
    deaths: [],
  },
  {
    name: "the-children-of-a-son-in-one-share",
    about:
      "A widow gives a quarter of her residue to 'the children of Leo Hall' and the rest to her daughter, with her son's children named one by one as back-ups: the group's share is blocked (who is in it, and what if one dies first), the named back-ups are not.",
    formData: formDataOf({
      testator: { fullName: "Ann Hall", dateOfBirth: "1948-01-01" },
      maritalStatus: "widowed",
      children: [child("Mia Hall", 45)],
      beneficiaries: [
        share("Mia Hall", "Daughter", 75),
        share("the children of Leo Hall", "Grandchildren", 25),
      ],
      backUps: [share("Tom Hall", "Grandson", 50), share("Amy Hall", "Granddaughter", 50)],
      executors: [executor("Mia Hall", "child"), executor("Tom Hall", "other")],
    }),
    findings: { will: ["name-is-a-group", WITNESS] },
    clauses: [],
    deaths: [],
  },
  {
    name: "mirror-with-a-son-whose-guardian-is-the-ex-wife",
    about:
      "A remarried father's son Owen lives partly with his mother, Sian, whom he names as Owen's guardian ('Ex-wife'); mirror wills. The wife's mirror will would call Owen her child and appoint Sian as his guardian, which she cannot (Children Act 1989 s.5(3): only a parent with parental responsibility appoints). No stepchild is named, so nothing was said: now a professional review is recommended.",
    formData: formDataOf({
      testator: { fullName: "Mark Evans", dateOfBirth: "1980-01-01" },
      maritalStatus: "married",
      spouse: { fullName: "Lucy Evans", dateOfBirth: "1982-02-02", mirror: true },
      children: [
        child("Owen Evans", 9, [guardian("Sian Price", "Ex-wife")]),
        child("Cara Evans", 3, [guardian("Anna Jones", "Sister")]),
      ],
      beneficiaries: [share("Lucy Evans", "Wife", 100)],
      backUps: [share("Owen Evans", "Son", 50), share("Cara Evans", "Daughter", 50)],
      trustAge: 25,
      executors: [executor("Lucy Evans", "spouse"), executor("Anna Jones", "sibling")],
      coExecutors: [executor("Tom Jones", "other")],
    }),
    findings: {
      will: [GUARDIANS_SOON, WITNESS, "mirror-blended-family"],
      mirror: [GUARDIANS_SOON, WITNESS, "mirror-blended-family"],
    },
    clauses: ["I appoint Sian Price (Ex-wife) to be the guardian of my child Owen Evans while under 18."],
    mirrorClauses: ["Last Will and Testament of Lucy Evans", "Mark Evans (Spouse): 100%"],
    deaths: [
      { predeceased: [], takes: { "Lucy Evans": 1 } },
      { predeceased: ["Lucy Evans"], takes: { "Owen Evans": 0.5, "Cara Evans": 0.5 } },
      { predeceased: ["Mark Evans"], mirror: true, takes: { "Owen Evans": 0.5, "Cara Evans": 0.5 } },
    ],
  },
  {
    name: "replacement-executor-already-a-joint-executor",
    about:
      "A widow names her daughter as executor, her son as joint executor, and her son again as replacement executor. The will reads 'If any of Mia Hall or Leo Hall dies ..., I appoint Leo Hall ... in their place': the replacement replaces no one, so the will has none. Only the main executor named twice was warned about.",
    formData: formDataOf({
      testator: { fullName: "Ann Hall", dateOfBirth: "1950-01-01" },
      maritalStatus: "widowed",
      children: [child("Mia Hall", 45), child("Leo Hall", 40)],
      beneficiaries: [share("Mia Hall", "Daughter", 50), share("Leo Hall", "Son", 50)],
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      executors: [executor("Mia Hall", "child"), executor("Leo Hall", "child")],
      coExecutors: [executor("Leo Hall", "child")],
    }),
    findings: { will: ["same-primary-and-alternate-executor", WITNESS] },
    clauses: ["I appoint Leo Hall (Child) of 1 Church Lane, York YO1 7HH as my replacement executor"],
    deaths: [
      { predeceased: ["Leo Hall"], takes: { "Mia Hall": 0.5, "Oxfam (registered charity 202918)": 0.5 } },
    ],
  },
  {
    name: "separated-husband-names-his-partner-as-spouse",
    about:
      "A man still married to Karen Hill, but separated, names his partner Kate Green as executor with the relationship Spouse and leaves her half his estate as 'Wife'. The will read both as his wife: it appointed Karen Hill executor and gave her the half, with only a warning. A name sharing no word with the spouse's is someone else: blocked until the relationship or the name is corrected.",
    formData: formDataOf({
      testator: { fullName: "Paul Hill", dateOfBirth: "1970-01-01" },
      maritalStatus: "married",
      spouse: { fullName: "Karen Hill" },
      children: [child("Amy Hill", 20)],
      beneficiaries: [share("Kate Green", "Wife", 50), share("Amy Hill", "Daughter", 50)],
      backUps: [share("Shelter (registered charity 263710)", "Charity", 100)],
      executors: [executor("Kate Green", "spouse"), executor("Amy Hill", "child")],
    }),
    findings: {
      will: [
        "spouse-relationship-other-name",
        "spouse-relationship-other-name",
        WITNESS,
        "spouse-not-provided-for",
      ],
    },
    clauses: [],
    deaths: [],
  },
  {
    name: "wife-named-by-her-maiden-name",
    about:
      "The wife is 'Karen Hill' on Family Details and 'Karen Smith', her maiden name, as beneficiary (Wife) and executor (Spouse): a name sharing a word with the spouse's is still read as the spouse, with a warning.",
    formData: formDataOf({
      testator: { fullName: "Paul Hill", dateOfBirth: "1970-01-01" },
      maritalStatus: "married",
      spouse: { fullName: "Karen Hill" },
      children: [child("Amy Hill", 20)],
      beneficiaries: [share("Karen Smith", "Wife", 100)],
      backUps: [share("Amy Hill", "Daughter", 100)],
      executors: [executor("Karen Smith", "spouse"), executor("Amy Hill", "child")],
    }),
    findings: { will: ["spouse-name-differs", "spouse-name-differs", WITNESS] },
    clauses: ["Karen Hill (Wife): 100%", "I appoint Karen Hill (Spouse)"],
    deaths: [{ predeceased: [], takes: { "Karen Hill": 1 } }],
  },
  {
    name: "trust-age-sent-without-children",
    about:
      "Sent through the API: a single woman with no children, her niece as beneficiary, and a children's trust at 30 stored. The will has no children's trust (only the clause holding anything for someone under 18), so the checks must not recommend review of an age the will does not use.",
    formData: formDataOf({
      testator: { fullName: "Joan Price", dateOfBirth: "1960-05-05" },
      maritalStatus: "single",
      beneficiaries: [share("Ella Price", "Niece", 100)],
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      trustAge: 30,
      executors: [executor("Ella Price", "other"), executor("Tom Price", "sibling")],
    }),
    findings: { will: [WITNESS] },
    clauses: [
      "Anyone who becomes entitled to any part of my estate under this will while under 18 is entitled to it, but my trustees will hold it for them until they reach 18.",
    ],
    absentClauses: ["until they reach 30", "Trust for my children"],
    deaths: [{ predeceased: ["Ella Price"], takes: { "Oxfam (registered charity 202918)": 1 } }],
  },
  {
    name: "children-typed-by-first-name",
    about:
      "A widow leaves her residue to 'Mia' (Daughter) and 'Leo Hall' (Son), and her ring to 'Leo' (Son), her children being Mia Hall and Leo Hall. Read as other people, the will named a 'Mia' and a 'Leo' beside the children, gave no share to a child born later (the list was not all her children), and the witness check would have let Mia Hall witness. A first name alone with a child's relationship is that child, with a warning.",
    formData: formDataOf({
      testator: { fullName: "Ann Hall", dateOfBirth: "1950-01-01" },
      maritalStatus: "widowed",
      children: [child("Mia Hall", 45), child("Leo Hall", 40)],
      beneficiaries: [share("Mia", "Daughter", 50), share("Leo Hall", "Son", 50)],
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      gifts: [gift("my ring", "Leo", "Son"), gift("my books", "Mia", "Friend")],
      executors: [executor("Mia Hall", "child"), executor("Leo Hall", "child")],
    }),
    findings: { will: ["child-first-name-only", "child-first-name-only", WITNESS] },
    clauses: [
      "I give to Leo Hall (Son), if they survive me by 28 days: my ring.",
      "I give to Mia (Friend), if they survive me by 28 days: my books.",
      "Mia Hall (Daughter): 50%",
      AFTER_BORN,
    ],
    absentClauses: ["Mia (Daughter)"],
    deaths: [
      {
        predeceased: ["Mia Hall"],
        leavingChildren: ["Mia Hall"],
        takes: { "children of Mia Hall": 0.5, "Leo Hall": 0.5 },
      },
    ],
  },
  {
    name: "cottage-to-two-grandchildren-together",
    about:
      "A widow whose son takes the residue (his children, Leo and Mia, as back-ups) gives her cottage to 'Leo and Mia Hall' (Grandchildren), £5,000 to 'Amy Hall and Ben Hall' (Granddaughter/grandson) and her books to 'Mia Hall and Kate Green' (Granddaughter and friend). The gifts were shared 'between those of them who survive me': words that exclude s.33, so if Leo died first leaving children, Mia took the whole cottage, while the residue passed Leo's part to his children. A grandchild's part of a joint gift now passes to their own children, as a child's does; the friend's part still goes to the others.",
    formData: formDataOf({
      ...WIDOW_AND_HER_SON,
      backUps: [share("Leo Hall", "Grandson", 50), share("Mia Hall", "Granddaughter", 50)],
      gifts: [
        gift("my cottage at 5 Moor Lane, Whitby", "Leo and Mia Hall", "Grandchildren"),
        gift("£5,000", "Amy Hall and Ben Hall", "Granddaughter/grandson"),
        gift("my books", "Mia Hall and Kate Green", "Granddaughter and friend"),
      ],
      executors: [executor("Tom Hall", "child"), executor("Leo Hall", "other")],
    }),
    findings: { will: [WITNESS, LAND_OWNED_JOINTLY] },
    clauses: [
      "I give to Leo and Mia Hall (Grandchildren), if they survive me by 28 days: my cottage at 5 Moor Lane, Whitby.",
      "If any of Leo Hall, Mia Hall, Amy Hall or Ben Hall does not survive me by 28 days but leaves children who do, those children take, in equal shares, the gift, or the part of a gift, their parent would have taken.",
      "A gift in this clause to two or more people together is shared equally between them. If one of them does not survive me by 28 days, their part passes to their children under clause 4.4 where that clause applies to them; otherwise it is added equally to the parts of the others that take effect (a part that passes to someone’s children under that clause takes effect, and what is added to it passes to those children).",
      "and does not pass to the person’s children under clause 4.4, it falls into my residuary estate under clause 5.",
    ],
    absentClauses: ["shared equally between those of them who survive me", "Kate Green does not"],
    deaths: [
      { predeceased: [], takes: { "Tom Hall": 1 } },
      { predeceased: ["Tom Hall"], leavingChildren: ["Tom Hall"], takes: { "children of Tom Hall": 1 } },
      {
        predeceased: ["Tom Hall", "Leo Hall"],
        leavingChildren: ["Leo Hall"],
        takes: { "children of Leo Hall": 0.5, "Mia Hall": 0.5 },
      },
      { predeceased: ["Tom Hall", "Leo Hall"], takes: { "Mia Hall": 1 } },
    ],
  },
  {
    name: "three-grandchildren-with-two-relationship-words",
    about:
      "A widow gives £3,000 to 'Leo, Mia and Sam Hall' with the relationship 'Grandson and granddaughter': three names, two words. The will cannot tell which of them is a grandchild whose part passes to their own children if they die first, so it is blocked until there is a word for each, or one for all ('Grandchildren').",
    formData: formDataOf({
      ...WIDOW_AND_HER_SON,
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      gifts: [gift("£3,000", "Leo, Mia and Sam Hall", "Grandson and granddaughter")],
      executors: [executor("Tom Hall", "child"), executor("Kate Green", "friend")],
    }),
    findings: { will: ["joint-gift-relationships-unclear", WITNESS] },
    clauses: [],
    deaths: [],
  },
  {
    name: "solicitors-firm-coded-other-as-replacement-executor",
    about:
      "A widow names her son as executor and 'Smith & Co Solicitors' as replacement, choosing 'Other' as the relationship and leaving the 18-or-over box unticked. The will had no charging clause (a professional trustee who is not a trust corporation may then be paid only with the other trustees' written agreement, and never as sole trustee: Trustee Act 2000 s.29(2)), so the firm would decline to act; it appointed the firm by name (read as its partners when the will was signed, who may have left, and failing if the firm merged); and the checks asked her to make sure the firm was 18 or over. Now: the partners at her death or the firm that carries on the practice, the charging clause, and a warning to ask the firm first.",
    formData: formDataOf({
      ...WIDOW_AND_HER_SON,
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      executors: [
        executor("Tom Hall", "child"),
        { ...executor("Smith & Co Solicitors", "other", "2 High Street, York YO1 8AA"), isAdult: undefined },
      ],
    }),
    findings: { will: ["executor-is-a-firm", WITNESS] },
    clauses: [
      "If Tom Hall dies before me, or cannot or will not act as my executor, or stops acting, I appoint Smith & Co Solicitors of 2 High Street, York YO1 8AA as my replacement executor, to be my executor and trustee in their place.",
      `The firm or company I appoint in this clause, Smith & Co Solicitors, ${FIRM_CLAUSE}`,
      CHARGING_CLAUSE,
    ],
    deaths: [
      { predeceased: [], takes: { "Tom Hall": 1 } },
      { predeceased: ["Tom Hall"], takes: { "Oxfam (registered charity 202918)": 1 } },
    ],
  },
  {
    name: "mirror-care-wishes-that-say-my-sister",
    about:
      "A married father with mirror wills names his sister Anna Jones as their daughter's guardian, and writes that Cara should 'live near my sister Anna and my parents in Leeds'. The mirror will copies the wishes word for word as his wife's own, where 'my sister' and 'my parents' are hers: a guardian or court would look for other people. Nothing was said; now a warning asks for names.",
    formData: formDataOf({
      testator: { fullName: "Mark Evans", dateOfBirth: "1980-01-01" },
      maritalStatus: "married",
      spouse: { fullName: "Lucy Evans", dateOfBirth: "1982-02-02", mirror: true },
      children: [
        {
          ...child("Cara Evans", 3, [guardian("Anna Jones", "Sister")]),
          guardianshipRequests: "I would like Cara to live near my sister Anna and my parents in Leeds.",
        },
      ],
      beneficiaries: [share("Lucy Evans", "Wife", 100)],
      backUps: [share("Cara Evans", "Daughter", 100)],
      trustAge: 25,
      executors: [executor("Lucy Evans", "spouse"), executor("Anna Jones", "sibling")],
      coExecutors: [executor("Tom Jones", "other")],
    }),
    findings: {
      will: ["mirror-care-wishes-in-your-words", GUARDIANS_SOON, WITNESS],
      mirror: ["mirror-care-wishes-in-your-words", GUARDIANS_SOON, WITNESS],
    },
    clauses: [
      "I appoint Anna Jones (Sister) to be the guardian of my child Cara Evans while under 18.",
      "My wishes for the care of Cara Evans. These wishes are not legally binding.",
    ],
    mirrorClauses: [
      "I appoint Anna Jones (Sister-in-law) to be the guardian of my child Cara Evans while under 18.",
      "I would like Cara to live near my sister Anna and my parents in Leeds.",
    ],
    deaths: [
      { predeceased: [], takes: { "Lucy Evans": 1 } },
      { predeceased: ["Lucy Evans"], takes: { "Cara Evans": 1 } },
      { predeceased: ["Mark Evans"], mirror: true, takes: { "Cara Evans": 1 } },
    ],
  },
  {
    name: "engaged-and-leaving-the-fiance-nothing",
    about:
      "A divorced man engaged to Priya Sharma leaves everything to his adult daughter. His will says it is made expecting that marriage, so it survives it (s.18(3)) and still leaves his wife nothing; had it been revoked, she would have taken under the intestacy rules, and as his widow she could claim under the 1975 Act. Only 'marriage will not cancel it' was said; now a warning says she gets nothing.",
    formData: formDataOf({
      testator: { fullName: "Mark Whitfield", dateOfBirth: "1970-11-02" },
      maritalStatus: "divorced",
      children: [child("Ella Whitfield", 25)],
      beneficiaries: [share("Ella Whitfield", "Daughter", 100)],
      backUps: [share("Joanne Whitfield", "Sister", 100)],
      executors: [executor("Ella Whitfield", "child"), executor("Joanne Whitfield", "sibling")],
      circumstances: { expectedMarriageTo: "Priya Sharma", partnerName: "Priya Sharma" },
    }),
    findings: {
      will: [WITNESS, "expected-spouse-not-named", "marriage-revokes-will", "divorced-review-will"],
    },
    clauses: [
      "I make this will expecting to marry, or to form a civil partnership with, Priya Sharma. I intend that this will, and every gift in it, is not revoked by my marriage to, or civil partnership with, Priya Sharma (Wills Act 1837, s.18(3) and s.18B(3)).",
      "I am not married and not in a civil partnership. Priya Sharma is my partner.",
    ],
    deaths: [
      { predeceased: [], takes: { "Ella Whitfield": 1 } },
      { predeceased: ["Ella Whitfield"], takes: { "Joanne Whitfield": 1 } },
    ],
  },
  {
    name: "divorced-man-leaves-half-to-his-wife",
    about:
      "A man who says he is divorced leaves half his residue to Karen Hill as 'Wife'. The will says 'I am not married and not in a civil partnership' and then 'Karen Hill (Wife): 50%'. Karen takes by her name either way, but the will contradicts itself: if he has remarried, his marital status is wrong (and the checks meant for a spouse were skipped); if she is his former wife, the will should say so. Nothing was said; now a warning asks which.",
    formData: formDataOf({
      testator: { fullName: "Paul Hill", dateOfBirth: "1970-01-01" },
      maritalStatus: "divorced",
      children: [child("Amy Hill", 20)],
      beneficiaries: [share("Karen Hill", "Wife", 50), share("Amy Hill", "Daughter", 50)],
      backUps: [share("Shelter (registered charity 263710)", "Charity", 100)],
      executors: [executor("Amy Hill", "child"), executor("Tom Hill", "sibling")],
    }),
    findings: { will: [WITNESS, "divorced-review-will", "spouse-word-not-married"] },
    clauses: ["I am not married and not in a civil partnership.", "Karen Hill (Wife): 50%"],
    deaths: [
      { predeceased: [], takes: { "Karen Hill": 0.5, "Amy Hill": 0.5 } },
      { predeceased: ["Karen Hill"], takes: { "Amy Hill": 0.5, "Shelter (registered charity 263710)": 0.5 } },
    ],
  },
  {
    name: "stepson-typed-as-son-with-step-in-brackets",
    about:
      "A widow leaves her residue equally to her daughter Mia Hall and her late husband's son Tom Reid, typed 'Son (step)'. The brackets were dropped as 'son (adopted)' is, so the will read Tom as her own son and gave his share to his children if he died first (s.33 written out), and the stepchild warning was not given. A stepson is not a descendant (s.33 covers the testator's own issue): his share goes to the others unless the will names his children.",
    formData: formDataOf({
      testator: { fullName: "Ann Hall", dateOfBirth: "1948-01-01" },
      maritalStatus: "widowed",
      children: [child("Mia Hall", 45)],
      beneficiaries: [share("Mia Hall", "Daughter", 50), share("Tom Reid", "Son (step)", 50)],
      executors: [executor("Mia Hall", "child"), executor("Tom Reid", "other")],
    }),
    findings: {
      will: [
        WITNESS,
        "child-beneficiary-substitution",
        "no-contingent-beneficiaries",
        "stepchild-no-substitution",
      ],
    },
    clauses: [
      "Tom Reid (Son (step)): 50%",
      "If Mia Hall does not survive me by 28 days but leaves children who do, those children take, in equal shares, the share their parent would have taken.",
    ],
    absentClauses: ["If any of Mia Hall or Tom Reid", AFTER_BORN],
    deaths: [
      {
        predeceased: ["Tom Reid"],
        leavingChildren: ["Tom Reid"],
        takes: { "Mia Hall": 1 },
      },
      {
        predeceased: ["Mia Hall"],
        leavingChildren: ["Mia Hall"],
        takes: { "children of Mia Hall": 0.5, "Tom Reid": 0.5 },
      },
    ],
  },
  {
    name: "solicitors-firm-as-sole-executor-for-a-young-son",
    about:
      "A widower leaves everything to his son of 10 on trust to 25 and appoints 'Harper & Lowe Solicitors LLP' alone as executor. The will appoints the firm's partners (no more than two of them) or the LLP, so two trustees, or a company, can give a receipt when land held for the boy is sold (Trustee Act 1925 s.14(2)): the checks no longer say only one executor would act.",
    formData: formDataOf({
      testator: { fullName: "Rob Hall", dateOfBirth: "1975-01-01" },
      maritalStatus: "widowed",
      children: [child("Leo Hall", 10, [guardian("Anna Jones", "Sister")])],
      beneficiaries: [share("Leo Hall", "Son", 100)],
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      trustAge: 25,
      executors: [
        executor("Harper & Lowe Solicitors LLP", "professional"),
        executor("Anna Jones", "sibling"),
      ],
    }),
    findings: { will: ["executor-is-a-firm", GUARDIANS_SOON, WITNESS] },
    clauses: [
      "I appoint Harper & Lowe Solicitors LLP (Legal Professional) of 1 Church Lane, York YO1 7HH to be my executor and trustee.",
      `The firm or company I appoint in this clause, Harper & Lowe Solicitors LLP, ${FIRM_CLAUSE}`,
      "If any of my children becomes entitled to any part of my estate under this will before reaching the age of 25, my trustees will hold that part on trust for them until they reach 25",
    ],
    deaths: [
      { predeceased: [], takes: { "Leo Hall": 1 } },
      { predeceased: ["Leo Hall"], takes: { "Oxfam (registered charity 202918)": 1 } },
    ],
  },
  {
    name: "guardian-couple-typed-in-one-row",
    about:
      "A widowed mother of a boy of 6 wants her sister and brother-in-law to bring him up, and types them in one row, 'Nisha and Ravi Patel' (the guided form gives each row its own place in the order, so a couple has no other way in), with her friend Anna Jones as second choice. The will appointed them 'to be the guardian' and said 'If Nisha and Ravi Patel cannot or will not act, or has died, I appoint Anna Jones instead': unclear whether the death of one brought in Anna in place of both. They are two guardians appointed jointly, the survivor acting alone, and Anna only if neither can act.",
    formData: formDataOf({
      testator: { fullName: "Priya Shah", dateOfBirth: "1985-01-01" },
      maritalStatus: "widowed",
      children: [
        child("Arjun Shah", 6, [
          guardian("Nisha and Ravi Patel", "Sister and brother-in-law", 1),
          guardian("Anna Jones", "Friend", 2),
        ]),
      ],
      beneficiaries: [share("Arjun Shah", "Son", 100)],
      backUps: [share("Nisha Patel", "Sister", 100)],
      trustAge: 25,
      executors: [executor("Nisha Patel", "sibling"), executor("Anna Jones", "friend")],
      coExecutors: [executor("Ravi Patel", "other")],
    }),
    findings: { will: [GUARDIANS_SOON, WITNESS] },
    clauses: [
      "I appoint Nisha and Ravi Patel (Sister and brother-in-law) jointly to be the guardians of my child Arjun Shah while under 18. If neither Nisha nor Ravi Patel can or will act, I appoint Anna Jones (Friend) instead.",
      "Where I appoint two or more guardians jointly, they act together, and if one of them dies or cannot or will not act, the other or others may act alone.",
    ],
    absentClauses: ["to be the guardian of", "or has died, I appoint Anna Jones"],
    deaths: [
      { predeceased: [], takes: { "Arjun Shah": 1 } },
      { predeceased: ["Arjun Shah"], takes: { "Nisha Patel": 1 } },
    ],
  },
  {
    name: "two-executors-typed-in-one-row",
    about:
      "A widow types her son and daughter as one executor, 'Tom and Ann Hall', with her friend Kate Green as replacement. The will appointed 'Tom and Ann Hall (Child) of [one address] to be my executor' and said 'If Tom and Ann Hall dies before me ... I appoint Kate Green in their place': unclear whether Kate replaces both when one dies, and the checks counted one executor. Blocked until each has their own row (the form offers joint executors).",
    formData: formDataOf({
      testator: { fullName: "Rose Hall", dateOfBirth: "1948-01-01" },
      maritalStatus: "widowed",
      children: [child("Tom Hall", 50), child("Ann Hall", 47)],
      beneficiaries: [share("Tom Hall", "Son", 50), share("Ann Hall", "Daughter", 50)],
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      executors: [executor("Tom and Ann Hall", "child"), executor("Kate Green", "friend")],
    }),
    findings: { will: ["executor-names-several-people", WITNESS] },
    clauses: [],
    deaths: [],
  },
  {
    name: "house-to-two-young-children-together",
    about:
      "A widower leaves his house to his children of 10 and 8 together ('Leo and Mia Hall') and the rest to his sister, with one executor and no trust. The checks looked for each child's name among the gifts, did not find 'Leo Hall' in 'Leo and Mia Hall', and so said nothing about children inheriting: no second trustee to sell the house for them (Trustee Act 1925 s.14(2)), and no word that without a trust their shares pass to their own next of kin if they die under 18.",
    formData: formDataOf({
      testator: { fullName: "Rob Hall", dateOfBirth: "1980-01-01" },
      maritalStatus: "widowed",
      children: [
        child("Leo Hall", 10, [guardian("Anna Jones", "Sister")]),
        child("Mia Hall", 8, [guardian("Anna Jones", "Sister")]),
      ],
      beneficiaries: [share("Anna Jones", "Sister", 100)],
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      gifts: [gift("my house at 3 Elm Road, York", "Leo and Mia Hall", "Son and daughter")],
      executors: [executor("Anna Jones", "sibling"), executor("Tom Jones", "other")],
    }),
    findings: {
      will: [GUARDIANS_SOON, SINGLE_EXECUTOR, "minor-beneficiary-no-trust", WITNESS, LAND_OWNED_JOINTLY],
    },
    clauses: [
      "I give to Leo and Mia Hall (Son and daughter), if they survive me by 28 days: my house at 3 Elm Road, York.",
      "Anyone who becomes entitled to any part of my estate under this will while under 18 is entitled to it, but my trustees will hold it for them until they reach 18.",
    ],
    deaths: [
      { predeceased: [], takes: { "Anna Jones": 1 } },
      { predeceased: ["Anna Jones"], takes: { "Oxfam (registered charity 202918)": 1 } },
    ],
  },
  {
    name: "care-wishes-without-a-guardian",
    about:
      "A separated father whose son of 6 lives with his mother names no guardian (she has parental responsibility) but writes wishes for the boy's upbringing. The will printed a child's care wishes only inside the guardians clause, which a will without a guardian does not have: his words were left out of the will without a word. They are now printed among his wishes, not binding.",
    formData: formDataOf({
      testator: { fullName: "Rob Hall", dateOfBirth: "1985-01-01" },
      maritalStatus: "divorced",
      children: [
        {
          ...child("Leo Hall", 6),
          guardianshipRequests:
            "I would like Leo to be brought up in the Catholic faith and to stay at St Wilfrid's.",
        },
      ],
      beneficiaries: [share("Leo Hall", "Son", 100)],
      backUps: [share("Anna Jones", "Sister", 100)],
      trustAge: 25,
      executors: [executor("Anna Jones", "sibling"), executor("Tom Jones", "other")],
      coExecutors: [executor("Kate Green", "friend")],
    }),
    findings: { will: ["no-guardian-for-minor", WITNESS, "divorced-review-will"] },
    clauses: [
      "These wishes are not legally binding. I ask my executors and my family to take them into account.",
      "My wishes for the care of Leo Hall: I would like Leo to be brought up in the Catholic faith and to stay at St Wilfrid's.",
    ],
    absentClauses: ["Guardians for my children"],
    deaths: [
      { predeceased: [], takes: { "Leo Hall": 1 } },
      { predeceased: ["Leo Hall"], takes: { "Anna Jones": 1 } },
    ],
  },
  {
    name: "house-to-the-wife-and-son-together",
    about:
      "A married man leaves his half of the house to his wife and son together ('Lucy and Leo Evans', Wife and son) and the rest to his son. The will was blocked as if 'Lucy and Leo Evans' were the wife typed short ('type the name exactly as on Family Details, or add a middle name'), which no answer could satisfy; and the checks looked for the wife by her own entry, did not find her in the joint gift, and told him she gets nothing and to see a professional (1975 Act), which was untrue.",
    formData: formDataOf({
      testator: { fullName: "Mark Evans", dateOfBirth: "1960-01-01" },
      maritalStatus: "married",
      spouse: { fullName: "Lucy Evans" },
      children: [child("Leo Evans", 30)],
      beneficiaries: [share("Leo Evans", "Son", 100)],
      backUps: [share("Anna Jones", "Sister", 100)],
      gifts: [gift("my share of our home at 4 Park Road, York", "Lucy and Leo Evans", "Wife and son")],
      executors: [executor("Leo Evans", "child"), executor("Anna Jones", "sibling")],
    }),
    findings: { will: [WITNESS, LAND_OWNED_JOINTLY] },
    clauses: [
      "I give to Lucy and Leo Evans (Wife and son), if they survive me by 28 days: my share of our home at 4 Park Road, York.",
      "If Leo Evans does not survive me by 28 days but leaves children who do, those children take, in equal shares, the gift, or the part of a gift, their parent would have taken.",
    ],
    deaths: [
      { predeceased: [], takes: { "Leo Evans": 1 } },
      { predeceased: ["Leo Evans"], leavingChildren: ["Leo Evans"], takes: { "children of Leo Evans": 1 } },
    ],
  },
  {
    name: "piano-to-two-children-by-first-names",
    about:
      "A widow leaves her piano to 'Leo and Mia' (Son and daughter), her children Leo Hall and Mia Hall, and the rest to her friend. Read as two other people, the s.33 clause named a 'Leo' and a 'Mia' the will does not otherwise know, and the witness check let Mia Hall witness the will that gives her half the piano (s.15). A first name alone with a child's relationship is that child, in a gift to several as in a gift to one.",
    formData: formDataOf({
      testator: { fullName: "Ann Hall", dateOfBirth: "1948-01-01" },
      maritalStatus: "widowed",
      children: [child("Leo Hall", 40), child("Mia Hall", 38)],
      beneficiaries: [share("Kate Green", "Friend", 100)],
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      gifts: [gift("my piano", "Leo and Mia", "Son and daughter")],
      executors: [executor("Kate Green", "friend"), executor("Tom Reid", "other")],
    }),
    findings: { will: [WITNESS] },
    clauses: [
      "I give to Leo and Mia (Son and daughter), if they survive me by 28 days: my piano.",
      "If any of Leo Hall or Mia Hall does not survive me by 28 days but leaves children who do, those children take, in equal shares, the gift, or the part of a gift, their parent would have taken.",
    ],
    absentClauses: ["If any of Leo or Mia"],
    deaths: [
      { predeceased: [], takes: { "Kate Green": 1 } },
      { predeceased: ["Kate Green"], takes: { "Oxfam (registered charity 202918)": 1 } },
    ],
  },
  {
    name: "gift-to-a-stepson",
    about:
      "A widow leaves her car to her late husband's son Tom Reid ('Stepson') and everything else to her daughter. A stepson is not her descendant, so if he dies first leaving children the car goes into the residue (to her daughter), not to them: the checks said so for a stepchild's share of the residue, and nothing for a gift.",
    formData: formDataOf({
      testator: { fullName: "Ann Hall", dateOfBirth: "1948-01-01" },
      maritalStatus: "widowed",
      children: [child("Mia Hall", 45)],
      beneficiaries: [share("Mia Hall", "Daughter", 100)],
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      gifts: [gift("my car", "Tom Reid", "Stepson")],
      executors: [executor("Mia Hall", "child"), executor("Tom Reid", "other")],
    }),
    findings: { will: [WITNESS, "stepchild-no-substitution"] },
    clauses: [
      "I give to Tom Reid (Stepson), if they survive me by 28 days: my car.",
      "If a gift in this clause fails for any reason (for example because the person does not survive me by 28 days, or I no longer own what I have given), it falls into my residuary estate under clause 5.",
    ],
    absentClauses: ["If Tom Reid does not survive me"],
    deaths: [
      { predeceased: [], takes: { "Mia Hall": 1 } },
      { predeceased: ["Mia Hall"], leavingChildren: ["Mia Hall"], takes: { "children of Mia Hall": 1 } },
    ],
  },
  {
    name: "solicitor-executor-typed-with-her-occupation",
    about:
      "A widow names her solicitor as executor, typed 'Jane Doe, Solicitor'. The comma does not make her two people: she is one executor, not blocked as two people in one row, with the warning that the will prints a name as typed.",
    formData: formDataOf({
      ...WIDOW_AND_HER_SON,
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      executors: [executor("Jane Doe, Solicitor", "professional"), executor("Tom Hall", "child")],
    }),
    findings: { will: ["name-with-description", WITNESS] },
    clauses: ["I appoint Jane Doe, Solicitor (Legal Professional)", "may charge for the work"],
    deaths: [{ predeceased: [], takes: { "Tom Hall": 1 } }],
  },
  {
    name: "guardian-typed-as-one-or-the-other",
    about:
      "A widowed mother types her son's guardian as 'Nisha Patel or Ravi Patel', and leaves her car to 'Sam or Kit Evans'. The will appointed 'Nisha Patel or Ravi Patel (Sister or brother-in-law) to be the guardian' and gave the car to 'Sam or Kit Evans': it did not say which of them, an uncertainty that can make the appointment or the gift fail. Blocked until each names one person; a second choice has its own place.",
    formData: formDataOf({
      testator: { fullName: "Priya Shah", dateOfBirth: "1985-01-01" },
      maritalStatus: "widowed",
      children: [child("Arjun Shah", 6, [guardian("Nisha Patel or Ravi Patel", "Sister or brother-in-law")])],
      beneficiaries: [share("Arjun Shah", "Son", 100)],
      backUps: [share("Nisha Patel", "Sister", 100)],
      trustAge: 25,
      gifts: [gift("my car", "Sam or Kit Evans", "Nephews")],
      executors: [executor("Nisha Patel", "sibling"), executor("Anna Jones", "friend")],
      coExecutors: [executor("Ravi Patel", "other")],
    }),
    findings: { will: ["name-with-or", "name-with-or", GUARDIANS_SOON, WITNESS] },
    clauses: [],
    deaths: [],
  },
  {
    name: "son-named-twice-in-the-residue",
    about:
      "A widow leaves her residue to 'Tom Hall' (Son) 50% and 'Tom Hall' (Son) 50% again, meaning her son and her grandson, who has his name, or typing one row twice. The will printed 'Tom Hall (Son): 50%' twice and 'If any of Tom Hall or Tom Hall does not survive me', read both as one person, and said nothing. Blocked until one row, or a middle name that tells them apart.",
    formData: formDataOf({
      ...WIDOW_AND_HER_SON,
      beneficiaries: [share("Tom Hall", "Son", 50), share("Tom Hall", "Son", 50)],
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      executors: [executor("Tom Hall", "child"), executor("Kate Green", "friend")],
      coExecutors: [executor("Tom Hall", "child")],
    }),
    findings: { will: ["named-twice", "named-twice", WITNESS] },
    clauses: [],
    deaths: [],
  },
  {
    name: "charities-beside-people-in-gifts-residue-and-back-ups",
    about:
      "A widow leaves her piano to her nephew and £1,000 to the RSPCA; half her residue to her daughter and half to Cancer Research UK, with her nephew and Oxfam as back-ups. The will said of each charity 'if they survive me by 28 days': an organisation does not survive anyone. A gift to an organisation now takes effect if it exists at the death, and a charity whose work has passed to another charity, before or after the death, goes on to that charity. Who takes is unchanged: a charity wound up before the death with no successor fails as a person who died first would.",
    formData: formDataOf({
      testator: { fullName: "Edith Carter", dateOfBirth: "1945-03-03" },
      maritalStatus: "widowed",
      children: [child("Sarah Carter", 55)],
      beneficiaries: [
        share("Sarah Carter", "Daughter", 50),
        share("Cancer Research UK (registered charity 1089464)", "Charity", 50),
      ],
      backUps: [share("Ben Carter", "Nephew", 50), share("Oxfam (registered charity 202918)", "Charity", 50)],
      gifts: [
        gift("my piano", "Ben Carter", "Nephew"),
        gift("£1,000", "RSPCA (registered charity 219099)", "Charity"),
      ],
      executors: [executor("Sarah Carter", "child"), executor("Ben Carter", "other")],
    }),
    findings: { will: [WITNESS] },
    clauses: [
      "I give to Ben Carter (Nephew), if they survive me by 28 days: my piano.",
      "I give to RSPCA (registered charity 219099) (Charity), if it exists at my death: £1,000.",
      "If a gift in this clause fails for any reason (for example because the person does not survive me by 28 days, the organisation no longer exists at my death, or I no longer own what I have given), it falls into my residuary estate under clause 5.",
      "I give my residuary estate to the following people and organisations in equal shares, each person on condition that they survive me by 28 days and each organisation on condition that it exists at my death: Sarah Carter (Daughter): 50% Cancer Research UK (registered charity 1089464) (Charity): 50%",
      "If a beneficiary named in clause 5.2 does not survive me by 28 days (or, for an organisation, no longer exists at my death) and their share does not pass to their children under clause 5.3, or their gift fails for any other reason, their share passes to the following people and organisations in equal shares, each person on condition that they survive me by 28 days and each organisation on condition that it exists at my death: Ben Carter (Nephew): 50% Oxfam (registered charity 202918) (Charity): 50%",
      "If any of the people and organisations named in clause 5.4 does not survive me by 28 days (or, for an organisation, no longer exists at my death), or their gift fails for any other reason, their part is added to the parts of the others named there whose gifts take effect",
      "If, before my death or before the gift is paid, a charity named in this will has changed its name, joined with another charity or passed its work to another charity, the gift takes effect as a gift to the charity that then does its work, and does not fail because the charity named no longer exists.",
      "My executors will pay my debts, my funeral and testamentary expenses, and any inheritance tax payable because of my death on the gifts in clause 4.",
      "no part of it falls on a share that is exempt, such as a share given to a charity (Inheritance Tax Act 1984, s.41).",
    ],
    absentClauses: [
      "(Charity), if they survive me",
      "each on condition that they survive me by 28 days: Sarah Carter",
    ],
    deaths: [
      // Everyone alive; and equally when Cancer Research UK has passed its work to another charity
      // before the death: the charity clause gives the half to that charity, in the named one's place.
      {
        predeceased: [],
        takes: { "Sarah Carter": 0.5, "Cancer Research UK (registered charity 1089464)": 0.5 },
      },
      // Cancer Research UK wound up before the death, its work passed to no one: its half goes to
      // the back-ups, not to the daughter.
      {
        predeceased: ["Cancer Research UK (registered charity 1089464)"],
        takes: { "Sarah Carter": 0.5, "Ben Carter": 0.25, "Oxfam (registered charity 202918)": 0.25 },
      },
      {
        predeceased: ["Cancer Research UK (registered charity 1089464)", "Sarah Carter"],
        leavingChildren: ["Sarah Carter"],
        takes: {
          "children of Sarah Carter": 0.5,
          "Ben Carter": 0.25,
          "Oxfam (registered charity 202918)": 0.25,
        },
      },
      // Both charities wound up: the nephew takes the whole failed half.
      {
        predeceased: ["Cancer Research UK (registered charity 1089464)", "Oxfam (registered charity 202918)"],
        takes: { "Sarah Carter": 0.5, "Ben Carter": 0.5 },
      },
    ],
  },
  {
    name: "club-takes-the-residue-with-a-lifeboat-charity-as-back-up",
    about:
      "A single man leaves everything to his sailing club, with the RNLI as back-up. The will said 'the following person, on condition that they survive me by 28 days: Whitby Sailing Club' and 'If the person named ... does not survive me'. A club is not a person and does not survive: each organisation now takes if it exists at his death. The club is not a charity, so nothing carries its gift to a successor: a club dissolved before his death leaves the estate to the RNLI, and with both gone it passes to his relatives in the intestacy order.",
    formData: formDataOf({
      testator: { fullName: "Graham Pike", dateOfBirth: "1952-02-02" },
      maritalStatus: "single",
      beneficiaries: [share("Whitby Sailing Club", "Club", 100)],
      backUps: [share("Royal National Lifeboat Institution (registered charity 209603)", "Charity", 100)],
      executors: [executor("Alan Pike", "sibling"), executor("Jo Pike", "other")],
    }),
    findings: { will: [WITNESS] },
    clauses: [
      "I give my residuary estate to the following organisation, on condition that it exists at my death: Whitby Sailing Club (Club): 100%",
      "If a beneficiary named in clause 4.2 no longer exists at my death, or their gift fails for any other reason, their share passes to the following organisation, on condition that it exists at my death: Royal National Lifeboat Institution (registered charity 209603) (Charity): 100%",
      "If the organisation named in clause 4.3 no longer exists at my death, or its gift fails for any other reason, the failed share is added to the shares under clause 4.2 that take effect",
      INTESTACY_LONG_STOP,
      "The receipt of the treasurer or other proper officer of a charity or other organisation that receives a gift under this will is a full discharge to my executors.",
    ],
    absentClauses: ["the following person", "they survive me by 28 days: Whitby", "If the person named"],
    deaths: [
      { predeceased: [], takes: { "Whitby Sailing Club": 1 } },
      {
        predeceased: ["Whitby Sailing Club"],
        takes: { "Royal National Lifeboat Institution (registered charity 209603)": 1 },
      },
      {
        predeceased: [
          "Whitby Sailing Club",
          "Royal National Lifeboat Institution (registered charity 209603)",
        ],
        takes: { "intestacy order": 1 },
      },
    ],
  },
  {
    name: "daughter-and-a-solicitors-firm-as-joint-executors-with-a-friend-to-replace",
    about:
      "A widower appoints his daughter and his solicitors, Harper & Lowe Solicitors, to act together, with a friend to replace either. The will said 'If any of Anna Brook or Harper & Lowe Solicitors dies before me': a firm does not die. It acts through the partners at the death, or the firm that carries on its practice; the replacement steps in if the daughter dies first, if the firm has ceased to exist with no successor, or if either cannot or will not act.",
    formData: formDataOf({
      testator: { fullName: "Walter Brook", dateOfBirth: "1944-04-04" },
      maritalStatus: "widowed",
      children: [child("Anna Brook", 50), child("Carl Brook", 47)],
      beneficiaries: [share("Anna Brook", "Daughter", 50), share("Carl Brook", "Son", 50)],
      executors: [executor("Anna Brook", "child"), executor("Ben Kirk", "friend")],
      coExecutors: [executor("Harper & Lowe Solicitors", "professional")],
    }),
    findings: {
      will: ["executor-is-a-firm", WITNESS, "child-beneficiary-substitution", "no-contingent-beneficiaries"],
    },
    clauses: [
      "If Anna Brook dies before me, or Harper & Lowe Solicitors ceases to exist before me with no firm or company carrying on its practice, or if either of them cannot or will not act as my executor, or stops acting, I appoint Ben Kirk (Friend) of 1 Church Lane, York YO1 7HH as my replacement executor, to be my executor and trustee in their place.",
      FIRM_CLAUSE,
      CHARGING_CLAUSE,
    ],
    absentClauses: ["Harper & Lowe Solicitors dies", "Lowe Solicitors does not"],
    deaths: [
      { predeceased: [], takes: { "Anna Brook": 0.5, "Carl Brook": 0.5 } },
      {
        predeceased: ["Anna Brook"],
        leavingChildren: ["Anna Brook"],
        takes: { "children of Anna Brook": 0.5, "Carl Brook": 0.5 },
      },
      { predeceased: ["Anna Brook"], takes: { "Carl Brook": 1 } },
    ],
  },
  {
    name: "two-sisters-and-an-accountants-firm-as-executors",
    about:
      "A single woman appoints her two sisters and her accountants, Dale & Co Accountants, to act together, with her nephew to replace any of them. 'If any of ... dies before me' is said of the sisters only; of the firm, that it ceases to exist with no successor.",
    formData: formDataOf({
      testator: { fullName: "Ruth Dale", dateOfBirth: "1958-08-08" },
      maritalStatus: "single",
      beneficiaries: [share("Jean Dale", "Sister", 50), share("Kath Dale", "Sister", 50)],
      backUps: [share("Tom Dale", "Nephew", 100)],
      executors: [executor("Jean Dale", "sibling"), executor("Tom Dale", "other")],
      coExecutors: [executor("Kath Dale", "sibling"), executor("Dale & Co Accountants", "professional")],
    }),
    findings: { will: ["executor-is-a-firm", WITNESS] },
    clauses: [
      "If any of Jean Dale or Kath Dale dies before me, or Dale & Co Accountants ceases to exist before me with no firm or company carrying on its practice, or if any of them cannot or will not act as my executor, or stops acting, I appoint Tom Dale of 1 Church Lane, York YO1 7HH as my replacement executor",
    ],
    absentClauses: ["Dale & Co Accountants dies"],
    deaths: [{ predeceased: ["Jean Dale"], takes: { "Kath Dale": 0.5, "Tom Dale": 0.5 } }],
  },
  {
    name: "a-daughter-called-charity",
    about:
      "A widow's elder daughter is called Charity. She is her executor and her brother's guardian, shares the residue with him, and they are given the house together. The word 'charity' in her name made her an organisation: the house was given to 'Charity and Daniel Okafor' as to one body, so had she died first leaving children her half went to her brother, not to them (no s.33 clause for a joint gift); the will appointed her 'as follows. If it is a partnership, I appoint the partners in it', added the charging clause, and said nothing of her dying first; the checks blocked her as a guardian ('looks like an organisation') and asked for her charity number. 'Charity' as a first name, or with a person's relationship, is a person's name.",
    formData: formDataOf({
      testator: { fullName: "Grace Okafor", dateOfBirth: "1960-01-01" },
      maritalStatus: "widowed",
      children: [
        child("Charity Okafor", 30),
        child("Daniel Okafor", 12, [guardian("Charity Okafor", "Daughter")]),
      ],
      beneficiaries: [share("Charity Okafor", "Daughter", 50), share("Daniel Okafor", "Son", 50)],
      backUps: [share("Faith Adeyemi", "Sister", 100)],
      trustAge: 21,
      gifts: [gift("my house at 3 Elm Road, Leeds", "Charity and Daniel Okafor", "Daughter and son")],
      executors: [executor("Charity Okafor", "child"), executor("Faith Adeyemi", "sibling")],
    }),
    findings: { will: [GUARDIANS_SOON, SINGLE_EXECUTOR, WITNESS, LAND_OWNED_JOINTLY] },
    clauses: [
      "If Charity Okafor dies before me, or cannot or will not act as my executor, or stops acting, I appoint Faith Adeyemi (Sibling)",
      "I appoint Charity Okafor (Daughter) to be the guardian of my child Daniel Okafor while under 18.",
      "I give to Charity and Daniel Okafor (Daughter and son), if they survive me by 28 days: my house at 3 Elm Road, Leeds.",
      "If any of Charity Okafor or Daniel Okafor does not survive me by 28 days but leaves children who do, those children take, in equal shares, the gift, or the part of a gift, their parent would have taken.",
      "A gift in this clause to two or more people together is shared equally between them.",
      "I give my residuary estate to the following people in equal shares, each on condition that they survive me by 28 days: Charity Okafor (Daughter): 50% Daniel Okafor (Son): 50%",
    ],
    absentClauses: [
      "The firm or company I appoint",
      "may charge for the work",
      "treasurer",
      "exists at my death",
    ],
    deaths: [
      { predeceased: [], takes: { "Charity Okafor": 0.5, "Daniel Okafor": 0.5 } },
      {
        predeceased: ["Charity Okafor"],
        leavingChildren: ["Charity Okafor"],
        takes: { "children of Charity Okafor": 0.5, "Daniel Okafor": 0.5 },
      },
      { predeceased: ["Charity Okafor"], takes: { "Daniel Okafor": 0.5, "Faith Adeyemi": 0.5 } },
    ],
  },
  {
    name: "a-friends-half-grows-a-sons-share-that-passes-to-his-children",
    about:
      "A widower leaves half his residue to his son Adam and half to a friend, with no back-ups; his daughter Beth is left out. Adam and the friend both die before him, Adam leaving children. The will added the friend's failed half 'to the shares under that clause that take effect', but Adam's share did not take effect under that clause: it passed to his children under the next one. Read so, the friend's half went to the intestacy order, and Beth took half of it beside Adam's children. A share passing to a person's children now takes effect, and what is added to it goes to them.",
    formData: formDataOf({
      testator: { fullName: "Harold Finch", dateOfBirth: "1942-02-02" },
      maritalStatus: "widowed",
      children: [child("Adam Finch", 50), child("Beth Finch", 48)],
      beneficiaries: [share("Adam Finch", "Son", 50), share("Fran Bell", "Friend", 50)],
      executors: [executor("Adam Finch", "child"), executor("Fran Bell", "friend")],
    }),
    findings: { will: [WITNESS, "child-beneficiary-substitution", "no-contingent-beneficiaries"] },
    clauses: [
      "If a beneficiary named in clause 4.2 does not survive me by 28 days and their share does not pass to their children under clause 4.3, or their gift fails for any other reason, their share is added to the shares under that clause that take effect, in proportion to those shares.",
      "In this clause, a share or part that passes to a person’s children instead of to them takes effect, and anything added to it passes to those children in the same way.",
      INTESTACY_LONG_STOP,
    ],
    deaths: [
      { predeceased: ["Fran Bell"], takes: { "Adam Finch": 1 } },
      {
        predeceased: ["Adam Finch", "Fran Bell"],
        leavingChildren: ["Adam Finch"],
        takes: { "children of Adam Finch": 1 },
      },
      { predeceased: ["Adam Finch", "Fran Bell"], takes: { "intestacy order": 1 } },
    ],
  },
  {
    name: "wife-and-son-of-a-first-marriage-share-a-taxable-residue",
    about:
      "A married man leaves half his residue to his wife and half to his son from his first marriage, with Macmillan as back-up. The will had the executors pay 'any inheritance tax payable because of my death on what passes under this will' before the residue was found and halved: the tax on the son's half would have come out of the wife's half too, which the law forbids (IHTA 1984 s.41), leaving open whether the son's half is grossed up so that each gets the same after tax (Re Benham) or bears its own tax (Re Ratcliffe). The residue is now halved first, and the son's half alone bears the tax.",
    formData: formDataOf({
      testator: { fullName: "Peter Long", dateOfBirth: "1955-05-05" },
      maritalStatus: "married",
      spouse: { fullName: "Jane Long" },
      children: [child("Tom Long", 30)],
      beneficiaries: [share("Jane Long", "Wife", 50), share("Tom Long", "Son", 50)],
      backUps: [share("Macmillan Cancer Support (registered charity 261017)", "Charity", 100)],
      executors: [executor("Jane Long", "spouse"), executor("Tom Long", "child")],
    }),
    findings: { will: [WITNESS] },
    clauses: [
      "My executors will pay my debts and my funeral and testamentary expenses. Everything I own that is left after those payments is my residuary estate.",
      "My residuary estate is divided into the shares this clause gives before any inheritance tax payable on it because of my death is paid. That tax is then paid out of the shares that are not exempt from it, each share bearing the tax on its own value, and no part of it falls on a share that is exempt, such as a share given to my spouse or to a charity (Inheritance Tax Act 1984, s.41).",
    ],
    absentClauses: ["any inheritance tax payable because of my death on what passes under this will"],
    deaths: [
      { predeceased: [], takes: { "Jane Long": 0.5, "Tom Long": 0.5 } },
      {
        predeceased: ["Tom Long"],
        takes: { "Jane Long": 0.5, "Macmillan Cancer Support (registered charity 261017)": 0.5 },
      },
    ],
  },
  {
    name: "a-friend-with-a-sons-name",
    about:
      "A widow leaves half her residue to her daughter and half to 'Tom Hall' (Friend), with Oxfam as back-up; her son is also Tom Hall. 'Friend' was not read as plainly not her child, so the friend's half was taken as her son's: the will passed it to Tom Hall's children if he died first (s.33 written out for a child) instead of to Oxfam, and let a child born later share it. Blocked until the names tell them apart, as for a brother or a mother with a child's name.",
    formData: formDataOf({
      testator: { fullName: "Ann Hall", dateOfBirth: "1950-01-01" },
      maritalStatus: "widowed",
      children: [child("Tom Hall", 45), child("Mia Hall", 40)],
      beneficiaries: [share("Mia Hall", "Daughter", 50), share("Tom Hall", "Friend", 50)],
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      executors: [executor("Mia Hall", "child"), executor("Kate Green", "friend")],
    }),
    findings: { will: ["same-name-different-person", WITNESS] },
    clauses: [],
    deaths: [],
  },
  {
    name: "a-bowls-club-given-money",
    about:
      "A widow gives £1,000 to her bowls club and the rest to her son. A club is usually an unincorporated association, with no legal existence apart from its members: without a clause saying whose receipt discharges the executors, they could be asked for every member's. The will gave that receipt only for a charity; it now gives it for a club, society or other organisation too. Nothing passes on a club's gift to another club: only a charity's gift goes to its successor.",
    formData: formDataOf({
      ...WIDOW_AND_HER_SON,
      backUps: [share("Amy Hall", "Granddaughter", 100)],
      gifts: [gift("£1,000", "Whitby Bowls Club", "Club")],
      executors: [executor("Tom Hall", "child"), executor("Kate Green", "friend")],
    }),
    findings: { will: [WITNESS] },
    clauses: [
      "I give to Whitby Bowls Club (Club), if it exists at my death: £1,000.",
      "The receipt of the treasurer or other proper officer of a club, society or other organisation that receives a gift under this will is a full discharge to my executors.",
    ],
    absentClauses: ["a charity named in this will"],
    deaths: [{ predeceased: [], takes: { "Tom Hall": 1 } }],
  },
  {
    name: "mirror-wills-with-a-villa-in-spain",
    about:
      "A married couple own a villa in Spain; he keeps his Spanish will for it, and they make mirror wills here. His will excepts the Spanish will from its revocation; her mirror will, which cannot know whether she has one, revokes all her earlier wills, so a Spanish will of hers would be cancelled and her half of the villa would pass under the English will or Spanish law instead. Nothing was said; a professional is now recommended before either signs.",
    formData: formDataOf({
      testator: { fullName: "Peter Langley", dateOfBirth: "1958-05-05" },
      maritalStatus: "married",
      spouse: { fullName: "Helen Langley", dateOfBirth: "1960-06-06", mirror: true },
      children: [child("Sophie Langley", 30)],
      beneficiaries: [share("Helen Langley", "Wife", 100)],
      backUps: [share("Sophie Langley", "Daughter", 100)],
      executors: [executor("Helen Langley", "spouse"), executor("Sophie Langley", "child")],
      circumstances: { hasPropertyAbroad: true, foreignWillCountry: "Spain" },
    }),
    findings: { will: [WITNESS, "mirror-foreign-will", "property-abroad"], mirror: [WITNESS] },
    clauses: [
      "I revoke all my earlier wills and codicils, except my will made under the law of Spain that deals with my property in Spain.",
    ],
    mirrorClauses: ["I revoke all my earlier wills and codicils."],
    deaths: [
      { predeceased: [], takes: { "Helen Langley": 1 } },
      { predeceased: ["Helen Langley"], takes: { "Sophie Langley": 1 } },
    ],
  },
  {
    name: "books-to-a-friend-and-a-charity-together",
    about:
      "A widow gives her books to 'Tom Green and the Oxfam bookshop' (Friend and charity) and the rest to her son. The charity word made the pair one organisation: the will gave the books to it 'if it exists at my death', so whether the friend's half depended on his surviving, and where it went if he died first, was left unsaid. Blocked until each has a gift of their own.",
    formData: formDataOf({
      ...WIDOW_AND_HER_SON,
      backUps: [share("Amy Hall", "Granddaughter", 100)],
      gifts: [gift("my books", "Tom Green and the Oxfam bookshop", "Friend and charity")],
      executors: [executor("Tom Hall", "child"), executor("Kate Green", "friend")],
    }),
    findings: { will: ["person-beside-organisation", WITNESS, "charity-number-missing"] },
    clauses: [],
    deaths: [],
  },
  {
    name: "former-wife-with-his-surname-typed-as-wife",
    about:
      "A man married to Lisa Dunn leaves half his residue to her and half to their son, with 'Karen Dunn' (Wife) as back-up: his former wife, who kept his surname. The names share only the surname, and the will read Karen as Lisa: it named Lisa as her own back-up, with only a warning, and Karen took nothing. A name sharing no first or middle name with the spouse's is someone else: blocked until the relationship or the name is corrected.",
    formData: formDataOf({
      testator: { fullName: "Mark Dunn", dateOfBirth: "1970-01-01" },
      maritalStatus: "married",
      spouse: { fullName: "Lisa Dunn" },
      children: [child("Josh Dunn", 20)],
      beneficiaries: [share("Lisa Dunn", "Wife", 50), share("Josh Dunn", "Son", 50)],
      backUps: [share("Karen Dunn", "Wife", 100)],
      executors: [executor("Lisa Dunn", "spouse"), executor("Josh Dunn", "child")],
    }),
    findings: { will: ["spouse-relationship-other-name", WITNESS] },
    clauses: [],
    deaths: [],
  },
  {
    name: "engaged-man-shares-his-residue-with-his-fiancee-and-daughter",
    about:
      "A divorced man engaged to Priya Sharma makes his will expecting to marry her, leaving her half his residue and his daughter the other half. Once they marry, her half is exempt from inheritance tax and his daughter's is not; the will paid the tax on the whole residue before halving it, so part of the daughter's tax came out of the wife's half. The residue is now halved first, the daughter's half bearing its own tax (IHTA 1984 s.41).",
    formData: formDataOf({
      testator: { fullName: "Daniel Whitfield", dateOfBirth: "1975-03-03" },
      maritalStatus: "divorced",
      children: [child("Ella Whitfield", 22)],
      beneficiaries: [share("Priya Sharma", "Fiancée", 50), share("Ella Whitfield", "Daughter", 50)],
      backUps: [share("Joanne Whitfield", "Sister", 100)],
      executors: [executor("Ella Whitfield", "child"), executor("Joanne Whitfield", "sibling")],
      circumstances: { partnerName: "Priya Sharma", expectedMarriageTo: "Priya Sharma" },
    }),
    findings: { will: [WITNESS, "marriage-revokes-will", "divorced-review-will"] },
    clauses: [
      "My executors will pay my debts and my funeral and testamentary expenses.",
      "no part of it falls on a share that is exempt, such as a share given to my husband, wife or civil partner (Inheritance Tax Act 1984, s.41).",
    ],
    deaths: [{ predeceased: [], takes: { "Priya Sharma": 0.5, "Ella Whitfield": 0.5 } }],
  },
  {
    name: "gifts-typed-with-an-address-and-an-age",
    about:
      "A widow gives her car to 'Tom Hall, 1 High Street, York' (Friend) and her watch to 'Leo Hall, aged 12' (Grandson). The commas made each a gift to several people: the car was 'shared equally between those of them who survive me' as if '1 High Street' and 'York' were people, and the watch was blocked as a gift whose grandchild could not be told apart from 'aged 12'. A part with a figure in it is an address or an age, not a name: each gift is to one person (the grandson's passing to his children if he dies first), with a warning to type the name alone.",
    formData: formDataOf({
      testator: { fullName: "Ann Hall", dateOfBirth: "1950-01-01" },
      maritalStatus: "widowed",
      children: [child("Mia Hall", 40)],
      beneficiaries: [share("Mia Hall", "Daughter", 100)],
      backUps: [share("Oxfam (registered charity 202918)", "Charity", 100)],
      gifts: [
        gift("my car", "Tom Hall, 1 High Street, York", "Friend"),
        gift("my watch", "Leo Hall, aged 12", "Grandson"),
      ],
      executors: [executor("Mia Hall", "child"), executor("Kate Green", "friend")],
    }),
    findings: { will: ["name-with-description", "name-with-description", WITNESS] },
    clauses: [
      "I give to Tom Hall, 1 High Street, York (Friend), if they survive me by 28 days: my car.",
      "If Leo Hall, aged 12 does not survive me by 28 days but leaves children who do, those children take, in equal shares, the gift their parent would have taken.",
    ],
    absentClauses: ["two or more people together"],
    deaths: [{ predeceased: [], takes: { "Mia Hall": 1 } }],
  },
  {
    name: "a-charity-named-as-guardian",
    about:
      "A widowed mother of a six-year-old names 'Barnardo's' (Charity) as his guardian, and her sister as the next choice. Only an individual can be appointed guardian (Children Act 1989 s.5(3)), but the check read only the name's words (council, charity, Ltd...), and 'Barnardo's' has none: the will appointed it. An organisation by its relationship is one too: blocked.",
    formData: formDataOf({
      testator: { fullName: "Priya Shah", dateOfBirth: "1985-01-01" },
      maritalStatus: "widowed",
      children: [
        child("Arjun Shah", 6, [guardian("Barnardo's", "Charity", 1), guardian("Nisha Patel", "Sister", 2)]),
      ],
      beneficiaries: [share("Arjun Shah", "Son", 100)],
      backUps: [share("Nisha Patel", "Sister", 100)],
      trustAge: 25,
      executors: [executor("Nisha Patel", "sibling"), executor("Anna Jones", "friend")],
      coExecutors: [executor("Ravi Patel", "other")],
    }),
    findings: { will: ["guardian-not-an-individual", GUARDIANS_SOON, WITNESS] },
    clauses: [],
    deaths: [],
  },
  {
    name: "everything-typed-as-a-gift-to-a-friend",
    about:
      "A widow types 'everything' as a gift to her friend Sue Lee, and leaves her residue to her son. The will said 'I give to Sue Lee (Friend), if they survive me by 28 days: everything.' and then gave the residue (what is left after the gifts: nothing, on that reading) to the son: two clauses at odds over the whole estate. A gift is one thing; the whole estate belongs on the Estate page: blocked, as 'my estate' and 'the rest' are.",
    formData: formDataOf({
      ...WIDOW_AND_HER_SON,
      backUps: [share("Amy Hall", "Granddaughter", 100)],
      gifts: [
        gift("everything", "Sue Lee", "Friend"),
        gift("My whole estate.", "Kate Green", "Friend"),
        gift("the rest of my estate", "Amy Hall", "Granddaughter"),
        gift("all my books", "Kate Green", "Friend"),
      ],
      executors: [executor("Tom Hall", "child"), executor("Kate Green", "friend")],
    }),
    findings: {
      will: ["gift-of-whole-estate", "gift-of-whole-estate", "gift-of-whole-estate", WITNESS],
    },
    clauses: [],
    deaths: [],
  },
  {
    name: "home-to-both-children-then-a-baby-is-born",
    about:
      "A widower leaves his home to his two children together ('Leo Hall and Mia Hall', Son and daughter), his watch to Leo alone, his car to Mia and a friend, and the residue to the two children equally. The residue clause let a child born or adopted after the will share equally, but the home went to the two named children only: a third child would take a third of what was left after the home, and nothing of the home, though the will says 'my children' includes a child born later. A gift to all the children together and no one else is meant for 'my children', as the residue is, and now says so; a gift to one child, or to a child and a friend, was chosen and is not widened.",
    formData: formDataOf({
      testator: { fullName: "Rob Hall", dateOfBirth: "1980-01-01" },
      maritalStatus: "widowed",
      children: [
        child("Leo Hall", 8, [guardian("Kate Green", "Sister")]),
        child("Mia Hall", 5, [guardian("Kate Green", "Sister")]),
      ],
      beneficiaries: [share("Leo Hall", "Son", 50), share("Mia Hall", "Daughter", 50)],
      backUps: [share("Kate Green", "Sister", 100)],
      trustAge: 25,
      gifts: [
        gift("my home at 3 Elm Road, York", "Leo Hall and Mia Hall", "Son and daughter"),
        gift("my watch", "Leo Hall", "Son"),
        gift("my car", "Mia Hall and Sam Reid", "Daughter and friend"),
      ],
      executors: [executor("Kate Green", "sibling"), executor("Sam Reid", "friend")],
      coExecutors: [executor("Ann Bell", "friend")],
    }),
    findings: { will: [GUARDIANS_SOON, WITNESS, LAND_OWNED_JOINTLY] },
    clauses: [
      "I give to Leo Hall and Mia Hall (Son and daughter), if they survive me by 28 days: my home at 3 Elm Road, York.",
      "A child of mine born or adopted after I sign this will shares in the gift in clause 5.1 equally with my children named there, on the same terms, as if they had been named in that clause.",
      "A child of mine born or adopted after I sign this will shares in the gift in clause 6.2 equally",
    ],
    absentClauses: ["shares in the gift in clause 5.2", "shares in the gift in clause 5.3"],
    deaths: [
      { predeceased: [], takes: { "Leo Hall": 0.5, "Mia Hall": 0.5 } },
      {
        predeceased: ["Leo Hall"],
        leavingChildren: ["Leo Hall"],
        takes: { "children of Leo Hall": 0.5, "Mia Hall": 0.5 },
      },
      { predeceased: ["Leo Hall", "Mia Hall"], takes: { "Kate Green": 1 } },
    ],
  },
  {
    name: "relatives-named-by-a-family-word",
    about:
      "A widowed mother of a ten-year-old names 'Nan' (Grandmother) as his guardian, leaves her ring to 'Sister' (Sister), her residue to her son with 'Mum' (Mother) as the back-up, and 'my brother' as replacement executor. The will printed 'I give to Sister (Sister)' and appointed 'Nan': with two sisters no one could say which was meant, and even 'Mum' leaves the executors to prove who she is. A name that is only a word for a relative blocks until the person's name is written.",
    formData: formDataOf({
      testator: { fullName: "Kelly Ross", dateOfBirth: "1985-01-01" },
      maritalStatus: "widowed",
      children: [child("Jack Ross", 10, [guardian("Nan", "Grandmother")])],
      beneficiaries: [share("Jack Ross", "Son", 100)],
      backUps: [share("Mum", "Mother", 100)],
      trustAge: 25,
      gifts: [gift("my ring", "Sister", "Sister"), gift("my bike", "Lee Ross", "Brother")],
      executors: [executor("Ann Grey", "friend"), executor("my brother", "sibling")],
      coExecutors: [executor("Tom Grey", "friend")],
    }),
    findings: {
      will: [
        "name-is-a-relationship",
        "name-is-a-relationship",
        "name-is-a-relationship",
        "name-is-a-relationship",
        GUARDIANS_SOON,
        WITNESS,
      ],
    },
    clauses: [],
    deaths: [],
  },
  {
    name: "books-to-two-friends-who-must-not-witness",
    about:
      "A widow leaves her books to two friends together ('Ann Bell and Joe Bell') and everything else to her son. The signing page listed who must not witness as 'Ann Bell and Joe Bell and Neil Hay': one entry run into the next, so Joe Bell, asked to witness, had to find himself inside someone else's entry. Each person a joint gift names is listed on their own.",
    formData: formDataOf({
      testator: { fullName: "Ruth Hay", dateOfBirth: "1945-01-01" },
      maritalStatus: "widowed",
      children: [child("Neil Hay", 50)],
      beneficiaries: [share("Neil Hay", "Son", 100)],
      gifts: [gift("my books", "Ann Bell and Joe Bell", "Friends")],
      executors: [executor("Neil Hay", "child"), executor("Ann Bell", "friend")],
    }),
    findings: { will: [WITNESS, "child-beneficiary-substitution", "no-contingent-beneficiaries"] },
    clauses: [
      "For this will, that means: Ann Bell, Joe Bell and Neil Hay, and their husbands, wives or civil partners.",
    ],
    absentClauses: ["Ann Bell and Joe Bell and Neil Hay"],
    deaths: [{ predeceased: ["Neil Hay"], takes: { "intestacy order": 1 } }],
  },
  {
    name: "guardians-for-a-baby-and-any-child-born-later",
    about:
      "A married couple with a baby make mirror wills naming her parents jointly as guardians. The will said 'my children' includes a child born or adopted later, and let such a child share the back-up gift of the residue, but appointed the guardians for 'my child Noah Khan' alone: a second baby born before the parents died would have had no guardian from either will. Where every child under 18 has the same guardians, the appointment covers a child born or adopted later too; guardians chosen child by child are not widened.",
    formData: formDataOf({
      testator: { fullName: "Omar Khan", dateOfBirth: "1990-05-05" },
      maritalStatus: "married",
      spouse: { fullName: "Leila Khan", dateOfBirth: "1991-06-06", mirror: true },
      children: [
        child("Noah Khan", 1, [
          guardian("Sara Ali", "Mother-in-law"),
          guardian("Yusuf Ali", "Father-in-law"),
        ]),
      ],
      beneficiaries: [share("Leila Khan", "Wife", 100)],
      backUps: [share("Noah Khan", "Son", 100)],
      trustAge: 25,
      executors: [executor("Leila Khan", "spouse"), executor("Sara Ali", "other")],
      coExecutors: [executor("Adam Khan", "sibling")],
    }),
    findings: {
      will: [GUARDIANS_SOON, WITNESS],
      mirror: [GUARDIANS_SOON, WITNESS],
    },
    clauses: [
      "I appoint Sara Ali (Mother-in-law) and Yusuf Ali (Father-in-law) jointly to be the guardians of my child Noah Khan while under 18.",
      "The appointment in clause 4.1 applies in the same way to any child of mine born or adopted after I sign this will.",
    ],
    mirrorClauses: [
      "The appointment in clause 4.1 applies in the same way to any child of mine born or adopted after I sign this will.",
    ],
    deaths: [{ predeceased: ["Leila Khan"], takes: { "Noah Khan": 1 } }],
  },
  {
    name: "guardians-chosen-child-by-child-are-not-widened",
    about:
      "A widower names his sister as guardian of his son and his late wife's sister as guardian of his daughter. Guardians chosen child by child say nothing about a child born later, so the will does not choose for one.",
    formData: formDataOf({
      testator: { fullName: "Rob Hall", dateOfBirth: "1980-01-01" },
      maritalStatus: "widowed",
      children: [
        child("Leo Hall", 8, [guardian("Kate Green", "Sister")]),
        child("Mia Hall", 5, [guardian("Jo Bell", "Sister-in-law")]),
      ],
      beneficiaries: [share("Leo Hall", "Son", 50), share("Mia Hall", "Daughter", 50)],
      backUps: [share("Kate Green", "Sister", 100)],
      trustAge: 25,
      executors: [executor("Kate Green", "sibling"), executor("Jo Bell", "other")],
      coExecutors: [executor("Ann Bell", "friend")],
    }),
    findings: { will: [GUARDIANS_SOON, WITNESS] },
    clauses: ["I appoint Kate Green (Sister) to be the guardian of my child Leo Hall while under 18."],
    absentClauses: ["applies in the same way to any child of mine born or adopted"],
    deaths: [],
  },
  {
    name: "ex-wife-as-guardian-is-not-widened-to-a-later-child",
    about:
      "A divorced father names his former wife, his son's mother, as the son's guardian. His will lets a child born later share in the residue, but it must not make his former wife the guardian of a child he may have with someone else: a former partner as guardian is not widened to a child born later.",
    formData: formDataOf({
      testator: { fullName: "Gary Lane", dateOfBirth: "1975-01-01" },
      maritalStatus: "divorced",
      children: [child("Liam Lane", 12, [guardian("Tina Lane", "Ex-wife")])],
      beneficiaries: [share("Liam Lane", "Son", 100)],
      backUps: [share("Rob Lane", "Brother", 100)],
      trustAge: 25,
      executors: [executor("Rob Lane", "sibling"), executor("Ann Lane", "parent")],
      coExecutors: [executor("Sue Lane", "other")],
    }),
    findings: { will: [GUARDIANS_SOON, WITNESS, "divorced-review-will"] },
    clauses: [
      "I appoint Tina Lane (Ex-wife) to be the guardian of my child Liam Lane while under 18.",
      AFTER_BORN,
    ],
    absentClauses: ["applies in the same way to any child of mine born or adopted"],
    deaths: [{ predeceased: ["Liam Lane"], takes: { "Rob Lane": 1 } }],
  },
  {
    name: "a-thousand-pounds-each-to-two-friends-together",
    about:
      "A widow gives '£1,000 each' to two friends in one entry ('Ann Bell and Joe Bell') and '£500 to each of them' to her two grandchildren. The will gave the sum to them together and then said a gift to several people together is shared equally between them: £1,000 shared, or £1,000 to each? Executors paying £2,000 or £1,000 would each be following some of the words. Blocked until each person has a gift of their own.",
    formData: formDataOf({
      testator: { fullName: "Ruth Hay", dateOfBirth: "1945-01-01" },
      maritalStatus: "widowed",
      children: [child("Neil Hay", 50)],
      beneficiaries: [share("Neil Hay", "Son", 100)],
      backUps: [share("Lucy Hay", "Granddaughter", 50), share("Adam Hay", "Grandson", 50)],
      gifts: [
        gift("£1,000 each", "Ann Bell and Joe Bell", "Friends"),
        gift("£500 to each of them", "Lucy Hay and Adam Hay", "Grandchildren"),
        gift("my books, to share between them", "Ann Bell and Joe Bell", "Friends"),
      ],
      executors: [executor("Neil Hay", "child"), executor("Ann Bell", "friend")],
    }),
    findings: {
      will: ["joint-gift-says-each", "joint-gift-says-each", WITNESS],
    },
    clauses: [],
    deaths: [],
  },
  {
    name: "half-of-the-estate-typed-as-a-gift",
    about:
      "A widow types 'half of my estate' as a gift to her friend Sue Lee and '25% of everything I own' to Kate Green, leaving the residue to her son. The will gave 'half of my estate' free of tax as a gift, then the son took what was left: half of the estate before or after the debts, the tax and the other gifts? And the tax on the friends' fractions came out of the son's residue. Shares of the estate belong in the residuary clause: blocked, as 'my estate' is.",
    formData: formDataOf({
      ...WIDOW_AND_HER_SON,
      backUps: [share("Amy Hall", "Granddaughter", 100)],
      gifts: [
        gift("half of my estate", "Sue Lee", "Friend"),
        gift("25% of everything I own", "Kate Green", "Friend"),
        gift("my half share of the caravan", "Amy Hall", "Granddaughter"),
      ],
      executors: [executor("Tom Hall", "child"), executor("Kate Green", "friend")],
    }),
    findings: {
      will: ["gift-of-a-share-of-the-estate", "gift-of-a-share-of-the-estate", WITNESS],
    },
    clauses: [],
    deaths: [],
  },
  {
    name: "a-sister-called-hope-trust-and-a-friend-called-faith-partners",
    about:
      "A single woman leaves her residue to her sister Hope Trust (Sister), also her executor, and £500 to her friend Faith Partners (Friend). 'Trust' and 'Partners' are words of an organisation, so the will gave the sister's share 'on condition that it exists at my death', appointed her as a firm ('If it is a partnership, I appoint the partners in it...', with a charging clause), and gave the friend £500 'if it exists at my death', without the 28 days. A person's relationship makes those words a name, as it did for 'Charity'; a firm's own words ('& Co', 'LLP', 'Solicitors') still say firm.",
    formData: formDataOf({
      testator: { fullName: "Grace Lee", dateOfBirth: "1960-01-01" },
      maritalStatus: "single",
      beneficiaries: [share("Hope Trust", "Sister", 100)],
      backUps: [share("Cancer Research UK (registered charity 1089464)", "Charity", 100)],
      gifts: [gift("£500", "Faith Partners", "Friend")],
      executors: [executor("Hope Trust", "sibling"), executor("Faith Partners", "friend")],
    }),
    findings: { will: [WITNESS] },
    clauses: [
      "I appoint Hope Trust (Sibling) of 1 Church Lane, York YO1 7HH to be my executor and trustee.",
      "If Hope Trust dies before me, or cannot or will not act as my executor, or stops acting,",
      "I give to Faith Partners (Friend), if they survive me by 28 days: £500.",
      "I give my residuary estate to the following person, on condition that they survive me by 28 days:",
    ],
    absentClauses: ["The firm or company I appoint", "if it exists at my death:", "may charge for the work"],
    deaths: [
      { predeceased: [], takes: { "Hope Trust": 1 } },
      { predeceased: ["Hope Trust"], takes: { "Cancer Research UK (registered charity 1089464)": 1 } },
    ],
  },
  {
    name: "a-friend-called-john-home-and-a-cousin-called-amy-league",
    about:
      "A single man leaves his residue to his friend John Home (Friend), also his executor, and £300 to his cousin Amy League (Cousin). 'Home' and 'League' became words of an organisation (for 'Battersea Dogs and Cats Home'), so the will gave the friend's share 'on condition that it exists at my death' and appointed him as a firm. A person's relationship makes those words a surname, as it does for 'Trust' and 'Partners'.",
    formData: formDataOf({
      testator: { fullName: "Peter Shaw", dateOfBirth: "1958-05-05" },
      maritalStatus: "single",
      beneficiaries: [share("John Home", "Friend", 100)],
      backUps: [share("Battersea Dogs and Cats Home (registered charity 206394)", "Charity", 100)],
      gifts: [gift("£300", "Amy League", "Cousin")],
      executors: [executor("John Home", "friend"), executor("Sam Reid", "friend")],
    }),
    findings: { will: [WITNESS] },
    clauses: [
      "I appoint John Home (Friend) of 1 Church Lane, York YO1 7HH to be my executor and trustee.",
      "I give to Amy League (Cousin), if they survive me by 28 days: £300.",
      "I give my residuary estate to the following person, on condition that they survive me by 28 days:",
    ],
    absentClauses: ["The firm or company I appoint", "may charge for the work"],
    deaths: [
      { predeceased: [], takes: { "John Home": 1 } },
      {
        predeceased: ["John Home"],
        takes: { "Battersea Dogs and Cats Home (registered charity 206394)": 1 },
      },
    ],
  },
];
