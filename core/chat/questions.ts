import {
  type ChatExecutor,
  type ChatFacts,
  automaticPlanAvailable,
  buildFormData,
  childNamed,
  childrenOf,
  isMarried,
  minorChildren,
  nextTopic,
  peopleLeftOut,
  residuaryBeneficiariesOf,
  substitutionWorks,
  youngChildrenWhoInherit,
} from "./facts.ts";
import { isSameName } from "../legal/checks.ts";
import { DEFAULT_INHERITANCE_AGE } from "../legal/figures.ts";
import { type ChatState, type Question, type QuestionId } from "./state.ts";
import {
  TERM_EXPLANATIONS,
  type Term,
  first,
  joinSentences,
  listOfNames,
  pick,
  summariseWill,
} from "./wording.ts";

/**
 * What the offline engine asks next, worked out from the facts, and the words it asks it in.
 */
// ---------------------------------------------------------------------------------------------
// The current question

/** One-word names (other than the children's) still to complete, in the order they came up. */
function shortNameToAsk(state: ChatState): string | null {
  const facts = state.facts;
  const accepted = state.pending.shortNamesAccepted ?? [];
  const names = [
    isMarried(facts) ? facts.spouseName : undefined,
    facts.partnerName,
    facts.expectedMarriageTo,
    ...(facts.guardians ?? []).map((guardian) => guardian.fullName),
    facts.executor?.fullName,
    facts.wantsAlternateExecutor ? facts.alternateExecutor?.fullName : undefined,
    ...(facts.hasSpecificGifts ? (facts.specificGifts ?? []) : []).map((gift) => gift.beneficiary),
    ...(facts.residuaryPlan === "named" ? (facts.residuaryBeneficiaries ?? []) : []).map(
      (share) => share.fullName,
    ),
    ...(facts.backupPlan === "named" ? (facts.backupBeneficiaries ?? []) : []).map((share) => share.fullName),
  ];
  for (const name of names) {
    if (!name || name.trim().includes(" ")) continue;
    if (childNamed(facts, name)) continue;
    if (accepted.some((done) => isSameName(done, name))) continue;
    return name;
  }
  return null;
}

function executorQuestion(
  executor: ChatExecutor | undefined,
  prefix: "executor" | "alternate",
): QuestionId | null {
  if (!executor) return prefix === "executor" ? "executorName" : "alternateName";
  if (!executor.relationship) return `${prefix}Relationship`;
  if (!executor.address) return `${prefix}Address`;
  if (!executor.contact) return `${prefix}Contact`;
  if (executor.isAdult !== true) return `${prefix}Adult`;
  return null;
}

/** What the engine is asking now, worked out from the facts (and a few follow-ups in `pending`). */
export function currentQuestion(state: ChatState): Question | null {
  const facts = state.facts;
  if (state.status === "refused") return { id: "dateOfBirth", topic: "dateOfBirth" };
  if (state.status === "complete") return null;
  if (state.pending.awaitingChange) return { id: "whatToChange", topic: "confirmation" };
  if (state.pending.firstName && !facts.fullName) return { id: "surname", topic: "fullName" };
  const short = shortNameToAsk(state);
  if (short) return { id: "fullNameOf", topic: "confirmation", subject: short };
  if (state.pending.moreGifts) return { id: "moreGifts", topic: "specificGifts" };
  if (state.pending.funeralDetails) return { id: "funeralDetails", topic: "funeralWishes" };
  const topic = nextTopic(state);
  switch (topic) {
    case null:
      return null;
    case "fullName":
    case "dateOfBirth":
    case "address":
    case "maritalStatus":
    case "trust":
    case "propertyAbroad":
    case "businessProperty":
    case "vulnerableBeneficiary":
    case "exclusion":
    case "estateValue":
    case "funeralWishes":
    case "confirmation":
      return { id: topic, topic };
    case "spouse":
      return { id: "spouseName", topic };
    case "mirrorWill":
      return { id: facts.wantsMirrorWill === undefined ? "mirrorWill" : "spouseDateOfBirth", topic };
    case "partner":
      return { id: facts.hasPartner === undefined ? "partner" : "partnerName", topic };
    case "marriagePlans":
      return { id: facts.planningToMarry === undefined ? "marriagePlans" : "expectedMarriageTo", topic };
    case "children": {
      if (facts.hasChildren === undefined) return { id: "children", topic };
      const children = facts.children ?? [];
      if (children.length === 0) return { id: "childrenNames", topic };
      const ageless = children.find((child) => child.age === undefined);
      if (ageless) return { id: "childAge", topic, subject: ageless.fullName };
      return { id: "childrenNames", topic };
    }
    case "guardians": {
      const guardians = facts.guardians;
      if (!guardians || guardians.length === 0) return { id: "guardians", topic };
      const unrelated = guardians.find((guardian) => !guardian.relationship);
      if (unrelated) return { id: "guardianRelationship", topic, subject: unrelated.fullName };
      const unconfirmed = guardians.find((guardian) => guardian.isAdult !== true);
      if (unconfirmed) return { id: "guardianAdult", topic, subject: unconfirmed.fullName };
      return { id: "guardians", topic };
    }
    case "executor": {
      const id = executorQuestion(facts.executor, "executor") ?? "executorName";
      return { id, topic, ...(facts.executor ? { subject: facts.executor.fullName } : {}) };
    }
    case "alternateExecutor": {
      if (facts.wantsAlternateExecutor === undefined) return { id: "alternateExecutor", topic };
      const id = executorQuestion(facts.alternateExecutor, "alternate") ?? "alternateName";
      return { id, topic, ...(facts.alternateExecutor ? { subject: facts.alternateExecutor.fullName } : {}) };
    }
    case "specificGifts": {
      if (facts.hasSpecificGifts === undefined) return { id: "gifts", topic };
      const unrelated = (facts.specificGifts ?? []).find((gift) => !gift.relationship);
      if (unrelated) return { id: "giftRelationship", topic, subject: unrelated.beneficiary };
      return { id: "giftDetails", topic };
    }
    case "residuary":
    case "backup": {
      const residuary = topic === "residuary";
      const plan = residuary ? facts.residuaryPlan : facts.backupPlan;
      const shares = (residuary ? facts.residuaryBeneficiaries : facts.backupBeneficiaries) ?? [];
      const split = residuary ? facts.residuarySplit : facts.backupSplit;
      if (plan !== "named" || shares.length === 0) return { id: topic, topic };
      const unrelated = shares.find((share) => !share.relationship);
      if (unrelated)
        return {
          id: residuary ? "residuaryRelationship" : "backupRelationship",
          topic,
          subject: unrelated.fullName,
        };
      if (split === undefined) return { id: residuary ? "residuarySplit" : "backupSplit", topic };
      return { id: residuary ? "residuaryShares" : "backupShares", topic };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Asking

export interface Asked {
  text: string;
  explains: Term[];
}

function explainOnce(state: ChatState, term: Term): { text: string; explains: Term[] } {
  return state.explained.includes(term)
    ? { text: "", explains: [] }
    : { text: TERM_EXPLANATIONS[term], explains: [term] };
}

function childrenNamesInWords(facts: ChatFacts, children = minorChildren(facts)): string {
  return listOfNames(children.map((child) => first(child.fullName)));
}

/** The automatic plan in words, when there is one to suggest. */
function automaticSuggestion(facts: ChatFacts): string | null {
  if (!automaticPlanAvailable(facts)) return null;
  const children = childrenOf(facts);
  if (isMarried(facts) && facts.spouseName) {
    return children.length > 0
      ? `Many people leave everything to their husband, wife or civil partner, and then to their children in equal shares if they die first. Would you like that: everything to ${facts.spouseName}, then to ${childrenNamesInWords(facts, children)}? Or tell me what you'd like instead.`
      : `Many people leave everything to their husband, wife or civil partner. Would you like everything to go to ${facts.spouseName}? Or tell me what you'd like instead.`;
  }
  if (children.length === 1) {
    return `Many people leave everything to their child. Would you like everything to go to ${first(children[0]?.fullName)}? Or tell me what you'd like instead.`;
  }
  return `Many people leave it to their children in equal shares. Would you like that: ${childrenNamesInWords(facts, children)} sharing equally? Or tell me what you'd like instead.`;
}

type BackupSuggestion = "substitution" | "children" | null;

export function backupSuggestion(facts: ChatFacts): BackupSuggestion {
  if (substitutionWorks(facts)) return "substitution";
  const primaries = residuaryBeneficiariesOf(facts) ?? [];
  if (childrenOf(facts).length > 0 && !primaries.some((share) => childNamed(facts, share.fullName)))
    return "children";
  return null;
}

function backupQuestionText(facts: ChatFacts): string {
  const primaries = residuaryBeneficiariesOf(facts) ?? [];
  const who = listOfNames(
    primaries.map((share) => first(share.fullName)),
    "or",
  );
  const suggestion = backupSuggestion(facts);
  const childPrimaries = primaries.filter((share) => childNamed(facts, share.fullName));
  if (suggestion === "substitution") {
    const parts: string[] = [`If ${who} dies before you, what should happen to their share?`];
    if (childPrimaries.length > 0)
      parts.push("A child's share can go to their own children, your grandchildren.");
    if (primaries.length > 1)
      parts.push(`${childPrimaries.length > 0 ? "Otherwise it" : "It"} can go to the others you've named.`);
    parts.push("Is that all right? Or you can name someone else.");
    return parts.join(" ");
  }
  if (suggestion === "children") {
    return `If ${who} dies before you, who should get ${primaries.length > 1 ? "their share" : "it"} instead? Would you like it to go to ${childrenNamesInWords(facts, childrenOf(facts))} in equal shares? Or you can name someone else.`;
  }
  return `If ${who} dies before you, who should get ${primaries.length > 1 ? "their share" : "it"} instead? You can name one person, or several with a share each.`;
}

export const EXAMPLES: Partial<Record<QuestionId, string>> = {
  fullName: "For example: Jane Smith.",
  surname: "For example: Smith.",
  dateOfBirth: "For example: 12 March 1980, or 12/03/1980.",
  address: "Please include the house number or name, the street, the town and the postcode.",
  maritalStatus: "You can say married, civil partnership, single, divorced, widowed, or 'I have a partner'.",
  spouseName: "For example: Sam Smith.",
  spouseDateOfBirth: "For example: 12 March 1980.",
  partner: "You can say 'no', or 'yes, Jordan Ellis'.",
  partnerName: "For example: Jordan Ellis.",
  marriagePlans: "A simple yes or no is fine.",
  expectedMarriageTo: "For example: Chris Taylor.",
  children: "You can say 'no', or list them, like 'Tom, 7 and Amy, 4'.",
  childrenNames: "For example: 'Tom, 7 and Amy, 4'.",
  moreChildren: "For example: 'Ben, 2'. Or say 'that's all'.",
  childAge: "Just the number is fine, for example 7.",
  guardians: "For example: 'my sister Kate Brown, then my friend Sue Lee'.",
  guardianRelationship: "For example: sister, friend or neighbour.",
  guardianAdult: "A simple yes or no is fine.",
  executorName: "For example: 'my brother Mark Jones'.",
  executorRelationship:
    "For example: husband or wife, child, brother or sister, parent, friend, or solicitor.",
  executorAddress: "Please include the house number or name, the street, the town and the postcode.",
  executorContact: "For example: 07700 900123, or mark@example.com.",
  executorAdult: "A simple yes or no is fine.",
  alternateExecutor: "You can say 'no', or 'yes, my sister Kate Brown'.",
  alternateName: "For example: 'my sister Kate Brown'.",
  alternateRelationship: "For example: brother or sister, parent, friend, or solicitor.",
  alternateAddress: "Please include the house number or name, the street, the town and the postcode.",
  alternateContact: "For example: 07700 900123, or kate@example.com.",
  alternateAdult: "A simple yes or no is fine.",
  gifts: "You can say 'no', or something like 'my watch to my son Tom'.",
  giftDetails: "For example: 'my watch to my son Tom, and £500 to my niece Lily Jones'.",
  giftRelationship: "For example: niece, friend or neighbour.",
  moreGifts: "Say 'no' if that's everything, or tell me the next gift.",
  residuary:
    "For example: 'everything to my wife', 'split equally between my children', or '60% to Sam and 40% to Alex'.",
  residuaryRelationship: "For example: brother, friend or niece.",
  residuarySplit: "Say 'equally', or give the shares, like '60% to Sam and 40% to Alex'.",
  residuaryShares: "For example: '60% to Sam and 40% to Alex'. The shares must add up to 100%.",
  backup: "For example: 'that's fine', 'my children', or 'my sister Kate Brown'.",
  backupRelationship: "For example: niece, friend or cousin.",
  backupSplit: "Say 'equally', or give the shares, like '50% to Amy and 50% to Ben'.",
  backupShares: "For example: '50% to Amy and 50% to Ben'. The shares must add up to 100%.",
  trust: "You can say 'yes, at 25', another age like 21, or 'no'.",
  propertyAbroad: "Yes, no or not sure are all fine.",
  businessProperty: "Yes, no or not sure are all fine.",
  vulnerableBeneficiary: "Yes, no or not sure are all fine.",
  exclusion: "Say 'yes' if it's on purpose, or 'no' to change who inherits.",
  estateValue: "A rough guess is fine, like '£250,000' or '300k'. You can also say 'not sure'.",
  funeralWishes: "For example: 'cremation, with a small service'. Or just say no.",
  funeralDetails: "For example: 'I'd like to be cremated'.",
  confirmation: "Say 'yes' to finish, or tell me what to change, like 'change my executor'.",
  whatToChange: "For example: 'my executor', 'the gifts', or 'who gets the rest'.",
  fullNameOf: "Their surname is enough. If that is their whole name, say 'that's it'.",
};

export function ask(state: ChatState, question: Question): Asked {
  const facts = state.facts;
  const subject = question.subject ?? "";
  const them = first(subject);
  const key = `${question.id}:${subject}`;
  const say = (options: readonly string[], ...terms: Term[]): Asked => {
    const explanations = terms.map((term) => explainOnce(state, term));
    return {
      text: joinSentences(...explanations.map((explained) => explained.text), pick(state, key, options)),
      explains: explanations.flatMap((explained) => explained.explains),
    };
  };
  switch (question.id) {
    case "fullName":
      return say(["What is your full name?", "Could you tell me your full name, please?"]);
    case "surname":
      return say([
        `And what is your surname, ${state.pending.firstName ?? ""}? Your will needs your full name.`,
        `What's your surname, please? Your will needs your full name.`,
      ]);
    case "dateOfBirth":
      return say([
        "What is your date of birth? For example, 12 March 1980.",
        "When were you born? You can write it like 12/03/1980.",
      ]);
    case "address":
      return say([
        "What is your home address, with the postcode?",
        "Where do you live? Please give me your full address, with the postcode.",
      ]);
    case "maritalStatus":
      return state.pending.notMarried
        ? say(["Are you single, divorced, or widowed?"])
        : say([
            "Now a little about your family. Are you married or in a civil partnership? Or are you single, divorced or widowed?",
            "Next, your family. Are you married or in a civil partnership, or are you single, divorced or widowed?",
          ]);
    case "spouseName":
      return say([
        "What is your husband's, wife's or civil partner's full name?",
        "What is the full name of your husband, wife or civil partner?",
      ]);
    case "mirrorWill":
      return say(
        [
          `Would ${first(facts.spouseName)} like a mirror will too? It costs nothing extra.`,
          `Shall we make a mirror will for ${first(facts.spouseName)} as well? It's free.`,
        ],
        "mirrorWill",
      );
    case "spouseDateOfBirth":
      return say([`What is ${first(facts.spouseName)}'s date of birth? It goes in their mirror will.`]);
    case "partner":
      return say([
        "Do you have a partner you're not married to? For example, someone you live with, or someone you're engaged to.",
        "Is there a partner in your life you're not married to, such as someone you live with or are engaged to?",
      ]);
    case "partnerName":
      return say(["What is your partner's full name?"]);
    case "marriagePlans":
      return say([
        `Are you and ${first(facts.partnerName)} planning to get married or form a civil partnership? I ask because getting married cancels a will, unless the will says it was made with that marriage in mind.`,
      ]);
    case "expectedMarriageTo":
      return say(["Who are you planning to marry? Please tell me their full name."]);
    case "children":
      return say([
        "Do you have any children? This includes adopted children. If you do, tell me their names and ages.",
        "Do you have children, including any you adopted? If so, what are their names and ages?",
      ]);
    case "childrenNames":
      return say(["What are your children's names and ages?", "Please tell me each child's name and age."]);
    case "moreChildren": {
      const expected = state.pending.expectedChildren ?? 0;
      const have = (facts.children ?? []).length;
      const left = expected - have;
      return say([
        `You mentioned ${expected} children, and I have ${have}. What ${left === 1 ? "is the other one's" : "are the others'"} name${left === 1 ? "" : "s"} and age${left === 1 ? "" : "s"}?`,
      ]);
    }
    case "childAge":
      return say([`How old is ${them}?`, `And how old is ${them}?`]);
    case "guardians":
      return say(
        [
          `Who would you like to look after ${childrenNamesInWords(facts)} if you die while ${minorChildren(facts).length === 1 ? "they are" : "they're"} under 18? You can name one person, or a first choice and a second choice.`,
          `Who would you choose as guardian for ${childrenNamesInWords(facts)}? You can give a first and a second choice if you like.`,
        ],
        "guardian",
      );
    case "guardianRelationship":
    case "giftRelationship":
    case "residuaryRelationship":
    case "backupRelationship":
      return say([
        `How is ${them} related to you?`,
        `How do you know ${them}? For example, are they family or a friend?`,
      ]);
    case "guardianAdult":
      return say([`Is ${them} 18 or over? A guardian has to be an adult.`]);
    case "executorName":
      return say(
        [
          "Now, who would you like to be your executor? Many people choose a family member or a close friend. Tell me their name and how you know them.",
          "Who would you like as your executor? Often it's a family member or a close friend. Please tell me their name and how you know them.",
        ],
        "executor",
      );
    case "executorRelationship":
    case "alternateRelationship":
      return say([
        `How is ${them} related to you? For example: husband or wife, child, brother or sister, parent, friend, or solicitor.`,
      ]);
    case "executorAddress":
    case "alternateAddress": {
      const livesWith =
        facts.address &&
        (executorOfQuestion(state, question)?.relationship === "spouse" ||
          isSameName(subject, facts.partnerName));
      return livesWith
        ? say([`What is ${them}'s address? If it's the same as yours, just say 'same'.`])
        : say([
            `What is ${them}'s address, with the postcode?`,
            `Where does ${them} live? Please include the postcode.`,
          ]);
    }
    case "executorContact":
    case "alternateContact":
      return say([
        `What is a phone number or email address for ${them}?`,
        `How can ${them} be contacted? A phone number or email address is fine.`,
      ]);
    case "executorAdult":
    case "alternateAdult":
      return say([`Is ${them} 18 or over? An executor has to be an adult.`]);
    case "alternateExecutor":
      return say([
        `Would you like a back-up executor, in case ${first(facts.executor?.fullName)} can't do it? We recommend one. If yes, tell me who.`,
        `It's a good idea to have a back-up executor, in case ${first(facts.executor?.fullName)} can't do it. Would you like one? If so, who?`,
      ]);
    case "alternateName":
      return say(["Who would you like as your back-up executor? Tell me their name and how you know them."]);
    case "gifts":
      return say([
        "Would you like to leave anything in particular to someone? For example, a watch, a car, or a sum of money. If not, just say no.",
        "Are there any special things you'd like to give to particular people, like jewellery or a sum of money? If not, just say no.",
      ]);
    case "giftDetails":
      return say(["What would you like to give, and to whom?"]);
    case "moreGifts":
      return say([
        "Is there anything else you'd like to give? If not, just say no.",
        "Any other gifts? If that's everything, just say no.",
      ]);
    case "residuary": {
      const suggestion = automaticSuggestion(facts);
      return say(
        [
          joinSentences(
            "Next, the most important part: who should get the rest of your estate?",
            suggestion ??
              "You can name one person, or several people with a share each, like '60% to Sam and 40% to Alex'.",
          ),
        ],
        "residuaryEstate",
      );
    }
    case "residuarySplit":
    case "backupSplit": {
      const shares =
        (question.id === "residuarySplit" ? facts.residuaryBeneficiaries : facts.backupBeneficiaries) ?? [];
      return say([
        `Should ${listOfNames(shares.map((share) => first(share.fullName)))} share it equally, or in different shares?`,
      ]);
    }
    case "residuaryShares":
    case "backupShares":
      return say(["What share should each person get? The shares need to add up to 100%."]);
    case "backup":
      return say([backupQuestionText(facts)], "backup");
    case "trust": {
      const young = youngChildrenWhoInherit(facts);
      return say(
        [
          `${listOfNames(young.map((child) => first(child.fullName)))} could inherit while still young. Would you like their share kept in a trust until they're older? ${DEFAULT_INHERITANCE_AGE} is the usual age. You can say 'yes', choose another age, or say no, and they'll get it at 18.`,
        ],
        "trust",
      );
    }
    case "propertyAbroad":
      return say([
        "A few quick questions to check whether you'd benefit from our optional legal check. Do you own any property or land outside England and Wales? For example, a holiday home in Spain.",
      ]);
    case "businessProperty":
      return say(["Do you own a business, or part of one? Or a farm or farmland?"]);
    case "vulnerableBeneficiary":
      return say([
        "Is anyone you're leaving things to disabled, or getting benefits that depend on how much money they have?",
      ]);
    case "exclusion":
      return say([
        `I notice ${listOfNames(peopleLeftOut(facts))} won't get anything from your will. Is that on purpose?`,
      ]);
    case "estateValue":
      return say([
        "Roughly how much is everything you own worth? Include your home, savings and belongings, and take away your mortgage and other debts. A rough guess is fine. This helps me check for inheritance tax.",
      ]);
    case "funeralWishes":
      return say([
        "Last question: do you have any wishes for your funeral? For example, burial or cremation. These aren't legally binding, but they help your family. If not, just say no.",
      ]);
    case "funeralDetails":
      return say(["What would you like to say about your funeral?"]);
    case "confirmation": {
      const built = buildFormData(facts);
      if (!built.ok) return say(["Is everything right so far?"]);
      return {
        text: `Thank you. Here is a summary of your will:\n${summariseWill(facts, built.formData)}\n\nIs all of that right? Say 'yes' to finish your will, or tell me what to change.`,
        explains: [],
      };
    }
    case "whatToChange":
      return say([
        "What would you like to change? For example: 'my executor', 'the gifts', or 'who gets the rest'.",
      ]);
    case "fullNameOf":
      return say([`What is ${subject}'s full name?`, `What's ${subject}'s surname?`]);
  }
}

function executorOfQuestion(state: ChatState, question: Question): ChatExecutor | undefined {
  return question.id.startsWith("alternate") ? state.facts.alternateExecutor : state.facts.executor;
}
