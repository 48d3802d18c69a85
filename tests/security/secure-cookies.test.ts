import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../../web/app/common/env.server.ts";
import { securityHeaders } from "../../web/server/security-headers.ts";

/**
 * Secure cookies and HSTS whenever the public address is https (docs/security.md, "The HTTP
 * layer"): web/server.ts turns HSTS on exactly when cookies are Secure.
 */
describe("COOKIE_SECURE's default", () => {
  it.each([
    [{ PUBLIC_URL: "https://wills.example" }, true],
    [{ PUBLIC_URL: "https://wills.example", NODE_ENV: "development" }, true],
    [{ PUBLIC_URL: "http://localhost:3000" }, false],
    [{}, false],
    [{ NODE_ENV: "production", DATABASE_URL: "postgresql://db/wills", SESSION_SECRET: "x".repeat(32) }, true],
    [{ PUBLIC_URL: "https://wills.example", COOKIE_SECURE: "false" }, false],
  ])("with %j is %s", (environment, secure) => {
    expect(parseEnv(environment).COOKIE_SECURE).toBe(secure);
  });
});

describe("HSTS", () => {
  async function headersWith(hsts: boolean) {
    const app = express();
    app.use(securityHeaders({ development: false, hsts }));
    app.get("/", (_req, res) => {
      res.send("ok");
    });
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      return response.headers;
    } finally {
      server.close();
    }
  }

  it("is sent with Secure cookies (PUBLIC_URL https), and not without", async () => {
    const env = parseEnv({ PUBLIC_URL: "https://wills.example" });
    expect((await headersWith(env.COOKIE_SECURE)).get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect((await headersWith(parseEnv({}).COOKIE_SECURE)).get("strict-transport-security")).toBeNull();
  });
});
