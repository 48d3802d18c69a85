import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerDataStream } from "smtp-server";

/**
 * A real SMTP server on 127.0.0.1 for tests: it accepts every message, parses it back with
 * mailparser and keeps it in `received`. `rejectNext` makes the next message fail with a chosen
 * reply code, to test how the mailer classifies refusals.
 */

export interface ReceivedEmail {
  /** The From header as written, e.g. `"Will Service" <wills@example.org>`. */
  from: string;
  /** The envelope recipients (RCPT TO). */
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Every header as written, by its lower-case name, e.g. `list-unsubscribe-post`. */
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export type RejectionStage = "RCPT" | "DATA";

export interface SmtpSink {
  /** smtp://127.0.0.1:PORT */
  url: string;
  port: number;
  received: ReceivedEmail[];
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedEmail[]>;
  /** Make the next RCPT TO (default) or the next DATA fail with that reply code and message. */
  rejectNext(code: number, message: string, stage?: RejectionStage): void;
  close(): Promise<void>;
}

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

async function readAll(stream: SMTPServerDataStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Starts the sink on `port` (0, the default, picks a free one). */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedEmail[] = [];
  const waiters = new Set<() => void>();
  let rejection: { code: number; message: string; stage: RejectionStage } | null = null;

  const takeRejection = (stage: RejectionStage): Error | null => {
    if (rejection?.stage !== stage) return null;
    const error = smtpError(rejection.code, rejection.message);
    rejection = null;
    return error;
  };

  /** Reads the whole message (even one to be refused, so the session stays in step), then keeps it. */
  const receive = async (stream: SMTPServerDataStream, recipients: string[]) => {
    const raw = await readAll(stream);
    const rejected = takeRejection("DATA");
    if (rejected) throw rejected;
    const parsed = await simpleParser(raw);
    received.push({
      from: parsed.from?.text ?? "",
      to: recipients,
      subject: parsed.subject ?? "",
      text: parsed.text ?? "",
      html: parsed.html === false ? "" : parsed.html,
      messageId: parsed.messageId ?? "",
      headers: Object.fromEntries(
        parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(":") + 1).trim()]),
      ),
      attachments: parsed.attachments.map((attachment) => ({
        filename: attachment.filename ?? "",
        contentType: attachment.contentType,
        content: attachment.content,
      })),
    });
    for (const wake of waiters) wake();
  };

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 1_000,
    onRcptTo(_address, _session, callback) {
      callback(takeRejection("RCPT"));
    },
    onData(stream, session, callback) {
      receive(
        stream,
        session.envelope.rcptTo.map((recipient) => recipient.address),
      ).then(
        () => callback(),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.server.off("error", reject);
      resolve();
    });
  });
  const bound = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    received,
    waitFor(count, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          cleanUp();
          resolve(received.slice(0, count));
        };
        const timer = setTimeout(() => {
          cleanUp();
          reject(
            new Error(`The SMTP sink received ${received.length} of ${count} emails in ${timeoutMs} ms.`),
          );
        }, timeoutMs);
        const cleanUp = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    rejectNext(code, message, stage = "RCPT") {
      rejection = { code, message, stage };
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
