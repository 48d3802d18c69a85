import type { LoaderFunctionArgs } from "@remix-run/node";
import { todayInLondon } from "../../../core/index.ts";
import { getPrisma } from "~/common/db.server.ts";
import { jsonError } from "~/common/http.server.ts";
import { exportMyData } from "~/accounts/my-wills.server.ts";
import { getSignedInUserId } from "~/accounts/session.server.ts";

/**
 * GET /api/my-data: everything stored about the signed-in user as a JSON download (UK GDPR
 * access and portability). 401 when nobody is signed in.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await getSignedInUserId(request);
  if (!userId) return jsonError(401, "Not signed in.");
  const now = new Date();
  const exported = await exportMyData(await getPrisma(), userId, now);
  if (!exported) return jsonError(401, "Not signed in.");
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="my-will-data-${todayInLondon(now)}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
