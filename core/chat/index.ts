/**
 * The will assistant's domain half (docs/decisions/020-interview-as-data.md): the interview as a
 * table of questions, the offline engine that asks it, the AI model's prompt and tools made from
 * the same table, and the facts and completeness rules both share.
 */
export {
  buildFormData,
  CHAT_TOPICS,
  ChatFactsSchema,
  ChatTopicSchema,
  factProblems,
  finaliseFacts,
  legalCheckReasons,
  missingTopics,
  nextTopic,
  TOPIC_DESCRIPTIONS,
  type BuildResult,
  type ChatFacts,
  type ChatTopic,
  type FactProblem,
  type FinaliseResult,
} from "./facts.ts";
export { ChatStateSchema, initialChatState, type ChatState } from "./state.ts";
export { offers, openingTurn, replayConversation, respond, type ChatTurn } from "./engine.ts";
export { answerRows, type AnswerRow } from "./check-answers.ts";
export {
  applyToolCall,
  buildSystemPrompt,
  CHAT_TOOLS,
  chatCompletionRequest,
  mergeFacts,
  parseRecordWillFactsArguments,
  READY_TO_FINALISE,
  ReadyToFinaliseArgumentsSchema,
  RECORD_WILL_FACTS,
  RecordWillFactsArgumentsSchema,
  ToolArgumentsError,
  type AppliedToolCall,
  type ChatCompletionMessage,
  type ChatTool,
  type RecordWillFactsArguments,
  type ToolCall,
  type ToolResult,
} from "./openai.ts";
export { TERM_EXPLANATIONS, type Term } from "./wording.ts";
