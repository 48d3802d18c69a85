import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type FormEvent, type ReactNode, type RefObject } from "react";
import {
  ANSWER_FIELD,
  answerFields,
  applyQuestionnaireSubmission,
  questionnaireAddress,
  readQuestionnaireAddress,
  chooseAnswer,
  CONTINUE_INTENT,
  continueQuestionnaire,
  currentCard,
  currentQuestion,
  currentQuestionIndex,
  INTENT_FIELD,
  progressOf,
  QUESTION_COUNT,
  reasonsToActNow,
  RESULT_CALL_TO_ACTION,
  RESULT_CALL_TO_ACTION_HREF,
  RESULT_TITLE,
  startQuestionnaire,
  type EducationCard,
  type QuestionnaireState,
} from "../../../core/questionnaire.ts";
import { FORM_START_PATH, NoAccountOffer } from "~/accounts/no-account-offer.tsx";
import { noStore, stylesheets } from "~/common/route-head.ts";
import { useHydrated } from "~/common/use-hydrated.ts";
import { PRODUCT_NAME } from "~/common/ui-constants.ts";
import styles from "~/styles/questionnaire.css?url";

/*
 * The awareness questionnaire. Privacy: the answers are never stored, logged or sent anywhere.
 * With JavaScript they live in React state and the forms below never submit. Without JavaScript
 * the same forms post to this route's action, carrying the answers so far in hidden fields; the
 * action validates them, works out the next screen and redirects to its address (the answers and
 * the screen in the query, which the request log leaves out), keeping nothing. So every screen is
 * a GET the browser's Back returns to, never a form post (docs/journeys.md, History).
 */

export const links = stylesheets(styles);

export const meta: MetaFunction = () => [
  { title: `Is your family protected? A quick check | ${PRODUCT_NAME}` },
  {
    name: "description",
    content:
      "Seven quick questions about your family and your wishes. Your answers stay on this page and are never stored.",
  },
];

/** The answers are in the page: never cache it, in the browser or anywhere between. */
export const headers = noStore;

const NO_STORE = { "Cache-Control": "no-store" };

/** Seven short ids fit in a few hundred bytes; anything much bigger is not our form. */
const MAX_BODY_BYTES = 4_096;

export async function action({ request }: ActionFunctionArgs) {
  let fields: Record<string, unknown> = {};
  const declaredLength = Number(request.headers.get("content-length") ?? 0);
  try {
    if (declaredLength > MAX_BODY_BYTES) throw new Error("too large");
    const form = await request.formData();
    for (const [name, value] of form) {
      // A repeated field is tampering: the answer check below refuses an array.
      fields[name] = name in fields ? [fields[name], value] : typeof value === "string" ? value : null;
    }
  } catch {
    fields = { [ANSWER_FIELD]: null };
  }
  const submission = applyQuestionnaireSubmission(fields);
  if (!submission.ok) {
    return data(
      { state: startQuestionnaire(), error: submission.message },
      { status: 400, headers: NO_STORE },
    );
  }
  // Post, redirect, get: the next screen is an address of its own.
  return redirect(`/start${questionnaireAddress(submission.state)}`, { status: 303, headers: NO_STORE });
}

/** The screen a no-JavaScript answer led to, read from the address; a tampered one starts again. */
export function loader({ request }: LoaderFunctionArgs) {
  const reading = readQuestionnaireAddress(new URL(request.url).searchParams);
  if (!reading.ok) {
    return data({ state: startQuestionnaire(), error: reading.message }, { status: 400, headers: NO_STORE });
  }
  return data({ state: reading.state, error: null }, { headers: NO_STORE });
}

/** The fragment naming a screen: 'question-3', 'answer-3' (its card) or 'result'. */
function screenName(state: QuestionnaireState): string {
  if (state.stage === "result") return "result";
  const number = (currentQuestionIndex(state) ?? 0) + 1;
  return `${state.stage === "card" ? "answer" : "question"}-${number}`;
}

export default function StartQuestionnaire() {
  const { state, error, headingRef, cardHeadingRef, onAnswer, onContinue } = useQuestionnaire();
  const hydrated = useHydrated();
  const question = currentQuestion(state);
  const shown = currentCard(state);
  const hidden = answerFields(state.answers).map((field) => (
    <input key={field.name} type="hidden" name={field.name} value={field.value} />
  ));
  return (
    <div className="container page-narrow questionnaire" data-hydrated={hydrated ? "true" : undefined}>
      {state.stage !== "result" ? (
        <p className="questionnaire-skip">
          <Link to={FORM_START_PATH}>Skip these questions and start your will</Link>
        </p>
      ) : null}
      {error ? (
        <div className="questionnaire-error" role="alert">
          <h2 className="questionnaire-error-title">There was a problem</h2>
          <p>{error}</p>
        </div>
      ) : null}
      <QuestionnaireProgress state={state} />
      {state.stage === "result" ? (
        <QuestionnaireResult state={state} headingRef={headingRef} />
      ) : question ? (
        <QuestionScreen state={state} headingRef={headingRef} onAnswer={onAnswer}>
          {hidden}
        </QuestionScreen>
      ) : null}
      {/* Always in the page, so screen readers announce the card when it appears. */}
      <div aria-live="polite" className="questionnaire-live">
        {shown ? <EducationCardView card={shown.card} headingRef={cardHeadingRef} /> : null}
      </div>
      {shown ? (
        <form method="post" className="questionnaire-continue" onSubmit={onContinue}>
          {hidden}
          <button
            type="submit"
            name={INTENT_FIELD}
            value={CONTINUE_INTENT}
            className="button button-primary button-large"
          >
            Continue
          </button>
        </form>
      ) : null}
      {state.stage !== "result" ? (
        <p className="questionnaire-privacy">
          Your answers stay on this page. We never store them or send them anywhere.
        </p>
      ) : null}
    </div>
  );
}

/**
 * The questionnaire's state and its steps. With JavaScript each screen is an entry of the browser's
 * history (its state, and a fragment naming the screen): Back returns to the screen before with its
 * answer. The answers stay in the browser: a change of fragment loads nothing from the server.
 */
function useQuestionnaire() {
  const actionData = useActionData<typeof action>();
  const loaderData = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigate = useNavigate();
  const state: QuestionnaireState =
    (location.state as { questionnaire?: QuestionnaireState } | null)?.questionnaire ??
    actionData?.state ??
    loaderData.state;
  const error = actionData?.error ?? loaderData.error;

  // Move focus to the new heading after each step taken in the browser (not on first render).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cardHeadingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    (state.stage === "card" ? cardHeadingRef : headingRef).current?.focus();
  }, [state]);

  function step(next: QuestionnaireState | null) {
    if (!next) return;
    moved.current = true;
    navigate(`#${screenName(next)}`, { state: { questionnaire: next }, preventScrollReset: true });
  }
  // These handlers run only once React is in charge: the forms then never reach the server.
  function onAnswer(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.name === ANSWER_FIELD) {
      step(chooseAnswer(state, submitter.value));
    }
  }
  function onContinue(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    step(continueQuestionnaire(state));
  }
  return { state, error, headingRef, cardHeadingRef, onAnswer, onContinue };
}

function QuestionnaireProgress({ state }: { state: QuestionnaireState }) {
  const progress = progressOf(state);
  return (
    <div className="questionnaire-progress">
      <p id="questionnaire-progress-label" className="questionnaire-progress-label">
        {`${progress.answered} of ${progress.total} questions answered`}
      </p>
      <div
        className="progress"
        role="progressbar"
        aria-labelledby="questionnaire-progress-label"
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.answered}
        aria-valuetext={`${progress.answered} of ${progress.total} questions answered`}
      >
        <div className="progress-bar" style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  );
}

function QuestionnaireResult({
  state,
  headingRef,
}: {
  state: QuestionnaireState;
  headingRef: RefObject<HTMLHeadingElement>;
}) {
  return (
    <section className="card questionnaire-result" aria-labelledby="questionnaire-heading">
      <h1 id="questionnaire-heading" ref={headingRef} tabIndex={-1}>
        {RESULT_TITLE}
      </h1>
      <h2 className="questionnaire-reasons-title">Reasons to act now</h2>
      <ul className="questionnaire-reasons">
        {reasonsToActNow(state.answers).map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <p className="questionnaire-privacy">Your answers have not been saved or sent anywhere.</p>
      {/* discover="none": no route lookup on render, so finishing makes no request at all. */}
      <Link to={RESULT_CALL_TO_ACTION_HREF} discover="none" className="button button-primary button-large">
        {RESULT_CALL_TO_ACTION}
      </Link>
      <NoAccountOffer />
    </section>
  );
}

/** A question and its answers (buttons of one form), or, once answered, the answer given. */
function QuestionScreen({
  state,
  headingRef,
  onAnswer,
  children,
}: {
  state: QuestionnaireState;
  headingRef: RefObject<HTMLHeadingElement>;
  onAnswer: (event: FormEvent<HTMLFormElement>) => void;
  /** The answers so far, as hidden fields. */
  children: ReactNode;
}) {
  const question = currentQuestion(state);
  const shown = currentCard(state);
  if (!question) return null;
  return (
    <>
      <p className="questionnaire-step">{`Question ${(currentQuestionIndex(state) ?? 0) + 1} of ${QUESTION_COUNT}`}</p>
      <h1 id="questionnaire-heading" ref={headingRef} tabIndex={-1}>
        {question.text}
      </h1>
      {question.hint && state.stage === "question" ? (
        <p className="questionnaire-hint">{question.hint}</p>
      ) : null}
      {state.stage === "question" ? (
        <form
          method="post"
          className="questionnaire-options"
          aria-labelledby="questionnaire-heading"
          onSubmit={onAnswer}
        >
          {children}
          {question.options.map((option) => (
            <button
              key={option.id}
              type="submit"
              name={ANSWER_FIELD}
              value={option.id}
              className="button button-large questionnaire-option"
            >
              {option.label}
            </button>
          ))}
        </form>
      ) : shown ? (
        <p className="questionnaire-answer">
          Your answer: <strong>{shown.option.label}</strong>
        </p>
      ) : null}
    </>
  );
}

function EducationCardView({
  card,
  headingRef,
}: {
  card: EducationCard;
  headingRef: RefObject<HTMLHeadingElement>;
}) {
  const kind = card.urgent ? "urgent" : "info";
  return (
    <section
      className={`education-card education-card-${kind}`}
      data-urgency={kind}
      aria-labelledby="education-card-title"
    >
      <p className="education-card-tag">
        <span className="education-card-icon" aria-hidden="true">
          {card.urgent ? "!" : "i"}
        </span>
        {card.urgent ? "Important" : "Good to know"}
      </p>
      <h2 id="education-card-title" ref={headingRef} tabIndex={-1}>
        {card.title}
      </h2>
      <p>{card.content}</p>
    </section>
  );
}
