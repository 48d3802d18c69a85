import type { MouseEvent } from "react";
import type { AnswerRow } from "../../../core/index.ts";

/**
 * The assistant's short answers as buttons, and "check your answers" (GOV.UK summary list) with a
 * Change button for each answer. Both are plain forms that post the answer as a message to
 * /ai-will, so they work without JavaScript; with it, `onSend` sends the same message through
 * POST /api/chat instead.
 */

interface SendProps {
  hydrated: boolean;
  busy: boolean;
  onSend: (text: string) => Promise<boolean>;
}

function sendInstead({ hydrated, busy, onSend }: SendProps, text: string) {
  return (event: MouseEvent<HTMLButtonElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    if (!busy) void onSend(text);
  };
}

export function QuickReplies(props: SendProps & { replies: string[] }) {
  if (props.replies.length === 0) return null;
  return (
    <form method="post" action="/ai-will" className="chat-quick-replies" aria-label="Quick answers">
      <input type="hidden" name="intent" value="message" />
      {props.replies.map((reply) => (
        <button
          key={reply}
          type="submit"
          name="message"
          value={reply}
          className="button button-secondary"
          disabled={props.busy}
          onClick={sendInstead(props, reply)}
        >
          {reply}
        </button>
      ))}
    </form>
  );
}

export function CheckYourAnswers(props: SendProps & { answers: AnswerRow[] }) {
  if (props.answers.length === 0) return null;
  return (
    <section className="chat-answers" aria-labelledby="answers-title">
      <h2 id="answers-title">Your answers</h2>
      <form method="post" action="/ai-will">
        <input type="hidden" name="intent" value="message" />
        <dl className="summary-list">
          {props.answers.map((row) => (
            <div className="summary-row chat-answer-row" key={row.key}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
              <dd>
                <button
                  type="submit"
                  name="message"
                  value={row.change}
                  className="link-button"
                  disabled={props.busy}
                  onClick={sendInstead(props, row.change)}
                >
                  Change<span className="visually-hidden"> {row.label.toLowerCase()}</span>
                </button>
              </dd>
            </div>
          ))}
        </dl>
      </form>
    </section>
  );
}
