import { once } from "node:events";
import type { AddressInfo } from "node:net";
import net from "node:net";
// The adapter web/server.ts uses (createRequestHandler), its two halves.
import { createRemixRequest, sendRemixResponse } from "@remix-run/express/dist/server.js";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJsonBody } from "../../web/app/common/http.server.ts";
import { statusLines } from "../support/raw-http.ts";
import {
  answerUnparsableRequests,
  drainUnreadBodies,
  knownMethodsOnly,
  plainAddressesOnly,
  sameOriginWrites,
} from "../../web/server/http-guards.ts";

/**
 * The HTTP layer in front of Remix (web/server/http-guards.ts), on a real socket: the guards
 * web/server.ts mounts, and a JSON route that reads its body the way every JSON call does
 * (through @remix-run/express's request and web/app/common/http.server.ts's reader).
 */
let server: ReturnType<ReturnType<typeof express>["listen"]>;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(drainUnreadBodies());
  app.use(knownMethodsOnly());
  app.use(plainAddressesOnly());
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.use(sameOriginWrites("https://wills.example"));
  const echo = async (req: express.Request, res: express.Response) => {
    const request = createRemixRequest(req, res);
    let response: Response;
    try {
      const body = await readJsonBody(request, 1024);
      response = Response.json({ received: body });
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      response = thrown;
    }
    await sendRemixResponse(res, response);
  };
  // Express 4 does not wait for a promise: a failure goes to its error handler.
  app.all("*", (req, res, next) => {
    echo(req, res).catch(next);
  });
  server = app.listen(0, "127.0.0.1");
  answerUnparsableRequests(server);
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Writes raw bytes on one kept-alive socket and collects responses as they arrive. */
function rawConnection() {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  const waiters: (() => void)[] = [];
  socket.on("data", (chunk: Buffer) => {
    received += chunk.toString("latin1");
    waiters.splice(0).forEach((wake) => wake());
  });
  socket.on("close", () => waiters.splice(0).forEach((wake) => wake()));
  return {
    socket,
    write: (text: string | Buffer) => socket.write(text),
    text: () => received,
    /** Resolves once `count` status lines have arrived, or rejects after `ms`. */
    async responses(count: number, ms: number): Promise<string[]> {
      const deadline = Date.now() + ms;
      for (;;) {
        const lines = statusLines(received);
        if (lines.length >= count) return lines;
        if (socket.destroyed || Date.now() > deadline) {
          throw new Error(
            `only ${lines.length} of ${count} responses in ${ms} ms: ${received.slice(0, 300)}`,
          );
        }
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
  };
}

describe("a body refused early does not stall the connection", () => {
  it("answers the next request on the same socket promptly after a 413 on Content-Length", async () => {
    const connection = rawConnection();
    const body = Buffer.alloc(300_000, "a");
    connection.write(
      `POST /api/wills HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    connection.write(body);
    connection.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    const started = Date.now();
    expect(await connection.responses(2, 2_000)).toEqual(["HTTP/1.1 413", "HTTP/1.1 200"]);
    expect(Date.now() - started).toBeLessThan(2_000);
    connection.socket.destroy();
  });

  it("delivers the 413 and the next answer when the body is chunked and grows past the limit", async () => {
    const connection = rawConnection();
    connection.write(
      "POST /api/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
    );
    const chunk = "a".repeat(4096);
    for (let index = 0; index < 20; index += 1) connection.write(`1000\r\n${chunk}\r\n`);
    connection.write("0\r\n\r\nGET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    expect(await connection.responses(2, 2_000)).toEqual(["HTTP/1.1 413", "HTTP/1.1 200"]);
    connection.socket.destroy();
  });
});

describe("methods", () => {
  /** The raw answer to one request line. */
  async function answerTo(method: string): Promise<string> {
    const connection = rawConnection();
    connection.write(`${method} / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    await connection.responses(1, 2_000);
    await once(connection.socket, "close");
    return connection.text();
  }

  it.each(["TRACE", "PROPFIND", "MKCOL", "PURGE"])(
    "answers %s with 405, naming the allowed methods",
    async (method) => {
      const answer = await answerTo(method);
      expect(answer).toMatch(/^HTTP\/1\.1 405 /);
      expect(answer).toContain("Allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      expect(answer).toContain("This method is not allowed here.");
    },
  );

  it.each(["TRACK", "get", "FROB", "BREW", "CONNECT"])(
    "answers %s (a method Node's parser does not know) with 405 before the app",
    async (method) => {
      const answer = await answerTo(method);
      expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
      expect(answer).toContain("Allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      expect(answer).toContain("This method is not allowed here.");
    },
  );

  it("answers a request line that is not HTTP with 400, and a header too large with 431", async () => {
    const garbage = rawConnection();
    garbage.write("GET /\x01 nonsense\r\n\r\n");
    await garbage.responses(1, 2_000);
    expect(garbage.text()).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    garbage.socket.destroy();
    const huge = rawConnection();
    huge.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    await huge.responses(1, 2_000);
    expect(huge.text()).toMatch(/^HTTP\/1\.1 431 /);
    huge.socket.destroy();
  });
});

describe("odd addresses", () => {
  it.each([
    "/wills/%00abc",
    "/api/db-viewer/wills/%ED%A0%80",
    "/x?id=a%00b",
    "/x?q=%0D%0ASet-Cookie:x",
    "/%E0%A4%A",
  ])("answers %s with 400", async (path) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("The address contains characters that cannot be used.");
  });
});

describe("the Origin check compares scheme, host and port", () => {
  const post = (origin: string) =>
    fetch(`http://127.0.0.1:${port}/api/x`, {
      method: "POST",
      headers: { Origin: origin, "Content-Type": "application/json" },
      body: "{}",
    });

  it.each([
    "https://127.0.0.1:" + "PORT",
    "http://127.0.0.1:1",
    "http://127.0.0.1.evil.example",
    "http://evil.example",
    "null",
    "https://wills.example:8443",
    "http://wills.example",
  ])("refuses Origin %s", async (origin) => {
    const response = await post(origin.replace("PORT", String(port)));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: "This request came from another website and was refused.",
    });
  });

  it("accepts this site's own origin and PUBLIC_URL's", async () => {
    expect((await post(`http://127.0.0.1:${port}`)).status).toBe(200);
    expect((await post("https://wills.example")).status).toBe(200);
  });
});

describe("odd bodies", () => {
  it.each([
    ['{"name":"a\\u0000b"}', "name"],
    ['{"name":"\\ud800"}', "name"],
    ['{"list":[{"deep":"\\udc00x"}]}', "list.0.deep"],
    ['{"a\\u0000":1}', "(body)"],
  ])("refuses %s with 400 naming the field", async (body, field) => {
    const response = await fetch(`http://127.0.0.1:${port}/api/x`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; fieldErrors: Record<string, string[]> };
    expect(Object.keys(answer.fieldErrors)).toEqual([field]);
    expect(answer.error).toMatch(/contains a (control|broken) character/);
  });
});
