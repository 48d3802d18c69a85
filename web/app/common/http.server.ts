import type { z } from "zod";
import { findUnsafeString, textProblem, textProblemMessage } from "../../../core/text.ts";

/** Bodies larger than this are refused with 413 before they are parsed. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * Every JSON answer of the service, with its length stated (not `Response.json`, which leaves it
 * unsaid): a small answer (an id, an error, a will's progress) then goes out in one write, as it
 * is, where an unsized one was gzipped on the thread pool and sent in three writes (headers,
 * body, end of a chunked stream); compression still takes any answer of 1 kB or more.
 * docs/decisions/035-sized-json-answers.md.
 */
export function json(data: unknown, init: ResponseInit = {}): Response {
  const body = JSON.stringify(data);
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Content-Length", String(Buffer.byteLength(body)));
  return new Response(body, { ...init, headers });
}

/** An error that is already the response a client should get. */
export function jsonError(status: number, error: string, extra?: Record<string, unknown>): Response {
  return json({ error, ...extra }, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * A request refused in the words, and with the HTTP status, its sender should get: an account
 * failure, a legal check asked for twice, the assistant's model away. A page shows `message`; a
 * JSON call answers with `response()`.
 */
export class Refusal<Status extends number = number> extends Error {
  constructor(
    readonly status: Status,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** `{error}` (and `extra`) with the refusal's status. */
  response(extra?: Record<string, unknown>): Response {
    return jsonError(this.status, this.message, extra);
  }
}

/**
 * Reads a JSON request body, refusing (by throwing a Response) one that is not JSON (415), larger
 * than `limit` bytes (413, without reading past the limit) or not well-formed (400).
 */
export async function readJsonBody(request: Request, limit = MAX_JSON_BODY_BYTES): Promise<unknown> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(contentType)) {
    throw jsonError(415, "Send the request as JSON (Content-Type: application/json).");
  }
  const tooLarge = () =>
    jsonError(413, `The request is too large. The limit is ${limit / (1024 * 1024)} MB.`);
  const text = await readBodyText(request, limit, tooLarge);
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw jsonError(400, "The request body is not valid JSON.", { fieldErrors: {} });
  }
  const unsafe = findUnsafeString(body);
  if (unsafe) throw jsonError(400, unsafe.message, { fieldErrors: { [unsafe.path]: [unsafe.message] } });
  return body;
}

/** The body as text, refusing (by throwing `tooLarge()`) one over `limit` bytes without reading past it. */
async function readBodyText(request: Request, limit: number, tooLarge: () => Response): Promise<string> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let received = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > limit) {
        // Not cancel(): that destroys the socket before the 413 is sent. The server drains the
        // rest once the answer is out (web/server/http-guards.ts).
        reader.releaseLock();
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** The largest form post a page takes: a long will is a few tens of kilobytes. */
export const MAX_FORM_BODY_BYTES = 256 * 1024;

/**
 * Reads an HTML form post (application/x-www-form-urlencoded), refusing another type (415), one
 * over `limit` bytes (413), or (unless `checkText` is false, for a route that checks every field
 * itself) a field holding a control character or a broken character (400), as plain-text
 * responses the error page shows.
 */
export async function readFormBody(
  request: Request,
  limit = MAX_FORM_BODY_BYTES,
  options: { checkText: boolean } = { checkText: true },
): Promise<URLSearchParams> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\b/i.test(contentType)) {
    throw new Response("Send the form as a web form.", { status: 415 });
  }
  const text = await readBodyText(
    request,
    limit,
    () => new Response("The form is too large to send.", { status: 413 }),
  );
  const form = new URLSearchParams(text);
  if (options.checkText) refuseOddText(form);
  return form;
}

/** 400 naming the first field that holds a control character or a broken character. */
function refuseOddText(form: URLSearchParams) {
  for (const [name, value] of form) {
    const problem = textProblem(name, false) ?? textProblem(value, true);
    if (problem) {
      const label = textProblem(name, false) ? "A field name" : `The field "${name}"`;
      throw new Response(textProblemMessage(label, problem), { status: 400 });
    }
  }
}

/** Field errors keyed by the dotted path of the field, e.g. "formData.personalInfo.fullName". */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "(body)";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}

/** Parses `body` with `schema`, or throws the 400 response naming every failing field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw jsonError(400, "Some of the information is missing or not valid.", {
      fieldErrors: fieldErrorsOf(result.error),
    });
  }
  return result.data;
}
