import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { JANE_SMITH_CHAT } from "../../tests/support/conversations.ts";
import { openingTurn, replayConversation, respond, type ChatTurn } from "./engine.ts";
import { QUESTIONS } from "./interview.ts";
import { renderWill } from "../will/render.ts";
import { ChatStateSchema, initialChatState } from "./state.ts";
import { TERM_EXPLANATIONS } from "./wording.ts";

/**
 * Conversations with the offline interview, as people type them: each ends with the will's
 * formData, and together they ask every question in the table, answer each one wrongly once (the
 * reply says the form it needs), and change every answer from the summary.
 */

const TODAY = "2025-06-15";

interface Conversation {
  turns: ChatTurn[];
  last: ChatTurn;
  /** The question each reply asked, by message (index 0 is the greeting). */
  asked: Array<string | null>;
}

function converse(messages: readonly string[], start = openingTurn(TODAY)): Conversation {
  const turns = [start];
  for (const message of messages) turns.push(respond(turns.at(-1)!.state, message, TODAY));
  return { turns, last: turns.at(-1)!, asked: turns.map((turn) => turn.question) };
}

const askedEver = new Set<string>();
function record(conversation: Conversation) {
  for (const id of conversation.asked) if (id) askedEver.add(id);
  return conversation;
}

/** A married father of two young children, typing the answers the issue found looping. */
const MIRROR = [
  "I'm David Jones, born 3 March 1979, I live at 12 Oak Road, Leeds",
  "David Jones",
  "3 March 1979",
  "12 Oak Road, Leeds LS6 2AB",
  "married",
  "Sarah Jones",
  "4 April 1980", // to "a mirror will?": yes, and Sarah's date of birth
  "Tom Jones, 8", // to "any children?": yes, and the first child
  "Amy Jones, 5", // to "any more children?": yes, and the next
  "no",
  "Dave Jones, my brother",
  "yes",
  "no",
  "my wife",
  "same as mine",
  "07700 900123",
  "Dave Jones, my brother", // to "a replacement executor?": yes, and who
  "1 Mill Lane, York YO1 1AA",
  "dave@example.com",
  "no",
  "50% Tom and 50% Amy",
  "yes",
  "yes",
  "no",
  "no",
  "not sure",
  "yes",
  "300k",
  "no",
  "yes",
];

/** An unmarried woman engaged to her partner, with gifts, shares and a named back-up. */
const ENGAGED = [
  "alex green",
  "01/02/1990",
  "Flat 2, 10 Park Road, Bristol BS1 5AA",
  "single",
  "yes",
  "Jordan Ellis",
  "yes",
  "Jordan Ellis",
  "no",
  "Jordan",
  "same as mine",
  "jordan@example.com",
  "yes",
  "Kim Lee",
  "friend",
  "3 High Street, Bath BA1 1AA",
  "07700 900999",
  "yes",
  "yes",
  "my gold watch to Lily Jones",
  "niece",
  "yes",
  "£500 to Jordan",
  "no",
  "60% Jordan and 40% Sam Green",
  "brother",
  "Pat Moss",
  "cousin",
  "yes",
  "no",
  "no",
  "not sure",
  "cremation, with a small service",
  "no",
  "change funeral wishes",
  "no",
  "yes",
];

describe("Jane Smith: single, no children (the conversation every version has finished)", () => {
  const jane = record(converse(JANE_SMITH_CHAT));

  it("ends with her will: her brother inherits and executes, her friend is the back-up", () => {
    expect(jane.last.done).toBe(true);
    expect(jane.last.reply).toContain("Wonderful, Jane: your will is ready!");
    expect(jane.last.formData).toMatchObject({
      personalInfo: {
        fullName: "Jane Smith",
        dateOfBirth: "1980-03-12",
        address: "1 High Street, Leeds LS1 1AA",
      },
      familyInfo: { maritalStatus: "single", children: [] },
      executorInfo: {
        primary: {
          fullName: "Mark Jones",
          relationship: "sibling",
          address: "5 Mill Lane, Ripon HG4 1AB",
          contact: "07700 900123",
          isAdult: true,
        },
        alternate: {
          fullName: "Sue Lee",
          relationship: "friend",
          address: "1 High Street, Leeds LS1 1AA",
          contact: "sue@example.com",
        },
      },
      residualEstate: {
        beneficiaries: [{ fullName: "Mark Jones", relationship: "brother", percentage: 100 }],
        contingentBeneficiaries: [{ fullName: "Sue Lee", relationship: "friend", percentage: 100 }],
      },
      circumstances: { estimatedEstateValue: 200_000, hasPropertyAbroad: false },
    });
  });

  it("says hello, asks one thing at a time, and explains each legal term once", () => {
    expect(jane.turns[0]?.reply).toMatch(/^Hello, and welcome!/);
    expect(jane.turns[0]?.reply).toContain("What is your full name?");
    expect(jane.turns[1]?.reply).toBe(
      "Thanks, Jane.\n\nWhat is your date of birth? For example: 12 March 1980.",
    );
    const all = jane.turns.map((turn) => turn.reply).join("\n");
    for (const term of ["executor", "residuaryEstate", "backup"] as const)
      expect(all.split(TERM_EXPLANATIONS[term]).length - 1).toBe(1);
  });

  it("shows every answer before finishing, with quick replies where a few words fit", () => {
    const summary = jane.turns.at(-2)!;
    expect(summary.question).toBe("confirmation");
    expect(summary.reply).toBe(
      [
        "Here is everything for your will:",
        "- Your name: Jane Smith",
        "- Your date of birth: 12 March 1980",
        "- Your address: 1 High Street, Leeds LS1 1AA",
        "- Marriage and partner: Single",
        "- Children: None",
        "- Executor: Mark Jones (brother), 5 Mill Lane, Ripon HG4 1AB, 07700 900123",
        "- Replacement executor: Sue Lee (friend), 1 High Street, Leeds LS1 1AA, sue@example.com",
        "- Gifts: None",
        "- The rest of your estate: Mark Jones (brother) 100%",
        "- If someone dies before you: Sue Lee (friend) 100%",
        "- Property abroad: No",
        "- A business or farm: No",
        "- Someone disabled or on benefits: No",
        "- Value of your estate: About £200,000",
        "- Funeral wishes: None",
        "",
        "Is everything right? Say yes to finish your will, or tell me what to change, for example 'change my executor'.",
      ].join("\n"),
    );
    expect(summary.quickReplies).toEqual(["Yes, finish my will"]);
    expect(jane.turns[3]?.quickReplies).toEqual([
      "Single",
      "Married or civil partnership",
      "Divorced",
      "Widowed",
    ]);
    expect(summary.answers.map((row) => row.label)).toEqual([
      "Your name",
      "Your date of birth",
      "Your address",
      "Marriage and partner",
      "Children",
      "Executor",
      "Replacement executor",
      "Gifts",
      "The rest of your estate",
      "If someone dies before you",
      "Property abroad",
      "A business or farm",
      "Someone disabled or on benefits",
      "Value of your estate",
      "Funeral wishes",
    ]);
  });
});

describe("a charity as the back-up, as the form takes it", () => {
  const backup = JANE_SMITH_CHAT.indexOf("my friend Sue Lee");
  const charity = record(
    converse([
      ...JANE_SMITH_CHAT.slice(0, backup),
      "RSPCA",
      "the RSPCA, charity",
      ...JANE_SMITH_CHAT.slice(backup + 1),
    ]),
  );

  it("asks for a full name or the word charity, then writes the charity into the will", () => {
    expect(charity.turns[backup]?.reply).toContain("or a charity, for example: RSPCA, charity.");
    expect(charity.turns[backup + 1]?.reply).toBe(
      "If RSPCA is a charity, add the word charity, for example: RSPCA, charity. If it is a person, please give their full name.",
    );
    expect(charity.turns.at(-2)?.reply).toContain("- If someone dies before you: RSPCA (charity) 100%");
    expect(charity.last.done).toBe(true);
    expect(charity.last.formData?.residualEstate.contingentBeneficiaries).toEqual([
      { fullName: "RSPCA", relationship: "charity", percentage: 100, isContingentBeneficiary: true },
    ]);
    expect(renderWill(charity.last.formData!).html).toContain(
      "The receipt of the treasurer or other proper officer of a charity",
    );
  });

  it("asks for the full name of a first name it does not know (Sue is Sue Lee, named before)", () => {
    const person = record(converse([...JANE_SMITH_CHAT.slice(0, backup), "Tom"]));
    expect(person.turns[backup + 1]?.reply).toBe(
      "Please give Tom's full name, for example: Tom Jones. If it is a charity, add the word charity, for example: RSPCA, charity.",
    );
  });
});

describe("a yes, a no or a group where names are asked", () => {
  const estate = JANE_SMITH_CHAT.indexOf("everything to my brother Mark");
  const backup = estate + 1;

  it("says the form the shares take, not 'Please give yes's full name' or 'How is the kids related to you?'", () => {
    // Single with no children: the usual plan is not offered, so "yes" names nobody.
    for (const answer of ["yes", "no", "nobody", "not sure", "yes, Sue Lee", "everything", "all of it"]) {
      const reply = converse([...JANE_SMITH_CHAT.slice(0, estate), answer]).last.reply;
      expect(reply).toBe(
        "Please type the people's names, with a percentage each if the shares are not equal, for example: 50% Tom Jones and 50% Amy Jones.",
      );
    }
    // The children, where there are none, are not a name either: she is told why.
    for (const answer of ["the kids", "both kids", "Mark Jones and my kids"])
      expect(converse([...JANE_SMITH_CHAT.slice(0, estate), answer]).last.reply).toBe(
        "You've told me you have no children, so please name each person, for example: 50% Tom Jones and 50% Amy Jones.",
      );
    // With one heir who is not a child, passing the share on is not offered: "yes" names nobody either.
    expect(converse([...JANE_SMITH_CHAT.slice(0, backup), "yes"]).last.reply).toMatch(
      /^Please type the people's names, with a percentage each if the shares are not equal, for example: Sue Lee, my friend;/,
    );
  });
});

describe("a charity with 'and' in its name", () => {
  const estate = JANE_SMITH_CHAT.indexOf("everything to my brother Mark");
  const withEstate = (answer: string) =>
    converse([...JANE_SMITH_CHAT.slice(0, estate), answer, ...JANE_SMITH_CHAT.slice(estate + 1)]);

  it("'everything to Battersea Dogs and Cats Home' is one share, a charity, and the will is finished", () => {
    const home = record(withEstate("everything to Battersea Dogs and Cats Home"));
    expect(home.turns[estate + 1]?.reply).toContain(
      "If Battersea Dogs and Cats Home dies before you, who should get their share instead?",
    );
    expect(home.turns.at(-2)?.reply).toContain(
      "- The rest of your estate: Battersea Dogs and Cats Home (charity) 100%",
    );
    expect(home.last.done).toBe(true);
    expect(home.last.formData?.residualEstate.beneficiaries).toEqual([
      {
        fullName: "Battersea Dogs and Cats Home",
        relationship: "charity",
        percentage: 100,
        isPrimaryBeneficiary: true,
      },
    ]);
  });

  it("'50% Battersea Dogs and Cats Home, 50% Mark Jones' is two shares, the charity's whole", () => {
    const half = withEstate("50% Battersea Dogs and Cats Home, 50% Mark Jones");
    expect(half.last.done).toBe(true);
    expect(half.last.formData?.residualEstate.beneficiaries).toMatchObject([
      { fullName: "Battersea Dogs and Cats Home", relationship: "charity", percentage: 50 },
      { fullName: "Mark Jones", relationship: "brother", percentage: 50 },
    ]);
  });

  it("'Tom Jones and Amy Jones' is still two people in equal shares", () => {
    const two = converse([...JANE_SMITH_CHAT.slice(0, estate), "Tom Jones and Amy Jones"]).last;
    expect(two.question).toBe("residuaryRelationship");
    expect(two.state.facts.residuaryBeneficiaries).toEqual([
      { fullName: "Tom Jones", percentage: 50 },
      { fullName: "Amy Jones", percentage: 50 },
    ]);
  });
});

describe("the answers the issue found looping, to the questions they fit", () => {
  const mirror = record(converse(MIRROR));

  it("never stores a sentence as a name or an address: it says the form it needs", () => {
    expect(mirror.turns[1]?.reply).toBe(
      "Please type just your first name and surname, for example: Jane Smith. I'll ask your date of birth and address next.",
    );
    expect(mirror.turns[1]?.state.facts).toEqual({});
    expect(mirror.turns[2]?.reply).toContain("Thanks, David.");
  });

  it("takes 'Tom Jones, 8', 'Dave Jones, my brother' and '50% Tom and 50% Amy' where they fit, to the will", () => {
    expect(mirror.last.done).toBe(true);
    const guardians = [{ fullName: "Dave Jones", relationship: "brother", order: 1 }];
    expect(mirror.last.formData).toMatchObject({
      familyInfo: {
        maritalStatus: "married",
        spouseName: "Sarah Jones",
        hasMirrorWill: true,
        spouseDateOfBirth: "1980-04-04",
        children: [
          { fullName: "Tom Jones", age: 8, guardians },
          { fullName: "Amy Jones", age: 5, guardians },
        ],
      },
      executorInfo: {
        primary: {
          fullName: "Sarah Jones",
          relationship: "spouse",
          address: "12 Oak Road, Leeds LS6 2AB",
          isAdult: true,
        },
        alternate: {
          fullName: "Dave Jones",
          relationship: "sibling",
          contact: "dave@example.com",
          isAdult: true,
        },
      },
      residualEstate: {
        beneficiaries: [
          { fullName: "Tom Jones", relationship: "child", percentage: 50 },
          { fullName: "Amy Jones", relationship: "child", percentage: 50 },
        ],
        contingentBeneficiaries: [],
        trustInfo: { createTrust: true, inheritanceAge: 25 },
      },
      circumstances: { excludesSpouseOrChild: true, estimatedEstateValue: 300_000 },
    });
    expect(mirror.last.legalCheckRecommended).toBe(true);
    expect(mirror.last.legalCheckReasons.join(" ")).toContain(
      "not sure whether someone in your will is disabled",
    );
  });

  it("shows the shares as the will writes them in the summary", () => {
    const summary = mirror.turns.at(-2)!.reply;
    expect(summary).toContain("- The rest of your estate: Tom Jones (child) 50%, Amy Jones (child) 50%");
    expect(summary).toContain(
      "- If someone dies before you: A child's share to their own children, otherwise to the others named",
    );
    expect(summary).toContain("- Guardians: Dave Jones (brother)");
  });

  it("says both forms a yes-or-no question that leads on takes", () => {
    const atChildren = converse(MIRROR.slice(0, 7)).last;
    expect(atChildren.question).toBe("children");
    expect(respond(atChildren.state, "3", TODAY).reply).toBe(
      "Please type yes or no, or one child's full name and age, for example: Tom Jones, 8.",
    );
  });

  it("acknowledges each child and guardian it took", () => {
    expect(mirror.turns[8]?.reply).toMatch(/^Thanks: Tom Jones, 8\./);
    expect(mirror.turns[9]?.reply).toMatch(/^Thanks: Amy Jones, 5\./);
    expect(mirror.turns[11]?.reply).toMatch(/^Dave Jones is down as a guardian\./);
  });

  it("does not name the same guardian twice", () => {
    // "Would you like to name another guardian?" answered with the guardian already named.
    const again = converse([...MIRROR.slice(0, 12), "yes", "Dave Jones", "my brother Dave", "no one"]);
    expect(again.turns[14]?.reply).toBe(
      "Dave Jones is already down as a guardian. Please choose someone else, or say 'no one'.",
    );
    expect(again.turns[15]?.reply).toBe(again.turns[14]?.reply);
    expect(again.last.question).toBe("executorName");
    expect(again.last.state.facts.guardians?.map((guardian) => guardian.fullName)).toEqual(["Dave Jones"]);
  });
});

describe("an engaged woman with gifts, shares and a back-up she names", () => {
  const engaged = record(converse(ENGAGED));

  it("ends with a will made expecting her marriage, her gifts, and the shares she gave", () => {
    expect(engaged.last.done).toBe(true);
    expect(engaged.last.formData).toMatchObject({
      personalInfo: { fullName: "Alex Green" },
      circumstances: {
        partnerName: "Jordan Ellis",
        expectedMarriageTo: "Jordan Ellis",
        hasPropertyAbroad: true,
      },
      executorInfo: {
        primary: { fullName: "Jordan Ellis", relationship: "other", isAdult: true },
        alternate: { fullName: "Kim Lee", relationship: "friend", contact: "07700 900999" },
      },
      specificGifts: [
        { description: "my gold watch", beneficiary: "Lily Jones", relationship: "niece" },
        { description: "£500", beneficiary: "Jordan Ellis", relationship: "partner" },
      ],
      residualEstate: {
        beneficiaries: [
          { fullName: "Jordan Ellis", relationship: "partner", percentage: 60 },
          { fullName: "Sam Green", relationship: "brother", percentage: 40 },
        ],
        contingentBeneficiaries: [{ fullName: "Pat Moss", relationship: "cousin", percentage: 100 }],
      },
    });
    expect(engaged.last.formData?.funeralWishes).toBeUndefined();
    expect(engaged.last.legalCheckRecommended).toBe(true);
  });

  it("offers the partner's name as the quick reply for whom she will marry", () => {
    expect(engaged.asked[7]).toBe("expectedMarriageTo");
    expect(engaged.turns[7]?.quickReplies).toEqual(["Jordan Ellis"]);
    for (const answer of ["my partner", "jordan"])
      expect(respond(engaged.turns[7]!.state, answer, TODAY).state.facts.expectedMarriageTo, answer).toBe(
        "Jordan Ellis",
      );
  });

  it("changes the funeral wishes from the summary and comes back to it", () => {
    const index = ENGAGED.indexOf("change funeral wishes") + 1;
    expect(engaged.turns[index]?.reply).toMatch(
      /^No problem, let's change that\.\n\nDo you have any funeral wishes\?/,
    );
    expect(engaged.asked[index + 1]).toBe("confirmation");
  });
});

describe("every question", () => {
  const conversations = [JANE_SMITH_CHAT, MIRROR, ENGAGED];

  it("answered in the wrong form, says the form it needs and keeps the facts as they were", () => {
    for (const messages of conversations) {
      let turn = openingTurn(TODAY);
      for (const message of messages) {
        const question = QUESTIONS.find((entry) => entry.id === turn.question);
        if (question && question.id !== "funeralWishes") {
          const wrong = respond(turn.state, "42?", TODAY);
          expect(
            wrong.reply.startsWith(`Please type ${question.form}`),
            `${question.id}: ${wrong.reply}`,
          ).toBe(true);
          expect(wrong.reply).not.toContain("Sorry");
          expect(wrong.state.facts, question.id).toEqual(turn.state.facts);
          expect(wrong.question).toBe(question.id);
        }
        turn = respond(turn.state, message, TODAY);
      }
      expect(turn.done).toBe(true);
    }
  });

  it("is asked in one of these conversations (the table has no question nobody reaches)", () => {
    record(
      converse([
        "Ann Lee",
        "1/1/1960",
        "1 Elm Road, Hull HU1 1AA",
        "widowed",
        "no",
        "yes",
        "Ben Lee, 30",
        "no",
        "Mark Jones",
      ]),
    );
    record(
      converse([
        "Ann Lee",
        "1/1/1960",
        "1 Elm Road, Hull HU1 1AA",
        "divorced",
        "no",
        "Cara Lee, 10",
        "no",
        "Kate Brown",
        "sister",
      ]),
    );
    record(
      converse(["Ann Lee", "1/1/1960", "1 Elm Road, Hull HU1 1AA", "married", "Bob Lee", "yes", "2/2/1961"]),
    );
    const missing = QUESTIONS.map((entry) => entry.id).filter(
      (id) => !askedEver.has(id) && id !== "childAge",
    );
    expect(missing).toEqual([]);
  });
});

describe("odd messages", () => {
  const ODD = [
    "",
    "   ",
    "🙂🙂",
    "<script>alert(1)</script>",
    "x".repeat(5_000),
    "0",
    "-1",
    "100%",
    "yes yes yes",
    "change",
    "change nothing",
    "\u0000",
    "Tom Jones, 999",
    "£-5",
  ];

  it("never throw, always answer, and always leave a state the schema reads", () => {
    for (const messages of [JANE_SMITH_CHAT, MIRROR]) {
      let turn = openingTurn(TODAY);
      for (const message of messages) {
        for (const odd of ODD) {
          const reply = respond(turn.state, odd, TODAY);
          expect(reply.reply.length, JSON.stringify(odd)).toBeGreaterThan(0);
          expect(() => ChatStateSchema.parse(JSON.parse(JSON.stringify(reply.state)))).not.toThrow();
        }
        turn = respond(turn.state, message, TODAY);
      }
      expect(turn.done).toBe(true);
    }
  });
});

describe("corrections", () => {
  const finished = converse(MIRROR).last;

  it("every answer in the summary can be changed: its answer is forgotten and asked again", () => {
    const atSummary = converse(MIRROR.slice(0, -1)).last;
    expect(atSummary.question).toBe("confirmation");
    for (const row of atSummary.answers) {
      const changed = respond(atSummary.state, row.change, TODAY);
      expect(changed.reply, row.label).toMatch(/^No problem, let's change that\./);
      expect(
        changed.answers.map((entry) => entry.key),
        row.label,
      ).not.toContain(row.key);
      expect(changed.question, row.label).not.toBe("confirmation");
    }
  });

  it("changing an answer forgets its facts and those that depend on them, and nothing else", () => {
    const trust = ["excludesSpouseOrChild", "createTrust", "inheritanceAge"];
    const forgets: Record<string, string[]> = {
      family: [
        ...["maritalStatus", "spouseName", "wantsMirrorWill", "spouseDateOfBirth", "hasPartner"],
        ...["partnerName", "planningToMarry", "expectedMarriageTo", "excludesSpouseOrChild"],
      ],
      children: ["hasChildren", "children", "guardians", ...trust],
      guardians: ["guardians"],
      alternateExecutor: ["wantsAlternateExecutor", "alternateExecutor"],
      gifts: ["hasSpecificGifts", "specificGifts"],
      residuary: ["residuaryPlan", "residuaryBeneficiaries", "backupPlan", "backupBeneficiaries", ...trust],
      backup: ["backupPlan", "backupBeneficiaries", ...trust],
      trust: ["createTrust", "inheritanceAge"],
      estateValue: ["estimatedEstateValue"],
    };
    // And the parts given to the people a row names: David's wife is his executor and his children
    // share the estate; Alex's partner Jordan is her executor, has a gift and a share.
    const estate = ["residuaryPlan", "residuaryBeneficiaries", "backupPlan", "backupBeneficiaries"];
    const givenToThem = new Map<readonly string[], Record<string, string[]>>([
      [MIRROR, { family: ["executor"], children: estate }],
      [ENGAGED, { family: ["executor", "hasSpecificGifts", "specificGifts", ...estate, ...trust] }],
    ]);
    for (const messages of [MIRROR, ENGAGED]) {
      const atSummary = converse(messages.slice(0, -1)).last;
      expect(atSummary.question).toBe("confirmation");
      const before = Object.keys(atSummary.state.facts);
      const roles = givenToThem.get(messages) ?? {};
      for (const row of atSummary.answers) {
        const after = Object.keys(respond(atSummary.state, row.change, TODAY).state.facts);
        const forgotten = before.filter((key) => !after.includes(key));
        const expected = [...(forgets[row.key] ?? [row.key]), ...(roles[row.key] ?? [])];
        expect(forgotten, row.key).toEqual(before.filter((key) => expected.includes(key)));
      }
    }
  });

  it("a changed executor is asked again, then the summary, then the will has the new one", () => {
    const after = converse(
      [
        "change my executor",
        "Kate Brown, my sister",
        "2 Low Lane, Leeds LS2 2BB",
        "kate@example.com",
        "yes",
        "yes",
      ],
      finished,
    );
    expect(after.asked.slice(1, 6)).toEqual([
      "executorName",
      "executorAddress",
      "executorContact",
      "executorAdult",
      "confirmation",
    ]);
    expect(after.last.formData?.executorInfo.primary).toMatchObject({
      fullName: "Kate Brown",
      relationship: "sibling",
    });
  });

  it("'change my executor to Kate Brown, my sister' takes the new executor, not only the change", () => {
    const to = respond(finished.state, "change my executor to Kate Brown, my sister", TODAY);
    expect(to.reply).toBe(
      "No problem, let's change that.\n\nWhat is Kate's address? You can say 'same as mine'.",
    );
    expect(to.state.facts.executor).toEqual({
      fullName: "Kate Brown",
      relationship: "sibling",
      relationshipLabel: "sister",
    });
    const funeral = respond(finished.state, "change my funeral wishes to a woodland burial", TODAY);
    expect(funeral.question).toBe("confirmation");
    expect(funeral.state.facts.funeralWishes).toBe("a woodland burial");
  });

  it("the replacement made executor keeps the address and contact given for them; 'no one' as the new replacement finishes the will without one", () => {
    const after = converse(["change my executor", "my brother Dave Jones", "no one", "yes"], finished);
    expect(after.asked.slice(1, 4)).toEqual(["executorName", "alternateName", "confirmation"]);
    expect(after.turns[2]!.reply).toBe(
      "Who should be your replacement executor? For example: Kate Brown, my sister.",
    );
    expect(after.last.formData?.executorInfo).toEqual({
      primary: expect.objectContaining({
        fullName: "Dave Jones",
        address: "1 Mill Lane, York YO1 1AA",
        contact: "dave@example.com",
      }),
    });
  });

  it("'no one' as guardian is an answer, and 'no' to leaving out a spouse asks who inherits again", () => {
    const guardians = MIRROR.indexOf("Dave Jones, my brother");
    const none = converse([...MIRROR.slice(0, guardians), "no one"]).last;
    expect(none.state.facts.guardians).toEqual([]);
    expect(none.question).toBe("executorName");
    const exclusion = MIRROR.indexOf("not sure") + 1;
    const notOnPurpose = converse([...MIRROR.slice(0, exclusion), "no"]).last;
    expect(notOnPurpose.reply).toMatch(
      /^Then let's change who inherits\.\n\nWho should get the rest of your estate\?/,
    );
    expect(notOnPurpose.state.facts.residuaryPlan).toBeUndefined();
    const usual = converse([...MIRROR.slice(0, exclusion), "no", "Yes, the usual plan"]).last;
    expect(usual.question).toBe("estateValue");
    expect(usual.answers.find((row) => row.key === "residuary")?.value).toBe("Sarah Jones (spouse) 100%");
  });

  it("'no' at the summary asks what to change, offering each answer", () => {
    const atSummary = converse(MIRROR.slice(0, -1)).last;
    const no = respond(atSummary.state, "no", TODAY);
    expect(no.reply).toMatch(/^What would you like to change\?/);
    expect(no.quickReplies).toContain("Change executor");
    expect(no.quickReplies).toContain("Change the rest of your estate");
  });

  it("goes back one answer at a time, and starts again when asked", () => {
    const backed = converse(["Jane Smith", "12/03/1980", "go back"]);
    expect(backed.last.reply).toBe(
      "Okay, let's go back.\n\nWhat is your date of birth? For example: 12 March 1980.",
    );
    expect(backed.last.state.facts).toEqual({ fullName: "Jane Smith" });
    expect(converse(["go back"]).last.reply).toMatch(/^We're right at the start/);
    const again = converse(["Jane Smith", "start again"]);
    expect(again.last.state.facts).toEqual({});
    expect(again.last.reply).toMatch(/^Of course, let's start again/);
  });

  it("explains a term when asked and asks the same question again", () => {
    const asked = converse([
      "Jane Smith",
      "12/03/1980",
      "1 High St, Leeds LS1 1AA",
      "single",
      "no",
      "no",
      "what is an executor?",
    ]);
    expect(asked.last.reply.startsWith(`${TERM_EXPLANATIONS.executor}\n\n`)).toBe(true);
    expect(asked.last.reply).toContain("Who would you like to be your executor?");
    expect(asked.last.question).toBe("executorName");
  });

  it("refuses shares that do not add up, a child as executor, and the same replacement executor", () => {
    const base = MIRROR.slice(0, MIRROR.indexOf("50% Tom and 50% Amy"));
    expect(converse([...base, "60% Tom and 50% Amy"]).last.reply).toBe(
      "The shares of your beneficiaries add up to 110%. They must add up to exactly 100%. You cannot give away more than everything you have.",
    );
    const beforeExecutor = MIRROR.slice(0, MIRROR.indexOf("my wife"));
    expect(converse([...beforeExecutor, "Tom"]).last.reply).toBe(
      "Tom Jones is under 18. An executor must be an adult, so please choose someone else.",
    );
    const beforeAlternate = MIRROR.slice(0, MIRROR.indexOf("Dave Jones, my brother", 12));
    expect(converse([...beforeAlternate, "yes", "Sarah Jones"]).last.reply).toBe(
      "The replacement executor must be a different person from your executor.",
    );
  });

  it("refuses a date after today, and an executor or a guardian who is not 18 or over", () => {
    expect(converse(["Jane Smith", "1 January 2030"]).last.reply).toBe(
      "That date is after today. Please check it.",
    );
    const executor = converse([...JANE_SMITH_CHAT.slice(0, 9), "no"]).last;
    expect(executor.reply).toBe(
      "Your executor must be 18 or over, so please choose someone else.\n\nWho would you like to be your executor? Please give their full name and how they're related to you, for example: Mark Jones, my brother.",
    );
    expect(executor.state.facts.executor).toBeUndefined();
    const guardian = converse([...MIRROR.slice(0, 11), "no"]).last;
    expect(guardian.reply).toBe(
      "A guardian must be 18 or over, so please choose someone else.\n\nWho would you like to look after Tom and Amy if you die while they're under 18? For example: Kate Brown, my sister. Or say 'no one'.",
    );
    expect(guardian.state.facts.guardians).toEqual([]);
  });

  it("takes 'not sure' only where it is offered: a yes-or-no question asks for yes or no", () => {
    const exclusion = MIRROR.indexOf("not sure") + 1;
    const unsure = converse([...MIRROR.slice(0, exclusion), "not sure"]).last;
    expect(unsure.reply).toBe("Please type yes or no.");
    expect(unsure.question).toBe("exclusion");
  });

  it("asks for a percentage for everyone or no one", () => {
    const base = MIRROR.slice(0, MIRROR.indexOf("50% Tom and 50% Amy"));
    const some = converse([...base, "50% Tom and Amy"]).last;
    expect(some.reply).toBe("Please give a percentage for each person, or none for equal shares.");
    expect(some.question).toBe("residuary");
  });

  it("answers an empty message, an early 'check my answers', and a third answer in the wrong form", () => {
    const start = openingTurn(TODAY).state;
    expect(respond(start, "  ", TODAY).reply).toBe(
      "I didn't get a message there.\n\nWhat is your full name?",
    );
    expect(respond(start, "check my answers", TODAY).reply).toBe(
      "We haven't got very far yet.\n\nWhat is your full name?",
    );
    const wrong = converse(["12345", "12345", "12345"]).turns.map((turn) => turn.reply);
    const form =
      "Please type just your first name and surname, for example: Jane Smith. I'll ask your date of birth and address next.";
    expect(wrong.slice(1)).toEqual([
      form,
      form,
      `${form} If it's easier, our step-by-step form asks the same questions.`,
    ]);
  });

  it("shows an executor asked only in part without empty parts", () => {
    const named = JANE_SMITH_CHAT.indexOf("my brother Mark Jones") + 1;
    const early = converse([...JANE_SMITH_CHAT.slice(0, named), "check my answers"]).last.reply;
    expect(early).toContain("- Executor: Mark Jones (brother)\n");
  });

  it("asks again for what the legal checks refuse at the end, and says a finished will is finished", () => {
    const finished = converse(JANE_SMITH_CHAT).last;
    const refused = converse(
      ["change my executor", "Jane Smith, myself", "same as mine", "07700 900999", "yes", "yes"],
      finished,
    ).last;
    expect(refused.reply).toMatch(
      /^Before I finish, one thing needs changing\. Jane Smith is named as your executor, but that is your own name\./,
    );
    expect(refused.question).toBe("executorName");
    expect(refused.done).toBe(false);
    expect(respond(finished.state, "hello", TODAY).reply).toBe(
      "Your will is finished. Press 'Get my final will' when you're ready. To change anything, say 'change' and what, for example 'change my executor'.",
    );
  });

  it("someone under 18 is told why, and can correct a mistyped date", () => {
    const young = converse(["Jo Bloggs", "1 January 2010"]);
    expect(young.last.reply).toContain(
      "you must be 18 or over to make a will in England and Wales (Wills Act 1837, s.7)",
    );
    expect(young.last.state.status).toBe("refused");
    expect(respond(young.last.state, "1 January 1990", TODAY).question).toBe("address");
  });
});

describe("a life interest, which the service does not write", () => {
  const wish = "I want my brother to live in my house for the rest of his life, then it goes to Sue Lee.";
  const at = JANE_SMITH_CHAT.indexOf("everything to my brother Mark");
  const messages = [...JANE_SMITH_CHAT.slice(0, at), wish, ...JANE_SMITH_CHAT.slice(at)];
  const life = converse(messages);

  it("tells the user it needs a trust and a legal professional, then asks the same question again", () => {
    const told = life.turns[at + 1]!;
    expect(told.reply).toMatch(
      /^Letting someone use your home or money for the rest of their life before it passes on is called a life interest\. It needs a special trust with its own tax rules, which this service does not write\. Please talk to a legal professional\. I've noted it, and I'll recommend our optional legal check/,
    );
    expect(told.question).toBe("residuary");
    expect(life.asked[at]).toBe("residuary");
    expect(told.state.facts.wantsLifeInterest).toBe(true);
    expect(told.answers.find((row) => row.key === "lifeInterest")?.value).toBe(
      "Yes: a legal professional should set up the trust",
    );
  });

  it("finishes the will with the legal check recommended for the life interest", () => {
    expect(life.last.done).toBe(true);
    expect(life.last.formData?.circumstances.wantsLifeInterest).toBe(true);
    expect(life.last.legalCheckRecommended).toBe(true);
    expect(life.last.legalCheckReasons).toContain(
      "You want someone to use something for the rest of their life before it passes on. This needs a special trust with its own tax rules. Please talk to a legal professional.",
    );
    expect(life.last.reply).toContain("I recommend our optional legal check");
  });

  it("can be taken back from the summary", () => {
    const atSummary = converse(messages.slice(0, -1)).last;
    const changed = respond(atSummary.state, "change the life interest", TODAY);
    expect(changed.state.facts.wantsLifeInterest).toBeUndefined();
    expect(changed.answers.map((row) => row.key)).not.toContain("lifeInterest");
    expect(changed.question).toBe("confirmation");
  });
});

describe("stored conversations", () => {
  it("replays to the same state as the live conversation, through JSON", () => {
    const live = converse(MIRROR).last;
    const replayed = replayConversation(
      MIRROR.map((content) => ({ role: "user" as const, content })),
      TODAY,
    );
    expect(replayed.state).toEqual(live.state);
    expect(ChatStateSchema.parse(JSON.parse(JSON.stringify(live.state)))).toEqual(live.state);
  });

  it("reads a state stored by the earlier engine (version 1) and goes on from its facts", () => {
    const old = {
      version: 1,
      facts: {
        fullName: "Jane Smith",
        dateOfBirth: "1980-03-12",
        address: "1 High Street, Leeds LS1 1AA",
        maritalStatus: "single",
        hasPartner: false,
        hasChildren: false,
        children: [],
      },
      status: "interviewing",
      turn: 6,
      attempts: 0,
      answered: [{ question: "fullName" }, { question: "partner" }],
      explained: [],
      pending: { shortNamesAccepted: ["Sue"] },
    };
    const state = ChatStateSchema.parse(old);
    expect(state).toMatchObject({
      version: 3,
      facts: old.facts,
      turn: 6,
      closed: ["children", "guardians", "gifts"],
    });
    const next = respond(state, "Mark Jones, my brother", TODAY);
    expect(next.state.facts.executor).toEqual({
      fullName: "Mark Jones",
      relationship: "sibling",
      relationshipLabel: "brother",
    });
    expect(next.question).toBe("executorAddress");
  });

  it("goes on from a state stored by version 2, its equal shares given their percentages", () => {
    // Stored by the version 2 engine: Jane Smith's chat with "Mark and Sue Lee" as the rest of
    // her estate and "Pat Moss" as the back-up, whose relationship is asked next.
    const stored: unknown = JSON.parse(
      readFileSync(new URL("./stored-state-v2.json", import.meta.url), "utf8"),
    );
    const state = ChatStateSchema.parse(stored);
    expect(state.version).toBe(3);
    expect(state.facts.residuaryBeneficiaries).toEqual([
      { fullName: "Mark Jones", relationship: "brother", percentage: 50 },
      { fullName: "Sue Lee", relationship: "friend", percentage: 50 },
    ]);
    expect(respond(state, "go back", TODAY).question).toBe("backup");
    const next = respond(state, "cousin", TODAY);
    expect(next.question).toBe("propertyAbroad");
    const done = [...JANE_SMITH_CHAT.slice(JANE_SMITH_CHAT.indexOf("my friend Sue Lee") + 1)].reduce(
      (turn, message) => respond(turn.state, message, TODAY),
      next,
    );
    expect(done.done).toBe(true);
    expect(done.formData?.residualEstate).toMatchObject({
      beneficiaries: [
        { fullName: "Mark Jones", relationship: "brother", percentage: 50 },
        { fullName: "Sue Lee", relationship: "friend", percentage: 50 },
      ],
      contingentBeneficiaries: [{ fullName: "Pat Moss", relationship: "cousin", percentage: 100 }],
    });
  });

  it("asks a child's age when a stored state has a child without one", () => {
    const state = ChatStateSchema.parse({
      ...initialChatState(),
      facts: {
        fullName: "Ann Lee",
        dateOfBirth: "1960-01-01",
        address: "1 Elm Road, Hull HU1 1AA",
        maritalStatus: "widowed",
        hasPartner: false,
        hasChildren: true,
        children: [{ fullName: "Ben Lee" }],
      },
      closed: ["children"],
    });
    expect(respond(state, "go", TODAY).question).toBe("childAge");
    const aged = respond(state, "30", TODAY);
    expect(aged.state.facts.children).toEqual([{ fullName: "Ben Lee", age: 30 }]);
  });

  it("takes no more children than a will can hold (20), and says so", () => {
    let turn = converse(["Ann Lee", "1/1/1960", "1 Elm Road, Hull HU1 1AA", "widowed", "no", "yes"]).last;
    for (let index = 1; index <= 21; index += 1) {
      turn = respond(turn.state, `Child${String.fromCharCode(64 + index)} Lee, 30`, TODAY);
      if (index < 21) turn = respond(turn.state, "yes", TODAY);
    }
    expect(turn.reply).toMatch(/^That's more than I can take here\./);
    expect(turn.state.facts.children).toHaveLength(20);
    expect(() => ChatStateSchema.parse(turn.state)).not.toThrow();
  });

  it("stops after too many messages", () => {
    const long = respond({ ...initialChatState(), turn: 300 }, "Jane Smith", TODAY);
    expect(long.reply).toMatch(/^This conversation has become very long/);
  });
});

describe("shares and gifts in words the will cannot hold", () => {
  /** Jane Smith's conversation up to the gifts question (her brother Mark, her friend Sue named). */
  const UP_TO_GIFTS = JANE_SMITH_CHAT.slice(0, 14);

  it("'half to Mark and half to Sue' and '50/50 between Mark and Sue' are 50% each, not people called 'half to Mark'", () => {
    for (const answer of [
      "half to Mark and half to Sue",
      "half to mark and half to sue",
      "50/50 between Mark and Sue",
    ])
      expect(
        converse([...UP_TO_GIFTS, "no", answer]).last.state.facts.residuaryBeneficiaries,
        answer,
      ).toEqual([
        { fullName: "Mark Jones", relationship: "brother", percentage: 50 },
        { fullName: "Sue Lee", relationship: "friend", percentage: 50 },
      ]);
    const kids = converse([...UP_TO_GIFTS, "no", "half to Mark and half split between the kids"]).last;
    expect(kids.reply).toMatch(/^You've told me you have no children/);
  });

  it("a gift to two people is asked again, not given to one person called 'Mark Jones and Sue Lee'", () => {
    const joint = converse([...UP_TO_GIFTS, "yes", "my car to Mark Jones and Sue Lee"]).last;
    expect(joint.question).toBe("gift");
    expect(joint.state.facts.specificGifts).toEqual([]);
  });

  it("'everything to Sue Lee' as a gift is refused (the rest of the estate is asked next), and 'no' ends the gifts", () => {
    const everything = converse([...UP_TO_GIFTS, "yes", "everything to my friend Sue Lee"]).last;
    expect(everything.reply).toBe(
      "A gift is one thing, like a piece of jewellery or an amount of money. I'll ask who gets everything else next. Tell me one gift: what it is, then 'to' and who gets it. For example: my gold watch to Tom Jones, my son. Or say no.",
    );
    expect(everything.state.facts.specificGifts).toEqual([]);
    const none = respond(everything.state, "no", TODAY);
    expect(none.question).toBe("residuary");
    expect(none.state.facts.hasSpecificGifts).toBe(false);
    const finished = converse([
      ...UP_TO_GIFTS,
      "yes",
      "everything to my friend Sue Lee",
      "no",
      ...JANE_SMITH_CHAT.slice(15),
    ]).last;
    expect(finished.formData?.specificGifts).toEqual([]);
    expect(finished.formData?.residualEstate.beneficiaries).toMatchObject([
      { fullName: "Mark Jones", percentage: 100 },
    ]);
  });

  it("two gifts in one answer are asked one at a time, not both given to the last person named", () => {
    const two = converse([...UP_TO_GIFTS, "yes", "£1000 to Sue Lee and £500 to Mark"]).last;
    expect(two.question).toBe("gift");
    expect(two.state.facts.specificGifts).toEqual([]);
    const goes = converse([...UP_TO_GIFTS, "yes", "my house goes to Mark"]).last;
    expect(goes.state.facts.specificGifts).toMatchObject([
      { description: "my house", beneficiary: "Mark Jones" },
    ]);
  });

  it("a gift whose description has 'to' in it goes to the person after the last 'to'", () => {
    const painting = converse([...UP_TO_GIFTS, "yes", "my painting 'Ode to Joy' to Sue Lee"]).last;
    expect(painting.state.facts.specificGifts).toEqual([
      { description: "my painting 'Ode to Joy'", beneficiary: "Sue Lee", relationship: "friend" },
    ]);
  });
});

describe("funeral wishes", () => {
  it("'not sure', 'n/a' or 'no preference' is no wish, not the wish 'not sure' written into the will", () => {
    for (const answer of ["not sure", "n/a", "no preference"]) {
      const turn = converse([...JANE_SMITH_CHAT.slice(0, -2), answer, "yes"]).last;
      expect(turn.formData?.funeralWishes, answer).toBeUndefined();
    }
    const cremation = converse([...JANE_SMITH_CHAT.slice(0, -2), "not sure, maybe cremation", "yes"]).last;
    expect(cremation.formData?.funeralWishes).toBe("not sure, maybe cremation");
  });
});

describe("a child who has died", () => {
  it("is not taken as a child, and is not asked for an age again and again", () => {
    const died = converse([...JANE_SMITH_CHAT.slice(0, 5), "my son Peter died in 2015"]).last;
    expect(died.reply).toBe(
      "I'm sorry for your loss. Your will names only your children who are alive. If you'd like a child's own children to inherit, you can name them when I ask who gets the rest of your estate.\n\nDo you have any children?",
    );
    expect(respond(died.state, "no", TODAY).state.facts).toMatchObject({ hasChildren: false, children: [] });
  });
});

describe("one person's share", () => {
  it("'50% Mark Jones' alone is refused as not adding up, not stored as 100%", () => {
    const half = converse([...JANE_SMITH_CHAT.slice(0, 14), "no", "50% Mark Jones"]).last;
    expect(half.question).toBe("residuary");
    expect(half.state.facts.residuaryBeneficiaries).toBeUndefined();
    const whole = converse([...JANE_SMITH_CHAT.slice(0, 14), "no", "100% Mark Jones"]).last;
    expect(whole.state.facts.residuaryBeneficiaries).toEqual([
      { fullName: "Mark Jones", relationship: "brother", percentage: 100 },
    ]);
  });
});

describe("changing the spouse or a child asks again who was given a part as them", () => {
  it("a corrected wife's name leaves no executor under the old name: the executor is asked again", () => {
    const david = converse(MIRROR.slice(0, -1)).last;
    expect(david.state.facts.executor?.fullName).toBe("Sarah Jones");
    const corrected = converse(
      [
        ...["change my wife", "married", "Sara Jones", "no", "my wife", "same as mine", "07700 900123"],
        ...["yes", "yes"], // leaving Sara out of the estate is on purpose; finish
      ],
      david,
    );
    expect(corrected.asked).toContain("executorName");
    expect(corrected.last.formData?.familyInfo.spouseName).toBe("Sara Jones");
    expect(corrected.last.formData?.executorInfo.primary.fullName).toBe("Sara Jones");
    expect(JSON.stringify(corrected.last.formData)).not.toContain("Sarah");
  });

  it("a corrected child's name asks again the shares that named the child", () => {
    const david = converse(MIRROR.slice(0, -1)).last;
    const changed = converse(
      ["change children", "Thomas Jones, 8", "Amy Jones, 5", "no", "no one"],
      david,
    ).last;
    expect(changed.question).toBe("residuary");
    expect(changed.state.facts.residuaryBeneficiaries).toBeUndefined();
  });
});

describe("changing the guardians or the executor asks again the parts given to the person replaced", () => {
  /** A divorced mother of Cara, 10: her sister Amy Price is guardian, executor and back-up. */
  const ANN = [
    ...["Ann Lee", "1/1/1985", "1 Elm Road, Hull HU1 1AA", "divorced", "no", "Cara Lee, 10", "no"],
    ...["Amy Price, my sister", "yes", "no", "Amy Price", "2 Low Lane, Hull HU2 2BB", "07700 900111"],
    ...["no", "no", "Yes, the usual plan", "Amy Price", "yes", "no", "no", "no", "300k", "no"],
  ];
  const ann = converse(ANN).last;

  it("a replaced guardian's executorship and back-up share are asked again, then the will has them", () => {
    expect(ann.question).toBe("confirmation");
    const changed = converse(
      [
        ...["change guardians", "Owen Price, my brother", "yes", "no"],
        ...["Amy Price, my sister", "2 Low Lane, Hull HU2 2BB", "07700 900111", "yes", "Owen Price", "yes"],
        "yes",
      ],
      ann,
    );
    expect(changed.turns[1]?.reply).toMatch(
      /^No problem, let's change that\. If you choose someone other than Amy Price, I'll also ask you again about these parts of your will that name them: executor, if someone dies before you\.\n\n/,
    );
    expect(changed.asked[4]).toBe("executorName");
    expect(changed.turns[4]?.state.facts.executor).toBeUndefined();
    expect(changed.turns[4]?.state.facts.backupPlan).toBeUndefined();
    expect(changed.asked.slice(5, 10)).toEqual([
      "executorAddress",
      "executorContact",
      "executorAdult",
      "backup",
      "trust",
    ]);
    expect(changed.last.done).toBe(true);
    expect(changed.last.formData?.familyInfo.children[0]?.guardians).toEqual([
      { fullName: "Owen Price", relationship: "brother", order: 1 },
    ]);
    expect(changed.last.formData?.executorInfo.primary.fullName).toBe("Amy Price");
    expect(changed.last.formData?.residualEstate.contingentBeneficiaries).toMatchObject([
      { fullName: "Owen Price", relationship: "brother", percentage: 100 },
    ]);
  });

  it("a guardian typed again unchanged asks nothing else again", () => {
    const same = converse(["change guardians", "Amy Price, my sister", "no"], ann).last;
    expect(same.question).toBe("confirmation");
    expect(same.state.facts.executor).toEqual(ann.state.facts.executor);
    expect(same.state.facts.backupBeneficiaries).toEqual(ann.state.facts.backupBeneficiaries);
  });

  it("a replaced executor's guardianship is asked again; the shares they were given stay", () => {
    const changed = converse(
      [
        ...["change executor", "Owen Price, my brother", "3 High Street, Hull HU3 3CC", "07700 900222"],
        ...["yes", "Amy Price, my sister", "yes", "no", "yes"],
      ],
      ann,
    );
    expect(changed.turns[1]?.reply).toContain(
      "I'll also ask you again about these parts of your will that name them: guardians.",
    );
    expect(changed.asked[5]).toBe("guardian");
    expect(changed.turns[5]?.state.facts.guardians).toBeUndefined();
    expect(changed.last.done).toBe(true);
    expect(changed.last.formData?.executorInfo.primary.fullName).toBe("Owen Price");
    expect(changed.last.formData?.residualEstate.contingentBeneficiaries).toMatchObject([
      { fullName: "Amy Price", relationship: "sister" },
    ]);
  });
});

describe("a share to 'my wife'", () => {
  const ESTATE = MIRROR.indexOf("50% Tom and 50% Amy");

  it("is the wife by name, not a beneficiary called 'my wife'", () => {
    const wife = converse([...MIRROR.slice(0, ESTATE), "everything to my wife"]).last;
    expect(wife.state.facts.residuaryBeneficiaries).toEqual([
      { fullName: "Sarah Jones", relationship: "spouse", percentage: 100 },
    ]);
  });

  it("'my sister' with no name asks for her name", () => {
    const sister = converse([...MIRROR.slice(0, ESTATE), "50% my wife and 50% my sister"]).last;
    expect(sister.question).toBe("residuary");
    expect(sister.reply).toBe("Please give the full name of your sister, for example: Kate Brown.");
    expect(sister.state.facts.residuaryBeneficiaries).toBeUndefined();
  });
});

describe("a share for the children as a group", () => {
  const ESTATE = MIRROR.indexOf("50% Tom and 50% Amy");

  it("'half to my wife and half split between the kids' is 50% to the wife and 25% to each child", () => {
    for (const answer of [
      "half to my wife and half split between the kids",
      "half to my wife, the other half to the children equally",
      "50% to Sarah and 50% between my children",
      "half to my wife and the rest split equally between our kids",
    ]) {
      const split = converse([...MIRROR.slice(0, ESTATE), answer]).last;
      expect(split.question, answer).toBe("backup");
      expect(split.state.facts.residuaryBeneficiaries, answer).toEqual([
        { fullName: "Sarah Jones", relationship: "spouse", percentage: 50 },
        { fullName: "Tom Jones", relationship: "child", percentage: 25 },
        { fullName: "Amy Jones", relationship: "child", percentage: 25 },
      ]);
    }
    const finished = converse([...MIRROR.slice(0, ESTATE), "half to my wife and half to the kids"]).last;
    expect(finished.reply).toContain("If Sarah, Tom or Amy dies before you");
  });

  it("a third child's part of a half is worked out to the penny of a percent, adding to 100", () => {
    const three = [...MIRROR.slice(0, 9), "yes", "Ben Jones, 2", ...MIRROR.slice(9, ESTATE)];
    const split = converse([...three, "half to my wife and half split between the kids"]).last;
    expect(split.state.facts.residuaryBeneficiaries?.map((share) => share.percentage)).toEqual([
      50, 16.67, 16.67, 16.66,
    ]);
  });

  it("someone without children is told so, not asked for the form again", () => {
    const none = converse([...JANE_SMITH_CHAT.slice(0, 14), "no", "half to Mark and half to the kids"]).last;
    expect(none.question).toBe("residuary");
    expect(none.reply).toMatch(/^You've told me you have no children/);
  });
});

describe("two people with the same name", () => {
  it("'Mark Jones, my friend', when the brother is Mark Jones too, is asked about, not given to the brother", () => {
    const UP_TO_GIFTS = JANE_SMITH_CHAT.slice(0, 14);
    const friend = converse([...UP_TO_GIFTS, "no", "Mark Jones, my friend"]).last;
    expect(friend.question).toBe("residuary");
    expect(friend.state.facts.residuaryBeneficiaries).toBeUndefined();
    expect(friend.reply).toMatch(/^You've already named Mark Jones, your brother\./);
    const gift = converse([...UP_TO_GIFTS, "yes", "my watch to Mark Jones, my friend"]).last;
    expect(gift.question).toBe("gift");
    expect(gift.state.facts.specificGifts).toEqual([]);
    const same = converse([...UP_TO_GIFTS, "no", "Mark Jones, my friend", "Mark Jones"]).last;
    expect(same.state.facts.residuaryBeneficiaries).toEqual([
      { fullName: "Mark Jones", relationship: "brother", percentage: 100 },
    ]);
    const engaged = ENGAGED.indexOf("Jordan");
    const fiance = converse([...ENGAGED.slice(0, engaged), "Jordan Ellis, my fiancé"]).last;
    expect(fiance.state.facts.executor).toMatchObject({
      fullName: "Jordan Ellis",
      relationshipLabel: "partner",
    });
    const other = converse([...UP_TO_GIFTS, "no", "Mark Jones, my friend", "Mark A Jones, my friend"]).last;
    expect(other.state.facts.residuaryBeneficiaries).toEqual([
      { fullName: "Mark A Jones", relationship: "friend", percentage: 100 },
    ]);
  });
});

describe("answers people type that the interview once asked again and again", () => {
  const ESTATE = MIRROR.indexOf("50% Tom and 50% Amy");
  const PRIYA = ["Priya Patel", "5 June 1985", "Flat 3, 22 King Street, Manchester M2 4LQ"];

  it("'not married but I live with my boyfriend' is single, and the partner is asked next", () => {
    const single = converse([...PRIYA, "I'm not married but I live with my boyfriend"]).last;
    expect(single.state.facts.maritalStatus).toBe("single");
    expect(single.question).toBe("partner");
  });

  it("'my mum, Anita Patel' is the executor, and 'she lives with me' is the user's address", () => {
    const mum = converse([...PRIYA, "single", "no", "no", "my mum, Anita Patel", "she lives with me"]).last;
    expect(mum.state.facts.executor).toMatchObject({
      fullName: "Anita Patel",
      relationship: "parent",
      relationshipLabel: "mum",
      address: PRIYA[2],
    });
  });

  it("the children in other words are each child by name; 'my wife and kids' asks how to split it", () => {
    for (const answer of [
      "my two children equally",
      "split equally between my 2 children",
      "equally between Tom and Amy",
    ])
      expect(
        converse([...MIRROR.slice(0, ESTATE), answer]).last.state.facts.residuaryBeneficiaries,
        answer,
      ).toEqual([
        { fullName: "Tom Jones", relationship: "child", percentage: 50 },
        { fullName: "Amy Jones", relationship: "child", percentage: 50 },
      ]);
    expect(
      converse([...MIRROR.slice(0, ESTATE), "all to my wife then the children"]).last.state.facts
        .residuaryPlan,
    ).toBe("automatic");
    const both = converse([...MIRROR.slice(0, ESTATE), "everything to my wife and kids"]).last;
    expect(both.question).toBe("residuary");
    expect(both.reply).toBe(
      "Please give a percentage for your children together and for everyone else, for example: 50% Sam Jones and 50% my children.",
    );
  });
});

describe("a command after a word of surprise", () => {
  it("'oops, go back' goes back and 'sorry, change my executor' changes it", () => {
    const back = converse([...MIRROR.slice(0, 5), "oops, go back"]).last;
    expect(back.question).toBe("maritalStatus");
    expect(back.state.facts.maritalStatus).toBeUndefined();
    const change = converse([...MIRROR, "sorry, change my executor"]).last;
    expect(change.question).toBe("executorName");
  });
});

describe("someone named before, by their relationship alone", () => {
  const GUARDIAN = MIRROR.indexOf("Dave Jones, my brother");

  it("'my sister' is Kate Brown, the sister named as guardian; 'her husband' is asked about", () => {
    const named = [
      ...MIRROR.slice(0, GUARDIAN),
      "Kate Brown, my sister",
      "yes",
      "yes",
      "Paul Brown, her husband",
    ];
    const husband = converse(named).last;
    expect(husband.question).toBe("guardianRelationship");
    expect(husband.reply).toContain("How is Paul Brown related to you?");
    const executor = converse([...named, "brother-in-law", "yes", "no", "my sister"]).last;
    expect(executor.state.facts.executor).toMatchObject({
      fullName: "Kate Brown",
      relationshipLabel: "sister",
    });
    // The brother is not "my sister": her name is asked for.
    const brother = converse([...MIRROR.slice(0, GUARDIAN + 1), "yes", "no", "my sister"]).last;
    expect(brother.question).toBe("executorName");
  });
});

describe("the trust, the circumstances and the value in everyday words", () => {
  const TRUST = MIRROR.indexOf("50% Tom and 50% Amy") + 2;

  it("'until they're 21', 'I don't know', 'I'm not sure' and 'half a million' are answers", () => {
    const facts = converse([
      ...MIRROR.slice(0, TRUST),
      "until they're 21",
      "I don't know",
      "I'm not sure",
      "no",
      "yes", // the wife left out on purpose
      "half a million",
    ]).last.state.facts;
    expect(facts).toMatchObject({
      createTrust: true,
      inheritanceAge: 21,
      propertyAbroad: "unsure",
      businessProperty: "unsure",
      estimatedEstateValue: 500_000,
    });
  });
});
