import pino from "pino";
import { describe, expect, it } from "vitest";
import { LEGAL_CHECK_OPEN_MESSAGE } from "../../core/index.ts";
import { InProcessRunner } from "../../workers/in-process-runner.ts";
import { action as legalCheckCall } from "../../web/app/routes/api.legal-check.ts";
import { action as registerCall } from "../../web/app/routes/api.register.ts";
import {
  action as legalCheckPageAction,
  loader as legalCheckPageLoader,
} from "../../web/app/routes/wills.$id.legal-check.tsx";
import { buildFormData } from "../support/factories.ts";
import { CookieJar, formPost, get, jsonPost, run, testContext } from "../support/remix.ts";
import { savedWill, useRouteHarness } from "../support/route-harness.ts";

/**
 * The optional human legal check: the call's rules (who may ask, one open request per will, bad
 * input, the rate limit), the request page without JavaScript, and the two emails sent through
 * the pipeline's activity to a real SMTP server, each once.
 */
const { pipeline, database, sink, pipelineActivities } = useRouteHarness({
  empty: ["will", "user", "rateLimit"],
  mail: true,
});

let ip = 0;
const nextIp = () => `203.0.113.${(ip += 1)}`;

async function ask(jar: CookieJar, body: Record<string, unknown>, clientIp = nextIp()) {
  return run(() =>
    legalCheckCall({
      request: jsonPost("/api/legal-check", body, jar),
      params: {},
      context: testContext(clientIp),
    }),
  );
}

const DETAILS = {
  name: "Ann Smith",
  email: "ann@example.com",
  phone: "07700 900123",
  contactTime: "evening",
  notes: "I have a flat in Spain.",
};

describe("POST /api/legal-check", () => {
  it("stores a request for the creating browser's will and starts its emails: 201 {id}", async () => {
    const jar = new CookieJar();
    const willId = await savedWill(jar);
    const result = await ask(jar, { willId, ...DETAILS });
    expect(result.status).toBe(201);
    const { id } = result.body as { id: string };
    const stored = await database().prisma.legalCheckRequest.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ willId, status: "requested", ...DETAILS });
    expect(pipeline.legalChecks).toEqual([id]);
  });

  it("answers 404 to anyone who may not read the will", async () => {
    const willId = await savedWill(new CookieJar());
    const stranger = await ask(new CookieJar(), { willId, ...DETAILS });
    expect(stranger.status).toBe(404);
    const signedIn = new CookieJar();
    const registered = await run(() =>
      registerCall({
        request: jsonPost(
          "/api/register",
          { firstName: "Eve", email: "eve@example.com", password: "tulip-harbour-42", username: null },
          signedIn,
        ),
        params: {},
        context: testContext(),
      }),
    );
    signedIn.absorb(registered.headers);
    expect((await ask(signedIn, { willId, ...DETAILS })).status).toBe(404);
    expect(await database().prisma.legalCheckRequest.count()).toBe(0);
  });

  it("allows one open request per will: a second answers 409 until the first is done", async () => {
    const jar = new CookieJar();
    const willId = await savedWill(jar);
    const first = await ask(jar, { willId, ...DETAILS });
    const second = await ask(jar, { willId, ...DETAILS });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ error: LEGAL_CHECK_OPEN_MESSAGE });
    await database().prisma.legalCheckRequest.update({
      where: { id: (first.body as { id: string }).id },
      data: { status: "completed" },
    });
    expect((await ask(jar, { willId, ...DETAILS })).status).toBe(201);
  });

  it("checks its input with clear messages", async () => {
    const jar = new CookieJar();
    const willId = await savedWill(jar);
    const bad = await ask(jar, {
      willId,
      name: " ",
      email: "ann@",
      phone: "call me",
      contactTime: "midnight",
    });
    expect(bad.status).toBe(400);
    expect((bad.body as { fieldErrors: unknown }).fieldErrors).toEqual({
      name: ["Enter your name"],
      email: ["Invalid email address"],
      phone: ["Enter a phone number, like 07700 900123"],
      contactTime: ["Choose when we should contact you"],
    });
    const noWill = await ask(jar, { ...DETAILS });
    expect((noWill.body as { fieldErrors: unknown }).fieldErrors).toEqual({ willId: ["Missing Will ID"] });
    // Only name and email are needed.
    expect((await ask(jar, { willId, name: "Ann", email: "ann@example.com" })).status).toBe(201);
  });

  it("is rate-limited per browser", async () => {
    const jar = new CookieJar();
    const wills = [];
    for (let count = 0; count < 6; count += 1) wills.push(await savedWill(jar));
    for (const willId of wills.slice(0, 5)) expect((await ask(jar, { willId, ...DETAILS })).status).toBe(201);
    const blocked = await ask(jar, { willId: wills[5], ...DETAILS });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBeTruthy();
  });
});

describe("the request page without JavaScript", () => {
  it("shows the offer, takes the form post and confirms; then shows the open request", async () => {
    const jar = new CookieJar();
    const willId = await savedWill(jar);
    const page = await run(() =>
      legalCheckPageLoader({
        request: get(`/wills/${willId}/legal-check?from=dashboard`, jar),
        params: { id: willId },
        context: testContext(),
      }),
    );
    expect(page.body).toMatchObject({
      willId,
      fullName: "Ann Smith",
      openRequest: null,
      requested: false,
      back: { href: "/dashboard", from: "dashboard" },
    });
    const invalid = await run(() =>
      legalCheckPageAction({
        request: formPost(`/wills/${willId}/legal-check`, { name: "", email: "" }, jar),
        params: { id: willId },
        context: testContext(nextIp()),
      }),
    );
    expect(invalid.status).toBe(400);
    expect((invalid.body as { result: { error: unknown } }).result.error).toEqual({
      name: ["Enter your name"],
      email: ["Email is required"],
    });
    const posted = await run(() =>
      legalCheckPageAction({
        request: formPost(
          `/wills/${willId}/legal-check?from=dashboard`,
          { name: "Ann Smith", email: "ann@example.com", contactTime: "morning" },
          jar,
        ),
        params: { id: willId },
        context: testContext(nextIp()),
      }),
    );
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe(`/wills/${willId}/legal-check?requested=1&from=dashboard`);
    const after = await run(() =>
      legalCheckPageLoader({
        request: get(`/wills/${willId}/legal-check`, jar),
        params: { id: willId },
        context: testContext(),
      }),
    );
    expect(after.body).toMatchObject({ openRequest: { status: "requested" } });
    const again = await run(() =>
      legalCheckPageAction({
        request: formPost(
          `/wills/${willId}/legal-check`,
          { name: "Ann Smith", email: "ann@example.com" },
          jar,
        ),
        params: { id: willId },
        context: testContext(nextIp()),
      }),
    );
    expect(again.status).toBe(409);
    expect((again.body as { refused: string }).refused).toBe(LEGAL_CHECK_OPEN_MESSAGE);
  });
});

describe("the request's emails, through the pipeline", () => {
  it("sends the confirmation and the team's notification with the will's findings, each once", async () => {
    const jar = new CookieJar();
    const formData = buildFormData({ circumstances: { hasPropertyAbroad: true } });
    const willId = await savedWill(jar, formData);
    const { id } = (await ask(jar, { willId, ...DETAILS })).body as { id: string };

    const logger = pino({ level: "silent" });
    const activities = pipelineActivities({
      smtpTimeoutMs: 2_000,
      logger,
      legalCheckEmail: "team@example.org",
      today: () => "2026-11-21",
    });
    const runner = new InProcessRunner({ activities, prisma: database().prisma, logger, draftTtlMs: 60_000 });
    runner.startLegalCheckEmails(id);
    const received = await sink().waitFor(2);
    await runner.whenIdle(5_000);

    const confirmation = received.find((email) => email.to.includes("ann@example.com"));
    expect(confirmation?.subject).toBe("We have your request for a legal check");
    expect(confirmation?.text).toContain("Dear Ann Smith,");
    expect(confirmation?.text).toContain(
      "tell you the price and only go ahead, and charge you, once you have agreed to it",
    );
    expect(confirmation?.text).toContain(id);
    const notification = received.find((email) => email.to.includes("team@example.org"));
    expect(notification?.subject).toBe(`New legal check request: will ${willId}`);
    expect(notification?.text).toContain("Phone: 07700 900123");
    expect(notification?.text).toContain("Preferred contact time: Evening (5pm to 8pm)");
    expect(notification?.text).toContain("I have a flat in Spain.");
    expect(notification?.text).toContain("[review] You own property in another country.");

    const stored = await database().prisma.legalCheckRequest.findUniqueOrThrow({ where: { id } });
    expect(stored.confirmationSentAt).not.toBeNull();
    expect(stored.notificationSentAt).not.toBeNull();
    // A retry (or a restart) sends nothing twice.
    await activities.sendLegalCheckEmails(id);
    expect(sink().received).toHaveLength(2);
  });
});
