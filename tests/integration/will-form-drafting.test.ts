import { beforeEach, describe, expect, it } from "vitest";
import type { LegalFinding } from "../../core/index.ts";
import { action as stepAction, loader as stepLoader } from "../../web/app/routes/create-will.$step.tsx";
import { textCompletion, useOpenAiServer } from "../support/openai-server.ts";
import { run, testContext } from "../support/remix.ts";
import { draftStarted, useRouteHarness } from "../support/route-harness.ts";

/**
 * The guided form's drafting, posted as a browser without JavaScript posts it, against a real
 * database and a real HTTP server speaking the OpenAI API: joint and replacement executors, a
 * child with the testator's own name, and the model's reading of the other wishes on the preview.
 */
const { database } = useRouteHarness({ empty: ["willDraft", "rateLimit"] });
const model = useOpenAiServer(5_000);
beforeEach(() => {
  model().respondWith(() => textCompletion(JSON.stringify({ dispositiveWishes: [] })));
});

const context = testContext();

function formPost(path: string, fields: Record<string, string>, cookie: string) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    body: new URLSearchParams(fields).toString(),
  });
}

async function startDraft(): Promise<string> {
  return (await draftStarted()).cookie;
}

async function post(cookie: string, step: string, fields: Record<string, string>) {
  return run(() =>
    stepAction({ request: formPost(`/create-will/${step}`, fields, cookie), params: { step }, context }),
  );
}

async function preview(cookie: string) {
  const answer = await run(() =>
    stepLoader({
      request: new Request("http://localhost/create-will/preview", { headers: { Cookie: cookie } }),
      params: { step: "preview" },
      context,
    }),
  );
  expect(answer.status).toBe(200);
  return (answer.body as { preview: { documentHtml: string; findings: LegalFinding[] } }).preview;
}

const executorFields = (prefix: string, fullName: string, relationship: string) => ({
  [`${prefix}.fullName`]: fullName,
  [`${prefix}.relationship`]: relationship,
  [`${prefix}.address`]: "4 Mill Road, York YO1 2AB",
  [`${prefix}.contact`]: "07700 900123",
  [`${prefix}.isAdult`]: "on",
});

/** Personal to Estate Distribution for a single mother of a two-year-old, each page a plain post. */
async function upToTheExecutors(cookie: string, otherWishes = "") {
  const steps: [string, Record<string, string>][] = [
    [
      "personal",
      {
        "personalInfo.fullName": "Chloe Barnes",
        "personalInfo.dateOfBirth": "1995-08-19",
        "personalInfo.address": "12 Bootham, York YO30 7BZ",
      },
    ],
    [
      "family",
      {
        "familyInfo.maritalStatus": "single",
        "familyInfo.children[0].fullName": "Leo Barnes",
        "familyInfo.children[0].age": "2",
      },
    ],
    [
      "guardianship",
      {
        "guardianship[0].guardians[0].fullName": "Amy Price",
        "guardianship[0].guardians[0].relationship": "Sister",
      },
    ],
    ["gifts", { otherWishes }],
    [
      "estate",
      {
        "residualEstate.beneficiaries[0].fullName": "Leo Barnes",
        "residualEstate.beneficiaries[0].relationship": "Son",
        "residualEstate.beneficiaries[0].percentage": "100",
        "residualEstate.beneficiaries[0].isPrimaryBeneficiary": "on",
        "residualEstate.contingentBeneficiaries[0].fullName": "Amy Price",
        "residualEstate.contingentBeneficiaries[0].relationship": "Sister",
        "residualEstate.contingentBeneficiaries[0].percentage": "100",
        "residualEstate.contingentBeneficiaries[0].isContingentBeneficiary": "on",
        "residualEstate.trustInfo.createTrust": "on",
        "residualEstate.trustInfo.inheritanceAge": "21",
      },
    ],
  ];
  for (const [step, fields] of steps) {
    const answer = await post(cookie, step, { ...fields, _action: "next" });
    expect(answer.status, `${step}: ${JSON.stringify(answer.body)}`).toBe(302);
  }
}

describe("a name that cannot stand, refused beside the name field", () => {
  it("a gift's recipient and a beneficiary: each error is the name field's, which the error summary links to", async () => {
    const cookie = await startDraft();
    await upToTheExecutors(cookie);
    const ownName =
      "Chloe Barnes is named as %s, but that is your own name. A will cannot give you anything or appoint you: change the name to the person you mean.";
    const gift = await post(cookie, "gifts", {
      "specificGifts[0].description": "my ring",
      "specificGifts[0].beneficiary": "Chloe Barnes",
      "specificGifts[0].relationship": "Self",
      _action: "next",
    });
    expect(gift.status).toBe(400);
    expect((gift.body as { result: { error: unknown } }).result.error).toEqual({
      "specificGifts[0].beneficiary": [ownName.replace("%s", "the person receiving a gift")],
    });
    const estate = await post(cookie, "estate", {
      "residualEstate.beneficiaries[0].fullName": "Chloe Barnes",
      "residualEstate.beneficiaries[0].relationship": "Self",
      "residualEstate.beneficiaries[0].percentage": "100",
      "residualEstate.beneficiaries[0].isPrimaryBeneficiary": "on",
      _action: "next",
    });
    expect(estate.status).toBe(400);
    expect((estate.body as { result: { error: unknown } }).result.error).toEqual({
      "residualEstate.beneficiaries[0].fullName": [ownName.replace("%s", "a beneficiary")],
    });
  });

  it("two people in one share of the residue: refused beside the name", async () => {
    const cookie = await startDraft();
    await upToTheExecutors(cookie);
    const estate = await post(cookie, "estate", {
      "residualEstate.beneficiaries[0].fullName": "Leo Barnes and Amy Price",
      "residualEstate.beneficiaries[0].relationship": "Son and sister",
      "residualEstate.beneficiaries[0].percentage": "100",
      "residualEstate.beneficiaries[0].isPrimaryBeneficiary": "on",
      _action: "next",
    });
    expect(estate.status).toBe(400);
    expect((estate.body as { result: { error: unknown } }).result.error).toEqual({
      "residualEstate.beneficiaries[0].fullName": [
        '"Leo Barnes and Amy Price" names more than one person in one share: Leo Barnes and Amy Price. Give each of them their own row and their own share, so your will says what happens to each part if one of them dies before you. If this is one organisation with "and" in its name, write "Charity" as the relationship.',
      ],
    });
  });
});

describe("joint and replacement executors in the guided form", () => {
  it("a joint executor who is the two-year-old son is refused beside his name, where the error summary links", async () => {
    const cookie = await startDraft();
    await upToTheExecutors(cookie);
    const answer = await post(cookie, "executor", {
      ...executorFields("executorInfo.primary", "Amy Price", "sibling"),
      ...executorFields("executorInfo.coExecutors[0]", "Leo Barnes", "child"),
      wantsAlternate: "no",
      _action: "next",
    });
    expect(answer.status).toBe(400);
    const reply = answer.body as { result: { error: Record<string, string[] | null> } };
    // The error is the name field's (the link target the summary needs), not the row's fieldset.
    expect(reply.result.error).toEqual({
      "executorInfo.coExecutors[0].fullName": [
        "Leo Barnes is 2, as you told us on Family Details. Someone under 18 cannot act as an executor. Please choose an adult.",
      ],
    });
  });

  it("a joint executor added without JavaScript clears the two-trustees warning and reaches the will", async () => {
    const cookie = await startDraft();
    await upToTheExecutors(cookie);
    const primary = executorFields("executorInfo.primary", "Amy Price", "sibling");

    // Add a joint executor: Conform's insert intent, a real submit button.
    const insert = JSON.stringify({ type: "insert", payload: { name: "executorInfo.coExecutors" } });
    const added = await post(cookie, "executor", { ...primary, wantsAlternate: "no", __intent__: insert });
    expect(added.status).toBe(302);
    // Back to the details, not the executor page's introduction.
    expect(added.headers.get("Location")).toBe("/create-will/executor?part=details");

    const next = await post(cookie, "executor", {
      ...primary,
      ...executorFields("executorInfo.coExecutors[0]", "Owen Price", "other"),
      wantsAlternate: "yes",
      ...executorFields("executorInfo.alternate", "Diane Barnes", "parent"),
      _action: "next",
    });
    expect(next.status, JSON.stringify(next.body)).toBe(302);
    expect(next.headers.get("Location")).toBe("/create-will/preview");
    const draft = await database().prisma.willDraft.findFirstOrThrow();
    expect(draft.formData).toMatchObject({
      executorInfo: {
        primary: { fullName: "Amy Price" },
        coExecutors: [{ fullName: "Owen Price", relationship: "other", isAdult: true }],
        alternate: { fullName: "Diane Barnes" },
      },
    });

    const { documentHtml, findings } = await preview(cookie);
    expect(findings.map((finding) => finding.code)).not.toContain("minor-beneficiary-single-executor");
    expect(documentHtml).toContain(
      'I appoint <span class="will-name">Amy Price</span> (Sibling) of 4 Mill Road, York YO1 2AB and <span class="will-name">Owen Price</span> of 4 Mill Road, York YO1 2AB to be my joint executors and trustees, to act together.',
    );
    expect(documentHtml).toContain(
      'I appoint <span class="will-name">Diane Barnes</span> (Parent) of 4 Mill Road, York YO1 2AB as my replacement executor',
    );
  });

  it("one executor and a replacement: the warning stays, beside the joint executors, naming the executor", async () => {
    const cookie = await startDraft();
    await upToTheExecutors(cookie);
    const answer = await post(cookie, "executor", {
      ...executorFields("executorInfo.primary", "  amy   PRICE ", "sibling"),
      wantsAlternate: "yes",
      ...executorFields("executorInfo.alternate", "Owen Price", "other"),
      _action: "next",
    });
    expect(answer.status).toBe(302);
    const warning = (await preview(cookie)).findings.find(
      (finding) => finding.code === "minor-beneficiary-single-executor",
    );
    expect(warning?.field).toBe("executorInfo.coExecutors");
    // The executor is the guardian typed first: the finding quotes the name as the will prints it.
    expect(warning?.message).toContain("only Amy Price would act (a replacement executor only acts");
  });

  it("more than three joint executors is an error on the page, not a will", async () => {
    const cookie = await startDraft();
    await upToTheExecutors(cookie);
    const answer = await post(cookie, "executor", {
      ...executorFields("executorInfo.primary", "Amy Price", "sibling"),
      ...executorFields("executorInfo.coExecutors[0]", "B One", "other"),
      ...executorFields("executorInfo.coExecutors[1]", "C Two", "other"),
      ...executorFields("executorInfo.coExecutors[2]", "D Three", "other"),
      ...executorFields("executorInfo.coExecutors[3]", "E Four", "other"),
      wantsAlternate: "no",
      _action: "next",
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(
      "You can name up to 3 joint executors: no more than 4 executors can act together",
    );
  });
});

describe("a child with the testator's own name", () => {
  it("blocks Family Details until marked a different person, then is drafted as 'the younger'", async () => {
    const cookie = await startDraft();
    await post(cookie, "personal", {
      "personalInfo.fullName": "John Smith",
      "personalInfo.dateOfBirth": "1960-02-14",
      "personalInfo.address": "3 Park Row, Leeds LS1 5HD",
      _action: "next",
    });
    const family = {
      "familyInfo.maritalStatus": "widowed",
      "familyInfo.children[0].fullName": "John Smith",
      "familyInfo.children[0].age": "34",
      _action: "next",
    };
    const blocked = await post(cookie, "family", family);
    expect(blocked.status).toBe(400);
    expect(JSON.stringify(blocked.body)).toContain(
      'If your child has the same name as you, tick \\"This child is a different person with the same name\\" under their name.',
    );
    const marked = await post(cookie, "family", {
      ...family,
      "familyInfo.children[0].differentPerson": "on",
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(302);
    for (const [step, fields] of [
      ["guardianship", {}],
      ["gifts", {}],
      ["estate", { "residualEstate.trustInfo.inheritanceAge": "25" }],
      [
        "executor",
        { ...executorFields("executorInfo.primary", "John Smith", "child"), wantsAlternate: "no" },
      ],
    ] as const) {
      const answer = await post(cookie, step, { ...fields, _action: "next" });
      expect(answer.status, `${step}: ${JSON.stringify(answer.body)}`).toBe(302);
    }
    const { documentHtml, findings } = await preview(cookie);
    expect(findings.filter((finding) => finding.severity === "block")).toEqual([]);
    expect(documentHtml).toContain('This is the last will of me, <span class="will-name">John Smith</span>,');
    expect(documentHtml).toContain(
      "I give my residuary estate to the following person, on condition that they survive me by 28 days:",
    );
    expect(documentHtml).toContain(
      '<span class="will-name">John Smith the younger</span> (child): <span class="will-share">100%</span>',
    );
    expect(documentHtml).toContain(
      'I appoint <span class="will-name">John Smith the younger</span> (Child) of 4 Mill Road, York YO1 2AB to be my executor and trustee.',
    );
  });
});

describe("the model's reading of the other wishes on the preview", () => {
  const wishes = "Please look after each other. Grandad's medals are for Leo when he is older.";

  it("asks for structured output and adds the wish the patterns missed, as the same finding", async () => {
    model().respondWith(() =>
      textCompletion(
        JSON.stringify({
          dispositiveWishes: [{ quote: "Grandad's medals are for Leo when he is older", kind: "gift" }],
        }),
      ),
    );
    const cookie = await startDraft();
    await upToTheExecutors(cookie, wishes);
    await post(cookie, "executor", {
      ...executorFields("executorInfo.primary", "Amy Price", "sibling"),
      wantsAlternate: "no",
      _action: "next",
    });
    const { findings } = await preview(cookie);
    expect(findings.filter((finding) => finding.field === "otherWishes")).toEqual([
      {
        code: "wish-gift",
        severity: "warn",
        statute: "Our check, not a rule of law",
        message:
          'Your wish "Grandad\'s medals are for Leo when he is older." reads like an instruction, but wishes are not legally binding. A gift written here is not binding and may not happen. Add it as a specific gift, or keep it as a wish.',
        field: "otherWishes",
      },
    ]);
    expect(model().requests).toHaveLength(1);
    const body = model().requests[0]?.body;
    expect(body?.model).toBe("test-model");
    expect(body?.messages.at(-1)).toEqual({ role: "user", content: wishes });
    expect(body?.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "dispositive_wishes", strict: true },
    });
  });

  it("keeps the deterministic findings alone when the model fails or answers outside the schema", async () => {
    const cookie = await startDraft();
    const text = "I want five executors. Grandad's medals are for Leo.";
    await upToTheExecutors(cookie, text);
    await post(cookie, "executor", {
      ...executorFields("executorInfo.primary", "Amy Price", "sibling"),
      wantsAlternate: "no",
      _action: "next",
    });
    model().respondWith(() => ({ status: 500, body: { error: { message: "overloaded" } } }));
    const failed = await preview(cookie);
    expect(failed.findings.filter((f) => f.field === "otherWishes").map((f) => f.code)).toEqual([
      "wish-executors",
    ]);
    model().respondWith(() => textCompletion(JSON.stringify({ wishes: "medals to Leo" })));
    const unfit = await preview(cookie);
    expect(unfit.findings.filter((f) => f.field === "otherWishes").map((f) => f.code)).toEqual([
      "wish-executors",
    ]);
    expect(model().requests).toHaveLength(2);
  });
});
