import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parseEnv } from "../../web/app/common/env.server.ts";
import { WorkerEnvSchema } from "../../workers/config.ts";

// No Docker engine runs here: check the compose file says what docs/operations.md promises, that
// its start-up order holds, and that the configuration it gives the app passes the app's own checks.

type Condition = "service_started" | "service_healthy" | "service_completed_successfully";
interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  ports?: string[];
  volumes?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: Condition }>;
  restart?: string;
}

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const compose = parse(read("docker-compose.yml")) as { services: Record<string, Service> };
const services = compose.services;
const service = (name: string): Service => {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
};

/**
 * A service's environment as Compose gives it, `${NAME:-default}` and `${NAME}` taken from the
 * shell that runs `docker compose up`.
 */
function environmentFrom(name: string, shell: Record<string, string> = {}) {
  return Object.fromEntries(
    Object.entries(service(name).environment ?? {}).map(([key, value]) => [
      key,
      String(value).replace(
        /\$\{([A-Z0-9_]+)(?::-([^}]*))?\}/g,
        (_, variable: string, fallback = "") => shell[variable] || fallback,
      ),
    ]),
  );
}

/** What each service publishes (host:container), as docs/operations.md lists them. */
const PORTS: Record<string, string[]> = {
  postgres: ["5433:5432"],
  temporal: ["7233:7233", "8233:8233"],
  mailpit: ["1025:1025", "8025:8025"],
  jaeger: ["16686:16686"],
  "otel-collector": ["4317:4317", "4318:4318", "8889:8889"],
  prometheus: ["9090:9090"],
  migrate: [],
  web: ["3000:3000"],
  worker: [],
};

/** The start-up order: who waits for whom, and for what. */
const DEPENDS_ON: Record<string, Record<string, Condition>> = {
  postgres: {},
  temporal: {},
  mailpit: {},
  jaeger: {},
  "otel-collector": { jaeger: "service_started" },
  prometheus: { "otel-collector": "service_started" },
  migrate: { postgres: "service_healthy" },
  web: {
    migrate: "service_completed_successfully",
    temporal: "service_healthy",
    "otel-collector": "service_started",
  },
  worker: {
    migrate: "service_completed_successfully",
    temporal: "service_healthy",
    mailpit: "service_healthy",
    "otel-collector": "service_started",
  },
};

/** Services with a health check. Jaeger and the collector's images have nothing to run one with. */
const HEALTH_CHECKED = ["postgres", "temporal", "mailpit", "prometheus", "web", "worker"];

const conditionsOf = (name: string) =>
  Object.fromEntries(
    Object.entries(service(name).depends_on ?? {}).map(([dependency, { condition }]) => [
      dependency,
      condition,
    ]),
  );

describe("docker-compose.yml", () => {
  it("has PostgreSQL, Temporal with its UI, Mailpit, the collector with Jaeger and Prometheus, the migration job, web and worker", () => {
    expect(Object.keys(services).sort()).toEqual(Object.keys(PORTS).sort());
  });

  it.each(Object.entries(PORTS))("%s publishes the documented ports", (name, ports) => {
    expect(service(name).ports ?? []).toEqual(ports);
  });

  it("starts in order: each service waits for what it needs, with the right condition", () => {
    for (const [name, expected] of Object.entries(DEPENDS_ON))
      expect(conditionsOf(name), name).toEqual(expected);
  });

  it("health-checks every service others wait on until healthy, and the app's own", () => {
    const withHealthCheck = Object.keys(services).filter((name) => service(name).healthcheck);
    expect(withHealthCheck.sort()).toEqual([...HEALTH_CHECKED].sort());
    for (const name of Object.keys(services))
      for (const [dependency, condition] of Object.entries(conditionsOf(name))) {
        if (condition === "service_healthy")
          expect(service(dependency).healthcheck, dependency).toBeDefined();
        if (condition === "service_completed_successfully") expect(service(dependency).restart).toBe("no");
      }
    expect(service("web").healthcheck?.test.join(" ")).toContain("http://127.0.0.1:3000/readyz");
    expect(service("worker").healthcheck?.test.join(" ")).toContain(
      `http://127.0.0.1:${service("worker").environment?.WORKER_HEALTH_PORT}/readyz`,
    );
  });

  it("pins every image it pulls, and builds the app's from deploy/'s Dockerfiles", () => {
    for (const [name, { image, build }] of Object.entries(services)) {
      if (build) {
        expect(existsSync(path.join(root, build.context, build.dockerfile)), name).toBe(true);
        continue;
      }
      expect(image, name).toMatch(/:[\w.-]+$/);
      expect(image, name).not.toMatch(/:latest$/);
    }
    expect(service("migrate").build).toEqual(service("web").build);
    expect(service("migrate").command).toEqual(["node", "build/node/migrate.js"]);
    expect(service("worker").build?.dockerfile).toBe("deploy/Dockerfile.worker");
  });

  it("mounts configuration files that exist", () => {
    for (const [name, { volumes = [] }] of Object.entries(services))
      for (const volume of volumes.filter((candidate) => candidate.startsWith("./")))
        expect(existsSync(path.join(root, volume.split(":")[0]!)), `${name}: ${volume}`).toBe(true);
  });

  it("gives web and worker a configuration their own checks accept, pointing at the services here", () => {
    const web = parseEnv(environmentFrom("web"));
    expect(web).toMatchObject({
      NODE_ENV: "production",
      PORT: 3000,
      TEMPORAL_ADDRESS: "temporal:7233",
      SMTP_URL: "smtp://mailpit:1025",
      OTEL_EXPORTER_OTLP_ENDPOINT: "http://otel-collector:4318",
    });
    expect(web.DATABASE_URL).toMatch(/@postgres:5432\//);

    const worker = WorkerEnvSchema.parse(environmentFrom("worker"));
    expect(worker).toMatchObject({
      TEMPORAL_ADDRESS: web.TEMPORAL_ADDRESS,
      DATABASE_URL: web.DATABASE_URL,
      SMTP_URL: web.SMTP_URL,
      OTEL_EXPORTER_OTLP_ENDPOINT: web.OTEL_EXPORTER_OTLP_ENDPOINT,
    });
    expect(service("migrate").environment?.DATABASE_URL).toBe(web.DATABASE_URL);
    // Nothing from the shell: the database viewer is off, the assistant offline.
    expect(web.OPERATOR_USERNAME).toBeUndefined();
    expect(web.OPERATOR_PASSWORD_HASH).toBeUndefined();
    expect(web.OPENAI_API_KEY).toBeUndefined();
    expect(worker.LEGAL_CHECK_EMAIL).toBe("legal-checks@example.org");
    // The links in emails open the site where web publishes it.
    expect(service("web").ports).toContain("3000:3000");
    expect(web.PUBLIC_URL).toBe("http://localhost:3000");
    expect(worker.PUBLIC_URL).toBe(web.PUBLIC_URL);
  });

  it("takes the operator, the OpenAI key and the legal check address from the shell that starts it", () => {
    const shell = {
      OPERATOR_USERNAME: "operator",
      OPERATOR_PASSWORD_HASH:
        "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA",
      OPENAI_API_KEY: "sk-local",
      LEGAL_CHECK_EMAIL: "legal@example.org",
    };
    expect(parseEnv(environmentFrom("web", shell))).toMatchObject({
      OPERATOR_USERNAME: shell.OPERATOR_USERNAME,
      OPERATOR_PASSWORD_HASH: shell.OPERATOR_PASSWORD_HASH,
      OPENAI_API_KEY: shell.OPENAI_API_KEY,
    });
    expect(WorkerEnvSchema.parse(environmentFrom("worker", shell)).LEGAL_CHECK_EMAIL).toBe(
      shell.LEGAL_CHECK_EMAIL,
    );
  });
});

describe("deploy/otel-collector.yaml", () => {
  interface Pipeline {
    receivers: string[];
    processors: string[];
    exporters: string[];
  }
  const collector = parse(read("deploy/otel-collector.yaml")) as {
    receivers: Record<string, { protocols: Record<string, { endpoint: string }> }>;
    processors: Record<string, unknown>;
    exporters: Record<string, { endpoint?: string }>;
    extensions: Record<string, unknown>;
    service: { extensions: string[]; pipelines: Record<string, Pipeline> };
  };

  it("takes OTLP over HTTP and gRPC on the ports compose publishes", () => {
    expect(collector.receivers.otlp?.protocols.http?.endpoint).toBe("0.0.0.0:4318");
    expect(collector.receivers.otlp?.protocols.grpc?.endpoint).toBe("0.0.0.0:4317");
  });

  it("sends traces to Jaeger and metrics to a Prometheus endpoint that Prometheus scrapes", () => {
    const { traces, metrics } = collector.service.pipelines;
    expect(traces?.exporters).toContain("otlp/jaeger");
    expect(collector.exporters["otlp/jaeger"]?.endpoint).toBe("jaeger:4317");
    expect(metrics?.exporters).toContain("prometheus");
    expect(collector.exporters.prometheus?.endpoint).toBe("0.0.0.0:8889");
    const prometheus = parse(read("deploy/prometheus.yml")) as {
      scrape_configs: { honor_labels?: boolean; static_configs: { targets: string[] }[] }[];
    };
    expect(prometheus.scrape_configs[0]?.static_configs[0]?.targets).toEqual(["otel-collector:8889"]);
    expect(prometheus.scrape_configs[0]?.honor_labels).toBe(true);
  });

  it("names in its pipelines only components it defines", () => {
    for (const [name, pipeline] of Object.entries(collector.service.pipelines)) {
      for (const receiver of pipeline.receivers) expect(collector.receivers, name).toHaveProperty([receiver]);
      for (const processor of pipeline.processors)
        expect(collector.processors, name).toHaveProperty([processor]);
      for (const exporter of pipeline.exporters) expect(collector.exporters, name).toHaveProperty([exporter]);
    }
    for (const extension of collector.service.extensions)
      expect(collector.extensions).toHaveProperty([extension]);
    // The memory limiter comes first, or it cannot refuse data before the others hold it.
    for (const pipeline of Object.values(collector.service.pipelines))
      expect(pipeline.processors[0]).toBe("memory_limiter");
  });
});

describe("docs/operations.md", () => {
  it("gives every port the compose file publishes", () => {
    const operations = read("docs/operations.md");
    for (const ports of Object.values(PORTS))
      for (const mapping of ports) expect(operations).toContain(mapping.split(":")[0]);
  });
});
