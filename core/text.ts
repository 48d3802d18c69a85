import { z } from "zod";

/**
 * One text schema for every free-text field (docs/security.md, "Odd input"): Unicode NFC, line
 * breaks as "\n", no control characters (tab and line breaks only where a field is multi-line), no
 * lone UTF-16 surrogates (PostgreSQL cannot store them, nor NUL), trimmed, and bounded in length.
 * A refused value gets a message naming the field, never a server error.
 */

// Matching control characters is this file's purpose.
/* eslint-disable no-control-regex */
/** C0 controls, DEL and C1 controls, except tab, line feed and carriage return. */
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Every C0 control, DEL and C1 control. */
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */
/**
 * The characters that reorder text around them (explicit embeddings and overrides U+202A-U+202E,
 * isolates U+2066-U+2069): what makes a name or a gift read one way on screen and another in the
 * stored text ("Trojan Source"). No script needs them to type a name or an address: Arabic and
 * Hebrew are ordered by the Unicode bidirectional algorithm from their letters alone. The marks
 * (U+200E, U+200F, U+061C) only set the direction of the character beside them and are kept;
 * docs/security.md, "Odd input".
 */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type TextProblem = "control character" | "broken character" | "direction character";

/**
 * What is wrong with `value`, or null. Multi-line text may hold tabs and line breaks; a single
 * line may not.
 */
export function textProblem(value: string, multiline: boolean): TextProblem | null {
  if (LONE_SURROGATE.test(value)) return "broken character";
  if ((multiline ? CONTROL_EXCEPT_LINE_BREAKS : ANY_CONTROL).test(value)) return "control character";
  if (DIRECTION_CONTROL.test(value)) return "direction character";
  return null;
}

const PROBLEM_WORDS: Record<TextProblem, string> = {
  "control character": "a control character (an invisible character such as NUL or a line break)",
  "broken character": "a broken character (half of an emoji or other symbol)",
  "direction character":
    "a text direction character (an invisible character that changes the order text is shown in)",
};

/** The message for a refused value: it names the field. */
export function textProblemMessage(label: string, problem: TextProblem): string {
  const what = PROBLEM_WORDS[problem];
  return `${label} contains ${what}. Please remove it and try again.`;
}

export interface TextOptions {
  /** Names the field in messages, e.g. "Your full name". */
  label: string;
  max: number;
  /** Tabs and line breaks allowed (an address, a note). Default false. */
  multiline?: boolean;
  /** Required: the message when the value is missing or blank. */
  required?: string;
  /** The message when the value is too long (default: "Please use {max} characters or fewer"). */
  tooLong?: string;
}

/** A free-text field: checked, normalised (NFC, "\n" line breaks), trimmed, bounded. */
export function textSchema(options: TextOptions) {
  const multiline = options.multiline ?? false;
  const tooLong = options.tooLong ?? `Please use ${options.max.toLocaleString("en-GB")} characters or fewer`;
  let schema = z
    .string(options.required ? { error: options.required } : undefined)
    .refine((value) => textProblem(value, multiline) === null, {
      abort: true,
      error: (issue) =>
        textProblemMessage(options.label, textProblem(String(issue.input), multiline) ?? "control character"),
    })
    .overwrite((value) => (multiline ? value.replace(/\r\n?/g, "\n") : value))
    .normalize("NFC")
    .trim();
  if (options.required) schema = schema.min(1, { error: options.required, abort: true });
  return schema.max(options.max, tooLong);
}

/** The most nested a JSON body may be (a will is five levels deep). */
export const MAX_JSON_DEPTH = 32;

export interface UnsafeString {
  /** Dotted path of the field ("formData.personalInfo.fullName"), "(body)" for the whole body. */
  path: string;
  message: string;
}

/**
 * The first string in a parsed JSON value (a key or a value) that no field may hold, whatever the
 * field: NUL and other control characters except tab and line breaks, and lone surrogates. Also
 * refuses nesting deeper than MAX_JSON_DEPTH. Null when every string is storable.
 */
export function findUnsafeString(value: unknown): UnsafeString | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string[] };
    if (path.length > MAX_JSON_DEPTH) {
      return { path: "(body)", message: "The request is nested too deeply." };
    }
    if (typeof current === "string") {
      const problem = textProblem(current, true);
      if (problem) return unsafe(path, problem);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: [...path, String(index)] }));
    } else if (current && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) {
        const problem = textProblem(key, false);
        if (problem) return unsafe(path, problem, "A field name");
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

function unsafe(path: string[], problem: TextProblem, label?: string): UnsafeString {
  const dotted = path.join(".") || "(body)";
  return {
    path: dotted,
    message: textProblemMessage(label ?? (path.length ? dotted : "The request"), problem),
  };
}
