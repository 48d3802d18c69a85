import { LIFE_INTEREST_WISH } from "../legal/wishes.ts";
import { type ChatFacts } from "./facts.ts";
import { finaliseFacts, topicOfFinding } from "./finalise.ts";
import { applyAnswer, currentQuestion, taken, type Context, type QuestionDef } from "./interview.ts";
import { cleanMessage, readYesNo } from "./read.ts";
import { answerRows, changed, rowFor, rowForTopic, withRowCleared } from "./check-answers.ts";
import { initialChatState, MAX_TURNS, remember, type ChatState } from "./state.ts";
import { TERM_EXPLANATIONS, TERMS, type Term } from "./wording.ts";
import type { ChatMessage } from "../entities.ts";

/** The offline interview engine: pure, so replaying the messages rebuilds it (docs/chat.md, "Engine"). */

export type ChatTurn = ReturnType<typeof turn>;

const GREETING =
  "Hello, and welcome! I'm here to help you write your will, one question at a time. It usually takes about 5 minutes.\n\nPlease answer each question in a few words: the question says what form it needs. You can say 'go back', 'check my answers' or 'change' and what to change at any time.";

/** A turn: the reply, the question it asks, its quick replies, the answers so far, and the will once done. */
function turn(state: ChatState, reply: string, today: string, replies?: string[]) {
  const result = state.status === "complete" ? finaliseFacts(state.facts, today) : null;
  const done = result?.ok ? result : null;
  return {
    state,
    reply,
    question: currentQuestion(state)?.question.id ?? null,
    ...offers(state, replies),
    done: done !== null,
    formData: done?.formData ?? null,
    findings: done?.findings ?? [],
    legalCheckRecommended: done?.legalCheckRecommended ?? false,
    legalCheckReasons: done?.legalCheckReasons ?? [],
  };
}

/** The next question in words, after a lead-in; legal terms are explained the first time. */
function ask(state: ChatState, lead: string, today: string): ChatTurn {
  const asked = currentQuestion(state);
  if (!asked) return turn(state, lead, today);
  const { question, subject } = asked;
  const term = question.explains && !state.explained.includes(question.explains) ? question.explains : null;
  const summary =
    question.id === "confirmation"
      ? `Here is everything for your will:\n${answerLines(state.facts)}\n\n`
      : "";
  const text = `${summary}${[term ? TERM_EXPLANATIONS[term] : "", question.prompt(state.facts, subject)].filter(Boolean).join(" ")}`;
  const next = term ? { ...state, explained: [...state.explained, term] } : state;
  return turn(next, lead ? `${lead}\n\n${text}` : text, today);
}

const answerLines = (facts: ChatFacts) =>
  answerRows(facts)
    .map((row) => `- ${row.label}: ${row.value}`)
    .join("\n");

/** What the page offers beside a stored state: the current question's quick replies, and the answers. */
export function offers(state: ChatState, replies?: string[]) {
  const asked = currentQuestion(state);
  return {
    quickReplies: replies ?? asked?.question.replies?.(state.facts, asked.subject) ?? [],
    answers: answerRows(state.facts),
  };
}

export const openingTurn = (today: string) => ask(initialChatState(), GREETING, today);

/** A typed answer read, parsed and applied, or the form it must take. */
function readAnswer(question: QuestionDef, text: string, context: Context) {
  const parsed = question.schema.safeParse(question.read(text, context));
  if (!parsed.success) {
    const custom = parsed.error.issues.find((issue) => issue.code === "custom")?.message;
    return { ok: false as const, message: `${custom ? `${custom} ` : ""}Please type ${question.form}.` };
  }
  return { ok: true as const, applied: applyAnswer(question, parsed.data, context), value: parsed.data };
}

/** One answer to the question asked now, or to the one its "yes" leads to (docs/chat.md, "Engine"). */
function answer(state: ChatState, text: string, today: string): ChatTurn {
  if (!state.facts.wantsLifeInterest && LIFE_INTEREST_WISH.pattern.test(text))
    return ask(
      { ...state, facts: { ...state.facts, wantsLifeInterest: true }, attempts: 0, back: remember(state) },
      `${LIFE_INTEREST_WISH.advice} I've noted it, and I'll recommend our optional legal check, where a legal expert can set it up with you. For now, please answer this question in the form it asks.`,
      today,
    );
  const asked = currentQuestion(state)!;
  const context: Context = { state, facts: state.facts, subject: asked.subject, today };
  const read = readAnswer(asked.question, text, context);
  let orElse = "";
  if (!read.ok && asked.question.leadsOn) {
    const asYes = readAnswer(asked.question, "yes", context);
    if (asYes.ok && "facts" in asYes.applied) {
      const afterYes = taken(state, asYes.applied);
      const follow = followUp(afterYes, text, today);
      if (follow) return follow;
      const then = currentQuestion(afterYes)?.question.form;
      if (then) orElse = `, or ${then}`;
    }
  }
  if (!read.ok) {
    if (asked.question.id === "confirmation" && readYesNo(text)?.value === "no")
      return whatToChange(state, today);
    const next = { ...state, attempts: state.attempts + 1 };
    const form = next.attempts >= 3 ? " If it's easier, our step-by-step form asks the same questions." : "";
    return turn(next, `${read.message.replace(/\.$/, `${orElse}.`)}${form}`, today);
  }
  if (!("facts" in read.applied)) {
    const status = read.applied.refused ? "refused" : state.status;
    return turn({ ...state, status, attempts: state.attempts + 1 }, read.applied.problem, today);
  }
  if (asked.question.id === "confirmation") return finish(state, today);
  const next = taken(state, read.applied);
  // "yes, Sue Lee": what follows the yes answers the next question, when it fits.
  const rest = read.value === "yes" ? (readYesNo(text)?.rest ?? "") : "";
  if (rest) {
    const follow = followUp({ ...next, back: state.back }, rest, today, read.applied.ack);
    if (follow) return { ...follow, state: { ...follow.state, back: next.back } };
  }
  return ask(next, read.applied.ack ?? "", today);
}

/** The next question answered with the same text, when it fits; null when it does not. */
function followUp(state: ChatState, text: string, today: string, lead = ""): ChatTurn | null {
  const asked = currentQuestion(state);
  if (!asked) return null;
  const read = readAnswer(asked.question, text, { state, facts: state.facts, subject: asked.subject, today });
  if (!read.ok || !("facts" in read.applied)) return null;
  return ask(taken(state, read.applied), [lead, read.applied.ack].filter(Boolean).join(" "), today);
}

function finish(state: ChatState, today: string): ChatTurn {
  const facts: ChatFacts = { ...state.facts, confirmed: true };
  const result = finaliseFacts(facts, today);
  if (result.ok)
    return turn({ ...state, facts, status: "complete", attempts: 0 }, completionReply(result), today);
  const blocking = result.blocking[0];
  const row = rowForTopic(blocking ? topicOfFinding(blocking) : (result.missing[0] ?? "confirmation"));
  const reopened = row ? withRowCleared(state, row) : state;
  return ask(
    reopened,
    `Before I finish, one thing needs changing. ${blocking?.message ?? result.issues[0] ?? ""}`.trim(),
    today,
  );
}

const UNSAID_WARNINGS = ["witness-rules", "no-contingent-beneficiaries"];

function completionReply(result: Extract<ReturnType<typeof finaliseFacts>, { ok: true }>): string {
  const name = result.formData.personalInfo.fullName.split(" ")[0] ?? "";
  const parts = [`Wonderful, ${name}: your will is ready! You can see it in the Draft Will panel.`];
  // The signing instructions say the witness rules; a will without back-ups was chosen so.
  const warnings = result.findings.filter(
    (finding) => finding.severity === "warn" && !UNSAID_WARNINGS.includes(finding.code),
  );
  if (warnings.length > 0)
    parts.push(`A few things to know:\n${warnings.map((finding) => `- ${finding.message}`).join("\n")}`);
  if (result.legalCheckRecommended)
    parts.push(
      `I recommend our optional legal check, where a human legal expert reviews your will, because:\n${result.legalCheckReasons.map((reason) => `- ${reason}`).join("\n")}`,
    );
  parts.push(
    "When you're happy, press 'Get my final will'. To make it legal, print it and sign it with two adult witnesses in the room with you at the same time. The witnesses, and their husbands, wives or civil partners, must not get anything from your will. Then both witnesses sign it too.",
  );
  return parts.join("\n\n");
}

function whatToChange(state: ChatState, today: string): ChatTurn {
  return turn(
    state,
    "What would you like to change? Choose an answer below, or type 'change' and what, for example 'change my executor'.",
    today,
    answerRows(state.facts).map((row) => row.change),
  );
}

const TERM_WORDS: Record<Term, RegExp> = {
  executor: /executor/,
  guardian: /guardian/,
  residuaryEstate: /residu|rest of (?:my|the) estate/,
  mirrorWill: /mirror/,
  trust: /trust/,
  backup: /back-?up/,
};

/** "start again", "go back", "check my answers", "change …", "what is an executor?" */
function command(state: ChatState, typed: string, today: string): ChatTurn | null {
  // "oops, go back", "sorry, change my executor": the command after the word before it.
  const text = typed.replace(/^(?:oops|sorry|actually|wait|hang on|oh)\b[\s,.!-]*(?=\S)/i, "");
  const lower = text.toLowerCase().replace(/[.!?]+$/, "");
  if (/^(?:start again|start over|restart)$/.test(lower))
    return ask(
      { ...initialChatState(), turn: state.turn },
      "Of course, let's start again from the beginning.",
      today,
    );
  if (/^(?:go back|back|undo)$/.test(lower)) {
    const last = state.back.at(-1);
    if (!last) return ask(state, "We're right at the start, so there's nothing to go back to.", today);
    const { facts, closed, adding } = last;
    return ask(
      { ...state, facts, closed, adding, status: "interviewing", back: state.back.slice(0, -1) },
      "Okay, let's go back.",
      today,
    );
  }
  if (/^(?:check my answers|my answers|summary|what do you have(?: so far)?)$/.test(lower)) {
    const lines = answerLines(state.facts);
    const lead = lines ? `Here's what I have so far:\n${lines}` : "We haven't got very far yet.";
    return ask(state, lead, today);
  }
  const change = /^(?:change|edit|correct)\b\s*(.*?)(?:\s+to\s+(.*))?$/i.exec(text.replace(/[.!?]+$/, ""));
  if (change) {
    const row = rowFor(change[1] ?? "");
    if (!row) return whatToChange(state, today);
    // "change my executor to Kate Brown, my sister": the new answer, when it fits the question asked again.
    const [cleared, lead] = [withRowCleared(state, row), changed(state, row)];
    return (change[2] && followUp(cleared, change[2], today, lead)) || ask(cleared, lead, today);
  }
  const term = /^(?:what(?:'s| is| does| are)|explain|meaning of)\b/.test(lower)
    ? TERMS.find((entry) => TERM_WORDS[entry].test(lower))
    : undefined;
  if (!term) return null;
  // A finished will asks nothing, so nothing is marked explained.
  const explained = state.status === "complete" ? state.explained : [...new Set([...state.explained, term])];
  return ask({ ...state, explained }, TERM_EXPLANATIONS[term], today);
}

/** One turn: the message read, and the next question or the form the answer needs. `today`: YYYY-MM-DD. */
export function respond(previous: ChatState, message: string, today: string): ChatTurn {
  const state: ChatState = { ...previous, turn: previous.turn + 1 };
  const text = cleanMessage(message);
  if (state.turn > MAX_TURNS)
    return turn(
      state,
      "This conversation has become very long, so I've stopped here. You can start again, or use our step-by-step form, which asks the same questions.",
      today,
    );
  if (!text) return ask(state, "I didn't get a message there.", today);
  const handled = command(state, text, today);
  if (handled) return handled;
  if (state.status === "complete")
    return turn(
      state,
      "Your will is finished. Press 'Get my final will' when you're ready. To change anything, say 'change' and what, for example 'change my executor'.",
      today,
    );
  if (!currentQuestion(state)) return ask(state, "", today);
  return answer(state, text, today);
}

/** The conversation rebuilt from the user's messages alone; with none, the greeting. */
export function replayConversation(
  messages: ReadonlyArray<Pick<ChatMessage, "role" | "content">>,
  today: string,
): ChatTurn {
  let current = openingTurn(today);
  for (const message of messages)
    if (message.role === "user") current = respond(current.state, message.content, today);
  return current;
}
