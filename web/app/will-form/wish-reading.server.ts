import { createHash } from "node:crypto";
import { parseWishReading, wishReadingRequest, type WishReading } from "../../../core/index.ts";
import { recordAiCall } from "../../../workers/metrics.ts";
import { getEnv } from "../common/env.server.ts";
import { openAiClient } from "../assistant/openai-client.server.ts";
import { getLogger } from "../common/logger.server.ts";

/**
 * The model's reading of a will's other wishes (docs/legal.md, "My wishes"): with OPENAI_API_KEY
 * set, the preview asks the model, as structured output that core's zod schema validates, which
 * wishes are really instructions; core turns its answer into the same findings as the
 * deterministic detector. Without a key, or when the model fails, times out or answers something
 * that does not fit the schema, the reading is null and the deterministic findings stand alone:
 * the model can only add a finding, never hold up the preview.
 */

/** Readings already made, by a hash of the text (the text itself is not kept as a key). */
const readings = new Map<string, WishReading | null>();
const MAX_READINGS = 500;

async function askModel(text: string): Promise<WishReading | null> {
  const model = getEnv().OPENAI_MODEL;
  const started = performance.now();
  try {
    const completion = await openAiClient().chat.completions.create(wishReadingRequest(model, text));
    recordAiCall(performance.now() - started, "success", model);
    const reading = parseWishReading(completion.choices[0]?.message.content);
    // Logged without the text or the answer: both are the person's own words.
    if (!reading) getLogger().warn("the model's reading of the wishes did not fit the schema");
    return reading;
  } catch (error) {
    recordAiCall(performance.now() - started, "failure", model);
    getLogger().warn({ err: error }, "the model could not read the wishes");
    return null;
  }
}

/** The model's reading of `text`, or null (no model configured, no text, or no usable answer). */
export async function readWishes(text: string | undefined): Promise<WishReading | null> {
  if (!getEnv().OPENAI_API_KEY || !text?.trim()) return null;
  const key = createHash("sha256").update(`${getEnv().OPENAI_MODEL}\n${text}`).digest("hex");
  if (readings.has(key)) return readings.get(key) ?? null;
  const reading = await askModel(text);
  // Only usable answers are kept: a failure is asked again next time.
  if (reading) {
    if (readings.size >= MAX_READINGS) readings.delete(readings.keys().next().value ?? "");
    readings.set(key, reading);
  }
  return reading;
}
