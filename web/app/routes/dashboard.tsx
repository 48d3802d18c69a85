import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatCardDate, formatLongDate, willPreview, willTitle } from "../../../core/index.ts";
import { DownloadPdf } from "~/will-form/download-pdf.tsx";
import { MakeWillLinks } from "~/common/make-will-links.tsx";
import { GeneralErrorBoundary } from "~/common/error-boundary.tsx";
import { OneErrorSummary } from "~/common/error-summary.tsx";
import {
  attachOfferedDraft,
  attachOfferedWill,
  draftsToOffer,
  willsToOffer,
  type OfferedDraft,
  type OfferedWill,
} from "~/accounts/browser-wills.server.ts";
import { aftercareOf, type Aftercare } from "~/after-the-will/aftercare.server.ts";
import { readBrowserKeyHash } from "~/accounts/capability.server.ts";
import { pageMeta, privateNoStore, stylesheets } from "~/common/route-head.ts";
import { WillAftercare } from "~/after-the-will/will-review.tsx";
import { getPrisma } from "~/common/db.server.ts";
import type { PrismaClient } from "../../../prisma/db.ts";
import { answerWithErrors, errorsAfterPost } from "~/common/errors-after-post.server.ts";
import { readFormBody } from "~/common/http.server.ts";
import { getLogger } from "~/common/logger.server.ts";
import { deleteMyAccount, listMyWills } from "~/accounts/my-wills.server.ts";
import { answerUpdate, startUpdate, versionChains } from "~/after-the-will/will-versions.server.ts";
import { endSession, requireUser } from "~/accounts/session.server.ts";
import { redirectWithToast } from "~/common/toast.server.ts";
import { EMAIL_DELAYED_MESSAGE, PRODUCT_NAME, TIME_PROMISE } from "~/common/ui-constants.ts";
import styles from "~/styles/dashboard.css?url";
import formStyles from "~/styles/will-form.css?url";

/*
 * /dashboard: the signed-in user's wills (and only theirs), with View, Edit and PDF on each, and
 * their data rights: download everything as JSON, or delete the account and its wills.
 */

export const links = stylesheets(formStyles, styles);
export const meta = pageMeta("My Dashboard");
export const headers = privateNoStore;

export const LOAD_FAILED_MESSAGE = "Failed to load your wills. Please try again later.";
export const DELETE_CONFIRM_MESSAGE = "Tick the box to confirm that you want to delete your account";

export interface WillCard {
  id: string;
  title: string;
  created: string;
  createdAt: string;
  preview: string;
  hasPdf: boolean;
  status: string;
  source: string;
  emailDelayed: boolean;
  version: number;
  previousWillId: string | null;
}

/** A current will's card, and its earlier versions, each marked with the will that replaced it. */
export interface WillChain {
  current: WillCard;
  /** Each earlier version, with the dates its line gives as "4 May 2026" (docs/product.md section 12). */
  earlier: { will: WillCard; madeOn: string; replacedOn: string }[];
}

const asCard = (will: Omit<WillCard, "createdAt"> & { createdAt: Date }): WillCard => ({
  ...will,
  createdAt: will.createdAt.toISOString(),
});

const NO_AFTERCARE: Record<string, Aftercare> = {};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, "/dashboard");
  let wills: WillChain[] | null = null;
  try {
    const cards = (await listMyWills(await getPrisma(), user.id)).map((will) => ({
      id: will.id,
      title: willTitle(will.formData),
      created: formatCardDate(will.createdAt),
      createdAt: will.createdAt.toISOString(),
      preview: willPreview(will.willDocument),
      hasPdf: will.hasPdf,
      status: will.status,
      source: will.source,
      emailDelayed: will.emailDelayed,
      version: will.version,
      previousWillId: will.previousWillId,
    }));
    wills = versionChains(cards.map((card) => ({ ...card, createdAt: new Date(card.createdAt) }))).map(
      ({ current, earlier }) => ({
        current: asCard(current),
        earlier: earlier.map(({ will, replacedBy }) => ({
          will: asCard(will),
          madeOn: formatLongDate(will.createdAt),
          replacedOn: formatLongDate(replacedBy.createdAt),
        })),
      }),
    );
  } catch (error) {
    // 'Failed to fetch wills': the page still shows, with the error state in place of the list.
    getLogger().error({ err: error }, "Failed to fetch wills");
  }
  const browserKeyHash = await readBrowserKeyHash(request);
  const prisma = await getPrisma();
  const [offered, offeredDrafts] = await Promise.all([
    willsToOffer(prisma, browserKeyHash),
    draftsToOffer(prisma, browserKeyHash),
  ]).catch((error: unknown) => {
    getLogger().error({ err: error }, "Failed to fetch the wills made on this browser");
    return [[], []] as [OfferedWill[], OfferedDraft[]];
  });
  const aftercare = wills
    ? await aftercareOf(
        prisma,
        wills.map((chain) => chain.current.id),
      ).catch((error: unknown) => {
        getLogger().error({ err: error }, "Failed to fetch the wills' signing and reminders");
        return NO_AFTERCARE;
      })
    : NO_AFTERCARE;
  const shown = await errorsAfterPost<{ deleteError: string | null }>({ request, context });
  return { firstName: user.firstName, wills, offered, offeredDrafts, aftercare, errorsAfterPost: shown };
}

/** A will made on this browser without an account, added to the account on the owner's yes. */
async function addOfferedWill(request: Request, prisma: PrismaClient, userId: string, willId: string) {
  const browserKey = await readBrowserKeyHash(request);
  const will = (await willsToOffer(prisma, browserKey)).find((candidate) => candidate.id === willId);
  const added = will ? await attachOfferedWill(prisma, willId, browserKey, userId) : false;
  return redirectWithToast(
    "/dashboard",
    added && will
      ? {
          title: "Will added",
          description: `The will for ${will.fullName} is now in your account.`,
          type: "success",
        }
      : {
          title: "Will not found",
          description: "That will is no longer waiting to be added.",
          type: "error",
        },
  );
}

/** An unfinished will started on this browser without an account, added on the owner's yes. */
async function addOfferedDraft(request: Request, prisma: PrismaClient, userId: string, draftId: string) {
  const browserKey = await readBrowserKeyHash(request);
  const draft = (await draftsToOffer(prisma, browserKey)).find((candidate) => candidate.id === draftId);
  const added = draft ? await attachOfferedDraft(prisma, draftId, browserKey, userId) : null;
  if (!added) {
    return redirectWithToast("/dashboard", {
      title: "Will not found",
      description: "That unfinished will is no longer waiting to be added.",
      type: "error",
    });
  }
  return redirectWithToast(`/create-will/${added.step}`, {
    title: "Unfinished will added",
    description: "It is now in your account. Carry on where you left off.",
    type: "success",
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "/dashboard");
  const form = await readFormBody(request, 4_096);
  const prisma = await getPrisma();
  switch (form.get("_action")) {
    case "edit": {
      // The will's own "Update my will" (/wills/{id}/update) is the same, for its browser owner too.
      const requester = { userId: user.id, browserKeyHash: await readBrowserKeyHash(request) };
      const started = await startUpdate(prisma, requester, form.get("willId") ?? "");
      return answerUpdate(started, () =>
        redirectWithToast("/dashboard", {
          title: "Will not found",
          description: "We could not find that will in your account.",
          type: "error",
        }),
      );
    }
    case "add-will":
      return addOfferedWill(request, prisma, user.id, form.get("willId") ?? "");
    case "add-draft":
      return addOfferedDraft(request, prisma, user.id, form.get("draftId") ?? "");
    case "delete-account": {
      if (form.get("confirm") !== "yes") {
        return answerWithErrors(
          { request, context },
          { deleteError: DELETE_CONFIRM_MESSAGE },
          { status: 400 },
        );
      }
      const { wills } = await deleteMyAccount(prisma, user.id);
      getLogger().info({ userId: user.id, wills }, "account deleted at the user's request");
      return redirectWithToast(
        "/",
        {
          title: "Your account has been deleted",
          description: "Your account and all your wills have been deleted.",
          type: "success",
        },
        { headers: { "Set-Cookie": await endSession(prisma, request) } },
      );
    }
    default:
      return data({ deleteError: null }, { status: 400 });
  }
}

export default function Dashboard() {
  const { firstName, wills, offered, offeredDrafts, aftercare } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/dashboard";
  return (
    <div className="container dashboard">
      <header className="dashboard-header head-row">
        <div>
          <p className="dashboard-product">{PRODUCT_NAME}</p>
          <h1>My Dashboard</h1>
          <p className="dashboard-welcome">Welcome, {firstName}!</p>
        </div>
        <Form method="post" action="/logout">
          <button type="submit" className="button button-secondary">
            Logout
          </button>
        </Form>
      </header>

      <DeleteErrorSummary />

      {offered.length > 0 || offeredDrafts.length > 0 ? (
        <OfferedWills offered={offered} drafts={offeredDrafts} />
      ) : null}

      <section className="dashboard-section" aria-labelledby="my-wills-title">
        <div className="dashboard-section-head head-row">
          <h2 id="my-wills-title">My Wills</h2>
          <Link to="/ai-will" className="button button-primary">
            Create New Will
          </Link>
        </div>
        <div aria-live="polite" aria-busy={loading}>
          {loading ? (
            <p className="dashboard-loading" role="status">
              <span className="spinner" aria-hidden="true" /> Loading your wills...
            </p>
          ) : wills === null ? (
            <div className="dashboard-error" role="alert">
              <p>{LOAD_FAILED_MESSAGE}</p>
              <Link to="/dashboard" className="button button-secondary">
                Try again
              </Link>
            </div>
          ) : wills.length === 0 ? (
            <EmptyState />
          ) : (
            <ul className="will-cards">
              {wills.map((chain) => (
                <WillCardItem
                  key={chain.current.id}
                  will={chain.current}
                  earlier={chain.earlier}
                  aftercare={aftercare[chain.current.id]}
                />
              ))}
            </ul>
          )}
        </div>
      </section>

      <YourData />
    </div>
  );
}

/**
 * Wills and unfinished wills made on this browser without an account: each is offered, and only a
 * yes adds it. On a shared computer they may be someone else's, so nothing is added by signing in
 * alone.
 */
function OfferedWills({ offered, drafts }: { offered: OfferedWill[]; drafts: OfferedDraft[] }) {
  return (
    <section className="dashboard-section card" aria-labelledby="offered-wills-title">
      <h2 id="offered-wills-title">Wills made on this browser</h2>
      <p>
        These wills were made on this browser without an account. Add only your own: on a shared computer they
        may be someone else&apos;s.
      </p>
      <ul className="offered-wills">
        {offered.map((will) => (
          <OfferItem key={will.id} kind="will" id={will.id} question={willOfferQuestion(will)} />
        ))}
        {drafts.map((draft) => (
          <OfferItem key={draft.id} kind="draft" id={draft.id} question={draftOfferQuestion(draft)} />
        ))}
      </ul>
    </section>
  );
}

const willOfferQuestion = (will: OfferedWill) =>
  `Add the will for ${will.fullName || "someone"}, made on ${will.madeOn}, to your account?`;

const draftOfferQuestion = (draft: OfferedDraft) =>
  draft.fullName
    ? `Add the unfinished will for ${draft.fullName}, started on ${draft.startedOn}, to your account?`
    : `Add the unfinished will started on ${draft.startedOn} to your account?`;

/** What the 'Yes, add it' of each kind of offer posts: the action's name, and the field of the id. */
const OFFER_POST = {
  will: { action: "add-will", field: "willId" },
  draft: { action: "add-draft", field: "draftId" },
} as const;

/** One offer: the question and its 'Yes, add it' (a plain form post: it works without JavaScript). */
function OfferItem(props: { kind: keyof typeof OFFER_POST; id: string; question: string }) {
  const post = OFFER_POST[props.kind];
  return (
    <li>
      <Form method="post">
        <input type="hidden" name="_action" value={post.action} />
        <input type="hidden" name={post.field} value={props.id} />
        <p id={`offer-${props.id}`}>{props.question}</p>
        <button type="submit" className="button button-primary" aria-describedby={`offer-${props.id}`}>
          Yes, add it
        </button>
      </Form>
    </li>
  );
}

function EmptyState() {
  return (
    <div className="card dashboard-empty">
      <img
        src="/images/dashboard-empty.svg"
        alt=""
        width={160}
        height={120}
        onError={(event) => {
          event.currentTarget.hidden = true;
        }}
      />
      <h3>Create Your First Will</h3>
      <p>You have not made a will yet. It takes {TIME_PROMISE}, and it is free.</p>
      <MakeWillLinks assistantLabel="Create My First Will" />
    </div>
  );
}

const STATUS_NOTE: Record<string, string> = {
  draft: "Not finished: the document has not been made yet.",
  generating: "Being prepared. This takes a few seconds.",
  failed: "Making the document failed. Use Edit to try again.",
};

function WillCardItem({
  will,
  earlier,
  aftercare,
}: {
  will: WillCard;
  earlier: WillChain["earlier"];
  aftercare: Aftercare | undefined;
}) {
  const titleId = `will-${will.id}-title`;
  const note =
    will.source === "chat" && will.status === "draft"
      ? "Not sent yet: finish it in the assistant with 'Get my final will'."
      : will.emailDelayed
        ? EMAIL_DELAYED_MESSAGE
        : STATUS_NOTE[will.status];
  return (
    <li className="card will-card">
      <article aria-labelledby={titleId}>
        <h3 id={titleId}>{will.title}</h3>
        <p className="will-card-date">
          Created <time dateTime={will.createdAt}>{will.created}</time>
        </p>
        <p className="will-card-preview">{will.preview}</p>
        {note ? <p className="will-card-note">{note}</p> : null}
        <div className="will-card-actions">
          <ViewAndPdf will={will} describedBy={titleId} showMissingPdf>
            <Form method="post" action={`/wills/${will.id}/update`}>
              <button type="submit" className="button button-secondary" aria-describedby={titleId}>
                {will.hasPdf ? "Update my will" : "Edit"}
              </button>
            </Form>
          </ViewAndPdf>
        </div>
        {will.hasPdf ? (
          <WillAftercare
            willId={will.id}
            signing={aftercare?.signing ?? null}
            reminder={aftercare?.reminder ?? null}
            describedBy={titleId}
          />
        ) : null}
        {earlier.length > 0 ? <EarlierVersions current={will} earlier={earlier} /> : null}
        <p className="will-card-legal-check">
          <Link to={`/wills/${will.id}/legal-check?from=dashboard`} aria-describedby={titleId}>
            Add a legal check
          </Link>{" "}
          <span className="will-card-legal-check-hint">
            (a paid review by a legal expert; we confirm the price first)
          </span>
        </p>
      </article>
    </li>
  );
}

/**
 * A will's View link, then `children` (the card's Edit), then its PDF download: without a PDF, a
 * disabled PDF button when `showMissingPdf`, else nothing.
 */
function ViewAndPdf({
  will,
  describedBy,
  showMissingPdf = false,
  children,
}: {
  will: { id: string; hasPdf: boolean };
  describedBy: string;
  showMissingPdf?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <Link to={`/wills/${will.id}`} className="button button-secondary" aria-describedby={describedBy}>
        View
      </Link>
      {children}
      {will.hasPdf ? (
        <DownloadPdf
          willId={will.id}
          label="PDF"
          className="button button-secondary"
          describedBy={describedBy}
        />
      ) : showMissingPdf ? (
        <button type="button" className="button button-secondary" disabled aria-describedby={describedBy}>
          PDF
        </button>
      ) : null}
    </>
  );
}

/** The versions a will replaced, still downloadable, each with what changed in the next one. */
function EarlierVersions({ current, earlier }: { current: WillCard; earlier: WillChain["earlier"] }) {
  return (
    <details className="earlier-versions">
      <summary>Earlier versions ({earlier.length})</summary>
      <p>
        <Link to={`/wills/${current.id}/changes`}>What changed in this version</Link>
      </p>
      <ul>
        {earlier.map(({ will, madeOn, replacedOn }) => {
          const id = `will-${will.id}-version`;
          return (
            <li key={will.id}>
              <p id={id}>
                Version {will.version}, made {madeOn}. <strong>Replaced by the will of {replacedOn}.</strong>
              </p>
              <p className="will-card-actions">
                <ViewAndPdf will={will} describedBy={id} />
              </p>
            </li>
          );
        })}
      </ul>
    </details>
  );
}

/** Why the account was not deleted, the message beside the box (null when it was not asked). */
function useDeleteError(): string | null {
  const { errorsAfterPost } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() ?? errorsAfterPost;
  return actionData?.deleteError ?? null;
}

/**
 * The delete's error at the top of the page too (GOV.UK's error summary), linking to the box: its
 * section is at the foot of the page, where a page shown again without JavaScript does not open.
 */
function DeleteErrorSummary() {
  const deleteError = useDeleteError();
  return deleteError ? (
    <OneErrorSummary id="delete-error-title" message={deleteError} href="#confirm-delete" />
  ) : null;
}

function YourData() {
  const deleteError = useDeleteError();
  return (
    <section className="dashboard-section your-data" aria-labelledby="your-data-title">
      <h2 id="your-data-title">Your account and data</h2>
      <p>
        You can take a copy of everything we keep about you, change your password, or delete your account. See
        our <Link to="/privacy-policy">privacy policy</Link> for how we use your data.
      </p>
      <p className="your-data-actions">
        <a href="/api/my-data" download className="button button-secondary">
          Download my data (JSON)
        </a>{" "}
        <Link to="/account/password" className="button button-secondary">
          Change my password
        </Link>
      </p>
      <details className="danger-zone" open={deleteError ? true : undefined}>
        <summary>Delete my account</summary>
        <p>
          This deletes your account, every will in it and their PDFs, straight away. It cannot be undone.
          Wills you have printed and signed stay valid: deleting them here does not revoke them.
        </p>
        <Form method="post" noValidate>
          <input type="hidden" name="_action" value="delete-account" />
          <div className={`field field-checkbox${deleteError ? " field-invalid" : ""}`}>
            {deleteError ? (
              <p className="field-error" id="confirm-delete-error">
                <span className="visually-hidden">Error: </span>
                {deleteError}
              </p>
            ) : null}
            <div className="checkbox">
              <input
                type="checkbox"
                id="confirm-delete"
                name="confirm"
                value="yes"
                aria-invalid={deleteError ? true : undefined}
                aria-describedby={deleteError ? "confirm-delete-error" : undefined}
              />
              <label htmlFor="confirm-delete">
                I understand that my account and all my wills will be deleted
              </label>
            </div>
          </div>
          <button type="submit" className="button button-danger">
            Delete my account and wills
          </button>
        </Form>
      </details>
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
