import { describe, expect, it } from "vitest";
import { MAX_CHAT_CHARACTERS } from "../../web/app/assistant/chat.server.ts";
import {
  abuseLimits,
  RECIPIENT_LIMIT_MESSAGE,
  recipientSubject,
} from "../../web/app/common/rate-limit.server.ts";
import { action as chatCall } from "../../web/app/routes/api.chat.ts";
import { action as healthCheckAction } from "../../web/app/routes/financial-health-check.tsx";
import { newWillId } from "../../web/app/will-form/wills.server.ts";
import { action as startAction } from "../../web/app/routes/create-will._index.tsx";
import { action as stepAction } from "../../web/app/routes/create-will.$step.tsx";
import { action as saveWill, EMAIL_WITHHELD_NOTICE } from "../../web/app/routes/api.wills.ts";
import { action as emailPage } from "../../web/app/routes/wills.$id.email.tsx";
import { WILL_SIZE_LIMITS } from "../../web/app/will-form/will-limits.server.ts";
import { buildFormData, buildSavePayload, START_DRAFT_FIELDS } from "../support/factories.ts";
import { CookieJar, formPost, jsonPost, run, testContext } from "../support/remix.ts";
import { signedInBrowser, useRouteHarness } from "../support/route-harness.ts";

/**
 * Limits on what costs us or reaches someone else (docs/security.md, "Limits"), through the
 * routes a browser or a script calls, against a real database.
 */
const { pipeline, database } = useRouteHarness({ empty: ["will", "willDraft", "rateLimit"] });

/** POST /api/wills as the preview's fetch sends it (our Origin), from `ip`, with `jar`'s cookies. */
function saveFrom(ip: string, body: unknown, jar = new CookieJar(), headers: Record<string, string> = {}) {
  const request = jsonPost("/api/wills", body, jar);
  request.headers.set("Origin", "http://localhost");
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  return run(() => saveWill({ request, params: {}, context: testContext(ip) })).then((result) => {
    jar.absorb(result.headers);
    return result;
  });
}

const withEmail = (email: string) => buildSavePayload({ email });

describe("wills created", () => {
  it("one IP making new browsers stops at the per-IP limit with 429, Retry-After and a plain message", async () => {
    const limit = abuseLimits().willsPerIp.limit;
    for (let index = 0; index < limit; index += 1) {
      expect((await saveFrom("203.0.113.7", withEmail(`person${index}@example.com`))).status).toBe(201);
    }
    const refused = await saveFrom("203.0.113.7", withEmail("one-more@example.com"));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(23 * 3600);
    expect(refused.body).toMatchObject({
      error:
        "You have made as many wills as we allow in a day. Please try again in 24 hours; the wills you have made are kept.",
    });
    expect(await database().prisma.will.count()).toBe(limit);
    expect(pipeline.started).toHaveLength(limit);
  });

  it("counts each key in one request: a will refused for its IP counts the IP and the browser, not the recipient", async () => {
    const limit = abuseLimits().willsPerIp.limit;
    const jar = new CookieJar();
    expect((await saveFrom("203.0.113.9", withEmail("first@example.com"), jar)).status).toBe(201);
    for (let index = 0; index < limit; index += 1) {
      expect((await saveFrom("203.0.113.8", withEmail(`person${index}@example.com`))).status).toBe(201);
    }
    const refused = await saveFrom("203.0.113.8", withEmail("one-more@example.com"), jar);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(23 * 3600);
    const counts = async () => {
      const rows = await database().prisma.rateLimit.findMany({ orderBy: { key: "asc" } });
      return new Map(rows.map((row) => [row.key, row.count]));
    };
    const browserCounts = (rows: Map<string, number>) =>
      [...rows].filter(([key]) => key.startsWith("will:browser:")).map(([, count]) => count);
    const afterRefusal = await counts();
    expect(afterRefusal.get("will:ip:203.0.113.8")).toBe(limit + 1);
    expect(afterRefusal.get("will:ip:203.0.113.9")).toBe(1);
    expect(afterRefusal.has(`email-to:${recipientSubject("one-more@example.com")}`)).toBe(false);
    expect(afterRefusal.get(`email-to:${recipientSubject("person0@example.com")}`)).toBe(1);
    expect(browserCounts(afterRefusal).sort()).toEqual([...Array.from({ length: limit }, () => 1), 2]);
    // The same browser from its own IP is within all its limits: made, and each of its keys counted.
    expect((await saveFrom("203.0.113.9", withEmail("one-more@example.com"), jar)).status).toBe(201);
    const afterMade = await counts();
    expect(afterMade.get("will:ip:203.0.113.8")).toBe(limit + 1);
    expect(afterMade.get("will:ip:203.0.113.9")).toBe(2);
    expect(afterMade.get(`email-to:${recipientSubject("one-more@example.com")}`)).toBe(1);
    expect(browserCounts(afterMade).sort()).toEqual([...Array.from({ length: limit }, () => 1), 3]);
    expect(await database().prisma.will.count()).toBe(limit + 2);
  });

  it("one browser stops at the per-browser limit whatever its IP", async () => {
    const jar = new CookieJar();
    const limit = abuseLimits().willsPerBrowser.limit;
    for (let index = 0; index < limit; index += 1) {
      expect((await saveFrom(`198.51.100.${index}`, withEmail(`p${index}@example.com`), jar)).status).toBe(
        201,
      );
    }
    expect((await saveFrom("198.51.100.200", withEmail("p@example.com"), jar)).status).toBe(429);
    expect(await database().prisma.will.count()).toBe(limit);
  });

  it("a couple making mirror wills, and changing them twice, never meets a limit", async () => {
    const jar = new CookieJar();
    const married = buildFormData({
      familyInfo: {
        maritalStatus: "married",
        spouseName: "Ben Smith",
        hasMirrorWill: true,
        spouseDateOfBirth: "1979-05-06",
        children: [],
      },
    });
    for (let version = 0; version < 3; version += 1) {
      const saved = await saveFrom("192.0.2.1", { ...withEmail("ann@example.com"), formData: married }, jar);
      expect(saved.status).toBe(201);
    }
  });
});

describe("wills made by the assistant", () => {
  /** A will the chat has made for the account, waiting for the health check (as chatTurn stores it). */
  async function chatWill(userId: string) {
    const id = newWillId();
    await database().prisma.will.create({
      data: { id, formData: buildFormData(), willDocument: "<p>will</p>", userId, source: "chat" },
    });
    return id;
  }

  /** 'Get Final Will' on the health check page, as the page posts it. */
  const finalise = (jar: CookieJar, id: string, email: string, ip: string) =>
    run(() =>
      healthCheckAction({
        request: formPost(
          `/financial-health-check?id=${id}`,
          {
            email,
            hasLifeInsurance: "no",
            hasIncomeProtection: "no",
            hasChildISA: "no",
            usesTaxScheme: "no",
          },
          jar,
        ),
        params: {},
        context: testContext(ip),
      }),
    );

  it("count towards the account's daily will limit with the form's wills, and the one past it is not made", async () => {
    const jar = await signedInBrowser("chat-maker@example.com");
    const user = await database().prisma.user.findUniqueOrThrow({
      where: { email: "chat-maker@example.com" },
    });
    const limit = abuseLimits().willsPerAccount.limit;
    // Half the day's wills through the form, the rest through the assistant, each from a new IP.
    for (let index = 0; index < limit / 2; index += 1) {
      expect(
        (await saveFrom(`198.51.100.${index + 1}`, withEmail(`form${index}@example.com`), jar)).status,
      ).toBe(201);
    }
    for (let index = limit / 2; index < limit; index += 1) {
      const made = await finalise(
        jar,
        await chatWill(user.id),
        `chat${index}@example.com`,
        `198.51.100.${index + 1}`,
      );
      expect(made.status).toBe(302);
    }
    expect(pipeline.finalised).toHaveLength(limit / 2);
    const oneMore = await chatWill(user.id);
    const refused = await finalise(jar, oneMore, "one-more@example.com", "198.51.100.200");
    expect(refused.status).toBe(429);
    expect(refused.body).toBe(
      "You have made as many wills as we allow in a day. Please try again in 24 hours; the wills you have made are kept.",
    );
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(23 * 3600);
    expect(pipeline.finalised).toHaveLength(limit / 2);
    const kept = await database().prisma.will.findUniqueOrThrow({ where: { id: oneMore } });
    expect(kept.email).toBeNull();
  });

  it("are held to the same size as the form's: a will too large is refused at the health check, not made", async () => {
    const jar = await signedInBrowser("chat-large@example.com");
    const user = await database().prisma.user.findUniqueOrThrow({
      where: { email: "chat-large@example.com" },
    });
    const gift = (index: number) => ({
      description: `${"A long description of a thing. ".repeat(150)}${index}`,
      beneficiary: "Carol Smith",
      relationship: "sister",
      conditions: "x".repeat(4_000),
    });
    const id = newWillId();
    await database().prisma.will.create({
      data: {
        id,
        formData: buildFormData({ specificGifts: Array.from({ length: 10 }, (_, index) => gift(index)) }),
        willDocument: "<p>will</p>",
        userId: user.id,
        source: "chat",
      },
    });
    const refused = await finalise(jar, id, "large@example.com", "198.51.100.201");
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(
      `more than the ${WILL_SIZE_LIMITS.textCharacters.toLocaleString("en-GB")} a will made here can hold. Please shorten the longer answers (gifts, wishes, conditions).`,
    );
    expect(pipeline.finalised).toHaveLength(0);
    const kept = await database().prisma.will.findUniqueOrThrow({ where: { id } });
    expect(kept.email).toBeNull();
  });
});

describe("emails per recipient", () => {
  it("sends at most the daily number of wills to one address, from any browser and IP", async () => {
    const limit = abuseLimits().emailsPerRecipient.limit;
    for (let index = 0; index < limit; index += 1) {
      expect((await saveFrom(`192.0.2.${index + 10}`, withEmail("Victim@Example.com"))).status).toBe(201);
    }
    const refused = await saveFrom("192.0.2.99", withEmail("victim@example.com"));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: RECIPIENT_LIMIT_MESSAGE });
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(pipeline.started.filter((start) => start.email !== null)).toHaveLength(limit);
    // No address is stored in the counters, only its hash.
    const keys = (await database().prisma.rateLimit.findMany()).map((row) => row.key);
    expect(keys.join(" ")).not.toContain("example.com");
  });
});

describe("emails per recipient on 'Almost Done!'", () => {
  it("says so beside the address and offers the PDF, instead of an error page that loses it", async () => {
    const limit = abuseLimits().emailsPerRecipient.limit;
    for (let index = 0; index < limit; index += 1) {
      expect((await saveFrom(`192.0.2.${index + 110}`, withEmail("busy@example.com"))).status).toBe(201);
    }
    const jar = new CookieJar();
    // A will whose address was withheld (posted without our Origin): its maker gives one here.
    const withheld = await run(() =>
      saveWill({
        request: jsonPost("/api/wills", withEmail("busy@example.com"), jar),
        params: {},
        context: testContext("192.0.2.120"),
      }),
    );
    jar.absorb(withheld.headers);
    const id = (withheld.body as { id: string }).id;
    const answer = await run(() =>
      emailPage({
        request: formPost(`/wills/${id}/email`, { email: "busy@example.com" }, jar),
        params: { id },
        context: testContext("192.0.2.120"),
      }),
    );
    expect(answer.status).toBe(429);
    expect(answer.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(JSON.stringify(answer.body)).toContain(RECIPIENT_LIMIT_MESSAGE);
    expect(answer.body).toMatchObject({ pdf: `/api/wills/${id}/pdf` });
    expect((await database().prisma.will.findUniqueOrThrow({ where: { id } })).email).toBeNull();
  });
});

describe("email goes only to an address typed on our pages", () => {
  it("keeps a will posted without a browser's Origin, but without its address, and says so", async () => {
    const request = jsonPost("/api/wills", withEmail("stranger@example.com"));
    const saved = await run(() => saveWill({ request, params: {}, context: testContext("192.0.2.50") }));
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ emailWithheld: true, notice: EMAIL_WITHHELD_NOTICE });
    const { id } = saved.body as { id: string };
    expect((await database().prisma.will.findUniqueOrThrow({ where: { id } })).email).toBeNull();
    expect(pipeline.started).toEqual([{ willId: id, email: null }]);
  });

  it("refuses another website's Origin as proof", async () => {
    const saved = await saveFrom("192.0.2.51", withEmail("stranger@example.com"), new CookieJar(), {
      Origin: "https://evil.example",
    });
    expect(saved.body).toMatchObject({ emailWithheld: true });
  });

  it("takes a browser's Sec-Fetch-Site: same-origin as proof", async () => {
    const request = jsonPost("/api/wills", withEmail("ann@example.com"));
    request.headers.set("Sec-Fetch-Site", "same-origin");
    const saved = await run(() => saveWill({ request, params: {}, context: testContext("192.0.2.52") }));
    expect(saved.body).not.toHaveProperty("emailWithheld");
    expect(pipeline.started).toEqual([
      { willId: (saved.body as { id: string }).id, email: "ann@example.com" },
    ]);
  });
});

describe("the size of a will", () => {
  const tooMany = (count: number, fullName = "Person") =>
    Array.from({ length: count }, (_, index) => ({
      fullName: `${fullName} ${index}`,
      relationship: "friend",
      percentage: index === 0 ? 100 : 0,
      isPrimaryBeneficiary: true,
    }));

  it("refuses more people than a will can hold with 400 and a clear message, storing nothing", async () => {
    const formData = buildFormData({
      residualEstate: {
        beneficiaries: tooMany(40),
        contingentBeneficiaries: tooMany(30).map(({ isPrimaryBeneficiary: _, ...rest }) => rest),
        trustInfo: { createTrust: false, inheritanceAge: 25 },
      },
    });
    const refused = await saveFrom("192.0.2.60", { ...withEmail("ann@example.com"), formData });
    expect(refused.status).toBe(400);
    const message = `This will names 71 people, more than the ${WILL_SIZE_LIMITS.people} a will made here can hold. Please shorten it, or ask a solicitor to draw up a will this large.`;
    expect(refused.body).toEqual({
      error: message,
      fieldErrors: { formData: [message] },
    });
    expect(await database().prisma.will.count()).toBe(0);
  });

  it("refuses more text than a will can hold (the 264-page will)", async () => {
    const gift = (index: number) => ({
      description: `${"A long description of a thing. ".repeat(150)}${index}`,
      beneficiary: "Carol Smith",
      relationship: "sister",
      conditions: "x".repeat(4_000),
    });
    const formData = buildFormData({ specificGifts: Array.from({ length: 10 }, (_, index) => gift(index)) });
    const refused = await saveFrom("192.0.2.61", { ...withEmail("ann@example.com"), formData });
    expect(refused.status).toBe(400);
    expect((refused.body as { error: string }).error).toMatch(
      /^This will has [\d,]+ characters of text, more than the 40,000 a will made here can hold\./,
    );
  });
});

describe("form drafts", () => {
  async function startDraft(jar: CookieJar, ip: string) {
    const request = formPost("/create-will", { ...START_DRAFT_FIELDS }, jar);
    const started = await run(() => startAction({ request, params: {}, context: testContext(ip) }));
    jar.absorb(started.headers);
    return started;
  }
  const keep = (jar: CookieJar) =>
    run(() =>
      stepAction({
        request: formPost("/create-will/personal", { "personalInfo.fullName": "Ann", _action: "keep" }, jar),
        params: { step: "personal" },
        context: testContext("192.0.2.70"),
      }),
    );

  it("autosaves past the per-minute limit answer 429 with Retry-After and the plain message", async () => {
    const jar = new CookieJar();
    expect((await startDraft(jar, "192.0.2.70")).status).toBe(302);
    const limit = abuseLimits().draftSavesPerBrowser.limit;
    for (let index = 0; index < limit; index += 1) expect((await keep(jar)).status).toBe(200);
    const refused = await keep(jar);
    expect(refused.status).toBe(429);
    expect(refused.body).toBe("Too many attempts. Please wait a minute and try again.");
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
  });

  it("one IP starting new drafts stops at the hourly limit", async () => {
    const limit = abuseLimits().draftsStartedPerIp.limit;
    for (let index = 0; index < limit; index += 1) {
      expect((await startDraft(new CookieJar(), "192.0.2.80")).status).toBe(302);
    }
    expect((await startDraft(new CookieJar(), "192.0.2.80")).status).toBe(429);
  });
});

describe("the assistant", () => {
  it("refuses a conversation longer than it can read with 400 and a plain message", async () => {
    const jar = await signedInBrowser("chatty@example.com");
    const messages = Array.from({ length: 400 }, (_, index) => ({
      role: index % 2 === 0 ? "user" : "assistant",
      content: "x".repeat(3_999),
    }));
    messages.push({ role: "user", content: "Hello" });
    messages.splice(0, 1);
    const result = await run(() =>
      chatCall({ request: jsonPost("/api/chat", { messages }, jar), params: {}, context: testContext() }),
    );
    expect(result.status).toBe(400);
    expect((result.body as { fieldErrors: Record<string, string[]> }).fieldErrors["messages"]).toEqual([
      `This conversation is longer than the ${MAX_CHAT_CHARACTERS.toLocaleString("en-GB")} characters the assistant can read. Please start again.`,
    ]);
  });
});
