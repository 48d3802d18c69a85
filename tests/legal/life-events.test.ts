import { describe, expect, it } from "vitest";
import {
  LIFE_EVENTS,
  needsANewWill,
  reviewLifeEvents,
  type LifeEventAnswer,
} from "../../core/legal/life-events.ts";
import { WillFormDataSchema } from "../../core/index.ts";
import { FAMILIES } from "./families.ts";

/**
 * "Is your will still right?" on the legal corpus: what the law does after each life event, with
 * this family's will's names where they matter (Wills Act 1837 s.18, s.18A, s.18B, s.18C, s.24,
 * s.33; Children Act 1989 s.5 and s.6(3A); Wills Act 1963 s.1; Insolvency Act 1986 s.307).
 */

function family(name: string) {
  const found = FAMILIES.find((entry) => entry.name === name);
  if (!found) throw new Error(`no family ${name}`);
  return WillFormDataSchema.parse(found.formData);
}

const only = (answers: LifeEventAnswer[]): LifeEventAnswer => {
  expect(answers).toHaveLength(1);
  return answers[0] as LifeEventAnswer;
};

describe("life events on the legal corpus", () => {
  it("married-young-children-mirror, after a divorce: the former wife, executor and sole beneficiary, is treated as having died", () => {
    const answer = only(reviewLifeEvents(family("married-young-children-mirror"), ["divorce"]));
    expect(answer.verdict).toBe("change");
    expect(answer.statute).toBe("Wills Act 1837, s.18A and s.18C; Children Act 1989, s.6(3A) and (3B)");
    expect(answer.law).toContain(
      "Your will names Priya Shah as your executor and 100% of your estate. After the divorce none of that takes effect: it passes to whoever comes next in your will, or under the intestacy rules if no one does.",
    );
  });

  it("house-to-the-wife-and-son-together, after a divorce: the former wife's part of the joint gift is named", () => {
    const answer = only(reviewLifeEvents(family("house-to-the-wife-and-son-together"), ["divorce"]));
    expect(answer.law).toContain(
      "Your will names Lucy Evans as a part of a gift (my share of our home at 4 Park Road, York). After the divorce none of that takes effect: it passes to whoever comes next in your will, or under the intestacy rules if no one does.",
    );
  });

  it("divorced-adult-children, after another divorce: no former spouse is named, so no names are given", () => {
    const answer = only(reviewLifeEvents(family("divorced-adult-children"), ["divorce"]));
    expect(answer.law.join(" ")).not.toContain("Your will names");
    expect(answer.law[0]).toContain("treated as if they had died on the date of the final order");
  });

  it("divorced-expecting-marriage, after marrying: the will made expecting that marriage may survive it (s.18(3))", () => {
    const answer = only(reviewLifeEvents(family("divorced-expecting-marriage"), ["marriage"]));
    expect(answer.verdict).toBe("check");
    expect(answer.statute).toBe("Wills Act 1837, s.18 and s.18B");
    expect(answer.law[1]).toBe(
      "Your will says it was made expecting your marriage to Priya Sharma. If that is who you married, the marriage did not cancel it (s.18(3) and s.18B(3)). If you married anyone else, it was cancelled.",
    );
  });

  it("single-siblings, after marrying: the will is revoked; a new one is needed", () => {
    const answer = only(reviewLifeEvents(family("single-siblings"), ["marriage"]));
    expect(answer.verdict).toBe("new-will");
    expect(answer.advice).toBe("Make a new will now, and sign it in front of two witnesses again.");
  });

  it("gifts-and-a-grandchild, after selling property: the gifts are listed to check for ademption (s.24)", () => {
    const answer = only(reviewLifeEvents(family("gifts-and-a-grandchild"), ["property"]));
    expect(answer.verdict).toBe("change");
    expect(answer.statute).toBe("Wills Act 1837, s.24");
    expect(answer.law[1]).toBe(
      "Your will makes these gifts: my gold watch to Kevin Moore and £500 to St Mary's Church, Wakefield. Check you still own each of them.",
    );
  });

  it("divorced-adult-children, after buying a home: no specific gifts, so the residue takes it and only a check is needed", () => {
    const answer = only(reviewLifeEvents(family("divorced-adult-children"), ["property"]));
    expect(answer.verdict).toBe("check");
  });

  it("married-young-children-mirror, after a death: back-up beneficiaries named, no replacement executor", () => {
    const answer = only(reviewLifeEvents(family("married-young-children-mirror"), ["death"]));
    expect(answer.statute).toBe("Wills Act 1837, s.33");
    expect(answer.law).toContain(
      "Your will names back-up beneficiaries, who take a share of your estate that fails.",
    );
  });

  it("a new child: the named children are listed and the will needs changing (Children Act 1989 s.5)", () => {
    const answer = only(reviewLifeEvents(family("married-young-children-mirror"), ["child"]));
    expect(answer.verdict).toBe("change");
    expect(answer.law[0]).toContain("Your will names your children (Arjun Shah and Maya Shah).");
    expect(answer.statute).toBe("Children Act 1989, s.5; Wills Act 1837, s.33");
  });

  it("home-to-both-children-then-a-baby-is-born, after a birth: the new child shares in the residue and the home, as the will says", () => {
    const answer = only(reviewLifeEvents(family("home-to-both-children-then-a-baby-is-born"), ["child"]));
    expect(answer.verdict).toBe("change");
    expect(answer.law[0]).toBe(
      "Your will names your children (Leo Hall and Mia Hall). A child born or adopted after it shares equally with them in your residuary estate (what is left after any gifts) and the gift of my home at 3 Elm Road, York, as your will says, but gets nothing else your will gives your named children, and the guardians it appoints for your children are the new child's guardians too.",
    );
  });

  it("married-young-children-mirror, after a birth: the new child shares in the back-up gift to the children, not nothing", () => {
    const answer = only(reviewLifeEvents(family("married-young-children-mirror"), ["child"]));
    expect(answer.law[0]).toContain("shares equally with them in the back-up gift of your residuary estate");
  });

  it("guardians-chosen-child-by-child-are-not-widened, after a birth: the new child has no guardian from the will", () => {
    const answer = only(
      reviewLifeEvents(family("guardians-chosen-child-by-child-are-not-widened"), ["child"]),
    );
    expect(answer.law[0]).toContain("and has no guardian from it.");
  });

  it("a move abroad and a beneficiary on benefits: advice, with their statutes", () => {
    const answers = reviewLifeEvents(family("disabled-beneficiary"), [
      "beneficiary-circumstances",
      "moved-abroad",
    ]);
    expect(answers.map((answer) => [answer.event, answer.verdict, answer.statute])).toEqual([
      ["moved-abroad", "advice", "Wills Act 1963, s.1"],
      [
        "beneficiary-circumstances",
        "advice",
        "Insolvency Act 1986, s.307; Universal Credit Regulations 2013, reg. 18",
      ],
    ]);
    expect(needsANewWill(answers)).toBe(false);
  });

  it("every event, on every family, gives one answer with a statute and no empty text", () => {
    for (const entry of FAMILIES) {
      const parsed = WillFormDataSchema.safeParse(entry.formData);
      if (!parsed.success) continue;
      const answers = reviewLifeEvents(parsed.data, LIFE_EVENTS);
      expect(answers.map((answer) => answer.event)).toEqual([...LIFE_EVENTS]);
      for (const answer of answers) {
        expect(answer.statute).toMatch(/^[A-Z][A-Za-z ]+ (Act|Regulations) \d{4}, (s|reg)\./);
        expect(answer.law.every((line) => line.length > 20)).toBe(true);
      }
    }
  });
});
