// First: tracing (when configured) must start before express and http are loaded.
import { telemetry } from "./instrument.server.ts";
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import type { Logger } from "pino";
import { closeDatabase, getDatabase, initDatabase } from "./app/common/db.server.ts";
import { EnvError, getEnv, type Env } from "./app/common/env.server.ts";
import { sweepExpiredRows } from "./app/common/housekeeping.server.ts";
import { getLogger } from "./app/common/logger.server.ts";
import { closePipeline, getPipeline, initPipeline, usePipeline } from "./app/common/pipeline.server.ts";
import { getCookieSecrets } from "./app/common/secrets.server.ts";
import { databaseOptionsFromEnv } from "../prisma/db.ts";
import { projectRoot } from "../workers/project-root.ts";
import { startPipelineProcess, type PipelineProcess } from "../workers/runtime.ts";
import { observeEventLoopDelay } from "../workers/runtime-metrics.ts";
import { writeAdmission } from "./server/admission.ts";
import { httpMetrics } from "./server/http-metrics.ts";
import {
  answerUnparsableRequests,
  drainUnreadBodies,
  knownMethodsOnly,
  plainAddressesOnly,
  sameOriginWrites,
} from "./server/http-guards.ts";
import { boundHeapGrowth } from "./server/heap-growth.ts";
import { requestContext } from "./server/request-context.ts";
import { privateByDefault, publicPages } from "./server/public-pages.ts";
import { securityHeaders } from "./server/security-headers.ts";
import { staticAssets } from "./server/static-assets.ts";

const root = projectRoot(import.meta.url);

/** What every loader and action receives as `context`. */
declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce: string;
    requestId: string;
    clientIp: string;
  }
}

async function createApp(env: Env, logger: Logger) {
  const development = env.NODE_ENV === "development";
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(requestContext(logger));
  app.use(drainUnreadBodies());
  app.use(knownMethodsOnly());
  app.use(plainAddressesOnly());
  app.use(httpMetrics());
  app.use(securityHeaders({ development, hsts: env.COOKIE_SECURE }));
  app.use(compression());

  // Liveness: the process answers. Readiness: the database answers and PDFs can be made (the
  // service's main job; docs/operations.md, "PDFs").
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  const readiness = async (res: express.Response) => {
    try {
      await (await getDatabase()).ping();
      const pdf = (await getPipeline()).pdfReadiness();
      if (!pdf.ready) {
        const reason = pdf.checked ? "PDFs cannot be made" : "checking that PDFs can be made";
        res.status(503).json({ status: "unavailable", reason });
        return;
      }
      res.json({ status: "ready" });
    } catch (error) {
      logger.warn({ err: error }, "readiness check failed");
      res.status(503).json({ status: "unavailable" });
    }
  };
  // Express 4 does not wait for a promise: a failure goes to its error handler.
  app.get("/readyz", (_req, res, next) => {
    readiness(res).catch(next);
  });

  app.use(sameOriginWrites(env.PUBLIC_URL));

  // Remix derives its route table from a build object once, but from a build function on every
  // request (3 % of the web process's CPU under load, docs/decisions/034-request-path-cpu.md): the
  // function only in development, where Vite reloads the build.
  let build: ServerBuild | (() => Promise<ServerBuild>);
  let warmPages = async () => undefined as void;
  if (development) {
    const vite = await import("vite").then((vite) =>
      vite.createServer({ server: { middlewareMode: true }, root }),
    );
    app.use(vite.middlewares);
    build = () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>;
  } else {
    const buildPath = path.join(root, "build/server/index.js");
    const serverBuild = (await import(buildPath)) as ServerBuild;
    build = serverBuild;
    app.use(staticAssets(path.join(root, "build/client")));
    const pages = publicPages(serverBuild, env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
    app.use(pages);
    warmPages = pages.warm;
  }

  const writes = writeAdmission({ concurrency: 32, maxWaiting: 2_000 });
  app.use(writes);
  app.use(privateByDefault());

  const remix = createRequestHandler({
    build,
    mode: env.NODE_ENV,
    getLoadContext: (req, res) => ({
      cspNonce: String(res.locals.cspNonce),
      requestId: String(res.locals.requestId),
      clientIp: req.ip ?? "unknown",
    }),
  });
  // Remix's handler never rejects: it passes its own failures to `next`.
  app.all("*", (req, res, next) => void remix(req, res, next));
  return { app, warmPages, writes };
}

/**
 * Without Temporal, the database (the embedded one included) and the in-process pipeline live in
 * a process of their own, so pages never wait behind them (docs/decisions/023-pipeline-process.md);
 * this process reaches the database over PostgreSQL's protocol like any other server.
 */
async function openDatabaseAndPipeline(env: Env, logger: Logger) {
  if (env.TEMPORAL_ADDRESS) {
    const database = await initDatabase(env);
    return { database, pipeline: await initPipeline(env, database, logger) };
  }
  const host = await startPipelineProcess(env, databaseOptionsFromEnv(env), logger);
  usePipeline(host.pipeline);
  const database = await initDatabase({ DATABASE_URL: host.databaseUrl, DATA_DIR: env.DATA_DIR });
  return { database, pipeline: host.pipeline, host };
}

/**
 * While writes wait for admission, the pipeline process runs one activity at a time, so its PDFs
 * and emails yield the two cores to the requests (docs/decisions/034-request-path-cpu.md). Looked
 * at four times a second: a change is one IPC message, however fast the queue comes and goes.
 */
function yieldPipelineToWrites(writes: { waiting(): number }, host: PipelineProcess) {
  setInterval(() => host.writesWaiting(writes.waiting() > 0), 250).unref();
}

async function main() {
  let env: Env;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = getLogger();
  boundHeapGrowth();
  // Whether pages wait: the event loop's delay, exported with the other metrics.
  observeEventLoopDelay();
  // Resolve (and on the embedded default, create) the cookie secret now, not on first use.
  getCookieSecrets();
  // The app loads while the database opens (in the pipeline process, on the embedded default).
  const opening = openDatabaseAndPipeline(env, logger);
  opening.catch(() => undefined); // awaited just below, where a failure ends the start-up
  const { app, warmPages, writes } = await createApp(env, logger);
  const { database, pipeline, host } = await opening;
  if (host) yieldPipelineToWrites(writes, host);
  // The shared public pages are rendered once the database answers.
  void warmPages();
  logger.info({ pipeline: pipeline.kind }, "will pipeline ready");
  // Anonymous form drafts nobody has touched for 30 days are deleted (data minimisation).
  const sweep = () =>
    sweepExpiredRows(database.prisma)
      .then((counts) =>
        Object.values(counts).some((count) => count > 0)
          ? logger.info(counts, "expired drafts, sessions and rate-limit windows deleted")
          : undefined,
      )
      .catch((error: unknown) => logger.error({ err: error }, "the hourly clean-up failed"));
  void sweep();
  setInterval(() => void sweep(), 60 * 60_000).unref();
  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    const shown =
      env.HOST === "0.0.0.0" || env.HOST === "::" || env.HOST === "127.0.0.1" ? "localhost" : env.HOST;
    logger.info(
      { port },
      `Will service listening on http://${shown}:${port}${pipeline.kind === "in-process" ? " (pipeline in-process; npm run stack runs it on Temporal with its UI)" : ""}`,
    );
  });
  server.keepAliveTimeout = 65_000;
  answerUnparsableRequests(server);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: draining requests");
    const force = setTimeout(() => {
      logger.warn("shutdown timed out: closing remaining connections");
      server.closeAllConnections();
    }, env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    const stop = async () => {
      await closePipeline(env.SHUTDOWN_TIMEOUT_MS).catch((error: unknown) =>
        logger.error({ err: error }, "stopping the will pipeline failed"),
      );
      await closeDatabase().catch((error: unknown) =>
        logger.error({ err: error }, "closing the database failed"),
      );
      await telemetry
        .shutdown()
        .catch((error: unknown) => logger.error({ err: error }, "exporting the last traces failed"));
      logger.info("stopped");
      process.exit(0);
    };
    server.close(() => void stop());
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  getLogger().fatal({ err: error }, "start-up failed");
  process.exit(1);
});
