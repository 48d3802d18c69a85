import pino from "pino";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { PrismaClient } from "../../prisma/db.ts";
import { createActivities, type ActivityDependencies } from "../../workers/activities.ts";
import { createSmtpMailer } from "../../workers/email/mailer.ts";
import { BrowserPool } from "../../workers/pdf/browser-pool.ts";
import { action as registerCall } from "../../web/app/routes/api.register.ts";
import { action as saveWillCall } from "../../web/app/routes/api.wills.ts";
import { action as startAction } from "../../web/app/routes/create-will._index.tsx";
import { buildFormData, buildSavePayload, START_DRAFT_FIELDS } from "./factories.ts";
import {
  CookieJar,
  formPost,
  type HandlerResult,
  jsonPost,
  recordingPipeline,
  run,
  testContext,
  useRoutesWith,
} from "./remix.ts";
import { startSmtpSink, type SmtpSink } from "./smtp-sink.ts";
import type { TestDatabase } from "./test-database.ts";

/**
 * The set-up a test file that calls the routes shares: its own database with the recording
 * pipeline in use (`useRoutesWith`), the tables it names emptied and the pipeline's records cleared
 * before each test, and, with `mail`, a real SMTP server (tests/support/smtp-sink.ts) started for
 * the file, its received emails cleared before each test, and the pipeline's activities sending
 * through it; with `pdf`, Chromium (a browser pool of one) making the activities' PDFs. Read
 * `database()` and `sink()` inside tests and hooks.
 */

/** The tables a test file may empty before each test, in the order given (wills before users). */
const TABLES = {
  will: (prisma) => prisma.will.deleteMany(),
  willDraft: (prisma) => prisma.willDraft.deleteMany(),
  user: (prisma) => prisma.user.deleteMany(),
  rateLimit: (prisma) => prisma.rateLimit.deleteMany(),
  emailDelivery: (prisma) => prisma.emailDelivery.deleteMany(),
} satisfies Record<string, (prisma: PrismaClient) => Promise<unknown>>;

export type Table = keyof typeof TABLES;

/** The activities' dependencies a test may set; the rest are the harness's. */
type ActivityOptions = Partial<Omit<ActivityDependencies, "prisma" | "mailer">> & { smtpTimeoutMs?: number };

export interface RouteHarness {
  pipeline: ReturnType<typeof recordingPipeline>;
  database: () => TestDatabase;
  /** The SMTP server (with `mail` only). */
  sink: () => SmtpSink;
  /**
   * The pipeline's activities on this database, sending through the sink: PDFs by Chromium with
   * `pdf` (otherwise empty), a silent log.
   */
  pipelineActivities: (options?: ActivityOptions) => ReturnType<typeof createActivities>;
}

export function useRouteHarness({
  empty = [],
  mail = false,
  pdf = false,
}: { empty?: Table[]; mail?: boolean; pdf?: boolean } = {}) {
  const pipeline = recordingPipeline();
  const database = useRoutesWith(pipeline);
  let sink: SmtpSink | undefined;
  let pool: BrowserPool | undefined;
  if (pdf) {
    beforeAll(() => {
      pool = new BrowserPool({ maxConcurrency: 1 });
    });
    afterAll(async () => {
      await pool?.close();
    });
  }
  if (mail) {
    beforeAll(async () => {
      sink = await startSmtpSink();
    });
    afterAll(async () => {
      await sink?.close();
    });
  }
  beforeEach(async () => {
    for (const table of empty) await TABLES[table](database().prisma);
    clearRecords(pipeline);
    if (sink) sink.received.length = 0;
  });
  const openSink = () => {
    if (!sink) throw new Error("The SMTP sink is started in beforeAll, for a harness with `mail`.");
    return sink;
  };
  const pipelineActivities = ({ smtpTimeoutMs, ...options }: ActivityOptions = {}) =>
    createActivities({
      prisma: database().prisma,
      renderPdf: async (html) => (pool ? pool.renderPdf(html) : new Uint8Array()),
      mailer: createSmtpMailer({
        url: openSink().url,
        from: "Wills <wills@example.org>",
        timeoutMs: smtpTimeoutMs,
      }),
      logger: pino({ level: "silent" }),
      ...options,
    });
  return { pipeline, database, sink: openSink, pipelineActivities } satisfies RouteHarness;
}

/** Forgets what the routes asked of the pipeline in earlier tests. */
function clearRecords(pipeline: ReturnType<typeof recordingPipeline>) {
  for (const records of [
    pipeline.started,
    pipeline.finalised,
    pipeline.legalChecks,
    pipeline.passwordResets,
    pipeline.loginWarnings,
    pipeline.reviews.started,
    pipeline.reviews.changed,
    pipeline.reviews.stopped,
  ]) {
    records.length = 0;
  }
}

/** A will saved as the preview's fetch saves it (POST /api/wills); `jar` takes its capability. */
export async function savedWill(jar: CookieJar, formData = buildFormData()): Promise<string> {
  const result = await run(() =>
    saveWillCall({
      request: jsonPost("/api/wills", buildSavePayload({ formData }), jar),
      params: {},
      context: testContext(),
    }),
  );
  jar.absorb(result.headers);
  return (result.body as { id: string }).id;
}

/**
 * A browser starting the guided form: the risk questions' answers posted to /create-will. The
 * action's answer, and the cookie (`name=value`) that keys the new draft.
 */
export async function draftStarted(): Promise<{ answer: HandlerResult; cookie: string }> {
  const answer = await run(() =>
    startAction({
      request: formPost("/create-will", { ...START_DRAFT_FIELDS }),
      params: {},
      context: testContext(),
    }),
  );
  return { answer, cookie: (answer.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "" };
}

/** A browser signed in to a new account (registered through POST /api/register). */
export async function signedInBrowser(email: string, firstName = "Jane"): Promise<CookieJar> {
  const jar = new CookieJar();
  const result = await run(() =>
    registerCall({
      request: jsonPost(
        "/api/register",
        { firstName, email, password: "tulip-harbour-42", username: null },
        jar,
      ),
      params: {},
      context: testContext(),
    }),
  );
  return jar.absorb(result.headers);
}
