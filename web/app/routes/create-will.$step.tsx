import type {
  ActionFunctionArgs,
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { formStep, indicatorStepFor, type LegalFinding } from "../../../core/index.ts";
import { GeneralErrorBoundary, withErrorTitle } from "~/components/error-boundary.tsx";
import {
  EstatePage,
  ExecutorIntro,
  ExecutorPage,
  FamilyPage,
  GiftsPage,
  GuardianshipPage,
  PersonalPage,
} from "~/components/will-form/pages.tsx";
import { PreviewPage } from "~/components/will-form/preview.tsx";
import { StepIndicator } from "~/components/will-form/step-indicator.tsx";
import type { StepPageProps } from "~/components/will-form/use-step-form.ts";
import { PRODUCT_NAME } from "~/ui-constants.ts";
import { handleStepAction, loadStep } from "~/will-form.server.ts";
import styles from "~/styles/will-form.css?url";

/*
 * /create-will/{step}: one page of the guided form. Every page is a real form post to the action
 * below, so the whole form works with JavaScript off; with it on, Conform validates as the user
 * types with the same schema.
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = withErrorTitle(({ data }) => {
  const title = data ? formStep(data.step).title : "Create Your Will";
  return [{ title: `${title} | Create Your Will | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
});

/** The pages hold a person's will: never cache them anywhere. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadStep(request, params.step);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return handleStepAction(request, params.step, context.clientIp);
}

type StepActionData = {
  result?: SubmissionResult<string[]>;
  findings?: LegalFinding[];
  saveResult?: SubmissionResult<string[]> | null;
  generationError?: string | null;
};

export default function CreateWillStep() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as StepActionData | undefined;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = loaded.step;
  const stepTitle = formStep(step).title;
  const isIntro = "executorPart" in loaded && loaded.executorPart === "intro";
  const pageKey = `${step}-${isIntro ? "intro" : "details"}`;

  // A new page after a client-side navigation: move focus to its heading, as a page load would.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [pageKey]);

  let body: React.ReactNode;
  if ("preview" in loaded && loaded.preview) {
    body = (
      <PreviewPage
        {...loaded.preview}
        generationFailed={Boolean(loaded.generationFailed)}
        generationError={actionData?.generationError ?? null}
        saveDialogOpen={Boolean(loaded.saveDialogOpen)}
        saveResult={actionData?.saveResult ?? null}
      />
    );
  } else {
    const props: StepPageProps = {
      step: loaded.step as StepPageProps["step"],
      today: loaded.today,
      draft: loaded.draft,
      defaultValue: loaded.defaultValue,
      findings: actionData?.findings ?? loaded.findings,
      lastResult: actionData?.result ?? null,
    };
    switch (loaded.step) {
      case "personal":
        body = <PersonalPage key={pageKey} {...props} />;
        break;
      case "family":
        body = <FamilyPage key={pageKey} {...props} />;
        break;
      case "guardianship":
        body = (
          <GuardianshipPage
            key={pageKey}
            {...props}
            childNames={(loaded.draft.familyInfo?.children ?? []).map(({ fullName, age }) => ({
              fullName,
              age,
            }))}
          />
        );
        break;
      case "gifts":
        body = <GiftsPage key={pageKey} {...props} />;
        break;
      case "estate":
        body = <EstatePage key={pageKey} {...props} />;
        break;
      case "executor":
        body = isIntro ? <ExecutorIntro /> : <ExecutorPage key={pageKey} {...props} />;
        break;
    }
  }

  return (
    <div className="container page-narrow will-form">
      <StepIndicator current={indicatorStepFor(step)} />
      <h1 id="step-heading" ref={headingRef} tabIndex={-1} className="step-title">
        {stepTitle}
        {step === "executor" ? (
          <span className="visually-hidden">{isIntro ? ": introduction" : ": details"}</span>
        ) : null}
      </h1>
      {body}
      <details className="restart">
        <summary>Start again with a new will</summary>
        <p>This deletes every answer you have given so far.</p>
        <Form method="post">
          <button type="submit" name="_action" value="restart" className="button button-secondary">
            Delete my answers and start again
          </button>
        </Form>
      </details>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
