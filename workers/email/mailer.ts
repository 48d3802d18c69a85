import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type NodemailerError, type SendMailOptions } from "nodemailer";

/**
 * Sending email: over SMTP, or into an outbox folder of .eml files when no SMTP server is
 * configured (the embedded default's "sent" mail).
 *
 * The mailer does not retry (docs/product.md section 10): it makes one attempt and throws a
 * MailDeliveryError that says whether trying again could help. The pipeline's retry policy does
 * the retrying, and because the Message-ID is derived from the idempotency key, a retried send is
 * recognisable as the same message.
 *
 * Nothing here logs, and a MailDeliveryError never carries the message body or the recipient's
 * address (addresses in the server's reply are redacted, and the library's error is not kept as
 * the cause, since its message can quote the recipient).
 */

export interface EmailAttachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: EmailAttachment[];
  /** Extra headers, e.g. the one-click stop link of RFC 8058 (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** A stable id derived from what is being sent (e.g. "will-<id>"): the Message-ID is built from it, so a retried send is recognisable as the same message. */
  idempotencyKey: string;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<{ messageId: string }>;
  close(): Promise<void>;
}

export const DEFAULT_SMTP_TIMEOUT_MS = 15_000;
const MESSAGE_ID_DOMAIN = "will-service";

/** One failed attempt to send. `retryable` is false when sending the same message again would fail the same way. */
export class MailDeliveryError extends Error {
  override name = "MailDeliveryError";
  readonly retryable: boolean;
  /** Nodemailer's error code, such as ESOCKET, ETIMEDOUT or EENVELOPE. */
  readonly code: string | undefined;
  /** The SMTP reply code, such as 451 or 550, when the server answered. */
  readonly responseCode: number | undefined;

  constructor(
    message: string,
    details: { retryable: boolean; code?: string | undefined; responseCode?: number | undefined },
  ) {
    super(message);
    this.retryable = details.retryable;
    this.code = details.code;
    this.responseCode = details.responseCode;
  }
}

/** The idempotency key reduced to characters that are safe in a Message-ID and a file name. */
export function sanitiseIdempotencyKey(key: string): string {
  const safe = key.replace(/[^A-Za-z0-9._-]/g, "_");
  if (safe.replace(/[._-]/g, "").length === 0) {
    throw new MailDeliveryError("The email's idempotency key is empty.", {
      retryable: false,
      code: "ECONFIG",
    });
  }
  return safe;
}

export function messageIdFor(idempotencyKey: string): string {
  return `<${sanitiseIdempotencyKey(idempotencyKey)}@${MESSAGE_ID_DOMAIN}>`;
}

function mailOptions(email: OutgoingEmail, from: string): SendMailOptions {
  return {
    from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    messageId: messageIdFor(email.idempotencyKey),
    ...(email.headers ? { headers: email.headers } : {}),
    attachments: email.attachments.map((attachment) => ({
      filename: attachment.filename,
      content: Buffer.from(
        attachment.content.buffer,
        attachment.content.byteOffset,
        attachment.content.byteLength,
      ),
      contentType: attachment.contentType,
    })),
  };
}

/** Failures that no later attempt can fix: the configuration, the envelope or the message itself is wrong. */
const PERMANENT_CODES = new Set([
  "ECONFIG",
  "EENVELOPE",
  "EAUTH",
  "ENOAUTH",
  "EOAUTH2",
  "EREQUIRETLS",
  "EMAXRECIPIENTS",
  "EFILEACCESS",
  "EURLACCESS",
  "EOTP",
]);

/** RFC 5321: 5yz is a permanent rejection, except 503 (wrong state for the command; a new session can succeed). */
function isPermanentReply(responseCode: number): boolean {
  return responseCode >= 500 && responseCode < 600 && responseCode !== 503;
}

function isRetryable(error: NodemailerError): boolean {
  if (typeof error.responseCode === "number") {
    return typeof error.permanent === "boolean" ? !error.permanent : !isPermanentReply(error.responseCode);
  }
  // No SMTP reply: connection refused, DNS, TLS, a timeout or a dropped socket are worth another
  // attempt; a bad configuration or envelope is not.
  return !(error.code !== undefined && PERMANENT_CODES.has(error.code));
}

const EMAIL_ADDRESS = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g;

function redactAddresses(text: string): string {
  return text.replace(EMAIL_ADDRESS, "[address]");
}

function toDeliveryError(error: unknown): MailDeliveryError {
  if (error instanceof MailDeliveryError) return error;
  if (!(error instanceof Error)) {
    return new MailDeliveryError("Email delivery failed.", { retryable: true });
  }
  const failure = error as NodemailerError;
  const retryable = isRetryable(failure);
  const code = failure.originalCode ?? failure.code;
  const what = [
    failure.command ? `during ${failure.command}` : null,
    code ? `(${code})` : null,
    failure.timeoutType ? `after ${failure.timeoutType}` : null,
  ]
    .filter((part): part is string => part !== null)
    .join(" ");
  const reply = failure.response ? `: the server replied "${redactAddresses(failure.response).trim()}"` : "";
  const outcome = retryable ? "temporary, can be retried" : "permanent, retrying will not help";
  return new MailDeliveryError(
    `Email delivery failed${what ? ` ${what}` : ""}${reply} (${outcome}).`.replace(/\s+/g, " "),
    { retryable, code: failure.code, responseCode: failure.responseCode },
  );
}

/**
 * One SMTP connection per send (no pool), closed by nodemailer after the message, so an idle
 * worker holds no socket. `url` is an SMTP connection URL such as smtp://user:pass@host:587.
 */
export function createSmtpMailer(options: { url: string; from: string; timeoutMs?: number }): Mailer {
  const timeoutMs = options.timeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS;
  const url = new URL(options.url);
  // The URL's own options win over the object's in createTransport: never let ?pool=true in.
  url.searchParams.delete("pool");
  const transport = nodemailer.createTransport({
    url: url.toString(),
    pool: false,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
    logger: false,
    debug: false,
  });
  let closed = false;

  return {
    async send(email) {
      if (closed) {
        throw new MailDeliveryError("The mailer is closed.", { retryable: true });
      }
      try {
        const info = await transport.sendMail(mailOptions(email, options.from));
        return { messageId: info.messageId };
      } catch (error) {
        throw toDeliveryError(error);
      }
    },
    async close() {
      closed = true;
      transport.close();
    },
  };
}

function timestampForFileName(date: Date): string {
  // 2026-11-21T10:15:00.123Z -> 20261121T101500123Z: sorts by time and is safe on every file system.
  return date.toISOString().replace(/[-:.]/g, "");
}

/**
 * Writes each message as an RFC 822 .eml file (CRLF line ends) named
 * `<timestamp>-<idempotencyKey>.eml`: the embedded default's "sent" mail, readable by any mail
 * client. A retried send writes a second file with the same Message-ID.
 */
export function createOutboxMailer(options: { directory: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  let closed = false;

  return {
    async send(email) {
      if (closed) {
        throw new MailDeliveryError("The mailer is closed.", { retryable: true });
      }
      const key = sanitiseIdempotencyKey(email.idempotencyKey);
      let info;
      try {
        info = await transport.sendMail(mailOptions(email, options.from));
      } catch (error) {
        throw toDeliveryError(error);
      }
      if (!Buffer.isBuffer(info.message)) {
        throw new MailDeliveryError("The outbox could not build the message.", { retryable: false });
      }
      const file = path.join(options.directory, `${timestampForFileName(new Date())}-${key}.eml`);
      const partial = `${file}.partial`;
      try {
        await mkdir(options.directory, { recursive: true });
        // Written beside its final name, then renamed, so a reader never sees half a message.
        await writeFile(partial, info.message);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true }).catch(() => undefined);
        const code = (error as NodeJS.ErrnoException).code;
        throw new MailDeliveryError(`The outbox could not write the message${code ? ` (${code})` : ""}.`, {
          retryable: true,
          code,
        });
      }
      return { messageId: info.messageId };
    },
    async close() {
      closed = true;
      transport.close();
    },
  };
}
