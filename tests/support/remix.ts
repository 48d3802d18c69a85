import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll } from "vitest";
import { useDatabase } from "../../web/app/common/db.server.ts";
import { usePipeline, type Pipeline } from "../../web/app/common/pipeline.server.ts";
import type { PdfReadinessState } from "../../workers/pdf/readiness.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

/** What the Express server gives every loader and action, for calling them directly in tests. */
export function testContext(clientIp = "127.0.0.1"): AppLoadContext {
  return { cspNonce: "", requestId: "test", clientIp };
}

export interface HandlerResult {
  status: number;
  headers: Headers;
  /** The parsed JSON of a JSON Response, the text of another Response, or a `data()`/plain value. */
  body: unknown;
}

/** A Remix handler's answer as a status, headers and body, whether returned, thrown or `data()`. */
export async function run(handler: () => Promise<unknown>): Promise<HandlerResult> {
  let result: unknown;
  try {
    result = await handler();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    const text = await result.text();
    const isJson = (result.headers.get("content-type") ?? "").includes("json");
    return { status: result.status, headers: result.headers, body: isJson && text ? JSON.parse(text) : text };
  }
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { data, init } = result as { data: unknown; init?: ResponseInit };
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), body: data };
  }
  if (result instanceof Error) throw result;
  return { status: 200, headers: new Headers(), body: result };
}

/** A browser's cookies: takes in every Set-Cookie, gives back the Cookie header. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  absorb(headers: Headers): this {
    for (const setCookie of headers.getSetCookie()) {
      const [pair = "", ...attributes] = setCookie.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = "", attributeValue = ""] = attribute.trim().split("=");
        if (key.toLowerCase() === "max-age") return Number(attributeValue) <= 0;
        if (key.toLowerCase() === "expires") return new Date(attributeValue).getTime() <= Date.now();
        return false;
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): this {
    this.cookies.set(name, value);
    return this;
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [name, value] of this.cookies) copy.set(name, value);
    return copy;
  }
}

/** A JSON POST as a browser's fetch would send it. */
export function jsonPost(path: string, body: unknown, jar?: CookieJar): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(jar ? { Cookie: jar.header() } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** An HTML form post. */
export function formPost(path: string, fields: Record<string, string>, jar?: CookieJar): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(jar ? { Cookie: jar.header() } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

export function get(path: string, jar?: CookieJar): Request {
  return new Request(`http://localhost${path}`, { headers: jar ? { Cookie: jar.header() } : {} });
}

/** A pipeline that only records what the routes asked of it (the real one runs in will-pipeline.test.ts). */
export function recordingPipeline(): Pipeline & {
  started: { willId: string; email: string | null }[];
  finalised: string[];
  legalChecks: string[];
  passwordResets: string[];
  /** The login warnings started: [warningId, userId]. */
  loginWarnings: [string, string][];
  /** What pdfReadiness answers; a test sets `ready: false` to act as a server that cannot make PDFs. */
  pdf: PdfReadinessState;
  /** The review reminders started, changed and stopped, by reminder id. */
  reviews: { started: string[]; changed: string[]; stopped: string[] };
} {
  const pdf: PdfReadinessState = { ready: true, checked: true };
  const started: { willId: string; email: string | null }[] = [];
  const finalised: string[] = [];
  const legalChecks: string[] = [];
  const passwordResets: string[] = [];
  const loginWarnings: [string, string][] = [];
  const reviews = { started: [] as string[], changed: [] as string[], stopped: [] as string[] };
  return {
    reviews,
    startReviewReminders: async (reminderId) => {
      reviews.started.push(reminderId);
    },
    reviewRemindersChanged: async (reminderId) => {
      reviews.changed.push(reminderId);
    },
    stopReviewReminders: async (reminderId) => {
      reviews.stopped.push(reminderId);
    },
    loginWarnings,
    legalChecks,
    passwordResets,
    kind: "in-process",
    started,
    finalised,
    startGeneration: async (willId, email) => {
      started.push({ willId, email });
    },
    provideEmail: async () => undefined,
    startChatFinalisation: async (willId) => {
      finalised.push(willId);
    },
    startLegalCheckEmails: async (requestId) => {
      legalChecks.push(requestId);
    },
    startPasswordResetEmail: async (resetId) => {
      passwordResets.push(resetId);
    },
    startLoginWarningEmail: async (warningId, userId) => {
      loginWarnings.push([warningId, userId]);
    },
    pdf,
    pdfReadiness: () => ({ ...pdf }),
    close: async () => undefined,
  };
}

/**
 * For a test file that calls routes: a fresh database and `pipeline` in use from beforeAll, the
 * database closed after the file. Read `database()` inside tests and hooks.
 */
export function useRoutesWith(pipeline: Pipeline): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    useDatabase(database);
    usePipeline(pipeline);
  });
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error("The test database is opened in beforeAll.");
    return database;
  };
}
