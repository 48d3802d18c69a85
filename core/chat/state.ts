import { z } from "zod";
import { ChatFactsSchema, inEqualShares } from "./facts.ts";
import { TERMS } from "./wording.ts";

/**
 * The interview's state between messages, stored by the caller as JSON and read back with
 * `ChatStateSchema`. Version 3 is this engine's. A version 2 state is read and upgraded: it kept a
 * share's percentage only when one was given, with whether the shares were equal, where version 3
 * keeps every share's percentage, as the form does. A version 1 state (stored by the engine before
 * the interview became a table) is read the same way: its facts are the same facts, and every list
 * it had is taken as finished.
 */

/** After this many user messages the engine stops interviewing (a conversation that long is stuck). */
export const MAX_TURNS = 300;

/** The lists the interview adds to one at a time. */
const CHAT_LISTS = ["children", "guardians", "gifts"] as const;
export type ChatList = (typeof CHAT_LISTS)[number];

/** The facts before an answer, so "go back" can undo it. */
const SnapshotSchema = z.object({
  facts: ChatFactsSchema,
  closed: z.array(z.enum(CHAT_LISTS)),
  adding: z.enum(CHAT_LISTS).nullable(),
});
const MAX_SNAPSHOTS = 30;

const StateSchema = z.object({
  version: z.literal(3),
  facts: ChatFactsSchema,
  /** interviewing; refused (under 18); complete (the will passed the checks). */
  status: z.enum(["interviewing", "refused", "complete"]),
  /** User messages read so far. */
  turn: z.number().int().min(0),
  /** Answers in a row that did not fit the question. */
  attempts: z.number().int().min(0),
  /** Legal terms already explained. */
  explained: z.array(z.enum(TERMS)),
  /** The list the user is adding to now ("Do you have any more children?" answered yes). */
  adding: z.enum(CHAT_LISTS).nullable(),
  /** Lists the user said are complete. */
  closed: z.array(z.enum(CHAT_LISTS)),
  back: z.array(SnapshotSchema).max(MAX_SNAPSHOTS),
  /** A guardian or executor row being changed, and whom it named (`withReplacedAsked`). */
  replacing: z.object({ row: z.string(), people: z.array(z.string()).max(10) }).nullish(),
});

/** Version 2's shares: each one's percentage only when given (and the split "percentages"). */
const V2SharesSchema = z.array(z.looseObject({ fullName: z.string(), percentage: z.number().optional() }));
type V2Shares = z.infer<typeof V2SharesSchema>;
const withPercentages = (shares: V2Shares | undefined, split: string | undefined) =>
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

/**
 * A state stored by version 1 or 2, as this version holds it: the facts, and those kept for "go
 * back", with every share's percentage. Version 1 kept the same facts; its follow-ups and answer
 * history do not carry over, and every list it had is taken as finished.
 */
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

/** A stored state of an earlier version, as this version holds it (or as stored, to be refused). */
function upgrade(value: unknown): unknown {
  const old = OldStateSchema.safeParse(value);
  return old.success ? old.data : value;
}

export const ChatStateSchema = z.preprocess(upgrade, StateSchema);
export type ChatState = z.infer<typeof StateSchema>;

export function initialChatState(): ChatState {
  return {
    version: 3,
    facts: {},
    status: "interviewing",
    turn: 0,
    attempts: 0,
    explained: [],
    adding: null,
    closed: [],
    back: [],
  };
}

/** The state with the facts before an answer kept for "go back". */
export function remember(state: ChatState): ChatState["back"] {
  return [...state.back, { facts: state.facts, closed: state.closed, adding: state.adding }].slice(
    -MAX_SNAPSHOTS,
  );
}
