import type { LoaderFunctionArgs } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { loader as readPdf } from "../../web/app/routes/api.wills.$id.pdf.ts";
import { loader as readProgress } from "../../web/app/routes/api.wills.$id.progress.ts";
import { loader as readWill } from "../../web/app/routes/api.wills.$id.ts";
import { action as saveWill } from "../../web/app/routes/api.wills.ts";
import { loader as willPage } from "../../web/app/routes/wills.$id._index.tsx";
import { loader as changesPage } from "../../web/app/routes/wills.$id.changes.tsx";
import { loader as emailPage } from "../../web/app/routes/wills.$id.email.tsx";
import { loader as legalCheckPage } from "../../web/app/routes/wills.$id.legal-check.tsx";
import { loader as progressPage } from "../../web/app/routes/wills.$id.progress.tsx";
import { loader as reviewPage } from "../../web/app/routes/wills.$id.review.tsx";
import { loader as signPage } from "../../web/app/routes/wills.$id.sign.tsx";
import { buildSavePayload } from "../support/factories.ts";
import {
  CookieJar,
  get,
  jsonPost,
  recordingPipeline,
  run,
  testContext,
  useRoutesWith,
} from "../support/remix.ts";
import { signedInBrowser } from "../support/route-harness.ts";

/**
 * The access matrix (docs/security.md): every route that reads a will by its id, for each
 * identity. A will is its owner's, or, while no account owns it, its maker's browser's; everyone
 * else gets the same 404 as for an id that does not exist.
 */
useRoutesWith(recordingPipeline());

type Loader = (args: LoaderFunctionArgs) => unknown;
const ROUTES: [string, Loader][] = [
  ["GET /api/wills/{id}", readWill as Loader],
  ["GET /api/wills/{id}/pdf", readPdf as Loader],
  ["GET /api/wills/{id}/progress", readProgress as Loader],
  ["/wills/{id}", willPage as Loader],
  ["/wills/{id}/progress", progressPage as Loader],
  ["/wills/{id}/legal-check", legalCheckPage as Loader],
  ["/wills/{id}/email", emailPage as Loader],
  ["/wills/{id}/changes", changesPage as Loader],
  ["/wills/{id}/sign", signPage as Loader],
  ["/wills/{id}/review", reviewPage as Loader],
];

async function status(loader: Loader, id: string, jar: CookieJar): Promise<number> {
  return (
    await run(async () => loader({ request: get(`/x/${id}`, jar), params: { id }, context: testContext() }))
  ).status;
}

async function makeWill(jar: CookieJar, email: string | null): Promise<string> {
  const request = jsonPost("/api/wills", buildSavePayload(), jar);
  if (email) request.headers.set("Origin", "http://localhost");
  const saved = await run(() => saveWill({ request, params: {}, context: testContext() }));
  jar.absorb(saved.headers);
  return (saved.body as { id: string }).id;
}

const identities: Record<string, CookieJar> = {};
let ownedWill = "";
let anonymousWill = "";

beforeAll(async () => {
  identities.owner = await signedInBrowser("owner@example.com", "Owner");
  identities.otherUser = await signedInBrowser("other@example.com", "Other");
  identities.maker = new CookieJar();
  identities.anotherBrowser = new CookieJar();
  identities.noCookies = new CookieJar();
  ownedWill = await makeWill(identities.owner, "owner@example.com");
  anonymousWill = await makeWill(identities.maker, null);
  // Another browser has its own capability (it made a will of its own).
  await makeWill(identities.anotherBrowser, null);
});

/** 2xx and 3xx (the email page sends a will with an address on to /success; the PDF is 409 until made). */
const allowed = (code: number) => code < 400 || code === 409;

describe.each(ROUTES)("%s", (_name, loader) => {
  it("reads an owned will only for its owner", async () => {
    expect(allowed(await status(loader, ownedWill, identities.owner as CookieJar))).toBe(true);
    for (const who of ["otherUser", "maker", "anotherBrowser", "noCookies"]) {
      expect([who, await status(loader, ownedWill, identities[who] as CookieJar)]).toEqual([who, 404]);
    }
  });

  it("reads a will made without an account only in the browser that made it", async () => {
    expect(allowed(await status(loader, anonymousWill, identities.maker as CookieJar))).toBe(true);
    for (const who of ["owner", "otherUser", "anotherBrowser", "noCookies"]) {
      expect([who, await status(loader, anonymousWill, identities[who] as CookieJar)]).toEqual([who, 404]);
    }
  });

  it("answers 404 to ids that do not exist or are not ids", async () => {
    for (const id of ["AAAAAAAAAAAAAAAAAAAAAA", "../../etc/passwd", "", "x".repeat(5_000)]) {
      expect(await status(loader, id, identities.owner as CookieJar)).toBe(404);
    }
  });
});
