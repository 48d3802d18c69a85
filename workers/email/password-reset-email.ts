import type { OutgoingEmail } from "./mailer.ts";
import { htmlBody, textBody, type Paragraph } from "./will-email.ts";

/** The email with the link to choose a new password. */
export const PASSWORD_RESET_SUBJECT = "Reset your password";

export interface PasswordResetEmailInput {
  resetId: string;
  to: string;
  firstName: string;
  /** The page's full address with the token, e.g. https://example.org/reset-password?token=… */
  link: string;
  /** The stored hash of the link's token: each new token is a new message (see the activity). */
  tokenHash: string;
}

export function composePasswordResetEmail(input: PasswordResetEmailInput): OutgoingEmail {
  const parts: Paragraph[] = [
    { text: `Dear ${input.firstName},` },
    {
      text: "Someone, hopefully you, asked to reset the password of your Free Will Writer account. Use this link to choose a new one. It works for 1 hour and only once.",
    },
    { text: "Choose a new password", href: input.link },
    {
      text: "If you did not ask for this, you can ignore this email: your password stays as it is, and nobody can use this link without access to your inbox.",
    },
  ];
  return {
    to: input.to,
    subject: PASSWORD_RESET_SUBJECT,
    text: textBody(parts),
    html: htmlBody(parts, PASSWORD_RESET_SUBJECT),
    attachments: [],
    idempotencyKey: `password-reset-${input.resetId}-${input.tokenHash.slice(0, 16)}`,
  };
}
