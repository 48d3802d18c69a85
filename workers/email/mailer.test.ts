import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "../../tests/support/smtp-sink.ts";
import {
  createOutboxMailer,
  createSmtpMailer,
  MailDeliveryError,
  type Mailer,
  type OutgoingEmail,
} from "./mailer.ts";
import { composeWillEmail } from "./will-email.ts";

const FROM = '"Will Service" <wills@will-service.example>';

/** A small PDF-like payload with every byte value, so any re-encoding would show. */
function fakePdf(): Uint8Array {
  const header = Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1");
  const everyByte = Buffer.from(Array.from({ length: 256 }, (_, index) => index));
  return new Uint8Array(Buffer.concat([header, everyByte, randomBytes(64 * 1024), Buffer.from("\n%%EOF\n")]));
}

function anEmail(overrides: Partial<OutgoingEmail> = {}): OutgoingEmail {
  const email = composeWillEmail({
    to: "testator@example.org",
    testatorName: "Jane Example",
    willId: "w_123",
    pdf: fakePdf(),
    pdfFilename: "Jane Example.pdf",
  });
  return { ...email, ...overrides };
}

async function expectDeliveryError(promise: Promise<unknown>): Promise<MailDeliveryError> {
  const error = await promise.then(
    () => {
      throw new Error("Expected the send to fail.");
    },
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(MailDeliveryError);
  return error as MailDeliveryError;
}

/** A port nothing listens on: open a server, note its port, close it. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("the SMTP mailer", () => {
  let sink: SmtpSink;
  let mailer: Mailer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    mailer = createSmtpMailer({ url: sink.url, from: FROM, timeoutMs: 5_000 });
  });

  afterAll(async () => {
    await mailer?.close();
    await sink?.close();
  });

  it("delivers the will with its PDF byte-identical, the subject, the From and a Message-ID from the idempotency key", async () => {
    const email = anEmail();
    const before = sink.received.length;

    const { messageId } = await mailer.send(email);

    const delivered = (await sink.waitFor(before + 1))[before];
    expect(messageId).toBe("<will-w_123@will-service>");
    expect(delivered?.messageId).toBe("<will-w_123@will-service>");
    expect(delivered?.subject).toBe("Your will is ready to sign");
    expect(delivered?.from).toContain("wills@will-service.example");
    expect(delivered?.to).toEqual(["testator@example.org"]);
    expect(delivered?.text).toContain("two independent adult witnesses");
    expect(delivered?.attachments).toHaveLength(1);
    const [attachment] = delivered?.attachments ?? [];
    expect(attachment?.filename).toBe("Jane Example.pdf");
    expect(attachment?.contentType).toBe("application/pdf");
    expect(
      Buffer.compare(attachment?.content ?? Buffer.alloc(0), Buffer.from(email.attachments[0]!.content)),
    ).toBe(0);
  });

  it("sends a retry of the same will with the same Message-ID", async () => {
    const first = await mailer.send(anEmail({ idempotencyKey: "will-retry/1 ä" }));
    const second = await mailer.send(anEmail({ idempotencyKey: "will-retry/1 ä" }));
    expect(first.messageId).toBe("<will-retry_1__@will-service>");
    expect(second.messageId).toBe(first.messageId);
  });

  it("reports a permanent rejection (550 bad recipient) as not retryable, without the address", async () => {
    sink.rejectNext(550, "5.1.1 <testator@example.org>: Recipient address rejected");

    const error = await expectDeliveryError(mailer.send(anEmail()));

    expect(error.retryable).toBe(false);
    expect(error.responseCode).toBe(550);
    expect(error.message).not.toContain("testator@example.org");
    expect(error.message).toContain("permanent");
  });

  it("reports a temporary refusal (451) as retryable", async () => {
    sink.rejectNext(451, "4.3.0 Try again later");

    const error = await expectDeliveryError(mailer.send(anEmail()));

    expect(error.retryable).toBe(true);
    expect(error.responseCode).toBe(451);
  });

  it("reports a temporary refusal of the message itself (451 after DATA) as retryable", async () => {
    sink.rejectNext(451, "4.7.1 Greylisted, try again", "DATA");

    const error = await expectDeliveryError(mailer.send(anEmail()));

    expect(error.retryable).toBe(true);
    expect(error.responseCode).toBe(451);
  });

  it("reports a permanent refusal of the message itself (554 after DATA) as not retryable", async () => {
    sink.rejectNext(554, "5.6.0 Message content rejected", "DATA");

    const error = await expectDeliveryError(mailer.send(anEmail()));

    expect(error.retryable).toBe(false);
  });
});

describe("the SMTP mailer when the server cannot be reached", () => {
  it("reports SMTP down (connection refused) as retryable, quickly, without retrying itself", async () => {
    const port = await freePort();
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: FROM, timeoutMs: 500 });
    try {
      const started = Date.now();
      const error = await expectDeliveryError(mailer.send(anEmail()));
      expect(error.retryable).toBe(true);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await mailer.close();
    }
  });

  it("reports a server that never greets as retryable, after the timeout", async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: FROM, timeoutMs: 300 });
    try {
      const started = Date.now();
      const error = await expectDeliveryError(mailer.send(anEmail()));
      expect(error.retryable).toBe(true);
      expect(error.code).toBe("ETIMEDOUT");
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await mailer.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe("the outbox mailer", () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "will-outbox-"));
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("creates the directory and writes a parseable .eml with the attachment intact", async () => {
    const directory = path.join(root, "not", "there", "yet");
    const mailer = createOutboxMailer({ directory, from: FROM });
    const email = anEmail();
    try {
      const { messageId } = await mailer.send(email);
      expect(messageId).toBe("<will-w_123@will-service>");
    } finally {
      await mailer.close();
    }

    const files = await readdir(directory);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{8}T\d{9}Z-will-w_123\.eml$/);
    const raw = await readFile(path.join(directory, files[0]!));
    expect(raw.includes("\r\n")).toBe(true);
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe("Your will is ready to sign");
    expect(parsed.messageId).toBe("<will-w_123@will-service>");
    expect(parsed.from?.text).toContain("wills@will-service.example");
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]?.filename).toBe("Jane Example.pdf");
    expect(parsed.attachments[0]?.contentType).toBe("application/pdf");
    expect(Buffer.compare(parsed.attachments[0]!.content, Buffer.from(email.attachments[0]!.content))).toBe(
      0,
    );
  });
});

describe("composeWillEmail", () => {
  const email = composeWillEmail({
    to: "obrien@example.org",
    testatorName: "<script>alert(1)</script> O'Brien",
    willId: "42",
    pdf: new Uint8Array([37, 80, 68, 70]),
    pdfFilename: "Sean O'Brien.pdf",
  });

  it("escapes the testator's name in the HTML part", () => {
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; O&#39;Brien");
    expect(email.html).toContain("Sean O&#39;Brien.pdf");
    expect(email.text).toContain("Dear <script>alert(1)</script> O'Brien,");
  });

  it("says what to do next, as the spec does: print, sign before two witnesses who also sign, store safely", () => {
    for (const body of [email.text, email.html]) {
      expect(body).toContain("Print it");
      expect(body).toContain("in front of two independent adult witnesses");
      expect(body).toContain("in the room with you at the same time");
      expect(body).toContain("Both witnesses then sign it too");
      expect(body).toContain("husband, wife or civil partner");
      expect(body).toContain("Store it safely");
      expect(body).toContain("tell your executor where it is");
      expect(body).toContain("optional legal check");
      expect(body).toContain("confirm it before you are charged");
    }
  });

  it("attaches the will as a PDF and keys the message by the will", () => {
    expect(email.subject).toBe("Your will is ready to sign");
    expect(email.attachments).toEqual([
      {
        filename: "Sean O'Brien.pdf",
        content: new Uint8Array([37, 80, 68, 70]),
        contentType: "application/pdf",
      },
    ]);
    expect(email.idempotencyKey).toBe("will-42");
  });

  it("has no remote images and no tracking", () => {
    expect(email.html).not.toMatch(/<img|src=|url\(|https?:\/\//i);
  });
});
