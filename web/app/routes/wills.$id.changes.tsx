import { type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { diffWills, formatLongDate, WillFormDataSchema, willTitle } from "../../../core/index.ts";
import { GeneralErrorBoundary } from "~/common/error-boundary.tsx";
import { WillChanges } from "~/after-the-will/will-changes.tsx";
import { getPrisma } from "~/common/db.server.ts";
import { abuseLimits, asPage, enforceRateLimits } from "~/common/rate-limit.server.ts";
import { getRequester } from "~/accounts/requester.server.ts";
import { pageMeta, privateNoStore } from "~/common/route-head.ts";
import { readableVersions } from "~/after-the-will/will-versions.server.ts";
import { WILL_ID_PATTERN } from "~/will-form/wills.server.ts";
import styles from "~/styles/dashboard.css?url";

/*
 * /wills/{id}/changes?from={earlier id}: what is different between two versions of a will
 * (core/will/diff.ts), by default the will it replaced. Both must be the requester's own wills of the
 * same chain; 404 otherwise. A GET form picks another earlier version, so it works without JavaScript.
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta("What changed in your will", { noindex: true });
export const headers = privateNoStore;

const notFound = () => new Response("Not Found", { status: 404 });

const laterPart = (later: { id: string; formData: unknown; createdAt: Date }) => ({
  id: later.id,
  title: willTitle(later.formData),
  laterOn: formatLongDate(later.createdAt),
});

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const prisma = await getPrisma();
  await asPage(() =>
    enforceRateLimits(prisma, [
      { policy: abuseLimits().explainerViewsPerIp, subject: `ip:${context.clientIp}` },
    ]),
  );
  const id = params.id ?? "";
  if (!WILL_ID_PATTERN.test(id)) throw notFound();
  const versions = await readableVersions(prisma, await getRequester(request), id);
  const later = versions.find((version) => version.id === id);
  if (!later) throw notFound();
  const choices = versions.filter((version) => version.createdAt < later.createdAt);
  const fromId =
    new URL(request.url).searchParams.get("from") ?? later.previousWillId ?? choices[0]?.id ?? "";
  const earlier = choices.find((version) => version.id === fromId);
  if (!earlier && choices.length > 0) throw notFound();
  if (!earlier) {
    // A first will: the page says there is nothing to compare it with.
    return { ...laterPart(later), earlierOn: null, fromId: null, choices: [], changes: null };
  }
  const before = WillFormDataSchema.safeParse(earlier.formData);
  const after = WillFormDataSchema.safeParse(later.formData);
  return {
    ...laterPart(later),
    earlierOn: formatLongDate(earlier.createdAt),
    fromId: earlier.id,
    choices: choices.map((choice) => ({
      id: choice.id,
      label: `Version ${choice.version}, made ${formatLongDate(choice.createdAt)}`,
    })),
    changes: before.success && after.success ? diffWills(before.data, after.data) : null,
  };
}

export default function WillChangesPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="container dashboard will-changes-page">
      <p>
        <Link to={`/wills/${encodeURIComponent(page.id)}`}>← Back to the will of {page.laterOn}</Link>
      </p>
      <h1>What changed in your will</h1>
      {page.earlierOn ? (
        <p>
          {page.title}: the will of {page.laterOn} compared with the will of {page.earlierOn}.
        </p>
      ) : (
        <p>
          {page.title}: this is the first version of this will, so there is nothing to compare it with. Use
          &ldquo;Update my will&rdquo; on the will&apos;s page to make a new version.
        </p>
      )}
      {page.choices.length > 1 ? (
        <Form method="get" className="will-changes-choose">
          <label htmlFor="from">Compare with</label>{" "}
          <select id="from" name="from" defaultValue={page.fromId ?? undefined}>
            {page.choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </select>{" "}
          <button type="submit" className="button button-secondary">
            Compare
          </button>
        </Form>
      ) : null}
      {page.changes ? (
        <WillChanges changes={page.changes} headingLevel={3} />
      ) : page.earlierOn ? (
        <p>One of these wills was made before this comparison existed and cannot be compared.</p>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
