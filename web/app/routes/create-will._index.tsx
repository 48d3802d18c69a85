import { data, redirect } from "@remix-run/node";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import type { FormEvent } from "react";
import {
  assessRisk,
  RISK_QUESTION_COUNT,
  RISK_QUESTIONS,
  riskQuestionTitle,
  type RiskAnswers,
  type RiskResult,
} from "../../../core/index.ts";
import { ensureBrowserKey } from "~/accounts/capability.server.ts";
import { useFocusOnNewPage } from "~/common/use-focus-on-new-page.ts";
import { OneErrorSummary } from "~/common/error-summary.tsx";
import { GeneralErrorBoundary, withErrorTitle } from "~/common/error-boundary.tsx";
import { stylesheets } from "~/common/route-head.ts";
import { getPrisma } from "~/common/db.server.ts";
import { createDraft, findDraft } from "~/will-form/drafts.server.ts";
import { readFormBody } from "~/common/http.server.ts";
import { abuseLimits, asPage, enforceRateLimits } from "~/common/rate-limit.server.ts";
import { getRequester } from "~/accounts/requester.server.ts";
import { PRODUCT_NAME } from "~/common/ui-constants.ts";
import { stepPath } from "~/will-form/will-form.server.ts";
import styles from "~/styles/will-form.css?url";

/*
 * /create-will: the risk assessment that opens the guided form (4 questions, one at a time, then the
 * results), or, when this browser (or account) already has a will in progress, that will's page.
 * Each answer is a real form post; the answers so far travel in hidden fields until 'Start Creating
 * Your Will' stores the result with the new draft.
 */

export const links = stylesheets(styles);

export const meta: MetaFunction<typeof loader> = withErrorTitle(({ data }) => [
  {
    title: `${data?.stage === "question" && data.error ? "Error: " : ""}Create Your Will | ${PRODUCT_NAME}`,
  },
  {
    name: "description",
    content: "Four quick questions about your situation, then a guided form that writes your will.",
  },
]);

const ANSWER_PREFIX = "answers.";
/** The search parameter naming the question shown (1 to 4) or the results. */
const AT = "q";
const RESULTS = "results";

/** The valid answers carried in `params`, in question order, stopping at the first gap. */
function answersFrom(params: URLSearchParams): RiskAnswers {
  const answers: RiskAnswers = {};
  for (const question of RISK_QUESTIONS) {
    const value = params.get(`${ANSWER_PREFIX}${question.id}`);
    if (!value || !question.options.some((option) => option.id === value)) break;
    answers[question.id] = value;
  }
  return answers;
}

/** The address of question `index` (0-based) or of the results, carrying the answers so far. */
function placeOf(answers: RiskAnswers, index: number | typeof RESULTS): string {
  const params = new URLSearchParams();
  for (const [id, value] of Object.entries(answers)) params.set(`${ANSWER_PREFIX}${id}`, value);
  params.set(AT, index === RESULTS ? RESULTS : String(index + 1));
  return `/create-will?${params.toString()}`;
}

type AssessmentState =
  | { stage: "question"; index: number; answers: RiskAnswers; error: string | null }
  | { stage: "results"; answers: RiskAnswers; result: RiskResult };

/**
 * Each question is a place of its own (docs/journeys.md, "History"): its address carries the
 * answers so far and which question it is, so the browser's Back returns to it with its answer.
 * An answer is a GET of the same page with `go=next`, redirected to the next question's address.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const draft = await findDraft(await getPrisma(), await getRequester(request));
  if (draft) throw redirect(stepPath(draft.step, draft.step === "executor" ? "details" : undefined));
  const params = new URL(request.url).searchParams;
  const answers = answersFrom(params);
  const answered = Object.keys(answers).length;
  const at = params.get(AT);
  if (at === RESULTS) {
    if (answered < RISK_QUESTION_COUNT) throw redirect(placeOf(answers, answered));
    return data<AssessmentState>({ stage: "results", answers, result: assessRisk(answers) });
  }
  const asked = Number(at ?? "1") - 1;
  // An address beyond the first unanswered question goes to that question.
  if (!Number.isInteger(asked) || asked < 0 || asked > Math.min(answered, RISK_QUESTION_COUNT - 1)) {
    throw redirect(placeOf(answers, Math.min(answered, RISK_QUESTION_COUNT - 1)));
  }
  const question = RISK_QUESTIONS[asked];
  const answer = question ? answers[question.id] : undefined;
  if (params.get("go") === "next") {
    if (answer) {
      throw redirect(placeOf(answers, asked + 1 < RISK_QUESTION_COUNT ? asked + 1 : RESULTS));
    }
    return data<AssessmentState>(
      { stage: "question", index: asked, answers, error: "Choose one answer to continue" },
      { status: 400 },
    );
  }
  return data<AssessmentState>({ stage: "question", index: asked, answers, error: null });
}

/** 'Start Creating Your Will': the draft is made with the result, then the form's first page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = await readFormBody(request, 4_096);
  const answers = answersFrom(body);
  const answered = Object.keys(answers).length;
  if (body.get("_action") !== "start" || answered !== RISK_QUESTION_COUNT) {
    return redirect(placeOf(answers, Math.min(answered, RISK_QUESTION_COUNT - 1)));
  }
  await asPage(() =>
    getPrisma().then((prisma) =>
      enforceRateLimits(prisma, [
        { policy: abuseLimits().draftsStartedPerIp, subject: `ip:${context.clientIp}` },
      ]),
    ),
  );
  const browser = await ensureBrowserKey(request);
  const requester = await getRequester(request);
  await createDraft(
    await getPrisma(),
    { userId: requester.userId, browserKeyHash: browser.keyHash },
    assessRisk(answers),
  );
  const headers = new Headers();
  if (browser.setCookie) headers.append("Set-Cookie", browser.setCookie);
  return redirect(stepPath("personal"), { headers });
}

const RISK_LEVEL_TEXT: Record<RiskResult["riskLevel"], string> = {
  low: "Low risk",
  medium: "Medium risk",
  high: "High risk",
};

export default function CreateWill() {
  const state = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const position = state.stage === "question" ? state.index : RISK_QUESTION_COUNT;
  const headingRef = useFocusOnNewPage(position);

  const hidden = Object.entries(state.answers).map(([id, value]) => (
    <input key={id} type="hidden" name={`${ANSWER_PREFIX}${id}`} value={value} />
  ));
  const answered = state.stage === "results" ? RISK_QUESTION_COUNT : state.index;
  const percent = Math.round((answered / RISK_QUESTION_COUNT) * 100);
  const busy = navigation.state !== "idle";

  return (
    <div className="container page-narrow will-form risk-assessment">
      <div className="risk-progress">
        <div
          className="progress"
          role="progressbar"
          aria-label="Risk assessment progress"
          aria-valuemin={0}
          aria-valuemax={RISK_QUESTION_COUNT}
          aria-valuenow={answered}
          aria-valuetext={`${answered} of ${RISK_QUESTION_COUNT} questions answered`}
        >
          <div className="progress-bar" style={{ width: `${percent}%` }} />
        </div>
      </div>
      {state.stage === "results" ? (
        <section className="card risk-results" aria-labelledby="risk-heading">
          <h1 id="risk-heading" ref={headingRef} tabIndex={-1}>
            Your risk assessment
          </h1>
          <p className={`risk-level risk-level-${state.result.riskLevel}`}>
            Your risk level: <strong>{RISK_LEVEL_TEXT[state.result.riskLevel]}</strong>
          </p>
          <h2>Our recommendations</h2>
          <ul className="risk-recommendations">
            {state.result.recommendations.map((recommendation) => (
              <li key={recommendation}>{recommendation}</li>
            ))}
          </ul>
          <p>
            <Link to="/without-a-will">What happens without a will: who would inherit from you</Link>
          </p>
          <Form method="post">
            {hidden}
            <button
              type="submit"
              name="_action"
              value="start"
              className="button button-primary button-large"
              disabled={busy}
            >
              Start Creating Your Will
            </button>
          </Form>
        </section>
      ) : (
        <RiskQuestion state={state} headingRef={headingRef} busy={busy} />
      )}
    </div>
  );
}

/**
 * With JavaScript, the address of the question being left is first replaced by one carrying its
 * answer, so Back returns to it with the answer chosen (without JavaScript the browser restores
 * the choice itself). Then the GET goes ahead as usual.
 */
function keepAnswerInHistory(event: FormEvent<HTMLFormElement>, index: number) {
  const question = RISK_QUESTIONS[index];
  const chosen = new FormData(event.currentTarget).get(`${ANSWER_PREFIX}${question?.id ?? ""}`);
  if (!question || typeof chosen !== "string") return;
  const url = new URL(window.location.href);
  url.searchParams.set(`${ANSWER_PREFIX}${question.id}`, chosen);
  url.searchParams.delete("go");
  window.history.replaceState(window.history.state, "", url);
}

function RiskQuestion({
  state,
  headingRef,
  busy,
}: {
  state: Extract<AssessmentState, { stage: "question" }>;
  headingRef: React.RefObject<HTMLHeadingElement>;
  busy: boolean;
}) {
  const question = RISK_QUESTIONS[state.index] ?? RISK_QUESTIONS[0];
  if (!question) return null;
  const earlier = RISK_QUESTIONS.slice(0, state.index);
  const optionId = (id: string) => `risk-${question.id}-${id}`;
  return (
    <Form
      method="get"
      action="/create-will"
      className="risk-question"
      key={`${question.id}-${state.answers[question.id] ?? ""}`}
      onSubmit={(event) => keepAnswerInHistory(event, state.index)}
    >
      {earlier.map((candidate) =>
        state.answers[candidate.id] ? (
          <input
            key={candidate.id}
            type="hidden"
            name={`${ANSWER_PREFIX}${candidate.id}`}
            value={state.answers[candidate.id]}
          />
        ) : null,
      )}
      <input type="hidden" name={AT} value={state.index + 1} />
      {state.error ? (
        // GOV.UK's error summary, first on the page: its link goes to the first answer.
        <OneErrorSummary
          id="risk-error-title"
          message={state.error}
          href={`#${optionId(question.options[0]?.id ?? "")}`}
        />
      ) : null}
      <p className="form-step-count">{riskQuestionTitle(state.index)}</p>
      <fieldset className="fieldset" aria-describedby={state.error ? "risk-error" : undefined}>
        <legend>
          <h1 id="risk-heading" ref={headingRef} tabIndex={-1}>
            {question.question}
          </h1>
        </legend>
        {state.error ? (
          <p className="field-error" id="risk-error">
            <span className="visually-hidden">Error: </span>
            {state.error}
          </p>
        ) : null}
        <div className="radios">
          {question.options.map((option) => (
            <div className="radio" key={option.id}>
              <input
                type="radio"
                id={optionId(option.id)}
                name={`${ANSWER_PREFIX}${question.id}`}
                value={option.id}
                defaultChecked={state.answers[question.id] === option.id}
              />
              <label htmlFor={optionId(option.id)}>{option.label}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="form-actions">
        <button type="submit" name="go" value="next" className="button button-primary" disabled={busy}>
          {state.index + 1 < RISK_QUESTION_COUNT ? "Next question" : "See my results"}
        </button>
      </div>
    </Form>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
