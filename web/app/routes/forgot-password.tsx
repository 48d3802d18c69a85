import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PASSWORD_RESET_SENT_MESSAGE, PasswordResetRequestSchema } from "../../../core/index.ts";
import { ServerForm, useServerForm } from "~/common/server-form.tsx";
import { GeneralErrorBoundary } from "~/common/error-boundary.tsx";
import { AuthPanel } from "~/accounts/auth-panel.tsx";
import { noStore, pageMeta, stylesheets } from "~/common/route-head.ts";
import { TextField } from "~/will-form/fields.tsx";
import { answerWithErrors, errorsAfterPost } from "~/common/errors-after-post.server.ts";
import { readFormBody } from "~/common/http.server.ts";
import { requestPasswordReset } from "~/accounts/password-reset.server.ts";
import { RateLimitedError, tooManyAttempts } from "~/common/rate-limit.server.ts";
import styles from "~/styles/auth.css?url";
import formStyles from "~/styles/will-form.css?url";

/*
 * /forgot-password: the account's email, and the same answer whether or not an account uses it
 * (nobody learns who is registered). The link arrives by email (password-reset.server.ts).
 */

export const links = stylesheets(formStyles, styles);
export const meta = pageMeta("Reset your password");
export const headers = noStore;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return {
    sent: new URL(request.url).searchParams.get("sent") === "1",
    errorsAfterPost: await errorsAfterPost<{ result: SubmissionResult<string[]> }>({ request, context }),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormBody(request, 4 * 1024);
  const submission = parseWithZod(form, { schema: PasswordResetRequestSchema });
  if (submission.status !== "success") {
    return answerWithErrors({ request, context }, { result: submission.reply() }, { status: 400 });
  }
  try {
    await requestPasswordReset(submission.value.email, context.clientIp);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    const result = submission.reply({ formErrors: [error.message] });
    return answerWithErrors({ request, context }, { result }, tooManyAttempts(error));
  }
  return redirect("/forgot-password?sent=1");
}

export default function ForgotPassword() {
  const { sent, errorsAfterPost } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() ?? errorsAfterPost;
  return <AuthPanel>{sent ? <Sent /> : <RequestForm lastResult={actionData?.result ?? null} />}</AuthPanel>;
}

function Sent() {
  return (
    <>
      <h1 className="auth-title">Check your email</h1>
      <p role="status">{PASSWORD_RESET_SENT_MESSAGE}</p>
      <p>
        Nothing arrived after a few minutes? Look in your spam or junk folder, then{" "}
        <Link to="/forgot-password">ask for another link</Link>.
      </p>
      <p className="auth-switch">
        <Link to="/auth?tab=login">Back to login</Link>
      </p>
    </>
  );
}

function RequestForm({ lastResult }: { lastResult: SubmissionResult<string[]> | null }) {
  const navigation = useNavigation();
  const { form, fields, attempt, onSubmitCapture } = useServerForm(
    "forgot-password",
    PasswordResetRequestSchema,
    lastResult,
  );
  const busy = navigation.state !== "idle" && navigation.formAction === "/forgot-password";
  return (
    <>
      <h1 className="auth-title">Reset your password</h1>
      <p className="auth-lead">
        Enter the email address you registered with. We will email you a link to choose a new password.
      </p>
      <ServerForm
        form={form}
        attempt={attempt}
        onSubmitCapture={onSubmitCapture}
        action="/forgot-password"
        firstField="email"
      >
        <TextField field={fields.email} label="Email" type="email" autoComplete="email" errorBelow />
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {busy ? "Sending…" : "Send me a reset link"}
        </button>
      </ServerForm>
      <p className="auth-switch">
        Remembered it? <Link to="/auth?tab=login">Back to login</Link>
      </p>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
