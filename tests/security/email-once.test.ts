import { mkdtempSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { beforeEach, describe, expect, it } from "vitest";
import { WillFormDataSchema } from "../../core/index.ts";
import { createActivities } from "../../workers/activities.ts";
import { createOutboxMailer, MailDeliveryError, type Mailer } from "../../workers/email/mailer.ts";
import { sweepExpiredRows } from "../../web/app/common/housekeeping.server.ts";
import { buildFormData } from "../support/factories.ts";
import { recordingPipeline, useRoutesWith } from "../support/remix.ts";

/**
 * A crash cannot mail a will twice (docs/security.md, "Failures say what they are"): the email
 * step stores its intent before sending and checks it on the retry. The sender here really
 * writes the message (the embedded default's outbox), then dies before the send is recorded.
 */
const database = useRoutesWith(recordingPipeline());
let outbox: string;

beforeEach(async () => {
  outbox = mkdtempSync(path.join(os.tmpdir(), "email-once-"));
  await database().prisma.will.deleteMany();
  await database().prisma.emailDelivery.deleteMany();
  await database().prisma.legalCheckRequest.deleteMany();
});

/** The outbox mailer, with `fault` run after the first message is written (or instead of it). */
function faultyMailer(fault: { after?: Error; instead?: Error }): Mailer {
  const real = createOutboxMailer({ directory: outbox, from: "Wills <wills@example.org>" });
  let calls = 0;
  return {
    async send(email) {
      calls += 1;
      if (calls === 1 && fault.instead) throw fault.instead;
      const sent = await real.send(email);
      if (calls === 1 && fault.after) throw fault.after;
      return sent;
    },
    close: () => real.close(),
  };
}

async function readyWill(): Promise<string> {
  const id = "EmailOnceEmailOnce0000";
  await database().prisma.will.create({
    data: {
      id,
      email: "ann@example.com",
      formData: WillFormDataSchema.parse(buildFormData()),
      pdf: Buffer.from("%PDF-1.4 test"),
      status: "ready",
    },
  });
  return id;
}

function activitiesWith(mailer: Mailer) {
  return createActivities({
    prisma: database().prisma,
    renderPdf: async () => new Uint8Array(),
    mailer,
    logger: pino({ level: "silent" }),
  });
}

const sentMessages = () => readdirSync(outbox).filter((name) => name.endsWith(".eml"));

describe("the will's email", () => {
  it("is sent once when the sender dies after sending and before the send is recorded", async () => {
    const willId = await readyWill();
    const activities = activitiesWith(faultyMailer({ after: new Error("the worker was killed") }));
    await expect(activities.sendWillEmail(willId)).rejects.toThrow("the worker was killed");
    expect(sentMessages()).toHaveLength(1);
    // The retry finds the intent and does not send again, and the will is marked emailed.
    await activities.sendWillEmail(willId);
    expect(sentMessages()).toHaveLength(1);
    const will = await database().prisma.will.findUniqueOrThrow({ where: { id: willId } });
    expect(will.status).toBe("emailed");
    expect(will.emailedAt).not.toBeNull();
  });

  it("is sent by the retry when the first attempt is known to have failed", async () => {
    const willId = await readyWill();
    const refused = new MailDeliveryError("The mail server is busy.", { retryable: true, responseCode: 451 });
    const activities = activitiesWith(faultyMailer({ instead: refused }));
    await expect(activities.sendWillEmail(willId)).rejects.toThrow("The mail server is busy.");
    expect(sentMessages()).toHaveLength(0);
    await activities.sendWillEmail(willId);
    expect(sentMessages()).toHaveLength(1);
    const delivery = await database().prisma.emailDelivery.findUniqueOrThrow({
      where: { key: `will-${willId}` },
    });
    expect(delivery.sentAt).not.toBeNull();
  });
});

describe("the legal check's emails", () => {
  it("are each sent once when the sender dies after the confirmation and before its record", async () => {
    const willId = await readyWill();
    await database().prisma.legalCheckRequest.create({
      data: { id: "LegalOnce", willId, name: "Ann Smith", email: "ann@example.com" },
    });
    const activities = activitiesWith(faultyMailer({ after: new Error("the worker was killed") }));
    await expect(activities.sendLegalCheckEmails("LegalOnce")).rejects.toThrow("the worker was killed");
    await activities.sendLegalCheckEmails("LegalOnce");
    // The confirmation once (not again on the retry), then the team's notification once.
    expect(sentMessages()).toHaveLength(2);
    expect(sentMessages().filter((name) => name.includes("confirmation"))).toHaveLength(1);
    expect(sentMessages().filter((name) => name.includes("notification"))).toHaveLength(1);
  });
});

describe("the records of sent emails", () => {
  it("are kept for 30 days, then deleted by the hourly clean-up", async () => {
    const willId = await readyWill();
    await activitiesWith(
      createOutboxMailer({ directory: outbox, from: "Wills <wills@example.org>" }),
    ).sendWillEmail(willId);
    const record = await database().prisma.emailDelivery.findUniqueOrThrow({
      where: { key: `will-${willId}` },
    });
    const day = 24 * 60 * 60 * 1000;
    const at = (days: number) => new Date(record.intentAt.getTime() + days * day);
    expect((await sweepExpiredRows(database().prisma, at(29))).emailDeliveries).toBe(0);
    expect(await database().prisma.emailDelivery.count({ where: { key: `will-${willId}` } })).toBe(1);
    expect((await sweepExpiredRows(database().prisma, at(30))).emailDeliveries).toBe(0);
    expect(
      (await sweepExpiredRows(database().prisma, new Date(at(30).getTime() + 1000))).emailDeliveries,
    ).toBe(1);
    expect(await database().prisma.emailDelivery.count({ where: { key: `will-${willId}` } })).toBe(0);
  });
});
