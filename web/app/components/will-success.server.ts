import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { stepLabel } from "../../../core/index.ts";
import { getPrisma } from "~/db.server.ts";
import { readFormBody } from "~/http.server.ts";
import { getLogger } from "~/logger.server.ts";
import { getPipeline } from "~/pipeline.server.ts";
import { pdfUnavailableFor } from "~/pdf-readiness.server.ts";
import { getRequester } from "~/requester.server.ts";
import { withBackoff } from "~/retry.server.ts";
import {
  findReadableProgress,
  findReadableWill,
  findReadableWillState,
  isEmailDelayed,
} from "~/wills.server.ts";

export type WillSuccessData =
  | { state: "missing-id" }
  | { state: "error"; id: string }
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
 * page works without JavaScript), retried 3 times with the delay doubling from 1 s to at most 10 s
 * when the database fails; a will this browser may not read is an error at once.
 */
export async function loadWillSuccess({ request }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get("id")?.trim() ?? "";
  if (!id) return data<WillSuccessData>({ state: "missing-id" }, { status: 400 });
  const requester = await getRequester(request);
  try {
    const prisma = await getPrisma();
    const found = await withBackoff(
      async () => {
        const [will, progress] = await Promise.all([
          findReadableWill(prisma, id, requester),
          findReadableProgress(prisma, id, requester),
        ]);
        if (!will || !progress) throw new NotReadable();
        return { will, progress };
      },
      { shouldRetry: (error) => !(error instanceof NotReadable) },
    );
    const fullName = found.will.formData.personalInfo?.fullName ?? "";
    return data<WillSuccessData>({
      state: "loaded",
      id,
      mirrorWillId: found.will.mirrorWillId,
      fullName,
      status: found.progress.status,
      stepLabel: stepLabel(found.progress.step),
      pdfUnavailable: await pdfUnavailableFor(found.progress.status),
      emailDelayed: await isEmailDelayed(prisma, id),
    });
  } catch (error) {
    if (!(error instanceof NotReadable)) getLogger().error({ err: error }, "loading will details failed");
    return data<WillSuccessData>(
      { state: "error", id },
      { status: error instanceof NotReadable ? 404 : 503 },
    );
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
  if (state.status === "failed") {
    const will = await prisma.will.findUnique({ where: { id }, select: { email: true } });
    await (await getPipeline()).startGeneration(id, will?.email ?? null);
  }
  return redirect(`${url.pathname}?id=${encodeURIComponent(id)}`);
}
