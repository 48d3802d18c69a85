import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach } from "vitest";

/**
 * A real HTTP server speaking the OpenAI chat-completions API (POST /v1/chat/completions), for the
 * AI tests: the `openai` SDK talks to it over the network exactly as it would to OpenAI or any
 * compatible server. What it answers is decided per request by a responder the test sets.
 */
export interface ChatCompletionRequestBody {
  model: string;
  messages: { role: string; content?: string | null; tool_calls?: unknown[]; tool_call_id?: string }[];
  tools?: { type: string; function: { name: string; parameters?: unknown } }[];
  tool_choice?: unknown;
  [key: string]: unknown;
}

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage["headers"];
  body: ChatCompletionRequestBody;
}

/** What to answer: a JSON body with a status, after an optional delay; or a raw text body. */
export interface ScriptedReply {
  status?: number;
  body?: unknown;
  raw?: string;
  delayMs?: number;
}

export type Responder = (request: ChatCompletionRequestBody, index: number) => ScriptedReply;

export interface FakeOpenAiServer {
  /** The base URL to give the SDK (ends in /v1). */
  baseURL: string;
  requests: RecordedRequest[];
  respondWith(responder: Responder): void;
  close(): Promise<void>;
}

let completionCounter = 0;

/** A completion whose message is plain text. */
export function textCompletion(content: string): ScriptedReply {
  return { body: completion({ role: "assistant", content }, "stop") };
}

/** A completion that calls one tool with `args` (given as an object, or as raw text to test bad JSON). */
export function toolCallCompletion(
  name: string,
  args: unknown,
  content: string | null = null,
): ScriptedReply {
  return toolCallsCompletion([[name, args]], content);
}

/** A completion that calls several tools in one message, in order. */
export function toolCallsCompletion(
  calls: ReadonlyArray<readonly [name: string, args: unknown]>,
  content: string | null = null,
): ScriptedReply {
  return {
    body: completion(
      {
        role: "assistant",
        content,
        tool_calls: calls.map(([name, args]) => {
          completionCounter += 1;
          return {
            id: `call_${completionCounter}`,
            type: "function",
            function: { name, arguments: typeof args === "string" ? args : JSON.stringify(args) },
          };
        }),
      },
      "tool_calls",
    ),
  };
}

function completion(message: Record<string, unknown>, finishReason: string) {
  completionCounter += 1;
  return {
    id: `chatcmpl-test-${completionCounter}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: "test-model",
    choices: [{ index: 0, message, finish_reason: finishReason, logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startOpenAiServer(): Promise<FakeOpenAiServer> {
  const requests: RecordedRequest[] = [];
  let responder: Responder = () => ({ status: 500, body: { error: { message: "no responder set" } } });
  const timers = new Set<NodeJS.Timeout>();

  const server: Server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      if (request.method !== "POST" || !request.url?.endsWith("/chat/completions")) {
        response.writeHead(404, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ error: { message: "Not found" } }));
        return;
      }
      const body = JSON.parse(text) as ChatCompletionRequestBody;
      requests.push({ path: request.url, headers: request.headers, body });
      const reply = responder(body, requests.length - 1);
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(reply.status ?? 200, { "Content-Type": "application/json" });
        response.end(reply.raw ?? JSON.stringify(reply.body ?? {}));
      };
      if (reply.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send();
        }, reply.delayMs);
        timers.add(timer);
      } else {
        send();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    respondWith(next) {
      responder = next;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * For a test file whose routes talk to the model: this server, started before the file with the
 * app's OPENAI_* settings pointing at it (read once, lazily, on the first getEnv(): set before any
 * route runs), its recorded requests cleared before each test, closed after the file. `timeoutMs`
 * is the app's OPENAI_TIMEOUT_MS. Read `model()` inside tests and hooks.
 */
export function useOpenAiServer(timeoutMs: number): () => FakeOpenAiServer {
  let model: FakeOpenAiServer | undefined;
  beforeAll(async () => {
    model = await startOpenAiServer();
    process.env.OPENAI_API_KEY = "sk-test-key";
    process.env.OPENAI_BASE_URL = model.baseURL;
    process.env.OPENAI_MODEL = "test-model";
    process.env.OPENAI_TIMEOUT_MS = String(timeoutMs);
  });
  afterAll(async () => {
    await model?.close();
  });
  const started = () => {
    if (!model) throw new Error("The model's server is started in beforeAll.");
    return model;
  };
  beforeEach(() => {
    started().requests.length = 0;
  });
  return started;
}
