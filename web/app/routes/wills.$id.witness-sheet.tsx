import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { willTitle } from "../../../core/index.ts";
import { GeneralErrorBoundary } from "~/common/error-boundary.tsx";
import { pageMeta, privateNoStore, stylesheets } from "~/common/route-head.ts";
import { WITNESS_MUST_BE } from "~/after-the-will/signing-guide.tsx";
import { getPrisma } from "~/common/db.server.ts";
import { abuseLimits, asPage, enforceRateLimits } from "~/common/rate-limit.server.ts";
import { getRequester } from "~/accounts/requester.server.ts";
import { findReadableWill } from "~/will-form/wills.server.ts";
import styles from "~/styles/witness-sheet.css?url";

/*
 * /wills/{id}/witness-sheet: one printed page for the witnesses of a saved will (print CSS in
 * styles/witness-sheet.css). Readable by the same people as the will; 404 for anyone else.
 */

export const links = stylesheets(styles);
export const meta = pageMeta("For the witnesses", { noindex: true });
export const headers = privateNoStore;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const prisma = await getPrisma();
  await asPage(() =>
    enforceRateLimits(prisma, [
      { policy: abuseLimits().explainerViewsPerIp, subject: `ip:${context.clientIp}` },
    ]),
  );
  const will = await findReadableWill(prisma, params.id ?? "", await getRequester(request));
  if (!will) throw new Response("Not Found", { status: 404 });
  return { testator: willTitle(will.formData) };
}

export default function WitnessSheet() {
  const { testator } = useLoaderData<typeof loader>();
  return (
    <article className="container page-narrow witness-sheet" aria-labelledby="witness-sheet-title">
      <h1 id="witness-sheet-title">For the witnesses of {testator}&apos;s will</h1>
      <p>
        Thank you for agreeing to witness this will. It takes a few minutes. You do not need to read the will.
      </p>
      <h2>Before you start, check that you are</h2>
      <ul>
        {WITNESS_MUST_BE.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        If you, or your husband, wife or civil partner, get anything under this will, say so now and do not
        witness it: you would lose that gift (Wills Act 1837, s.15).
      </p>
      <h2>What happens</h2>
      <ol>
        <li>Both witnesses and {testator} are together in the same room.</li>
        <li>You both watch {testator} sign and date the will (or confirm a signature already on it).</li>
        <li>
          Each of you then signs in the space for a witness, while {testator} watches, and writes your full
          name, address and occupation in capitals.
        </li>
        <li>Nobody staples, unclips or removes anything, and nobody writes anything else on the will.</li>
      </ol>
      <p className="statute">Wills Act 1837, s.9</p>
      <p>
        Years from now you may be asked to confirm that you saw the will signed. Keep a note of the date and
        place.
      </p>
    </article>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
