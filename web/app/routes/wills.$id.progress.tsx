import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GENERATION_STEPS } from "../../../core/index.ts";
import { GeneralErrorBoundary } from "~/common/error-boundary.tsx";
import { pageMeta } from "~/common/route-head.ts";
import { getPrisma } from "~/common/db.server.ts";
import { getRequester } from "~/accounts/requester.server.ts";
import { findDraft } from "~/will-form/drafts.server.ts";
import { RefreshWithoutJavaScript, useFollowWhilePending } from "~/will-form/will-success.tsx";
import { PdfUnavailableNotice } from "~/will-form/pdf-unavailable.tsx";
import { pdfUnavailableFor } from "~/will-form/pdf-readiness.server.ts";
import { findReadableProgress, findReadableWillState } from "~/will-form/wills.server.ts";

/**
 * The generation progress screen: the four steps of docs/product.md, refreshed every second with
 * JavaScript (revalidation) and every two seconds without it (a meta refresh), until the will is
 * ready or generation failed.
 */
export const meta = pageMeta("Generating Your Will");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const prisma = await getPrisma();
  const requester = await getRequester(request);
  const [progress, state] = await Promise.all([
    findReadableProgress(prisma, id, requester),
    findReadableWillState(prisma, id, requester),
  ]);
  if (!progress || !state) throw new Response("Not Found", { status: 404 });
  if (state.source === "form" && !state.hasEmail) {
    // The guided form: a generated will asks for its address next ('Almost Done!'); a failed one
    // goes back to the preview, where nothing was lost, with the error of docs/product.md section 8 and a way to try again.
    if (progress.status === "ready") throw redirect(`/wills/${encodeURIComponent(id)}/email`);
    if (progress.status === "failed") {
      const draft = await findDraft(prisma, requester);
      if (draft?.willId === id) throw redirect("/create-will/preview?generation=failed");
    }
  }
  return { id, ...progress, pdfUnavailable: await pdfUnavailableFor(progress.status) };
}

export default function GenerationProgress() {
  const { id, status, step, error, pdfUnavailable } = useLoaderData<typeof loader>();
  const working = status === "generating" || status === "draft";
  useFollowWhilePending(working);

  return (
    <section className="container page-narrow" aria-labelledby="progress-title">
      {working ? <RefreshWithoutJavaScript /> : null}
      <h1 id="progress-title">Generating Your Will</h1>
      {pdfUnavailable ? <PdfUnavailableNotice /> : null}
      <ol className="generation-steps" aria-live="polite">
        {GENERATION_STEPS.map((candidate) => {
          const state =
            status === "failed"
              ? "upcoming"
              : candidate.step < step || (candidate.step === step && !working)
                ? "completed"
                : candidate.step === step
                  ? "current"
                  : "upcoming";
          return (
            <li key={candidate.step} className={`generation-step generation-step-${state}`}>
              <span className="generation-step-mark" aria-hidden="true">
                {state === "completed" ? "✓" : candidate.step}
              </span>
              <span>{candidate.label}</span>
              <span className="visually-hidden">
                {state === "completed"
                  ? " (done)"
                  : state === "current"
                    ? " (in progress)"
                    : " (not started)"}
              </span>
            </li>
          );
        })}
      </ol>
      {status === "failed" && !pdfUnavailable ? (
        <div role="alert" className="card">
          <p>{error ?? "Failed to generate will document. Please try again."}</p>
        </div>
      ) : null}
      {!working && status !== "failed" ? (
        <div className="card">
          <p>Your will is ready.{error ? ` ${error}` : ""}</p>
          <p>
            <a className="button button-primary" href={`/api/wills/${id}/pdf`}>
              Download your will (PDF)
            </a>{" "}
            <Link className="button button-secondary" to={`/success?id=${encodeURIComponent(id)}`}>
              Continue
            </Link>
          </p>
        </div>
      ) : null}
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
