import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { CONTACT_TIMES, LEGAL_CHECK_OFFER, LegalCheckRequestSchema } from "../../../core/index.ts";
import { ServerForm, useServerForm } from "~/common/server-form.tsx";
import { GeneralErrorBoundary } from "~/common/error-boundary.tsx";
import { pageMeta, privateNoStore, stylesheets } from "~/common/route-head.ts";
import { RadioGroup, TextAreaField, TextField } from "~/will-form/fields.tsx";
import { getPrisma } from "~/common/db.server.ts";
import { answerWithErrors, errorsAfterPost } from "~/common/errors-after-post.server.ts";
import { readFormBody } from "~/common/http.server.ts";
import {
  findWillForLegalCheck,
  LegalCheckRefused,
  requestLegalCheck,
} from "~/will-form/legal-checks.server.ts";
import { RateLimitedError, tooManyAttempts } from "~/common/rate-limit.server.ts";
import { getRequester } from "~/accounts/requester.server.ts";
import { getSignedInUser } from "~/accounts/session.server.ts";
import formStyles from "~/styles/will-form.css?url";

/*
 * /wills/{id}/legal-check: the optional human legal check for a will the requester may read. What
 * it covers, that it is paid and that the price is confirmed before any charge; then name, email,
 * an optional phone, a preferred contact time and notes. A plain form: no JavaScript needed.
 */

export const links = stylesheets(formStyles);
export const meta = pageMeta("Add a legal check");
export const headers = privateNoStore;

/** Where "back" goes: the page the offer was on. */
const BACK: Record<string, { label: string; to: (id: string) => string }> = {
  preview: { label: "Continue to your will", to: (id) => `/wills/${id}/progress` },
  dashboard: { label: "Back to My Dashboard", to: () => "/dashboard" },
  success: { label: "Back to your confirmation", to: (id) => `/success?id=${id}` },
};

function backOf(request: Request, id: string) {
  const from = new URL(request.url).searchParams.get("from") ?? "";
  const back = BACK[from] ?? { label: "Back to your will", to: (willId: string) => `/wills/${willId}` };
  return { label: back.label, href: back.to(encodeURIComponent(id)), from: from in BACK ? from : null };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const [requester, user] = await Promise.all([getRequester(request), getSignedInUser(request)]);
  const will = await findWillForLegalCheck(await getPrisma(), requester, params.id ?? "");
  if (!will) throw new Response("Not Found", { status: 404 });
  return {
    willId: will.id,
    fullName: will.fullName,
    defaults: { name: will.fullName || user?.firstName || "", email: will.email ?? user?.email ?? "" },
    openRequest: will.openRequest
      ? { status: will.openRequest.status, createdAt: will.openRequest.createdAt.toISOString() }
      : null,
    requested: new URL(request.url).searchParams.get("requested") === "1",
    back: backOf(request, will.id),
    errorsAfterPost: await errorsAfterPost<LegalCheckAnswer>({ request, context }),
  };
}

/** A post's answer with errors: the form's result, and why a request was refused. */
type LegalCheckAnswer = { result: SubmissionResult<string[]>; refused: string | null };

export async function action({ request, params, context }: ActionFunctionArgs) {
  const willId = params.id ?? "";
  const form = await readFormBody(request, 16 * 1024);
  form.set("willId", willId);
  const submission = parseWithZod(form, { schema: LegalCheckRequestSchema });
  if (submission.status !== "success") {
    const answer: LegalCheckAnswer = { result: submission.reply(), refused: null };
    return answerWithErrors({ request, context }, answer, { status: 400 });
  }
  try {
    await requestLegalCheck(
      await getPrisma(),
      await getRequester(request),
      context.clientIp,
      submission.value,
    );
  } catch (error) {
    if (error instanceof LegalCheckRefused && error.status === 404)
      throw new Response("Not Found", { status: 404 });
    if (error instanceof LegalCheckRefused || error instanceof RateLimitedError) {
      const answer: LegalCheckAnswer = {
        result: submission.reply({ formErrors: [error.message] }),
        refused: error.message,
      };
      const init = error instanceof RateLimitedError ? tooManyAttempts(error) : { status: 409 };
      return answerWithErrors({ request, context }, answer, init);
    }
    throw error;
  }
  const from = new URL(request.url).searchParams.get("from");
  return redirect(
    `/wills/${encodeURIComponent(willId)}/legal-check?requested=1${from ? `&from=${encodeURIComponent(from)}` : ""}`,
  );
}

export default function LegalCheck() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() ?? loaded.errorsAfterPost;
  if (loaded.requested || loaded.openRequest) return <LegalCheckRequested loaded={loaded} />;
  return (
    <section className="container page-narrow will-form" aria-labelledby="legal-check-title">
      <h1 id="legal-check-title">Add a legal check</h1>
      <p className="lead">
        {loaded.fullName ? `For the will of ${loaded.fullName}. ` : ""}
        {LEGAL_CHECK_OFFER.covers}
      </p>
      <p className="legal-check-price">
        <strong>{LEGAL_CHECK_OFFER.price}</strong>
      </p>
      {actionData?.refused ? (
        <p className="field-error" role="alert">
          {actionData.refused}
        </p>
      ) : null}
      <LegalCheckForm loaded={loaded} lastResult={actionData?.result ?? null} />
    </section>
  );
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

/** Just requested, or a request of this will still open: said plainly, with the way back. */
function LegalCheckRequested({ loaded }: { loaded: Loaded }) {
  return (
    <section className="container page-narrow" aria-labelledby="legal-check-title">
      <h1 id="legal-check-title">
        {loaded.requested ? "Legal check requested" : "A legal check is already requested"}
      </h1>
      <p className="lead">
        {loaded.requested
          ? "Thank you. We have emailed you a confirmation, and a member of our team will contact you to talk it through and tell you the price."
          : "A legal check of this will has already been requested. Our team will contact you soon."}
      </p>
      {loaded.openRequest ? (
        <p>
          Status:{" "}
          <strong>{loaded.openRequest.status === "contacted" ? "We have been in touch" : "Requested"}</strong>
        </p>
      ) : null}
      <p>{LEGAL_CHECK_OFFER.price}</p>
      <p>
        <Link to={loaded.back.href} className="button button-secondary">
          {loaded.back.label}
        </Link>
      </p>
    </section>
  );
}

function LegalCheckForm({
  loaded,
  lastResult,
}: {
  loaded: Loaded;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const { form, fields, attempt, onSubmitCapture } = useServerForm(
    "legal-check",
    LegalCheckRequestSchema,
    lastResult,
    {
      ...loaded.defaults,
      willId: loaded.willId,
    },
  );
  return (
    <ServerForm form={form} attempt={attempt} onSubmitCapture={onSubmitCapture}>
      <input type="hidden" name="willId" value={loaded.willId} />
      <TextField field={fields.name} label="Your name" autoComplete="name" />
      <TextField
        field={fields.email}
        label="Email address"
        hint="We send your confirmation here."
        type="email"
        autoComplete="email"
      />
      <TextField field={fields.phone} label="Phone number" type="tel" autoComplete="tel" optional />
      <RadioGroup
        field={fields.contactTime}
        legend="When is a good time to contact you? (optional)"
        options={Object.entries(CONTACT_TIMES).map(([value, label]) => ({ value, label }))}
      />
      <TextAreaField
        field={fields.notes}
        label="Anything you would like the expert to look at"
        hint="For example, a home abroad, a business, or someone you support."
        optional
      />
      <div className="form-actions">
        <Link to={loaded.back.href} className="button button-secondary">
          Cancel
        </Link>
        <button type="submit" className="button button-primary" disabled={navigation.state !== "idle"}>
          Request a legal check
        </button>
      </div>
    </ServerForm>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
