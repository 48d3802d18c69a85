import type { ActionFunctionArgs } from "@remix-run/node";
import { LegalCheckRequestSchema } from "../../../core/index.ts";
import { getPrisma } from "~/common/db.server.ts";
import { json, jsonError, parseOrThrow, readJsonBody } from "~/common/http.server.ts";
import { LegalCheckRefused, requestLegalCheck } from "~/will-form/legal-checks.server.ts";
import { RateLimitedError, rateLimitedResponse } from "~/common/rate-limit.server.ts";
import { getRequester } from "~/accounts/requester.server.ts";

/**
 * POST /api/legal-check {willId, name, email, phone?, contactTime?, notes?}: 201 {id}. Only for a
 * will the requester may read (else 404), one open request per will (409), rate-limited (429),
 * bad input 400 with fieldErrors.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST.");
  const input = parseOrThrow(LegalCheckRequestSchema, await readJsonBody(request, 16 * 1024));
  try {
    const { id } = await requestLegalCheck(
      await getPrisma(),
      await getRequester(request),
      context.clientIp,
      input,
    );
    return json({ id }, { status: 201, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof RateLimitedError) return rateLimitedResponse(error);
    if (error instanceof LegalCheckRefused) return error.response();
    throw error;
  }
}
