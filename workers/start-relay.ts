import { setTimeout as sleep } from "node:timers/promises";
import type { Client } from "@temporalio/client";
import type { Logger } from "pino";
import type { PrismaClient } from "../prisma/db.ts";
import { signalWillRun, workflowStarts } from "../workflows/definitions.ts";
import { senderOf } from "./senders.ts";
import { workflowStarter } from "./temporal-start.ts";

/*
 * The worker's relay of owed will starts (docs/decisions/033-workflow-start-outbox.md). Under
 * Temporal the web stores a will with `workflowStartAt` set, in the same INSERT, and answers; the
 * relay claims the due rows, starts their runs and clears the column. A claim pushes the column a
 * lease ahead, so another worker skips the row and a worker that dies mid-batch leaves it due
 * again once the lease is over; a failed start is tried again a moment later. Starts are
 * idempotent (deterministic ids), so a start sent twice is harmless.
 */

/** Rows claimed per pass; a full batch is followed at once by the next. */
const BATCH = 100;
/** Starts in flight at once, so a backlog does not flood the server with one batch. */
const PARALLEL = 16;
/** How long a claimed start is its relay's before another may send it (a relay that died). */
const LEASE_SECONDS = 60;
/** When a start failed (Temporal away), how soon it is tried again. */
const RETRY_SECONDS = 1;
/** The wait between passes that found nothing more to do. */
const IDLE_MS = 200;
/** A run still unfinished this long after its start (an email retried for hours) stops counting. */
const IN_FLIGHT_FOR_MS = 10 * 60_000;

interface OwedStart {
  id: string;
  source: string;
  userId: string | null;
  creatorKeyHash: string | null;
  emailGiven: boolean;
  lease: Date;
}

/** Claims up to `limit` due starts, oldest first, skipping rows another relay holds. */
function claimDueStarts(prisma: PrismaClient, limit: number): Promise<OwedStart[]> {
  // Prisma stores DateTime as UTC in a timestamp column: compared and written in UTC.
  return prisma.$queryRaw<OwedStart[]>`
    UPDATE "Will" SET "workflowStartAt" = (now() AT TIME ZONE 'UTC') + make_interval(secs => ${LEASE_SECONDS})
    WHERE id IN (
      SELECT id FROM "Will" WHERE "workflowStartAt" <= (now() AT TIME ZONE 'UTC')
      ORDER BY "workflowStartAt" LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id, source, "userId", "creatorKeyHash", email IS NOT NULL AS "emailGiven",
      "workflowStartAt" AS lease`;
}

export interface StartRelayOptions {
  prisma: PrismaClient;
  client: Client;
  taskQueue: string;
  draftTtlMs: number;
  logger: Logger;
  /**
   * Wills this relay keeps under way at once (started, not yet emailed or waiting for an address).
   * The rest wait in the database, so under a backlog Temporal's queue holds the tasks of a few
   * wills, which finish in the order they came, instead of every will's first step ahead of any
   * will's PDF (decision 030 found the same in the in-process queue).
   */
  maxInFlight: number;
}

/** The wills this relay started, by id, with when; those finished are dropped at each pass. */
type InFlight = Map<string, number>;

async function dropFinished(prisma: PrismaClient, inFlight: InFlight): Promise<void> {
  const now = Date.now();
  for (const [id, startedAt] of inFlight) if (now - startedAt > IN_FLIGHT_FOR_MS) inFlight.delete(id);
  if (inFlight.size === 0) return;
  const open = await prisma.will.findMany({
    where: {
      id: { in: [...inFlight.keys()] },
      OR: [{ status: { in: ["draft", "generating"] } }, { status: "ready", email: { not: null } }],
    },
    select: { id: true },
  });
  const openIds = new Set(open.map((will) => will.id));
  for (const id of inFlight.keys()) if (!openIds.has(id)) inFlight.delete(id);
}

/**
 * Sends one will's start. A run that exists already is told the address when the row has one:
 * the web signals a run that exists, and marks the start due again when none did yet (the
 * `provideEmail` of workers/runtime.ts), so the run the relay started before the address came
 * gets it here.
 */
function willStartSender({ client, taskQueue, draftTtlMs, logger }: StartRelayOptions) {
  const start = workflowStarter(client, taskQueue, logger);
  return async (will: OwedStart) => {
    const sender = senderOf(will);
    if (will.source === "chat") {
      await start(workflowStarts.finaliseChatWill({ willId: will.id }), sender);
      return;
    }
    const input = { willId: will.id, emailGiven: will.emailGiven, draftTtlMs };
    const started = await start(workflowStarts.generateWill(input), sender);
    if (!started && will.emailGiven) {
      await signalWillRun(client, will.id).catch((error: unknown) => {
        // A run that has ended (emailed, or failed) needs nothing more from its start.
        if ((error as Error).name !== "WorkflowNotFoundError") throw error;
      });
    }
  };
}

/** One pass: claims what there is room for, starts it, clears what was started. The number claimed. */
async function relayDueStarts(options: StartRelayOptions, inFlight: InFlight): Promise<number> {
  const { prisma, logger } = options;
  await dropFinished(prisma, inFlight);
  const room = Math.min(BATCH, options.maxInFlight - inFlight.size);
  if (room <= 0) return 0;
  const claimed = await claimDueStarts(prisma, room);
  const send = willStartSender(options);
  const sent: string[] = [];
  const failed: string[] = [];
  for (let index = 0; index < claimed.length; index += PARALLEL) {
    const chunk = claimed.slice(index, index + PARALLEL);
    const results = await Promise.allSettled(chunk.map(send));
    results.forEach((result, at) => {
      const { id } = chunk[at]!;
      if (result.status === "fulfilled") {
        sent.push(id);
        inFlight.set(id, Date.now());
      } else {
        failed.push(id);
        logger.warn({ err: result.reason, willId: id }, "will start not sent: tried again shortly");
      }
    });
  }
  const lease = claimed[0]?.lease;
  if (!lease) return 0;
  // Only rows still under this claim: one marked due again meanwhile (an address given) stays due.
  await prisma.will.updateMany({
    where: { id: { in: sent }, workflowStartAt: lease },
    data: { workflowStartAt: null },
  });
  await prisma.will.updateMany({
    where: { id: { in: failed }, workflowStartAt: lease },
    data: { workflowStartAt: new Date(Date.now() + RETRY_SECONDS * 1_000) },
  });
  return claimed.length;
}

/** Runs passes until stopped; `stop` resolves once the pass under way has finished. */
export function startRelay(options: StartRelayOptions): { stop(): Promise<void> } {
  const stopping = new AbortController();
  const inFlight: InFlight = new Map();
  const loop = (async () => {
    while (!stopping.signal.aborted) {
      const claimed = await relayDueStarts(options, inFlight).catch((error: unknown) => {
        options.logger.error({ err: error }, "will start relay pass failed");
        return 0;
      });
      if (claimed < BATCH) await sleep(IDLE_MS, undefined, { signal: stopping.signal }).catch(() => {});
    }
  })();
  return {
    stop: async () => {
      stopping.abort();
      await loop;
    },
  };
}
