import type { LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, viewerCall, viewWill } from "~/viewer/db-viewer.server.ts";
import { jsonError } from "~/common/http.server.ts";

/**
 * GET /api/db-viewer/wills/{id} -> {id, createdAt, email, marketingConsent, formData, willDocument}
 * with the document sanitised; 404 for an unknown id. Every answer is a row in OperatorAudit.
 */
export function loader(args: LoaderFunctionArgs) {
  return viewerCall(args, async ({ prisma, operator, clientIp }) => {
    const will = await viewWill(prisma, args.params.id ?? "", { operator, clientIp });
    return will ?? jsonError(404, "Will not found.");
  });
}

export const action = methodNotAllowed;
