import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getPrisma } from "~/common/db.server.ts";
import { readFormBody } from "~/common/http.server.ts";
import { abuseLimits, asPage, enforceRateLimits, requesterSubject } from "~/common/rate-limit.server.ts";
import { getRequester } from "~/accounts/requester.server.ts";
import { answerUpdate, startUpdate } from "~/after-the-will/will-versions.server.ts";

/*
 * POST /wills/{id}/update: "Update my will" (docs/product.md section 12), from the dashboard and the
 * will's page. Opens the guided form on a copy of the will's answers; the will made from it
 * replaces this one. Only the will's owner (its account, or the browser that made it while nobody
 * owned it); 404 for anyone else. A GET has nothing to show: back to the will.
 */

export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/wills/${encodeURIComponent(params.id ?? "")}`);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const prisma = await getPrisma();
  const requester = await getRequester(request);
  const limits = abuseLimits();
  await asPage(() =>
    enforceRateLimits(prisma, [
      { policy: limits.draftsStartedPerIp, subject: `ip:${context.clientIp}` },
      { policy: limits.draftSavesPerBrowser, subject: requesterSubject(requester, context.clientIp) },
    ]),
  );
  await readFormBody(request, 1_024);
  const started = await startUpdate(prisma, requester, params.id ?? "");
  return answerUpdate(started, () => {
    throw new Response("Not Found", { status: 404 });
  });
}
