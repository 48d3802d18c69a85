import type { SubmissionResult } from "@conform-to/react";
import { redirect } from "@remix-run/node";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { KeyboardEvent, ReactNode } from "react";
import { parseWithZod } from "@conform-to/zod/v4";
import { LoginSchema, RegistrationSchema, safeReturnTo } from "../../../core/index.ts";
import { AuthFailure, signIn, type AuthKind } from "~/accounts/auth.server.ts";
import { NewPasswordFields } from "~/accounts/password-form.tsx";
import { NoAccountOffer } from "~/accounts/no-account-offer.tsx";
import { GeneralErrorBoundary, withErrorTitle } from "~/common/error-boundary.tsx";
import { errorTitlePrefix, noStore, stylesheets } from "~/common/route-head.ts";
import { ActionToast, type ToastMessage } from "~/common/toaster.tsx";
import { TextField, type FormShape } from "~/will-form/fields.tsx";
import {
  ServerForm,
  useEmptiedOnRefusal,
  useServerForm,
  type ServerFormState,
} from "~/common/server-form.tsx";
import { readFormBody } from "~/common/http.server.ts";
import { RateLimitedError, tooManyAttempts } from "~/common/rate-limit.server.ts";
import { getSignedInUser } from "~/accounts/session.server.ts";
import { redirectWithToast } from "~/common/toast.server.ts";
import { answerWithErrors, errorsAfterPost } from "~/common/errors-after-post.server.ts";
import { PRODUCT_NAME } from "~/common/ui-constants.ts";
import styles from "~/styles/auth.css?url";
import formStyles from "~/styles/will-form.css?url";

/*
 * /auth: the Login and Register tabs (Register by default), plain forms that work without
 * JavaScript; with it, Conform shows the messages of docs/product.md section 5 under the fields as the user types.
 */

export const links = stylesheets(formStyles, styles);
export const meta: MetaFunction<typeof loader> = withErrorTitle(({ data }) => [
  { title: `${errorTitlePrefix(data)}${FORM_TEXTS[tabOf(data?.tab ?? null)].title} | ${PRODUCT_NAME}` },
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

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const returnTo = url.searchParams.get("return_to");
  if (await getSignedInUser(request)) throw redirect(safeReturnTo(returnTo));
  return {
    tab: tabOf(url.searchParams.get("tab")),
    returnTo: returnTo ? safeReturnTo(returnTo) : null,
    errorsAfterPost: await errorsAfterPost<AuthAnswer>({ request, context }),
  };
}

/** A post's answer with errors: the tab's form's result (never a password) and the failure's toast. */
type AuthAnswer = { intent: Tab; result: SubmissionResult<string[]>; toast: ToastMessage | null };

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
    const answer: AuthAnswer = { intent, result: submission.reply({ hideFields }), toast: null };
    return answerWithErrors({ request, context }, answer, { status: 400 });
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
    const init = error instanceof AuthFailure ? { status: error.status } : tooManyAttempts(error);
    const answer: AuthAnswer = {
      intent,
      result: submission.reply({
        formErrors: Object.keys(fieldErrors).length > 0 ? [] : [message],
        fieldErrors,
        hideFields,
      }),
      toast,
    };
    return answerWithErrors({ request, context }, answer, init);
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
  const loaded = useLoaderData<typeof loader>();
  const { tab, returnTo } = loaded;
  const actionData = useActionData<typeof action>() ?? loaded.errorsAfterPost;
  const tabs: { id: Tab; label: string }[] = [
    { id: "login", label: "Login" },
    { id: "register", label: "Register" },
  ];
  return (
    <div className="container auth-page">
      <div className="auth-main">
        <NoAccountOffer />
        <div className="tab-list" role="tablist" aria-label="Login or register">
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
              className={tab === id ? "tab auth-tab is-selected" : "tab auth-tab"}
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

type LastResult = SubmissionResult<string[]> | null;

/**
 * One tab's form: Conform with the schema the server uses, and the password inputs emptied after
 * the server refused it (useEmptiedOnRefusal).
 */
function useAccountForm<Schema extends typeof LoginSchema | typeof RegistrationSchema>(
  tab: Tab,
  schema: Schema,
  lastResult: LastResult,
  passwordFields: readonly string[],
) {
  const navigation = useNavigation();
  const { form, fields, attempt, onSubmitCapture } = useServerForm<Schema>(tab, schema, lastResult);
  useEmptiedOnRefusal(tab, passwordFields, lastResult);
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === tab;
  return { form, fields, frame: { tab, form, attempt, onSubmitCapture, busy } };
}

/** What each tab's form says. */
const FORM_TEXTS: Record<
  Tab,
  {
    title: string;
    lead: string;
    submit: { label: string; busyLabel: string };
    switchTo: { question: string; label: string };
  }
> = {
  login: {
    title: "Log in to your account",
    lead: "Welcome back. Log in to see and manage your wills.",
    submit: { label: "Login", busyLabel: "Logging in…" },
    switchTo: { question: "Don't have an account?", label: "Register now" },
  },
  register: {
    title: "Create your account",
    lead: "Free, and it keeps your wills in one safe place.",
    submit: { label: "Register", busyLabel: "Creating your account…" },
    switchTo: { question: "Already have an account?", label: "Login instead" },
  },
};

function AccountForm<Shape extends FormShape>({
  frame,
  returnTo,
  children,
}: {
  frame: ServerFormState<Shape> & { tab: Tab; busy: boolean };
  returnTo: string | null;
  children: ReactNode;
}) {
  const other: Tab = frame.tab === "login" ? "register" : "login";
  const { title, lead, submit, switchTo } = FORM_TEXTS[frame.tab];
  return (
    <>
      <h1 className="auth-title">{title}</h1>
      <p className="auth-lead">{lead}</p>
      <ServerForm
        form={frame.form}
        attempt={frame.attempt}
        onSubmitCapture={frame.onSubmitCapture}
        action={tabHref(frame.tab, returnTo)}
        firstField={frame.tab === "login" ? "email" : "firstName"}
      >
        <input type="hidden" name="intent" value={frame.tab} />
        {returnTo ? <input type="hidden" name="return_to" value={returnTo} /> : null}
        {children}
        <button type="submit" className="button button-primary button-block" disabled={frame.busy}>
          {frame.busy ? submit.busyLabel : submit.label}
        </button>
      </ServerForm>
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
    <AccountForm frame={frame} returnTo={returnTo}>
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
    <AccountForm frame={frame} returnTo={returnTo}>
      <TextField field={fields.firstName} label="First name" autoComplete="given-name" errorBelow />
      <TextField field={fields.email} label="Email" type="email" autoComplete="email" errorBelow />
      <NewPasswordFields
        password={fields.password}
        confirmPassword={fields.confirmPassword}
        labels={{ password: "Password", confirmPassword: "Confirm password" }}
      />
    </AccountForm>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
