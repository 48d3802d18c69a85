import { randomBytes, randomUUID } from "node:crypto";
import { verify } from "@node-rs/argon2";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWill, WillFormDataSchema } from "../../core/index.ts";
import { hashPassword } from "../../web/app/accounts/passwords.server.ts";
import { action as statsPost, loader as statsCall } from "../../web/app/routes/api.db-viewer.stats.ts";
import { action as usersPost, loader as usersCall } from "../../web/app/routes/api.db-viewer.users.ts";
import { action as willPost, loader as willCall } from "../../web/app/routes/api.db-viewer.wills.$id.ts";
import { action as willsPost, loader as willsCall } from "../../web/app/routes/api.db-viewer.wills.ts";
import { buildFormData } from "../support/factories.ts";
import { recordingPipeline, run, testContext, useRoutesWith } from "../support/remix.ts";
import type { TestDatabase } from "../support/test-database.ts";
import { sweepExpiredRows } from "../../web/app/common/housekeeping.server.ts";

/**
 * The operator database viewer's four calls at the route level, on a real database: basic
 * authentication against the configured argon2id hash, the failed-attempt limit, paging, the
 * sanitised documents and the audit of every will viewed.
 */

const OPERATOR = "operator";
const PASSWORD = "viewer-password-for-tests";
// Read once, lazily, on the first getEnv(): set before any route runs.
process.env.OPERATOR_USERNAME = OPERATOR;
process.env.OPERATOR_PASSWORD_HASH = await hashPassword(PASSWORD);

const XSS = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><p>Visible text</p>`;

const routes = useRoutesWith(recordingPipeline());
let database: TestDatabase;
beforeEach(async () => {
  database = routes();
  await database.prisma.operatorAudit.deleteMany();
  await database.prisma.will.deleteMany();
  await database.prisma.user.deleteMany();
  await database.prisma.rateLimit.deleteMany();
});

/** Each test talks from its own IP unless it says otherwise, so the failure limit is its own. */
let ip = 0;
const nextIp = () => `203.0.113.${(ip += 1)}`;

function basic(username: string, password: string) {
  return `Basic ${Buffer.from(`${username}:${password}`, "utf8").toString("base64")}`;
}
const RIGHT = basic(OPERATOR, PASSWORD);

type Loader = (args: LoaderFunctionArgs) => Promise<Response>;

function call(
  loader: Loader,
  path: string,
  {
    authorization = RIGHT as string | null,
    clientIp = "198.51.100.1",
    params = {} as Record<string, string>,
    method = "GET",
  } = {},
) {
  const headers = new Headers();
  if (authorization !== null) headers.set("Authorization", authorization);
  return run(() =>
    loader({
      request: new Request(`http://localhost${path}`, { method, headers }),
      params,
      context: testContext(clientIp),
    }),
  );
}

const stats = (options?: Parameters<typeof call>[2]) => call(statsCall, "/api/db-viewer/stats", options);
const wills = (query = "", options?: Parameters<typeof call>[2]) =>
  call(willsCall, `/api/db-viewer/wills${query}`, options);
const users = (query = "", options?: Parameters<typeof call>[2]) =>
  call(usersCall, `/api/db-viewer/users${query}`, options);
const will = (id: string, options?: Parameters<typeof call>[2]) =>
  call(willCall, `/api/db-viewer/wills/${encodeURIComponent(id)}`, { ...options, params: { id } });

/** Seeds a will created `minutesAgo` minutes ago (so the newest-first order is known). */
async function seedWill({
  minutesAgo = 0,
  email = "ann@example.com" as string | null,
  willDocument = null as string | null,
  userId = null as string | null,
  marketingConsent = false,
} = {}) {
  const id = randomBytes(16).toString("base64url");
  await database.prisma.will.create({
    data: {
      id,
      email,
      willDocument,
      userId,
      marketingConsent,
      formData: buildFormData(),
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    },
  });
  return id;
}

async function seedWills(count: number) {
  const ids: string[] = [];
  // Oldest first, so ids[count - 1] is the newest.
  for (let index = 0; index < count; index++) {
    ids.push(await seedWill({ minutesAgo: count - index, email: `person${index}@example.com` }));
  }
  return ids;
}

async function seedUser(firstName: string, minutesAgo = 0) {
  return database.prisma.user.create({
    data: {
      id: randomUUID(),
      firstName,
      email: `${firstName.toLowerCase()}@example.com`,
      passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA",
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    },
  });
}

describe("signing in to the viewer (basic authentication)", () => {
  const everyCall = [
    { name: "stats", send: (options: Parameters<typeof call>[2]) => stats(options) },
    { name: "wills", send: (options: Parameters<typeof call>[2]) => wills("", options) },
    { name: "users", send: (options: Parameters<typeof call>[2]) => users("", options) },
    { name: "will", send: (options: Parameters<typeof call>[2]) => will("some-id", options) },
  ];

  it("answers every call 401 with a Basic challenge when credentials are missing, wrong or malformed", async () => {
    const refused = [
      null,
      basic(OPERATOR, "not-the-password"),
      basic("someone-else", PASSWORD),
      basic(`${OPERATOR} `, PASSWORD),
      basic(OPERATOR.toUpperCase(), PASSWORD),
      `Bearer ${PASSWORD}`,
      "Basic not base64!",
      `Basic ${Buffer.from(`${OPERATOR}${PASSWORD}`).toString("base64")}`,
    ];
    for (const { name, send } of everyCall) {
      for (const authorization of refused) {
        const answer = await send({ authorization, clientIp: nextIp() });
        expect(answer.status, `${name} with ${authorization}`).toBe(401);
        expect(answer.headers.get("WWW-Authenticate")).toBe('Basic realm="Database viewer", charset="UTF-8"');
        expect(answer.headers.get("Cache-Control")).toBe("no-store");
        expect(answer.body).toEqual({ error: "Invalid operator username or password." });
      }
    }
  });

  it("lets the operator in with the right username and password, on every call", async () => {
    const id = await seedWill();
    for (const { name, send } of everyCall) {
      const answer = name === "will" ? await will(id) : await send({});
      expect(answer.status, name).toBe(200);
      expect(answer.headers.get("Cache-Control"), name).toBe("no-store");
      expect(answer.headers.get("Content-Type"), name).toMatch(/application\/json/);
    }
  });

  it("takes a password with a colon and non-ASCII characters (UTF-8), and the username exactly", async () => {
    const hash = await hashPassword("pässwörd: with colon");
    expect(await verify(hash, "pässwörd: with colon")).toBe(true);
    const header = basic(OPERATOR, "pässwörd: with colon");
    const { parseBasicAuthorization } = await import("../../web/app/viewer/operator-auth.server.ts");
    expect(parseBasicAuthorization(header)).toEqual({ username: OPERATOR, password: "pässwörd: with colon" });
    expect(parseBasicAuthorization("basic  " + header.slice(6))).toEqual({
      username: OPERATOR,
      password: "pässwörd: with colon",
    });
    expect(parseBasicAuthorization(`Basic ${"A".repeat(4000)}`)).toBeNull();
  });

  it("after 10 failed attempts from one IP answers 429 with Retry-After, even to the right password, for 15 minutes", async () => {
    const attacker = nextIp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const answer = await stats({ authorization: basic(OPERATOR, `guess-${attempt}`), clientIp: attacker });
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await stats({ authorization: basic(OPERATOR, "guess-11"), clientIp: attacker });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.body).toMatchObject({ error: "Too many attempts. Please wait 15 minutes and try again." });

    expect((await stats({ clientIp: attacker })).status).toBe(429);
    expect((await will("any", { clientIp: attacker })).status).toBe(429);
    // Another address is not affected.
    expect((await stats({ clientIp: nextIp() })).status).toBe(200);
  });

  it("counts only failures: an operator's own calls never use up the limit", async () => {
    const office = nextIp();
    for (let index = 0; index < 15; index++) expect((await stats({ clientIp: office })).status).toBe(200);
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect((await stats({ authorization: basic(OPERATOR, "typo"), clientIp: office })).status).toBe(401);
    }
    expect((await stats({ clientIp: office })).status).toBe(200);
    expect((await stats({ authorization: basic(OPERATOR, "typo"), clientIp: office })).status).toBe(401);
    expect((await stats({ clientIp: office })).status).toBe(429);
  });

  it("missing credentials do not count as attempts (a browser opening the address is not guessing)", async () => {
    const visitor = nextIp();
    for (let index = 0; index < 12; index++) {
      expect((await stats({ authorization: null, clientIp: visitor })).status).toBe(401);
    }
    expect((await stats({ clientIp: visitor })).status).toBe(200);
  });

  it("is read-only: anything but GET is 405, and nothing changes", async () => {
    const id = await seedWill();
    const before = await database.prisma.will.findUniqueOrThrow({ where: { id } });
    for (const [name, post] of [
      ["stats", statsPost],
      ["wills", willsPost],
      ["users", usersPost],
      ["will", willPost],
    ] as const) {
      const answer = await run(async () => post());
      expect(answer.status, name).toBe(405);
      expect(answer.headers.get("Allow")).toBe("GET, HEAD");
      expect(answer.body).toEqual({ error: "The database viewer is read-only: use GET." });
    }
    // The loader itself refuses a method it was handed by mistake.
    expect((await call(statsCall, "/api/db-viewer/stats", { method: "DELETE" })).status).toBe(405);
    expect(await database.prisma.will.findUniqueOrThrow({ where: { id } })).toEqual(before);
    expect(await database.prisma.operatorAudit.count()).toBe(0);
  });
});

describe("GET /api/db-viewer/stats", () => {
  it("answers zeros and no recent wills on an empty database", async () => {
    const answer = await stats();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ totalWills: 0, totalUsers: 0, openLegalChecks: 0, recentWills: [] });
  });

  it("counts every will and user, and lists the 5 newest wills, newest first, with id, email and createdAt", async () => {
    const ids = await seedWills(7);
    const draft = await seedWill({ minutesAgo: 0, email: null });
    await seedUser("Ann");
    await seedUser("Bob");
    const answer = await stats();
    const body = answer.body as {
      totalWills: number;
      totalUsers: number;
      recentWills: Record<string, unknown>[];
    };
    expect(body.totalWills).toBe(8);
    expect(body.totalUsers).toBe(2);
    expect(body.recentWills.map((row) => row.id)).toEqual([draft, ...ids.slice(3).reverse()]);
    for (const row of body.recentWills) {
      expect(Object.keys(row).sort()).toEqual(["createdAt", "email", "id"]);
      expect(row.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    const recent = (answer.body as { recentWills: { id: string; email: string | null }[] }).recentWills;
    expect(recent[0]).toMatchObject({ id: draft, email: null });
    expect(recent[1]).toMatchObject({ id: ids[6], email: "person6@example.com" });
  });
});

describe("GET /api/db-viewer/wills", () => {
  it("an empty table is no rows and no pages", async () => {
    const answer = await wills();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: [], pagination: { total: 0, pages: 0 } });
  });

  it("exactly one page: 10 wills at the default size of 10 are one page of 10, newest first", async () => {
    const ids = await seedWills(10);
    const answer = await wills();
    const body = answer.body as { data: { id: string }[]; pagination: unknown };
    expect(body.pagination).toEqual({ total: 10, pages: 1 });
    expect(body.data.map((row) => row.id)).toEqual([...ids].reverse());
    expect((await wills("?page=2")).body).toEqual({ data: [], pagination: { total: 10, pages: 1 } });
  });

  it("pages of 5 through 12 wills: 5, 5, then the last partial page of 2, with no will twice", async () => {
    const ids = [...(await seedWills(12))].reverse();
    const seen: string[] = [];
    for (const [page, size] of [
      [1, 5],
      [2, 5],
      [3, 2],
    ] as const) {
      const answer = await wills(`?page=${page}&limit=5`);
      const body = answer.body as { data: { id: string }[]; pagination: unknown };
      expect(body.pagination).toEqual({ total: 12, pages: 3 });
      expect(body.data).toHaveLength(size);
      seen.push(...body.data.map((row) => row.id));
    }
    expect(seen).toEqual(ids);
    for (const limit of [10, 25, 50]) {
      const body = (await wills(`?limit=${limit}`)).body as { pagination: unknown };
      expect(body.pagination).toEqual({ total: 12, pages: Math.ceil(12 / limit) });
    }
  });

  it("each row has id, email, createdAt, the sanitised document and whether there is one", async () => {
    const rendered = renderWill(WillFormDataSchema.parse(buildFormData())).html;
    const withDocument = await seedWill({ minutesAgo: 3, willDocument: rendered });
    const attack = await seedWill({ minutesAgo: 2, willDocument: XSS });
    const without = await seedWill({ minutesAgo: 1, email: null });
    const { data } = (await wills()).body as { data: Record<string, unknown>[] };
    expect(data.map((row) => Object.keys(row).sort())).toEqual(
      Array(3).fill(["createdAt", "email", "hasDocument", "id", "willDocument"]),
    );
    expect(data[0]).toMatchObject({ id: without, email: null, willDocument: null, hasDocument: false });
    expect(data[1]).toMatchObject({ id: attack, hasDocument: true, willDocument: "<p>Visible text</p>" });
    expect(data[2]).toMatchObject({ id: withDocument, email: "ann@example.com", hasDocument: true });
    expect(data[2]?.willDocument).toContain('<article class="will-document">');
    expect(data[2]?.willDocument).toContain("Ann Smith");
  });

  it("refuses a page or size it cannot serve with 400 and a message", async () => {
    const cases: [string, string][] = [
      ["?page=0", "Page must be a whole number from 1 to 100000"],
      ["?page=-1", "Page must be a whole number from 1 to 100000"],
      ["?page=abc", "Page must be a whole number from 1 to 100000"],
      ["?page=1.5", "Page must be a whole number from 1 to 100000"],
      ["?page=", "Page must be a whole number from 1 to 100000"],
      ["?page=100001", "Page must be a whole number from 1 to 100000"],
      ["?limit=7", "Page size must be 5, 10, 25 or 50"],
      ["?limit=100", "Page size must be 5, 10, 25 or 50"],
      ["?limit=ten", "Page size must be 5, 10, 25 or 50"],
      ["?limit=0", "Page size must be 5, 10, 25 or 50"],
    ];
    for (const [query, error] of cases) {
      for (const send of [wills, users]) {
        const answer = await send(query);
        expect(answer.status, query).toBe(400);
        expect(answer.body, query).toEqual({ error });
        expect(answer.headers.get("Cache-Control")).toBe("no-store");
      }
    }
    expect((await wills("?page=0&limit=7")).body).toEqual({
      error: "Page must be a whole number from 1 to 100000. Page size must be 5, 10, 25 or 50",
    });
  });
});

describe("GET /api/db-viewer/users", () => {
  it("an empty table is no rows and no pages", async () => {
    expect((await users()).body).toEqual({ data: [], pagination: { total: 0, pages: 0 } });
  });

  it("lists every account newest first with its number of wills, and never the password hash", async () => {
    const none = await seedUser("Nora", 1);
    const one = await seedUser("Olly", 2);
    const three = await seedUser("Tess", 3);
    await seedWill({ userId: one.id });
    for (let index = 0; index < 3; index++) await seedWill({ userId: three.id });
    await seedWill(); // made signed out: nobody's

    const answer = await users();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: [
        {
          id: none.id,
          firstName: "Nora",
          email: "nora@example.com",
          willCount: 0,
          createdAt: none.createdAt.toISOString(),
        },
        {
          id: one.id,
          firstName: "Olly",
          email: "olly@example.com",
          willCount: 1,
          createdAt: one.createdAt.toISOString(),
        },
        {
          id: three.id,
          firstName: "Tess",
          email: "tess@example.com",
          willCount: 3,
          createdAt: three.createdAt.toISOString(),
        },
      ],
      pagination: { total: 3, pages: 1 },
    });
    expect(JSON.stringify(answer.body)).not.toContain("argon2");
  });

  it("pages users like wills: 7 users in pages of 5 are 5 then 2", async () => {
    for (let index = 0; index < 7; index++) await seedUser(`User${index}`, index);
    const first = (await users("?limit=5")).body as { data: { firstName: string }[]; pagination: unknown };
    const last = (await users("?limit=5&page=2")).body as {
      data: { firstName: string }[];
      pagination: unknown;
    };
    expect(first.pagination).toEqual({ total: 7, pages: 2 });
    expect(first.data.map((user) => user.firstName)).toEqual(["User0", "User1", "User2", "User3", "User4"]);
    expect(last.data.map((user) => user.firstName)).toEqual(["User5", "User6"]);
  });
});

describe("GET /api/db-viewer/wills/{id}", () => {
  it("answers the will's id, createdAt, email, marketing consent, formData and document", async () => {
    const rendered = renderWill(WillFormDataSchema.parse(buildFormData())).html;
    const id = await seedWill({ willDocument: rendered, marketingConsent: true });
    const answer = await will(id);
    expect(answer.status).toBe(200);
    const body = answer.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      "createdAt",
      "email",
      "formData",
      "id",
      "legalChecks",
      "marketingConsent",
      "willDocument",
    ]);
    expect(body).toMatchObject({
      id,
      email: "ann@example.com",
      marketingConsent: true,
      formData: buildFormData(),
    });
    expect(body.willDocument).toContain("Ann Smith");
    expect(body.willDocument).not.toContain("<style");
  });

  it("shows the will's legal check requests and their status; the statistics count the open ones", async () => {
    const id = await seedWill();
    const other = await seedWill();
    const request = (willId: string, status: string, minutesAgo: number) =>
      database.prisma.legalCheckRequest.create({
        data: {
          id: `request-${willId.slice(0, 6)}-${status}`,
          willId,
          name: "Ann Smith",
          email: "ann@example.com",
          phone: "07700 900123",
          contactTime: "evening",
          status,
          createdAt: new Date(Date.now() - minutesAgo * 60_000),
        },
      });
    await request(id, "completed", 10);
    await request(id, "contacted", 5);
    await request(other, "requested", 1);
    const { legalChecks } = (await will(id)).body as { legalChecks: { status: string; phone: string }[] };
    expect(legalChecks.map((check) => check.status)).toEqual(["contacted", "completed"]);
    expect(legalChecks[0]).toMatchObject({
      name: "Ann Smith",
      email: "ann@example.com",
      phone: "07700 900123",
    });
    expect((await stats()).body).toMatchObject({ openLegalChecks: 2 });
  });

  it("sanitises a stored XSS payload: no script, no handler, no image, the text kept", async () => {
    const id = await seedWill({ willDocument: XSS });
    const { willDocument } = (await will(id)).body as { willDocument: string };
    expect(willDocument).toBe("<p>Visible text</p>");
    const stored = await database.prisma.will.findUniqueOrThrow({ where: { id } });
    expect(stored.willDocument).toBe(XSS);
  });

  it("writes every view to the audit: the operator, the will, when and from which IP", async () => {
    const id = await seedWill();
    const before = new Date();
    await will(id, { clientIp: "192.0.2.44" });
    await will(id, { clientIp: "192.0.2.45" });
    const rows = await database.prisma.operatorAudit.findMany({ orderBy: { viewedAt: "asc" } });
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => ({ operator: row.operator, willId: row.willId, ip: row.ip }))).toEqual([
      { operator: OPERATOR, willId: id, ip: "192.0.2.44" },
      { operator: OPERATOR, willId: id, ip: "192.0.2.45" },
    ]);
    expect(rows[0]!.viewedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    // The lists and the statistics are not views of a will.
    await stats();
    await wills();
    expect(await database.prisma.operatorAudit.count()).toBe(2);
  });

  it("keeps an audit record for two years: the hourly sweep deletes older ones and only those", async () => {
    const id = await seedWill();
    await will(id);
    const day = 24 * 60 * 60 * 1000;
    const viewedAt = (await database.prisma.operatorAudit.findFirstOrThrow()).viewedAt.getTime();
    expect((await sweepExpiredRows(database.prisma, new Date(viewedAt + 729 * day))).operatorAudit).toBe(0);
    expect(await database.prisma.operatorAudit.count()).toBe(1);
    expect((await sweepExpiredRows(database.prisma, new Date(viewedAt + 731 * day))).operatorAudit).toBe(1);
    expect(await database.prisma.operatorAudit.count()).toBe(0);
  });

  it("answers 404 for an unknown id and audits nothing; a refused operator is not audited either", async () => {
    const id = await seedWill();
    const unknown = await will("no-such-will");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: "Will not found." });
    expect((await will("x".repeat(200))).status).toBe(404);
    expect((await will(id, { authorization: basic(OPERATOR, "wrong"), clientIp: nextIp() })).status).toBe(
      401,
    );
    expect(await database.prisma.operatorAudit.count()).toBe(0);
  });
});
