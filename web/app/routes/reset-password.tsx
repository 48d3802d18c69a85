import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { newPasswordSchema, NewPasswordSchema, PASSWORD_RESET_INVALID_MESSAGE } from "../../../core/index.ts";
import { GeneralErrorBoundary } from "~/common/error-boundary.tsx";
import { AuthPanel } from "~/accounts/auth-panel.tsx";
import { SetPasswordForm, usePasswordForm } from "~/accounts/password-form.tsx";
import { noStore, pageMeta, stylesheets } from "~/common/route-head.ts";
import { answerWithErrors, errorsAfterPost } from "~/common/errors-after-post.server.ts";
import { readFormBody } from "~/common/http.server.ts";
import {
  completePasswordReset,
  findUsableReset,
  limitResetAttempts,
  passwordChangedRedirect,
} from "~/accounts/password-reset.server.ts";
import { RateLimitedError, tooManyAttempts } from "~/common/rate-limit.server.ts";
import styles from "~/styles/auth.css?url";
import formStyles from "~/styles/will-form.css?url";

/*
 * /reset-password?token=…: the page an emailed reset link opens. A usable token shows the new
 * password form (the registration rules); setting it ends every session of the account and
 * signs this browser in. The token never leaves the site: no referrer elsewhere, no caching.
 */

export const links = stylesheets(formStyles, styles);
export const meta = pageMeta("Choose a new password");
// The Referrer-Policy of this page is same-origin (web/server/security-headers.ts).
export const headers = noStore;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const reset = await findUsableReset(token);
  const shown = await errorsAfterPost<ResetAnswer>({ request, context });
  return reset && token
    ? { usable: true as const, token, errorsAfterPost: shown }
    : { usable: false as const, token: null, errorsAfterPost: null };
}

/** A post's answer with errors (never the passwords or the token): whether the link still works. */
type ResetAnswer = { usable: boolean; result: SubmissionResult<string[]> | null };

const hideFields = ["password", "confirmPassword"];

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormBody(request, 4 * 1024);
  try {
    await limitResetAttempts(context.clientIp);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    const result = parseWithZod(form, { schema: NewPasswordSchema }).reply({
      formErrors: [error.message],
      hideFields,
    });
    return answerWithErrors({ request, context }, { usable: true, result }, tooManyAttempts(error));
  }
  const token = form.get("token");
  const reset = await findUsableReset(typeof token === "string" ? token : null);
  if (!reset) return answerWithErrors({ request, context }, { usable: false, result: null }, { status: 400 });
  const submission = parseWithZod(form, { schema: newPasswordSchema(reset.email) });
  if (submission.status !== "success") {
    const result = submission.reply({ hideFields });
    return answerWithErrors({ request, context }, { usable: true, result }, { status: 400 });
  }
  const setCookie = await completePasswordReset(request, reset, submission.value.password);
  if (!setCookie)
    return answerWithErrors({ request, context }, { usable: false, result: null }, { status: 400 });
  return passwordChangedRedirect(setCookie, "You are now logged in with your new password");
}

export default function ResetPassword() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() ?? loaded.errorsAfterPost;
  const usable = actionData ? actionData.usable : loaded.usable;
  return (
    <AuthPanel>
      {usable && loaded.token ? (
        <NewPasswordForm token={loaded.token} lastResult={actionData?.result ?? null} />
      ) : (
        <>
          <h1 className="auth-title">This link cannot be used</h1>
          <p role="alert">{PASSWORD_RESET_INVALID_MESSAGE}</p>
          <p>
            <Link to="/forgot-password" className="button button-primary">
              Ask for a new link
            </Link>
          </p>
        </>
      )}
    </AuthPanel>
  );
}

function NewPasswordForm({
  token,
  lastResult,
}: {
  token: string;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const state = usePasswordForm("reset-password", NewPasswordSchema, lastResult, hideFields);
  return (
    <>
      <h1 className="auth-title">Choose a new password</h1>
      <p className="auth-lead">
        Once it is set, you are logged in here and logged out on every other device.
      </p>
      <SetPasswordForm
        state={state}
        password={state.fields.password}
        confirmPassword={state.fields.confirmPassword}
        submitLabel="Set my new password"
      >
        <input type="hidden" name="token" value={token} />
      </SetPasswordForm>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
