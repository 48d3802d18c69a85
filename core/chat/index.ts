/** The will assistant: what the web uses of the interview, its engine and the model (docs/chat.md). */
export { finaliseFacts } from "./finalise.ts";
export { ChatStateSchema, initialChatState, type ChatState } from "./state.ts";
export { offers, openingTurn, replayConversation, respond } from "./engine.ts";
export { type AnswerRow } from "./check-answers.ts";
export { applyToolCall, chatCompletionRequest, type ChatCompletionMessage } from "./openai.ts";
