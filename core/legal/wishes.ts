import { type LegalFinding } from "./finding.ts";

/**
 * Free-text wishes that read as instructions the will must carry out, not wishes (issue: "never
 * silently contradicted"). The will prints other wishes under "not legally binding", so a gift, a
 * share, an executor or property abroad written there would not happen. Each sentence of the
 * wishes is read against these patterns, in order; the first that matches gives one finding that
 * quotes the sentence and says what to do. Deterministic: a model's structured output, when one
 * is configured, can add findings of the same codes.
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

export const WISH_KINDS: readonly WishKind[] = [
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
    statute: "Inheritance Tax Act 1984, s.104",
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
    statute: "Wills Act 1837, s.9",
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

/** One finding per wish sentence that reads as an instruction; `field` is the text's formData path. */
export function dispositiveWishes(text: string | undefined, field: string): LegalFinding[] {
  if (!text) return [];
  return sentences(text).flatMap((sentence) => {
    const kind = WISH_KINDS.find((candidate) => candidate.pattern.test(sentence));
    if (!kind) return [];
    return [
      {
        code: kind.code,
        severity: kind.severity,
        statute: kind.statute,
        message: `Your wish ${quoted(sentence)} reads like an instruction, but wishes are not legally binding. ${kind.advice}`,
        field,
      },
    ];
  });
}
