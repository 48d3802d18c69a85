import { describe, expect, it } from "vitest";
import { ANONYMOUS_DRAFT_TTL_MS, sweepAbandonedDrafts } from "../../web/app/will-form/drafts.server.ts";
import { action as stepAction, loader as stepLoader } from "../../web/app/routes/create-will.$step.tsx";
import { loader as progressLoader } from "../../web/app/routes/wills.$id.progress.tsx";
import { buildFormData } from "../support/factories.ts";
import { run, testContext } from "../support/remix.ts";
import { draftStarted, useRouteHarness } from "../support/route-harness.ts";

/**
 * The guided form's actions against a real database: what each post stores in the draft, who may
 * see a draft, the drafts sweep, and a failed generation going back to the preview.
 */
const { database } = useRouteHarness({ empty: ["willDraft", "will"] });

const context = testContext();

function formPost(path: string, fields: Record<string, string>, cookie?: string) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

async function startDraft(): Promise<string> {
  const { answer, cookie } = await draftStarted();
  expect(answer.status).toBe(302);
  expect(answer.headers.get("Location")).toBe("/create-will/personal");
  return cookie;
}

/** Personal Information as the page posts it: the date of birth as day, month and year. */
const personal = (dateOfBirth: string) => {
  const [year = "", month = "", day = ""] = dateOfBirth.split("-");
  return {
    "personalInfo.fullName": "Ann Smith",
    "personalInfo.dateOfBirth.day": String(Number(day)),
    "personalInfo.dateOfBirth.month": String(Number(month)),
    "personalInfo.dateOfBirth.year": year,
    "personalInfo.address": "1 High Street, Leeds",
    _action: "next",
  };
};

/** A draft with every answer, on the preview, and its 'Get My Will Document' post. */
async function draftAtPreview() {
  const cookie = await startDraft();
  const draft = await database().prisma.willDraft.findFirstOrThrow();
  await database().prisma.willDraft.update({
    where: { id: draft.id },
    data: { formData: buildFormData(), reached: 6, step: "preview" },
  });
  const generate = () =>
    run(() =>
      stepAction({
        request: formPost("/create-will/preview", { _action: "generate" }, cookie),
        params: { step: "preview" },
        context,
      }),
    );
  return { draft, generate };
}

describe("the guided form's actions", () => {
  it("start a draft for this browser with the risk result, then keep each page's answers", async () => {
    const cookie = await startDraft();
    const [draft] = await database().prisma.willDraft.findMany();
    expect(draft?.riskResult).toMatchObject({ riskLevel: "medium", score: 6 });
    expect(draft?.creatorKeyHash).toMatch(/^[0-9a-f]{64}$/);

    const tooYoung = await run(() =>
      stepAction({
        request: formPost("/create-will/personal", personal("2015-01-01"), cookie),
        params: { step: "personal" },
        context,
      }),
    );
    expect(tooYoung.status).toBe(400);
    expect(JSON.stringify(tooYoung.body)).toContain(
      "You must be 18 or over to make a will in England and Wales.",
    );
    const kept = await database().prisma.willDraft.findFirstOrThrow();
    // What was typed is kept as typed, to fill the three fields again.
    expect(kept.pendingInput).toMatchObject({
      personal: { personalInfo: { dateOfBirth: { day: "1", month: "1", year: "2015" } } },
    });
    expect(kept.formData).toEqual({});

    const accepted = await run(() =>
      stepAction({
        request: formPost("/create-will/personal", personal("1980-02-03"), cookie),
        params: { step: "personal" },
        context,
      }),
    );
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("Location")).toBe("/create-will/family");
    // The answer is stored as an ISO date, as the chat, the API and the PDF expect.
    const saved = await database().prisma.willDraft.findFirstOrThrow();
    expect(saved.formData).toEqual({
      personalInfo: { fullName: "Ann Smith", dateOfBirth: "1980-02-03", address: "1 High Street, Leeds" },
    });
    expect(saved).toMatchObject({ step: "family", reached: 1, pendingInput: {} });
  });

  it("errors without JavaScript: post, redirect, get, so Back never meets the post", async () => {
    const cookie = await startDraft();
    const request = formPost("/create-will/personal", personal("2015-01-01"), cookie);
    request.headers.set("Sec-Fetch-Mode", "navigate");
    const posted = await run(() => stepAction({ request, params: { step: "personal" }, context }));
    expect(posted.status).toBe(303);
    expect(posted.headers.get("Location")).toBe("/create-will/personal?errors=1");
    const shown = await run(() =>
      stepLoader({
        request: new Request("http://localhost/create-will/personal?errors=1", {
          headers: { Cookie: cookie },
        }),
        params: { step: "personal" },
        context,
      }),
    );
    // The same errors as the post's answer, and what was typed.
    const page = JSON.stringify(shown.body);
    expect(page).toContain("You must be 18 or over to make a will in England and Wales.");
    expect(shown.body).toMatchObject({ defaultValue: { personalInfo: { dateOfBirth: { year: "2015" } } } });
  });

  it("add and remove buttons without JavaScript keep the rows in the draft", async () => {
    const cookie = await startDraft();
    await run(() =>
      stepAction({
        request: formPost("/create-will/personal", personal("1980-02-03"), cookie),
        params: { step: "personal" },
        context,
      }),
    );
    const insert = JSON.stringify({ type: "insert", payload: { name: "familyInfo.children" } });
    const added = await run(() =>
      stepAction({
        request: formPost(
          "/create-will/family",
          {
            "familyInfo.maritalStatus": "single",
            "familyInfo.children[0].fullName": "Cat",
            "familyInfo.children[0].age": "5",
            __intent__: insert,
          },
          cookie,
        ),
        params: { step: "family" },
        context,
      }),
    );
    expect(added.status).toBe(302);
    // Without JavaScript the page comes back at the new row (its id, rowId in will-form-rows.ts).
    expect(added.headers.get("Location")).toBe("/create-will/family#familyInfo.children-row-2");
    const draft = await database().prisma.willDraft.findFirstOrThrow();
    const children = (draft.pendingInput as { family: { familyInfo: { children: unknown[] } } }).family
      .familyInfo.children;
    expect(children).toHaveLength(2);
    expect(children[0]).toEqual({ fullName: "Cat", age: "5" });
  });

  it("another browser never sees the draft, and cannot open a page not reached yet", async () => {
    const cookie = await startDraft();
    const stranger = await run(() =>
      stepLoader({
        request: new Request("http://localhost/create-will/personal"),
        params: { step: "personal" },
        context,
      }),
    );
    expect(stranger.status).toBe(302);
    expect(stranger.headers.get("Location")).toBe("/create-will");
    const ahead = await run(() =>
      stepLoader({
        request: new Request("http://localhost/create-will/preview", { headers: { Cookie: cookie } }),
        params: { step: "preview" },
        context,
      }),
    );
    expect(ahead.headers.get("Location")).toBe("/create-will/personal");
    const unknown = await run(() =>
      stepLoader({
        request: new Request("http://localhost/create-will/nope", { headers: { Cookie: cookie } }),
        params: { step: "nope" },
        context,
      }),
    );
    expect(unknown.status).toBe(404);
  });

  it("a page opened by the preview's Change link goes back to the preview, once nothing is missing", async () => {
    const cookie = await startDraft();
    const post = (path: string) =>
      run(() =>
        stepAction({
          request: formPost(path, personal("1980-02-03"), cookie),
          params: { step: "personal" },
          context,
        }),
      );
    // Pages still to answer: Next goes on to them, whatever the address says.
    const incomplete = await post("/create-will/personal?from=preview");
    expect(incomplete.headers.get("Location")).toBe("/create-will/family");

    const draft = await database().prisma.willDraft.findFirstOrThrow();
    await database().prisma.willDraft.update({
      where: { id: draft.id },
      data: { formData: buildFormData(), reached: 6, step: "preview" },
    });
    const changed = await post("/create-will/personal?from=preview");
    expect(changed.status).toBe(302);
    expect(changed.headers.get("Location")).toBe("/create-will/preview");
    // Without the Change link's mark, Next is the next page as before.
    const walked = await post("/create-will/personal");
    expect(walked.headers.get("Location")).toBe("/create-will/family");
  });

  it("'Get My Will Document' pressed again (Back from 'Almost Done!') makes no second will", async () => {
    const { draft, generate } = await draftAtPreview();
    const first = await generate();
    expect(first.headers.get("Location")).toMatch(/^\/wills\/[A-Za-z0-9_-]{22}\/progress$/);
    const again = await generate();
    expect(again.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(await database().prisma.will.count()).toBe(1);

    // A change made after it is a new will.
    await database().prisma.willDraft.update({
      where: { id: draft.id },
      data: {
        formData: buildFormData({
          personalInfo: { ...buildFormData().personalInfo, address: "3 New Road, York" },
        }),
      },
    });
    const changed = await generate();
    expect(changed.headers.get("Location")).not.toBe(first.headers.get("Location"));
    expect(await database().prisma.will.count()).toBe(2);
  });

  it("'Get My Will Document' posted twice at once (a double click without JavaScript) makes one will", async () => {
    const { generate } = await draftAtPreview();
    const willsCounted = async () =>
      (await database().prisma.rateLimit.findMany({ where: { key: { startsWith: "will:ip:" } } })).reduce(
        (sum, { count }) => sum + count,
        0,
      );
    const countedBefore = await willsCounted();
    const answers = await Promise.all([generate(), generate()]);
    const wills = await database().prisma.will.findMany({ select: { id: true } });
    expect(wills).toHaveLength(1);
    for (const answer of answers) {
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe(`/wills/${wills[0]?.id}/progress`);
    }
    // One will counted against the day's limit, not two.
    expect((await willsCounted()) - countedBefore).toBe(1);
  });

  it("a failed generation goes back to the preview with the spec's message, nothing lost", async () => {
    const cookie = await startDraft();
    const draft = await database().prisma.willDraft.findFirstOrThrow();
    const keyHash = draft.creatorKeyHash;
    await database().prisma.will.create({
      data: { id: "A".repeat(22), formData: {}, status: "failed", source: "form", creatorKeyHash: keyHash },
    });
    await database().prisma.willDraft.update({ where: { id: draft.id }, data: { willId: "A".repeat(22) } });
    const answer = await run(() =>
      progressLoader({
        request: new Request(`http://localhost/wills/${"A".repeat(22)}/progress`, {
          headers: { Cookie: cookie },
        }),
        params: { id: "A".repeat(22) },
        context,
      }),
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/create-will/preview?generation=failed");
    expect(await database().prisma.willDraft.count()).toBe(1);
  });

  it("the sweep deletes anonymous drafts untouched for 30 days and keeps the rest", async () => {
    await startDraft();
    await startDraft();
    const [old, recent] = await database().prisma.willDraft.findMany({ orderBy: { createdAt: "asc" } });
    const longAgo = new Date(Date.now() - ANONYMOUS_DRAFT_TTL_MS - 60_000);
    await database().prisma
      .$executeRaw`UPDATE "WillDraft" SET "updatedAt" = ${longAgo} WHERE id = ${old?.id ?? ""}`;
    expect(await sweepAbandonedDrafts(database().prisma)).toBe(1);
    expect((await database().prisma.willDraft.findMany()).map((draft) => draft.id)).toEqual([recent?.id]);
  });
});
