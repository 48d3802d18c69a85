import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";
import { runHelm } from "../../scripts/helm.ts";
import { EnvSchema, parseEnv } from "../../web/app/common/env.server.ts";
import { WorkerEnvSchema } from "../../workers/config.ts";

// The chart, rendered offline by the pinned helm (scripts/helm.ts) with its default values and
// with deploy/values-production.yaml; every manifest validated against the Kubernetes schemas
// (kubernetes-models), and what matters checked: probes, non-root, resources, the hook, the HPA's
// target, selectors that select, and a configuration the app's own schemas accept.

const root = path.resolve(import.meta.dirname, "../..");
const CHART = "charts/will-service";
const RELEASE = "wills";

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
  [field: string]: unknown;
}
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } };
}
interface Probe {
  httpGet: { path: string; port: string | number };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: { name: string; containerPort: number }[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string } }[];
  startupProbe?: Probe;
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
    capabilities?: { drop?: string[] };
  };
  volumeMounts?: { name: string; mountPath: string }[];
}
interface PodSpec {
  containers: Container[];
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number; seccompProfile?: { type: string } };
  automountServiceAccountToken?: boolean;
  serviceAccountName?: string;
  terminationGracePeriodSeconds?: number;
  restartPolicy?: string;
  volumes?: { name: string; emptyDir?: Record<string, unknown> }[];
}
interface PodTemplate {
  metadata: { labels: Record<string, string>; annotations?: Record<string, string> };
  spec: PodSpec;
}

function helm(args: string[]) {
  const result = runHelm(args);
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

function render(valuesFiles: string[], extra: string[] = []): Manifest[] {
  const { ok, output } = helm([
    "template",
    RELEASE,
    CHART,
    "--namespace",
    "wills",
    ...valuesFiles.flatMap((file) => ["-f", file]),
    ...extra,
  ]);
  if (!ok) throw new Error(`helm template failed:\n${output}`);
  return parseAllDocuments(output)
    .map((document) => document.toJS() as Manifest | null)
    .filter((manifest): manifest is Manifest => manifest !== null);
}

/** Validates a manifest against the schema of its apiVersion and kind; throws on the first error. */
async function validate(manifest: Manifest): Promise<void> {
  const models = (await import(`kubernetes-models/${manifest.apiVersion}`)) as Record<
    string,
    new (data: unknown) => { validate(): void }
  >;
  const Model = models[manifest.kind];
  if (!Model) throw new Error(`kubernetes-models has no ${manifest.apiVersion} ${manifest.kind}`);
  new Model(manifest).validate();
}

const find = (manifests: Manifest[], kind: string, component?: string) =>
  manifests.filter(
    (manifest) =>
      manifest.kind === kind &&
      (component === undefined || manifest.metadata.labels?.["app.kubernetes.io/component"] === component),
  );
const one = (manifests: Manifest[], kind: string, component?: string): Manifest => {
  const found = find(manifests, kind, component);
  if (found.length !== 1) throw new Error(`expected one ${kind} ${component ?? ""}, found ${found.length}`);
  return found[0]!;
};
const podTemplate = (manifest: Manifest): PodTemplate =>
  (manifest.spec as { template: PodTemplate }).template;
const selects = (selector: Record<string, string> | undefined, labels: Record<string, string>) =>
  Object.keys(selector ?? {}).length > 0 &&
  Object.entries(selector ?? {}).every(([key, value]) => labels[key] === value);

/** The environment a container would see, with each Secret key standing for a valid value. */
function environmentOf(container: Container, configMaps: Manifest[]) {
  const sample: Record<string, string> = {
    SESSION_SECRET: "s".repeat(48),
    DATABASE_URL: "postgresql://will:secret@postgresql.database:5432/will",
    SMTP_URL: "smtp://relay.example.com:587",
    OPERATOR_PASSWORD_HASH:
      "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA",
  };
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    const configMap = configMaps.find((candidate) => candidate.metadata.name === source.configMapRef?.name);
    if (!configMap) throw new Error(`${container.name}: no ConfigMap ${source.configMapRef?.name}`);
    Object.assign(env, configMap.data);
  }
  for (const variable of container.env ?? []) {
    const key = variable.valueFrom?.secretKeyRef?.key;
    if (variable.value !== undefined) env[variable.name] = variable.value;
    // The operator's hash is in the Secret exactly when the values name an operator (both or neither).
    else if (key === "OPERATOR_PASSWORD_HASH" && !env.OPERATOR_USERNAME) continue;
    else if (key && sample[key]) env[variable.name] = sample[key];
  }
  return env;
}

/** Variables the chart may set that the app's schemas do not read: features of other issues, and Chromium's HOME. */
const READ_ELSEWHERE = [
  "OPENAI_API_KEY",
  "OPENAI_BASE_URL",
  "OPENAI_MODEL",
  "LEGAL_CHECK_EMAIL",
  "ANALYTICS_ENDPOINT",
  "HOME",
];

const packageJson = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version: string };
const chartYaml = parse(readFileSync(path.join(root, CHART, "Chart.yaml"), "utf8")) as { appVersion: string };

const CASES = [
  { name: "default values", files: [] as string[], secret: `${RELEASE}-will-service-secrets` },
  {
    name: "deploy/values-production.yaml",
    files: ["deploy/values-production.yaml"],
    secret: "will-service-secrets",
  },
];

describe.each(CASES)("the chart with $name", ({ files, secret }) => {
  let manifests: Manifest[];
  beforeAll(() => {
    manifests = render(files);
  });

  it("passes helm lint", () => {
    const { ok, output } = helm(["lint", CHART, ...files.flatMap((file) => ["-f", file])]);
    expect(output).toContain("0 chart(s) failed");
    expect(ok).toBe(true);
  });

  it("renders only manifests the Kubernetes schemas accept", async () => {
    expect(manifests.length).toBeGreaterThan(8);
    for (const manifest of manifests) {
      await expect(validate(manifest), `${manifest.kind} ${manifest.metadata.name}`).resolves.toBeUndefined();
    }
  });

  it("has the web Deployment and Service, the worker Deployment, the migration Job, the ConfigMap, ServiceAccount, HPA, PDBs and NetworkPolicies", () => {
    expect(find(manifests, "Deployment", "web")).toHaveLength(1);
    expect(find(manifests, "Deployment", "worker")).toHaveLength(1);
    expect(find(manifests, "Service", "web")).toHaveLength(1);
    expect(find(manifests, "Job", "migrate")).toHaveLength(1);
    expect(find(manifests, "ConfigMap")).toHaveLength(1);
    expect(find(manifests, "ServiceAccount")).toHaveLength(1);
    expect(find(manifests, "HorizontalPodAutoscaler", "web")).toHaveLength(1);
    expect(find(manifests, "PodDisruptionBudget").length).toBe(2);
    expect(
      find(manifests, "NetworkPolicy").map(
        (policy) => policy.metadata.labels?.["app.kubernetes.io/component"],
      ),
    ).toEqual(["web", "worker", "migrate"]);
  });

  it("probes the web on /healthz (started, live) and /readyz (ready), on its http port", () => {
    const [web] = podTemplate(one(manifests, "Deployment", "web")).spec.containers;
    const http = web?.ports?.find((port) => port.name === "http");
    expect(http?.containerPort).toBe(3000);
    expect(web?.startupProbe?.httpGet).toEqual({ path: "/healthz", port: "http" });
    expect(web?.livenessProbe?.httpGet).toEqual({ path: "/healthz", port: "http" });
    expect(web?.readinessProbe?.httpGet).toEqual({ path: "/readyz", port: "http" });
    expect(environmentOf(web!, find(manifests, "ConfigMap")).PORT).toBe("3000");
  });

  it("probes the worker on its health server's port, /healthz and /readyz", () => {
    const [worker] = podTemplate(one(manifests, "Deployment", "worker")).spec.containers;
    const health = worker?.ports?.find((port) => port.name === "health");
    const env = environmentOf(worker!, find(manifests, "ConfigMap"));
    expect(String(health?.containerPort)).toBe(env.WORKER_HEALTH_PORT);
    expect(worker?.startupProbe?.httpGet).toEqual({ path: "/healthz", port: "health" });
    expect(worker?.livenessProbe?.httpGet).toEqual({ path: "/healthz", port: "health" });
    expect(worker?.readinessProbe?.httpGet).toEqual({ path: "/readyz", port: "health" });
    expect(env.CHROMIUM_PATH).toBe("/usr/bin/chromium");
  });

  it("runs every pod as a non-root user, read-only, without privileges, with /tmp in an emptyDir", () => {
    const pods = [...find(manifests, "Deployment"), ...find(manifests, "Job")].map(podTemplate);
    expect(pods).toHaveLength(3);
    for (const { spec } of pods) {
      expect(spec.securityContext).toMatchObject({
        runAsNonRoot: true,
        seccompProfile: { type: "RuntimeDefault" },
      });
      expect(spec.securityContext?.runAsUser).toBeGreaterThan(0);
      expect(spec.automountServiceAccountToken).toBe(false);
      const tmp = spec.volumes?.find((volume) => volume.name === "tmp");
      expect(tmp?.emptyDir).toBeDefined();
      for (const container of spec.containers) {
        expect(container.securityContext).toMatchObject({
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
          capabilities: { drop: ["ALL"] },
        });
        expect(container.volumeMounts).toContainEqual({ name: "tmp", mountPath: "/tmp" });
      }
    }
  });

  it("gives every container CPU and memory requests and limits", () => {
    const pods = [...find(manifests, "Deployment"), ...find(manifests, "Job")].map(podTemplate);
    for (const container of pods.flatMap(({ spec }) => spec.containers)) {
      expect(Object.keys(container.resources?.requests ?? {}).sort(), container.name).toEqual([
        "cpu",
        "memory",
      ]);
      expect(Object.keys(container.resources?.limits ?? {}).sort(), container.name).toEqual([
        "cpu",
        "memory",
      ]);
    }
  });

  it("gives web and worker the site's address for the links in emails", () => {
    for (const component of ["web", "worker"]) {
      const { spec } = podTemplate(one(manifests, "Deployment", component));
      const env = environmentOf(spec.containers[0]!, find(manifests, "ConfigMap"));
      expect(env.PUBLIC_URL).toBe(files.length ? "https://will-service.example.com" : undefined);
    }
  });

  it("gives each process longer to stop than it takes to drain", () => {
    for (const component of ["web", "worker"]) {
      const { spec } = podTemplate(one(manifests, "Deployment", component));
      const env = environmentOf(spec.containers[0]!, find(manifests, "ConfigMap"));
      expect(spec.terminationGracePeriodSeconds! * 1000).toBeGreaterThan(
        Number(env.SHUTDOWN_TIMEOUT_MS) + 5_000,
      );
    }
  });

  it("runs the migrations as a pre-install and pre-upgrade hook, with the web image and DATABASE_URL from the Secret", () => {
    const job = one(manifests, "Job", "migrate");
    expect(job.metadata.annotations?.["helm.sh/hook"]).toBe("pre-install,pre-upgrade");
    expect(job.metadata.annotations?.["helm.sh/hook-delete-policy"]).toContain("before-hook-creation");
    const { spec } = podTemplate(job);
    expect(spec.restartPolicy).toBe("Never");
    // The chart's ServiceAccount is created after pre-install hooks: the job must not need it.
    expect(spec.serviceAccountName).toBeUndefined();
    const [migrate] = spec.containers;
    expect(migrate?.command).toEqual(["node", "build/node/migrate.js"]);
    expect(migrate?.image).toBe(podTemplate(one(manifests, "Deployment", "web")).spec.containers[0]?.image);
    expect(
      migrate?.env?.find((variable) => variable.name === "DATABASE_URL")?.valueFrom?.secretKeyRef,
    ).toEqual({
      name: secret,
      key: "DATABASE_URL",
    });
  });

  it("reads SESSION_SECRET and DATABASE_URL from the Secret (required), the optional ones optionally, none from the ConfigMap", () => {
    const configMap = one(manifests, "ConfigMap");
    for (const component of ["web", "worker"]) {
      const env = podTemplate(one(manifests, "Deployment", component)).spec.containers[0]!.env ?? [];
      const fromSecret = Object.fromEntries(
        env
          .filter((variable) => variable.valueFrom?.secretKeyRef)
          .map((variable) => [variable.name, variable.valueFrom!.secretKeyRef!]),
      );
      expect(Object.keys(fromSecret).sort()).toEqual([
        "DATABASE_URL",
        "OPENAI_API_KEY",
        "OPERATOR_PASSWORD_HASH",
        "SESSION_SECRET",
        "SESSION_SECRET_PREVIOUS",
        "SMTP_URL",
      ]);
      for (const reference of Object.values(fromSecret)) expect(reference.name).toBe(secret);
      expect(fromSecret.SESSION_SECRET?.optional).toBeUndefined();
      expect(fromSecret.DATABASE_URL?.optional).toBeUndefined();
      expect(fromSecret.SMTP_URL?.optional).toBe(true);
      expect(fromSecret.SESSION_SECRET_PREVIOUS?.optional).toBe(true);
      for (const name of Object.keys(fromSecret)) expect(configMap.data).not.toHaveProperty(name);
    }
  });

  it("configures web and worker with values their own start-up checks accept, and nothing they would not read", () => {
    const configMaps = find(manifests, "ConfigMap");
    const web = environmentOf(
      podTemplate(one(manifests, "Deployment", "web")).spec.containers[0]!,
      configMaps,
    );
    const worker = environmentOf(
      podTemplate(one(manifests, "Deployment", "worker")).spec.containers[0]!,
      configMaps,
    );
    expect(parseEnv(web)).toMatchObject({
      NODE_ENV: "production",
      HOST: "0.0.0.0",
      PORT: 3000,
      COOKIE_SECURE: true,
    });
    expect(parseEnv(web).TEMPORAL_ADDRESS).toBeTruthy();
    // The database viewer's operator: the username from the ConfigMap, the hash from the Secret.
    expect(parseEnv(web).OPERATOR_USERNAME).toBe(files.length > 0 ? "operator" : undefined);
    expect(WorkerEnvSchema.parse(worker)).toMatchObject({ WORKER_HEALTH_PORT: 3001 });
    const known = new Set([
      ...Object.keys(EnvSchema.in.shape),
      ...Object.keys(WorkerEnvSchema.shape),
      ...READ_ELSEWHERE,
    ]);
    for (const name of [...Object.keys(web), ...Object.keys(worker)]) expect(known, name).toContain(name);
  });

  it("tags both images with the chart's appVersion (package.json's version) unless told otherwise", () => {
    expect(chartYaml.appVersion).toBe(packageJson.version);
    for (const component of ["web", "worker"]) {
      const image = podTemplate(one(manifests, "Deployment", component)).spec.containers[0]!.image;
      expect(image.endsWith(`:${packageJson.version}`), image).toBe(true);
    }
  });

  it("points the HPA at the web Deployment, and lets it own the replica count", () => {
    const hpa = one(manifests, "HorizontalPodAutoscaler", "web");
    const web = one(manifests, "Deployment", "web");
    expect(hpa.spec?.scaleTargetRef).toEqual({
      apiVersion: "apps/v1",
      kind: "Deployment",
      name: web.metadata.name,
    });
    expect(web.spec).not.toHaveProperty("replicas");
    expect(Number(hpa.spec?.minReplicas)).toBeGreaterThanOrEqual(2);
  });

  it("has Service, PDBs and NetworkPolicies whose selectors select the pods they are for", () => {
    const labels = (component: string) =>
      podTemplate(one(manifests, component === "migrate" ? "Job" : "Deployment", component)).metadata.labels;
    const service = one(manifests, "Service", "web");
    expect(selects(service.spec?.selector as Record<string, string>, labels("web"))).toBe(true);
    expect(selects(service.spec?.selector as Record<string, string>, labels("worker"))).toBe(false);
    for (const pdb of find(manifests, "PodDisruptionBudget")) {
      const component = pdb.metadata.labels!["app.kubernetes.io/component"]!;
      expect(
        selects(
          (pdb.spec?.selector as { matchLabels: Record<string, string> }).matchLabels,
          labels(component),
        ),
      ).toBe(true);
    }
    for (const policy of find(manifests, "NetworkPolicy")) {
      const component = policy.metadata.labels!["app.kubernetes.io/component"]!;
      const selector = (policy.spec?.podSelector as { matchLabels: Record<string, string> }).matchLabels;
      expect(selects(selector, labels(component)), component).toBe(true);
    }
    const webPolicy = one(manifests, "NetworkPolicy", "web");
    expect(JSON.stringify(webPolicy.spec?.ingress)).toContain('"port":"http"');
    expect(one(manifests, "NetworkPolicy", "worker").spec?.ingress).toEqual([]);
  });

  it("rolls the pods when the configuration changes (a checksum of the ConfigMap on each pod)", () => {
    const checksums = find(manifests, "Deployment").map(
      (deployment) => podTemplate(deployment).metadata.annotations?.["checksum/config"],
    );
    expect(checksums[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(checksums[1]).toBe(checksums[0]);
    const changed = render(files, ["--set", "config.logLevel=debug"]);
    expect(podTemplate(one(changed, "Deployment", "web")).metadata.annotations?.["checksum/config"]).not.toBe(
      checksums[0],
    );
  });
});

describe("the chart's Secret", () => {
  it("by default is the chart's own: created before the migration job (a lower hook weight), with a generated SESSION_SECRET", () => {
    const manifests = render([]);
    const secret = one(manifests, "Secret");
    const job = one(manifests, "Job", "migrate");
    expect(secret.metadata.annotations?.["helm.sh/hook"]).toBe("pre-install,pre-upgrade");
    expect(Number(secret.metadata.annotations?.["helm.sh/hook-weight"])).toBeLessThan(
      Number(job.metadata.annotations?.["helm.sh/hook-weight"]),
    );
    const sessionSecret = Buffer.from(secret.data?.SESSION_SECRET ?? "", "base64").toString();
    expect(sessionSecret).toMatch(/^[A-Za-z0-9]{64}$/);
  });

  it("holds the values given, and none of them in the ConfigMap", () => {
    const manifests = render(
      [],
      [
        "--set",
        "secrets.values.DATABASE_URL=postgresql://will:pw@db:5432/will",
        "--set",
        "secrets.values.SESSION_SECRET=a-session-secret-of-at-least-thirty-two-characters",
      ],
    );
    const data = one(manifests, "Secret").data ?? {};
    expect(Buffer.from(data.DATABASE_URL ?? "", "base64").toString()).toBe(
      "postgresql://will:pw@db:5432/will",
    );
    expect(Buffer.from(data.SESSION_SECRET ?? "", "base64").toString()).toBe(
      "a-session-secret-of-at-least-thirty-two-characters",
    );
    expect(JSON.stringify(one(manifests, "ConfigMap").data)).not.toContain("pw@db");
  });

  it("is not rendered when an existing Secret is named", () => {
    expect(find(render(["deploy/values-production.yaml"]), "Secret")).toEqual([]);
  });
});

describe("the chart refuses bad values", () => {
  const refused = (...set: string[]) =>
    helm(["template", RELEASE, CHART, ...set.flatMap((value) => ["--set", value])]);

  it("a replica count that is not a number, and a key that does not exist (values.schema.json)", () => {
    const notANumber = helm(["template", RELEASE, CHART, "--set-string", "worker.replicas=two"]);
    expect(notANumber.ok).toBe(false);
    expect(notANumber.output).toMatch(/replicas/);
    const typo = refused("web.replica=3");
    expect(typo.ok).toBe(false);
    expect(typo.output).toMatch(/replica/);
  });

  it("root (uid 0), and a container without a memory limit", () => {
    expect(refused("securityContext.runAsUser=0").ok).toBe(false);
    expect(refused("web.resources.limits.memory=null").ok).toBe(false);
  });

  it("no Temporal address, values beside an existing Secret, and a PDB that would block every drain", () => {
    expect(refused("config.temporal.address=").output).toMatch(/temporal/);
    const both = refused("secrets.existingSecret=mine", "secrets.values.SMTP_URL=smtp://relay:587");
    expect(both.ok).toBe(false);
    expect(both.output).toContain("secrets.values is ignored when secrets.existingSecret is set");
    const pdb = refused("web.podDisruptionBudget.minAvailable=2");
    expect(pdb.ok).toBe(false);
    expect(pdb.output).toContain("web.podDisruptionBudget.minAvailable");
  });
});

describe("kubernetes-models, as these tests use it", () => {
  it("rejects a manifest with a wrong type, such as a string replica count", async () => {
    const deployment = structuredClone(one(render([]), "Deployment", "worker"));
    await expect(validate(deployment)).resolves.toBeUndefined();
    (deployment.spec as Record<string, unknown>).replicas = "2";
    await expect(validate(deployment)).rejects.toThrow(/replicas/);
  });
});

describe("deploy/'s values for the charts beside it", () => {
  const load = (file: string) =>
    parse(readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>;
  const production = load("deploy/values-production.yaml") as {
    config: { temporal: { address: string; namespace: string } };
    networkPolicy: {
      egress: {
        postgresPorts: number[];
        temporalPorts: number[];
        postgresTo: { namespaceSelector: { matchLabels: Record<string, string> } }[];
        temporalTo: { namespaceSelector: { matchLabels: Record<string, string> } }[];
      };
    };
  };
  interface SqlStore {
    sql: {
      connectAddr: string;
      user: string;
      existingSecret?: string;
      password?: string;
      databaseName: string;
    };
  }
  const temporal = load("deploy/temporal-values.yaml") as {
    server: {
      config: {
        persistence: { datastores: Record<string, SqlStore> };
        namespaces: { namespace: { name: string }[] };
      };
    };
  };
  const postgresql = load("deploy/postgresql-values.yaml") as {
    auth: { existingSecret?: string; password?: string; database: string };
  };
  const NAMESPACE = "kubernetes.io/metadata.name";

  it("agree on where Temporal and PostgreSQL are, and the NetworkPolicy lets the service reach them", () => {
    const [host, port] = production.config.temporal.address.split(":");
    expect(host).toBe("temporal-frontend.temporal.svc.cluster.local");
    expect(production.networkPolicy.egress.temporalPorts).toContain(Number(port));
    expect(production.networkPolicy.egress.temporalTo[0]?.namespaceSelector.matchLabels[NAMESPACE]).toBe(
      "temporal",
    );
    expect(temporal.server.config.namespaces.namespace.map((namespace) => namespace.name)).toContain(
      production.config.temporal.namespace,
    );

    const stores = Object.values(temporal.server.config.persistence.datastores);
    expect(stores.map((store) => store.sql.databaseName).sort()).toEqual(["temporal", "temporal_visibility"]);
    for (const { sql } of stores) {
      const [databaseHost, databasePort] = sql.connectAddr.split(":");
      expect(databaseHost).toBe("will-postgresql.database.svc.cluster.local");
      expect(production.networkPolicy.egress.postgresPorts).toContain(Number(databasePort));
    }
    expect(production.networkPolicy.egress.postgresTo[0]?.namespaceSelector.matchLabels[NAMESPACE]).toBe(
      "database",
    );
    expect(postgresql.auth.database).toBe("will");
  });

  it("keep every password in a Secret, none in a values file", () => {
    expect(postgresql.auth.existingSecret).toBeTruthy();
    expect(postgresql.auth).not.toHaveProperty("password");
    for (const { sql } of Object.values(temporal.server.config.persistence.datastores)) {
      expect(sql.existingSecret).toBeTruthy();
      expect(sql).not.toHaveProperty("password");
    }
    for (const file of [
      "deploy/values-production.yaml",
      "deploy/temporal-values.yaml",
      "deploy/postgresql-values.yaml",
    ])
      expect(readFileSync(path.join(root, file), "utf8")).not.toMatch(/password:\s*["']?[^\s"'{]/i);
  });
});

describe("the site's address (PUBLIC_URL)", () => {
  it("takes PUBLIC_URL from config.publicUrl before the ingress, and http for an ingress without TLS", () => {
    const configMapOf = (extra: string[]) => one(render([], extra), "ConfigMap").data ?? {};
    expect(configMapOf(["--set", "config.publicUrl=https://wills.example.org"]).PUBLIC_URL).toBe(
      "https://wills.example.org",
    );
    expect(
      configMapOf(["--set", "ingress.enabled=true", "--set", "ingress.hosts[0]=wills.internal"]).PUBLIC_URL,
    ).toBe("http://wills.internal");
    const noScheme = helm(["template", RELEASE, CHART, "--set", "config.publicUrl=wills.example.org"]);
    expect(noScheme.ok).toBe(false);
    expect(noScheme.output).toMatch(/publicUrl/);
  });
});
