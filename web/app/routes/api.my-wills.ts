import type { LoaderFunctionArgs } from "@remix-run/node";
import { noStore } from "~/accounts/account-api.server.ts";
import { getPrisma } from "~/common/db.server.ts";
import { json, jsonError } from "~/common/http.server.ts";
import { listMyWills } from "~/accounts/my-wills.server.ts";
import { getSignedInUserId } from "~/accounts/session.server.ts";
import { sanitiseWillHtml } from "~/will-form/will-html.server.ts";

/**
 * GET /api/my-wills: the signed-in user's wills, newest first, each with id, createdAt, status,
 * formData (personalInfo.fullName is the card's title) and willDocument (sanitised). 401 when nobody is signed in.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await getSignedInUserId(request);
  if (!userId) return jsonError(401, "Not signed in.");
  const wills = await listMyWills(await getPrisma(), userId);
  return json(
    wills.map((will) => ({
      id: will.id,
      createdAt: will.createdAt.toISOString(),
      status: will.status,
      formData: will.formData,
      // Sanitised as everywhere it is shown: a document posted through POST /api/wills is the
      // sender's HTML (docs/security.md).
      willDocument: will.willDocument === null ? null : sanitiseWillHtml(will.willDocument),
    })),
    noStore(),
  );
}
