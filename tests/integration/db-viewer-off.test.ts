import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { loader as statsCall } from "../../web/app/routes/api.db-viewer.stats.ts";
import { loader as usersCall } from "../../web/app/routes/api.db-viewer.users.ts";
import { loader as willCall } from "../../web/app/routes/api.db-viewer.wills.$id.ts";
import { loader as willsCall } from "../../web/app/routes/api.db-viewer.wills.ts";
import { recordingPipeline, run, testContext, useRoutesWith } from "../support/remix.ts";

/**
 * With no operator configured the database viewer is off: every call is 403, whatever the
 * credentials, and never open. (Its own file: the environment is read once per process.)
 */
delete process.env.OPERATOR_USERNAME;
delete process.env.OPERATOR_PASSWORD_HASH;

const routes = useRoutesWith(recordingPipeline());

const CALLS: [string, (args: LoaderFunctionArgs) => Promise<Response>, Record<string, string>][] = [
  ["/api/db-viewer/stats", statsCall, {}],
  ["/api/db-viewer/wills", willsCall, {}],
  ["/api/db-viewer/users", usersCall, {}],
  ["/api/db-viewer/wills/some-id", willCall, { id: "some-id" }],
];

describe("the database viewer with no operator configured", () => {
  it("answers every call 403 with a clear message, with or without credentials", async () => {
    for (const [path, loader, params] of CALLS) {
      for (const authorization of [null, `Basic ${Buffer.from(":").toString("base64")}`, "Basic b3A6cHc="]) {
        const headers = new Headers(authorization ? { Authorization: authorization } : {});
        const answer = await run(() =>
          loader({
            request: new Request(`http://localhost${path}`, { headers }),
            params,
            context: testContext(),
          }),
        );
        expect(answer.status, path).toBe(403);
        expect(answer.body).toEqual({ error: "The database viewer is off: no operator is configured." });
        expect(answer.headers.get("Cache-Control")).toBe("no-store");
        expect(answer.headers.get("WWW-Authenticate")).toBeNull();
      }
    }
    expect(await routes().prisma.rateLimit.count()).toBe(0);
  });
});
