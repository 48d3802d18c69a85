import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { reminderOfToken, stopRemindersByToken } from "~/after-the-will/aftercare.server.ts";
import { GeneralErrorBoundary } from "~/common/error-boundary.tsx";
import { getPrisma } from "~/common/db.server.ts";
import { readFormBody } from "~/common/http.server.ts";
import { getPipeline } from "~/common/pipeline.server.ts";
import { abuseLimits, asPage, enforceRateLimits } from "~/common/rate-limit.server.ts";
import { pageMeta, privateNoStore } from "~/common/route-head.ts";
import type { PrismaClient } from "../../../prisma/db.ts";

/*
 * /reminders/stop?token=…: the stop link of a review reminder email. GET only asks (mail scanners
 * follow links); the POST stops the reminders, then shows that it has (POST-redirect-GET); the
 * email's List-Unsubscribe headers let a mail program make that POST in one click. No
 * sign-in: the token, random and kept only as a hash, is the proof. docs/security.md.
 */

export const meta = pageMeta("Stop reminders", { noindex: true });
export const headers = privateNoStore;

async function countStop(prisma: PrismaClient, clientIp: string) {
  await asPage(() =>
    enforceRateLimits(prisma, [{ policy: abuseLimits().reminderStopsPerIp, subject: `ip:${clientIp}` }]),
  );
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.get("done") === "1") return { state: "stopped" as const, token: "" };
  const prisma = await getPrisma();
  await countStop(prisma, context.clientIp);
  const token = (url.searchParams.get("token") ?? "").slice(0, 100);
  const reminder = await reminderOfToken(prisma, token);
  return reminder ? { state: "confirm" as const, token } : { state: "unknown" as const, token: "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const prisma = await getPrisma();
  await countStop(prisma, context.clientIp);
  const body = await readFormBody(request, 1_024);
  // The page's button sends the token in the form; a mail program's one-click stop (RFC 8058)
  // posts "List-Unsubscribe=One-Click" to the link itself, whose address carries it.
  const token = body.get("token") ?? new URL(request.url).searchParams.get("token") ?? "";
  const reminderId = await stopRemindersByToken(prisma, token.slice(0, 100));
  if (reminderId) await (await getPipeline()).stopReviewReminders(reminderId);
  return redirect("/reminders/stop?done=1", 303);
}

export default function StopReminders() {
  const { state, token } = useLoaderData<typeof loader>();
  return (
    <article className="container page-narrow" aria-labelledby="stop-title">
      {state === "confirm" ? (
        <>
          <h1 id="stop-title">Stop reminders about your will?</h1>
          <p>We will not email you again about checking your will. Your will is not changed.</p>
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button button-primary">
              Yes, stop the reminders
            </button>
          </Form>
        </>
      ) : state === "stopped" ? (
        <>
          <h1 id="stop-title">Reminders stopped</h1>
          <p role="status">We will not email you about checking your will again. Your will is not changed.</p>
        </>
      ) : (
        <>
          <h1 id="stop-title">These reminders are already stopped</h1>
          <p>
            This link is not one we know, or the reminders it belongs to were stopped before. If you still get
            reminders, sign in and stop them from your dashboard.
          </p>
        </>
      )}
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
