import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { formStep, indicatorStepFor, type LegalFinding } from "../../../core/index.ts";
import { useFocusOnNewPage } from "~/common/use-focus-on-new-page.ts";
import { GeneralErrorBoundary, withErrorTitle } from "~/common/error-boundary.tsx";
import { noStore, stylesheets } from "~/common/route-head.ts";
import {
  EstatePage,
  ExecutorIntro,
  ExecutorPage,
  FamilyPage,
  GiftsPage,
  GuardianshipPage,
  PersonalPage,
} from "~/will-form/pages.tsx";
import { PreviewPage } from "~/will-form/preview.tsx";
import { StepIndicator } from "~/will-form/step-indicator.tsx";
import type { StepPageProps } from "~/will-form/use-step-form.ts";
import { PRODUCT_NAME } from "~/common/ui-constants.ts";
import { handleStepAction, loadStep } from "~/will-form/will-form.server.ts";
import styles from "~/styles/will-form.css?url";

/*
 * /create-will/{step}: one page of the guided form. Every page is a real form post to the action
 * below, so the whole form works with JavaScript off; with it on, Conform validates as the user
 * types with the same schema.
 */

export const links = stylesheets(styles);

export const meta: MetaFunction<typeof loader> = withErrorTitle(({ data }) => {
  const title = data ? formStep(data.step).title : "Create Your Will";
  // The page again with its errors (without JavaScript): titled 'Error: …', as GOV.UK's are.
  const error = data && "lastResult" in data && data.lastResult ? "Error: " : "";
  return [
    { title: `${error}${title} | Create Your Will | ${PRODUCT_NAME}` },
    { name: "robots", content: "noindex" },
  ];
});

/** The pages hold a person's will: never cache them anywhere. */
export const headers = noStore;

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
  const step = loaded.step;
  const isIntro = "executorPart" in loaded && loaded.executorPart === "intro";
  const pageKey = `${step}-${isIntro ? "intro" : "details"}`;
  const headingRef = useFocusOnNewPage(pageKey);
  return (
    <div className="container page-narrow will-form">
      <StepIndicator current={indicatorStepFor(step)} />
      <h1 id="step-heading" ref={headingRef} tabIndex={-1} className="step-title">
        {formStep(step).title}
        {step === "executor" ? (
          <span className="visually-hidden">{isIntro ? ": introduction" : ": details"}</span>
        ) : null}
      </h1>
      <StepBody loaded={loaded} actionData={actionData} pageKey={pageKey} isIntro={isIntro} />
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

/** The step's page: the preview, or the page of questions. */
function StepBody({
  loaded,
  actionData,
  pageKey,
  isIntro,
}: {
  loaded: ReturnType<typeof useLoaderData<typeof loader>>;
  actionData: StepActionData | undefined;
  pageKey: string;
  isIntro: boolean;
}) {
  if ("preview" in loaded && loaded.preview) {
    return (
      <PreviewPage
        {...loaded.preview}
        generationError={actionData?.generationError ?? loaded.generationError}
        saveDialogOpen={Boolean(loaded.saveDialogOpen)}
        saveResult={actionData?.saveResult ?? null}
      />
    );
  }
  const props: StepPageProps = {
    step: loaded.step as StepPageProps["step"],
    today: loaded.today,
    draft: loaded.draft,
    defaultValue: loaded.defaultValue,
    findings: actionData?.findings ?? loaded.findings,
    lastResult: actionData?.result ?? ("lastResult" in loaded ? loaded.lastResult : null),
  };
  switch (loaded.step) {
    case "personal":
      return <PersonalPage key={pageKey} {...props} />;
    case "family":
      return <FamilyPage key={pageKey} {...props} />;
    case "guardianship":
      return (
        <GuardianshipPage
          key={pageKey}
          {...props}
          childNames={(loaded.draft.familyInfo?.children ?? []).map(({ fullName, age }) => ({
            fullName,
            age,
          }))}
        />
      );
    case "gifts":
      return <GiftsPage key={pageKey} {...props} />;
    case "estate":
      return <EstatePage key={pageKey} {...props} />;
    case "executor":
      return isIntro ? <ExecutorIntro /> : <ExecutorPage key={pageKey} {...props} />;
    default:
      return null;
  }
}

export const ErrorBoundary = GeneralErrorBoundary;
