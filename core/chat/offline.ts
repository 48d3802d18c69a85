import {
  type ChatFacts,
  type ChatTopic,
  buildFormData,
  childrenOf,
  finaliseFacts,
  topicOfFinding,
} from "./facts.ts";
import { cleanMessage, formatDate } from "./parse.ts";
import { type LegalFinding } from "../legal/finding.ts";
import { MINIMUM_AGE } from "../legal/figures.ts";
import { type WillFormData } from "../will/form-data.ts";
import { type ChatMessage } from "../entities.ts";
import {
  type ChatState,
  ChatStateSchema,
  MAX_TURNS,
  type Question,
  type QuestionId,
  initialChatState,
  withoutKey,
} from "./state.ts";
import { EXAMPLES, ask, currentQuestion } from "./questions.ts";
import {
  type Outcome,
  answerQuestion,
  answerWithNames,
  handleDateOfBirth,
  underAgeMessage,
} from "./answers.ts";
import { WHY, clearAnswer, clearTopic, detectIntent } from "./changes.ts";
import { TERM_EXPLANATIONS, first, joinSentences, pick, residuaryInWords, summariseWill } from "./wording.ts";

/**
 * The offline interview engine: the will assistant when no AI model is configured. A
 * deterministic function of the conversation: `respond(state, message, today)` reads one user
 * message, updates the facts and says what comes next, asking one question at a time in plain
 * English. The reply depends only on the state, the message and today's date, so replaying the
 * user's messages (`replayConversation`) rebuilds the same state and the same replies.
 *
 * It never writes the will: when the facts are complete, confirmed and pass the blocking legal
 * checks, the turn carries the formData and the caller renders it with core's `renderWill`.
 */

/** What one turn of the conversation produces. */
export interface ChatTurn {
  state: ChatState;
  /** The assistant's message, plain text with line breaks. */
  reply: string;
  /** The question the reply ends with; null when nothing is being asked. */
  question: QuestionId | null;
  /** The interview is finished and the will passed the blocking legal checks. */
  done: boolean;
  /** The will's formData when done (render it with `renderWill`), else null. */
  formData: WillFormData | null;
  /** The legal findings (warnings and review points) when done. */
  findings: LegalFinding[];
  /** The optional human legal check is recommended (checkNeedsProfessional in core/legal/checks.ts). */
  legalCheckRecommended: boolean;
  legalCheckReasons: string[];
}

// ---------------------------------------------------------------------------------------------
// The turn

function finishedTurn(state: ChatState, reply: string, today: string): ChatTurn {
  const question = currentQuestion(state);
  const base: ChatTurn = {
    state,
    reply,
    question: question?.id ?? null,
    done: false,
    formData: null,
    findings: [],
    legalCheckRecommended: false,
    legalCheckReasons: [],
  };
  if (state.status !== "complete") return base;
  const result = finaliseFacts(state.facts, today);
  if (!result.ok) return base;
  return {
    ...base,
    done: true,
    formData: result.formData,
    findings: result.findings,
    legalCheckRecommended: result.legalCheckRecommended,
    legalCheckReasons: result.legalCheckReasons,
  };
}

/** Adds the next question (and the explanations it needs) to a reply, and records what was explained. */
function withNextQuestion(
  state: ChatState,
  lead: string,
  options: { retry?: boolean } = {},
): { state: ChatState; reply: string } {
  const question = currentQuestion(state);
  if (!question) return { state, reply: lead };
  const asked = ask(state, question);
  const example = options.retry && !/\bfor example\b/i.test(asked.text) ? EXAMPLES[question.id] : undefined;
  const formHint =
    options.retry && state.attempts >= 3
      ? "If it's easier, you can also use our step-by-step form, which asks the same questions."
      : undefined;
  const questionText = joinSentences(asked.text, example, formHint);
  const explained = [...state.explained, ...asked.explains.filter((term) => !state.explained.includes(term))];
  return { state: { ...state, explained }, reply: lead ? `${lead}\n\n${questionText}` : questionText };
}

function completionReply(state: ChatState, today: string): string {
  const result = finaliseFacts(state.facts, today);
  if (!result.ok) return "";
  const name = first(result.formData.personalInfo.fullName);
  const parts = [`Wonderful, ${name}: your will is ready! You can see it in the Draft Will panel.`];
  // The signing rules are said below; a chosen substitution was explained, and the will spells it out.
  const chosenSubstitution = state.facts.backupPlan === "substitution";
  const warnings = result.findings.filter(
    (finding) =>
      finding.severity === "warn" &&
      finding.code !== "witness-rules" &&
      !(chosenSubstitution && finding.code === "no-contingent-beneficiaries"),
  );
  if (warnings.length > 0) {
    parts.push(`A few things to know:\n${warnings.map((finding) => `- ${finding.message}`).join("\n")}`);
  }
  if (result.legalCheckRecommended) {
    parts.push(
      `I recommend our optional legal check, where a human legal expert reviews your will, because:\n${result.legalCheckReasons.map((reason) => `- ${reason}`).join("\n")}`,
    );
  }
  parts.push(
    "When you're happy, press 'Get my final will'. To make it legal, print it and sign it with two adult witnesses in the room with you at the same time. The witnesses, and their husbands, wives or civil partners, must not get anything from your will. Then both witnesses sign it too.",
  );
  return parts.join("\n\n");
}

const GREETING =
  "Hello, and welcome! I'm here to help you write your will, one step at a time. It usually takes about 5 minutes.\n\nI'll ask one question at a time. If you make a mistake, just tell me, for example 'actually, my name is …' or 'go back'.";

/** The assistant's first message, before the user has said anything. */
export function openingTurn(today: string): ChatTurn {
  const start = initialChatState();
  const { state, reply } = withNextQuestion(start, GREETING);
  return finishedTurn(state, reply, today);
}

function reopen(state: ChatState, topic: ChatTopic): ChatState {
  const facts = withoutKey(clearTopic(state.facts, topic), "confirmed");
  return {
    ...state,
    facts,
    status: "interviewing",
    attempts: 0,
    pending: {
      ...(state.pending.shortNamesAccepted ? { shortNamesAccepted: state.pending.shortNamesAccepted } : {}),
    },
  };
}

/**
 * One turn: reads the user's message, updates the state, and replies with an acknowledgement and
 * the next question (or the reason the answer could not be taken). `today` is YYYY-MM-DD. Pure:
 * the same state, message and date always give the same turn.
 */
export function respond(previous: ChatState, message: string, today: string): ChatTurn {
  const parsed = ChatStateSchema.parse(previous);
  const text = cleanMessage(message);
  let state: ChatState = { ...parsed, turn: parsed.turn + 1 };
  if (state.turn > MAX_TURNS) {
    return finishedTurn(
      state,
      "This conversation has become very long, so I've stopped here. You can start a new chat, or use our step-by-step form, which asks the same questions.",
      today,
    );
  }
  if (!text) {
    const next = withNextQuestion(state, "I didn't get a message there.");
    return finishedTurn(next.state, next.reply, today);
  }
  const question = currentQuestion(state);
  const intent = detectIntent(state, question, text, today);

  if (intent?.kind === "restart") {
    const fresh = { ...initialChatState(), turn: state.turn };
    const next = withNextQuestion(fresh, "Of course, let's start again from the beginning.");
    return finishedTurn(next.state, next.reply, today);
  }
  if (state.status === "refused" && intent?.kind !== "explain" && intent?.kind !== "why") {
    const outcome = handleDateOfBirth({
      state,
      facts: state.facts,
      text,
      today,
      question: { id: "dateOfBirth", topic: "dateOfBirth" },
    });
    if (outcome.kind === "accepted") {
      state = {
        ...state,
        status: "interviewing",
        facts: outcome.facts,
        attempts: 0,
        answered: [...state.answered, { question: "dateOfBirth" }],
      };
      const next = withNextQuestion(state, outcome.ack ?? "");
      return finishedTurn(next.state, next.reply, today);
    }
    return finishedTurn(
      state,
      pick(state, "refused", [
        underAgeMessage(),
        `I'm sorry, I can only help people aged ${MINIMUM_AGE} or over to make a will. If your date of birth was wrong, please tell me the right one.`,
      ]),
      today,
    );
  }
  if (intent?.kind === "goBack") {
    const last = state.answered[state.answered.length - 1];
    if (!last && state.status !== "complete") {
      const next = withNextQuestion(
        { ...state, attempts: 0 },
        "We're right at the start, so there's nothing to go back to.",
      );
      return finishedTurn(next.state, next.reply, today);
    }
    const facts = last ? clearAnswer(state.facts, last) : state.facts;
    state = {
      ...state,
      facts: withoutKey(facts, "confirmed"),
      status: "interviewing",
      attempts: 0,
      answered: last ? state.answered.slice(0, -1) : state.answered,
      pending: {
        ...(state.pending.shortNamesAccepted ? { shortNamesAccepted: state.pending.shortNamesAccepted } : {}),
      },
    };
    const next = withNextQuestion(state, "Okay, let's go back.");
    return finishedTurn(next.state, next.reply, today);
  }
  if (intent?.kind === "summary") {
    const built = buildFormData(state.facts);
    const known = built.ok
      ? `Here's what I have so far:\n${summariseWill(state.facts, built.formData)}`
      : summarySoFar(state.facts);
    const next = state.status === "complete" ? { state, reply: known } : withNextQuestion(state, known);
    return finishedTurn(next.state, next.reply, today);
  }
  if (intent?.kind === "explain") {
    const term = intent.term;
    const lead = term ? TERM_EXPLANATIONS[term] : "Sorry, let me put that another way.";
    const explained = term && !state.explained.includes(term) ? [...state.explained, term] : state.explained;
    const next =
      state.status === "complete"
        ? { state, reply: lead }
        : withNextQuestion({ ...state, explained }, lead, { retry: !term });
    return finishedTurn(next.state, next.reply, today);
  }
  if (intent?.kind === "why" && question) {
    const next = withNextQuestion(state, WHY[question.topic] ?? "It helps make your will clear.");
    return finishedTurn(next.state, next.reply, today);
  }
  if (intent?.kind === "set") {
    state = {
      ...state,
      facts: withoutKey(intent.facts, "confirmed"),
      status: "interviewing",
      attempts: 0,
      pending: withoutKey(state.pending, "awaitingChange"),
    };
    const next = withNextQuestion(state, intent.ack);
    return finishedTurn(next.state, next.reply, today);
  }
  if (intent?.kind === "reopen") {
    state = reopen(state, intent.topic);
    if (intent.value) {
      const reopened = currentQuestion(state);
      if (reopened) {
        const outcome = answerQuestion({
          state,
          facts: state.facts,
          text: cleanMessage(intent.value),
          today,
          question: reopened,
        });
        if (outcome.kind === "accepted" || outcome.kind === "followUp" || outcome.kind === "refused") {
          return applyOutcome(state, reopened, outcome, today, "No problem.");
        }
      }
    }
    const next = withNextQuestion(state, "No problem, let's change that.");
    return finishedTurn(next.state, next.reply, today);
  }
  if (state.status === "complete") {
    return finishedTurn(
      state,
      "Your will is finished. Press 'Get my final will' when you're ready. If you'd like to change anything, tell me what, for example 'change my executor'.",
      today,
    );
  }
  if (!question) return finishedTurn(state, "", today);
  // "my mum" was answered with her name: run the earlier answer again with the name in it.
  const hint = state.pending.relationshipHint;
  let answerText = text;
  if (hint) {
    answerText = answerWithNames(hint, text) ?? text;
    state = { ...state, pending: withoutKey(state.pending, "relationshipHint") };
  }
  const outcome = answerQuestion({ state, facts: state.facts, text: answerText, today, question });
  return applyOutcome(state, question, outcome, today);
}

function summarySoFar(facts: ChatFacts): string {
  const lines: string[] = [];
  if (facts.fullName) lines.push(`Name: ${facts.fullName}`);
  if (facts.dateOfBirth) lines.push(`Born: ${formatDate(facts.dateOfBirth)}`);
  if (facts.address) lines.push(`Address: ${facts.address}`);
  if (facts.maritalStatus)
    lines.push(`Marital status: ${facts.maritalStatus}${facts.spouseName ? `, to ${facts.spouseName}` : ""}`);
  if (facts.partnerName) lines.push(`Partner: ${facts.partnerName}`);
  if (facts.hasChildren !== undefined) {
    const children = childrenOf(facts);
    lines.push(
      `Children: ${children.length === 0 ? "none" : children.map((child) => `${child.fullName}${child.age === undefined ? "" : ` (${child.age})`}`).join(", ")}`,
    );
  }
  if (facts.guardians?.length)
    lines.push(`Guardians: ${facts.guardians.map((guardian) => guardian.fullName).join(", ")}`);
  if (facts.executor) lines.push(`Executor: ${facts.executor.fullName}`);
  if (facts.alternateExecutor && facts.wantsAlternateExecutor)
    lines.push(`Back-up executor: ${facts.alternateExecutor.fullName}`);
  if (facts.hasSpecificGifts !== undefined) {
    lines.push(
      `Gifts: ${facts.hasSpecificGifts ? (facts.specificGifts ?? []).map((gift) => `${gift.description} to ${gift.beneficiary}`).join("; ") : "none"}`,
    );
  }
  const residuary = residuaryInWords(facts);
  if (residuary) lines.push(`The rest of your estate: ${residuary}`);
  return lines.length === 0
    ? "We haven't got very far yet."
    : `Here's what I have so far:\n${lines.map((line) => `- ${line}`).join("\n")}`;
}

const TOO_LONG = "That's longer than I can take here. Could you say it more briefly?";

function applyOutcome(
  state: ChatState,
  question: Question,
  outcome: Outcome,
  today: string,
  leadIn = "",
): ChatTurn {
  switch (outcome.kind) {
    case "accepted": {
      const facts = question.id === "confirmation" ? outcome.facts : withoutKey(outcome.facts, "confirmed");
      const pending = outcome.pending ?? withoutKey(state.pending, "relationshipHint");
      let next: ChatState = {
        ...state,
        facts,
        status: state.status === "refused" ? "interviewing" : state.status,
        attempts: 0,
        pending,
        answered:
          question.id === "fullNameOf" || question.id === "whatToChange"
            ? state.answered
            : [
                ...state.answered,
                { question: question.id, ...(question.subject ? { subject: question.subject } : {}) },
              ].slice(-MAX_TURNS * 2),
      };
      if (next.pending.firstName && next.facts.fullName)
        next = { ...next, pending: withoutKey(next.pending, "firstName") };
      // Whatever the parsers let through, the state stays one the schema accepts.
      if (!ChatStateSchema.safeParse(next).success) {
        return applyOutcome(state, question, { kind: "retry", message: TOO_LONG }, today, leadIn);
      }
      const lead = joinSentences(leadIn, outcome.ack, ...(outcome.notes ?? []));
      const asked = withNextQuestion(next, lead);
      return finishedTurn(asked.state, asked.reply, today);
    }
    case "followUp": {
      if (outcome.facts && !ChatStateSchema.shape.facts.safeParse(outcome.facts).success) {
        return applyOutcome(state, question, { kind: "retry", message: TOO_LONG }, today, leadIn);
      }
      const next: ChatState = {
        ...state,
        ...(outcome.facts ? { facts: withoutKey(outcome.facts, "confirmed") } : {}),
        attempts: 0,
        pending: outcome.pending ?? state.pending,
      };
      if (outcome.asks) return finishedTurn(next, joinSentences(leadIn, outcome.message), today);
      const asked = withNextQuestion(next, joinSentences(leadIn, outcome.message));
      return finishedTurn(asked.state, asked.reply, today);
    }
    case "retry": {
      const next: ChatState = { ...state, attempts: state.attempts + 1 };
      const asked = withNextQuestion(next, joinSentences(leadIn, outcome.message));
      return finishedTurn(asked.state, asked.reply, today);
    }
    case "unclear": {
      const next: ChatState = { ...state, attempts: state.attempts + 1 };
      const sorry = pick(next, "unclear", [
        "Sorry, I didn't quite catch that.",
        "Sorry, I'm not sure I understood.",
        "I'm sorry, I didn't follow that.",
      ]);
      const asked = withNextQuestion(next, joinSentences(leadIn, sorry), { retry: true });
      return finishedTurn(asked.state, asked.reply, today);
    }
    case "refused": {
      const next: ChatState = { ...state, status: "refused", attempts: 0 };
      return finishedTurn(next, joinSentences(leadIn, outcome.message), today);
    }
    case "finalise": {
      const facts: ChatFacts = { ...state.facts, confirmed: true };
      const result = finaliseFacts(facts, today);
      if (result.ok) {
        const done: ChatState = {
          ...state,
          facts,
          status: "complete",
          attempts: 0,
          pending: withoutKey(state.pending, "awaitingChange"),
        };
        return finishedTurn(done, completionReply(done, today), today);
      }
      // A blocking finding: explain it and ask that part again.
      const blocking = result.blocking[0];
      const problem = result.problems[0];
      const topic = blocking
        ? topicOfFinding(blocking)
        : (problem?.topic ?? result.missing[0] ?? "confirmation");
      const message = blocking?.message ?? problem?.message ?? "There's something I still need to ask.";
      const reopened = reopen(state, topic === "confirmation" ? "confirmation" : topic);
      const asked = withNextQuestion(reopened, `Before I finish, one thing needs fixing. ${message}`);
      return finishedTurn(asked.state, asked.reply, today);
    }
  }
}

/**
 * The conversation so far, rebuilt from the user's messages alone (the assistant's replies are
 * ignored: they follow from the user's). Gives the same state and last reply as calling `respond`
 * message by message, so a stateless `POST /api/chat {messages}` works. With no user message it
 * is the opening greeting.
 */
export function replayConversation(
  messages: ReadonlyArray<Pick<ChatMessage, "role" | "content">>,
  today: string,
): ChatTurn {
  let turn = openingTurn(today);
  for (const message of messages) {
    if (message.role !== "user") continue;
    turn = respond(turn.state, message.content, today);
  }
  return turn;
}

export {
  ChatStateSchema,
  initialChatState,
  MAX_TURNS,
  QUESTION_IDS,
  QuestionIdSchema,
  type ChatState,
  type Question,
  type QuestionId,
} from "./state.ts";
export { currentQuestion } from "./questions.ts";
