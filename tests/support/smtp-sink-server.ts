import { createServer } from "node:http";
import { startSmtpSink } from "./smtp-sink.ts";

/**
 * The browser tests' mail server, run by Playwright beside the app: a real SMTP server on
 * E2E_SMTP_PORT that the app sends to, and a small HTTP view of what it received on
 * E2E_SMTP_HTTP_PORT (GET /messages?to=address), so a test can check the email arrived. The same
 * HTTP server stands in for the analytics service: the app POSTs its events to /collect, and a
 * test reads them back with GET /collected.
 */
const smtpPort = Number(process.env.E2E_SMTP_PORT);
const httpPort = Number(process.env.E2E_SMTP_HTTP_PORT);
if (!smtpPort || !httpPort) throw new Error("Set E2E_SMTP_PORT and E2E_SMTP_HTTP_PORT");

const sink = await startSmtpSink(smtpPort);

const collected: unknown[] = [];

const server = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  if (url.pathname === "/healthz") {
    response.end("ok");
    return;
  }
  if (url.pathname === "/collect" && request.method === "POST") {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      collected.push(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      response.statusCode = 204;
      response.end();
    });
    return;
  }
  if (url.pathname === "/collected") {
    response.setHeader("Content-Type", "application/json");
    response.end(JSON.stringify(collected));
    return;
  }
  if (url.pathname !== "/messages") {
    response.statusCode = 404;
    response.end();
    return;
  }
  const to = url.searchParams.get("to")?.toLowerCase();
  const messages = sink.received
    .filter((message) => !to || message.to.some((address) => address.toLowerCase() === to))
    .map((message) => ({
      from: message.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      messageId: message.messageId,
      attachments: message.attachments.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        contentBase64: attachment.content.toString("base64"),
      })),
    }));
  response.setHeader("Content-Type", "application/json");
  response.end(JSON.stringify(messages));
});
server.listen(httpPort, "127.0.0.1");

const stop = () => {
  server.close();
  void sink.close().finally(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
