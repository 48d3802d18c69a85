import { z } from "zod";
import { ChatFactsSchema } from "./facts.ts";
import { TERMS } from "./wording.ts";

/**
 * The interview's state between messages, stored by the caller as JSON and read back with
 * `ChatStateSchema`. Version 2 is this engine's; a version 1 state (stored by the engine before
 * the interview became a table) is read and upgraded: its facts are the same facts, and every
 * list it had is taken as finished.
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

const StateV2Schema = z.object({
  version: z.literal(2),
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
});

/** Version 1 kept the same facts; its follow-ups and answer history do not carry over. */
function upgrade(value: unknown): unknown {
  if (typeof value !== "object" || value === null || (value as { version?: unknown }).version !== 1)
    return value;
  const old = value as { facts?: unknown; status?: unknown; turn?: unknown; explained?: unknown };
  return {
    version: 2,
    facts: old.facts,
    status: old.status,
    turn: old.turn,
    attempts: 0,
    explained: old.explained,
    adding: null,
    closed: [...CHAT_LISTS],
    back: [],
  };
}

export const ChatStateSchema = z.preprocess(upgrade, StateV2Schema);
export type ChatState = z.infer<typeof StateV2Schema>;

export function initialChatState(): ChatState {
  return {
    version: 2,
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
