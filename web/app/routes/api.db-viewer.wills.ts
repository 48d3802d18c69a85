import type { LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, readPageQuery, viewerCall, viewerWills } from "~/viewer/db-viewer.server.ts";

/**
 * GET /api/db-viewer/wills?page&limit -> {data: [{id, email, createdAt, willDocument, hasDocument}],
 * pagination: {total, pages}}, newest first; limit 5, 10 (default), 25 or 50, pages from 1.
 */
export function loader(args: LoaderFunctionArgs) {
  return viewerCall(args, async ({ prisma, url }) => {
    const query = readPageQuery(url);
    return query instanceof Response ? query : viewerWills(prisma, query);
  });
}

export const action = methodNotAllowed;
