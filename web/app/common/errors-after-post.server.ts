import { createCookie, data, redirect, type AppLoadContext, type Cookie } from "@remix-run/node";
import { cookiesAreSecure, getCookieSecrets } from "./secrets.server.ts";

/**
 * Errors after a form post without JavaScript: post, redirect, get. A post with errors is
 * answered with a redirect (303) to the page it came from with `?errors=1`, which shows the errors
 * and what was typed again, not with the page itself: the pages are never cached, so Back or a
 * reload of a page that answered a post could only ask to post again ("Confirm Form
 * Resubmission"). A post from the page's own script (JavaScript on) is answered with the errors as
 * before. The guided form keeps what was typed in its draft (will-form.server.ts); the other forms
 * keep their answer here, in a cookie of the page's own path (docs/journeys.md, "History").
 *
 * A refusal that is not about what was typed, a limit that was hit (429) or a service that failed
 * (500 and above), is answered with the page itself and its own status (and `Retry-After`), with
 * JavaScript or without: a redirect could carry neither, and the user can only wait and send it
 * again. Its loader then titles the page 'Error: …' from the same request's answer.
 */

/** The search parameter of a page shown again with its errors. */
export const SHOW_ERRORS = "errors";

/** A browser's own navigation (a form post without JavaScript), not the page's fetch. */
export function isDocumentRequest(request: Request): boolean {
  return request.headers.get("Sec-Fetch-Mode") === "navigate";
}

/** The redirect to the posted page with its errors: its address with `?errors=1`. */
export function redirectToErrors(request: Request, headers?: HeadersInit): Response {
  const url = new URL(request.url);
  // Remix's own parameters of a post are not part of the page's address.
  url.searchParams.delete("index");
  url.searchParams.delete("_data");
  url.searchParams.set(SHOW_ERRORS, "1");
  return redirect(`${url.pathname}${url.search}`, { status: 303, headers });
}

/**
 * How long the answer is kept for a reload or Back to the page: minutes, not the session, as it
 * holds what was typed (the privacy policy says so) and a browser may be shared.
 */
const KEPT_SECONDS = 5 * 60;
/** A browser keeps a cookie of 4,096 bytes at most; a longer answer is sent with the page. */
const MOST_COOKIE_BYTES = 4_000;
/** Never kept, whatever a form calls it: the answer holds what was typed (Conform's `initialValue`). */
const SECRET_FIELD = /password|token/i;

let cookie: Cookie | undefined;
function answerCookie(): Cookie {
  // Signed, so the page shows only what this server answered; scoped to the page's path when set.
  cookie ??= createCookie("form-errors", {
    httpOnly: true,
    sameSite: "lax",
    secure: cookiesAreSecure(),
    maxAge: KEPT_SECONDS,
    secrets: getCookieSecrets(),
  });
  return cookie;
}

/** `answer` without the typed value of any secret field (a password, a reset token). */
function withoutSecrets(answer: unknown): unknown {
  if (Array.isArray(answer)) return answer.map(withoutSecrets);
  if (!answer || typeof answer !== "object") return answer;
  return Object.fromEntries(
    Object.entries(answer).map(([key, value]) => {
      if (key !== "initialValue" || !value || typeof value !== "object") return [key, withoutSecrets(value)];
      return [key, Object.fromEntries(Object.entries(value).filter(([name]) => !SECRET_FIELD.test(name)))];
    }),
  );
}

/** An action's or loader's own request and the context Remix gives both for one request. */
interface PostArgs {
  request: Request;
  context: AppLoadContext;
}

/** The answer a post without JavaScript was given with the page itself, by its request's context. */
const answeredWithPage = new WeakMap<AppLoadContext, unknown>();

/** Whether an answer's status is a refusal the user cannot put right on the page (see above). */
function keepsItsStatus(status: number | undefined): boolean {
  return status !== undefined && (status === 429 || status >= 500);
}

/**
 * A form's answer with errors (the action's data): without JavaScript the redirect to the page with
 * `?errors=1`, the answer kept for it (see `errorsAfterPost`); with JavaScript the data itself.
 * A limit or a failure (`keepsItsStatus`), or an answer too long for a cookie, is sent with the page.
 */
export async function answerWithErrors<Answer>(
  { request, context }: PostArgs,
  answer: Answer,
  init: ResponseInit,
) {
  if (isDocumentRequest(request)) {
    if (!keepsItsStatus(init.status)) {
      const path = new URL(request.url).pathname;
      const setCookie = await answerCookie().serialize(withoutSecrets(answer), { path });
      if (setCookie.length <= MOST_COOKIE_BYTES) {
        const headers = new Headers(init.headers);
        headers.append("Set-Cookie", setCookie);
        return redirectToErrors(request, headers);
      }
    }
    answeredWithPage.set(context, answer);
  }
  return data(answer, init);
}

/**
 * The answer kept by `answerWithErrors` for this page, when it is shown with `?errors=1`; shown
 * again on a reload, until the next post of the page replaces it or it expires. Or the answer of
 * this same request's post, shown with the page itself.
 */
export async function errorsAfterPost<Answer>({ request, context }: PostArgs): Promise<Answer | null> {
  const withPage = answeredWithPage.get(context);
  if (withPage && typeof withPage === "object") return withPage as Answer;
  if (new URL(request.url).searchParams.get(SHOW_ERRORS) !== "1") return null;
  const answer: unknown = await answerCookie().parse(request.headers.get("Cookie"));
  return answer && typeof answer === "object" ? (answer as Answer) : null;
}
