import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { action as saveWill } from "../../web/app/routes/api.wills.ts";
import { loader as readWill } from "../../web/app/routes/api.wills.$id.ts";
import { sessionCookie } from "../../web/app/accounts/session.server.ts";
import { buildSavePayload } from "../support/factories.ts";
import { testContext } from "../support/remix.ts";
import { useRouteHarness } from "../support/route-harness.ts";

/**
 * The route's side of the pipeline: it must start generation for what it stored. (The pipeline
 * itself runs for real in tests/integration/will-pipeline.test.ts.)
 */
const { pipeline, database } = useRouteHarness({ empty: ["will", "rateLimit"] });

const context = testContext();

/** As the preview's fetch sends it: a browser names our origin (docs/security.md, email proof). */
function post(body: string, headers: Record<string, string> = {}) {
  return new Request("http://localhost/api/wills", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "http://localhost", ...headers },
    body,
  });
}

/** Runs a Remix handler the way Remix does: a thrown Response is the response. */
async function respond(handler: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await handler();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function save(body: unknown, headers: Record<string, string> = {}) {
  const request = post(typeof body === "string" ? body : JSON.stringify(body), headers);
  return respond(() => saveWill({ request, params: {}, context }));
}

async function read(id: string, cookie?: string) {
  const request = new Request(`http://localhost/api/wills/${id}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  return respond(() => readWill({ request, params: { id }, context }));
}

function cookieFrom(response: Response): string {
  const setCookie = response.headers.get("set-cookie") ?? "";
  return setCookie.split(";")[0] ?? "";
}

describe("POST /api/wills", () => {
  it("stores a valid will and answers 201 with its unguessable id", async () => {
    const response = await save(buildSavePayload({ marketingConsent: true, willDocument: "<p>Will</p>" }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const row = await database().prisma.will.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      email: "ann@example.com",
      marketingConsent: true,
      willDocument: "<p>Will</p>",
      source: "form",
    });
    expect(row.formData).toMatchObject({ personalInfo: { fullName: "Ann Smith" } });
    expect(row.creatorKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(pipeline.started).toEqual([{ willId: id, email: "ann@example.com" }]);
  });

  it("answers 400 with the failing fields, and stores nothing", async () => {
    const payload = buildSavePayload({ email: "not-an-email" });
    (payload.formData.personalInfo as { fullName: string }).fullName = "  ";
    const response = await save(payload);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fieldErrors: Record<string, string[]> };
    expect(body.error).toBe("Some of the information is missing or not valid.");
    expect(body.fieldErrors["email"]).toEqual(["Invalid email address"]);
    expect(body.fieldErrors["formData.personalInfo.fullName"]).toEqual(["Enter your full name"]);
    expect(await database().prisma.will.count()).toBe(0);
    expect(pipeline.started).toEqual([]);
  });

  it("answers 400 with the blocking findings to a will the law does not allow, and stores and counts nothing", async () => {
    const payload = buildSavePayload();
    payload.formData.personalInfo.dateOfBirth = "2015-06-01";
    const response = await save(payload);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; findings: { code: string; statute: string }[] };
    expect(body.error).toBe(
      "The will cannot be made yet: You must be 18 or over to make a will in England and Wales.",
    );
    expect(body.findings).toEqual([
      expect.objectContaining({ code: "testator-under-18", statute: "Wills Act 1837, s.7" }),
    ]);
    expect(await database().prisma.will.count()).toBe(0);
    expect(await database().prisma.rateLimit.count()).toBe(0);
    expect(pipeline.started).toEqual([]);
  });

  it("asks for the spouse's name when the testator is married", async () => {
    const payload = buildSavePayload();
    payload.formData.familyInfo = { maritalStatus: "married", hasMirrorWill: false, children: [] };
    const response = await save(payload);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors["formData.familyInfo.spouseName"]).toEqual(["Enter your spouse's full name"]);
  });

  it("answers 400 to a body that is not JSON, and 415 to one not sent as JSON", async () => {
    const broken = await save("{not json");
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({
      error: "The request body is not valid JSON.",
      fieldErrors: {},
    });
    const form = await respond(() =>
      saveWill({
        request: new Request("http://localhost/api/wills", {
          method: "POST",
          body: new URLSearchParams({ email: "a@b.c" }),
        }),
        params: {},
        context,
      }),
    );
    expect(form.status).toBe(415);
    expect(await database().prisma.will.count()).toBe(0);
  });

  it("answers 413 to a body over 1 MB, even without a Content-Length, and stores nothing", async () => {
    const big = JSON.stringify(buildSavePayload({ willDocument: "x".repeat(1024 * 1024) }));
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const request = new Request("http://localhost/api/wills", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    const response = await respond(() => saveWill({ request, params: {}, context }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "The request is too large. The limit is 1 MB." });
    expect(await database().prisma.will.count()).toBe(0);
  });
});

describe("GET /api/wills/{id}", () => {
  it("answers {id, mirrorWillId, formData} to the browser that created the will", async () => {
    const created = await save(buildSavePayload());
    const { id } = (await created.json()) as { id: string };
    const response = await read(id, cookieFrom(created));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["formData", "id", "mirrorWillId"]);
    expect(body).toMatchObject({
      id,
      mirrorWillId: null,
      formData: { familyInfo: { hasMirrorWill: false } },
    });
  });

  it("answers 404 to another browser, to no cookie and to a tampered cookie, as for an unknown id", async () => {
    const created = await save(buildSavePayload());
    const { id } = (await created.json()) as { id: string };
    const other = await save(buildSavePayload());
    const otherCookie = cookieFrom(other);
    expect(otherCookie).not.toBe(cookieFrom(created));

    for (const cookie of [otherCookie, undefined, cookieFrom(created).replace(/.$/, "x")]) {
      const response = await read(id, cookie);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Will not found." });
    }
    expect((await read("AAAAAAAAAAAAAAAAAAAAAA", cookieFrom(created))).status).toBe(404);
    expect((await read("../../etc/passwd", cookieFrom(created))).status).toBe(404);
  });

  it("reuses the browser's capability for its next will instead of minting another", async () => {
    const first = await save(buildSavePayload());
    const cookie = cookieFrom(first);
    const second = await save(buildSavePayload(), { Cookie: cookie });
    expect(second.headers.get("set-cookie")).toBeNull();
    const { id } = (await second.json()) as { id: string };
    expect((await read(id, cookie)).status).toBe(200);
  });

  it("answers the will to its signed-in owner from any browser, and to no other user", async () => {
    const owner = await database().prisma.user.create({
      data: { id: randomUUID(), firstName: "Ann", email: "ann@example.com", passwordHash: "x" },
    });
    const stranger = await database().prisma.user.create({
      data: { id: randomUUID(), firstName: "Eve", email: "eve@example.com", passwordHash: "x" },
    });
    const signIn = async (userId: string) => {
      const session = await database().prisma.session.create({
        data: { id: randomUUID(), userId, expiresAt: new Date(Date.now() + 60_000) },
      });
      return (await sessionCookie().serialize(session.id)).split(";")[0] as string;
    };
    const ownerCookie = await signIn(owner.id);
    const created = await save(buildSavePayload(), { Cookie: ownerCookie });
    const { id } = (await created.json()) as { id: string };
    expect((await database().prisma.will.findUniqueOrThrow({ where: { id } })).userId).toBe(owner.id);

    expect((await read(id, ownerCookie)).status).toBe(200);
    expect((await read(id, await signIn(stranger.id))).status).toBe(404);

    const expired = await database().prisma.session.create({
      data: { id: randomUUID(), userId: owner.id, expiresAt: new Date(Date.now() - 1_000) },
    });
    const expiredCookie = (await sessionCookie().serialize(expired.id)).split(";")[0] as string;
    expect((await read(id, expiredCookie)).status).toBe(404);
  });
});
