import type { ActionFunctionArgs } from "@remix-run/node";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { addYear, LIFE_EVENT_REMINDER_MS, SIGNING_MESSAGES, todayInLondon } from "../../core/index.ts";
import { InProcessRunner } from "../../workers/in-process-runner.ts";
import { action as stopAction, loader as stopLoader } from "../../web/app/routes/reminders.stop.tsx";
import { action as reviewAction, loader as reviewLoader } from "../../web/app/routes/wills.$id.review.tsx";
import { action as signAction } from "../../web/app/routes/wills.$id.sign.tsx";
import { buildFormData } from "../support/factories.ts";
import { CookieJar, formPost, get, run, testContext } from "../support/remix.ts";
import { savedWill, useRouteHarness } from "../support/route-harness.ts";

/**
 * After the will (docs/product.md, "After the will"): "I have signed it" stored on the will and
 * refused when the date is wrong or the will is not yours; "Is your will still right?" answering
 * with the statutes; the reminders' opt-in, their email from the in-process runner's poll through
 * a real SMTP server, and the stop link: GET only asks, POST stops (the page's button, or a mail
 * program's one-click POST to the link, RFC 8058).
 */
const { pipeline, database, sink, pipelineActivities } = useRouteHarness({
  empty: ["will", "rateLimit", "emailDelivery"],
  mail: true,
});

let ip = 0;
const nextIp = () => `198.51.100.${(ip += 1)}`;

async function willOf(jar: CookieJar, formData = buildFormData()): Promise<string> {
  const id = await savedWill(jar, formData);
  // The address as the 'Almost Done!' page stores it (an API call's is withheld).
  await database().prisma.will.update({ where: { id }, data: { email: "owner@example.com" } });
  return id;
}

const post = (
  action: (args: ActionFunctionArgs) => Promise<unknown>,
  path: string,
  id: string,
  fields: Record<string, string>,
  jar: CookieJar,
) =>
  run(() => action({ request: formPost(path, fields, jar), params: { id }, context: testContext(nextIp()) }));

const [year, month, day] = todayInLondon().split("-");
const TODAY_FIELDS = {
  signedDay: String(Number(day)),
  signedMonth: String(Number(month)),
  signedYear: year ?? "",
};

describe("I have signed it", () => {
  it("stores the date and where the original is kept, and redirects back to the page (no JavaScript needed)", async () => {
    const jar = new CookieJar();
    const id = await willOf(jar);
    const result = await post(
      signAction,
      `/wills/${id}/sign`,
      id,
      { _action: "signed", ...TODAY_FIELDS, keptAt: "solicitor" },
      jar,
    );
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(`/wills/${id}/sign#signed`);
    const will = await database().prisma.will.findUniqueOrThrow({ where: { id } });
    expect([will.signedOn, will.keptAt]).toEqual([todayInLondon(), "solicitor"]);
  });

  it("refuses a date in the future, a date before the will was made, and a missing place, storing nothing", async () => {
    const jar = new CookieJar();
    const id = await willOf(jar);
    const nextYear = String(Number(year) + 1);
    const cases: [Record<string, string>, object][] = [
      [
        { ...TODAY_FIELDS, signedYear: nextYear, keptAt: "home" },
        { signedOn: SIGNING_MESSAGES.dateInFuture },
      ],
      [
        { ...TODAY_FIELDS, signedYear: "2020", keptAt: "home" },
        { signedOn: SIGNING_MESSAGES.dateBeforeWill },
      ],
      [
        { signedDay: "31", signedMonth: "2", signedYear: year ?? "", keptAt: "home" },
        { signedOn: SIGNING_MESSAGES.dateNotReal },
      ],
      [{ ...TODAY_FIELDS, keptAt: "under the bed" }, { keptAt: SIGNING_MESSAGES.keptAtMissing }],
    ];
    for (const [fields, errors] of cases) {
      const result = await post(signAction, `/wills/${id}/sign`, id, { _action: "signed", ...fields }, jar);
      expect(result.status).toBe(400);
      expect((result.body as { signing: { errors: object } }).signing.errors).toEqual(errors);
    }
    const will = await database().prisma.will.findUniqueOrThrow({ where: { id } });
    expect(will.signedOn).toBeNull();
  });

  it("is the owner's only: another browser gets 404 and changes nothing", async () => {
    const id = await willOf(new CookieJar());
    const result = await post(
      signAction,
      `/wills/${id}/sign`,
      id,
      { _action: "signed", ...TODAY_FIELDS, keptAt: "home" },
      new CookieJar(),
    );
    expect(result.status).toBe(404);
    expect((await database().prisma.will.findUniqueOrThrow({ where: { id } })).signedOn).toBeNull();
  });
});

describe("Is your will still right?", () => {
  it("answers each event ticked with what the law does and its statute; odd values are ignored", async () => {
    const jar = new CookieJar();
    const id = await willOf(jar);
    const body = new URLSearchParams([
      ["_action", "check"],
      ["event", "marriage"],
      ["event", "divorce"],
      ["event", "<script>"],
    ]);
    const request = new Request(`http://localhost/wills/${id}/review`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: jar.header() },
      body: body.toString(),
    });
    const result = await run(() => reviewAction({ request, params: { id }, context: testContext(nextIp()) }));
    const answers = (result.body as { answers: { event: string; verdict: string; statute: string }[] })
      .answers;
    expect(answers.map((answer) => [answer.event, answer.verdict, answer.statute])).toEqual([
      ["marriage", "new-will", "Wills Act 1837, s.18 and s.18B"],
      ["divorce", "change", "Wills Act 1837, s.18A and s.18C; Children Act 1989, s.6(3A) and (3B)"],
    ]);
  });
});

describe("review reminders", () => {
  it("opts in, emails from the runner's poll a year on, and stops from the email's link on POST only", async () => {
    const jar = new CookieJar();
    const id = await willOf(jar);
    const before = Date.now();
    const optIn = await post(
      reviewAction,
      `/wills/${id}/review`,
      id,
      { _action: "remind", lifeEvent: "yes" },
      jar,
    );
    expect(optIn.status).toBe(302);
    const reminder = await database().prisma.reviewReminder.findUniqueOrThrow({ where: { willId: id } });
    expect(reminder.email).toBe("owner@example.com");
    expect(pipeline.reviews.started).toContain(reminder.id);
    expect(reminder.lifeEventReviewAt?.getTime()).toBeGreaterThanOrEqual(before + LIFE_EVENT_REMINDER_MS);
    const page = await run(() =>
      reviewLoader({
        request: get(`/wills/${id}/review`, jar),
        params: { id },
        context: testContext(nextIp()),
      }),
    );
    expect((page.body as { reminder: { nextReview: string } }).reminder.nextReview).toBe(
      todayInLondon(addYear(reminder.createdAt)),
    );

    const runner = new InProcessRunner({
      activities: pipelineActivities({ publicUrl: "https://wills.example.org" }),
      prisma: database().prisma,
      logger: pino({ level: "silent" }),
      draftTtlMs: 60_000,
    });
    expect(await runner.pollReviewReminders(new Date(before + 24 * 60 * 60 * 1000))).toBe(0);
    expect(await runner.pollReviewReminders(addYear(new Date()))).toBe(1);
    await runner.whenIdle(10_000);
    expect(sink().received.map((email) => [email.to, email.subject])).toEqual([
      [["owner@example.com"], "Your will after a change in your life"],
    ]);
    // The life event's email also counted as the yearly review that was due by then.
    const sent = await database().prisma.reviewReminder.findUniqueOrThrow({ where: { willId: id } });
    expect(sent.lifeEventReviewAt).toBeNull();
    expect(sent.nextReviewAt.getTime()).toBeGreaterThan(addYear(new Date()).getTime());

    const token =
      /\/reminders\/stop\?token=([A-Za-z0-9_-]{43})/.exec(sink().received[0]?.text ?? "")?.[1] ?? "";
    const asked = await run(() =>
      stopLoader({
        request: get(`/reminders/stop?token=${token}`),
        params: {},
        context: testContext(nextIp()),
      }),
    );
    expect((asked.body as { state: string }).state).toBe("confirm");
    expect(
      (await database().prisma.reviewReminder.findUniqueOrThrow({ where: { willId: id } })).cancelledAt,
    ).toBeNull();

    // RFC 8058: the mail program's "Unsubscribe" posts to the link itself, in one click.
    expect([
      sink().received[0]?.headers["list-unsubscribe"],
      sink().received[0]?.headers["list-unsubscribe-post"],
    ]).toEqual([`<https://wills.example.org/reminders/stop?token=${token}>`, "List-Unsubscribe=One-Click"]);
    const stopped = await run(() =>
      stopAction({
        request: formPost(`/reminders/stop?token=${token}`, { "List-Unsubscribe": "One-Click" }),
        params: {},
        context: testContext(nextIp()),
      }),
    );
    expect([stopped.status, stopped.headers.get("Location")]).toEqual([303, "/reminders/stop?done=1"]);
    expect(
      (await database().prisma.reviewReminder.findUniqueOrThrow({ where: { willId: id } })).cancelledAt,
    ).not.toBeNull();
    expect(pipeline.reviews.stopped).toContain(reminder.id);
    // A stopped reminder forgets its address and its stop links.
    const forgotten = await database().prisma.reviewReminder.findUniqueOrThrow({ where: { willId: id } });
    expect([forgotten.email, forgotten.cancelTokenHashes]).toEqual(["", []]);
    expect(await runner.pollReviewReminders(addYear(addYear(addYear(new Date()))))).toBe(0);

    const again = await run(() =>
      stopLoader({
        request: get(`/reminders/stop?token=${token}`),
        params: {},
        context: testContext(nextIp()),
      }),
    );
    expect((again.body as { state: string }).state).toBe("unknown");
  });

  it("a guessed token stops nothing", async () => {
    const jar = new CookieJar();
    const id = await willOf(jar);
    await post(reviewAction, `/wills/${id}/review`, id, { _action: "remind" }, jar);
    const result = await run(() =>
      stopAction({
        request: formPost("/reminders/stop", { token: "A".repeat(43) }),
        params: {},
        context: testContext(nextIp()),
      }),
    );
    expect(result.status).toBe(303);
    expect(
      (await database().prisma.reviewReminder.findUniqueOrThrow({ where: { willId: id } })).cancelledAt,
    ).toBeNull();
  });

  it("the owner stops them from the dashboard's button; another browser gets 404", async () => {
    const jar = new CookieJar();
    const id = await willOf(jar);
    await post(reviewAction, `/wills/${id}/review`, id, { _action: "remind" }, jar);
    const stranger = await post(
      reviewAction,
      `/wills/${id}/review`,
      id,
      { _action: "stop-reminders" },
      new CookieJar(),
    );
    expect(stranger.status).toBe(404);
    const result = await post(
      reviewAction,
      `/wills/${id}/review`,
      id,
      { _action: "stop-reminders", from: "dashboard" },
      jar,
    );
    expect([result.status, result.headers.get("Location")]).toEqual([302, "/dashboard"]);
    expect(
      (await database().prisma.reviewReminder.findUniqueOrThrow({ where: { willId: id } })).cancelledAt,
    ).not.toBeNull();
  });
});
