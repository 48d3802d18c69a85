import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import {
  AEA,
  formatPounds,
  INTESTACY_NOTES,
  RELATIVE_ORDER,
  STATUTORY_LEGACY_GBP,
  type IntestacyShare,
} from "../../../core/index.ts";
import { GeneralErrorBoundary, withErrorTitle } from "~/common/error-boundary.tsx";
import { OneErrorSummary } from "~/common/error-summary.tsx";
import { stylesheets } from "~/common/route-head.ts";
import { getPrisma } from "~/common/db.server.ts";
import { findDraft } from "~/will-form/drafts.server.ts";
import {
  MAX_ESTATE_INPUT,
  readEstate,
  withoutAWillView,
  type WithoutAWillView,
} from "~/site/without-a-will.ts";
import { abuseLimits, asPage, enforceRateLimits } from "~/common/rate-limit.server.ts";
import { getRequester } from "~/accounts/requester.server.ts";
import { PRODUCT_NAME } from "~/common/ui-constants.ts";
import formStyles from "~/styles/will-form.css?url";
import styles from "~/styles/without-a-will.css?url";

/*
 * /without-a-will: who would inherit under the intestacy rules, for the family in this browser's (or
 * account's) guided-form draft, beside what the draft's will does. A GET form asks the estate's value
 * (optional), so the page works without JavaScript. docs/legal.md, "What happens without a will".
 */

export const links = stylesheets(formStyles, styles);

export const meta: MetaFunction<typeof loader> = withErrorTitle(({ data }) => [
  // An estate's value that is not an amount: titled 'Error: …', as GOV.UK's pages with errors are.
  { title: `${data?.estate.error ? "Error: " : ""}What happens without a will | ${PRODUCT_NAME}` },
  {
    name: "description",
    content: "Who would inherit under the intestacy rules of England and Wales, for your family.",
  },
]);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const prisma = await getPrisma();
  await asPage(() =>
    enforceRateLimits(prisma, [
      { policy: abuseLimits().explainerViewsPerIp, subject: `ip:${context.clientIp}` },
    ]),
  );
  const estate = readEstate(new URL(request.url).searchParams.get("estate"));
  const draft = await findDraft(prisma, await getRequester(request));
  const view = withoutAWillView(draft?.formData ?? null, estate.error ? undefined : estate.pence);
  return data(
    { view, estate: { typed: estate.typed, error: estate.error ?? null } },
    { status: estate.error ? 400 : 200, headers: { "Cache-Control": "no-store" } },
  );
}

const GOV_UK_INTESTACY = "https://www.gov.uk/inherits-someone-dies-without-will";

export default function WithoutAWill() {
  const { view, estate } = useLoaderData<typeof loader>();
  return (
    <article className="container page-narrow without-a-will" aria-labelledby="intestacy-title">
      {estate.error ? (
        <OneErrorSummary id="estate-error-title" message={estate.error} href="#estate" />
      ) : null}
      <h1 id="intestacy-title">What happens without a will</h1>
      <p>
        If you die without a valid will, the law decides who inherits: the intestacy rules in section 46 of
        the {AEA}. You cannot change them. A will can.
      </p>
      {view.family ? <FamilyOutcome view={view} /> : <GeneralRules />}
      <EstateForm typed={estate.typed} error={estate.error} />
      <Notes />
      {view.willShares.length > 0 ? <WillComparison view={view} /> : null}
      <p>
        <a href={GOV_UK_INTESTACY}>GOV.UK: who can inherit if someone dies without a will</a>
      </p>
      <p>
        <Link to="/create-will" className="button button-primary">
          {view.family ? "Back to your will" : "Make your will"}
        </Link>
      </p>
    </article>
  );
}

function familyWords(family: NonNullable<WithoutAWillView["family"]>): string {
  const partner = family.married
    ? `married to ${family.spouseName || "your husband, wife or civil partner"}`
    : "not married or in a civil partnership";
  const count = family.children.length;
  const children =
    count === 0
      ? "no children"
      : `${count === 1 ? "one child" : `${count} children`} (${family.children.join(", ")})`;
  return `You told us you are ${partner}, with ${children}.`;
}

function FamilyOutcome({ view }: { view: WithoutAWillView }) {
  const family = view.family;
  if (!family) return null;
  return (
    <section aria-labelledby="intestacy-outcome-title">
      <h2 id="intestacy-outcome-title">Who would inherit from you</h2>
      <p>{familyWords(family)}</p>
      {view.outcome.dependsOnRelatives ? (
        <RelativeOrder intro="Without a husband, wife, civil partner or children, everything goes to the first of these who is alive:" />
      ) : (
        <>
          <SharePicture shares={view.outcome.shares} />
          <ul className="intestacy-shares">
            {view.outcome.shares.map((share) => (
              <ShareItem
                key={share.taker}
                share={share}
                childNames={family.children}
                spouseName={family.spouseName}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ShareItem({
  share,
  childNames,
  spouseName,
}: {
  share: IntestacyShare;
  childNames: string[];
  spouseName: string;
}) {
  const who = share.taker === "spouse" ? spouseName : share.taker === "children" ? childNames.join(", ") : "";
  return (
    <li className="intestacy-share">
      {who ? <h3>{who}</h3> : null}
      <p>{share.what}</p>
      {share.amountPence !== undefined ? (
        <p className="intestacy-amount">
          <strong>{formatPounds(share.amountPence)}</strong>
          {share.eachPence !== undefined ? ` (${formatPounds(share.eachPence)} each, about)` : null}
          {share.taker === "spouse" ? " plus your personal belongings" : null}
        </p>
      ) : null}
      <p className="statute">{share.statute}</p>
    </li>
  );
}

/** The shares as a bar, for those who read pictures; the list says the same in words. */
function SharePicture({ shares }: { shares: IntestacyShare[] }) {
  const total = shares.reduce((sum, share) => sum + (share.amountPence ?? 0), 0);
  if (total === 0) return null;
  return (
    <div className="intestacy-bar" aria-hidden="true">
      {shares
        .filter((share) => (share.amountPence ?? 0) > 0)
        .map((share) => (
          <span
            key={share.taker}
            className={`intestacy-bar-${share.taker === "spouse" ? "spouse" : "other"}`}
            style={{ width: `${((share.amountPence ?? 0) * 100) / total}%` }}
          >
            {share.taker === "spouse" ? "Spouse" : share.taker === "children" ? "Children" : "Relatives"}
          </span>
        ))}
    </div>
  );
}

function RelativeOrder({ intro }: { intro: string }) {
  return (
    <>
      <p>{intro}</p>
      <ol className="intestacy-order">
        {RELATIVE_ORDER.map((entry) => (
          <li key={entry.taker}>
            {entry.who} <span className="statute">({entry.statute})</span>
          </li>
        ))}
      </ol>
    </>
  );
}

function GeneralRules() {
  const legacy = formatPounds(STATUTORY_LEGACY_GBP * 100);
  return (
    <section aria-labelledby="intestacy-rules-title">
      <h2 id="intestacy-rules-title">The rules</h2>
      <p>
        Answer the family questions in <Link to="/create-will">the guided form</Link> and this page shows what
        the rules would do for your family.
      </p>
      <ul>
        <li>
          A husband, wife or civil partner with no children gets everything. With children, they get your
          personal belongings, the first {legacy} and half of the rest; the children share the other half (
          {AEA}, s.46(1)(i)).
        </li>
        <li>With no husband, wife or civil partner, your children share everything ({AEA}, s.46(1)(ii)).</li>
      </ul>
      <RelativeOrder intro="With neither, everything goes to the first of these who is alive:" />
    </section>
  );
}

function EstateForm({ typed, error }: { typed: string; error: string | null }) {
  return (
    <Form method="get" className="intestacy-estate" aria-labelledby="estate-form-title">
      <h2 id="estate-form-title">See it in pounds</h2>
      <div className={`field${error ? " field-invalid" : ""}`}>
        <label className="field-label" htmlFor="estate">
          What your estate is worth <span className="field-optional">(optional)</span>
        </label>
        <p className="field-hint" id="estate-hint">
          Everything you own, less debts and funeral costs, not counting your personal belongings. We do not
          store it.
        </p>
        {error ? (
          <p className="field-error" id="estate-error">
            <span className="visually-hidden">Error:</span> {error}
          </p>
        ) : null}
        <input
          className="input input-short"
          id="estate"
          name="estate"
          inputMode="decimal"
          autoComplete="off"
          maxLength={MAX_ESTATE_INPUT}
          defaultValue={typed}
          aria-describedby={error ? "estate-hint estate-error" : "estate-hint"}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <button type="submit" className="button button-secondary">
        Work it out
      </button>
    </Form>
  );
}

function Notes() {
  return (
    <section aria-labelledby="intestacy-notes-title">
      <h2 id="intestacy-notes-title">Good to know</h2>
      <ul>
        {INTESTACY_NOTES.map((note) => (
          <li key={note.text}>
            {note.text} <span className="statute">({note.statute})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function WillComparison({ view }: { view: WithoutAWillView }) {
  return (
    <section aria-labelledby="your-will-title" className="intestacy-your-will">
      <h2 id="your-will-title">What your will does</h2>
      <p>
        {view.giftCount > 0
          ? `After its ${view.giftCount === 1 ? "gift" : `${view.giftCount} gifts`}, your will leaves the rest of your estate to:`
          : "Your will leaves your estate to:"}
      </p>
      <ul>
        {view.willShares.map((share) => (
          <li key={`${share.name}-${share.relationship}`}>
            {share.name} ({share.relationship}): {share.percentage}%
          </li>
        ))}
      </ul>
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
