import type { LoaderFunctionArgs } from "@remix-run/node";
import { noStore, userJson } from "~/accounts/account-api.server.ts";
import { getPrisma } from "~/common/db.server.ts";
import { json, jsonError } from "~/common/http.server.ts";
import { getSignedInUser } from "~/accounts/session.server.ts";

/** GET /api/user: the signed-in user with their number of wills, or 401 when nobody is signed in. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSignedInUser(request);
  if (!user) return jsonError(401, "Not signed in.");
  const willCount = await (await getPrisma()).will.count({ where: { userId: user.id } });
  return json(userJson(user, willCount), noStore());
}
