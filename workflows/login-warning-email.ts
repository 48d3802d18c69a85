import { mail } from "./activity-proxies.ts";
import type { LoginWarningEmailInput } from "./definitions.ts";

/**
 * The email telling an owner that wrong passwords are slowing their sign-in down, retried like
 * every email. Workflow id `login-warning-email-<warningId>` (a random id per lock-out); its
 * history holds only ids, never the address.
 */
export async function loginWarningEmail(input: LoginWarningEmailInput): Promise<"sent"> {
  await mail.sendLoginWarningEmail(input.warningId, input.userId);
  return "sent";
}
