import type { LoaderFunctionArgs } from "@remix-run/node";
import { readBrowserKeyHash } from "~/accounts/capability.server.ts";
import { getPrisma } from "~/common/db.server.ts";
import { json, jsonError } from "~/common/http.server.ts";
import { getSignedInUserId } from "~/accounts/session.server.ts";
import { findReadableWill } from "~/will-form/wills.server.ts";

/**
 * GET /api/wills/{id} -> {id, mirrorWillId, formData}, only to the browser that created the will or
 * its signed-in owner. Everyone else gets the same 404 as for an id that does not exist.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [userId, browserKeyHash] = await Promise.all([
    getSignedInUserId(request),
    readBrowserKeyHash(request),
  ]);
  const will = await findReadableWill(await getPrisma(), params.id ?? "", { userId, browserKeyHash });
  if (!will) return jsonError(404, "Will not found.");
  return json(will, { headers: { "Cache-Control": "private, no-store" } });
}

export function action() {
  return jsonError(405, "A saved will cannot be changed through this address.");
}
