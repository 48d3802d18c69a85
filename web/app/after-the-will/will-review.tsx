import { Form, Link } from "@remix-run/react";
import {
  formatCalendarDate,
  LIFE_EVENT_LABELS,
  LIFE_EVENT_REMINDER_DAYS,
  needsANewWill,
  VERDICT_HEADINGS,
  type LifeEventAnswer,
} from "../../../core/index.ts";

/** What the dashboard and the review page know of a will's reminders (web/app/after-the-will/aftercare.server.ts). */
export interface ReminderView {
  nextReview: string;
  lifeEventReview: string | null;
}

/** The answers of "Is your will still right?", one section per event ticked. */
export function LifeEventAnswers({ answers, willId }: { answers: LifeEventAnswer[]; willId: string }) {
  if (answers.length === 0) {
    return (
      <section className="review-answers" aria-labelledby="answers-title" role="status">
        <h2 id="answers-title">Nothing you ticked changes your will</h2>
        <p>
          If none of these has happened, your will still does what it did when you made it. Check again in a
          year.
        </p>
      </section>
    );
  }
  return (
    <section className="review-answers" aria-labelledby="answers-title" role="status">
      <h2 id="answers-title">
        {needsANewWill(answers) ? "Your will needs changing" : "What the law says about your changes"}
      </h2>
      {answers.map((answer) => (
        <div className="review-answer" key={answer.event}>
          <h3>{LIFE_EVENT_LABELS[answer.event]}</h3>
          <p className="review-verdict">
            <strong>{VERDICT_HEADINGS[answer.verdict]}</strong>
          </p>
          {answer.law.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>{answer.advice}</p>
          <p className="statute">Source: {answer.statute}</p>
        </div>
      ))}
      {needsANewWill(answers) ? (
        <p>
          To make a new will, open <Link to={`/wills/${willId}`}>your will</Link> and change it, then sign the
          new one in front of two witnesses. The new will replaces this one.
        </p>
      ) : null}
    </section>
  );
}

/** The button that stops a will's reminders (a form post: it works without JavaScript). */
export function StopRemindersButton({ willId, from }: { willId: string; from?: "dashboard" }) {
  return (
    <Form method="post" action={`/wills/${willId}/review`}>
      <input type="hidden" name="_action" value="stop-reminders" />
      {from ? <input type="hidden" name="from" value={from} /> : null}
      <button type="submit" className="button button-secondary">
        Stop reminders
      </button>
    </Form>
  );
}

/** Reminders already on, and a change just reported: one more, a few weeks from now. */
function LifeEventReminderButton() {
  return (
    <Form method="post">
      <input type="hidden" name="_action" value="remind" />
      <input type="hidden" name="lifeEvent" value="yes" />
      <button type="submit" className="button button-secondary">
        Remind me again in {LIFE_EVENT_REMINDER_DAYS / 7} weeks
      </button>
    </Form>
  );
}

/** "Remind me": the opt-in, or when the next reminder is and the button that stops them. */
export function Reminders(props: {
  willId: string;
  reminder: ReminderView | null;
  canRemind: boolean;
  lifeEvent: boolean;
}) {
  const { reminder } = props;
  return (
    <section className="review-reminders" aria-labelledby="reminders">
      <h2 id="reminders" tabIndex={-1}>
        Reminders
      </h2>
      {reminder ? (
        <>
          <p>
            We will email you on {formatCalendarDate(reminder.nextReview)} to check your will again
            {reminder.lifeEventReview
              ? `, and on ${formatCalendarDate(reminder.lifeEventReview)} after your change`
              : ""}
            .
          </p>
          {props.lifeEvent && !reminder.lifeEventReview ? <LifeEventReminderButton /> : null}
          <StopRemindersButton willId={props.willId} />
        </>
      ) : props.canRemind ? (
        <Form method="post">
          <input type="hidden" name="_action" value="remind" />
          {props.lifeEvent ? <input type="hidden" name="lifeEvent" value="yes" /> : null}
          <p>
            We can email you once a year to check your will
            {props.lifeEvent
              ? `, and in ${LIFE_EVENT_REMINDER_DAYS / 7} weeks after the change you told us about`
              : ""}
            . We keep only your email address and the date of the next reminder. Every email has a link to
            stop them.
          </p>
          <button type="submit" className="button button-primary">
            Email me reminders
          </button>
        </Form>
      ) : (
        <p>We do not have an email address for this will, so we cannot send reminders.</p>
      )}
    </section>
  );
}

/**
 * Under each will on the dashboard: whether it has been signed (and where the original is), the
 * check "Is your will still right?", and the reminders with their stop button.
 */
export function WillAftercare(props: {
  willId: string;
  signing: string | null;
  reminder: ReminderView | null;
  describedBy: string;
}) {
  const { willId, reminder } = props;
  return (
    <div className="will-card-aftercare">
      <p className="will-card-signing">
        {props.signing ? (
          `${props.signing}.`
        ) : (
          <>
            Not yet signed:{" "}
            <Link to={`/wills/${willId}/sign`} aria-describedby={props.describedBy}>
              how to sign it
            </Link>
          </>
        )}
      </p>
      <p>
        <Link to={`/wills/${willId}/review`} aria-describedby={props.describedBy}>
          Is your will still right?
        </Link>
      </p>
      {reminder ? (
        <div className="will-card-reminders">
          <p>Next reminder to check it: {formatCalendarDate(reminder.nextReview)}.</p>
          <StopRemindersButton willId={willId} from="dashboard" />
        </div>
      ) : null}
    </div>
  );
}
