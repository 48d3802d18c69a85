import { createServer, type ServerResponse } from "node:http";
import type { State as WorkerState } from "@temporalio/worker";

/**
 * The worker's probes (the web process has its own on its main port): a small HTTP server with
 * `/healthz` (the process answers) and `/readyz` (it is polling Temporal and its database answers),
 * the same answers as the web's. Started only when WORKER_HEALTH_PORT is set (containers, Helm).
 */
export interface HealthServerOptions {
  port: number;
  /** Default 0.0.0.0: the kubelet and Docker probe from outside the container. */
  host?: string;
  /** Whether the process can do its work now. A throw or a slow answer counts as not ready. */
  ready: () => Promise<boolean>;
  /** A readiness check slower than this is not ready. Default 2 s. */
  readyTimeoutMs?: number;
}

export interface HealthServer {
  /** The port it listens on (the one asked for, or the one given for port 0). */
  readonly port: number;
  close(): Promise<void>;
}

function answer(res: ServerResponse, status: number, body: Record<string, string>) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

async function withinDeadline(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([check().catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

export async function startHealthServer(options: HealthServerOptions): Promise<HealthServer> {
  const readyTimeoutMs = options.readyTimeoutMs ?? 2_000;
  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path !== "/healthz" && path !== "/readyz") return answer(res, 404, { error: "Not found" });
    if (req.method !== "GET" && req.method !== "HEAD")
      return answer(res, 405, { error: "Method not allowed" });
    if (path === "/healthz") return answer(res, 200, { status: "ok" });
    void withinDeadline(options.ready, readyTimeoutMs).then((ready) =>
      ready ? answer(res, 200, { status: "ready" }) : answer(res, 503, { status: "unavailable" }),
    );
  });
  // Probes are short; an idle keep-alive connection must not hold shutdown up.
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host ?? "0.0.0.0", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The worker is ready when it is polling its task queue (state RUNNING: not starting, not shutting down) and its
 * database answers: the activities need both.
 */
export function workerReadiness(probe: {
  state: () => WorkerState | undefined;
  pingDatabase: () => Promise<void>;
}): () => Promise<boolean> {
  return async () => {
    if (probe.state() !== "RUNNING") return false;
    await probe.pingDatabase();
    return true;
  };
}
