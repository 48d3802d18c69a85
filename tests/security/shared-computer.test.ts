import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { completePasswordReset } from "../../web/app/accounts/password-reset.server.ts";
import { action as logoutCall } from "../../web/app/routes/api.logout.ts";
import { loader as myWillsCall } from "../../web/app/routes/api.my-wills.ts";
import { loader as willCall } from "../../web/app/routes/api.wills.$id.ts";
import { action as dashboardAction, loader as dashboardLoader } from "../../web/app/routes/dashboard.tsx";
import { action as startAction } from "../../web/app/routes/create-will._index.tsx";
import { action as stepAction, loader as stepLoader } from "../../web/app/routes/create-will.$step.tsx";
import { buildSavePayload, START_DRAFT_FIELDS } from "../support/factories.ts";
import { CookieJar, formPost, get, jsonPost, run, testContext } from "../support/remix.ts";
import { signedInBrowser, useRouteHarness } from "../support/route-harness.ts";
import { saveWillAsPage } from "./session.ts";

/**
 * A will made on a shared computer stays its maker's (docs/security.md): signing in on that
 * browser offers it, and only a yes attaches it; until then the browser that made it keeps it.
 */
const { database } = useRouteHarness({ empty: ["will", "willDraft", "user", "rateLimit"] });

const context = testContext();

/** Jane makes a will on the shared browser without an account. */
async function janeMakesAWill(browser: CookieJar): Promise<string> {
  const payload = buildSavePayload({ email: "jane@example.com" });
  payload.formData.personalInfo.fullName = "Jane Smith";
  return ((await saveWillAsPage(browser, payload)).body as { id: string }).id;
}

/** Someone (Jane herself, or a stranger) registers on the same browser as sam@example.com. */
async function someoneSignsIn(browser: CookieJar): Promise<CookieJar> {
  const signedIn = await signedInBrowser("sam@example.com", "Sam");
  return browser.clone().set("session", signedIn.get("session") ?? "");
}

const myWills = (jar: CookieJar) =>
  run(() => myWillsCall({ request: get("/api/my-wills", jar), params: {}, context }));
const readWill = (jar: CookieJar, id: string) =>
  run(() => willCall({ request: get(`/api/wills/${id}`, jar), params: { id }, context }));
const dashboard = (jar: CookieJar) =>
  run(() => dashboardLoader({ request: get("/dashboard", jar), params: {}, context }));

describe("a will made without an account on a shared computer", () => {
  it("is offered by name and date to whoever signs in next, and not in their account", async () => {
    const browser = new CookieJar();
    const willId = await janeMakesAWill(browser);
    const sam = await someoneSignsIn(browser);
    const madeOn = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      timeZone: "Europe/London",
    }).format(new Date());
    expect((await dashboard(sam)).body).toMatchObject({
      wills: [],
      offered: [{ id: willId, fullName: "Jane Smith", madeOn }],
    });
    expect((await myWills(sam)).body).toEqual([]);
    expect((await database().prisma.will.findUniqueOrThrow({ where: { id: willId } })).userId).toBeNull();

    // Sam signs out: Jane's browser still reads her will.
    await run(() => logoutCall({ request: jsonPost("/api/logout", {}, sam), params: {}, context }));
    expect((await readWill(browser, willId)).status).toBe(200);
  });

  it("is attached only on a yes, with its mirror copy, and then only its account reads it", async () => {
    const browser = new CookieJar();
    const willId = await janeMakesAWill(browser);
    const mirror = await database().prisma.will.create({
      data: {
        id: "MirrorMirrorMirror0000",
        formData: {},
        source: "mirror",
        mirrorWillId: willId,
        creatorKeyHash: (await database().prisma.will.findUniqueOrThrow({ where: { id: willId } }))
          .creatorKeyHash,
      },
    });
    const maker = await someoneSignsIn(browser);
    const yes = await run(() =>
      dashboardAction({
        request: formPost("/dashboard", { _action: "add-will", willId }, maker),
        params: {},
        context,
      }),
    );
    expect(yes.status).toBe(302);
    expect(yes.headers.get("location")).toBe("/dashboard");
    const owner = (await database().prisma.user.findUniqueOrThrow({ where: { email: "sam@example.com" } }))
      .id;
    const rows = await database().prisma.will.findMany({ where: { id: { in: [willId, mirror.id] } } });
    expect(rows.map((row) => row.userId)).toEqual([owner, owner]);
    expect((await dashboard(maker)).body).toMatchObject({ offered: [] });

    // Signed out, the browser alone no longer reads it.
    await run(() => logoutCall({ request: jsonPost("/api/logout", {}, maker), params: {}, context }));
    expect((await readWill(browser, willId)).status).toBe(404);
  });

  it("cannot be added from another browser, even with its id", async () => {
    const willId = await janeMakesAWill(new CookieJar());
    const elsewhere = await signedInBrowser("eve@example.com", "Eve");
    await run(() =>
      dashboardAction({
        request: formPost("/dashboard", { _action: "add-will", willId }, elsewhere),
        params: {},
        context,
      }),
    );
    expect((await database().prisma.will.findUniqueOrThrow({ where: { id: willId } })).userId).toBeNull();
  });
});

/** Jane starts the guided form on the shared browser without an account and does its first page. */
async function janeStartsTheForm(browser: CookieJar): Promise<string> {
  const started = await run(() =>
    startAction({
      request: formPost("/create-will", { ...START_DRAFT_FIELDS }, browser),
      params: {},
      context,
    }),
  );
  expect(started.status).toBe(302);
  browser.absorb(started.headers);
  const personal = await run(() =>
    stepAction({
      request: formPost(
        "/create-will/personal",
        {
          "personalInfo.fullName": "Jane Smith",
          "personalInfo.address": "1 High Street, Leeds",
          "personalInfo.dateOfBirth": "1970-03-03",
          _action: "next",
        },
        browser,
      ),
      params: { step: "personal" },
      context,
    }),
  );
  browser.absorb(personal.headers);
  const draft = await database().prisma.willDraft.findFirstOrThrow();
  expect(draft.formData).toMatchObject({ personalInfo: { fullName: "Jane Smith" } });
  return draft.id;
}

const openStep = (jar: CookieJar, step: string) =>
  run(() => stepLoader({ request: get(`/create-will/${step}`, jar), params: { step }, context }));

const startedOn = () =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone: "Europe/London" }).format(
    new Date(),
  );

describe("a form draft started without an account on a shared computer", () => {
  it("is offered to whoever signs in next, not attached, and its answers are not shown to them", async () => {
    const browser = new CookieJar();
    const draftId = await janeStartsTheForm(browser);
    const sam = await someoneSignsIn(browser);
    expect((await dashboard(sam)).body).toMatchObject({
      offered: [],
      offeredDrafts: [{ id: draftId, fullName: "Jane Smith", startedOn: startedOn() }],
    });
    expect(
      (await database().prisma.willDraft.findUniqueOrThrow({ where: { id: draftId } })).userId,
    ).toBeNull();
    // Sam opening the form gets nothing of Jane's: a draft only for his account, or the start page.
    const samsForm = await openStep(sam, "personal");
    expect(JSON.stringify(samsForm.body)).not.toContain("Jane Smith");

    // Sam signs out: Jane's browser carries on with her draft.
    await run(() => logoutCall({ request: jsonPost("/api/logout", {}, sam), params: {}, context }));
    const janes = await openStep(browser, "personal");
    expect(janes.status).toBe(200);
    expect(JSON.stringify(janes.body)).toContain("Jane Smith");
  });

  it("is attached only on a yes, which opens the form where it was left", async () => {
    const browser = new CookieJar();
    const draftId = await janeStartsTheForm(browser);
    const maker = await someoneSignsIn(browser);
    const yes = await run(() =>
      dashboardAction({
        request: formPost("/dashboard", { _action: "add-draft", draftId }, maker),
        params: {},
        context,
      }),
    );
    expect(yes.status).toBe(302);
    const draft = await database().prisma.willDraft.findUniqueOrThrow({ where: { id: draftId } });
    expect(yes.headers.get("location")).toBe(`/create-will/${draft.step}`);
    const owner = await database().prisma.user.findUniqueOrThrow({ where: { email: "sam@example.com" } });
    expect(draft.userId).toBe(owner.id);
    expect((await dashboard(maker)).body).toMatchObject({ offeredDrafts: [] });
    expect(JSON.stringify((await openStep(maker, "personal")).body)).toContain("Jane Smith");
  });

  it("cannot be added from another browser, even with its id", async () => {
    const draftId = await janeStartsTheForm(new CookieJar());
    const elsewhere = await signedInBrowser("eve@example.com", "Eve");
    const refused = await run(() =>
      dashboardAction({
        request: formPost("/dashboard", { _action: "add-draft", draftId }, elsewhere),
        params: {},
        context,
      }),
    );
    expect(refused.headers.get("location")).toBe("/dashboard");
    expect(
      (await database().prisma.willDraft.findUniqueOrThrow({ where: { id: draftId } })).userId,
    ).toBeNull();
  });

  it("is not attached by the sign-in that ends a password reset either", async () => {
    const browser = new CookieJar();
    const draftId = await janeStartsTheForm(browser);
    await signedInBrowser("sam@example.com", "Sam");
    const sam = await database().prisma.user.findUniqueOrThrow({ where: { email: "sam@example.com" } });
    const reset = await database().prisma.passwordReset.create({
      data: { id: randomUUID(), userId: sam.id, expiresAt: new Date(Date.now() + 60_000) },
    });
    const setCookie = await completePasswordReset(
      get("/reset-password", browser),
      { id: reset.id, userId: sam.id },
      "a-new-password-for-sam",
    );
    expect(setCookie).toContain("session=");
    expect(
      (await database().prisma.willDraft.findUniqueOrThrow({ where: { id: draftId } })).userId,
    ).toBeNull();
    expect(
      (await dashboard(browser.clone().absorb(new Headers({ "Set-Cookie": setCookie! })))).body,
    ).toMatchObject({
      offeredDrafts: [{ id: draftId, fullName: "Jane Smith" }],
    });
  });
});
