import pino from "pino";
import { describe, expect, it } from "vitest";
import { PASSWORD_RESET_SENT_MESSAGE, PASSWORD_RESET_TTL_MS } from "../../core/index.ts";
import { InProcessRunner } from "../../workers/in-process-runner.ts";
import { sweepExpiredRows } from "../../web/app/common/housekeeping.server.ts";
import {
  action as changePasswordAction,
  loader as changePasswordLoader,
} from "../../web/app/routes/account.password.tsx";
import { action as loginCall } from "../../web/app/routes/api.login.ts";
import { loader as myDataCall } from "../../web/app/routes/api.my-data.ts";
import { action as registerCall } from "../../web/app/routes/api.register.ts";
import { loader as userCall } from "../../web/app/routes/api.user.ts";
import { action as saveWillCall } from "../../web/app/routes/api.wills.ts";
import { action as forgotAction, loader as forgotLoader } from "../../web/app/routes/forgot-password.tsx";
import { action as resetAction, loader as resetLoader } from "../../web/app/routes/reset-password.tsx";
import { buildSavePayload } from "../support/factories.ts";
import { CookieJar, formPost, get, jsonPost, run, testContext } from "../support/remix.ts";
import { useRouteHarness } from "../support/route-harness.ts";

/**
 * 'Forgot your password?' end to end on a real database and a real SMTP server: the same answer
 * for any address, the email with its link (sent by the pipeline's activity), the new password
 * set once, every old session ended, and the limits.
 */

// Small enough to reach in a test; read once, lazily, when the first limit is checked.
process.env.AUTH_RATE_LIMIT_PER_IP = "6";

const { pipeline, database, sink, pipelineActivities } = useRouteHarness({
  empty: ["will", "user", "rateLimit"],
  mail: true,
});

let ip = 0;
const nextIp = () => `198.51.100.${(ip += 1)}`;
const OLD_PASSWORD = "correct horse battery";
const NEW_PASSWORD = "lighthouse-keeper-19";

async function register(jar = new CookieJar()) {
  const result = await run(() =>
    registerCall({
      request: jsonPost(
        "/api/register",
        { firstName: "Ann", email: "ann@example.com", password: OLD_PASSWORD, username: null },
        jar,
      ),
      params: {},
      context: testContext(nextIp()),
    }),
  );
  expect(result.status).toBe(201);
  jar.absorb(result.headers);
  return jar;
}

async function login(password: string) {
  return run(() =>
    loginCall({
      request: jsonPost("/api/login", { email: "ann@example.com", password }),
      params: {},
      context: testContext(nextIp()),
    }),
  );
}

async function askForLink(email: string, clientIp = nextIp()) {
  return run(() =>
    forgotAction({
      request: formPost("/forgot-password", { email }),
      params: {},
      context: testContext(clientIp),
    }),
  );
}

/** The pipeline's activity, sending to the test SMTP server with links to https://wills.example.org. */
function emailActivities() {
  return pipelineActivities({ smtpTimeoutMs: 2_000, publicUrl: "https://wills.example.org/" });
}

/** Asks for a link for Ann and sends its email; answers the token from the link in the email. */
async function tokenFromEmail(): Promise<string> {
  expect((await askForLink("ann@example.com")).status).toBe(302);
  const resetId = pipeline.passwordResets.at(-1)!;
  await emailActivities().sendPasswordResetEmail(resetId);
  const email = sink().received.at(-1)!;
  const link = /https:\/\/wills\.example\.org\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(email.text);
  expect(link).not.toBeNull();
  return link![1]!;
}

async function setPassword(fields: Record<string, string>, jar = new CookieJar()) {
  const result = await run(() =>
    resetAction({
      request: formPost("/reset-password", fields, jar),
      params: {},
      context: testContext(nextIp()),
    }),
  );
  jar.absorb(result.headers);
  return { ...result, jar };
}

describe("asking for a reset link", () => {
  it("answers with the same page for an account and for an unknown address, and starts an email only for the account", async () => {
    await register();
    const known = await askForLink("  ANN@example.com ");
    const unknown = await askForLink("nobody@example.com");
    for (const answer of [known, unknown]) {
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe("/forgot-password?sent=1");
    }
    expect(pipeline.passwordResets).toHaveLength(1);
    const reset = await database().prisma.passwordReset.findUniqueOrThrow({
      where: { id: pipeline.passwordResets[0]! },
    });
    expect(reset.tokenHash).toBeNull();
    expect(reset.expiresAt.getTime() - reset.createdAt.getTime()).toBeCloseTo(PASSWORD_RESET_TTL_MS, -4);
    const page = await run(() =>
      forgotLoader({ request: get("/forgot-password?sent=1"), params: {}, context: testContext() }),
    );
    expect(page.body).toEqual({ sent: true, errorsAfterPost: null });
    expect(PASSWORD_RESET_SENT_MESSAGE).toContain("If an account uses this email address");
  });

  it("shows the spec's email messages for a missing or malformed address", async () => {
    for (const [email, message] of [
      ["", "Email is required"],
      ["ann@", "Email is invalid"],
    ] as const) {
      const answer = await askForLink(email);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    expect(await database().prisma.passwordReset.count()).toBe(0);
  });

  it("limits requests per address (3 an hour) with the clear message, for unknown addresses too", async () => {
    await register();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await askForLink("ann@example.com")).status).toBe(302);
    }
    const limited = await askForLink("ann@example.com");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(JSON.stringify(limited.body)).toContain("Too many attempts. Please wait");
    expect(pipeline.passwordResets).toHaveLength(3);
    for (let attempt = 0; attempt < 3; attempt += 1) await askForLink("nobody@example.com");
    expect((await askForLink("nobody@example.com")).status).toBe(429);
  });
});

describe("the email", () => {
  it("goes to the account's address with a link whose token is stored only as a hash", async () => {
    await register();
    const token = await tokenFromEmail();
    const email = sink().received.at(-1)!;
    expect(email.to).toContain("ann@example.com");
    expect(email.subject).toBe("Reset your password");
    expect(email.text).toContain("Dear Ann,");
    expect(email.text).toContain("It works for 1 hour and only once.");
    expect(email.html).toContain(`href="https://wills.example.org/reset-password?token=${token}"`);
    const stored = await database().prisma.passwordReset.findFirstOrThrow();
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.emailSentAt).not.toBeNull();
    // Sent once: a repeat of the activity (a retry, a restart) sends nothing more.
    await emailActivities().sendPasswordResetEmail(stored.id);
    expect(sink().received).toHaveLength(1);
  });

  it("is sent by the in-process runner, and not at all for a reset that expired before it went", async () => {
    await register();
    await askForLink("ann@example.com");
    await askForLink("ann@example.com");
    const [fresh, stale] = pipeline.passwordResets;
    await database().prisma.passwordReset.update({ where: { id: stale! }, data: { expiresAt: new Date() } });
    const logger = pino({ level: "silent" });
    const runner = new InProcessRunner({
      activities: emailActivities(),
      prisma: database().prisma,
      logger,
      draftTtlMs: 60_000,
    });
    runner.startPasswordResetEmail(fresh!);
    runner.startPasswordResetEmail(stale!);
    await sink().waitFor(1);
    await runner.whenIdle(5_000);
    expect(sink().received).toHaveLength(1);
    const rows = await database().prisma.passwordReset.findMany({ orderBy: { createdAt: "asc" } });
    expect(rows.find((row) => row.id === stale)?.emailSentAt).toBeNull();
  });
});

describe("choosing the new password", () => {
  it("shows the form for a usable link and 'cannot be used' for anything else", async () => {
    await register();
    const token = await tokenFromEmail();
    const page = (path: string) =>
      run(() => resetLoader({ request: get(path), params: {}, context: testContext() }));
    expect((await page(`/reset-password?token=${token}`)).body).toEqual({
      usable: true,
      token,
      errorsAfterPost: null,
    });
    expect((await page("/reset-password?token=made-up")).body).toEqual({
      usable: false,
      token: null,
      errorsAfterPost: null,
    });
    expect((await page("/reset-password")).body).toEqual({
      usable: false,
      token: null,
      errorsAfterPost: null,
    });
  });

  it("sets it once: the old password and every old session stop working, this browser is signed in", async () => {
    const oldBrowser = await register();
    const token = await tokenFromEmail();
    const result = await setPassword({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/dashboard");

    const whoIs = (jar: CookieJar) =>
      run(() => userCall({ request: get("/api/user", jar), params: {}, context: testContext() }));
    expect((await whoIs(result.jar)).status).toBe(200);
    expect((await whoIs(oldBrowser)).status).toBe(401);
    expect((await login(OLD_PASSWORD)).status).toBe(401);
    expect((await login(NEW_PASSWORD)).status).toBe(200);

    const again = await setPassword({
      token,
      password: "another-pass-77",
      confirmPassword: "another-pass-77",
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ usable: false, result: null });
    expect((await login(NEW_PASSWORD)).status).toBe(200);
  });

  it("closes the account's other open links when one is used", async () => {
    await register();
    const first = await tokenFromEmail();
    const second = await tokenFromEmail();
    expect(
      (await setPassword({ token: second, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status,
    ).toBe(302);
    const late = await setPassword({
      token: first,
      password: "another-pass-77",
      confirmPassword: "another-pass-77",
    });
    expect(late.body).toEqual({ usable: false, result: null });
  });

  it("refuses an expired link", async () => {
    await register();
    const token = await tokenFromEmail();
    await database().prisma.passwordReset.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    const result = await setPassword({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ usable: false, result: null });
    expect((await login(OLD_PASSWORD)).status).toBe(200);
  });

  it("keeps the registration rules: length, common passwords, the email itself, the confirmation", async () => {
    await register();
    const token = await tokenFromEmail();
    for (const [password, confirmPassword, message] of [
      ["12345", "12345", "Password must be at least 6 characters"],
      ["password123", "password123", "This password is too easy to guess. Please choose another"],
      ["ann@example.com", "ann@example.com", "Your password must not be your email address"],
      [NEW_PASSWORD, "something-else", "Passwords do not match"],
    ] as const) {
      const result = await setPassword({ token, password, confirmPassword });
      expect(result.status).toBe(400);
      expect(JSON.stringify(result.body)).toContain(message);
      // The server never sends a password back.
      expect(JSON.stringify(result.body)).not.toContain(`"${password}"`);
      expect(JSON.stringify(result.body)).not.toContain(`"${confirmPassword}"`);
    }
    expect((await login(OLD_PASSWORD)).status).toBe(200);
  });

  it("leaves the wills this browser made while signed out to be offered, as a login does", async () => {
    await register();
    const token = await tokenFromEmail();
    const browser = new CookieJar();
    const saved = await run(() =>
      saveWillCall({
        request: jsonPost("/api/wills", buildSavePayload({ willDocument: "<p>x</p>" }), browser),
        params: {},
        context: testContext(),
      }),
    );
    browser.absorb(saved.headers);
    const willId = (saved.body as { id: string }).id;
    await setPassword({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, browser);
    // Only a yes on the dashboard attaches it (docs/security.md, "A shared computer").
    expect((await database().prisma.will.findUniqueOrThrow({ where: { id: willId } })).userId).toBeNull();
  });

  it("rate-limits attempts per IP", async () => {
    const fields = { token: "made-up", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const attempt = () =>
      run(() =>
        resetAction({
          request: formPost("/reset-password", fields),
          params: {},
          context: testContext("192.0.2.99"),
        }),
      );
    for (let count = 0; count < 6; count += 1) expect((await attempt()).status).toBe(400);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(JSON.stringify(limited.body)).toContain("Too many attempts. Please wait");
  });
});

describe("changing the password while signed in", () => {
  const change = async (jar: CookieJar, fields: Record<string, string>, clientIp = nextIp()) => {
    const result = await run(() =>
      changePasswordAction({
        request: formPost("/account/password", fields, jar),
        params: {},
        context: testContext(clientIp),
      }),
    );
    jar.absorb(result.headers);
    return result;
  };
  const whoIs = (jar: CookieJar) =>
    run(() => userCall({ request: get("/api/user", jar), params: {}, context: testContext() }));

  it("is for signed-in people only", async () => {
    const page = await run(() =>
      changePasswordLoader({ request: get("/account/password"), params: {}, context: testContext() }),
    );
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/auth?return_to=/dashboard");
    const post = await change(new CookieJar(), {
      currentPassword: OLD_PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(post.status).toBe(302);
    expect(post.headers.get("Location")).toBe("/auth?return_to=/dashboard");
  });

  it("needs the current password, and a new one that is different and keeps the rules", async () => {
    const jar = await register();
    for (const [currentPassword, password, message] of [
      ["", NEW_PASSWORD, "Enter your current password"],
      ["not-my-password", NEW_PASSWORD, "Your current password is not right"],
      [OLD_PASSWORD, OLD_PASSWORD, "Your new password must be different from your current one"],
      [OLD_PASSWORD, "qwerty123", "This password is too easy to guess. Please choose another"],
    ] as const) {
      const result = await change(jar, { currentPassword, password, confirmPassword: password });
      expect(result.status).toBe(400);
      expect(JSON.stringify(result.body)).toContain(message);
      expect(JSON.stringify(result.body)).not.toContain(`"${password}"`);
    }
    expect((await login(OLD_PASSWORD)).status).toBe(200);
  });

  it("changes it: this browser stays signed in with a new session, every other device is signed out", async () => {
    const here = await register();
    const elsewhere = new CookieJar();
    const other = await run(() =>
      loginCall({
        request: jsonPost("/api/login", { email: "ann@example.com", password: OLD_PASSWORD }, elsewhere),
        params: {},
        context: testContext(nextIp()),
      }),
    );
    elsewhere.absorb(other.headers);
    const before = here.header();
    const result = await change(here, {
      currentPassword: OLD_PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/dashboard");
    expect(here.header()).not.toBe(before);
    expect((await whoIs(here)).status).toBe(200);
    expect((await whoIs(elsewhere)).status).toBe(401);
    expect((await login(OLD_PASSWORD)).status).toBe(401);
    expect((await login(NEW_PASSWORD)).status).toBe(200);
  });

  it("counts wrong current passwords against the account's login limit", async () => {
    const jar = await register();
    const wrong = { currentPassword: "guess", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await change(jar, wrong)).status).toBe(400);
    const limited = await change(jar, wrong);
    expect(limited.status).toBe(429);
    expect(JSON.stringify(limited.body)).toContain("Too many attempts. Please wait");
    // Logging in has its own, slowing limit (docs/security.md): these tries do not lock it.
    expect((await login(OLD_PASSWORD)).status).toBe(200);
  });
});

describe("the account's data", () => {
  it("exports its password resets (when, sent, used), never a token or its hash", async () => {
    const jar = await register();
    await tokenFromEmail();
    const exported = await run(() =>
      myDataCall({ request: get("/api/my-data", jar), params: {}, context: testContext() }),
    );
    const { passwordResets } = exported.body as { passwordResets: Record<string, unknown>[] };
    expect(passwordResets).toEqual([
      {
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
        emailSentAt: expect.any(String),
        usedAt: null,
      },
    ]);
  });
});

describe("housekeeping", () => {
  it("deletes resets a day after they expired, and with the account", async () => {
    await register();
    await askForLink("ann@example.com");
    const reset = await database().prisma.passwordReset.findFirstOrThrow();
    const day = 24 * 60 * 60 * 1000;
    const soon = await sweepExpiredRows(database().prisma, new Date(reset.expiresAt.getTime() + day / 2));
    expect(soon.passwordResets).toBe(0);
    const later = await sweepExpiredRows(database().prisma, new Date(reset.expiresAt.getTime() + day + 1000));
    expect(later.passwordResets).toBe(1);

    await askForLink("ann@example.com");
    await database().prisma.user.deleteMany();
    expect(await database().prisma.passwordReset.count()).toBe(0);
  });
});
