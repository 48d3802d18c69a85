import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import {
  ChangePasswordSchema,
  changePasswordSchema,
  CURRENT_PASSWORD_WRONG_MESSAGE,
} from "../../../core/index.ts";
import { GeneralErrorBoundary, withErrorTitle } from "~/components/error-boundary.tsx";
import { NewPasswordFields, usePasswordForm } from "~/components/password-form.tsx";
import { ErrorSummary, TextField } from "~/components/will-form/fields.tsx";
import { readFormBody } from "~/http.server.ts";
import { changePassword } from "~/password-reset.server.ts";
import { RateLimitedError } from "~/rate-limit.server.ts";
import { requireUser } from "~/session.server.ts";
import { redirectWithToast } from "~/toast.server.ts";
import { PRODUCT_NAME } from "~/ui-constants.ts";
import styles from "~/styles/auth.css?url";
import formStyles from "~/styles/will-form.css?url";

/*
 * /account/password: a signed-in person changes their password (the current one, then a new one
 * with the registration rules). Every other device is signed out.
 */

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: formStyles },
  { rel: "stylesheet", href: styles },
];
export const meta: MetaFunction = withErrorTitle(() => [{ title: `Change your password | ${PRODUCT_NAME}` }]);
export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "/dashboard");
  return null;
}

const hideFields = ["currentPassword", "password", "confirmPassword"];

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "/dashboard");
  const form = await readFormBody(request, 4 * 1024);
  const submission = parseWithZod(form, { schema: changePasswordSchema(user.email) });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  }
  let setCookie: string | null;
  try {
    setCookie = await changePassword(request, user, submission.value, context.clientIp);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    return data(
      { result: submission.reply({ formErrors: [error.message], hideFields }) },
      { status: 429, headers: { "Retry-After": String(error.retryAfterSeconds) } },
    );
  }
  if (!setCookie) {
    return data(
      {
        result: submission.reply({
          fieldErrors: { currentPassword: [CURRENT_PASSWORD_WRONG_MESSAGE] },
          hideFields,
        }),
      },
      { status: 400 },
    );
  }
  return redirectWithToast(
    "/dashboard",
    {
      title: "Password changed",
      description: "You have been logged out on your other devices",
      type: "success",
    },
    { headers: { "Set-Cookie": setCookie } },
  );
}

export default function ChangePassword() {
  const lastResult: SubmissionResult<string[]> | null = useActionData<typeof action>()?.result ?? null;
  const { form, fields, attempt, onSubmitCapture, busy } = usePasswordForm(
    "change-password",
    ChangePasswordSchema,
    lastResult,
    hideFields,
  );
  return (
    <div className="container auth-page auth-page-single">
      <div className="auth-main">
        <div className="auth-panel card">
          <h1 className="auth-title">Change your password</h1>
          <p className="auth-lead">You stay logged in here; your other devices are logged out.</p>
          <Form method="post" {...getFormProps(form)} noValidate onSubmitCapture={onSubmitCapture}>
            <ErrorSummary form={form} attempt={attempt} />
            <TextField
              field={fields.currentPassword}
              label="Current password"
              type="password"
              autoComplete="current-password"
              errorBelow
            />
            <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
            <button type="submit" className="button button-primary button-block" disabled={busy}>
              {busy ? "Saving…" : "Change my password"}
            </button>
          </Form>
          <p className="auth-switch">
            <Link to="/dashboard">Back to My Dashboard</Link>
          </p>
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
