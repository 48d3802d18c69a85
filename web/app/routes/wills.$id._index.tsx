import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { destroyEarlierWillAdvice, formatCardDate, formatLongDate, willTitle } from "../../../core/index.ts";
import { DownloadPdf } from "~/will-form/download-pdf.tsx";
import { GeneralErrorBoundary, withErrorTitle } from "~/common/error-boundary.tsx";
import { stylesheets } from "~/common/route-head.ts";
import { RefreshWithoutJavaScript, useFollowWhilePending } from "~/will-form/will-success.tsx";
import { isPending, willSuccessHeaders } from "~/will-form/will-success.server.ts";
import { getPrisma } from "~/common/db.server.ts";
import { getRequester } from "~/accounts/requester.server.ts";
import { PRODUCT_NAME } from "~/common/ui-constants.ts";
import { sanitiseWillHtml } from "~/will-form/will-html.server.ts";
import { ACCESS_FIELDS, mayRead, WILL_ID_PATTERN } from "~/will-form/wills.server.ts";
import styles from "~/styles/dashboard.css?url";

/*
 * /wills/{id}: the will document, for the dashboard's View. Readable by the same people as the
 * will itself (its owner, or the browser that made it while nobody owned it); 404 for anyone else.
 */

export const links = stylesheets(styles);
export const meta: MetaFunction<typeof loader> = withErrorTitle(({ data }) => [
  { title: `${data?.title ?? "Will"} | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
]);
export const headers = willSuccessHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const requester = await getRequester(request);
  if (!WILL_ID_PATTERN.test(id) || (!requester.userId && !requester.browserKeyHash)) {
    throw new Response("Not Found", { status: 404 });
  }
  const will = await (
    await getPrisma()
  ).will.findUnique({
    where: { id },
    select: {
      id: true,
      ...ACCESS_FIELDS,
      formData: true,
      willDocument: true,
      status: true,
      createdAt: true,
      version: true,
      previousWill: { select: { id: true, createdAt: true } },
      nextWills: { select: { id: true, createdAt: true }, orderBy: { createdAt: "desc" }, take: 1 },
    },
  });
  if (!will || !mayRead(will, requester)) throw new Response("Not Found", { status: 404 });
  const hasPdf = await (await getPrisma()).will.count({ where: { id, pdf: { not: null } } });
  const pending = hasPdf === 0 && isPending(will.status);
  const documentHtml = will.willDocument ? sanitiseWillHtml(will.willDocument) : null;
  const body = {
    id: will.id,
    status: will.status,
    pending,
    title: willTitle(will.formData),
    created: formatCardDate(will.createdAt),
    documentHtml,
    // The renderer's documents open with their own h1; one stored from elsewhere may not.
    documentHasHeading: documentHtml !== null && /<h1[\s>]/i.test(documentHtml),
    hasPdf: hasPdf > 0,
    isOwner: requester.userId !== null && will.userId === requester.userId,
    version: will.version,
    replaces: will.previousWill
      ? { id: will.previousWill.id, preparedOn: formatLongDate(will.previousWill.createdAt) }
      : null,
    replacedBy: will.nextWills[0]
      ? { id: will.nextWills[0].id, madeOn: formatLongDate(will.nextWills[0].createdAt) }
      : null,
  };
  return body;
}

export default function WillView() {
  const will = useLoaderData<typeof loader>();
  useFollowWhilePending(will.pending);
  return (
    <div className="container dashboard will-view">
      {will.pending ? <RefreshWithoutJavaScript /> : null}
      <p>
        <Link to={will.isOwner ? "/dashboard" : "/"}>{will.isOwner ? "← Your wills" : "← Home"}</Link>
      </p>
      {/* The document's own heading ('Last Will and Testament of …') is the page's h1, if it has one. */}
      {will.documentHasHeading ? null : <h1>{will.title}</h1>}
      <p className="will-card-date">Created {will.created}</p>
      <div className="will-view-actions" aria-live="polite">
        {will.hasPdf ? (
          <DownloadPdf willId={will.id} label="Download PDF" />
        ) : will.pending ? (
          <p className="will-view-pending">
            Your PDF is being made. Its download appears here when it is ready.
          </p>
        ) : will.status === "failed" ? (
          <div role="alert">
            <p>We could not make this will&apos;s PDF.</p>
            <Form method="post" action={`/success?id=${encodeURIComponent(will.id)}`}>
              <button type="submit" name="_action" value="retry" className="button button-primary">
                Try again
              </button>
            </Form>
          </div>
        ) : null}
        <Link to={`/wills/${encodeURIComponent(will.id)}/sign`}>
          How to sign it, and check your witnesses
        </Link>
        <Link to={`/wills/${encodeURIComponent(will.id)}/sign#signed`}>I have signed it</Link>
        <Link to={`/wills/${encodeURIComponent(will.id)}/review`}>Is your will still right?</Link>
        {will.replacedBy ? null : (
          <Form method="post" action={`/wills/${encodeURIComponent(will.id)}/update`}>
            <button type="submit" className="button button-secondary">
              {will.hasPdf ? "Update my will" : "Edit this will"}
            </button>
          </Form>
        )}
      </div>
      <VersionNotes replaces={will.replaces} replacedBy={will.replacedBy} willId={will.id} />
      {will.documentHtml ? (
        <div
          className="will-view-document"
          role="region"
          aria-label="Will document"
          // Sanitised on the server: only the renderer's elements, no scripts, handlers or links.
          dangerouslySetInnerHTML={{ __html: will.documentHtml }}
        />
      ) : will.pending ? null : (
        <p>This will has no document yet. Use Edit to finish it and make the document.</p>
      )}
    </div>
  );
}

/** Where this will sits among its versions: what it replaced, or what replaced it. */
function VersionNotes(props: {
  willId: string;
  replaces: { id: string; preparedOn: string } | null;
  replacedBy: { id: string; madeOn: string } | null;
}) {
  if (props.replacedBy) {
    return (
      <div className="will-version-note" role="note">
        <p>
          <strong>Replaced by the will of {props.replacedBy.madeOn}.</strong> This earlier version is kept for
          your records.
        </p>
        <p>
          <Link to={`/wills/${encodeURIComponent(props.replacedBy.id)}`}>View the newer will</Link>
        </p>
      </div>
    );
  }
  if (!props.replaces) return null;
  return (
    <div className="will-version-note" role="note">
      <p>{destroyEarlierWillAdvice(props.replaces.preparedOn)}</p>
      <p>
        <Link to={`/wills/${encodeURIComponent(props.willId)}/changes`}>
          What is different from your will of {props.replaces.preparedOn}
        </Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
