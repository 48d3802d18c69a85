import {
  backupBeneficiariesOf,
  childrenOf,
  isMarried,
  residuaryBeneficiariesOf,
  type ChatFacts,
  type YesNoUnsure,
} from "./facts.ts";
import { firstNameOf, formatDate } from "./read.ts";
import { EXECUTOR_RELATIONSHIP_LABELS, formatPercentage } from "../will/render.ts";
import type { Executor, WillFormData } from "../will/form-data.ts";

/**
 * The words both assistants share: the plain-English explanations of legal terms (said the first
 * time a term comes up) and the summary the user confirms before the will is finalised.
 */

export const TERMS = ["executor", "guardian", "residuaryEstate", "mirrorWill", "trust", "backup"] as const;
export type Term = (typeof TERMS)[number];

export const TERM_EXPLANATIONS: Record<Term, string> = {
  executor:
    "An executor is the person who sorts out your money and belongings after you die, and makes sure your will is carried out.",
  guardian:
    "A guardian is the person who would bring up your children if you died while they were under 18. A guardian only steps in if no other parent with parental responsibility is still alive. While the other parent is alive, your children will usually live with them.",
  residuaryEstate:
    "Your 'residuary estate' means everything you own that is left after your debts, your funeral and any gifts have been paid.",
  mirrorWill:
    "A mirror will is a matching will for your husband, wife or civil partner. It usually leaves things to each other, then to the same people.",
  trust:
    "A trust means your executors look after the money for your children until they reach the age you choose.",
  backup: "A back-up beneficiary is someone who inherits if the person you chose dies before you.",
};

/** "Ann", "Ann and Ben", "Ann, Ben and Cal". */
export function listOfNames(names: readonly string[], joiner = "and"): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} ${joiner} ${names[names.length - 1]}`;
}

export function pounds(amount: number): string {
  return `£${Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

/** An executor in one line, with the relationship in the user's own words when known ("brother"). */
function executorLine(executor: Executor, said?: string): string {
  const words =
    said ?? (executor.relationship === "other" ? "" : EXECUTOR_RELATIONSHIP_LABELS[executor.relationship]);
  const label = words ? ` (${words})` : "";
  return `${executor.fullName}${label}, ${executor.address.replace(/\s*\n\s*/g, ", ")}, ${executor.contact}`;
}

function yesNoWord(value: YesNoUnsure | undefined): string {
  return value === "yes" ? "yes" : value === "no" ? "no" : "not sure";
}

function sharesLine(
  shares: ReadonlyArray<{ fullName: string; relationship: string; percentage: number }>,
): string {
  return shares
    .map((share) => `${share.fullName} (${share.relationship}) ${formatPercentage(share.percentage)}`)
    .join(", ");
}

/**
 * The plain-English summary of a will the user is asked to confirm, one line per part, from the
 * formData that will be rendered (so the automatic shares are shown as they will be written).
 */
export function summariseWill(facts: ChatFacts, formData: WillFormData): string {
  const lines: string[] = [];
  const { personalInfo, familyInfo, residualEstate, executorInfo } = formData;
  lines.push(
    `You: ${personalInfo.fullName}, born ${formatDate(personalInfo.dateOfBirth)}, of ${personalInfo.address}.`,
  );
  if (isMarried(facts)) {
    lines.push(
      `Family: married to ${familyInfo.spouseName ?? ""}.${familyInfo.hasMirrorWill ? ` A mirror will for ${familyInfo.spouseName ?? ""} too.` : ""}`,
    );
  } else {
    const status = { single: "single", divorced: "divorced", widowed: "widowed", married: "married" }[
      familyInfo.maritalStatus
    ];
    const partner = formData.circumstances.partnerName;
    const marriage = formData.circumstances.expectedMarriageTo;
    lines.push(
      `Family: ${status}${partner ? `, with a partner, ${partner}` : ""}.${marriage ? ` Your will says it is made expecting your marriage to ${marriage}.` : ""}`,
    );
  }
  const children = familyInfo.children;
  lines.push(
    children.length === 0
      ? "Children: none."
      : `Children: ${children.map((child) => `${child.fullName} (${child.age})`).join(", ")}.`,
  );
  const withGuardians = children.find((child) => child.guardians.length > 0);
  if (withGuardians) {
    const sorted = [...withGuardians.guardians].sort((a, b) => a.order - b.order);
    const orders = [...new Set(sorted.map((guardian) => guardian.order))];
    const choices = orders.map((order) =>
      listOfNames(
        sorted
          .filter((guardian) => guardian.order === order)
          .map((guardian) => `${guardian.fullName} (${guardian.relationship})`),
      ),
    );
    lines.push(`Guardians: ${choices.join(", then ")}.`);
  } else if (children.some((child) => child.age < 18)) {
    lines.push("Guardians: none named.");
  }
  lines.push(`Executor: ${executorLine(executorInfo.primary, facts.executor?.relationshipLabel)}.`);
  lines.push(
    executorInfo.alternate
      ? `Back-up executor: ${executorLine(executorInfo.alternate, facts.alternateExecutor?.relationshipLabel)}.`
      : "Back-up executor: none.",
  );
  lines.push(
    formData.specificGifts.length === 0
      ? "Gifts: none."
      : `Gifts: ${formData.specificGifts.map((gift) => `${gift.description} to ${gift.beneficiary}`).join("; ")}.`,
  );
  lines.push(`The rest of your estate: ${sharesLine(residualEstate.beneficiaries)}.`);
  const backups = residualEstate.contingentBeneficiaries;
  if (backups.length > 0) {
    lines.push(`If someone dies before you, their share goes to: ${sharesLine(backups)}.`);
  } else if (facts.backupPlan === "substitution") {
    const childInherits = residualEstate.beneficiaries.some((share) =>
      childrenOf(facts).some((child) => child.fullName === share.fullName),
    );
    lines.push(
      `If someone dies before you: ${childInherits ? "a child's share goes to their own children, otherwise " : ""}their share goes to the others.`,
    );
  } else {
    lines.push(
      "If someone dies before you: a child's share goes to their own children, otherwise to the others you named; if nobody is left, to your relatives in the order the law sets.",
    );
  }
  if (residualEstate.trustInfo.createTrust) {
    lines.push(`Trust: your children get their share at ${residualEstate.trustInfo.inheritanceAge}.`);
  }
  const value = facts.estimatedEstateValue;
  lines.push(
    `Property abroad: ${yesNoWord(facts.propertyAbroad)}. Business or farm: ${yesNoWord(facts.businessProperty)}. Someone disabled or on benefits: ${yesNoWord(facts.vulnerableBeneficiary)}. Your estate: ${typeof value === "number" ? `about ${pounds(value)}` : "not sure"}.`,
  );
  if (formData.circumstances.excludesSpouseOrChild)
    lines.push("You are leaving out a husband, wife or child on purpose.");
  lines.push(`Funeral wishes: ${formData.funeralWishes ?? "none"}.`);
  return lines.map((line) => `- ${line}`).join("\n");
}

/** Who inherits, in one phrase, for acknowledgements ("Sam Smith (100%)"). */
export function residuaryInWords(facts: ChatFacts): string {
  const shares = residuaryBeneficiariesOf(facts) ?? [];
  return listOfNames(shares.map((share) => `${share.fullName} (${formatPercentage(share.percentage)})`));
}

export function backupsInWords(facts: ChatFacts): string {
  const shares = backupBeneficiariesOf(facts) ?? [];
  return listOfNames(shares.map((share) => `${share.fullName} (${formatPercentage(share.percentage)})`));
}

export function first(fullName: string | undefined): string {
  return fullName ? firstNameOf(fullName) : "";
}

export function joinSentences(...parts: Array<string | undefined | null | false>): string {
  return parts.filter((part): part is string => typeof part === "string" && part.trim() !== "").join(" ");
}
