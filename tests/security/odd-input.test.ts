import type { ActionFunctionArgs } from "@remix-run/node";
import { beforeEach, describe, expect, it } from "vitest";
import { textProblem, textSchema } from "../../core/text.ts";
import { action as saveWill } from "../../web/app/routes/api.wills.ts";
import { action as chatCall } from "../../web/app/routes/api.chat.ts";
import { action as legalCheckCall } from "../../web/app/routes/api.legal-check.ts";
import { action as loginCall } from "../../web/app/routes/api.login.ts";
import { action as registerCall } from "../../web/app/routes/api.register.ts";
import { action as consentAction } from "../../web/app/routes/cookie-consent.tsx";
import { action as authAction } from "../../web/app/routes/auth.tsx";
import { safeLocalPath } from "../../web/app/common/redirect.server.ts";
import { buildSavePayload } from "../support/factories.ts";
import { formPost, jsonPost, recordingPipeline, run, testContext, useRoutesWith } from "../support/remix.ts";
import { signedInBrowser } from "../support/route-harness.ts";

/**
 * Odd input gets a clear 400 naming the field, never a 500 (docs/security.md, "Odd input"): NUL,
 * other control characters and lone UTF-16 surrogates in every kind of call, and the redirect
 * bypass list.
 */
const pipeline = recordingPipeline();
const database = useRoutesWith(pipeline);
beforeEach(async () => {
  await database().prisma.rateLimit.deleteMany();
});

type Call = (request: Request) => Promise<unknown>;
const call = (handler: (args: ActionFunctionArgs) => unknown) => (request: Request) =>
  run(async () => handler({ request, params: {}, context: testContext() }));

const NUL = "Ann\u0000Smith";
const LONE_HIGH = "Ann \ud83d Smith";
const LONE_LOW = "\udc00Ann";

describe("JSON calls answer 400 naming the field", () => {
  const cases: [string, Call, (odd: string) => unknown, string][] = [
    [
      "POST /api/wills",
      call(saveWill),
      (odd) => {
        const payload = buildSavePayload();
        payload.formData.personalInfo.fullName = odd;
        return payload;
      },
      "formData.personalInfo.fullName",
    ],
    [
      "POST /api/register",
      call(registerCall),
      (odd) => ({ firstName: odd, email: "x@example.com", password: "tulip-harbour-42" }),
      "firstName",
    ],
    ["POST /api/login", call(loginCall), (odd) => ({ email: `${odd}@example.com`, password: "x" }), "email"],
    [
      "POST /api/legal-check",
      call(legalCheckCall),
      (odd) => ({ willId: "AAAAAAAAAAAAAAAAAAAAAA", name: "Ann", email: "a@example.com", notes: odd }),
      "notes",
    ],
  ];
  for (const [name, handler, body, field] of cases) {
    it.each([NUL, LONE_HIGH, LONE_LOW])(`${name} with %j`, async (odd) => {
      const result = (await handler(jsonPost("/x", body(odd)))) as { status: number; body: unknown };
      expect(result.status).toBe(400);
      const answer = result.body as { error: string; fieldErrors: Record<string, string[]> };
      expect(Object.keys(answer.fieldErrors)).toEqual([field]);
      expect(answer.error).toBe(
        `${field} contains ${
          odd === NUL
            ? "a control character (an invisible character such as NUL or a line break)"
            : "a broken character (half of an emoji or other symbol)"
        }. Please remove it and try again.`,
      );
    });
  }

  it("POST /api/chat, signed in, names the message", async () => {
    const jar = await signedInBrowser(`jane${Math.random()}@example.com`);
    const result = await run(() =>
      chatCall({
        request: jsonPost("/api/chat", { messages: [{ role: "user", content: LONE_HIGH }] }, jar),
        params: {},
        context: testContext(),
      }),
    );
    expect(result.status).toBe(400);
    expect(Object.keys((result.body as { fieldErrors: object }).fieldErrors)).toEqual(["messages.0.content"]);
  });

  it("a line break in a one-line field is refused by the field's own schema, naming it in words", async () => {
    const payload = buildSavePayload();
    payload.formData.personalInfo.fullName = "Ann\nSmith";
    payload.formData.personalInfo.address = "1 High Street\r\nLeeds";
    const result = await run(() =>
      saveWill({ request: jsonPost("/api/wills", payload), params: {}, context: testContext() }),
    );
    expect(result.status).toBe(400);
    expect((result.body as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({
      "formData.personalInfo.fullName": [
        "Your full name contains a control character (an invisible character such as NUL or a line break). Please remove it and try again.",
      ],
    });
    expect(await database().prisma.will.count()).toBe(0);
  });

  it("stores text NFC-normalised, with an address's line breaks as \\n", async () => {
    const payload = buildSavePayload();
    payload.formData.personalInfo.fullName = "Zoe\u0301 Smith";
    payload.formData.personalInfo.address = "1 High Street\r\nLeeds";
    const request = jsonPost("/api/wills", payload);
    const result = await run(() => saveWill({ request, params: {}, context: testContext() }));
    expect(result.status).toBe(201);
    const row = await database().prisma.will.findUniqueOrThrow({
      where: { id: (result.body as { id: string }).id },
    });
    expect(row.formData).toMatchObject({
      personalInfo: { fullName: "Zoé Smith", address: "1 High Street\nLeeds" },
    });
  });
});

describe("characters that reorder text", () => {
  const DIRECTION_WORDS =
    "a text direction character (an invisible character that changes the order text is shown in)";
  const REORDERING = [
    "\u202A",
    "\u202B",
    "\u202C",
    "\u202D",
    "\u202E",
    "\u2066",
    "\u2067",
    "\u2068",
    "\u2069",
  ];

  it.each(REORDERING.map((character) => [character.codePointAt(0)!.toString(16), character]))(
    "U+%s is refused by the text schema, naming the field",
    (_code, character) => {
      const schema = textSchema({ label: "The name of the gift's recipient", max: 200 });
      const result = schema.safeParse(`Ann ${character}htimS`);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        `The name of the gift's recipient contains ${DIRECTION_WORDS}. Please remove it and try again.`,
      ]);
    },
  );

  it("POST /api/wills with a right-to-left override in the name is 400 naming the field, and stores nothing", async () => {
    const before = await database().prisma.will.count();
    const payload = buildSavePayload();
    payload.formData.personalInfo.fullName = "Ann Smith \u202Egnirts";
    const result = await run(() =>
      saveWill({ request: jsonPost("/api/wills", payload), params: {}, context: testContext() }),
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      error: `formData.personalInfo.fullName contains ${DIRECTION_WORDS}. Please remove it and try again.`,
      fieldErrors: { "formData.personalInfo.fullName": [expect.any(String)] },
    });
    expect(await database().prisma.will.count()).toBe(before);
  });

  it("keeps Arabic and Hebrew names, and the direction marks that only steer one character", async () => {
    const schema = textSchema({ label: "Your full name", max: 200 });
    for (const name of [
      "\u0645\u0631\u064A\u0645 \u062D\u0633\u0646",
      "\u05E9\u05E8\u05D4 \u05DB\u05D4\u05DF",
      "Ann\u200F Smith\u200E",
      "\u061C\u0645\u0631\u064A\u0645",
    ]) {
      expect(schema.parse(name)).toBe(name);
    }
  });
});

describe("form posts answer 400 naming the field", () => {
  it("the Login tab, with NUL in the email", async () => {
    const result = await run(() =>
      authAction({
        request: formPost("/auth?tab=login", { intent: "login", email: NUL, password: "x" }),
        params: {},
        context: testContext(),
      }),
    );
    expect(result.status).toBe(400);
    expect(result.body).toBe(
      'The field "email" contains a control character (an invisible character such as NUL or a line break). Please remove it and try again.',
    );
  });
});

/** Every way we know of to make a "local" path name another host. */
export const REDIRECT_BYPASSES = [
  "//evil.example",
  "/\\evil.example",
  "/\t/evil.example",
  "/%09/evil.example",
  "/\\/evil.example",
  "/.//evil.example",
  "/../..//evil.example",
  "/\r\n/evil.example",
  "/\nLocation: https://evil.example",
  "/\u0000/evil.example",
  "https://evil.example",
  "http:/evil.example",
  "javascript:alert(1)",
  "/ /evil.example",
  "\\\\evil.example",
  "/\u3000/evil.example",
  "/%2F/evil.example",
  "/@evil.example",
  "/x/../\\evil.example",
  "",
];

describe("redirects go only to a path of this site", () => {
  it.each(REDIRECT_BYPASSES)("the cookie banner's redirectTo %j ends at a local path", async (redirectTo) => {
    const result = await run(() =>
      consentAction({
        request: formPost("/cookie-consent", { choice: "reject", redirectTo }),
        params: {},
        context: testContext(),
      }),
    );
    expect(result.status).toBe(302);
    const location = result.headers.get("location") ?? "";
    // Resolved as a browser would, against this site: it stays here.
    expect(new URL(location, "https://wills.example/page").origin).toBe("https://wills.example");
    expect(location).toMatch(/^\/(?![/\\])[^\s\\]*$/);
    expect(textProblem(location, false)).toBeNull();
    expect(location).toContain("cookies=denied");
  });

  it("keeps a plain local path and its query", async () => {
    expect(safeLocalPath("/ai-will?x=1#top")).toBe("/ai-will?x=1");
    expect(safeLocalPath("/wills/abc/legal-check")).toBe("/wills/abc/legal-check");
    expect(safeLocalPath("//evil.example", "/dashboard")).toBe("/dashboard");
  });
});
