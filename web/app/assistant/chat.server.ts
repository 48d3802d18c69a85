import { APIConnectionTimeoutError, APIError, type OpenAI } from "openai";
import { z } from "zod";
import {
  applyToolCall,
  chatCompletionRequest,
  ChatMessageSchema,
  ChatStateSchema,
  finaliseFacts,
  initialChatState,
  MAX_CHAT_MESSAGE_LENGTH,
  offers,
  openingTurn,
  renderWill,
  replayConversation,
  respond,
  todayInLondon,
  type ChatCompletionMessage,
  type AnswerRow,
  type ChatMessage,
  type ChatState,
  type WillFormData,
} from "../../../core/index.ts";
import type { Prisma, PrismaClient } from "../../../prisma/db.ts";
import { recordAiCall } from "../../../workers/metrics.ts";
import { getEnv } from "../common/env.server.ts";
import { Refusal } from "../common/http.server.ts";
import { openAiClient } from "./openai-client.server.ts";
import { getLogger } from "../common/logger.server.ts";
import { authRateLimits, enforceRateLimits } from "../common/rate-limit.server.ts";
import { sanitiseWillHtml } from "../will-form/will-html.server.ts";
import { newWillId, type Requester } from "../will-form/wills.server.ts";

/**
 * The will assistant behind POST /api/chat and the /ai-will page. The assistant converses; core
 * writes the will. With OPENAI_API_KEY set, the model (any OpenAI-compatible server) talks and
 * records facts through tool calls that core validates; without it, core's offline interview
 * engine asks the same questions. Either way, once the facts are complete and pass the legal
 * checks, the will is core's rendered document, never text from the model.
 */

/** The most messages one request may carry, and the longest a message may be. */
export const MAX_CHAT_MESSAGES = 400;
export { MAX_CHAT_MESSAGE_LENGTH };
/** Rounds of tool calls the model may make before it must answer in words. */
export const MAX_TOOL_ROUNDS = 6;

/** All the messages of one conversation together (docs/security.md, "Limits"). */
export const MAX_CHAT_CHARACTERS = 100_000;

export const ChatRequestSchema = z.object({
  messages: z
    .array(ChatMessageSchema)
    .min(1, "Send at least one message.")
    .max(
      MAX_CHAT_MESSAGES,
      `A conversation can have at most ${MAX_CHAT_MESSAGES} messages. Please start again.`,
    )
    .refine((messages) => messages.at(-1)?.role === "user", "The last message must be the user's.")
    // Each turn replays the conversation: bounding its text bounds the CPU one request can cost.
    .refine(
      (messages) => messages.reduce((sum, message) => sum + message.content.length, 0) <= MAX_CHAT_CHARACTERS,
      `This conversation is longer than the ${MAX_CHAT_CHARACTERS.toLocaleString("en-GB")} characters the assistant can read. Please start again.`,
    ),
});

/** The assistant could not answer: already in the words (and HTTP status) the user should get. */
export class ChatProviderError extends Refusal<502 | 504> {}

export const PROVIDER_UNAVAILABLE = "The assistant is not available right now. Please try again in a moment.";
export const PROVIDER_TIMEOUT = "The assistant took too long to answer. Please try again.";
export const PROVIDER_NO_ANSWER = "The assistant could not finish its answer. Please try again.";

export interface ChatOutcome {
  message: string;
  /** The will document (sanitised HTML) once the facts are complete, else null. */
  finalWill: string | null;
  /** The chat's will, waiting for the financial health check. */
  willId: string | null;
  legalCheckRecommended: boolean;
  /** Short answers to offer as buttons (the offline interview's current question). */
  quickReplies: string[];
  /** Check your answers: each answer so far and the message that changes it. */
  answers: AnswerRow[];
}

export interface StoredConversation {
  messages: ChatMessage[];
  willId: string | null;
  finalWill: string | null;
  legalCheckRecommended: boolean;
  quickReplies: string[];
  answers: AnswerRow[];
}

interface EngineTurn {
  state: ChatState;
  reply: string;
  formData: WillFormData | null;
  legalCheckRecommended: boolean;
  quickReplies: string[];
}

/** The chat's limits: per account and per IP. Throws RateLimitedError. */
export async function enforceChatLimits(prisma: PrismaClient, userId: string, clientIp: string) {
  const limits = authRateLimits();
  await enforceRateLimits(prisma, [
    { policy: limits.chatPerAccount, subject: `account:${userId}` },
    { policy: limits.chatPerIp, subject: `ip:${clientIp}` },
  ]);
}

/** Whether the AI model answers (a key is configured) or the offline engine. */
export function assistantKind(): "openai" | "offline" {
  return getEnv().OPENAI_API_KEY ? "openai" : "offline";
}

/** The assistant's first message, before the user has said anything. */
export function greeting(today = todayInLondon()): string {
  return openingTurn(today).reply;
}

function clip(text: string): string {
  return text.length > MAX_CHAT_MESSAGE_LENGTH ? `${text.slice(0, MAX_CHAT_MESSAGE_LENGTH - 1)}…` : text;
}

/**
 * The offline interview's turn. A conversation that continues the stored one goes on from the
 * stored state (a state stored by an earlier version of the interview is read and upgraded);
 * any other is replayed from its user messages.
 */
function offlineTurn(stored: ChatState | null, messages: readonly ChatMessage[], today: string): EngineTurn {
  const last = messages.at(-1);
  const turn =
    stored && last?.role === "user"
      ? respond(stored, last.content, today)
      : replayConversation(messages, today);
  return {
    state: turn.state,
    reply: turn.reply,
    formData: turn.done ? turn.formData : null,
    legalCheckRecommended: turn.legalCheckRecommended,
    quickReplies: turn.quickReplies,
  };
}

type ChatRequest = ReturnType<typeof chatCompletionRequest>;

/** core's request (written without the SDK) in the SDK's types: a tool call always says "function". */
function sdkRequest(body: ChatRequest): OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming {
  return {
    ...body,
    tools: [...body.tools],
    messages: body.messages.map((message): OpenAI.Chat.Completions.ChatCompletionMessageParam => {
      if (message.role !== "assistant") return message;
      const { tool_calls: calls, ...rest } = message;
      return calls
        ? { ...rest, tool_calls: calls.map((call) => ({ ...call, type: "function" as const })) }
        : rest;
    }),
  };
}

async function callModel(body: ChatRequest) {
  const model = body.model;
  const started = performance.now();
  try {
    const completion = await openAiClient().chat.completions.create(sdkRequest(body));
    recordAiCall(performance.now() - started, "success", model);
    return completion as OpenAI.Chat.Completions.ChatCompletion;
  } catch (error) {
    const timedOut = error instanceof APIConnectionTimeoutError;
    recordAiCall(performance.now() - started, timedOut ? "timeout" : "failure", model);
    getLogger().warn(
      { err: error, status: error instanceof APIError ? error.status : undefined },
      "the AI provider call failed",
    );
    if (timedOut) throw new ChatProviderError(504, PROVIDER_TIMEOUT);
    throw new ChatProviderError(502, PROVIDER_UNAVAILABLE);
  }
}

async function modelTurn(
  start: ChatState,
  messages: readonly ChatMessage[],
  today: string,
): Promise<EngineTurn> {
  const model = getEnv().OPENAI_MODEL;
  let state = start;
  const conversation: ChatCompletionMessage[] = messages.map((message) => ({
    role: message.role,
    content: message.content,
  }));
  for (let round = 0; round < MAX_TOOL_ROUNDS; round += 1) {
    const completion = await callModel(
      chatCompletionRequest({ model, today, state, messages: conversation }),
    );
    const message = completion.choices[0]?.message;
    if (!message) throw new ChatProviderError(502, PROVIDER_NO_ANSWER);
    const calls = (message.tool_calls ?? []).flatMap((call) =>
      call.type === "function"
        ? [
            {
              id: call.id,
              type: "function" as const,
              function: { name: call.function.name, arguments: call.function.arguments },
            },
          ]
        : [],
    );
    if (calls.length > 0) {
      conversation.push({ role: "assistant", content: message.content ?? null, tool_calls: calls });
      for (const call of calls) {
        const applied = applyToolCall(state, call, today);
        state = applied.state;
        conversation.push(applied.message);
      }
      continue;
    }
    const reply = message.content?.trim();
    if (!reply) throw new ChatProviderError(502, PROVIDER_NO_ANSWER);
    const finalised = state.status === "complete" ? finaliseFacts(state.facts, today) : null;
    return {
      state,
      reply,
      formData: finalised?.ok ? finalised.formData : null,
      legalCheckRecommended: finalised?.ok ? finalised.legalCheckRecommended : false,
      quickReplies: [],
    };
  }
  throw new ChatProviderError(502, PROVIDER_NO_ANSWER);
}

function readMessages(value: unknown): ChatMessage[] {
  const parsed = z.array(ChatMessageSchema).safeParse(value);
  return parsed.success ? parsed.data : [];
}

/** Whether `prefix` is the start of `messages` (the browser continues the stored conversation). */
function continues(prefix: readonly ChatMessage[], messages: readonly ChatMessage[]): boolean {
  return (
    prefix.length <= messages.length &&
    prefix.every(
      (message, index) =>
        message.role === messages[index]?.role && message.content === messages[index]?.content,
    )
  );
}

/**
 * The chat's will: made (or brought up to date) when the facts are complete, deleted again when
 * the user reopens a question before sending it. Only a will no email has been given to changes.
 */
async function saveChatWill(
  prisma: PrismaClient,
  requester: Requester,
  willId: string | null,
  formData: WillFormData | null,
): Promise<{ willId: string | null; finalWill: string | null }> {
  const open = willId
    ? await prisma.will.findFirst({
        where: { id: willId, userId: requester.userId, source: "chat", email: null },
        select: { id: true },
      })
    : null;
  if (!formData) {
    if (open) await prisma.will.delete({ where: { id: open.id } });
    return { willId: null, finalWill: null };
  }
  const html = renderWill(formData).html;
  const data = { formData: formData as Prisma.InputJsonObject, willDocument: html };
  const saved = open
    ? await prisma.will.update({ where: { id: open.id }, data, select: { id: true } })
    : await prisma.will.create({
        data: {
          id: newWillId(),
          ...data,
          userId: requester.userId,
          creatorKeyHash: requester.browserKeyHash,
          source: "chat",
        },
        select: { id: true },
      });
  return { willId: saved.id, finalWill: sanitiseWillHtml(html) };
}

/**
 * One turn of the conversation for a signed-in user: the assistant's reply to the last message,
 * and the will once the facts are complete. The conversation and its state are stored for the
 * account (the page without JavaScript and the health check read them).
 */
export async function chatTurn(
  prisma: PrismaClient,
  requester: Requester & { userId: string },
  messages: ChatMessage[],
  today = todayInLondon(),
): Promise<ChatOutcome> {
  const stored = await prisma.chatConversation.findUnique({ where: { userId: requester.userId } });
  const storedMessages = stored ? readMessages(stored.messages) : [];
  const parsedState =
    stored && continues(storedMessages, messages) ? ChatStateSchema.safeParse(stored.state) : null;
  const storedState = parsedState?.success ? parsedState.data : null;
  let turn: EngineTurn;
  if (assistantKind() === "offline") {
    // Only one new message on top of the stored conversation goes on from its state.
    const continuesByOne = storedMessages.length > 0 && messages.length === storedMessages.length + 1;
    turn = offlineTurn(continuesByOne ? storedState : null, messages, today);
  } else {
    turn = await modelTurn(storedState ?? initialChatState(), messages, today);
  }
  const reply = clip(turn.reply);
  const { willId, finalWill } = await saveChatWill(prisma, requester, stored?.willId ?? null, turn.formData);
  const transcript = [...messages, { role: "assistant" as const, content: reply }];
  const row = {
    messages: transcript as Prisma.InputJsonArray,
    state: turn.state as unknown as Prisma.InputJsonObject,
    willId,
    legalCheckRecommended: turn.legalCheckRecommended,
  };
  await prisma.chatConversation.upsert({
    where: { userId: requester.userId },
    create: { id: newWillId(), userId: requester.userId, ...row },
    update: row,
  });
  return {
    message: reply,
    finalWill,
    willId,
    legalCheckRecommended: turn.legalCheckRecommended,
    quickReplies: turn.quickReplies,
    answers: offers(turn.state).answers,
  };
}

/** The account's conversation as the page shows it, starting with the greeting. */
export async function loadConversation(prisma: PrismaClient, userId: string): Promise<StoredConversation> {
  const stored = await prisma.chatConversation.findUnique({ where: { userId } });
  const messages = stored ? readMessages(stored.messages) : [];
  let finalWill: string | null = null;
  if (stored?.willId) {
    const will = await prisma.will.findFirst({
      where: { id: stored.willId, userId, source: "chat", email: null },
      select: { willDocument: true },
    });
    finalWill = will?.willDocument ? sanitiseWillHtml(will.willDocument) : null;
  }
  const state = ChatStateSchema.safeParse(stored?.state);
  const offered = offers(state.success ? state.data : initialChatState());
  return {
    messages: messages.length > 0 ? messages : [{ role: "assistant", content: greeting() }],
    willId: finalWill ? (stored?.willId ?? null) : null,
    finalWill,
    legalCheckRecommended: stored?.legalCheckRecommended ?? false,
    quickReplies: assistantKind() === "offline" ? offered.quickReplies : [],
    answers: offered.answers,
  };
}

/** 'Start again': the conversation and the will it made (unless it was sent) are deleted. */
export async function resetConversation(prisma: PrismaClient, userId: string): Promise<void> {
  const stored = await prisma.chatConversation.findUnique({ where: { userId }, select: { willId: true } });
  if (stored?.willId) {
    await prisma.will.deleteMany({ where: { id: stored.willId, userId, source: "chat", email: null } });
  }
  await prisma.chatConversation.deleteMany({ where: { userId } });
}
