import type { ActionFunctionArgs } from "@remix-run/node";
import { accountErrorResponse, noStore, readAuthFields, userJson } from "~/accounts/account-api.server.ts";
import { signIn } from "~/accounts/auth.server.ts";
import { json, jsonError } from "~/common/http.server.ts";

/**
 * POST /api/login {email, password}: the user, with a new session cookie. 401 'Invalid email or
 * password' whether the email is unknown or the password wrong; 429 when rate-limited.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST.");
  const fields = await readAuthFields(request, ["email", "password"]);
  try {
    const { user, setCookie } = await signIn("login", request, fields, context.clientIp);
    return json(userJson(user), noStore({ headers: { "Set-Cookie": setCookie } }));
  } catch (error) {
    return accountErrorResponse(error);
  }
}
