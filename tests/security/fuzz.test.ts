import fc from "fast-check";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as aiWillAction } from "../../web/app/routes/ai-will.tsx";
import { action as chatCall } from "../../web/app/routes/api.chat.ts";
import { action as legalCheckCall } from "../../web/app/routes/api.legal-check.ts";
import { action as loginCall } from "../../web/app/routes/api.login.ts";
import { action as registerCall } from "../../web/app/routes/api.register.ts";
import { loader as readWill } from "../../web/app/routes/api.wills.$id.ts";
import { loader as readPdf } from "../../web/app/routes/api.wills.$id.pdf.ts";
import { loader as readProgress } from "../../web/app/routes/api.wills.$id.progress.ts";
import { action as saveWill } from "../../web/app/routes/api.wills.ts";
import { action as authAction } from "../../web/app/routes/auth.tsx";
import { action as consentAction } from "../../web/app/routes/cookie-consent.tsx";
import { action as stepAction } from "../../web/app/routes/create-will.$step.tsx";
import { action as startAction } from "../../web/app/routes/create-will._index.tsx";
import { action as healthAction } from "../../web/app/routes/financial-health-check.tsx";
import { action as forgotAction } from "../../web/app/routes/forgot-password.tsx";
import { loader as willPage } from "../../web/app/routes/wills.$id._index.tsx";
import { action as emailAction } from "../../web/app/routes/wills.$id.email.tsx";
import { action as legalCheckPage } from "../../web/app/routes/wills.$id.legal-check.tsx";
import { buildSavePayload, START_DRAFT_FIELDS } from "../support/factories.ts";
import {
  type CookieJar,
  formPost,
  jsonPost,
  recordingPipeline,
  run,
  testContext,
  useRoutesWith,
} from "../support/remix.ts";
import { signedInBrowser } from "../support/route-harness.ts";

/**
 * A seeded property-based fuzz of every JSON and form endpoint (docs/security.md, "The standing
 * adversarial suite"): valid requests with one part made odd, and requests of pure noise. Each
 * answer must be below 500, and the wills stored before the fuzz must be exactly as they were.
 * FUZZ_RUNS raises the number of requests per endpoint (default 40: the whole file runs in
 * seconds; `FUZZ_RUNS=200` sends 3,300 requests, the size of issue 23's fuzz).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = 23;

const pipeline = recordingPipeline();
const database = useRoutesWith(pipeline);

type Handler = (args: ActionFunctionArgs & LoaderFunctionArgs) => unknown;

/** Every request sent and every 5xx answered, for the summary line at the end. */
const tally = { requests: 0, serverErrors: 0 };

/** The status a client would see: a thrown Error is the 500 Remix would answer. */
async function statusOf(handler: Handler, request: Request, params: Record<string, string>, ip: string) {
  tally.requests += 1;
  let status: number;
  try {
    status = (await run(async () => handler({ request, params, context: testContext(ip) }))).status;
  } catch {
    status = 500;
  }
  if (status >= 500) tally.serverErrors += 1;
  return status;
}

afterAll(() => {
  // The figure docs/security.md records ("FUZZ_RUNS=… sends N requests").
  console.info(`fuzz: ${tally.requests} requests (FUZZ_RUNS=${RUNS}), ${tally.serverErrors} answered 5xx`);
});

/** Strings people and attackers type: control characters, lone surrogates, markup, long runs. */
const oddString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)) }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\ud800",
    "\udfff x",
    "\r\n\r\nSet-Cookie: x=1",
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "${7*7}{{7*7}}",
    '\'; DROP TABLE "Will"; --',
    "../../../../etc/passwd",
    "\u202eevil",
    "Ann \u2066Smith\u2069",
    "\u200fSarah\u200e",
    "%00%0d%0a",
    "x".repeat(6_000),
  ),
);
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(oddString, { maxLength: 3 }),
  fc.dictionary(oddString, oddString, { maxKeys: 3 }),
);

/** Every path to a leaf of `value`, e.g. ["formData", "personalInfo", "fullName"]. */
function leafPaths(value: unknown, path: string[] = []): string[][] {
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    return entries.length === 0 ? [path] : entries.flatMap(([key, item]) => leafPaths(item, [...path, key]));
  }
  return [path];
}

function withValueAt(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = path.at(-1);
  if (last === undefined) return value;
  target[last] = value;
  return copy;
}

/** A valid body with one leaf made odd, or pure noise. */
function mutated(valid: unknown): fc.Arbitrary<unknown> {
  const paths = leafPaths(valid);
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...paths), oddValue)
        .map(([path, value]) => withValueAt(valid, path, value)),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  );
}

/** A JSON body, sometimes not JSON at all. */
const jsonBody = (valid: unknown) =>
  fc.oneof(
    { weight: 6, arbitrary: mutated(valid).map((value) => JSON.stringify(value) ?? "null") },
    { weight: 1, arbitrary: oddString },
  );

/** A form post's fields: the page's own names with odd values, and odd names. */
const formFields = (names: readonly string[]) =>
  fc
    .tuple(
      fc.dictionary(fc.constantFrom(...names), oddString, { maxKeys: names.length }),
      fc.dictionary(oddString, oddString, { maxKeys: 2 }),
    )
    .map(([known, odd]) => ({ ...odd, ...known }));

let jar: CookieJar;
const willIds: string[] = [];
let before = "";

async function storedWills(): Promise<string> {
  const rows = await database().prisma.will.findMany({
    where: { id: { in: willIds } },
    orderBy: { id: "asc" },
  });
  return JSON.stringify(rows, (_key, value: unknown) => (value instanceof Uint8Array ? [...value] : value));
}

beforeAll(async () => {
  jar = await signedInBrowser("fuzz@example.com", "Fuzz");
  for (let index = 0; index < 2; index += 1) {
    const request = jsonPost("/api/wills", buildSavePayload({ email: `owner${index}@example.com` }), jar);
    request.headers.set("Origin", "http://localhost");
    const saved = await run(() => saveWill({ request, params: {}, context: testContext() }));
    willIds.push((saved.body as { id: string }).id);
  }
  const started = await run(() =>
    startAction({
      request: formPost("/create-will", { ...START_DRAFT_FIELDS }, jar),
      params: {},
      context: testContext(),
    }),
  );
  jar.absorb(started.headers);
  before = await storedWills();
});

const ip = fc.ipV4();

/** Runs `property` RUNS times (seeded) and checks the stored wills afterwards. */
async function fuzz<Ts extends unknown[]>(property: fc.IAsyncProperty<Ts>, runs = RUNS) {
  await fc.assert(property, { numRuns: runs, seed: SEED, endOnFailure: true });
  expect(await storedWills()).toBe(before);
}

const noServerError = (status: number) => status < 500;

describe("JSON calls never answer 5xx", () => {
  const calls: [string, Handler, unknown, number][] = [
    ["POST /api/wills", saveWill as Handler, buildSavePayload(), RUNS],
    [
      "POST /api/chat",
      chatCall as Handler,
      { messages: [{ role: "user", content: "My name is Ann Smith" }] },
      RUNS,
    ],
    [
      "POST /api/legal-check",
      legalCheckCall as Handler,
      { willId: "AAAAAAAAAAAAAAAAAAAAAA", name: "Ann", email: "a@example.com", notes: "n" },
      RUNS,
    ],
    // argon2 makes these slow on purpose: fewer runs.
    [
      "POST /api/register",
      registerCall as Handler,
      { firstName: "Ann", email: "ann@example.com", password: "tulip-harbour-42" },
      Math.ceil(RUNS / 4),
    ],
    [
      "POST /api/login",
      loginCall as Handler,
      { email: "fuzz@example.com", password: "wrong-password" },
      Math.ceil(RUNS / 4),
    ],
  ];
  it.each(calls)("%s", async (_name, handler, valid, runs) => {
    await fuzz(
      fc.asyncProperty(jsonBody(valid), ip, fc.boolean(), async (body, address, signedIn) => {
        const request = jsonPost("/x", body, signedIn ? jar : undefined);
        expect(await statusOf(handler, request, {}, address)).toSatisfy(noServerError);
      }),
      runs,
    );
  });
});

describe("form posts never answer 5xx", () => {
  const pages: [string, Handler, readonly string[], (id: string) => Record<string, string>][] = [
    [
      "/create-will/{step}",
      stepAction as Handler,
      [
        "personalInfo.fullName",
        "personalInfo.dateOfBirth",
        "personalInfo.address",
        "familyInfo.maritalStatus",
        "familyInfo.children[0].fullName",
        "familyInfo.children[0].age",
        "specificGifts[0].description",
        "residualEstate.beneficiaries[0].percentage",
        "_action",
        "intent",
      ],
      () => ({ step: "personal" }),
    ],
    ["/create-will", startAction as Handler, [...Object.keys(START_DRAFT_FIELDS), "question"], () => ({})],
    [
      "/auth",
      authAction as Handler,
      ["intent", "email", "password", "firstName", "confirmPassword", "return_to"],
      () => ({}),
    ],
    ["/cookie-consent", consentAction as Handler, ["choice", "redirectTo", "fetcher"], () => ({})],
    ["/forgot-password", forgotAction as Handler, ["email"], () => ({})],
    [
      "/wills/{id}/legal-check",
      legalCheckPage as Handler,
      ["name", "email", "phone", "contactTime", "notes"],
      (id) => ({ id }),
    ],
    ["/wills/{id}/email", emailAction as Handler, ["email", "marketingConsent"], (id) => ({ id })],
    [
      "/financial-health-check",
      healthAction as Handler,
      ["email", "hasLifeInsurance", "hasChildISA"],
      () => ({}),
    ],
    ["/ai-will", aiWillAction as Handler, ["message", "_action", "intent", "history"], () => ({})],
  ];
  it.each(pages)("%s", async (_name, handler, names, params) => {
    await fuzz(
      fc.asyncProperty(
        formFields(names),
        ip,
        fc.constantFrom(...willIds, "AAAAAAAAAAAAAAAAAAAAAA", "\u0000", "%"),
        async (fields, address, id) => {
          await database().prisma.rateLimit.deleteMany();
          const request = formPost("/x", fields, jar);
          expect(await statusOf(handler, request, params(id), address)).toSatisfy(noServerError);
        },
      ),
    );
  });
});

describe("reads by id never answer 5xx and never show another's will", () => {
  it.each([
    ["GET /api/wills/{id}", readWill as Handler],
    ["GET /api/wills/{id}/pdf", readPdf as Handler],
    ["GET /api/wills/{id}/progress", readProgress as Handler],
    ["GET /wills/{id}", willPage as Handler],
  ])("%s", async (_name, handler) => {
    await fuzz(
      fc.asyncProperty(fc.oneof(oddString, fc.constantFrom(...willIds)), ip, async (id, address) => {
        // The id arrives as the router decoded it from the address (the guards in front refuse an
        // address that does not decode: tests/security/http-layer.test.ts).
        const request = new Request("http://localhost/wills/id");
        const status = await statusOf(handler, request, { id }, address);
        // Without this browser's cookie or the owner's session, every will is 404.
        expect(status).toSatisfy(noServerError);
        expect(status).not.toBe(200);
      }),
    );
  });
});
