import { mail } from "./activity-proxies.ts";
import type { PasswordResetEmailInput } from "./definitions.ts";

/**
 * The email with a password reset link, retried like every email (the activity sends nothing
 * once the reset has expired or been used). Workflow id `password-reset-email-<resetId>`; its history
 * holds only the reset's id, never the token.
 */
export async function passwordResetEmail(input: PasswordResetEmailInput): Promise<"sent"> {
  await mail.sendPasswordResetEmail(input.resetId);
  return "sent";
}
