/**
 * The will assistant's domain half (docs/decisions/009-chat-interview-engine.md). The web layer
 * imports from here: the offline interview engine, the AI model's prompt and tools, and the facts
 * and completeness rules both share.
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
export {
  ChatStateSchema,
  currentQuestion,
  initialChatState,
  MAX_TURNS,
  openingTurn,
  QUESTION_IDS,
  QuestionIdSchema,
  replayConversation,
  respond,
  type ChatState,
  type ChatTurn,
  type Question,
  type QuestionId,
} from "./offline.ts";
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
export { summariseWill, TERM_EXPLANATIONS, type Term } from "./wording.ts";
