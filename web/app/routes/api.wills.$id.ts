import type { LoaderFunctionArgs } from "@remix-run/node";
import { readBrowserKeyHash } from "~/capability.server.ts";
import { getPrisma } from "~/db.server.ts";
import { jsonError } from "~/http.server.ts";
import { getSignedInUserId } from "~/session.server.ts";
import { findReadableWill } from "~/wills.server.ts";

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
  return Response.json(will, { headers: { "Cache-Control": "private, no-store" } });
}

export function action() {
  return jsonError(405, "A saved will cannot be changed through this address.");
}
