import type { ActionFunctionArgs } from "@remix-run/node";
import { accountErrorResponse, noStore, readAuthFields, userJson } from "~/accounts/account-api.server.ts";
import { signIn } from "~/accounts/auth.server.ts";
import { json, jsonError } from "~/common/http.server.ts";

/**
 * POST /api/register {firstName, email, password, username: null}: creates the account and signs
 * it in (201 with the user and the session cookie). 400 with fieldErrors for bad input, 409 when
 * the email is taken, 429 when rate-limited.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST.");
  const fields = await readAuthFields(request, ["firstName", "email", "password"]);
  try {
    const { user, setCookie } = await signIn("register", request, fields, context.clientIp);
    return json(userJson(user, 0), noStore({ status: 201, headers: { "Set-Cookie": setCookie } }));
  } catch (error) {
    return accountErrorResponse(error);
  }
}
