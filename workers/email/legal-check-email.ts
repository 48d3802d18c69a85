import { CONTACT_TIMES, LEGAL_CHECK_OFFER, type LegalFinding } from "../../core/index.ts";
import type { OutgoingEmail } from "./mailer.ts";
import { htmlBody, textBody, type Paragraph } from "./will-email.ts";

/**
 * The two emails of a legal check request: the confirmation to the person who asked, and the
 * notification to the team (LEGAL_CHECK_EMAIL) with the will's id and its legal findings.
 */
export const LEGAL_CHECK_CONFIRMATION_SUBJECT = "We have your request for a legal check";
export const LEGAL_CHECK_NOTIFICATION_SUBJECT = "New legal check request";

export interface LegalCheckEmailInput {
  requestId: string;
  willId: string;
  testatorName: string;
  name: string;
  email: string;
  phone: string | null;
  contactTime: string | null;
  notes: string | null;
}

const contactTimeLabel = (value: string | null) =>
  value && value in CONTACT_TIMES ? CONTACT_TIMES[value as keyof typeof CONTACT_TIMES] : "Not given";

function email(to: string, subject: string, parts: Paragraph[], idempotencyKey: string): OutgoingEmail {
  return {
    to,
    subject,
    text: textBody(parts),
    html: htmlBody(parts, subject),
    attachments: [],
    idempotencyKey,
  };
}

export function composeLegalCheckConfirmation(input: LegalCheckEmailInput): OutgoingEmail {
  return email(
    input.email,
    LEGAL_CHECK_CONFIRMATION_SUBJECT,
    [
      { text: `Dear ${input.name},` },
      {
        text: `Thank you for asking for a legal check of ${input.testatorName ? `the will of ${input.testatorName}` : "your will"}. A member of our team will contact you${input.contactTime && input.contactTime !== "any" ? ` in the ${input.contactTime}` : ""} to talk it through.`,
      },
      { heading: "What the check covers", text: LEGAL_CHECK_OFFER.covers },
      { heading: "The price", text: LEGAL_CHECK_OFFER.price },
      {
        heading: "In the meantime",
        text: "You do not need to do anything. If you have already signed your will in front of two witnesses it is valid as it is; the check may suggest changes, which would need a new will or a codicil.",
      },
      { text: `Your request reference is ${input.requestId}.` },
    ],
    `legal-check-${input.requestId}-confirmation`,
  );
}

export function composeLegalCheckNotification(
  input: LegalCheckEmailInput & { to: string; findings: readonly LegalFinding[] },
): OutgoingEmail {
  const findings = input.findings.length
    ? input.findings
        .map((finding) => `- [${finding.severity}] ${finding.message} (${finding.statute})`)
        .join("\n")
    : "No findings.";
  return email(
    input.to,
    `${LEGAL_CHECK_NOTIFICATION_SUBJECT}: will ${input.willId}`,
    [
      { text: `A legal check was requested for will ${input.willId}.` },
      {
        heading: "Contact",
        text: [
          `Name: ${input.name}`,
          `Email: ${input.email}`,
          `Phone: ${input.phone ?? "Not given"}`,
          `Preferred contact time: ${contactTimeLabel(input.contactTime)}`,
        ].join("\n"),
      },
      { heading: "Notes", text: input.notes ?? "None." },
      { heading: "The legal checks' findings for this will", text: findings },
      {
        text: `Request ${input.requestId}. Open the will in the database viewer to read it; confirm the price with the person before any charge.`,
      },
    ],
    `legal-check-${input.requestId}-notification`,
  );
}
