import { beforeEach, describe, expect, it } from "vitest";
import { action as logoutCall } from "../../web/app/routes/api.logout.ts";
import { loader as myWillsCall } from "../../web/app/routes/api.my-wills.ts";
import { loader as willCall } from "../../web/app/routes/api.wills.$id.ts";
import { action as dashboardAction, loader as dashboardLoader } from "../../web/app/routes/dashboard.tsx";
import { buildSavePayload } from "../support/factories.ts";
import {
  CookieJar,
  formPost,
  get,
  jsonPost,
  recordingPipeline,
  run,
  testContext,
  useRoutesWith,
} from "../support/remix.ts";
import { saveWillAsPage, signedInBrowser } from "./session.ts";

/**
 * A will made on a shared computer stays its maker's (docs/security.md): signing in on that
 * browser offers it, and only a yes attaches it; until then the browser that made it keeps it.
 */
const database = useRoutesWith(recordingPipeline());
beforeEach(async () => {
  await database().prisma.will.deleteMany();
  await database().prisma.user.deleteMany();
  await database().prisma.rateLimit.deleteMany();
});

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
