import { type ChatFacts, childNamed, childrenOf, isKnownMinor, isMarried } from "./facts.ts";
import {
  type ExecutorRelationship,
  type PersonReference,
  executorRelationshipFor,
  firstNameOf,
} from "./parse.ts";
import { isSameName } from "../legal/checks.ts";
import { MINIMUM_AGE } from "../legal/figures.ts";

/**
 * Who is who in the conversation: a person the user mentions ("my wife", "Tom", "her husband")
 * read against the people they have already named.
 */
// ---------------------------------------------------------------------------------------------
// Who is who

export interface ResolvedPerson {
  fullName: string | null;
  label: string | null;
  executor: ExecutorRelationship | null;
  /** Known to be 18 or over. */
  adult: boolean;
  /** Known to be under 18. */
  minor: boolean;
}

export const EXECUTOR_LABELS: Record<ExecutorRelationship, string | null> = {
  spouse: "spouse",
  child: "child",
  sibling: "sibling",
  parent: "parent",
  friend: "friend",
  professional: "solicitor",
  other: null,
};

/** Everyone the user has named so far, with how they are related. */
export function knownPeople(
  facts: ChatFacts,
): Array<{ fullName: string; label: string | null; adult: boolean }> {
  const people: Array<{ fullName: string; label: string | null; adult: boolean }> = [];
  const add = (fullName: string | undefined, label: string | null | undefined, adult = false) => {
    if (fullName && !people.some((person) => isSameName(person.fullName, fullName))) {
      people.push({ fullName, label: label ?? null, adult });
    }
  };
  if (isMarried(facts)) add(facts.spouseName, "spouse", true);
  add(facts.partnerName, "partner", true);
  for (const child of childrenOf(facts))
    add(child.fullName, "child", child.age !== undefined && child.age >= MINIMUM_AGE);
  for (const guardian of facts.guardians ?? [])
    add(guardian.fullName, guardian.relationship, guardian.isAdult === true);
  for (const executor of [facts.executor, facts.alternateExecutor]) {
    if (executor)
      add(
        executor.fullName,
        executor.relationshipLabel ?? (executor.relationship ? EXECUTOR_LABELS[executor.relationship] : null),
        executor.isAdult === true,
      );
  }
  for (const gift of facts.specificGifts ?? []) add(gift.beneficiary, gift.relationship);
  for (const share of [...(facts.residuaryBeneficiaries ?? []), ...(facts.backupBeneficiaries ?? [])]) {
    add(share.fullName, share.relationship);
  }
  return people;
}

function matchKnown(facts: ChatFacts, name: string) {
  const people = knownPeople(facts);
  const exact = people.find((person) => isSameName(person.fullName, name));
  if (exact) return exact;
  if (name.trim().split(/\s+/).length !== 1) return undefined;
  const byFirst = people.filter((person) => isSameName(firstNameOf(person.fullName), name));
  return byFirst.length === 1 ? byFirst[0] : undefined;
}

export function executorRelationshipOfLabel(label: string | null): ExecutorRelationship | null {
  return label ? executorRelationshipFor(label) : null;
}

/**
 * A person reference read against what the user has said: "my wife" is the spouse, "Tom" is Tom
 * Smith the child, "her husband" after "my sister" is the sister's husband.
 */
export function resolvePerson(
  facts: ChatFacts,
  reference: PersonReference,
  previousLabel?: string | null,
): ResolvedPerson {
  const relationship = reference.relationship;
  let label = relationship?.label ?? null;
  let executor: ExecutorRelationship | null = relationship?.executor ?? null;
  let adult = relationship?.adult ?? false;
  if (reference.relativeOf && relationship) {
    label = previousLabel ? `${previousLabel}'s ${relationship.label}` : relationship.label;
    executor = "other";
  }
  let fullName = reference.fullName ?? null;
  const spouse = isMarried(facts) ? facts.spouseName : undefined;
  const own = !reference.relativeOf;
  if (
    own &&
    executor === "spouse" &&
    spouse &&
    (!fullName || isSameName(firstNameOf(spouse), firstNameOf(fullName)))
  ) {
    fullName = spouse;
  } else if (
    own &&
    (label === "partner" || label === "fiancé" || (executor === "spouse" && !spouse)) &&
    facts.partnerName &&
    (!fullName || isSameName(firstNameOf(facts.partnerName), firstNameOf(fullName)))
  ) {
    fullName = facts.partnerName;
  } else if (own && executor === "child" && !fullName && childrenOf(facts).length === 1) {
    fullName = childrenOf(facts)[0]?.fullName ?? null;
  }
  // "Tom and Sam White": Tom is the user's Tom, not Tom White.
  if (
    fullName &&
    reference.givenName &&
    !matchKnown(facts, fullName) &&
    matchKnown(facts, reference.givenName)
  ) {
    fullName = reference.givenName;
  }
  if (fullName) {
    const known = matchKnown(facts, fullName);
    if (known) {
      fullName = known.fullName;
      if (!label) label = known.label;
      if (!executor) executor = executorRelationshipOfLabel(known.label);
      adult = adult || known.adult;
    }
  }
  const child = fullName ? childNamed(facts, fullName) : undefined;
  if (child) {
    label = label && label !== "child" && own ? label : "child";
    executor = "child";
  }
  const minor =
    (fullName !== null && isKnownMinor(facts, fullName)) ||
    (reference.age !== undefined && reference.age < MINIMUM_AGE);
  if (child?.age !== undefined) adult = child.age >= MINIMUM_AGE;
  if (reference.age !== undefined && reference.age >= MINIMUM_AGE) adult = true;
  if (fullName && spouse && isSameName(fullName, spouse)) {
    adult = true;
    executor = "spouse";
    if (!label) label = "spouse";
  }
  if (minor) adult = false;
  return { fullName, label, executor, adult, minor };
}

/** The reference's words for a person without a name ("your mum"). */
export function relationshipPhrase(reference: PersonReference): string {
  return reference.relationship ? `your ${reference.relationship.label}` : "them";
}

/** Puts a corrected name everywhere the old one was used. */
export function renameEverywhere(facts: ChatFacts, from: string, to: string): ChatFacts {
  const swap = (name: string | undefined) => (name !== undefined && isSameName(name, from) ? to : name);
  const next: ChatFacts = { ...facts };
  if (facts.spouseName) next.spouseName = swap(facts.spouseName) ?? facts.spouseName;
  if (facts.partnerName) next.partnerName = swap(facts.partnerName) ?? facts.partnerName;
  if (facts.expectedMarriageTo)
    next.expectedMarriageTo = swap(facts.expectedMarriageTo) ?? facts.expectedMarriageTo;
  if (facts.children)
    next.children = facts.children.map((child) => ({
      ...child,
      fullName: swap(child.fullName) ?? child.fullName,
    }));
  if (facts.guardians)
    next.guardians = facts.guardians.map((g) => ({ ...g, fullName: swap(g.fullName) ?? g.fullName }));
  if (facts.executor)
    next.executor = { ...facts.executor, fullName: swap(facts.executor.fullName) ?? facts.executor.fullName };
  if (facts.alternateExecutor) {
    next.alternateExecutor = {
      ...facts.alternateExecutor,
      fullName: swap(facts.alternateExecutor.fullName) ?? facts.alternateExecutor.fullName,
    };
  }
  if (facts.specificGifts)
    next.specificGifts = facts.specificGifts.map((gift) => ({
      ...gift,
      beneficiary: swap(gift.beneficiary) ?? gift.beneficiary,
    }));
  if (facts.residuaryBeneficiaries) {
    next.residuaryBeneficiaries = facts.residuaryBeneficiaries.map((share) => ({
      ...share,
      fullName: swap(share.fullName) ?? share.fullName,
    }));
  }
  if (facts.backupBeneficiaries) {
    next.backupBeneficiaries = facts.backupBeneficiaries.map((share) => ({
      ...share,
      fullName: swap(share.fullName) ?? share.fullName,
    }));
  }
  return next;
}
