import type { ActionFunctionArgs } from "@remix-run/node";
import { accountErrorResponse, noStore } from "~/accounts/account-api.server.ts";
import { signOut } from "~/accounts/auth.server.ts";
import { json, jsonError } from "~/common/http.server.ts";

/** POST /api/logout: ends the session on the server and clears its cookie. Always 200 `{success: true}`. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST.");
  try {
    const setCookie = await signOut(request, context.clientIp);
    return json({ success: true }, noStore({ headers: { "Set-Cookie": setCookie } }));
  } catch (error) {
    return accountErrorResponse(error);
  }
}
