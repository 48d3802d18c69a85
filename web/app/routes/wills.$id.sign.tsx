import {
  data,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import {
  checkWitnesses,
  WillFormDataSchema,
  willTitle,
  type ProposedWitness,
  type WillFormData,
} from "../../../core/index.ts";
import { GeneralErrorBoundary, withErrorTitle } from "~/components/error-boundary.tsx";
import { SigningGuide } from "~/components/signing-guide.tsx";
import { getPrisma } from "~/db.server.ts";
import { readFormBody } from "~/http.server.ts";
import { abuseLimits, asPage, enforceRateLimits } from "~/rate-limit.server.ts";
import { getRequester } from "~/requester.server.ts";
import { PRODUCT_NAME } from "~/ui-constants.ts";
import { mayRead, WILL_ID_PATTERN } from "~/wills.server.ts";
import formStyles from "~/styles/will-form.css?url";

/*
 * /wills/{id}/sign: the witness checker for a saved will (core/legal/witnesses.ts). The names are
 * posted, checked and shown; nothing is stored. Readable by the same people as the will; 404 for
 * anyone else. docs/legal.md, "Choosing witnesses".
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const meta: MetaFunction = withErrorTitle(() => [
  { title: `Sign your will | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
]);
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** Rows of the form: two witnesses are needed, a third is a spare. */
const ROWS = 3;
const MAX_NAME = 200;

async function readableWill(request: Request, id: string, clientIp: string): Promise<WillFormData | null> {
  const prisma = await getPrisma();
  await asPage(() =>
    enforceRateLimits(prisma, [{ policy: abuseLimits().explainerViewsPerIp, subject: `ip:${clientIp}` }]),
  );
  const requester = await getRequester(request);
  if (!WILL_ID_PATTERN.test(id) || (!requester.userId && !requester.browserKeyHash)) {
    throw new Response("Not Found", { status: 404 });
  }
  const will = await prisma.will.findUnique({
    where: { id },
    select: { userId: true, creatorKeyHash: true, formData: true },
  });
  if (!will || !mayRead(will, requester)) throw new Response("Not Found", { status: 404 });
  const parsed = WillFormDataSchema.safeParse(will.formData);
  return parsed.success ? parsed.data : null;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const formData = await readableWill(request, params.id ?? "", context.clientIp);
  return {
    id: params.id ?? "",
    title: formData ? willTitle(formData) : "Your will",
    checkable: formData !== null,
  };
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
  const formData = await readableWill(request, params.id ?? "", context.clientIp);
  const body = await readFormBody(request, 4_096);
  const witnesses = witnessesFrom(body);
  const typed = Object.fromEntries(
    [...body.entries()].filter(([key]) => /^(witness|spouse)\d$|^under18-\d$/.test(key)),
  );
  if (!formData) return data({ error: "We cannot check this will.", report: null, typed }, { status: 409 });
  if (typeof witnesses === "string") return data({ error: witnesses, report: null, typed }, { status: 400 });
  return { error: null, report: checkWitnesses(formData, witnesses), typed };
}

const VERDICT_TEXT = {
  unsuitable: "Choose someone else",
  explained: "Allowed: read why",
  suitable: "Can witness",
} as const;

function SignErrorSummary({ error }: { error: string }) {
  return (
    <div className="error-summary" role="alert" aria-labelledby="sign-error-title" tabIndex={-1}>
      <h2 className="error-summary-title" id="sign-error-title">
        There is a problem
      </h2>
      <ul className="error-summary-list">
        <li>
          <a href="#witness0">{error}</a>
        </li>
      </ul>
    </div>
  );
}

export default function SignWill() {
  const will = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <article className="container page-narrow sign-will" aria-labelledby="sign-title">
      {result?.error ? <SignErrorSummary error={result.error} /> : null}
      <h1 id="sign-title">Check your witnesses</h1>
      <p>
        Your will ({will.title}) is valid only when you sign it in front of two witnesses who are with you at
        the same time, and each of them signs it in front of you (Wills Act 1837, s.9). A witness who gets
        anything under the will, or whose husband, wife or civil partner does, loses that gift (s.15). Type
        the people you have in mind and we will check them against your will. We do not store what you type.
      </p>
      {result?.report ? <Report report={result.report} /> : null}
      <Form method="post" className="witness-form">
        {Array.from({ length: ROWS }, (_, row) => (
          <fieldset className="fieldset group" key={row}>
            <legend>
              Witness {row + 1}
              {row === ROWS - 1 ? " (optional spare)" : ""}
            </legend>
            <div className="field">
              <label className="field-label" htmlFor={`witness${row}`}>
                Full name
              </label>
              <input
                className="input"
                id={`witness${row}`}
                name={`witness${row}`}
                maxLength={MAX_NAME}
                autoComplete="off"
                defaultValue={String(result?.typed[`witness${row}`] ?? "")}
              />
            </div>
            <div className="field">
              <label className="field-label" htmlFor={`spouse${row}`}>
                Their husband, wife or civil partner <span className="field-optional">(optional)</span>
              </label>
              <input
                className="input"
                id={`spouse${row}`}
                name={`spouse${row}`}
                maxLength={MAX_NAME}
                autoComplete="off"
                defaultValue={String(result?.typed[`spouse${row}`] ?? "")}
              />
            </div>
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

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
