import { describe, expect, it } from "vitest";
import { useDatabase } from "../../web/app/common/db.server.ts";
import { action as successAction, loader as successLoader } from "../../web/app/routes/success.tsx";
import { run, testContext } from "../support/remix.ts";
import { draftStarted, useRouteHarness } from "../support/route-harness.ts";
import { createTestDatabase } from "../support/test-database.ts";

/**
 * The confirmation page of a will whose generation failed: the loader says so, and 'Try again'
 * starts the will's generation again (only for a failed will this browser may read), then shows
 * the page again. Against a real database; the pipeline records what it was asked to start.
 */
const { pipeline, database } = useRouteHarness({ empty: ["willDraft", "will"] });

const context = testContext();
const ID = "B".repeat(22);

/** A browser with its key (its cookie), and a will of that browser's in `status`. */
async function browserWithWill(status: string): Promise<string> {
  const { cookie } = await draftStarted();
  const draft = await database().prisma.willDraft.findFirstOrThrow();
  await database().prisma.will.create({
    data: {
      id: ID,
      formData: { personalInfo: { fullName: "Ann Smith" } },
      status,
      source: "form",
      email: "ann@example.com",
      creatorKeyHash: draft.creatorKeyHash,
    },
  });
  return cookie;
}

function retry(cookie: string, id = ID) {
  return run(() =>
    successAction({
      request: new Request(`http://localhost/success?id=${id}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
        body: "_action=retry",
      }),
      params: {},
      context,
    }),
  );
}

describe("'Try again' on the confirmation page", () => {
  it("a failed will: the page says failed, and Try again starts it again with its address", async () => {
    const cookie = await browserWithWill("failed");
    const page = await run(() =>
      successLoader({
        request: new Request(`http://localhost/success?id=${ID}`, { headers: { Cookie: cookie } }),
        params: {},
        context,
      }),
    );
    expect(page.body).toMatchObject({ state: "loaded", status: "failed" });

    const answer = await retry(cookie);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/success?id=${ID}`);
    expect(pipeline.started).toEqual([{ willId: ID, email: "ann@example.com" }]);
  });

  it("a will that did not fail is not started again", async () => {
    const cookie = await browserWithWill("ready");
    expect((await retry(cookie)).status).toBe(302);
    expect(pipeline.started).toEqual([]);
  });

  it("the database failing: 503 and 'could not load' marked unavailable, for the page to load again; another browser: 404", async () => {
    const cookie = await browserWithWill("ready");
    const down = await createTestDatabase();
    await down.close();
    useDatabase(down);
    try {
      const page = await run(() =>
        successLoader({
          request: new Request(`http://localhost/success?id=${ID}`, { headers: { Cookie: cookie } }),
          params: {},
          context,
        }),
      );
      expect(page.status).toBe(503);
      expect(page.body).toEqual({ state: "error", id: ID, unavailable: true });
    } finally {
      useDatabase(database());
    }
    const other = await run(() =>
      successLoader({ request: new Request(`http://localhost/success?id=${ID}`), params: {}, context }),
    );
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ state: "error", id: ID, unavailable: false });
  });

  it("another browser's will: 404, nothing started", async () => {
    await browserWithWill("failed");
    expect((await retry("")).status).toBe(404);
    expect(pipeline.started).toEqual([]);
  });
});
