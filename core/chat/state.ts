import { z } from "zod";
import { ChatFactsSchema, type ChatTopic } from "./facts.ts";
import { MAX_MESSAGE_LENGTH } from "./parse.ts";
import { TERMS } from "./wording.ts";

/**
 * The offline interview's conversation state: the facts so far and the few follow-ups the engine
 * keeps between messages. Stored by the caller as JSON, parsed back with `ChatStateSchema`.
 */

/** After this many user messages the engine stops interviewing (a conversation that long is stuck). */
export const MAX_TURNS = 300;

export const QUESTION_IDS = [
  "fullName",
  "surname",
  "dateOfBirth",
  "address",
  "maritalStatus",
  "spouseName",
  "mirrorWill",
  "spouseDateOfBirth",
  "partner",
  "partnerName",
  "marriagePlans",
  "expectedMarriageTo",
  "children",
  "childrenNames",
  "moreChildren",
  "childAge",
  "guardians",
  "guardianRelationship",
  "guardianAdult",
  "executorName",
  "executorRelationship",
  "executorAddress",
  "executorContact",
  "executorAdult",
  "alternateExecutor",
  "alternateName",
  "alternateRelationship",
  "alternateAddress",
  "alternateContact",
  "alternateAdult",
  "gifts",
  "giftDetails",
  "giftRelationship",
  "moreGifts",
  "residuary",
  "residuaryRelationship",
  "residuarySplit",
  "residuaryShares",
  "backup",
  "backupRelationship",
  "backupSplit",
  "backupShares",
  "trust",
  "propertyAbroad",
  "businessProperty",
  "vulnerableBeneficiary",
  "exclusion",
  "estateValue",
  "funeralWishes",
  "funeralDetails",
  "confirmation",
  "whatToChange",
  "fullNameOf",
] as const;
export const QuestionIdSchema = z.enum(QUESTION_IDS);
export type QuestionId = z.infer<typeof QuestionIdSchema>;

/** A question as the engine asks it: which one, and about whom ("How old is Tom Smith?"). */
export interface Question {
  id: QuestionId;
  topic: ChatTopic;
  subject?: string;
}

export const AnswerRecordSchema = z.object({
  question: QuestionIdSchema,
  subject: z.string().max(200).optional(),
});
export type AnswerRecord = z.infer<typeof AnswerRecordSchema>;

export const PendingSchema = z.object({
  /** The user gave only a first name; the surname is asked next. */
  firstName: z.string().max(200).optional(),
  /** The user said they are not married; single, divorced or widowed is asked next. */
  notMarried: z.boolean().optional(),
  /** "I have three children" with fewer named: the rest are asked for. */
  expectedChildren: z.number().int().min(1).max(20).optional(),
  /** Gifts were given; "anything else?" is asked next. */
  moreGifts: z.boolean().optional(),
  /** The user said yes to funeral wishes without saying them. */
  funeralDetails: z.boolean().optional(),
  /** The user said the summary is not right; what to change is asked next. */
  awaitingChange: z.boolean().optional(),
  /** "my mum" without a name: the answer that needs the name, asked again with it. */
  relationshipHint: z
    .object({
      original: z.string().max(MAX_MESSAGE_LENGTH),
      /** The words in `original` that named the person ("my mum"). */
      phrase: z.string().max(200),
      /** The relationship, singular ("mother"). */
      label: z.string().max(200),
      plural: z.boolean(),
    })
    .optional(),
  /** One-word names the user said are complete ("just Sue"). */
  shortNamesAccepted: z.array(z.string().max(200)).max(100).optional(),
});
export type Pending = z.infer<typeof PendingSchema>;

export const ChatStateSchema = z.object({
  version: z.literal(1),
  facts: ChatFactsSchema,
  /** interviewing; refused (the user is under 18); complete (the will passed the checks). */
  status: z.enum(["interviewing", "refused", "complete"]),
  /** User messages read so far. */
  turn: z.number().int().min(0),
  /** Times in a row the current question was not understood. */
  attempts: z.number().int().min(0),
  /** The questions answered, latest last: "go back" undoes the last one. */
  answered: z.array(AnswerRecordSchema).max(MAX_TURNS * 2),
  /** Legal terms already explained to the user. */
  explained: z.array(z.enum(TERMS)),
  pending: PendingSchema,
});
export type ChatState = z.infer<typeof ChatStateSchema>;

export function initialChatState(): ChatState {
  return {
    version: 1,
    facts: {},
    status: "interviewing",
    turn: 0,
    attempts: 0,
    answered: [],
    explained: [],
    pending: {},
  };
}

/** A copy of an object without some keys: how facts and follow-ups are cleared. */
export function withoutKey<T extends object, K extends keyof T>(value: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}
