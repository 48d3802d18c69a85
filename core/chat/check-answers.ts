import { formatPercentage } from "../will/render.ts";
import {
  automaticPlanIncludesBackups,
  backupBeneficiariesOf,
  childrenOf,
  isMarried,
  minorChildren,
  residuaryBeneficiariesOf,
  type ChatFacts,
  type ChatShare,
  type ChatTopic,
} from "./facts.ts";
import { formatDate } from "./read.ts";
import type { ChatList, ChatState } from "./state.ts";
import { pounds } from "./wording.ts";

/**
 * Check your answers (the GOV.UK pattern): each part of the will answered so far in one row, and
 * how to change it. Changing a row forgets its facts (and those that depend on them), so the
 * interview asks that part again and then comes back to the summary.
 */

export interface AnswerRow {
  key: string;
  label: string;
  value: string;
  /** The message that changes it ("Change your executor"), sent as the user's message. */
  change: string;
}

interface RowDefinition {
  key: string;
  label: string;
  /** Words that name it in "change …". */
  words: RegExp;
  value: (facts: ChatFacts) => string | null;
  forget: ReadonlyArray<keyof ChatFacts>;
  lists?: ChatList[];
}

const yesNo = (value: string | undefined) =>
  value === undefined ? null : value === "unsure" ? "Not sure" : value === "yes" ? "Yes" : "No";
const shares = (list: ChatShare[] | undefined, split: string | undefined) =>
  (list ?? [])
    .map(
      (share) =>
        `${share.fullName}${share.relationship ? ` (${share.relationship})` : ""}${split === "percentages" ? ` ${formatPercentage(share.percentage ?? 0)}` : ""}`,
    )
    .join(", ") + ((list ?? []).length > 1 && split !== "percentages" ? ", in equal shares" : "");
const executor = (person: ChatFacts["executor"]) =>
  person
    ? `${person.fullName}${person.relationshipLabel ? ` (${person.relationshipLabel})` : ""}${person.address ? `, ${person.address}` : ""}${person.contact ? `, ${person.contact}` : ""}`
    : null;

const RESIDUARY: ReadonlyArray<keyof ChatFacts> = [
  "residuaryPlan",
  "residuaryBeneficiaries",
  "residuarySplit",
  "excludesSpouseOrChild",
  "createTrust",
  "inheritanceAge",
];
const BACKUP: ReadonlyArray<keyof ChatFacts> = [
  "backupPlan",
  "backupBeneficiaries",
  "backupSplit",
  "excludesSpouseOrChild",
  "createTrust",
  "inheritanceAge",
];

/** Shares as the will will write them (the usual plan and equal shares worked out). */
const computed = (list: ReadonlyArray<{ fullName: string; relationship: string; percentage: number }>) =>
  list
    .map((share) => `${share.fullName} (${share.relationship}) ${formatPercentage(share.percentage)}`)
    .join(", ");

function residuaryValue(facts: ChatFacts): string | null {
  if (!facts.residuaryPlan) return null;
  const list = residuaryBeneficiariesOf(facts);
  return list ? computed(list) : shares(facts.residuaryBeneficiaries, facts.residuarySplit);
}

function backupValue(facts: ChatFacts): string | null {
  const list = backupBeneficiariesOf(facts);
  if (automaticPlanIncludesBackups(facts) || facts.backupPlan === "automatic" || facts.backupPlan === "named")
    return list ? computed(list) : shares(facts.backupBeneficiaries, facts.backupSplit);
  if (facts.backupPlan === "substitution")
    return "A child's share to their own children, otherwise to the others named";
  return facts.backupPlan === "none" ? "Nobody named: the law decides" : null;
}

function family(facts: ChatFacts): string | null {
  if (!facts.maritalStatus) return null;
  if (isMarried(facts))
    return `Married to ${facts.spouseName ?? "…"}${facts.wantsMirrorWill ? `, with a mirror will${facts.spouseDateOfBirth ? ` (born ${formatDate(facts.spouseDateOfBirth)})` : ""}` : ""}`;
  const status = { single: "Single", married: "Married", divorced: "Divorced", widowed: "Widowed" }[
    facts.maritalStatus
  ];
  return `${status}${facts.hasPartner && facts.partnerName ? `, with a partner, ${facts.partnerName}` : ""}${facts.planningToMarry && facts.expectedMarriageTo ? `, planning to marry ${facts.expectedMarriageTo}` : ""}`;
}

const ROWS: RowDefinition[] = [
  {
    key: "fullName",
    label: "Your name",
    words: /\bname\b/,
    value: (facts) => facts.fullName ?? null,
    forget: ["fullName"],
  },
  {
    key: "dateOfBirth",
    label: "Your date of birth",
    words: /birth|born|\bage\b/,
    value: (facts) => (facts.dateOfBirth ? formatDate(facts.dateOfBirth) : null),
    forget: ["dateOfBirth"],
  },
  {
    key: "address",
    label: "Your address",
    words: /address|live/,
    value: (facts) => facts.address ?? null,
    forget: ["address"],
  },
  {
    key: "family",
    label: "Marriage and partner",
    words: /marri|spouse|wife|husband|partner|single|divorc|widow|mirror/,
    value: family,
    forget: [
      "maritalStatus",
      "spouseName",
      "wantsMirrorWill",
      "spouseDateOfBirth",
      "hasPartner",
      "partnerName",
      "planningToMarry",
      "expectedMarriageTo",
      "excludesSpouseOrChild",
    ],
  },
  {
    key: "children",
    label: "Children",
    words: /child|kids|\bsons?\b|daughter/,
    value: (facts) =>
      facts.hasChildren === undefined
        ? null
        : childrenOf(facts)
            .map((child) => `${child.fullName} (${child.age ?? "?"})`)
            .join(", ") || "None",
    forget: [
      "hasChildren",
      "children",
      "guardians",
      "excludesSpouseOrChild",
      "createTrust",
      "inheritanceAge",
    ],
    lists: ["children", "guardians"],
  },
  {
    key: "guardians",
    label: "Guardians",
    words: /guardian/,
    value: (facts) =>
      minorChildren(facts).length === 0 || facts.guardians === undefined
        ? null
        : facts.guardians
            .map(
              (guardian) =>
                `${guardian.fullName}${guardian.relationship ? ` (${guardian.relationship})` : ""}`,
            )
            .join(", then ") || "None named",
    forget: ["guardians"],
    lists: ["guardians"],
  },
  {
    key: "alternateExecutor",
    label: "Replacement executor",
    words: /(?:replacement|back-?up|alternate|second|other) executor/,
    value: (facts) =>
      facts.wantsAlternateExecutor === undefined
        ? null
        : facts.wantsAlternateExecutor
          ? executor(facts.alternateExecutor)
          : "None",
    forget: ["wantsAlternateExecutor", "alternateExecutor"],
  },
  {
    key: "executor",
    label: "Executor",
    words: /executor/,
    value: (facts) => executor(facts.executor),
    forget: ["executor"],
  },
  {
    key: "gifts",
    label: "Gifts",
    words: /gift/,
    value: (facts) =>
      facts.hasSpecificGifts === undefined
        ? null
        : (facts.specificGifts ?? [])
            .map((gift) => `${gift.description} to ${gift.beneficiary}`)
            .join("; ") || "None",
    forget: ["hasSpecificGifts", "specificGifts"],
    lists: ["gifts"],
  },
  {
    key: "estateValue",
    label: "Value of your estate",
    words: /worth|value/,
    value: (facts) =>
      facts.estimatedEstateValue === undefined
        ? null
        : facts.estimatedEstateValue === null
          ? "Not sure"
          : `About ${pounds(facts.estimatedEstateValue)}`,
    forget: ["estimatedEstateValue"],
  },
  {
    key: "backup",
    label: "If someone dies before you",
    words: /back-?up|dies|instead/,
    value: backupValue,
    forget: BACKUP,
  },
  {
    key: "residuary",
    label: "The rest of your estate",
    words: /rest|residu|inherit|share|estate/,
    value: residuaryValue,
    forget: [...RESIDUARY, ...BACKUP],
  },
  {
    key: "trust",
    label: "Trust for young children",
    words: /trust/,
    value: (facts) =>
      facts.createTrust === undefined
        ? null
        : facts.createTrust
          ? `Until ${facts.inheritanceAge ?? 25}`
          : "No: they inherit at 18",
    forget: ["createTrust", "inheritanceAge"],
  },
  {
    key: "propertyAbroad",
    label: "Property abroad",
    words: /abroad|outside|overseas/,
    value: (facts) => yesNo(facts.propertyAbroad),
    forget: ["propertyAbroad"],
  },
  {
    key: "businessProperty",
    label: "A business or farm",
    words: /business|farm/,
    value: (facts) => yesNo(facts.businessProperty),
    forget: ["businessProperty"],
  },
  {
    key: "vulnerableBeneficiary",
    label: "Someone disabled or on benefits",
    words: /disab|benefit|vulnerable/,
    value: (facts) => yesNo(facts.vulnerableBeneficiary),
    forget: ["vulnerableBeneficiary"],
  },
  {
    key: "funeralWishes",
    label: "Funeral wishes",
    words: /funeral|cremat|buri/,
    value: (facts) => (facts.funeralWishes === undefined ? null : (facts.funeralWishes ?? "None")),
    forget: ["funeralWishes"],
  },
];

/** The rows in the order of the interview (matching order above puts specific words first). */
const DISPLAY_ORDER = [
  "fullName",
  "dateOfBirth",
  "address",
  "family",
  "children",
  "guardians",
  "executor",
  "alternateExecutor",
  "gifts",
  "residuary",
  "backup",
  "trust",
  "propertyAbroad",
  "businessProperty",
  "vulnerableBeneficiary",
  "estateValue",
  "funeralWishes",
];

export function answerRows(facts: ChatFacts): AnswerRow[] {
  return DISPLAY_ORDER.flatMap((key) => {
    const row = ROWS.find((entry) => entry.key === key);
    const value = row?.value(facts);
    return row && value
      ? [
          {
            key: row.key,
            label: row.label,
            value,
            change: `Change ${row.label.toLowerCase().replace(/^your /, "your ")}`,
          },
        ]
      : [];
  });
}

/** The row a "change …" message names, or null. */
export function rowFor(words: string): RowDefinition | null {
  return ROWS.find((row) => row.words.test(words.toLowerCase())) ?? null;
}

/** Which row asks a topic again (a finding about guardians reopens the guardians). */
export const ROW_FOR_TOPIC: Partial<Record<ChatTopic, RowDefinition>> = Object.fromEntries(
  (
    [
      ["fullName", "fullName"],
      ["dateOfBirth", "dateOfBirth"],
      ["address", "address"],
      ["maritalStatus", "family"],
      ["spouse", "family"],
      ["mirrorWill", "family"],
      ["partner", "family"],
      ["marriagePlans", "family"],
      ["children", "children"],
      ["guardians", "guardians"],
      ["executor", "executor"],
      ["alternateExecutor", "alternateExecutor"],
      ["specificGifts", "gifts"],
      ["residuary", "residuary"],
      ["backup", "backup"],
      ["trust", "trust"],
      ["propertyAbroad", "propertyAbroad"],
      ["businessProperty", "businessProperty"],
      ["vulnerableBeneficiary", "vulnerableBeneficiary"],
      ["exclusion", "residuary"],
      ["estateValue", "estateValue"],
      ["funeralWishes", "funeralWishes"],
    ] as const
  ).map(([topic, key]) => [topic, ROWS.find((row) => row.key === key)]),
);

/** The state with a row's answers forgotten, to be asked again. */
export function withRowCleared(state: ChatState, row: RowDefinition): ChatState {
  const facts: ChatFacts = { ...state.facts };
  for (const key of [...row.forget, "confirmed" as const]) delete facts[key];
  return {
    ...state,
    facts,
    status: "interviewing",
    attempts: 0,
    adding: null,
    closed: state.closed.filter((list) => !row.lists?.includes(list)),
  };
}
