import type { ReactNode } from "react";
import { type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { checkWitnesses, willTitle, type ProposedWitness, type SigningErrors } from "../../../core/index.ts";
import { GeneralErrorBoundary } from "~/common/error-boundary.tsx";
import { OneErrorSummary } from "~/common/error-summary.tsx";
import { pageMeta, privateNoStore, stylesheets } from "~/common/route-head.ts";
import { SigningGuide } from "~/after-the-will/signing-guide.tsx";
import {
  SigningErrorSummary,
  SigningRecord,
  type SigningFormValues,
} from "~/after-the-will/signing-record.tsx";
import {
  countAftercareWrite,
  ownedWill,
  recordSigning,
  signingFields,
  signingText,
  type OwnedWill,
} from "~/after-the-will/aftercare.server.ts";
import { getPrisma } from "~/common/db.server.ts";
import { redirectWithToast } from "~/common/toast.server.ts";
import { answerWithErrors, errorsAfterPost } from "~/common/errors-after-post.server.ts";
import { readFormBody } from "~/common/http.server.ts";
import formStyles from "~/styles/will-form.css?url";

/*
 * /wills/{id}/sign: the witness checker for a saved will (core/legal/witnesses.ts): the names are
 * posted, checked and shown, and not stored. Then "I have signed it": the date signed and where the
 * original is kept, stored on the will (web/app/after-the-will/aftercare.server.ts). Readable by the same people as the will; 404 for
 * anyone else. docs/legal.md, "Choosing witnesses".
 */

export const links = stylesheets(formStyles);
export const meta = pageMeta("Sign your will", { noindex: true });
export const headers = privateNoStore;

/** Rows of the form: two witnesses are needed, a third is a spare. */
const ROWS = 3;
const MAX_NAME = 200;

async function readableWill(request: Request, id: string, clientIp: string): Promise<OwnedWill> {
  return ownedWill(await getPrisma(), request, id, clientIp);
}

/** The recorded date as the form's day, month and year. */
function recordedValues(will: OwnedWill): SigningFormValues {
  const [year = "", month = "", day = ""] = will.signedOn?.split("-") ?? [];
  return { day: day.replace(/^0/, ""), month: month.replace(/^0/, ""), year, keptAt: will.keptAt ?? "" };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const will = await readableWill(request, params.id ?? "", context.clientIp);
  return {
    id: will.id,
    title: will.formData ? willTitle(will.formData) : "Your will",
    checkable: will.formData !== null,
    recorded: signingText(will),
    values: recordedValues(will),
    errorsAfterPost: await errorsAfterPost<SignAnswer>({ request, context }),
  };
}

/**
 * A post's answer with errors: the witness check's message and the names typed for it, or the
 * signing record's errors and values.
 */
interface SignAnswer {
  error: string | null;
  report: null;
  typed: Record<string, string>;
  signing?: { errors: SigningErrors; values: SigningFormValues };
}

/** "I have signed it": stored, then back to this page (POST-redirect-GET), or the form with its errors. */
async function signed(
  { request, context }: { request: Request; context: AppLoadContext },
  will: OwnedWill,
  body: URLSearchParams,
) {
  const prisma = await getPrisma();
  await countAftercareWrite(prisma, will.requester, context.clientIp);
  const fields = signingFields(body);
  const outcome = await recordSigning(prisma, will, fields);
  if ("errors" in outcome) {
    const answer: SignAnswer = {
      error: null,
      report: null,
      typed: {},
      signing: { errors: outcome.errors, values: fields },
    };
    return answerWithErrors({ request, context }, answer, { status: 400 });
  }
  return redirectWithToast(`/wills/${will.id}/sign#signed`, {
    title: "Signing recorded",
    description: `${outcome.summary}.`,
    type: "success",
  });
}

function witnessesFrom(body: URLSearchParams): ProposedWitness[] | string {
  const witnesses: ProposedWitness[] = [];
  for (let row = 0; row < ROWS; row++) {
    const name = body.get(`witness${row}`) ?? "";
    const spouseName = body.get(`spouse${row}`) ?? "";
    if (name.length > MAX_NAME || spouseName.length > MAX_NAME)
      return `Names must be ${MAX_NAME} characters or fewer`;
    witnesses.push({ name, spouseName, under18: body.get(`under18-${row}`) === "yes" });
  }
  if (witnesses.every((witness) => !witness.name.trim())) return "Enter the name of at least one witness";
  return witnesses;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const will = await readableWill(request, params.id ?? "", context.clientIp);
  const body = await readFormBody(request, 4_096);
  if (body.get("_action") === "signed") return signed({ request, context }, will, body);
  const { formData } = will;
  const witnesses = witnessesFrom(body);
  const typed = Object.fromEntries(
    [...body.entries()].filter(([key]) => /^(witness|spouse)\d$|^under18-\d$/.test(key)),
  );
  if (!formData) {
    return answerWithErrors(
      { request, context },
      { error: "We cannot check this will.", report: null, typed },
      { status: 409 },
    );
  }
  if (typeof witnesses === "string") {
    return answerWithErrors({ request, context }, { error: witnesses, report: null, typed }, { status: 400 });
  }
  return { error: null, report: checkWitnesses(formData, witnesses), typed };
}

const VERDICT_TEXT = {
  unsuitable: "Choose someone else",
  explained: "Allowed: read why",
  suitable: "Can witness",
} as const;

export default function SignWill() {
  const will = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() ?? will.errorsAfterPost;
  const signing = result && "signing" in result ? result.signing : null;
  return (
    <article className="container page-narrow sign-will" aria-labelledby="sign-title">
      {result?.error ? (
        <OneErrorSummary id="sign-error-title" message={result.error} href="#witness0" />
      ) : null}
      {signing ? <SigningErrorSummary errors={signing.errors} /> : null}
      <h1 id="sign-title">Check your witnesses</h1>
      <p>
        Your will ({will.title}) is valid only when you sign it in front of two witnesses who are with you at
        the same time, and each of them signs it in front of you (Wills Act 1837, s.9). A witness who gets
        anything under the will, or whose husband, wife or civil partner does, loses that gift (s.15). Type
        the people you have in mind and we will check them against your will. We do not store what you type.
      </p>
      {result?.report ? <Report report={result.report} /> : null}
      {/* Its own address, never ?errors=1: the report answers the post, and is no error. */}
      <Form method="post" action={`/wills/${will.id}/sign`} className="witness-form">
        {Array.from({ length: ROWS }, (_, row) => (
          <fieldset className="fieldset group" key={row}>
            <legend>
              Witness {row + 1}
              {row === ROWS - 1 ? " (optional spare)" : ""}
            </legend>
            <NameField name={`witness${row}`} typed={result?.typed}>
              Full name
            </NameField>
            <NameField name={`spouse${row}`} typed={result?.typed}>
              Their husband, wife or civil partner <span className="field-optional">(optional)</span>
            </NameField>
            <div className="field">
              <input
                type="checkbox"
                id={`under18-${row}`}
                name={`under18-${row}`}
                value="yes"
                defaultChecked={result?.typed[`under18-${row}`] === "yes"}
              />{" "}
              <label htmlFor={`under18-${row}`}>This person is under 18</label>
            </div>
          </fieldset>
        ))}
        <button type="submit" className="button button-primary">
          Check my witnesses
        </button>
      </Form>
      <SigningGuide witnessSheetHref={`/wills/${will.id}/witness-sheet`} />
      <SigningRecord
        recorded={will.recorded}
        errors={signing?.errors ?? null}
        values={signing?.values ?? will.values}
      />
      <p>
        <Link to={`/wills/${will.id}`}>Back to your will</Link>
      </p>
    </article>
  );
}

function Report({ report }: { report: NonNullable<ReturnType<typeof checkWitnesses>> }) {
  return (
    <section aria-labelledby="witness-report-title" className="witness-report" role="status">
      <h2 id="witness-report-title">
        {report.enough ? "You have two witnesses you can use" : "You need two witnesses you can use"}
      </h2>
      <ul>
        {report.witnesses.map((witness, index) => (
          <li key={`${witness.name}-${index}`}>
            <h3>
              {witness.name}: {VERDICT_TEXT[witness.verdict]}
            </h3>
            {witness.notes.map((note) => (
              <p key={note.code}>
                {note.message} <span className="statute">({note.statute})</span>
              </p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A name typed for the check (never stored), shown again as typed when the page comes back. */
function NameField({
  name,
  typed,
  children,
}: {
  name: string;
  typed: Record<string, unknown> | undefined;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={name}>
        {children}
      </label>
      <input
        className="input"
        id={name}
        name={name}
        maxLength={MAX_NAME}
        autoComplete="off"
        defaultValue={String(typed?.[name] ?? "")}
      />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
