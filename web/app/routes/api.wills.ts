import type { ActionFunctionArgs } from "@remix-run/node";
import { WillSavePayloadSchema } from "../../../core/index.ts";
import { ensureBrowserKey } from "~/accounts/capability.server.ts";
import { getPrisma } from "~/common/db.server.ts";
import { json, jsonError, parseOrThrow, readJsonBody } from "~/common/http.server.ts";
import { getPipeline } from "~/common/pipeline.server.ts";
import { RateLimitedError, rateLimitedResponse } from "~/common/rate-limit.server.ts";
import { getSignedInUser } from "~/accounts/session.server.ts";
import { addressTypedInOurPages, admitWill } from "~/will-form/will-limits.server.ts";
import { saveFormWill } from "~/will-form/wills.server.ts";

/** GET /api/wills lists nothing: a will is read by its id, a user's wills by /api/my-wills. */
export function loader() {
  return jsonError(405, "Use POST to save a will.", {});
}

export const EMAIL_WITHHELD_NOTICE =
  "Your will is saved and being prepared. We email a will only to an address typed on our own pages: give it on the will's 'Almost Done!' page.";

/**
 * POST /api/wills: {formData, email, marketingConsent, willDocument?} -> 201 {id}. The will is
 * emailed only when the address was typed on our pages or is the signed-in account's own
 * (docs/security.md, "Email goes only where its maker asked"); otherwise it is kept without an
 * address, and 201 also carries `emailWithheld` and a notice. A will the legal checks block is not
 * stored: 400 with the blocking findings, in the words the guided form shows on its pages.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST to save a will.");
  const payload = parseOrThrow(WillSavePayloadSchema, await readJsonBody(request));
  const [user, browser] = await Promise.all([getSignedInUser(request), ensureBrowserKey(request)]);
  const requester = { userId: user?.id ?? null, browserKeyHash: browser.keyHash };
  const emailAllowed = addressTypedInOurPages(request, payload.email, user);
  const prisma = await getPrisma();
  try {
    const refused = await admitWill(prisma, {
      formData: payload.formData,
      requester,
      clientIp: context.clientIp,
      emailTo: emailAllowed ? payload.email : null,
    });
    if (refused) {
      const { message, findings } = refused;
      const blocking = findings.length > 0 ? { findings } : {};
      return jsonError(400, message, { fieldErrors: { formData: [message] }, ...blocking });
    }
  } catch (error) {
    if (error instanceof RateLimitedError) return rateLimitedResponse(error);
    throw error;
  }
  const email = emailAllowed ? payload.email : null;
  // The will is stored with its run started: generation, PDF and email run without further calls.
  const { id } = await saveFormWill(prisma, await getPipeline(), { ...payload, email }, requester);
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (browser.setCookie) headers.append("Set-Cookie", browser.setCookie);
  const withheld = emailAllowed ? {} : { emailWithheld: true, notice: EMAIL_WITHHELD_NOTICE };
  return json({ id, ...withheld }, { status: 201, headers });
}
