import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordingMetrics } from "../../tests/support/metrics.ts";
import { httpMetrics, httpRoute } from "./http-metrics.ts";

describe("httpRoute", () => {
  it("replaces will ids and other values with :id and keeps page names", () => {
    expect(httpRoute("/api/wills/q3VbX9kLr0aZ_fT2wJm8xA", 200)).toBe("/api/wills/:id");
    expect(httpRoute("/api/wills/q3VbX9kLr0aZ_fT2wJm8xA/pdf", 200)).toBe("/api/wills/:id/pdf");
    expect(httpRoute("/wills/q3VbX9kLr0aZ_fT2wJm8xA/progress", 200)).toBe("/wills/:id/progress");
    expect(httpRoute("/create-will/guardianship", 200)).toBe("/create-will/guardianship");
    expect(httpRoute("/financial-health-check", 200)).toBe("/financial-health-check");
    expect(httpRoute("/", 200)).toBe("/");
    expect(httpRoute("/success", 200)).toBe("/success");
  });

  it("folds assets into one route and everything nothing answered into (unmatched)", () => {
    expect(httpRoute("/assets/root-DkT1s9.js", 200)).toBe("/assets/*");
    expect(httpRoute("/wp-login.php", 404)).toBe("(unmatched)");
    expect(httpRoute("/api/wills/unknown-id", 404)).toBe("(unmatched)");
  });
});

describe("httpMetrics middleware", () => {
  const recording = recordingMetrics();
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.use(httpMetrics(recording.metrics));
    app.get("/healthz", (_req, res) => void res.json({ status: "ok" }));
    app.get("/api/wills/:id", (_req, res) => void res.json({ id: "x" }));
    app.post("/api/wills", (_req, res) => void res.status(400).json({ error: "invalid" }));
    app.get("/slow", (_req, res) => void setTimeout(() => res.send("done"), 60));
    app.use((_req, res) => void res.status(404).send("404 Page Not Found"));
    await new Promise<void>((resolve) => {
      server = app.listen(0, "127.0.0.1", resolve);
    });
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await recording.shutdown();
  });

  it("records each request by method, route template and status, and not the probes", async () => {
    await fetch(`${base}/api/wills/q3VbX9kLr0aZ_fT2wJm8xA`);
    await fetch(`${base}/api/wills/Zz0VbX9kLr0aZ_fT2wJm8x`);
    await fetch(`${base}/api/wills`, { method: "POST" });
    await fetch(`${base}/no/such/page`);
    await fetch(`${base}/healthz`);
    await fetch(`${base}/slow`);

    const points = await recording.points("http.server.request.duration");
    const series = points.map((point) => ({ ...point.attributes, count: point.count }));
    expect(series).toEqual(
      expect.arrayContaining([
        {
          "http.request.method": "GET",
          "http.route": "/api/wills/:id",
          "http.response.status_code": 200,
          count: 2,
        },
        {
          "http.request.method": "POST",
          "http.route": "/api/wills",
          "http.response.status_code": 400,
          count: 1,
        },
        {
          "http.request.method": "GET",
          "http.route": "(unmatched)",
          "http.response.status_code": 404,
          count: 1,
        },
        { "http.request.method": "GET", "http.route": "/slow", "http.response.status_code": 200, count: 1 },
      ]),
    );
    expect(series).toHaveLength(4);
    expect(points.find((point) => point.attributes["http.route"] === "/slow")?.sum).toBeGreaterThanOrEqual(
      0.05,
    );
  });
});
