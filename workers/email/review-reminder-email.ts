import type { OutgoingEmail } from "./mailer.ts";
import { htmlBody, textBody, type Paragraph } from "./will-email.ts";

/**
 * The opt-in reminder to check that a will is still right: once a year, and a few weeks after a
 * reported life event (docs/product.md, "After the will"). The stop link carries a random token
 * made for this email; only its SHA-256 is stored, and it stays valid until the reminders stop.
 */
export const REVIEW_REMINDER_SUBJECT = "Is your will still right?";
export const LIFE_EVENT_REMINDER_SUBJECT = "Your will after a change in your life";

export interface ReviewReminderEmailInput {
  reminderId: string;
  /** The due date this email is for (epoch ms): with the id, the email's idempotency key. */
  dueAtMs: number;
  kind: "yearly" | "life-event";
  to: string;
  willId: string;
  /** The site's address (PUBLIC_URL), for the links. */
  publicUrl: string;
  /** The stop link's token (never stored; its hash is). */
  stopToken: string;
}

export function composeReviewReminderEmail(input: ReviewReminderEmailInput): OutgoingEmail {
  const base = input.publicUrl.replace(/\/+$/, "");
  const subject = input.kind === "yearly" ? REVIEW_REMINDER_SUBJECT : LIFE_EVENT_REMINDER_SUBJECT;
  const stopUrl = `${base}/reminders/stop?token=${input.stopToken}`;
  const parts: Paragraph[] = [
    { text: "Hello," },
    {
      text:
        input.kind === "yearly"
          ? "You asked us to remind you once a year to check that your will still says what you want. Marriage, divorce, a new child, a death, a move or a house bought or sold can each change what your will does."
          : "A few weeks ago you told us about a change in your life. This is the reminder you asked for: check whether your will still does what you want, and make a new one if it does not.",
    },
    { text: "Check your will (2 minutes)", href: `${base}/wills/${input.willId}/review` },
    { text: "If you no longer want these reminders, you can stop them with one click:" },
    { text: "Stop these reminders", href: stopUrl },
    {
      text: "We keep only your email address and the date of your next reminder for this. Your will stays valid whether or not you open this email.",
    },
  ];
  return {
    to: input.to,
    subject,
    text: textBody(parts),
    html: htmlBody(parts, subject),
    attachments: [],
    // RFC 8058: mail programs offer "Unsubscribe" and stop the reminders with one POST to the link.
    headers: { "List-Unsubscribe": `<${stopUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    idempotencyKey: `will-review-${input.reminderId}-${input.dueAtMs}`,
  };
}
