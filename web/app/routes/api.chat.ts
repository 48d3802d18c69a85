import type { ActionFunctionArgs } from "@remix-run/node";
import { noStore } from "~/accounts/account-api.server.ts";
import {
  ChatProviderError,
  ChatRequestSchema,
  chatTurn,
  enforceChatLimits,
} from "~/assistant/chat.server.ts";
import { readBrowserKeyHash } from "~/accounts/capability.server.ts";
import { getPrisma } from "~/common/db.server.ts";
import { json, jsonError, parseOrThrow, readJsonBody } from "~/common/http.server.ts";
import { RateLimitedError, rateLimitedResponse } from "~/common/rate-limit.server.ts";
import { getSignedInUserId } from "~/accounts/session.server.ts";

/** A whole conversation at its longest: 400 messages of 4,000 characters, with room for JSON. */
const MAX_CHAT_BODY_BYTES = 2 * 1024 * 1024;

/**
 * POST /api/chat {messages: [{role, content}]}: the assistant's reply `{message}`, with
 * `finalWill` (the will document) and `willId` once the facts are complete, the `quickReplies`
 * to offer as buttons and the `answers` so far (check your answers). Signed-in users only
 * (401), rate-limited per user and per IP (429), bad input 400, the AI provider failing 502 and
 * timing out 504, each with `{error}`.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST.");
  const userId = await getSignedInUserId(request);
  if (!userId) return jsonError(401, "Please log in to use the assistant.");
  const prisma = await getPrisma();
  try {
    await enforceChatLimits(prisma, userId, context.clientIp);
  } catch (error) {
    if (error instanceof RateLimitedError) return rateLimitedResponse(error);
    throw error;
  }
  const { messages } = parseOrThrow(ChatRequestSchema, await readJsonBody(request, MAX_CHAT_BODY_BYTES));
  try {
    const outcome = await chatTurn(
      prisma,
      { userId, browserKeyHash: await readBrowserKeyHash(request) },
      messages,
    );
    return json(
      {
        message: outcome.message,
        ...(outcome.finalWill ? { finalWill: outcome.finalWill, willId: outcome.willId } : {}),
        legalCheckRecommended: outcome.legalCheckRecommended,
        quickReplies: outcome.quickReplies,
        answers: outcome.answers,
      },
      noStore(),
    );
  } catch (error) {
    if (error instanceof ChatProviderError) return error.response();
    throw error;
  }
}
