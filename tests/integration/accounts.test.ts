import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sweepExpiredRows } from "../../web/app/common/housekeeping.server.ts";
import { action as loginCall } from "../../web/app/routes/api.login.ts";
import { action as logoutCall } from "../../web/app/routes/api.logout.ts";
import { loader as myDataCall } from "../../web/app/routes/api.my-data.ts";
import { loader as myWillsCall } from "../../web/app/routes/api.my-wills.ts";
import { action as registerCall } from "../../web/app/routes/api.register.ts";
import { loader as userCall } from "../../web/app/routes/api.user.ts";
import { loader as willCall } from "../../web/app/routes/api.wills.$id.ts";
import { loader as pdfCall } from "../../web/app/routes/api.wills.$id.pdf.ts";
import { action as saveWillCall } from "../../web/app/routes/api.wills.ts";
import { loader as aiWillLoader } from "../../web/app/routes/ai-will.tsx";
import { action as authAction, loader as authLoader } from "../../web/app/routes/auth.tsx";
import { action as dashboardAction, loader as dashboardLoader } from "../../web/app/routes/dashboard.tsx";
import { action as logoutAction } from "../../web/app/routes/logout.tsx";
import { loader as willViewLoader } from "../../web/app/routes/wills.$id._index.tsx";
import { sessionCookie, SESSION_TTL_MS } from "../../web/app/accounts/session.server.ts";
import { buildFormData, buildSavePayload } from "../support/factories.ts";
import { CookieJar, formPost, get, jsonPost, run, testContext } from "../support/remix.ts";
import { useRouteHarness } from "../support/route-harness.ts";

/**
 * Accounts end to end at the route level, on a real database: registration, login, logout and
 * their JSON calls, sessions, the rate limits, the protected pages, the dashboard and data rights,
 * and that no account reaches another's wills.
 */

// Small enough to reach in a test; read once, lazily, when the first limit is checked.
process.env.AUTH_RATE_LIMIT_PER_IP = "6";

const { database } = useRouteHarness({ empty: ["will", "willDraft", "user", "rateLimit"] });

/** Each test talks from its own IP unless it says otherwise, so the per-IP limit is its own. */
let ip = 0;
const nextIp = () => `198.51.100.${(ip += 1)}`;

const PASSWORD = "correct horse battery";

async function register(
  body: Record<string, unknown> = {},
  { jar = new CookieJar(), clientIp = nextIp() }: { jar?: CookieJar; clientIp?: string } = {},
) {
  const payload = { firstName: "Ann", email: "ann@example.com", password: PASSWORD, username: null, ...body };
  const result = await run(() =>
    registerCall({
      request: jsonPost("/api/register", payload, jar),
      params: {},
      context: testContext(clientIp),
    }),
  );
  jar.absorb(result.headers);
  return { ...result, jar };
}

async function login(
  body: Record<string, unknown>,
  { jar = new CookieJar(), clientIp = nextIp() }: { jar?: CookieJar; clientIp?: string } = {},
) {
  const result = await run(() =>
    loginCall({ request: jsonPost("/api/login", body, jar), params: {}, context: testContext(clientIp) }),
  );
  jar.absorb(result.headers);
  return { ...result, jar };
}

async function currentUser(jar: CookieJar) {
  return run(() => userCall({ request: get("/api/user", jar), params: {}, context: testContext() }));
}

async function saveWill(jar: CookieJar, formData = buildFormData()) {
  const result = await run(() =>
    saveWillCall({
      request: jsonPost("/api/wills", buildSavePayload({ formData, willDocument: "<p>x</p>" }), jar),
      params: {},
      context: testContext(),
    }),
  );
  jar.absorb(result.headers);
  return (result.body as { id: string }).id;
}

const sessionName = () => sessionCookie().name;

describe("POST /api/register", () => {
  it("creates the account with an argon2id hash, signs it in and answers 201 with the user", async () => {
    const { status, body, headers, jar } = await register({ email: "  Ann@Example.COM " });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(String),
      firstName: "Ann",
      email: "ann@example.com",
      username: null,
      createdAt: expect.any(String),
      willCount: 0,
    });
    const setCookie = headers.getSetCookie().find((value) => value.startsWith(`${sessionName()}=`)) ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(new RegExp(`Max-Age=${SESSION_TTL_MS / 1000}`));

    const stored = await database().prisma.user.findUniqueOrThrow({ where: { email: "ann@example.com" } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored.passwordHash).not.toContain(PASSWORD);
    expect(await database().prisma.session.count({ where: { userId: stored.id } })).toBe(1);
    expect((await currentUser(jar)).body).toMatchObject({ firstName: "Ann", email: "ann@example.com" });
  });

  it("refuses an email already registered, whatever its case, with 409", async () => {
    await register();
    const again = await register({ email: "ANN@example.com", firstName: "Other" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error: "An account with this email already exists. Please log in instead.",
    });
    expect(await database().prisma.user.count()).toBe(1);
  });

  it("gives the spec's messages for bad input, and refuses common passwords and the email as password", async () => {
    const empty = await register({ firstName: " ", email: "", password: "" });
    expect(empty.status).toBe(400);
    expect((empty.body as { fieldErrors: unknown }).fieldErrors).toEqual({
      firstName: ["First name is required"],
      email: ["Email is required"],
      password: ["Password is required"],
    });
    const short = await register({ email: "ann@", password: "12345" });
    expect((short.body as { fieldErrors: unknown }).fieldErrors).toEqual({
      email: ["Email is invalid"],
      password: ["Password must be at least 6 characters"],
    });
    const common = await register({ password: "Password123" });
    expect((common.body as { fieldErrors: unknown }).fieldErrors).toEqual({
      password: ["This password is too easy to guess. Please choose another"],
    });
    const sameAsEmail = await register({ password: "ann@example.com" });
    expect((sameAsEmail.body as { fieldErrors: unknown }).fieldErrors).toEqual({
      password: ["Your password must not be your email address"],
    });
    expect(await database().prisma.user.count()).toBe(0);
  });

  it("answers 415 to a body that is not JSON", async () => {
    const request = new Request("http://localhost/api/register", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "firstName=Ann",
    });
    expect((await run(() => registerCall({ request, params: {}, context: testContext() }))).status).toBe(415);
  });
});

describe("POST /api/login and sessions", () => {
  it("signs in with a new session id, deleting the session the browser carried before", async () => {
    const { jar } = await register();
    const before = jar.get(sessionName());
    const { status, body } = await login({ email: "ANN@example.com", password: PASSWORD }, { jar });
    expect(status).toBe(200);
    expect(body).toMatchObject({ firstName: "Ann", email: "ann@example.com" });
    const after = jar.get(sessionName());
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    // The old cookie is worthless: its session row is gone.
    const old = new CookieJar().set(sessionName(), before ?? "");
    expect((await currentUser(old)).status).toBe(401);
    expect((await currentUser(jar)).status).toBe(200);
    expect(await database().prisma.session.count()).toBe(1);
  });

  it("answers a wrong password and an unknown email exactly alike", async () => {
    await register();
    const wrongPassword = await login({ email: "ann@example.com", password: "not the password" });
    const unknownEmail = await login({ email: "nobody@example.com", password: "not the password" });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.body).toEqual({
      error: "Invalid email or password",
      message: "Invalid email or password",
      fieldErrors: {},
    });
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
  });

  it("gives 'Email is required' and 'Password is required'", async () => {
    const { status, body } = await login({});
    expect(status).toBe(400);
    expect((body as { fieldErrors: unknown }).fieldErrors).toEqual({
      email: ["Email is required"],
      password: ["Password is required"],
    });
  });

  it("GET /api/user answers 401 with nobody signed in, and for an expired session", async () => {
    expect((await currentUser(new CookieJar())).status).toBe(401);
    const { jar } = await register();
    await database().prisma.session.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await currentUser(jar)).status).toBe(401);
  });

  it("GET /api/user counts the user's wills", async () => {
    const { jar } = await register();
    await saveWill(jar);
    await saveWill(jar);
    expect((await currentUser(jar)).body).toMatchObject({ willCount: 2 });
  });

  it("POST /api/logout removes the session: the same cookie is refused afterwards", async () => {
    const { jar } = await register();
    const copied = jar.clone();
    const result = await run(() =>
      logoutCall({ request: jsonPost("/api/logout", {}, jar), params: {}, context: testContext() }),
    );
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true });
    expect(result.headers.getSetCookie().join()).toMatch(new RegExp(`${sessionName()}=;.*Max-Age=0`));
    expect(await database().prisma.session.count()).toBe(0);
    expect((await currentUser(copied)).status).toBe(401);
  });

  it("the Logout button ends the session and goes home with the spec's toast", async () => {
    const { jar } = await register();
    const result = await run(() =>
      logoutAction({ request: formPost("/logout", {}, jar), params: {}, context: testContext() }),
    );
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe("/");
    expect(await database().prisma.session.count()).toBe(0);
  });
});

describe("rate limits", () => {
  it("slows guessing one account's password instead of locking its owner out (docs/security.md)", async () => {
    await register();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const result = await login({ email: "ann@example.com", password: `guess ${attempt}` });
      expect(result.status).toBe(401);
    }
    // From yet another IP, even with the right password: wait for the delay.
    const blocked = await login({ email: "ann@example.com", password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ error: "Too many attempts. Please wait a minute and try again." });
    expect(Number(blocked.headers.get("retry-after"))).toBeLessThanOrEqual(30);
    expect(blocked.headers.getSetCookie()).toEqual([]);
    // Another account is not affected.
    expect((await login({ email: "other@example.com", password: "whatever1" })).status).toBe(401);
  });

  it("stops one IP trying many accounts", async () => {
    const clientIp = nextIp();
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const result = await login(
        { email: `person${attempt}@example.com`, password: "guess-123" },
        { clientIp },
      );
      expect(result.status).toBe(401);
    }
    expect((await login({ email: "person7@example.com", password: "guess-123" }, { clientIp })).status).toBe(
      429,
    );
    expect((await login({ email: "person7@example.com", password: "guess-123" })).status).toBe(401);
  });

  it("limits registrations per IP and per email", async () => {
    const clientIp = nextIp();
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const result = await register({ email: `new${attempt}@example.com` }, { clientIp });
      expect(result.status).toBe(201);
    }
    const blocked = await register({ email: "new7@example.com" }, { clientIp });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      message: "Too many attempts. Please wait 60 minutes and try again.",
    });
    expect(await database().prisma.user.count()).toBe(6);

    for (let attempt = 1; attempt <= 5; attempt += 1) await register({ email: "taken@example.com" });
    expect((await register({ email: "taken@example.com" })).status).toBe(429);
  });

  it("the hourly clean-up deletes ended windows and expired sessions", async () => {
    const { jar } = await register();
    await login({ email: "ann@example.com", password: "wrong-one" });
    await database().prisma.session.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    // A day and an hour on: a wrong password is remembered for a day (docs/security.md).
    const counts = await sweepExpiredRows(database().prisma, new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(counts.sessions).toBe(1);
    expect(counts.rateLimits).toBeGreaterThanOrEqual(2);
    expect(await database().prisma.rateLimit.count()).toBe(0);
    expect((await currentUser(jar)).status).toBe(401);
  });
});

describe("wills made before signing in", () => {
  it("are offered, not attached, at registration, and so is the form draft (docs/security.md)", async () => {
    const jar = new CookieJar();
    const willId = await saveWill(jar);
    const keyHash = (await database().prisma.will.findUniqueOrThrow({ where: { id: willId } }))
      .creatorKeyHash;
    await database().prisma.willDraft.create({
      data: { id: randomUUID(), creatorKeyHash: keyHash, formData: {}, step: "family" },
    });
    const { body } = await register({}, { jar });
    const userId = (body as { id: string }).id;
    expect((await database().prisma.will.findUniqueOrThrow({ where: { id: willId } })).userId).toBeNull();
    expect(await database().prisma.willDraft.count({ where: { userId } })).toBe(0);
    expect(
      await database().prisma.willDraft.count({ where: { creatorKeyHash: keyHash, userId: null } }),
    ).toBe(1);
  });

  it("are attached at login on a yes, and then no longer readable by the browser alone", async () => {
    await register();
    const jar = new CookieJar();
    const willId = await saveWill(jar);
    await login({ email: "ann@example.com", password: PASSWORD }, { jar });
    const yes = formPost("/dashboard", { _action: "add-will", willId }, jar);
    await run(() => dashboardAction({ request: yes, params: {}, context: testContext() }));
    const mine = await run(() =>
      myWillsCall({ request: get("/api/my-wills", jar), params: {}, context: testContext() }),
    );
    expect((mine.body as { id: string }[]).map((will) => will.id)).toEqual([willId]);

    // After logout this browser (someone else at a shared computer) cannot read the account's will.
    await run(() =>
      logoutCall({ request: jsonPost("/api/logout", {}, jar), params: {}, context: testContext() }),
    );
    const read = await run(() =>
      willCall({ request: get(`/api/wills/${willId}`, jar), params: { id: willId }, context: testContext() }),
    );
    expect(read.status).toBe(404);
  });
});

describe("another account", () => {
  it("reaches none of a user's wills: list, JSON, PDF, view and edit", async () => {
    const ann = (await register()).jar;
    const willId = await saveWill(ann);
    await database().prisma.will.update({
      where: { id: willId },
      data: { pdf: Buffer.from("%PDF-1.7 test") },
    });
    const eve = (await register({ firstName: "Eve", email: "eve@example.com" })).jar;

    const list = await run(() =>
      myWillsCall({ request: get("/api/my-wills", eve), params: {}, context: testContext() }),
    );
    expect(list.body).toEqual([]);
    const params = { id: willId };
    expect(
      (
        await run(() =>
          willCall({ request: get(`/api/wills/${willId}`, eve), params, context: testContext() }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await run(() =>
          pdfCall({ request: get(`/api/wills/${willId}/pdf`, eve), params, context: testContext() }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await run(() =>
          willViewLoader({ request: get(`/wills/${willId}`, eve), params, context: testContext() }),
        )
      ).status,
    ).toBe(404);
    const edit = await run(() =>
      dashboardAction({
        request: formPost("/dashboard", { _action: "edit", willId }, eve),
        params: {},
        context: testContext(),
      }),
    );
    expect(edit.headers.get("location")).toBe("/dashboard");
    expect(await database().prisma.willDraft.count()).toBe(0);

    // Ann herself reads all of it.
    expect(
      (
        await run(() =>
          pdfCall({ request: get(`/api/wills/${willId}/pdf`, ann), params, context: testContext() }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await run(() =>
          willViewLoader({ request: get(`/wills/${willId}`, ann), params, context: testContext() }),
        )
      ).status,
    ).toBe(200);
  });

  it("GET /api/my-wills answers 401 with nobody signed in", async () => {
    const result = await run(() =>
      myWillsCall({ request: get("/api/my-wills"), params: {}, context: testContext() }),
    );
    expect(result.status).toBe(401);
  });
});

describe("protected pages and /auth", () => {
  it("/dashboard and /ai-will send a visitor to /auth with return_to", async () => {
    const dashboard = await run(() =>
      dashboardLoader({ request: get("/dashboard"), params: {}, context: testContext() }),
    );
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.get("location")).toBe("/auth?return_to=/dashboard");
    const chat = await run(() =>
      aiWillLoader({ request: get("/ai-will"), params: {}, context: testContext() }),
    );
    expect(chat.headers.get("location")).toBe("/auth?return_to=/ai-will");
  });

  it("sends a signed-in visitor of /auth on to return_to, honoured only for /dashboard and /ai-will", async () => {
    const { jar } = await register();
    const to = async (query: string) =>
      (
        await run(() =>
          authLoader({ request: get(`/auth${query}`, jar), params: {}, context: testContext() }),
        )
      ).headers.get("location");
    expect(await to("?return_to=/ai-will")).toBe("/ai-will");
    expect(await to("?return_to=/dashboard")).toBe("/dashboard");
    expect(await to("?return_to=https://evil.example/")).toBe("/dashboard");
    expect(await to("")).toBe("/dashboard");
  });

  it("shows Register by default and Login with ?tab=login", async () => {
    const page = async (query: string) =>
      (await run(() => authLoader({ request: get(`/auth${query}`), params: {}, context: testContext() })))
        .body;
    expect(await page("")).toEqual({ tab: "register", returnTo: null, errorsAfterPost: null });
    expect(await page("?tab=login&return_to=/ai-will")).toEqual({
      tab: "login",
      returnTo: "/ai-will",
      errorsAfterPost: null,
    });
  });

  it("registers through the page's form, signs in and goes to return_to with the success toast", async () => {
    const jar = new CookieJar();
    const result = await run(() =>
      authAction({
        request: formPost("/auth?tab=register", {
          intent: "register",
          return_to: "/ai-will",
          firstName: "Ann",
          email: "ann@example.com",
          password: PASSWORD,
          confirmPassword: PASSWORD,
        }),
        params: {},
        context: testContext(nextIp()),
      }),
    );
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe("/ai-will");
    jar.absorb(result.headers);
    expect(jar.get(sessionName())).toBeDefined();
    expect(jar.get("toast")).toBeDefined();
    expect((await currentUser(jar)).status).toBe(200);
  });

  it("answers a failed form with the spec's messages, never echoing the password", async () => {
    const result = await run(() =>
      authAction({
        request: formPost("/auth", {
          intent: "register",
          firstName: "Ann",
          email: "ann@example.com",
          password: "secret-one",
          confirmPassword: "secret-two",
        }),
        params: {},
        context: testContext(nextIp()),
      }),
    );
    expect(result.status).toBe(400);
    const body = result.body as {
      result: { error: Record<string, string[]>; initialValue: Record<string, unknown> };
    };
    expect(body.result.error).toEqual({ confirmPassword: ["Passwords do not match"] });
    expect(body.result.initialValue).toMatchObject({ firstName: "Ann", email: "ann@example.com" });
    expect(JSON.stringify(body)).not.toContain("secret-one");
  });

  it("a failed login on the page says 'Login failed' with 'Invalid email or password'", async () => {
    await register();
    const result = await run(() =>
      authAction({
        request: formPost("/auth?tab=login", {
          intent: "login",
          email: "ann@example.com",
          password: "nope-nope",
        }),
        params: {},
        context: testContext(nextIp()),
      }),
    );
    expect(result.status).toBe(401);
    const body = result.body as { toast: { title: string; description: string }; result: { error: unknown } };
    expect(body.toast).toMatchObject({
      title: "Login failed",
      description: "Invalid email or password",
      type: "error",
    });
    expect(body.result.error).toEqual({ "": ["Invalid email or password"] });
  });
});

describe("the dashboard", () => {
  it("lists the user's wills newest first with title, 'MMM d, yyyy' date and a 150-character preview", async () => {
    const { jar } = await register();
    const user = await database().prisma.user.findFirstOrThrow();
    const document = `<html><head><title>x</title><style>p{}</style></head><body><article class="will-document"><h1>Last Will and Testament</h1><p>${"I, Ann Smith &amp; co, ".repeat(20)}</p></article></body></html>`;
    await database().prisma.will.create({
      data: {
        id: "a".repeat(22),
        userId: user.id,
        formData: buildFormData(),
        willDocument: document,
        status: "ready",
        createdAt: new Date("2026-03-05T12:00:00Z"),
      },
    });
    await database().prisma.will.create({
      data: {
        id: "b".repeat(22),
        userId: user.id,
        formData: {},
        status: "failed",
        createdAt: new Date("2026-11-20T23:30:00Z"),
      },
    });
    const { body } = await run(() =>
      dashboardLoader({ request: get("/dashboard", jar), params: {}, context: testContext() }),
    );
    const { firstName, wills: chains } = body as {
      firstName: string;
      wills: { current: { title: string; created: string; preview: string }; earlier: unknown[] }[];
    };
    expect(firstName).toBe("Ann");
    // Two first wills: two chains, each without earlier versions.
    expect(chains.map((chain) => chain.earlier)).toEqual([[], []]);
    const wills = chains.map((chain) => chain.current);
    expect(wills.map((will) => [will.title, will.created])).toEqual([
      ["Untitled Will", "Nov 20, 2026"],
      ["Ann Smith", "Mar 5, 2026"],
    ]);
    expect(wills[0]?.preview).toBe("No preview available");
    const expected = `Last Will and Testament ${"I, Ann Smith & co, ".repeat(20)}`.slice(0, 150);
    expect(wills[1]?.preview).toBe(`${expected}...`);
  });

  it("still shows the page, with the error state in place of the list, when the wills cannot be read", async () => {
    const { jar } = await register();
    // A real failure of the wills query: the table is briefly not there.
    await database().prisma.$executeRawUnsafe('ALTER TABLE "Will" RENAME TO "Will_away"');
    try {
      const { status, body } = await run(() =>
        dashboardLoader({ request: get("/dashboard", jar), params: {}, context: testContext() }),
      );
      expect(status).toBe(200);
      expect(body).toEqual({
        firstName: "Ann",
        wills: null,
        offered: [],
        offeredDrafts: [],
        aftercare: {},
        errorsAfterPost: null,
      });
    } finally {
      await database().prisma.$executeRawUnsafe('ALTER TABLE "Will_away" RENAME TO "Will"');
    }
  });

  it("Edit reopens the guided form with the will's answers as a new draft, the old will untouched", async () => {
    const { jar } = await register();
    const willId = await saveWill(
      jar,
      buildFormData({
        personalInfo: { fullName: "Ann Edited", dateOfBirth: "1980-02-03", address: "1 Road" },
      }),
    );
    const result = await run(() =>
      dashboardAction({
        request: formPost("/dashboard", { _action: "edit", willId }, jar),
        params: {},
        context: testContext(),
      }),
    );
    expect(result.headers.get("location")).toBe("/create-will/personal");
    const draft = await database().prisma.willDraft.findFirstOrThrow();
    expect(draft.formData).toMatchObject({ personalInfo: { fullName: "Ann Edited" } });
    expect(draft.reached).toBe(6);
    expect(draft.willId).toBeNull();
    expect(await database().prisma.will.count()).toBe(1);
  });

  it("exports all of the user's data as JSON, without the password hash", async () => {
    const { jar } = await register();
    await saveWill(jar);
    const result = await run(() =>
      myDataCall({ request: get("/api/my-data", jar), params: {}, context: testContext() }),
    );
    expect(result.status).toBe(200);
    expect(result.headers.get("content-disposition")).toMatch(
      /^attachment; filename="my-will-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const exported = result.body as { account: Record<string, unknown>; wills: { formData: unknown }[] };
    expect(exported.account).toMatchObject({ firstName: "Ann", email: "ann@example.com" });
    expect(exported.wills).toHaveLength(1);
    expect(exported.wills[0]?.formData).toMatchObject({ personalInfo: { fullName: "Ann Smith" } });
    expect(JSON.stringify(exported)).not.toContain("argon2");
    expect(
      (await run(() => myDataCall({ request: get("/api/my-data"), params: {}, context: testContext() })))
        .status,
    ).toBe(401);
  });

  it("deletes the account only when confirmed, removing the rows of the user, wills, drafts and sessions", async () => {
    const { jar } = await register();
    await saveWill(jar);
    const other = (await register({ firstName: "Bo", email: "bo@example.com" })).jar;
    const othersWill = await saveWill(other);
    const user = await database().prisma.user.findUniqueOrThrow({ where: { email: "ann@example.com" } });
    await database().prisma.willDraft.create({ data: { id: randomUUID(), userId: user.id, formData: {} } });

    const unconfirmed = await run(() =>
      dashboardAction({
        request: formPost("/dashboard", { _action: "delete-account" }, jar),
        params: {},
        context: testContext(),
      }),
    );
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body).toEqual({
      deleteError: "Tick the box to confirm that you want to delete your account",
    });
    expect(await database().prisma.user.count({ where: { id: user.id } })).toBe(1);

    const confirmed = await run(() =>
      dashboardAction({
        request: formPost("/dashboard", { _action: "delete-account", confirm: "yes" }, jar),
        params: {},
        context: testContext(),
      }),
    );
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/");
    expect(await database().prisma.user.count({ where: { id: user.id } })).toBe(0);
    expect(await database().prisma.will.count({ where: { userId: user.id } })).toBe(0);
    expect(await database().prisma.will.count()).toBe(1);
    expect((await database().prisma.will.findFirstOrThrow()).id).toBe(othersWill);
    expect(await database().prisma.willDraft.count({ where: { userId: user.id } })).toBe(0);
    expect(await database().prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect((await currentUser(jar)).status).toBe(401);
  });
});
