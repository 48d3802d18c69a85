import type { ActionFunctionArgs } from "@remix-run/node";
import { WillSavePayloadSchema } from "../../../core/index.ts";
import { ensureBrowserKey } from "~/capability.server.ts";
import { getPrisma } from "~/db.server.ts";
import { jsonError, parseOrThrow, readJsonBody } from "~/http.server.ts";
import { getPipeline } from "~/pipeline.server.ts";
import { getSignedInUserId } from "~/session.server.ts";
import { createWill } from "~/wills.server.ts";

/** GET /api/wills lists nothing: a will is read by its id, a user's wills by /api/my-wills. */
export function loader() {
  return jsonError(405, "Use POST to save a will.", {});
}

/** POST /api/wills: {formData, email, marketingConsent, willDocument?} -> 201 {id}. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST to save a will.");
  const payload = parseOrThrow(WillSavePayloadSchema, await readJsonBody(request));
  const [userId, browser] = await Promise.all([getSignedInUserId(request), ensureBrowserKey(request)]);
  const prisma = await getPrisma();
  const { id } = await createWill(prisma, payload, { userId, browserKeyHash: browser.keyHash });
  // The will is stored: generation, PDF and email run without further calls.
  await (await getPipeline()).startGeneration(id, payload.email);
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (browser.setCookie) headers.append("Set-Cookie", browser.setCookie);
  return Response.json({ id }, { status: 201, headers });
}
