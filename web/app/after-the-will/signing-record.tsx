import { Form } from "@remix-run/react";
import { useErrorSummaryFocus } from "../common/error-summary.tsx";
import { KEPT_AT, KEPT_AT_LABELS, type KeptAt, type SigningErrors } from "../../../core/index.ts";

/**
 * "I have signed it" on /wills/{id}/sign: the date signed (GOV.UK's day, month and year fields)
 * and where the original is kept. docs/legal.md, "Keeping the original safe".
 */

export const GOV_UK_WILL_GUIDE = "https://www.gov.uk/make-will";

const KEPT_AT_HINTS: Record<KeptAt, string> = {
  home: "Somewhere safe and dry, such as a fireproof box. Tell your executors where it is.",
  solicitor: "Many solicitors keep wills for their clients. Ask whether they charge for it.",
  register: "A company that registers or stores wills, so that your executors can find it.",
  government:
    "HM Courts and Tribunals Service keeps wills safe for a one-off fee. You send the original with form PA5, 'Deposit a will'.",
};

export interface SigningFormValues {
  day: string;
  month: string;
  year: string;
  keptAt: string;
}

export function SigningErrorSummary({ errors }: { errors: SigningErrors }) {
  const ref = useErrorSummaryFocus();
  return (
    <div className="error-summary" role="alert" aria-labelledby="signed-error-title" tabIndex={-1} ref={ref}>
      <h2 className="error-summary-title" id="signed-error-title">
        There is a problem
      </h2>
      <ul className="error-summary-list">
        {errors.signedOn ? (
          <li>
            <a href="#signed-day">{errors.signedOn}</a>
          </li>
        ) : null}
        {errors.keptAt ? (
          <li>
            <a href={`#kept-at-${KEPT_AT[0]}`}>{errors.keptAt}</a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="field-error" id={id}>
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
  );
}

function DateFields({ values, error }: { values: SigningFormValues; error: string | undefined }) {
  const parts = [
    { key: "day", name: "signedDay", label: "Day", width: 2 },
    { key: "month", name: "signedMonth", label: "Month", width: 2 },
    { key: "year", name: "signedYear", label: "Year", width: 4 },
  ] as const;
  return (
    <div className={`field${error ? " field-invalid" : ""}`}>
      <fieldset
        className="fieldset"
        role="group"
        aria-describedby={`signed-hint${error ? " signed-error" : ""}`}
      >
        <legend>When did you sign your will?</legend>
        <p className="field-hint" id="signed-hint">
          The date you wrote on it, for example 3 3 2026
        </p>
        <FieldError id="signed-error" message={error} />
        <div className="date-input">
          {parts.map((part) => (
            <div className="date-input-item" key={part.key}>
              <label className="field-label" htmlFor={`signed-${part.key}`}>
                {part.label}
              </label>
              <input
                className={`input date-input-${part.width}`}
                id={`signed-${part.key}`}
                name={part.name}
                inputMode="numeric"
                maxLength={part.width}
                defaultValue={values[part.key]}
                aria-invalid={error ? true : undefined}
              />
            </div>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

function KeptAtFields({ values, error }: { values: SigningFormValues; error: string | undefined }) {
  return (
    <div className={`field${error ? " field-invalid" : ""}`}>
      <fieldset className="fieldset" aria-describedby={error ? "kept-at-error" : undefined}>
        <legend>Where is the signed original kept?</legend>
        <FieldError id="kept-at-error" message={error} />
        <div className="radios">
          {KEPT_AT.map((option) => (
            <div key={option}>
              <div className="radio">
                <input
                  type="radio"
                  id={`kept-at-${option}`}
                  name="keptAt"
                  value={option}
                  defaultChecked={values.keptAt === option}
                  aria-describedby={`kept-at-${option}-hint`}
                />
                <label htmlFor={`kept-at-${option}`}>{KEPT_AT_LABELS[option]}</label>
              </div>
              <p className="field-hint checkbox-hint" id={`kept-at-${option}-hint`}>
                {KEPT_AT_HINTS[option]}
              </p>
            </div>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

export function SigningRecord(props: {
  recorded: string | null;
  errors: SigningErrors | null;
  values: SigningFormValues;
}) {
  return (
    <section className="signing-record" aria-labelledby="signed">
      <h2 id="signed" tabIndex={-1}>
        I have signed it
      </h2>
      {props.recorded ? (
        <p className="signing-recorded" role="status">
          {props.recorded}. You can change this below.
        </p>
      ) : (
        <p>Once you and your two witnesses have signed, tell us the date and where the original is kept.</p>
      )}
      <p>
        Keep the original safe and tell your executors where it is: a copy cannot usually be used instead.
        GOV.UK explains the choices, and the government&apos;s storage service and its fee:{" "}
        <a href={GOV_UK_WILL_GUIDE}>making a will on GOV.UK</a>.
      </p>
      <Form method="post" noValidate>
        <input type="hidden" name="_action" value="signed" />
        <DateFields values={props.values} error={props.errors?.signedOn} />
        <KeptAtFields values={props.values} error={props.errors?.keptAt} />
        <button type="submit" className="button button-primary">
          Record that I have signed it
        </button>
      </Form>
    </section>
  );
}
