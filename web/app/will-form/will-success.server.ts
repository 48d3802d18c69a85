import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { stepLabel } from "../../../core/index.ts";
import { getPrisma } from "~/common/db.server.ts";
import { readFormBody } from "~/common/http.server.ts";
import { getLogger } from "~/common/logger.server.ts";
import { getPipeline } from "~/common/pipeline.server.ts";
import { pdfUnavailableFor } from "~/will-form/pdf-readiness.server.ts";
import { getRequester } from "~/accounts/requester.server.ts";
import {
  findReadableProgress,
  findReadableWill,
  findReadableWillState,
  isEmailDelayed,
} from "~/will-form/wills.server.ts";

export type WillSuccessData =
  | { state: "missing-id" }
  | {
      state: "error";
      id: string;
      /** The database failed (503): the page loads its data again on the schedule of WILL_DETAILS_RETRY. */
      unavailable: boolean;
    }
  | {
      state: "loaded";
      id: string;
      mirrorWillId: string | null;
      fullName: string;
      status: string;
      /** The step of the four being worked on while the will is made (core's GENERATION_STEPS). */
      stepLabel: string | null;
      /** The PDF is not made yet and this server cannot make PDFs at the moment. */
      pdfUnavailable: boolean;
      /** Ready for a while, its email not gone yet (docs/security.md, "Failures say what they are"). */
      emailDelayed: boolean;
    };

class NotReadable extends Error {}

/**
 * The loader behind /success and /will-success. The will's details are read on the server (so the
 * page works without JavaScript) and the loader answers at once: a will this browser may not read is
 * a 404, a database failure a 503 that the page follows by loading its data again
 * (`useRetryWhileUnavailable` in will-success.tsx).
 */
export async function loadWillSuccess({ request }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get("id")?.trim() ?? "";
  if (!id) return data<WillSuccessData>({ state: "missing-id" }, { status: 400 });
  const requester = await getRequester(request);
  try {
    const prisma = await getPrisma();
    const [will, progress] = await Promise.all([
      findReadableWill(prisma, id, requester),
      findReadableProgress(prisma, id, requester),
    ]);
    if (!will || !progress) throw new NotReadable();
    return data<WillSuccessData>({
      state: "loaded",
      id,
      mirrorWillId: will.mirrorWillId,
      fullName: will.formData.personalInfo?.fullName ?? "",
      status: progress.status,
      stepLabel: stepLabel(progress.step),
      pdfUnavailable: await pdfUnavailableFor(progress.status),
      emailDelayed: await isEmailDelayed(prisma, id),
    });
  } catch (error) {
    const unavailable = !(error instanceof NotReadable);
    if (unavailable) getLogger().error({ err: error }, "loading will details failed");
    return data<WillSuccessData>({ state: "error", id, unavailable }, { status: unavailable ? 503 : 404 });
  }
}

/** Still being made: the page follows it (docs/journeys.md, "Pages that follow the work"). */
export function isPending(status: string): boolean {
  return status === "draft" || status === "generating";
}

/** The will's pages are personal: never cached anywhere. */
export const willSuccessHeaders: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/**
 * 'Try again' after a failed generation: starts the will's generation again, only when this
 * browser may read the will and its generation really failed (so a press can do nothing else),
 * then shows the same page again (post, redirect, get).
 */
export async function retryWillGeneration({ request }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const id = url.searchParams.get("id")?.trim() ?? "";
  const body = await readFormBody(request, 1_024);
  if (body.get("_action") !== "retry") throw new Response("Bad Request", { status: 400 });
  const prisma = await getPrisma();
  const state = await findReadableWillState(prisma, id, await getRequester(request));
  if (!state) throw new Response("Not Found", { status: 404 });
  // Marked pending here, before the page is shown again: the pipeline (in its own process, or on
  // Temporal) takes the call a moment later, and the page must follow the work, not say "failed".
  // Only a failed will is moved on, once: a second press finds it pending and starts nothing.
  const restarted = await prisma.will.updateMany({
    where: { id, status: "failed" },
    data: { status: "generating", step: 0, error: null },
  });
  if (restarted.count === 1) {
    const will = await prisma.will.findUnique({ where: { id }, select: { email: true } });
    await (await getPipeline()).startGeneration(id, will?.email ?? null);
  }
  return redirect(`${url.pathname}?id=${encodeURIComponent(id)}`);
}
