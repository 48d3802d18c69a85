import { mail } from "./activity-proxies.ts";
import type { LegalCheckRequestInput } from "./definitions.ts";

/**
 * A legal check request's emails (the confirmation to the person, the notification to the team),
 * retried as patiently as a will's email. Workflow id `legal-check-emails-<requestId>`.
 */
export async function legalCheckRequest(input: LegalCheckRequestInput): Promise<"sent"> {
  await mail.sendLegalCheckEmails(input.requestId);
  return "sent";
}
