import type { OutgoingEmail } from "./mailer.ts";
import { htmlBody, textBody, type Paragraph } from "./will-email.ts";

/**
 * The email telling an account's owner that wrong passwords are slowing their sign-in down
 * (docs/security.md, "Limits": wrong passwords). Sent at most once per lock-out: the web decides
 * when (web/app/accounts/login-warnings.server.ts), this says what.
 */
export const LOGIN_WARNING_SUBJECT = "Wrong passwords for your Free Will Writer account";

export interface LoginWarningEmailInput {
  /** The warning's own id (random): the email's idempotency key. */
  warningId: string;
  to: string;
  firstName: string;
  /** How many wrong passwords in a row start the wait (5). */
  freeAttempts: number;
  /** The longest wait between attempts, in minutes (15). */
  maxWaitMinutes: number;
  /** The site's address (PUBLIC_URL), for the links. */
  publicUrl: string;
}

export function composeLoginWarningEmail(input: LoginWarningEmailInput): OutgoingEmail {
  const base = input.publicUrl.replace(/\/+$/, "");
  const parts: Paragraph[] = [
    { text: `Dear ${input.firstName},` },
    {
      text: `Someone has typed the wrong password for your Free Will Writer account ${input.freeAttempts} times in a row. To protect your account and your wills, each further try now has to wait a little longer, up to ${input.maxWaitMinutes} minutes. Your password still works: you can always sign in once the wait is over.`,
    },
    {
      text: "If it was you, wait a few minutes and try again, or choose a new password.",
    },
    { text: "Reset your password", href: `${base}/forgot-password` },
    {
      text: "If it was not you, nobody has signed in: your account is safe while your password is not one you use anywhere else. If it is, please change it.",
    },
    {
      text: "We send this email once while the wrong passwords go on, however many there are.",
    },
  ];
  return {
    to: input.to,
    subject: LOGIN_WARNING_SUBJECT,
    text: textBody(parts),
    html: htmlBody(parts, LOGIN_WARNING_SUBJECT),
    attachments: [],
    idempotencyKey: `login-warning-${input.warningId}`,
  };
}
