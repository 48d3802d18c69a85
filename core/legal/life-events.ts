import { z } from "zod";
import { isSameName, resolveWill, type ResolvedWill } from "../will/people.ts";
import { afterBornShares, guardiansCoverLaterChildren } from "../will/after-born.ts";
import { jointGift } from "../will/gifts.ts";
import type { WillFormData } from "../will/form-data.ts";

/**
 * "Is your will still right?": the life events that change what a will does, what the law of
 * England and Wales does on each, and whether this will needs changing. Each answer names the
 * statute it rests on; where the will's content matters (a former spouse named as executor and
 * beneficiary, specific gifts that may no longer exist) the answer says so by name. What each rests
 * on: docs/legal.md, "Is your will still right?".
 */

export const LIFE_EVENTS = [
  "marriage",
  "divorce",
  "child",
  "death",
  "moved-abroad",
  "property",
  "beneficiary-circumstances",
] as const;
export const LifeEventSchema = z.enum(LIFE_EVENTS);
export type LifeEvent = z.infer<typeof LifeEventSchema>;

/** The questions' labels, as the check's checkboxes show them. */
export const LIFE_EVENT_LABELS: Record<LifeEvent, string> = {
  marriage: "I got married or formed a civil partnership",
  divorce: "I got divorced, or my civil partnership was dissolved or annulled",
  child: "A child or grandchild was born or adopted",
  death: "Someone named in my will has died (a beneficiary, an executor or a guardian)",
  "moved-abroad": "I moved, or plan to move, to live abroad",
  property: "I bought or sold a home or other property",
  "beneficiary-circumstances":
    "Someone in my will now gets means-tested benefits, has become bankrupt, or needs care",
};

/**
 * "new-will": the will no longer works as written (make a new one); "change": the will still
 * stands but should be changed; "advice": ask a solicitor, the answer depends on more than we
 * know; "check": the will may already cover it, read what it says.
 */
export type LifeEventVerdict = "new-will" | "change" | "advice" | "check";

export const VERDICT_HEADINGS: Record<LifeEventVerdict, string> = {
  "new-will": "You need to make a new will",
  change: "Your will needs changing",
  advice: "Get legal advice",
  check: "Check your will: it may not need changing",
};

export interface LifeEventAnswer {
  event: LifeEvent;
  verdict: LifeEventVerdict;
  /** What the law does, in plain English, with this will's names where they matter. */
  law: string[];
  /** What to do. */
  advice: string;
  statute: string;
}

export const LIFE_EVENT_STATUTES = {
  marriage: "Wills Act 1837, s.18 and s.18B",
  divorce: "Wills Act 1837, s.18A and s.18C; Children Act 1989, s.6(3A) and (3B)",
  child: "Children Act 1989, s.5; Wills Act 1837, s.33",
  death: "Wills Act 1837, s.33",
  movedAbroad: "Wills Act 1963, s.1",
  property: "Wills Act 1837, s.24",
  beneficiary: "Insolvency Act 1986, s.307; Universal Credit Regulations 2013, reg. 18",
} as const;

/** What the will gives or appoints a person by id, in words: "your executor", "a share of your estate". */
export function rolesOf(resolved: ResolvedWill, id: string): string[] {
  const { familyInfo, residualEstate, executorInfo, specificGifts } = resolved.formData;
  const roles: string[] = [];
  if (executorInfo.primary.personId === id) roles.push("your executor");
  if ((executorInfo.coExecutors ?? []).some((entry) => entry.personId === id)) roles.push("a joint executor");
  if (executorInfo.alternate?.personId === id) roles.push("your replacement executor");
  const share = residualEstate.beneficiaries.find((entry) => entry.personId === id);
  if (share) roles.push(`${share.percentage}% of your estate`);
  if (residualEstate.contingentBeneficiaries.some((entry) => entry.personId === id))
    roles.push("a back-up share of your estate");
  for (const entry of specificGifts.filter((gift) => gift.personId === id))
    roles.push(`a gift (${entry.description})`);
  const name = resolved.people.find((person) => person.id === id)?.fullName;
  for (const entry of specificGifts.filter((gift) => gift.personId !== id)) {
    const recipients = jointGift(entry, familyInfo.children).recipients;
    if (recipients.some((recipient) => isSameName(recipient.fullName, name)))
      roles.push(`a part of a gift (${entry.description})`);
  }
  const wards = familyInfo.children.filter((child) => child.guardians.some((g) => g.personId === id));
  if (wards.length > 0) roles.push(`guardian of ${wards.map((child) => child.fullName).join(" and ")}`);
  return roles;
}

function listed(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`;
}

function marriage(formData: WillFormData): LifeEventAnswer {
  const expected = formData.circumstances.expectedMarriageTo?.trim() ?? "";
  const law = [
    "Getting married or forming a civil partnership cancels (revokes) a will made before it. If you died now, your estate would pass under the intestacy rules, not your will.",
  ];
  if (expected) {
    law.push(
      `Your will says it was made expecting your marriage to ${expected}. If that is who you married, the marriage did not cancel it (s.18(3) and s.18B(3)). If you married anyone else, it was cancelled.`,
    );
  }
  return {
    event: "marriage",
    verdict: expected ? "check" : "new-will",
    law,
    advice: expected
      ? `If you married ${expected}, your will still stands; check it still says what you want. If not, make a new will.`
      : "Make a new will now, and sign it in front of two witnesses again.",
    statute: LIFE_EVENT_STATUTES.marriage,
  };
}

function divorce(resolved: ResolvedWill): LifeEventAnswer {
  const law = [
    "A divorce, dissolution or annulment does not cancel your will. Instead, your former husband, wife or civil partner is treated as if they had died on the date of the final order: anything you left them passes as if they had died, and they cannot act as your executor or trustee. Their appointment as guardian of your children is also cancelled.",
  ];
  const spouse = resolved.spouseId ? resolved.people.find((person) => person.id === resolved.spouseId) : null;
  const roles = spouse ? rolesOf(resolved, spouse.id) : [];
  if (spouse && roles.length > 0) {
    law.push(
      `Your will names ${spouse.fullName} as ${listed(roles)}. After the divorce none of that takes effect: it passes to whoever comes next in your will, or under the intestacy rules if no one does.`,
    );
  }
  law.push(
    "Until the final order (the decree absolute, or the final order of a dissolution), you are still married in law and your will still gives them everything it says.",
  );
  return {
    event: "divorce",
    verdict: "change",
    law,
    advice:
      "Make a new will that says who should have what now, and who should be your executors and your children's guardians.",
    statute: LIFE_EVENT_STATUTES.divorce,
  };
}

function newChild(resolved: ResolvedWill): LifeEventAnswer {
  const named = resolved.formData.familyInfo.children.map((child) => child.fullName);
  return {
    event: "child",
    verdict: "change",
    law: [
      named.length > 0
        ? `Your will names your children (${listed(named)}). ${newChildShares(resolved)}`
        : "Your will names no children. A child born or adopted after it gets nothing under it and has no guardian from it.",
      "A grandchild inherits under your will only if the will names them, or if their parent (your child) dies before you and would have inherited: then the grandchild takes their parent's gift (s.33).",
    ],
    advice:
      "Make a new will that includes the new child, and names a guardian for any child under 18. A grandchild needs no change unless you want to leave them something of their own.",
    statute: LIFE_EVENT_STATUTES.child,
  };
}

/**
 * What a child born after the will takes: the gifts it makes to all the children equally include
 * them (core/will/after-born.ts); nothing else it gives the named children does.
 */
function newChildShares(resolved: ResolvedWill): string {
  const shares = afterBornShares(resolved);
  const guardian = guardiansCoverLaterChildren(resolved.formData.familyInfo.children)
    ? "the guardians it appoints for your children are the new child's guardians too"
    : "has no guardian from it";
  const parts = [
    ...(shares.residue ? ["your residuary estate (what is left after any gifts)"] : []),
    ...(shares.backUps ? ["the back-up gift of your residuary estate"] : []),
    ...shares.gifts.map((gift) => `the gift of ${gift.description.trim()}`),
  ];
  if (parts.length === 0)
    return `A child born or adopted after it is not named in it, gets no share it gives your named children, and ${guardian}.`;
  return `A child born or adopted after it shares equally with them in ${listed(parts)}, as your will says, but gets nothing else your will gives your named children, and ${guardian}.`;
}

function death(formData: WillFormData): LifeEventAnswer {
  const { residualEstate, executorInfo } = formData;
  const law = [
    "A gift to someone who dies before you fails (it 'lapses'). If they were your child or grandchild and left children of their own, those children take it instead (s.33); otherwise it goes to whoever your will names next.",
  ];
  law.push(
    residualEstate.contingentBeneficiaries.length > 0
      ? "Your will names back-up beneficiaries, who take a share of your estate that fails."
      : "Your will names no back-up beneficiaries: a share that fails goes to the others who share your estate, or under the intestacy rules.",
  );
  law.push(
    executorInfo.alternate
      ? `If an executor has died, your replacement executor, ${executorInfo.alternate.fullName}, steps in.`
      : "Your will names no replacement executor: if your executor has died and no other is named, someone has to apply to the court to deal with your estate.",
  );
  return {
    event: "death",
    verdict: "change",
    law,
    advice:
      "Make a new will that says who should take the gift or the role instead, and name a new guardian if a guardian has died.",
    statute: LIFE_EVENT_STATUTES.death,
  };
}

function movedAbroad(): LifeEventAnswer {
  return {
    event: "moved-abroad",
    verdict: "advice",
    law: [
      "Your will stays valid in form: a will signed as the law of England and Wales requires is accepted in form wherever you live when you die (s.1).",
      "But who inherits your money and belongings depends on where you are domiciled when you die (the country you treat as your permanent home), and land or a home abroad passes under the law of the country it is in. Some countries give children or a spouse a fixed share whatever a will says.",
    ],
    advice:
      "If you have moved abroad for good, ask a solicitor in the new country whether you need a will there, and whether this one still does what you want.",
    statute: LIFE_EVENT_STATUTES.movedAbroad,
  };
}

function property(formData: WillFormData): LifeEventAnswer {
  const gifts = formData.specificGifts.map((gift) => `${gift.description} to ${gift.beneficiary}`);
  const law = [
    "Your will gives what you own when you die, not when you signed it (s.24). A gift of something you no longer own fails (it is 'adeemed'): the person gets nothing in its place. Property you buy later goes with the rest of your estate, unless your will gives it to someone.",
  ];
  law.push(
    gifts.length > 0
      ? `Your will makes these gifts: ${listed(gifts)}. Check you still own each of them.`
      : "Your will makes no gifts of particular things: a home bought or sold goes with the rest of your estate, as your will shares it.",
  );
  return {
    event: "property",
    verdict: gifts.length > 0 ? "change" : "check",
    law,
    advice:
      gifts.length > 0
        ? "If you sold something your will gives away, or want a new home to go to someone in particular, make a new will."
        : "Your will still works. Make a new will only if you want the property to go to someone in particular.",
    statute: LIFE_EVENT_STATUTES.property,
  };
}

function beneficiaryCircumstances(): LifeEventAnswer {
  return {
    event: "beneficiary-circumstances",
    verdict: "advice",
    law: [
      "Money left straight to someone who gets means-tested benefits (such as Universal Credit or Pension Credit) counts as their capital, and can reduce or stop those benefits.",
      "Money left to someone who is still bankrupt when you die can be claimed by their trustee in bankruptcy for their creditors (s.307).",
    ],
    advice:
      "A solicitor can put their share in a discretionary trust instead, so it helps them without being taken into account. This will service cannot write one; our optional legal check can arrange it.",
    statute: LIFE_EVENT_STATUTES.beneficiary,
  };
}

/** The answers for the events ticked, in the order of LIFE_EVENTS. */
export function reviewLifeEvents(formData: WillFormData, events: readonly LifeEvent[]): LifeEventAnswer[] {
  const resolved = resolveWill(formData);
  const answers: Record<LifeEvent, () => LifeEventAnswer> = {
    marriage: () => marriage(resolved.formData),
    divorce: () => divorce(resolved),
    child: () => newChild(resolved),
    death: () => death(resolved.formData),
    "moved-abroad": movedAbroad,
    property: () => property(resolved.formData),
    "beneficiary-circumstances": beneficiaryCircumstances,
  };
  return LIFE_EVENTS.filter((event) => events.includes(event)).map((event) => answers[event]());
}

/** Whether any answer says the will no longer does what it says, or must change. */
export function needsANewWill(answers: readonly LifeEventAnswer[]): boolean {
  return answers.some((answer) => answer.verdict === "new-will" || answer.verdict === "change");
}
