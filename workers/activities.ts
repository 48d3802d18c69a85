import { randomBytes } from "node:crypto";
import { ApplicationFailure } from "@temporalio/common";
import type { Logger } from "pino";
import {
  blocksTheWill,
  checkAllDocuments,
  EMAIL_FAILED_MESSAGE,
  GENERATION_FAILED_MESSAGE,
  LOGIN_BACKOFF,
  PERMANENT_DELIVERY_ERROR,
  WillFormDataSchema,
  willPdfFilename,
  type PipelineActivities,
  type WillFormData,
} from "../core/index.ts";
import { mirrorFormData, renderMirrorWill, renderWill } from "../core/will/render.ts";
import { todayInLondon } from "../core/dates.ts";
import type { PrismaClient } from "../prisma/db.ts";
import { composeLegalCheckConfirmation, composeLegalCheckNotification } from "./email/legal-check-email.ts";
import { MailDeliveryError, type Mailer, type OutgoingEmail } from "./email/mailer.ts";
import { sendOnce } from "./email/send-once.ts";
import { composePasswordResetEmail, newResetToken } from "./email/password-reset-email.ts";
import { composeLoginWarningEmail } from "./email/login-warning-email.ts";
import { composeWillEmail } from "./email/will-email.ts";
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
  const { prisma, logger } = deps;
  /**
   * Sends one email at most once per idempotency key, even if this process dies between the send
   * and its record (workers/email/send-once.ts); a refusal that will never succeed is a
   * non-retryable failure.
   */
  const send = async (outgoing: OutgoingEmail) => {
    try {
      const outcome = await sendOnce(prisma, outgoing.idempotencyKey, () => deps.mailer.send(outgoing));
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
  const today = deps.today ?? todayInLondon;
  const metrics = () => deps.metrics ?? getWillMetrics();

  async function loadFormData(willId: string): Promise<WillFormData> {
    const will = await prisma.will.findUnique({ where: { id: willId }, select: { formData: true } });
    if (!will) notFound(willId);
    const parsed = WillFormDataSchema.safeParse(will.formData);
    if (!parsed.success)
      invalid(`The will's information is not complete: ${parsed.error.issues[0]?.message ?? ""}`);
    return parsed.data;
  }

  async function setProgress(willId: string, step: number) {
    await prisma.will.update({ where: { id: willId }, data: { status: "generating", step, error: null } });
  }

  const activities: PipelineActivities = {
    async beginGeneration(willId) {
      const formData = await loadFormData(willId);
      const findings = checkAllDocuments(formData, { today: today() });
      if (blocksTheWill(findings)) {
        const blocking = findings.filter((finding) => finding.severity === "block");
        invalid(`The will cannot be made yet: ${blocking.map((finding) => finding.message).join(" ")}`);
      }
      await setProgress(willId, 1);
    },

    async renderDocument(willId) {
      const formData = await loadFormData(willId);
      const { html } = renderWill(formData);
      await prisma.will.update({
        where: { id: willId },
        data: { willDocument: html, status: "generating", step: 2 },
      });
    },

    async storeDocument(willId) {
      const formData = await loadFormData(willId);
      const mirror = renderMirrorWill(formData);
      const spouseFormData = mirrorFormData(formData);
      await prisma.$transaction(async (tx) => {
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
    },

    async renderPdf(willId) {
      const will = await prisma.will.findUnique({
        where: { id: willId },
        select: { willDocument: true, mirrorWillId: true },
      });
      if (!will) notFound(willId);
      if (!will.willDocument) invalid("There is no will document to print yet.");
      await setProgress(willId, 4);
      const pdf = await deps.renderPdf(will.willDocument);
      if (will.mirrorWillId) {
        const mirror = await prisma.will.findUnique({
          where: { id: will.mirrorWillId },
          select: { willDocument: true },
        });
        if (mirror?.willDocument) {
          const mirrorPdf = await deps.renderPdf(mirror.willDocument);
          await prisma.will.update({
            where: { id: will.mirrorWillId },
            data: { pdf: Buffer.from(mirrorPdf), status: "ready", step: 4 },
          });
        }
      }
      await prisma.will.update({
        where: { id: willId },
        data: { pdf: Buffer.from(pdf), status: "ready", step: 4, error: null },
      });
    },

    async sendWillEmail(willId) {
      const will = await prisma.will.findUnique({
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
        const mirror = await prisma.will.findUnique({
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
      await send(email);
      const emailedAt = new Date();
      await prisma.will.update({
        where: { id: willId },
        data: { emailedAt, status: "emailed", error: null },
      });
      // The spouse's mirror will went in the same email.
      if (will.mirrorWillId) {
        await prisma.will.updateMany({
          where: { id: will.mirrorWillId },
          data: { emailedAt, status: "emailed" },
        });
      }
      logger.info({ willId }, "will emailed");
    },

    async recordFailure(willId, stage) {
      const data =
        stage === "generation"
          ? { status: "failed", step: 0, error: GENERATION_FAILED_MESSAGE }
          : { error: EMAIL_FAILED_MESSAGE };
      await prisma.will.updateMany({ where: { id: willId }, data });
      metrics().recordPipelineFailure(stage);
      logger.warn({ willId, stage }, "will pipeline failed");
    },

    async deleteUnclaimedDraft(willId) {
      const { count } = await prisma.will.deleteMany({ where: { id: willId, email: null } });
      if (count > 0) logger.info({ willId }, "unclaimed draft deleted");
    },

    async sendLegalCheckEmails(requestId) {
      const request = await prisma.legalCheckRequest.findUnique({
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
        await send(composeLegalCheckConfirmation(input));
        await prisma.legalCheckRequest.update({
          where: { id: requestId },
          data: { confirmationSentAt: new Date() },
        });
      }
      if (!request.notificationSentAt) {
        const findings = formData.success ? checkAllDocuments(formData.data, { today: today() }) : [];
        await send(
          composeLegalCheckNotification({
            ...input,
            to: deps.legalCheckEmail ?? "legal-checks@localhost",
            findings,
          }),
        );
        await prisma.legalCheckRequest.update({
          where: { id: requestId },
          data: { notificationSentAt: new Date() },
        });
      }
      logger.info({ requestId, willId: request.willId }, "legal check request emails sent");
    },

    async sendPasswordResetEmail(resetId) {
      const reset = await prisma.passwordReset.findUnique({
        where: { id: resetId },
        include: { user: { select: { email: true, firstName: true } } },
      });
      if (!reset) {
        throw ApplicationFailure.nonRetryable(
          `Password reset ${resetId} does not exist`,
          "WillNotFoundError",
        );
      }
      if (reset.usedAt || reset.emailSentAt || reset.expiresAt.getTime() <= Date.now()) {
        logger.info({ resetId }, "password reset email not sent: already sent, used or expired");
        return;
      }
      // A new token on every attempt (only its hash is kept, so an earlier one cannot be sent
      // again); if an attempt's email went out but the attempt failed after, the newer link is
      // the one that works, and it goes out as a new message.
      const { token, tokenHash } = newResetToken();
      await prisma.passwordReset.update({ where: { id: resetId }, data: { tokenHash } });
      const base = (deps.publicUrl ?? "http://localhost:3000").replace(/\/+$/, "");
      await send(
        composePasswordResetEmail({
          resetId,
          to: reset.user.email,
          firstName: reset.user.firstName,
          link: `${base}/reset-password?token=${token}`,
          tokenHash,
        }),
      );
      await prisma.passwordReset.update({ where: { id: resetId }, data: { emailSentAt: new Date() } });
      logger.info({ resetId, userId: reset.userId }, "password reset email sent");
    },

    async sendLoginWarningEmail(warningId, userId) {
      const user = await prisma.user.findUnique({
        where: { id: userId },
        select: { email: true, firstName: true },
      });
      if (!user) {
        logger.info({ warningId, userId }, "login warning not sent: the account has been deleted");
        return;
      }
      await send(
        composeLoginWarningEmail({
          warningId,
          to: user.email,
          firstName: user.firstName,
          freeAttempts: LOGIN_BACKOFF.freeAttempts,
          maxWaitMinutes: LOGIN_BACKOFF.maxDelayMs / 60_000,
          publicUrl: deps.publicUrl ?? "http://localhost:3000",
        }),
      );
      logger.info({ warningId, userId }, "login warning email sent");
    },
  };
  return instrumentActivities(activities, metrics);
}
