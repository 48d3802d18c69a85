import OpenAI from "openai";
import { getEnv } from "../common/env.server.ts";

let client: { key: string; instance: OpenAI } | undefined;

/**
 * The one OpenAI client of the web process (the assistant and the preview's reading of wishes),
 * made again when its settings change (tests point it at their own server).
 */
export function openAiClient(): OpenAI {
  const env = getEnv();
  const key = `${env.OPENAI_API_KEY}|${env.OPENAI_BASE_URL}|${env.OPENAI_TIMEOUT_MS}`;
  if (client?.key !== key) {
    client = {
      key,
      instance: new OpenAI({
        apiKey: env.OPENAI_API_KEY,
        baseURL: env.OPENAI_BASE_URL,
        timeout: env.OPENAI_TIMEOUT_MS,
        // Retrying belongs to the person (the error says to try again), not to a waiting request.
        maxRetries: 0,
      }),
    };
  }
  return client.instance;
}
