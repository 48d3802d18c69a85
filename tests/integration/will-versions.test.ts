import pino from "pino";
import { describe, expect, it } from "vitest";
import { describeChange, type VersionChanges, type WillFormDataInput } from "../../core/index.ts";
import { InProcessRunner } from "../../workers/in-process-runner.ts";
import { action as stepAction, loader as stepLoader } from "../../web/app/routes/create-will.$step.tsx";
import { action as startAction } from "../../web/app/routes/create-will._index.tsx";
import { loader as changesLoader } from "../../web/app/routes/wills.$id.changes.tsx";
import { loader as willLoader } from "../../web/app/routes/wills.$id._index.tsx";
import { action as updateAction } from "../../web/app/routes/wills.$id.update.tsx";
import { versionChains } from "../../web/app/after-the-will/will-versions.server.ts";
import { buildFormData, START_DRAFT_FIELDS } from "../support/factories.ts";
import { CookieJar, formPost, get, run, testContext } from "../support/remix.ts";
import { pdfTextWithoutPageNumbers } from "../support/pdf-text.ts";
import { useRouteHarness } from "../support/route-harness.ts";

/**
 * "Update my will" end to end, as a browser without JavaScript and without an account posts it,
 * against a real database and Chromium: a will is made, updated from its page, the preview says
 * what changed since it, and the new will is linked to it as version 2 and its PDF names it in the
 * revocation clause and says to destroy it once the new one is signed (docs/legal.md, "Revoking
 * earlier wills"). Someone else's browser can neither update nor compare it.
 */
const { database, pipelineActivities } = useRouteHarness({ mail: true, pdf: true });

const FIRST: WillFormDataInput = buildFormData({
  residualEstate: {
    beneficiaries: [
      { fullName: "Carol Smith", relationship: "sister", percentage: 50, isPrimaryBeneficiary: true },
      { fullName: "Tom Jones", relationship: "friend", percentage: 50, isPrimaryBeneficiary: true },
    ],
    contingentBeneficiaries: [],
    trustInfo: { createTrust: false, inheritanceAge: 25 },
  },
});

/** The real pipeline's steps, run in this process: the document, then the PDF by Chromium. */
async function generate(willId: string) {
  const runner = new InProcessRunner({
    activities: pipelineActivities({ smtpTimeoutMs: 5_000, today: () => "2026-11-24" }),
    prisma: database().prisma,
    logger: pino({ level: "silent" }),
    draftTtlMs: 7 * 24 * 3_600_000,
    sleep: async () => undefined,
  });
  runner.startGeneration(willId, false);
  // Without an address the run then waits for one: stop it once the PDF is stored.
  const deadline = Date.now() + 90_000;
  let will = await database().prisma.will.findUniqueOrThrow({ where: { id: willId } });
  while (!(will.status === "ready" && will.pdf) && will.status !== "failed" && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    will = await database().prisma.will.findUniqueOrThrow({ where: { id: willId } });
  }
  await runner.drain(5_000);
  return will;
}

/** A browser's draft with the whole form answered, as if every page had been posted. */
async function browserWithDraft(): Promise<CookieJar> {
  const started = await run(() =>
    startAction({
      request: formPost("/create-will", { ...START_DRAFT_FIELDS }),
      params: {},
      context: testContext(),
    }),
  );
  return new CookieJar().absorb(started.headers);
}

async function generateFromPreview(jar: CookieJar): Promise<string> {
  const answer = await run(() =>
    stepAction({
      request: formPost("/create-will/preview", { _action: "generate" }, jar),
      params: { step: "preview" },
      context: testContext(),
    }),
  );
  jar.absorb(answer.headers);
  const location = answer.headers.get("location") ?? "";
  expect(location).toMatch(/^\/wills\/[\w-]{22}\/progress$/);
  return location.split("/")[2] ?? "";
}

const { formData: _whole, ...firstSections } = { formData: FIRST, ...FIRST };

describe("Update my will", () => {
  it("makes version 2, linked to the will it replaces, whose PDF names it and says to destroy it once signed", async () => {
    const { prisma } = database();
    const jar = await browserWithDraft();
    await prisma.willDraft.updateMany({ data: { formData: firstSections, reached: 6, step: "preview" } });
    const firstId = await generateFromPreview(jar);
    await prisma.will.update({
      where: { id: firstId },
      data: { createdAt: new Date("2026-03-03T10:00:00Z") },
    });
    const first = await generate(firstId);
    expect(first.status).toBe("ready");
    expect(first.version).toBe(1);
    expect(pdfTextWithoutPageNumbers(first.pdf)).not.toContain("made to replace");

    // "Update my will" on the will's page: the form reopens with its answers, linked to it.
    const update = await run(() =>
      updateAction({
        request: formPost(`/wills/${firstId}/update`, {}, jar),
        params: { id: firstId },
        context: testContext(),
      }),
    );
    expect(update.status).toBe(302);
    expect(update.headers.get("location")).toBe("/create-will/personal");
    const draft = await prisma.willDraft.findFirstOrThrow();
    expect(draft.replacesWillId).toBe(firstId);
    expect(draft.formData).toMatchObject({
      residualEstate: { beneficiaries: [{ percentage: 50 }, { percentage: 50 }] },
    });

    // The user changes the shares (the pages are posted in the browser tests) and previews.
    const changed = {
      ...firstSections,
      residualEstate: {
        ...FIRST.residualEstate,
        beneficiaries: [
          { fullName: "Tom Jones", relationship: "friend", percentage: 40, isPrimaryBeneficiary: true },
          { fullName: "Carol Smith", relationship: "sister", percentage: 60, isPrimaryBeneficiary: true },
        ],
      },
    };
    await prisma.willDraft.updateMany({ data: { formData: changed, step: "preview" } });
    const preview = await run(() =>
      stepLoader({
        request: get("/create-will/preview", jar),
        params: { step: "preview" },
        context: testContext(),
      }),
    );
    const shown = (preview.body as { preview: { changes: VersionChanges; documentHtml: string } }).preview;
    expect(shown.changes.since).toBe("3 March 2026");
    expect(shown.changes.changes.map(describeChange)).toEqual([
      "Carol Smith's share of the rest of the estate: 50% → 60%",
      "Tom Jones's share of the rest of the estate: 50% → 40%",
    ]);
    expect(shown.documentHtml).toContain(
      "I revoke all my earlier wills and codicils. This will is made to replace my will prepared on 3 March 2026, which I revoke with all my other earlier wills and codicils.",
    );

    const secondId = await generateFromPreview(jar);
    const second = await generate(secondId);
    expect(second).toMatchObject({ status: "ready", version: 2, previousWillId: firstId });
    const text = pdfTextWithoutPageNumbers(second.pdf);
    expect(text).toContain(
      "I revoke all my earlier wills and codicils. This will is made to replace my will prepared on 3 March 2026, which I revoke with all my other earlier wills and codicils.",
    );
    expect(text).toContain(
      "Then destroy your earlier will. This will replaces your will prepared on 3 March 2026.",
    );
    expect(text).toContain("Destroying a will on purpose also revokes it (Wills Act 1837, s.20)");
    expect(text).toContain("Do not destroy it before this one is signed");
    // The earlier will is kept, untouched.
    expect((await prisma.will.findUniqueOrThrow({ where: { id: firstId } })).pdf).toEqual(first.pdf);

    // Each will's page says where it stands; the comparison page lists the same changes.
    const earlierPage = await run(() =>
      willLoader({ request: get(`/wills/${firstId}`, jar), params: { id: firstId }, context: testContext() }),
    );
    expect(earlierPage.body).toMatchObject({ replacedBy: { id: secondId }, replaces: null });
    const laterPage = await run(() =>
      willLoader({
        request: get(`/wills/${secondId}`, jar),
        params: { id: secondId },
        context: testContext(),
      }),
    );
    expect(laterPage.body).toMatchObject({
      replaces: { id: firstId, preparedOn: "3 March 2026" },
      replacedBy: null,
    });
    const compared = await run(() =>
      changesLoader({
        request: get(`/wills/${secondId}/changes`, jar),
        params: { id: secondId },
        context: testContext(),
      }),
    );
    expect(compared.status).toBe(200);
    expect(compared.body).toMatchObject({ earlierOn: "3 March 2026", fromId: firstId });
    expect(
      (compared.body as { changes: Parameters<typeof describeChange>[0][] }).changes.map(describeChange),
    ).toEqual(shown.changes.changes.map(describeChange));

    // The replaced will is not updated again: the newer one is shown instead.
    const again = await run(() =>
      updateAction({
        request: formPost(`/wills/${firstId}/update`, {}, jar),
        params: { id: firstId },
        context: testContext(),
      }),
    );
    expect(again.headers.get("location")).toBe(`/wills/${secondId}`);
    // No new draft: the one that made version 2 (kept until its will has an address) is untouched.
    expect(await prisma.willDraft.findMany({ select: { replacesWillId: true, willId: true } })).toEqual([
      { replacesWillId: firstId, willId: secondId },
    ]);

    // Another browser can neither update nor compare these wills.
    const stranger = await browserWithDraft();
    const refused = await run(() =>
      updateAction({
        request: formPost(`/wills/${secondId}/update`, {}, stranger),
        params: { id: secondId },
        context: testContext(),
      }),
    );
    expect(refused.status).toBe(404);
    const hidden = await run(() =>
      changesLoader({
        request: get(`/wills/${secondId}/changes`, stranger),
        params: { id: secondId },
        context: testContext(),
      }),
    );
    expect(hidden.status).toBe(404);
    expect(await prisma.will.count()).toBe(2);
  }, 120_000);

  it("groups a user's wills into chains: the current will first, its earlier versions newest first", () => {
    const at = (day: number) => new Date(Date.UTC(2026, 2, day));
    const wills = [
      { id: "c", createdAt: at(5), previousWillId: "b" },
      { id: "x", createdAt: at(4), previousWillId: null },
      { id: "b", createdAt: at(3), previousWillId: "a" },
      { id: "a", createdAt: at(1), previousWillId: null },
    ];
    const chains = versionChains(wills).map(({ current, earlier }) => ({
      current: current.id,
      earlier: earlier.map(({ will, replacedBy }) => `${will.id} replaced by ${replacedBy.id}`),
    }));
    expect(chains).toEqual([
      { current: "c", earlier: ["b replaced by c", "a replaced by b"] },
      { current: "x", earlier: [] },
    ]);
  });
});
