import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import {
  ChangePasswordSchema,
  changePasswordSchema,
  CURRENT_PASSWORD_WRONG_MESSAGE,
} from "../../../core/index.ts";
import { GeneralErrorBoundary } from "~/common/error-boundary.tsx";
import { AuthPanel } from "~/accounts/auth-panel.tsx";
import { SetPasswordForm, usePasswordForm } from "~/accounts/password-form.tsx";
import { noStore, pageMeta, stylesheets } from "~/common/route-head.ts";
import { TextField } from "~/will-form/fields.tsx";
import { answerWithErrors, errorsAfterPost } from "~/common/errors-after-post.server.ts";
import { readFormBody } from "~/common/http.server.ts";
import { changePassword, passwordChangedRedirect } from "~/accounts/password-reset.server.ts";
import { RateLimitedError, tooManyAttempts } from "~/common/rate-limit.server.ts";
import { requireUser } from "~/accounts/session.server.ts";
import styles from "~/styles/auth.css?url";
import formStyles from "~/styles/will-form.css?url";

/*
 * /account/password: a signed-in person changes their password (the current one, then a new one
 * with the registration rules). Every other device is signed out.
 */

export const links = stylesheets(formStyles, styles);
export const meta = pageMeta("Change your password");
export const headers = noStore;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, "/dashboard");
  return {
    errorsAfterPost: await errorsAfterPost<{ result: SubmissionResult<string[]> }>({ request, context }),
  };
}

const hideFields = ["currentPassword", "password", "confirmPassword"];

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "/dashboard");
  const form = await readFormBody(request, 4 * 1024);
  const submission = parseWithZod(form, { schema: changePasswordSchema(user.email) });
  if (submission.status !== "success") {
    return answerWithErrors(
      { request, context },
      { result: submission.reply({ hideFields }) },
      { status: 400 },
    );
  }
  let setCookie: string | null;
  try {
    setCookie = await changePassword(request, user, submission.value, context.clientIp);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    const result = submission.reply({ formErrors: [error.message], hideFields });
    return answerWithErrors({ request, context }, { result }, tooManyAttempts(error));
  }
  if (!setCookie) {
    const result = submission.reply({
      fieldErrors: { currentPassword: [CURRENT_PASSWORD_WRONG_MESSAGE] },
      hideFields,
    });
    return answerWithErrors({ request, context }, { result }, { status: 400 });
  }
  return passwordChangedRedirect(setCookie, "You have been logged out on your other devices");
}

export default function ChangePassword() {
  const { errorsAfterPost } = useLoaderData<typeof loader>();
  const lastResult: SubmissionResult<string[]> | null =
    (useActionData<typeof action>() ?? errorsAfterPost)?.result ?? null;
  const state = usePasswordForm("change-password", ChangePasswordSchema, lastResult, hideFields);
  return (
    <AuthPanel>
      <h1 className="auth-title">Change your password</h1>
      <p className="auth-lead">You stay logged in here; your other devices are logged out.</p>
      <SetPasswordForm
        state={state}
        password={state.fields.password}
        confirmPassword={state.fields.confirmPassword}
        submitLabel="Change my password"
      >
        <TextField
          field={state.fields.currentPassword}
          label="Current password"
          type="password"
          autoComplete="current-password"
          errorBelow
        />
      </SetPasswordForm>
      <p className="auth-switch">
        <Link to="/dashboard">Back to My Dashboard</Link>
      </p>
    </AuthPanel>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
