import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { WillContactSchema as SaveDialogSchema } from "../../../core/index.ts";
import { ServerForm, useServerForm } from "~/common/server-form.tsx";
import { GeneralErrorBoundary } from "~/common/error-boundary.tsx";
import { noStore, pageMeta, stylesheets } from "~/common/route-head.ts";
import { WillContactFields } from "~/will-form/fields.tsx";
import { getPrisma } from "~/common/db.server.ts";
import { deleteDraftOfWill } from "~/will-form/drafts.server.ts";
import { answerWithErrors, errorsAfterPost } from "~/common/errors-after-post.server.ts";
import { readFormBody } from "~/common/http.server.ts";
import { getPipeline } from "~/common/pipeline.server.ts";
import { enforceRecipientLimit, RateLimitedError } from "~/common/rate-limit.server.ts";
import { getRequester } from "~/accounts/requester.server.ts";
import { claimWillEmail, findReadableWillState } from "~/will-form/wills.server.ts";
import styles from "~/styles/will-form.css?url";

/*
 * 'Almost Done!': the email screen after generation. The address goes on the will and to the
 * pipeline, which emails the will with its PDF; then /success.
 */

export const links = stylesheets(styles);
export const meta = pageMeta("Almost Done!");
export const headers = noStore;

const successPath = (id: string) => `/success?id=${encodeURIComponent(id)}`;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const state = await findReadableWillState(await getPrisma(), id, await getRequester(request));
  if (!state) throw new Response("Not Found", { status: 404 });
  if (state.hasEmail) throw redirect(successPath(id));
  return { id, errorsAfterPost: await errorsAfterPost<AlmostDoneAnswer>({ request, context }) };
}

/** A post's answer with errors: the form's result, and the PDF's address when it cannot be emailed. */
type AlmostDoneAnswer = { result: SubmissionResult<string[]>; pdf?: string };

export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = params.id ?? "";
  const prisma = await getPrisma();
  const requester = await getRequester(request);
  const state = await findReadableWillState(prisma, id, requester);
  if (!state) throw new Response("Not Found", { status: 404 });
  if (state.hasEmail) return redirect(successPath(id));
  const submission = parseWithZod(await readFormBody(request, 4_096), { schema: SaveDialogSchema });
  if (submission.status !== "success") {
    return answerWithErrors<AlmostDoneAnswer>(
      { request, context },
      { result: submission.reply() },
      { status: 400 },
    );
  }
  try {
    await enforceRecipientLimit(prisma, submission.value.email);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    // Beside the address, with the PDF to download: an error page would leave no way to it.
    const answer: AlmostDoneAnswer = {
      result: submission.reply({ fieldErrors: { email: [error.message] } }),
      pdf: `/api/wills/${encodeURIComponent(id)}/pdf`,
    };
    return answerWithErrors({ request, context }, answer, {
      status: 429,
      headers: { "Retry-After": String(error.retryAfterSeconds) },
    });
  }
  if (await claimWillEmail(prisma, id, requester, submission.value)) {
    await (await getPipeline()).provideEmail(id, submission.value.email);
    await deleteDraftOfWill(prisma, requester, id);
  }
  return redirect(successPath(id));
}

export default function AlmostDone() {
  const { errorsAfterPost } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() ?? errorsAfterPost;
  const navigation = useNavigation();
  const pdf = actionData && "pdf" in actionData && typeof actionData.pdf === "string" ? actionData.pdf : null;
  const { form, fields, attempt, onSubmitCapture } = useServerForm(
    "almost-done",
    SaveDialogSchema,
    actionData && "result" in actionData ? actionData.result : null,
  );
  return (
    <section className="container page-narrow will-form almost-done" aria-labelledby="almost-done-title">
      <h1 id="almost-done-title">Almost Done!</h1>
      <p className="lead">Your will is ready. Tell us where to send it: we email it to you as a PDF.</p>
      <ServerForm form={form} attempt={attempt} onSubmitCapture={onSubmitCapture}>
        <WillContactFields email={fields.email} marketingConsent={fields.marketingConsent} />
        <div className="form-actions">
          <button
            type="submit"
            className="button button-primary button-large"
            disabled={navigation.state !== "idle"}
          >
            Get My Will Document
          </button>
        </div>
      </ServerForm>
      {pdf ? (
        <p>
          <a href={pdf} className="button button-secondary" download>
            Download Your Will (PDF)
          </a>
        </p>
      ) : null}
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
