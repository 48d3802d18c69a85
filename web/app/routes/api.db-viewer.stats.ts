import type { LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, viewerCall, viewerStats } from "~/viewer/db-viewer.server.ts";

/**
 * GET /api/db-viewer/stats -> {totalWills, totalUsers, recentWills: [{id, email, createdAt}]},
 * the newest wills first. The viewer's login check: 401 for wrong credentials.
 */
export function loader(args: LoaderFunctionArgs) {
  return viewerCall(args, ({ prisma }) => viewerStats(prisma));
}

export const action = methodNotAllowed;
