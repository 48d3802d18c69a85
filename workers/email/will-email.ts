import { MINIMUM_AGE, WITNESSES_REQUIRED } from "../../core/legal/figures.ts";
import { escapeHtml } from "../../core/will/render.ts";
import type { OutgoingEmail } from "./mailer.ts";

/**
 * The email that delivers a finished will: the PDF attached, and what to do next in plain English
 * (docs/product.md section 1: print it, sign it before two independent adult witnesses who also sign,
 * store it safely). Self-contained: no remote images, no links, no tracking.
 */

export const WILL_EMAIL_SUBJECT = "Your will is ready to sign";

export interface WillEmailInput {
  to: string;
  testatorName: string;
  willId: string;
  pdf: Uint8Array;
  /** Built by the caller ("{name}.pdf"). */
  pdfFilename: string;
}

const NUMBER_WORDS = ["zero", "one", "two", "three", "four"];
const witnessCount = NUMBER_WORDS[WITNESSES_REQUIRED] ?? String(WITNESSES_REQUIRED);

export interface Paragraph {
  heading?: string;
  text: string;
  /** The paragraph is a link to this address (its text, the address itself in the text part). */
  href?: string;
}

/** The body, once, so the text and HTML parts always say the same thing. */
function paragraphs(testatorName: string, pdfFilename: string): Paragraph[] {
  return [
    { text: testatorName ? `Dear ${testatorName},` : "Hello," },
    {
      text: `Your will is attached to this email as a PDF (${pdfFilename}). It is not legally valid until you have printed it and signed it in front of ${witnessCount} witnesses, as described below.`,
    },
    {
      heading: "1. Print it",
      text: "Read your will carefully. If anything is wrong, change it and print it again. Print it on plain paper. Do not sign it on a screen: a will signed electronically is not valid in England and Wales.",
    },
    {
      heading: `2. Sign it in front of ${witnessCount} witnesses`,
      text: `Sign it in ink in front of ${witnessCount} independent adult witnesses, aged ${MINIMUM_AGE} or over, who are in the room with you at the same time. Both witnesses then sign it too, while you are still there.`,
    },
    {
      heading: "3. Choose your witnesses carefully",
      text: "A witness must not be someone who gets anything from your will, and must not be the husband, wife or civil partner of someone who does. If they are, that gift fails, although the rest of the will stays valid.",
    },
    {
      heading: "4. Store it safely",
      text: "Keep the signed original somewhere safe, such as a fireproof box at home, with a solicitor, or with the Probate Service, and tell your executor where it is. Do not staple anything to it or write on it after it is signed.",
    },
    {
      heading: "Optional: a legal check by a person",
      text: "If you would like a human legal expert to review your will before you sign it, you can ask for our optional legal check. This is a paid service: we will tell you the price and ask you to confirm it before you are charged anything.",
    },
    {
      text: "You received this email because you asked us to send you your will. Please keep it private: your will contains personal information.",
    },
  ];
}

/** The plain-text part of an email made of paragraphs. */
export function textBody(parts: Paragraph[]): string {
  const textOf = (part: Paragraph) => (part.href ? `${part.text}:\n${part.href}` : part.text);
  return `${parts.map((part) => (part.heading ? `${part.heading}\n${textOf(part)}` : textOf(part))).join("\n\n")}\n`;
}

/** The HTML part: the same paragraphs, every value escaped, under `title`. */
export function htmlBody(parts: Paragraph[], title: string): string {
  const body = parts
    .map((part) => {
      const heading = part.heading
        ? `<h2 style="font-size:17px;margin:24px 0 8px;">${escapeHtml(part.heading)}</h2>\n`
        : "";
      const text = part.href
        ? `<a href="${escapeHtml(part.href)}">${escapeHtml(part.text)}</a>`
        : escapeHtml(part.text);
      return `${heading}<p style="margin:0 0 16px;white-space:pre-line;">${text}</p>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font-family:Arial, Helvetica, sans-serif;font-size:16px;line-height:1.5;">
<div style="max-width:600px;margin:0 auto;">
<h1 style="font-size:22px;margin:0 0 16px;">${escapeHtml(title)}</h1>
${body}
</div>
</body>
</html>
`;
}

export function composeWillEmail(input: WillEmailInput): OutgoingEmail {
  const parts = paragraphs(input.testatorName.trim(), input.pdfFilename);
  return {
    to: input.to,
    subject: WILL_EMAIL_SUBJECT,
    text: textBody(parts),
    html: htmlBody(parts, WILL_EMAIL_SUBJECT),
    attachments: [{ filename: input.pdfFilename, content: input.pdf, contentType: "application/pdf" }],
    idempotencyKey: `will-${input.willId}`,
  };
}
