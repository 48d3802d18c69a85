/**
 * The will assistant's domain half (docs/decisions/031-interview-as-data.md): the interview as a
 * table of questions, the offline engine that asks it, the AI model's prompt and tools made from
 * the same table, and the facts and completeness rules both share. This is what the web uses.
 */
export { finaliseFacts } from "./finalise.ts";
export { ChatStateSchema, initialChatState, type ChatState } from "./state.ts";
export { offers, openingTurn, replayConversation, respond } from "./engine.ts";
export { type AnswerRow } from "./check-answers.ts";
export { applyToolCall, chatCompletionRequest, type ChatCompletionMessage } from "./openai.ts";
