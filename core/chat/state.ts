import { z } from "zod";
import { ChatFactsSchema, inEqualShares } from "./facts.ts";
import { TERMS } from "./wording.ts";

/** The interview's state between messages, as stored; versions 1 and 2 upgraded (docs/chat.md, "State"). */

/** After this many user messages the engine stops interviewing (a conversation that long is stuck). */
export const MAX_TURNS = 300;

/** The lists the interview adds to one at a time. */
const CHAT_LISTS = ["children", "guardians", "gifts"] as const;
export type ChatList = (typeof CHAT_LISTS)[number];
const Lists = z.array(z.enum(CHAT_LISTS));
const Adding = z.enum(CHAT_LISTS).nullable();
const MAX_SNAPSHOTS = 30;

const StateSchema = z.object({
  version: z.literal(3),
  facts: ChatFactsSchema,
  status: z.enum(["interviewing", "refused", "complete"]),
  /** User messages read so far, and answers in a row that did not fit the question. */
  turn: z.number().int().min(0),
  attempts: z.number().int().min(0),
  explained: z.array(z.enum(TERMS)),
  /** The list being added to ("any more children?" answered yes), and those said to be complete. */
  adding: Adding,
  closed: Lists,
  /** The facts before each answer, for "go back". */
  back: z.array(z.object({ facts: ChatFactsSchema, closed: Lists, adding: Adding })).max(MAX_SNAPSHOTS),
  /** A guardian or executor row being changed, and whom it named (`withReplacedAsked`). */
  replacing: z.object({ row: z.string(), people: z.array(z.string()).max(10) }).nullish(),
});

/** Version 2's shares: a percentage only when given (and the split "percentages"). */
const V2SharesSchema = z.array(z.looseObject({ fullName: z.string(), percentage: z.number().optional() }));
const withPercentages = (shares: z.infer<typeof V2SharesSchema> | undefined, split: string | undefined) =>
  shares && (split === "percentages" && shares.length > 1 ? shares : inEqualShares(shares));

const V2FactsSchema = z
  .looseObject({
    residuaryBeneficiaries: V2SharesSchema.optional(),
    residuarySplit: z.string().optional(),
    backupBeneficiaries: V2SharesSchema.optional(),
    backupSplit: z.string().optional(),
  })
  .transform(({ residuarySplit, backupSplit, ...facts }) => ({
    ...facts,
    residuaryBeneficiaries: withPercentages(facts.residuaryBeneficiaries, residuarySplit),
    backupBeneficiaries: withPercentages(facts.backupBeneficiaries, backupSplit),
  }));

/** A state stored by version 1 or 2, as version 3 holds it (version 1's lists taken as finished). */
const OldStateSchema = z
  .looseObject({
    version: z.literal([1, 2]),
    facts: V2FactsSchema,
    back: z.array(z.looseObject({ facts: V2FactsSchema })).catch([]),
  })
  .transform((state) => ({
    ...state,
    version: 3,
    ...(state.version === 1 ? { attempts: 0, adding: null, closed: [...CHAT_LISTS], back: [] } : {}),
  }));

export const ChatStateSchema = z.preprocess((value) => {
  const old = OldStateSchema.safeParse(value);
  return old.success ? old.data : value;
}, StateSchema);
export type ChatState = z.infer<typeof StateSchema>;

export const initialChatState = (): ChatState => ({
  version: 3,
  facts: {},
  status: "interviewing",
  turn: 0,
  attempts: 0,
  explained: [],
  adding: null,
  closed: [],
  back: [],
});

/** The state's "go back" snapshots with the facts before an answer added. */
export const remember = (state: ChatState): ChatState["back"] =>
  [...state.back, { facts: state.facts, closed: state.closed, adding: state.adding }].slice(-MAX_SNAPSHOTS);
