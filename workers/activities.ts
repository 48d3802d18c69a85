import { randomBytes } from "node:crypto";
import { ApplicationFailure } from "@temporalio/common";
import type { Logger } from "pino";
import {
  whyBlocked,
  checkAllDocuments,
  EMAIL_FAILED_MESSAGE,
  GENERATION_FAILED_MESSAGE,
  LOGIN_BACKOFF,
  PERMANENT_DELIVERY_ERROR,
  WillFormDataSchema,
  willPdfFilename,
  type PipelineActivities,
  type PreviousVersion,
  type WillFormData,
} from "../core/index.ts";
import { mirrorReplaces, versionRenderOptions } from "../core/will/versions.ts";
import { mirrorFormData, renderMirrorWill, renderWill } from "../core/will/render.ts";
import { todayInLondon } from "../core/dates.ts";
import type { PrismaClient } from "../prisma/db.ts";
import { composeLegalCheckConfirmation, composeLegalCheckNotification } from "./email/legal-check-email.ts";
import { MailDeliveryError, type Mailer, type OutgoingEmail } from "./email/mailer.ts";
import { sendOnce } from "./email/send-once.ts";
import { newLinkToken } from "./email/link-tokens.ts";
import { composePasswordResetEmail } from "./email/password-reset-email.ts";
import { composeLoginWarningEmail } from "./email/login-warning-email.ts";
import { composeWillEmail } from "./email/will-email.ts";
import { createReviewActivities } from "./review-activities.ts";
import { getWillMetrics, instrumentActivities, type WillMetrics } from "./metrics.ts";

/** What the activities need from the world, injected (docs/product.md section 10). */
export interface ActivityDependencies {
  prisma: PrismaClient;
  /** HTML -> PDF bytes (the browser pool). Throws; never retries on its own. */
  renderPdf: (html: string) => Promise<Uint8Array>;
  mailer: Mailer;
  logger: Logger;
  /** Today's date (YYYY-MM-DD) for the legal checks' age rules. */
  today?: () => string;
  /** Where each attempt's duration and failure are recorded (default: the process's, workers/metrics.ts). */
  metrics?: WillMetrics;
  /** The team's address for legal check requests (LEGAL_CHECK_EMAIL). */
  legalCheckEmail?: string;
  /** Where users reach the site (PUBLIC_URL), for the links in emails. */
  publicUrl?: string;
}

function notFound(willId: string): never {
  throw ApplicationFailure.nonRetryable(`Will ${willId} does not exist`, "WillNotFoundError");
}

function invalid(message: string): never {
  throw ApplicationFailure.nonRetryable(message, "WillValidationError");
}

/**
 * The pipeline's activities. Each is idempotent: a retry after a partial run leaves the same
 * state, and the email is sent once (emailedAt). Each attempt is timed and counted
 * (will.pipeline.activity.*), whichever runner calls it.
 */
export function createActivities(deps: ActivityDependencies): PipelineActivities {
  const metrics = () => deps.metrics ?? getWillMetrics();
  const context: ActivityContext = {
    ...deps,
    send: sender(deps),
    today: deps.today ?? todayInLondon,
    metrics,
  };
  const activities: PipelineActivities = {
    beginGeneration: (willId) => beginGeneration(context, willId),
    renderDocument: (willId) => renderDocument(context, willId),
    storeDocument: (willId) => storeDocument(context, willId),
    renderPdf: (willId) => renderPdf(context, willId),
    sendWillEmail: (willId) => sendWillEmail(context, willId),
    recordFailure: (willId, stage) => recordFailure(context, willId, stage),
    deleteUnclaimedDraft: (willId) => deleteUnclaimedDraft(context, willId),
    sendLegalCheckEmails: (requestId) => sendLegalCheckEmails(context, requestId),
    sendPasswordResetEmail: (resetId) => sendPasswordResetEmail(context, resetId),
    sendLoginWarningEmail: (warningId, userId) => sendLoginWarningEmail(context, warningId, userId),
    ...createReviewActivities({
      prisma: deps.prisma,
      logger: deps.logger,
      publicUrl: deps.publicUrl,
      send: context.send,
    }),
  };
  return instrumentActivities(activities, metrics);
}

/** The dependencies with the defaults filled in, and the one way to send an email. */
interface ActivityContext extends Omit<ActivityDependencies, "today" | "metrics"> {
  send: (outgoing: OutgoingEmail) => Promise<void>;
  today: () => string;
  metrics: () => WillMetrics;
}

/**
 * Sends one email at most once per idempotency key, even if this process dies between the send
 * and its record (workers/email/send-once.ts); a refusal that will never succeed is a
 * non-retryable failure.
 */
function sender({ prisma, mailer, logger }: ActivityDependencies) {
  return async (outgoing: OutgoingEmail) => {
    try {
      const outcome = await sendOnce(prisma, outgoing.idempotencyKey, () => mailer.send(outgoing));
      if (outcome === "perhaps sent before") {
        logger.warn(
          { emailKey: outgoing.idempotencyKey },
          "an earlier attempt stopped while sending this email: not sent again",
        );
      }
    } catch (error) {
      if (error instanceof MailDeliveryError && !error.retryable) {
        throw ApplicationFailure.nonRetryable(error.message, PERMANENT_DELIVERY_ERROR);
      }
      throw error;
    }
  };
}

async function loadFormData(prisma: PrismaClient, willId: string): Promise<WillFormData> {
  const will = await prisma.will.findUnique({ where: { id: willId }, select: { formData: true } });
  if (!will) notFound(willId);
  const parsed = WillFormDataSchema.safeParse(will.formData);
  if (!parsed.success)
    invalid(`The will's information is not complete: ${parsed.error.issues[0]?.message ?? ""}`);
  return parsed.data;
}

/** The will this one replaces ("Update my will"), or null for a first will. */
async function loadPrevious(prisma: PrismaClient, willId: string): Promise<PreviousVersion | null> {
  const will = await prisma.will.findUnique({
    where: { id: willId },
    select: { previousWill: { select: { createdAt: true, formData: true, mirrorWillId: true } } },
  });
  return will?.previousWill ?? null;
}

async function setProgress(prisma: PrismaClient, willId: string, step: number) {
  await prisma.will.update({ where: { id: willId }, data: { status: "generating", step, error: null } });
}

async function beginGeneration(c: ActivityContext, willId: string): Promise<void> {
  const formData = await loadFormData(c.prisma, willId);
  const findings = checkAllDocuments(formData, { today: c.today() });
  const blocked = whyBlocked(findings);
  if (blocked) invalid(blocked);
  await setProgress(c.prisma, willId, 1);
}

async function renderDocument(c: ActivityContext, willId: string): Promise<void> {
  const formData = await loadFormData(c.prisma, willId);
  const previous = await loadPrevious(c.prisma, willId);
  const { html } = renderWill(formData, versionRenderOptions(previous, formData).will);
  await c.prisma.will.update({
    where: { id: willId },
    data: { willDocument: html, status: "generating", step: 2 },
  });
}

async function storeDocument(c: ActivityContext, willId: string): Promise<void> {
  const formData = await loadFormData(c.prisma, willId);
  const previous = await loadPrevious(c.prisma, willId);
  const mirror = renderMirrorWill(formData, versionRenderOptions(previous, formData).mirror);
  const spouseFormData = mirrorFormData(formData);
  // The spouse's new mirror will follows their earlier one, as the will follows the earlier will.
  const spousePrevious = previous && mirrorReplaces(previous, formData) ? previous.mirrorWillId : null;
  await c.prisma.$transaction(async (tx) => {
    const will = await tx.will.findUniqueOrThrow({ where: { id: willId } });
    if (mirror && spouseFormData) {
      const data = {
        email: will.email,
        marketingConsent: will.marketingConsent,
        formData: spouseFormData,
        willDocument: mirror.html,
        userId: will.userId,
        creatorKeyHash: will.creatorKeyHash,
        // A mirror will is driven by its original: never generated or emailed on its own.
        source: "mirror",
        status: "draft",
        mirrorWillId: willId,
        previousWillId: spousePrevious,
        version: will.version,
      };
      // The mirror will is its own record, linked both ways; a retry updates it, never duplicates it.
      const existing = will.mirrorWillId
        ? await tx.will.findUnique({ where: { id: will.mirrorWillId }, select: { id: true } })
        : null;
      const mirrorId = existing?.id ?? randomBytes(16).toString("base64url");
      if (existing) await tx.will.update({ where: { id: mirrorId }, data });
      else await tx.will.create({ data: { id: mirrorId, ...data } });
      await tx.will.update({
        where: { id: willId },
        data: { mirrorWillId: mirrorId, step: 3, status: "generating" },
      });
    } else {
      await tx.will.update({ where: { id: willId }, data: { step: 3, status: "generating" } });
    }
  });
}

async function renderPdf(c: ActivityContext, willId: string): Promise<void> {
  const will = await c.prisma.will.findUnique({
    where: { id: willId },
    select: { willDocument: true, mirrorWillId: true },
  });
  if (!will) notFound(willId);
  if (!will.willDocument) invalid("There is no will document to print yet.");
  await setProgress(c.prisma, willId, 4);
  const pdf = await c.renderPdf(will.willDocument);
  if (will.mirrorWillId) {
    const mirror = await c.prisma.will.findUnique({
      where: { id: will.mirrorWillId },
      select: { willDocument: true },
    });
    if (mirror?.willDocument) {
      const mirrorPdf = await c.renderPdf(mirror.willDocument);
      await c.prisma.will.update({
        where: { id: will.mirrorWillId },
        data: { pdf: Buffer.from(mirrorPdf), status: "ready", step: 4 },
      });
    }
  }
  await c.prisma.will.update({
    where: { id: willId },
    data: { pdf: Buffer.from(pdf), status: "ready", step: 4, error: null },
  });
}

async function sendWillEmail(c: ActivityContext, willId: string): Promise<void> {
  const will = await c.prisma.will.findUnique({
    where: { id: willId },
    select: { email: true, pdf: true, formData: true, emailedAt: true, mirrorWillId: true },
  });
  if (!will) notFound(willId);
  if (will.emailedAt) return; // sent already: a retry must not send it twice
  if (!will.email) invalid("There is no email address to send the will to.");
  if (!will.pdf) invalid("The will has no PDF yet.");
  const formData = WillFormDataSchema.parse(will.formData);
  const email = composeWillEmail({
    to: will.email,
    testatorName: formData.personalInfo.fullName,
    willId,
    pdf: will.pdf,
    pdfFilename: willPdfFilename(formData.personalInfo.fullName),
  });
  if (will.mirrorWillId) {
    const mirror = await c.prisma.will.findUnique({
      where: { id: will.mirrorWillId },
      select: { pdf: true },
    });
    if (mirror?.pdf) {
      email.attachments.push({
        filename: willPdfFilename(formData.familyInfo.spouseName),
        content: mirror.pdf,
        contentType: "application/pdf",
      });
    }
  }
  await c.send(email);
  const emailedAt = new Date();
  await c.prisma.will.update({
    where: { id: willId },
    data: { emailedAt, status: "emailed", error: null },
  });
  // The spouse's mirror will went in the same email.
  if (will.mirrorWillId) {
    await c.prisma.will.updateMany({
      where: { id: will.mirrorWillId },
      data: { emailedAt, status: "emailed" },
    });
  }
  c.logger.info({ willId }, "will emailed");
}

async function recordFailure(
  c: ActivityContext,
  willId: string,
  stage: "generation" | "email",
): Promise<void> {
  const data =
    stage === "generation"
      ? { status: "failed", step: 0, error: GENERATION_FAILED_MESSAGE }
      : { error: EMAIL_FAILED_MESSAGE };
  await c.prisma.will.updateMany({ where: { id: willId }, data });
  c.metrics().recordPipelineFailure(stage);
  c.logger.warn({ willId, stage }, "will pipeline failed");
}

async function deleteUnclaimedDraft(c: ActivityContext, willId: string): Promise<void> {
  const { count } = await c.prisma.will.deleteMany({ where: { id: willId, email: null } });
  if (count > 0) c.logger.info({ willId }, "unclaimed draft deleted");
}

async function sendLegalCheckEmails(c: ActivityContext, requestId: string): Promise<void> {
  const request = await c.prisma.legalCheckRequest.findUnique({
    where: { id: requestId },
    include: { will: { select: { formData: true } } },
  });
  if (!request) {
    throw ApplicationFailure.nonRetryable(
      `Legal check request ${requestId} does not exist`,
      "WillNotFoundError",
    );
  }
  const formData = WillFormDataSchema.safeParse(request.will.formData);
  const input = {
    requestId,
    willId: request.willId,
    testatorName: formData.success ? formData.data.personalInfo.fullName : "",
    name: request.name,
    email: request.email,
    phone: request.phone,
    contactTime: request.contactTime,
    notes: request.notes,
  };
  // Each email once: a retry after the first went sends only the second.
  if (!request.confirmationSentAt) {
    await c.send(composeLegalCheckConfirmation(input));
    await c.prisma.legalCheckRequest.update({
      where: { id: requestId },
      data: { confirmationSentAt: new Date() },
    });
  }
  if (!request.notificationSentAt) {
    const findings = formData.success ? checkAllDocuments(formData.data, { today: c.today() }) : [];
    await c.send(
      composeLegalCheckNotification({
        ...input,
        to: c.legalCheckEmail ?? "legal-checks@localhost",
        findings,
      }),
    );
    await c.prisma.legalCheckRequest.update({
      where: { id: requestId },
      data: { notificationSentAt: new Date() },
    });
  }
  c.logger.info({ requestId, willId: request.willId }, "legal check request emails sent");
}

async function sendPasswordResetEmail(c: ActivityContext, resetId: string): Promise<void> {
  const reset = await c.prisma.passwordReset.findUnique({
    where: { id: resetId },
    include: { user: { select: { email: true, firstName: true } } },
  });
  if (!reset) {
    throw ApplicationFailure.nonRetryable(`Password reset ${resetId} does not exist`, "WillNotFoundError");
  }
  if (reset.usedAt || reset.emailSentAt || reset.expiresAt.getTime() <= Date.now()) {
    c.logger.info({ resetId }, "password reset email not sent: already sent, used or expired");
    return;
  }
  // A new token on every attempt (only its hash is kept, so an earlier one cannot be sent
  // again); if an attempt's email went out but the attempt failed after, the newer link is
  // the one that works, and it goes out as a new message.
  const { token, tokenHash } = newLinkToken();
  await c.prisma.passwordReset.update({ where: { id: resetId }, data: { tokenHash } });
  const base = (c.publicUrl ?? "http://localhost:3000").replace(/\/+$/, "");
  await c.send(
    composePasswordResetEmail({
      resetId,
      to: reset.user.email,
      firstName: reset.user.firstName,
      link: `${base}/reset-password?token=${token}`,
      tokenHash,
    }),
  );
  await c.prisma.passwordReset.update({ where: { id: resetId }, data: { emailSentAt: new Date() } });
  c.logger.info({ resetId, userId: reset.userId }, "password reset email sent");
}

async function sendLoginWarningEmail(c: ActivityContext, warningId: string, userId: string): Promise<void> {
  const user = await c.prisma.user.findUnique({
    where: { id: userId },
    select: { email: true, firstName: true },
  });
  if (!user) {
    c.logger.info({ warningId, userId }, "login warning not sent: the account has been deleted");
    return;
  }
  await c.send(
    composeLoginWarningEmail({
      warningId,
      to: user.email,
      firstName: user.firstName,
      freeAttempts: LOGIN_BACKOFF.freeAttempts,
      maxWaitMinutes: LOGIN_BACKOFF.maxDelayMs / 60_000,
      publicUrl: c.publicUrl ?? "http://localhost:3000",
    }),
  );
  c.logger.info({ warningId, userId }, "login warning email sent");
}
