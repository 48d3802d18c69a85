import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import {
  assessRisk,
  RISK_QUESTION_COUNT,
  RISK_QUESTIONS,
  riskQuestionTitle,
  type RiskAnswers,
  type RiskResult,
} from "../../../core/index.ts";
import { ensureBrowserKey } from "~/capability.server.ts";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { getPrisma } from "~/db.server.ts";
import { createDraft, findDraft } from "~/drafts.server.ts";
import { readFormBody } from "~/http.server.ts";
import { abuseLimits, asPage, enforceRateLimits } from "~/rate-limit.server.ts";
import { getRequester } from "~/requester.server.ts";
import { PRODUCT_NAME } from "~/ui-constants.ts";
import { stepPath } from "~/will-form.server.ts";
import styles from "~/styles/will-form.css?url";

/*
 * /create-will: the risk assessment that opens the guided form (4 questions, one at a time, then the
 * results), or, when this browser (or account) already has a will in progress, that will's page.
 * Each answer is a real form post; the answers so far travel in hidden fields until 'Start Creating
 * Your Will' stores the result with the new draft.
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [
  { title: `Create Your Will | ${PRODUCT_NAME}` },
  {
    name: "description",
    content: "Four quick questions about your situation, then a guided form that writes your will.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const draft = await findDraft(await getPrisma(), await getRequester(request));
  if (draft) throw redirect(stepPath(draft.step, draft.step === "executor" ? "details" : undefined));
  return null;
}

const ANSWER_PREFIX = "answers.";

type AssessmentState =
  | { stage: "question"; index: number; answers: RiskAnswers; error: string | null }
  | { stage: "results"; answers: RiskAnswers; result: RiskResult };

/** The valid answers carried in the post, in question order, stopping at the first gap. */
function answersFrom(body: URLSearchParams): RiskAnswers {
  const answers: RiskAnswers = {};
  for (const question of RISK_QUESTIONS) {
    const value = body.get(`${ANSWER_PREFIX}${question.id}`);
    if (!value || !question.options.some((option) => option.id === value)) break;
    answers[question.id] = value;
  }
  return answers;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const body = await readFormBody(request, 4_096);
  const answers = answersFrom(body);
  const answered = Object.keys(answers).length;
  if (body.get("_action") === "start" && answered === RISK_QUESTION_COUNT) {
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
  if (answered === RISK_QUESTION_COUNT) {
    const state: AssessmentState = { stage: "results", answers, result: assessRisk(answers) };
    return data(state);
  }
  // The question the page showed: an answer to it is missing when no more were answered than that.
  const asked = Number(body.get("question"));
  const missing = body.get("_action") === "answer" && Number.isInteger(asked) && answered <= asked;
  const state: AssessmentState = {
    stage: "question",
    index: answered,
    answers,
    error: missing ? "Choose one answer to continue" : null,
  };
  return data(state, { status: missing ? 400 : 200 });
}

const RISK_LEVEL_TEXT: Record<RiskResult["riskLevel"], string> = {
  low: "Low risk",
  medium: "Medium risk",
  high: "High risk",
};

export default function CreateWill() {
  const actionData = useActionData<typeof action>();
  const state: AssessmentState = actionData ?? { stage: "question", index: 0, answers: {}, error: null };
  const navigation = useNavigation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const position = state.stage === "question" ? state.index : RISK_QUESTION_COUNT;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [position]);

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
        <RiskQuestion state={state} headingRef={headingRef} hidden={hidden} busy={busy} />
      )}
    </div>
  );
}

function RiskQuestion({
  state,
  headingRef,
  hidden,
  busy,
}: {
  state: Extract<AssessmentState, { stage: "question" }>;
  headingRef: React.RefObject<HTMLHeadingElement>;
  hidden: React.ReactNode;
  busy: boolean;
}) {
  const question = RISK_QUESTIONS[state.index] ?? RISK_QUESTIONS[0];
  if (!question) return null;
  return (
    <Form method="post" className="risk-question" key={question.id}>
      {hidden}
      <input type="hidden" name="question" value={state.index} />
      <p className="form-step-count">{riskQuestionTitle(state.index)}</p>
      <fieldset className="fieldset" aria-describedby={state.error ? "risk-error" : undefined}>
        <legend>
          <h1 id="risk-heading" ref={headingRef} tabIndex={-1}>
            {question.question}
          </h1>
        </legend>
        {state.error ? (
          <p className="field-error" id="risk-error" role="alert">
            <span className="visually-hidden">Error: </span>
            {state.error}
          </p>
        ) : null}
        <div className="radios">
          {question.options.map((option) => (
            <div className="radio" key={option.id}>
              <input
                type="radio"
                id={`risk-${question.id}-${option.id}`}
                name={`${ANSWER_PREFIX}${question.id}`}
                value={option.id}
              />
              <label htmlFor={`risk-${question.id}-${option.id}`}>{option.label}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="form-actions">
        <button type="submit" name="_action" value="answer" className="button button-primary" disabled={busy}>
          {state.index + 1 < RISK_QUESTION_COUNT ? "Next question" : "See my results"}
        </button>
      </div>
    </Form>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
