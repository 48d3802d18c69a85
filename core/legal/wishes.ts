import { z } from "zod";
import { type LegalFinding } from "./finding.ts";

/**
 * Free-text wishes that read as instructions the will must carry out, not wishes (issue: "never
 * silently contradicted"). The will prints other wishes under "not legally binding", so a gift, a
 * share, an executor or property abroad written there would not happen. Each sentence of the
 * wishes is read against these patterns, in order; the first that matches gives one finding that
 * quotes the sentence and says what to do. Deterministic; when a model is configured, its
 * structured reading of the same text (`WishReadingSchema`) adds findings of the same codes for
 * sentences the patterns missed (`withModelWishes`).
 */

export interface WishKind {
  code: string;
  severity: LegalFinding["severity"];
  statute: string;
  pattern: RegExp;
  /** What to do, after the quoted wish. */
  advice: string;
}

const COUNTRY_WORDS =
  "abroad|overseas|spain|france|portugal|italy|greece|cyprus|ireland|usa|america|canada|australia|india|pakistan|nigeria|jamaica|poland|germany";

/** Letting someone use something for the rest of their life, then passing it on. */
const LIFE_INTEREST =
  /\blife interest\b|\bfor the rest of (?:her|his|their|my) li(?:fe|ves)\b|\bfor (?:her|his|their) lifetimes?\b|\blive in (?:the|my|our) (?:house|home|flat|bungalow)\b[^.]*\b(?:for life|until (?:she|he|they) dies?|as long as (?:she|he|they) (?:likes?|wants?|lives?))\b/iu;

/** A life interest: the one wish the chat also listens for in any answer (core/chat/engine.ts). */
export const LIFE_INTEREST_WISH: WishKind = {
  code: "wish-life-interest",
  severity: "review",
  // A life interest left by will is an immediate post-death interest, taxed as the life tenant's.
  statute: "Inheritance Tax Act 1984, s.49A",
  pattern: LIFE_INTEREST,
  advice:
    "Letting someone use your home or money for the rest of their life before it passes on is called a life interest. It needs a special trust with its own tax rules, which this service does not write. Please talk to a legal professional.",
};

export const WISH_KINDS: readonly WishKind[] = [
  LIFE_INTEREST_WISH,
  {
    code: "wish-property-abroad",
    severity: "review",
    statute: "Wills Act 1963, s.1",
    pattern: new RegExp(
      `\\b(house|home|flat|apartment|villa|property|land|farm|will)\\b[^.]*\\b(${COUNTRY_WORDS})\\b|\\b(${COUNTRY_WORDS})\\b[^.]*\\b(house|home|flat|apartment|villa|property|land|will)\\b`,
      "iu",
    ),
    advice:
      "Property in another country may pass under that country's law, and a will made there may be needed or already exist. Please talk to a legal professional, and tell us about any will you made abroad so this will does not cancel it.",
  },
  {
    code: "wish-business",
    severity: "review",
    /** s.104 business property relief; s.116 agricultural property relief (a farm). */
    statute: "Inheritance Tax Act 1984, s.104 and s.116",
    pattern: /\b(business|company|firm|partnership|shares in|farm|farming)\b/iu,
    advice:
      "A business or farm needs its own gift and has special tax rules. Please talk to a legal professional, or add it as a specific gift.",
  },
  {
    code: "wish-executors",
    severity: "warn",
    statute: "Senior Courts Act 1981, s.114(1)",
    pattern: /\bexecutors?\b|\bexecutrix\b/iu,
    advice:
      "Only the executors in the executor step are appointed. Name them there (at most four can act together), or keep this as a wish.",
  },
  {
    code: "wish-witness",
    severity: "warn",
    statute: "Wills Act 1837, s.15",
    pattern: /\bwitness(es|ed)?\b/iu,
    advice:
      "A will does not name its witnesses: they sign when you sign. A witness, or their husband, wife or civil partner, loses any gift in the will. Choose two independent adults on the day.",
  },
  {
    code: "wish-shares",
    severity: "warn",
    statute: "Our check, not a rule of law",
    pattern:
      /\b(split|divided?|shared?)\b[^.]*\b(equally|between|among|amongst)\b|\bequal(ly)? shares?\b|\b\d{1,3}(\.\d+)?\s?%/iu,
    advice:
      "Who shares your estate, and how, is set by the beneficiaries and their shares. Put it there, or keep this as a wish.",
  },
  {
    code: "wish-gift",
    severity: "warn",
    // Not s.9: the wishes are in the signed will. A wish is not binding because it is a request, not a gift.
    statute: "Our check, not a rule of law",
    pattern:
      /\b(leave|give|bequeath|goes? to|should go to|is to go to|to be given to|inherits?)\b|\b[Mm]y\s+\p{L}+(\s+\p{L}+)?\s+(to|for)\s+(my\s+\p{Ll}+(-in-law)?\s+)?\p{Lu}/u,
    advice:
      "A gift written here is not binding and may not happen. Add it as a specific gift, or keep it as a wish.",
  },
];

/** The sentences of a free text: split at full stops, question marks, exclamation marks and lines. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\r?\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

function quoted(sentence: string): string {
  const short = sentence.length > 120 ? `${sentence.slice(0, 117).trimEnd()}...` : sentence;
  return `"${short}"`;
}

function wishFinding(kind: WishKind, sentence: string, field: string): LegalFinding {
  return {
    code: kind.code,
    severity: kind.severity,
    statute: kind.statute,
    message: `Your wish ${quoted(sentence)} reads like an instruction, but wishes are not legally binding. ${kind.advice}`,
    field,
  };
}

/** One finding per wish sentence that reads as an instruction; `field` is the text's formData path. */
export function dispositiveWishes(text: string | undefined, field: string): LegalFinding[] {
  if (!text) return [];
  return sentences(text).flatMap((sentence) => {
    const kind = WISH_KINDS.find((candidate) => candidate.pattern.test(sentence));
    return kind ? [wishFinding(kind, sentence, field)] : [];
  });
}

// ---------------------------------------------------------------------------------------------
// The model's reading (docs/legal.md, "My wishes")

/** The kinds a model may name, one for each of WISH_KINDS: "wish-gift" is "gift". */
export const WISH_KIND_NAMES = [
  "life-interest",
  "property-abroad",
  "business",
  "executors",
  "witness",
  "shares",
  "gift",
] as const;

/**
 * What the model answers about a will's other wishes, as OpenAI structured output (strict JSON
 * schema: every property required, no others). The same schema parses the answer; an answer that
 * does not fit is not used.
 */
export const WishReadingSchema = z
  .object({
    dispositiveWishes: z
      .array(
        z
          .object({
            quote: z
              .string()
              .min(1)
              .max(1_000)
              .describe("The wish exactly as the person wrote it, copied word for word from the text"),
            kind: z
              .enum(WISH_KIND_NAMES)
              .describe(
                "life-interest: someone may use a home or money for the rest of their life before it passes on; property-abroad: property or a will in another country; business: a business, company, farm or shares in one; executors: who should deal with the estate; witness: who should witness the will; shares: how the estate is split; gift: something left to someone",
              ),
          })
          .strict(),
      )
      .max(20)
      .describe(
        "Each wish that tries to give property, split the estate or appoint someone; none for a wish about feelings, a funeral or care",
      ),
  })
  .strict();
export type WishReading = z.infer<typeof WishReadingSchema>;

export const WISH_READING_INSTRUCTIONS =
  "You read the 'other wishes' a person wrote at the end of their will for England and Wales. The will prints these wishes as not legally binding. List each wish that is really an instruction the will itself would have to carry out: someone using a home or money for the rest of their life before it passes on, a gift of something to someone, how the estate is shared, who should be executor, who should witness the will, a business or farm, property or a will in another country. Quote each one word for word. Do not list wishes about feelings, funerals, pets' care or how people should get on. Answer only with the JSON the schema asks for.";

/** The chat-completions request body that asks a model to read `text` (no SDK here: the web layer sends it). */
export function wishReadingRequest(model: string, text: string) {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(WishReadingSchema) as Record<string, unknown>;
  return {
    model,
    temperature: 0,
    messages: [
      { role: "system" as const, content: WISH_READING_INSTRUCTIONS },
      { role: "user" as const, content: text },
    ],
    response_format: {
      type: "json_schema" as const,
      json_schema: { name: "dispositive_wishes", strict: true, schema },
    },
  };
}

/** The model's answer (the message content, JSON), or null when it is not JSON or does not fit. */
export function parseWishReading(content: string | null | undefined): WishReading | null {
  if (!content) return null;
  try {
    const parsed = WishReadingSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const comparable = (text: string) => text.normalize("NFC").replace(/\s+/gu, " ").trim().toLowerCase();

/**
 * The deterministic findings about `text`, with a finding for each wish the model read that the
 * patterns did not already flag. A model's quote counts only if it is really in the text (a model
 * cannot make a user say something): the finding quotes the user's own sentence that holds it.
 */
export function withModelWishes(
  text: string | undefined,
  field: string,
  reading: WishReading | null,
): LegalFinding[] {
  const findings = dispositiveWishes(text, field);
  if (!text || !reading) return findings;
  const flagged = new Set(findings.map((found) => found.message));
  const ownSentences = sentences(text);
  for (const wish of reading.dispositiveWishes) {
    const quote = comparable(wish.quote);
    const sentence = ownSentences.find((candidate) => comparable(candidate).includes(quote));
    const kind = WISH_KINDS.find((candidate) => candidate.code === `wish-${wish.kind}`);
    if (!sentence || !kind) continue;
    const alreadyFlagged = dispositiveWishes(sentence, field).length > 0;
    const found = wishFinding(kind, sentence, field);
    if (alreadyFlagged || flagged.has(found.message)) continue;
    flagged.add(found.message);
    findings.push(found);
  }
  return findings;
}
