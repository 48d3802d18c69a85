import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import {
  LIFE_EVENT_LABELS,
  LIFE_EVENT_REMINDER_DAYS,
  LIFE_EVENTS,
  LifeEventSchema,
  reviewLifeEvents,
  willTitle,
  type LifeEvent,
} from "../../../core/index.ts";
import {
  countAftercareWrite,
  optInToReminders,
  ownedWill,
  reminderState,
  stopRemindersOfWill,
  type OwnedWill,
} from "~/after-the-will/aftercare.server.ts";
import { GeneralErrorBoundary } from "~/common/error-boundary.tsx";
import { LifeEventAnswers, Reminders } from "~/after-the-will/will-review.tsx";
import { getPrisma } from "~/common/db.server.ts";
import { readFormBody } from "~/common/http.server.ts";
import { getPipeline } from "~/common/pipeline.server.ts";
import { redirectWithToast } from "~/common/toast.server.ts";
import { pageMeta, privateNoStore } from "~/common/route-head.ts";
import formStyles from "~/styles/will-form.css?url";

/*
 * /wills/{id}/review, "Is your will still right?": the life events since the will was made, and
 * what the law does on each (core/legal/life-events.ts); nothing ticked is stored. Then the opt-in
 * review reminders, and their stop (also posted from the dashboard). The will's owner only.
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const meta = pageMeta("Is your will still right?", { noindex: true });
export const headers = privateNoStore;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const prisma = await getPrisma();
  const will = await ownedWill(prisma, request, params.id ?? "", context.clientIp);
  return {
    id: will.id,
    title: will.formData ? willTitle(will.formData) : "Your will",
    reminder: await reminderState(prisma, will.id),
    canRemind: will.email !== null,
  };
}

async function remind(will: OwnedWill, body: URLSearchParams, clientIp: string) {
  const prisma = await getPrisma();
  await countAftercareWrite(prisma, will.requester, clientIp);
  if (!will.email) {
    return data(
      { answers: null, events: [], problem: "We do not have an email address for this will." },
      409,
    );
  }
  const lifeEvent = body.get("lifeEvent") === "yes";
  const { reminderId, created } = await optInToReminders(prisma, {
    willId: will.id,
    email: will.email,
    lifeEvent,
  });
  const pipeline = await getPipeline();
  await (created ? pipeline.startReviewReminders(reminderId) : pipeline.reviewRemindersChanged(reminderId));
  return redirectWithToast(`/wills/${will.id}/review#reminders`, {
    title: "Reminders on",
    description: lifeEvent
      ? `We will email you in ${LIFE_EVENT_REMINDER_DAYS / 7} weeks, and once a year, to check your will.`
      : "We will email you once a year to check your will.",
    type: "success",
  });
}

async function stop(will: OwnedWill, body: URLSearchParams, clientIp: string) {
  const prisma = await getPrisma();
  await countAftercareWrite(prisma, will.requester, clientIp);
  const reminderId = await stopRemindersOfWill(prisma, will.id);
  if (reminderId) await (await getPipeline()).stopReviewReminders(reminderId);
  const back = body.get("from") === "dashboard" ? "/dashboard" : `/wills/${will.id}/review#reminders`;
  return redirectWithToast(back, {
    title: "Reminders stopped",
    description: "We will not email you about reviewing this will again.",
    type: "success",
  });
}

function eventsOf(body: URLSearchParams): LifeEvent[] {
  return body
    .getAll("event")
    .map((value) => LifeEventSchema.safeParse(value))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []));
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const will = await ownedWill(await getPrisma(), request, params.id ?? "", context.clientIp);
  const body = await readFormBody(request, 2_048);
  switch (body.get("_action")) {
    case "remind":
      return remind(will, body, context.clientIp);
    case "stop-reminders":
      return stop(will, body, context.clientIp);
    case "check": {
      const events = eventsOf(body);
      if (!will.formData) return data({ answers: null, events, problem: "We cannot read this will." }, 409);
      return { answers: reviewLifeEvents(will.formData, events), events, problem: null };
    }
    default:
      return data({ answers: null, events: [], problem: "Choose what to do." }, 400);
  }
}

function EventsForm({ ticked }: { ticked: readonly LifeEvent[] }) {
  return (
    <Form method="post" noValidate>
      <input type="hidden" name="_action" value="check" />
      <fieldset className="fieldset" aria-describedby="events-hint">
        <legend>Which of these have happened since you made your will?</legend>
        <p className="field-hint" id="events-hint">
          Select all that apply.
        </p>
        <div className="radios">
          {LIFE_EVENTS.map((event) => (
            <div className="checkbox" key={event}>
              <input
                type="checkbox"
                id={`event-${event}`}
                name="event"
                value={event}
                defaultChecked={ticked.includes(event)}
              />
              <label htmlFor={`event-${event}`}>{LIFE_EVENT_LABELS[event]}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="button button-primary">
        Check my will
      </button>
    </Form>
  );
}

export default function ReviewWill() {
  const will = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const events = result?.events ?? [];
  return (
    <article className="container page-narrow will-review" aria-labelledby="review-title">
      {result?.problem ? (
        <p className="error-summary" role="alert">
          {result.problem}
        </p>
      ) : null}
      <h1 id="review-title">Is your will still right?</h1>
      <p>
        Your will ({will.title}) says what you wanted when you made it. Some changes in your life change what
        it does, or cancel it. Tick what has happened and we will tell you what the law does, and whether your
        will needs changing. We do not store what you tick.
      </p>
      {result?.answers ? <LifeEventAnswers answers={result.answers} willId={will.id} /> : null}
      <EventsForm ticked={events} />
      <Reminders
        willId={will.id}
        reminder={will.reminder}
        canRemind={will.canRemind}
        lifeEvent={events.length > 0}
      />
      <p>
        <Link to={`/wills/${will.id}`}>Back to your will</Link>
      </p>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
