import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.server.ts";

describe("the logger", () => {
  it("never writes an Authorization header (the operator viewer's basic credentials) or a cookie", () => {
    const lines: string[] = [];
    const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
    const credentials = Buffer.from("operator:viewer-password").toString("base64");
    logger.info(
      {
        req: {
          method: "GET",
          url: "/api/db-viewer/stats",
          headers: { authorization: `Basic ${credentials}`, cookie: "__session=abc" },
        },
      },
      "request",
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(credentials);
    expect(lines[0]).not.toContain("__session=abc");
    expect(JSON.parse(lines[0]!).req.headers).toEqual({ authorization: "[redacted]", cookie: "[redacted]" });
  });
});
