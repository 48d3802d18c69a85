import { getFormProps, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, type KeyboardEvent, type ReactNode } from "react";
import type { z } from "zod";
import { LoginSchema, RegistrationSchema, safeReturnTo } from "../../../core/index.ts";
import { AuthFailure, signIn, type AuthKind } from "~/accounts/auth.server.ts";
import { NoAccountOffer } from "~/accounts/no-account-offer.tsx";
import { GeneralErrorBoundary, withErrorTitle } from "~/common/error-boundary.tsx";
import { noStore, stylesheets } from "~/common/route-head.ts";
import { ActionToast, type ToastMessage } from "~/common/toaster.tsx";
import { ErrorSummary, TextField, useSubmitAttempt } from "~/will-form/fields.tsx";
import { readFormBody } from "~/common/http.server.ts";
import { RateLimitedError } from "~/common/rate-limit.server.ts";
import { getSignedInUser } from "~/accounts/session.server.ts";
import { redirectWithToast } from "~/common/toast.server.ts";
import { PRODUCT_NAME } from "~/common/ui-constants.ts";
import styles from "~/styles/auth.css?url";
import formStyles from "~/styles/will-form.css?url";

/*
 * /auth: the Login and Register tabs (Register by default), plain forms that work without
 * JavaScript; with it, Conform shows the messages of docs/product.md section 5 under the fields as the user types.
 */

export const links = stylesheets(formStyles, styles);
export const meta: MetaFunction<typeof loader> = withErrorTitle(({ data }) => [
  { title: `${data?.tab === "login" ? "Log in to your account" : "Create your account"} | ${PRODUCT_NAME}` },
]);
export const headers = noStore;

type Tab = AuthKind;

function tabOf(value: string | null): Tab {
  return value === "login" ? "login" : "register";
}

/** The page's own address for a tab, keeping a return_to the user came with. */
function tabHref(tab: Tab, returnTo: string | null): string {
  const params = new URLSearchParams({ tab });
  if (returnTo) params.set("return_to", returnTo);
  return `/auth?${params.toString()}`;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const returnTo = url.searchParams.get("return_to");
  if (await getSignedInUser(request)) throw redirect(safeReturnTo(returnTo));
  return { tab: tabOf(url.searchParams.get("tab")), returnTo: returnTo ? safeReturnTo(returnTo) : null };
}

const FAILURE_TITLE: Record<Tab, string> = { login: "Login failed", register: "Registration failed" };
const FAILURE_DEFAULT: Record<Tab, string> = {
  login: "Invalid email or password",
  register: "An error occurred during registration",
};

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormBody(request, 16 * 1024);
  const intent: Tab = form.get("intent") === "login" ? "login" : "register";
  const returnTo = safeReturnTo(form.get("return_to"));
  const schema = intent === "login" ? LoginSchema : RegistrationSchema;
  const submission = parseWithZod(form, { schema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") {
    return data({ intent, result: submission.reply({ hideFields }), toast: null }, { status: 400 });
  }
  const fields = Object.fromEntries(
    ["firstName", "email", "password"].flatMap((name) => {
      const value = form.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
  try {
    const { setCookie } = await signIn(intent, request, fields, context.clientIp);
    const toast =
      intent === "login"
        ? { title: "Logged in successfully", type: "success" as const }
        : {
            title: "Account created successfully",
            description: "You are now logged in",
            type: "success" as const,
          };
    return redirectWithToast(returnTo, toast, { headers: { "Set-Cookie": setCookie } });
  } catch (error) {
    if (!(error instanceof AuthFailure) && !(error instanceof RateLimitedError)) throw error;
    const message = error.message || FAILURE_DEFAULT[intent];
    const fieldErrors = error instanceof AuthFailure ? error.fieldErrors : {};
    const toast: ToastMessage = {
      id: crypto.randomUUID(),
      title: FAILURE_TITLE[intent],
      description: message,
      type: "error",
    };
    const status = error instanceof AuthFailure ? error.status : 429;
    return data(
      {
        intent,
        result: submission.reply({
          formErrors: Object.keys(fieldErrors).length > 0 ? [] : [message],
          fieldErrors,
          hideFields,
        }),
        toast,
      },
      { status },
    );
  }
}

/** Arrow keys move between the two tabs (the ARIA tabs pattern); each tab is also a plain link. */
function onTabKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
  const other = event.currentTarget.parentElement?.querySelector<HTMLAnchorElement>(
    `[role="tab"]:not([id="${event.currentTarget.id}"])`,
  );
  if (!other) return;
  event.preventDefault();
  other.focus();
  other.click();
}

export default function Auth() {
  const { tab, returnTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const tabs: { id: Tab; label: string }[] = [
    { id: "login", label: "Login" },
    { id: "register", label: "Register" },
  ];
  return (
    <div className="container auth-page">
      <div className="auth-main">
        <NoAccountOffer />
        <div className="auth-tabs" role="tablist" aria-label="Login or register">
          {tabs.map(({ id, label }) => (
            <Link
              key={id}
              id={`auth-tab-${id}`}
              role="tab"
              to={tabHref(id, returnTo)}
              replace
              preventScrollReset
              aria-selected={tab === id}
              aria-controls={`auth-panel-${id}`}
              tabIndex={tab === id ? 0 : -1}
              className={tab === id ? "auth-tab is-selected" : "auth-tab"}
              onKeyDown={onTabKeyDown}
            >
              {label}
            </Link>
          ))}
        </div>
        <div
          className="auth-panel card"
          role="tabpanel"
          id={`auth-panel-${tab}`}
          aria-labelledby={`auth-tab-${tab}`}
        >
          {tab === "login" ? (
            <LoginForm
              returnTo={returnTo}
              lastResult={actionData?.intent === "login" ? actionData.result : null}
            />
          ) : (
            <RegisterForm
              returnTo={returnTo}
              lastResult={actionData?.intent === "register" ? actionData.result : null}
            />
          )}
        </div>
      </div>
      <aside className="auth-marketing" aria-labelledby="auth-marketing-title">
        <h2 id="auth-marketing-title">Create your legal will easily and securely</h2>
        <ul className="auth-points">
          <li>
            <strong>Legally compliant for the UK.</strong> Written for the law of England and Wales, with
            every clause a will needs.
          </li>
          <li>
            <strong>AI-assisted.</strong> Our assistant asks the right questions in plain English, one at a
            time.
          </li>
          <li>
            <strong>Secure and encrypted.</strong> Your details travel encrypted and only you can see your
            wills.
          </li>
        </ul>
      </aside>
      <ActionToast toast={actionData?.toast} />
    </div>
  );
}

/** Empties password inputs after the server refused the form, as a page without JavaScript does. */
function clearInputs(ids: string[]) {
  for (const id of ids) {
    const input = document.getElementById(id);
    if (input instanceof HTMLInputElement) input.value = "";
  }
}

type LastResult = SubmissionResult<string[]> | null;

/**
 * One tab's form: Conform with the schema the server uses, the error summary once the user has
 * tried to send it, and the password inputs emptied after the server refused it (as a page
 * without JavaScript shows them: the server never sends a password back).
 */
function useAccountForm<Schema extends typeof LoginSchema | typeof RegistrationSchema>(
  tab: Tab,
  schema: Schema,
  lastResult: LastResult,
  passwordFields: readonly string[],
) {
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<Schema>>({
    id: tab,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as Submission<z.input<Schema>>,
  });
  const { attempt, onSubmitCapture } = useSubmitAttempt(form);
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === tab;
  const passwordIds = passwordFields.map((name) => `${tab}-${name}`).join(" ");
  useEffect(() => {
    if (lastResult?.status === "error") clearInputs(passwordIds.split(" "));
  }, [lastResult, passwordIds]);
  return { form, fields, frame: { tab, form, attempt, onSubmitCapture, busy } };
}

function AccountForm({
  frame,
  returnTo,
  title,
  lead,
  submit,
  switchTo,
  children,
}: {
  frame: ReturnType<typeof useAccountForm>["frame"];
  returnTo: string | null;
  title: string;
  lead: string;
  submit: { label: string; busyLabel: string };
  switchTo: { question: string; label: string };
  children: ReactNode;
}) {
  const other: Tab = frame.tab === "login" ? "register" : "login";
  return (
    <>
      <h1 className="auth-title">{title}</h1>
      <p className="auth-lead">{lead}</p>
      <Form
        method="post"
        action={tabHref(frame.tab, returnTo)}
        {...getFormProps(frame.form)}
        noValidate
        onSubmitCapture={frame.onSubmitCapture}
      >
        <input type="hidden" name="intent" value={frame.tab} />
        {returnTo ? <input type="hidden" name="return_to" value={returnTo} /> : null}
        <ErrorSummary form={frame.form} attempt={frame.attempt} />
        {children}
        <button type="submit" className="button button-primary button-block" disabled={frame.busy}>
          {frame.busy ? submit.busyLabel : submit.label}
        </button>
      </Form>
      <p className="auth-switch">
        {switchTo.question}{" "}
        <Link to={tabHref(other, returnTo)} replace preventScrollReset>
          {switchTo.label}
        </Link>
      </p>
    </>
  );
}

function LoginForm({ returnTo, lastResult }: { returnTo: string | null; lastResult: LastResult }) {
  const { fields, frame } = useAccountForm("login", LoginSchema, lastResult, ["password"]);
  return (
    <AccountForm
      frame={frame}
      returnTo={returnTo}
      title="Log in to your account"
      lead="Welcome back. Log in to see and manage your wills."
      submit={{ label: "Login", busyLabel: "Logging in…" }}
      switchTo={{ question: "Don't have an account?", label: "Register now" }}
    >
      <TextField field={fields.email} label="Email" type="email" autoComplete="email" errorBelow />
      <TextField
        field={fields.password}
        label="Password"
        type="password"
        autoComplete="current-password"
        errorBelow
      />
      <p className="auth-forgot">
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
    </AccountForm>
  );
}

function RegisterForm({ returnTo, lastResult }: { returnTo: string | null; lastResult: LastResult }) {
  const { fields, frame } = useAccountForm("register", RegistrationSchema, lastResult, [
    "password",
    "confirmPassword",
  ]);
  return (
    <AccountForm
      frame={frame}
      returnTo={returnTo}
      title="Create your account"
      lead="Free, and it keeps your wills in one safe place."
      submit={{ label: "Register", busyLabel: "Creating your account…" }}
      switchTo={{ question: "Already have an account?", label: "Login instead" }}
    >
      <TextField field={fields.firstName} label="First name" autoComplete="given-name" errorBelow />
      <TextField field={fields.email} label="Email" type="email" autoComplete="email" errorBelow />
      <TextField
        field={fields.password}
        label="Password"
        hint="At least 6 characters. Avoid common passwords."
        type="password"
        autoComplete="new-password"
        errorBelow
      />
      <TextField
        field={fields.confirmPassword}
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        errorBelow
      />
    </AccountForm>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
