import { beforeEach, describe, expect, it } from "vitest";
import { loader as dashboardLoader } from "../../web/app/routes/dashboard.tsx";
import { loader as successLoader } from "../../web/app/routes/success.tsx";
import { EMAIL_DELAYED_AFTER_MS } from "../../web/app/will-form/wills.server.ts";
import { CookieJar, get, recordingPipeline, run, testContext, useRoutesWith } from "../support/remix.ts";
import { saveWillAsPage } from "./session.ts";
import { signedInBrowser } from "../support/route-harness.ts";

/**
 * An email that has not gone after a few minutes shows as delayed on the will's success page,
 * beside the PDF download, and on its dashboard card (docs/security.md, "Failures say what they are").
 */
const database = useRoutesWith(recordingPipeline());
beforeEach(async () => {
  await database().prisma.will.deleteMany();
});

async function readyWill(jar: CookieJar, readyForMs: number, emailed = false) {
  const id = ((await saveWillAsPage(jar)).body as { id: string }).id;
  await database().prisma.$executeRaw`UPDATE "Will" SET "status" = 'ready', "emailedAt" = ${
    emailed ? new Date() : null
  }, "updatedAt" = ${new Date(Date.now() - readyForMs)} WHERE "id" = ${id}`;
  return id;
}

const success = async (jar: CookieJar, id: string) =>
  (
    await run(() =>
      successLoader({ request: get(`/success?id=${id}`, jar), params: {}, context: testContext() }),
    )
  ).body as { emailDelayed: boolean };

describe("the success page", () => {
  it("says the email is delayed once a ready will's email has not gone for 5 minutes", async () => {
    const jar = new CookieJar();
    expect((await success(jar, await readyWill(jar, EMAIL_DELAYED_AFTER_MS + 1_000))).emailDelayed).toBe(
      true,
    );
  });

  it("says nothing while the email may still be on its way, or once it has gone", async () => {
    const jar = new CookieJar();
    expect((await success(jar, await readyWill(jar, 60_000))).emailDelayed).toBe(false);
    expect((await success(jar, await readyWill(jar, EMAIL_DELAYED_AFTER_MS * 2, true))).emailDelayed).toBe(
      false,
    );
  });
});

describe("the dashboard", () => {
  it("marks the card of a will whose email is delayed, and only that one", async () => {
    const jar = await signedInBrowser(`delayed${Date.now()}@example.com`);
    const delayed = await readyWill(jar, EMAIL_DELAYED_AFTER_MS + 1_000);
    const recent = await readyWill(jar, 1_000);
    const page = await run(() =>
      dashboardLoader({ request: get("/dashboard", jar), params: {}, context: testContext() }),
    );
    const chains = (page.body as { wills: { current: { id: string; emailDelayed: boolean } }[] }).wills;
    const cards = chains.map((chain) => chain.current);
    expect(Object.fromEntries(cards.map((card) => [card.id, card.emailDelayed]))).toEqual({
      [delayed]: true,
      [recent]: false,
    });
  });
});
