import type { LoaderFunctionArgs } from "@remix-run/node";
import { stepLabel } from "../../../core/index.ts";
import { getPrisma } from "~/common/db.server.ts";
import { json, jsonError } from "~/common/http.server.ts";
import { getRequester } from "~/accounts/requester.server.ts";
import { findReadableProgress } from "~/will-form/wills.server.ts";

/**
 * GET /api/wills/{id}/progress: {status, step, label, error} for the progress screen to poll, under
 * the same access rule as the will.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const progress = await findReadableProgress(
    await getPrisma(),
    params.id ?? "",
    await getRequester(request),
  );
  if (!progress) return jsonError(404, "Will not found.");
  return json(
    { ...progress, label: stepLabel(progress.step) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
