import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { HealthCheckFormSchema } from "../../../core/index.ts";
import { sendPurchaseEvent } from "~/assistant/analytics.server.ts";
import { findChatDraftWill } from "~/assistant/chat-wills.server.ts";
import { pageMeta, privateNoStore, stylesheets } from "~/common/route-head.ts";
import { readConsent } from "~/common/consent.server.ts";
import { ServerForm, useServerForm } from "~/common/server-form.tsx";
import { MakeWillLinks } from "~/common/make-will-links.tsx";
import { GeneralErrorBoundary } from "~/common/error-boundary.tsx";
import { RadioGroup, TextField } from "~/will-form/fields.tsx";
import { getPrisma } from "~/common/db.server.ts";
import { answerWithErrors, errorsAfterPost } from "~/common/errors-after-post.server.ts";
import { readFormBody } from "~/common/http.server.ts";
import { getPipeline } from "~/common/pipeline.server.ts";
import { asPage } from "~/common/rate-limit.server.ts";
import { getRequester } from "~/accounts/requester.server.ts";
import { getSignedInUser } from "~/accounts/session.server.ts";
import { admitChatWill } from "~/will-form/will-limits.server.ts";
import formStyles from "~/styles/will-form.css?url";

/*
 * /financial-health-check: the last step of the chat path. The email and four yes/no questions;
 * 'Get Final Will' stores them on the chat's will, starts its finalisation (document, PDF, email)
 * and goes to /success?id=. The purchase event goes to analytics only with the visitor's consent.
 */

export const links = stylesheets(formStyles);
export const meta = pageMeta("Financial Health Check");
export const headers = privateNoStore;

export const WILL_NOT_FOUND = "Will content not found";

const QUESTIONS = [
  {
    name: "hasLifeInsurance",
    legend: "Do you have life insurance?",
    hint: "A policy that pays your family a sum of money if you die.",
  },
  {
    name: "hasIncomeProtection",
    legend: "Do you have income protection?",
    hint: "Insurance that pays part of your income if illness or injury stops you working.",
  },
  {
    name: "hasChildISA",
    legend: "Do you have a Children's Investment ISA (Junior ISA) for your children?",
    hint: "A tax-free savings or investment account a child can use from 18.",
    onlyWithChildren: true,
  },
  {
    name: "usesTaxScheme",
    legend: "Do you use a childcare tax scheme, such as Tax-Free Childcare?",
    hint: "The government adds £2 for every £8 you pay towards childcare.",
    onlyWithChildren: true,
  },
] as const;

/** The questions for this family: those about children only when the will names a child. */
function questionsFor(hasChildren: boolean) {
  return QUESTIONS.filter((question) => hasChildren || !("onlyWithChildren" in question));
}

function idParam(request: Request): string | null {
  return new URL(request.url).searchParams.get("id");
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const prisma = await getPrisma();
  const [requester, user] = await Promise.all([getRequester(request), getSignedInUser(request)]);
  const will = await findChatDraftWill(prisma, requester, idParam(request));
  if (!will) return data({ will: null, email: user?.email ?? "" }, { status: 404 });
  return {
    will: { id: will.id, fullName: will.fullName, hasChildren: will.hasChildren },
    email: user?.email ?? "",
    errorsAfterPost: await errorsAfterPost<HealthCheckAnswer>({ request, context }),
  };
}

/** A post's answer with errors: the form's result. */
type HealthCheckAnswer = { result: SubmissionResult<string[]>; notFound: false };

export async function action({ request, context }: ActionFunctionArgs) {
  const prisma = await getPrisma();
  const requester = await getRequester(request);
  const will = await findChatDraftWill(prisma, requester, idParam(request));
  if (!will) return data({ result: null, notFound: true }, { status: 404 });
  const submission = parseWithZod(await readFormBody(request, 4_096), { schema: HealthCheckFormSchema });
  if (submission.status !== "success") {
    const answer: HealthCheckAnswer = { result: submission.reply(), notFound: false };
    return answerWithErrors({ request, context }, answer, { status: 400 });
  }
  const { email, ...answers } = submission.value;
  const refused = await asPage(() =>
    admitChatWill(prisma, {
      formData: will.formData,
      requester,
      clientIp: context.clientIp,
      emailTo: email,
    }),
  );
  if (refused) {
    const answer: HealthCheckAnswer = {
      result: submission.reply({ formErrors: [refused.message] }),
      notFound: false,
    };
    return answerWithErrors({ request, context }, answer, { status: 400 });
  }
  // Once only: a second press (or another tab) finds the address already given.
  const { count } = await prisma.will.updateMany({
    where: { id: will.id, email: null },
    data: { email, financialHealth: answers },
  });
  if (count === 1) {
    await (await getPipeline()).startChatFinalisation(will.id);
    if ((await readConsent(request)) === "granted") {
      await sendPurchaseEvent({
        willId: will.id,
        clientKey: requester.browserKeyHash ?? requester.userId ?? "",
      });
    }
  }
  return redirect(`/success?id=${encodeURIComponent(will.id)}`);
}

export default function FinancialHealthCheck() {
  const loaded = useLoaderData<typeof loader>();
  const actionData =
    useActionData<typeof action>() ?? ("errorsAfterPost" in loaded ? loaded.errorsAfterPost : null);
  const navigation = useNavigation();
  const { form, fields, attempt, onSubmitCapture } = useServerForm(
    "health-check",
    HealthCheckFormSchema,
    actionData?.result ?? null,
    { email: loaded.email },
  );

  if (!loaded.will || actionData?.notFound) {
    return (
      <section className="container page-narrow" aria-labelledby="health-title">
        <h1 id="health-title">{WILL_NOT_FOUND}</h1>
        <p className="lead">
          We could not find the will your chat made. Go back to the assistant to finish it, or make your will
          with the step-by-step form.
        </p>
        <MakeWillLinks assistantLabel="Back to the assistant" />
      </section>
    );
  }

  return (
    <section className="container page-narrow will-form health-check" aria-labelledby="health-title">
      <h1 id="health-title">Financial Health Check</h1>
      <p className="lead">
        {loaded.will.fullName ? `${loaded.will.fullName}, your` : "Your"} will is ready. Before we send it,
        {questionsFor(loaded.will.hasChildren).length === 2 ? "two" : "four"} quick questions about protecting
        your family. Your answers do not change your will.
      </p>
      <ServerForm form={form} attempt={attempt} onSubmitCapture={onSubmitCapture}>
        <TextField
          field={fields.email}
          label="Email address"
          hint="We email your will to this address as a PDF."
          type="email"
          autoComplete="email"
        />
        {questionsFor(loaded.will.hasChildren).map((question) => (
          <RadioGroup
            key={question.name}
            field={fields[question.name]}
            legend={question.legend}
            hint={question.hint}
            inline
            options={[
              { value: "yes", label: "Yes" },
              { value: "no", label: "No" },
            ]}
          />
        ))}
        <div className="form-actions">
          <button
            type="submit"
            className="button button-primary button-large"
            disabled={navigation.state !== "idle"}
          >
            Get Final Will
          </button>
        </div>
      </ServerForm>
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
