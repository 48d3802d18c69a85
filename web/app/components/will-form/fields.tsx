import { getInputProps, getTextareaProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { LegalFinding } from "../../../../core/index.ts";

/*
 * The form's building blocks, after the GOV.UK Design System: a visible label, a hint under it, the
 * error message above the control tied with aria-describedby, and the legal findings about the
 * field beside it.
 */

/** The shape of a form's values: the output of its zod schema. */
export type FormShape = Record<string, unknown>;

/**
 * One field of a form whose values have the shape `Shape`, holding a `Value` (Conform's metadata).
 * Each component below is generic over both, so a field of any form fits without a cast.
 */
export type Field<Value, Shape extends FormShape> = FieldMetadata<Value, Shape, string[]>;

function describedBy<Value, Shape extends FormShape>(
  field: Field<Value, Shape>,
  hint: boolean,
  findings: boolean,
): string | undefined {
  const ids = [
    hint ? `${field.id}-hint` : null,
    field.errors?.length ? field.errorId : null,
    findings ? `${field.id}-findings` : null,
  ].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

export function FieldError<Value, Shape extends FormShape>({ field }: { field: Field<Value, Shape> }) {
  if (!field.errors?.length) return null;
  return (
    <p className="field-error" id={field.errorId}>
      <span className="visually-hidden">Error: </span>
      {field.errors.join(". ")}
    </p>
  );
}

const SEVERITY_LABEL: Record<LegalFinding["severity"], string> = {
  block: "Must fix",
  warn: "Please read",
  review: "Consider a professional",
};

/** Legal findings, each with its plain-English message and the law it comes from. */
export function Findings({ findings, id }: { findings: readonly LegalFinding[]; id?: string }) {
  if (findings.length === 0) return null;
  return (
    <ul className="findings" id={id} aria-live="polite">
      {findings.map((finding) => (
        <li
          key={`${finding.code}-${finding.field ?? ""}-${finding.message}`}
          className={`finding finding-${finding.severity}`}
        >
          <strong className="finding-label">{SEVERITY_LABEL[finding.severity]}:</strong> {finding.message}{" "}
          <span className="finding-statute">({finding.statute})</span>
          {finding.severity === "review" ? (
            <>
              {" "}
              {/* The optional human legal check, offered right beside what it would look at. */}
              <a className="finding-legal-check" href="/create-will/preview#legal-check">
                Add a legal check
              </a>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A field's label (with "(optional)") and its hint, which the control names in aria-describedby. */
export function LabelAndHint({
  id,
  label,
  hint,
  optional,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean | undefined;
}) {
  return (
    <>
      <label className="field-label" htmlFor={id}>
        {label}
        {optional ? <span className="field-optional"> (optional)</span> : null}
      </label>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </>
  );
}

interface TextFieldProps<Value, Shape extends FormShape> {
  field: Field<Value, Shape>;
  label: ReactNode;
  hint?: ReactNode;
  type?: "text" | "date" | "email" | "number" | "tel" | "password";
  autoComplete?: string;
  findings?: readonly LegalFinding[];
  inputMode?: "numeric" | "text" | "email";
  className?: string;
  optional?: boolean;
  /** The message under the control instead of above it (the account forms, docs/product.md section 5). */
  errorBelow?: boolean;
}

export function TextField<Value, Shape extends FormShape>({
  field,
  label,
  hint,
  type = "text",
  autoComplete,
  findings = [],
  inputMode,
  className,
  optional,
  errorBelow = false,
}: TextFieldProps<Value, Shape>) {
  return (
    <div
      className={`field${field.errors?.length ? " field-invalid" : ""}${className ? ` ${className}` : ""}`}
    >
      <LabelAndHint id={field.id} label={label} hint={hint} optional={optional} />
      {errorBelow ? null : <FieldError field={field} />}
      <input
        {...getInputProps(field, { type, ariaAttributes: false })}
        className="input"
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={describedBy(field, Boolean(hint), findings.length > 0)}
      />
      {errorBelow ? <FieldError field={field} /> : null}
      <Findings findings={findings} id={`${field.id}-findings`} />
    </div>
  );
}

export function TextAreaField<Value, Shape extends FormShape>({
  field,
  label,
  hint,
  findings = [],
  optional,
  rows = 3,
  autoComplete,
}: Omit<TextFieldProps<Value, Shape>, "type" | "inputMode"> & { rows?: number }) {
  return (
    <div className={`field${field.errors?.length ? " field-invalid" : ""}`}>
      <LabelAndHint id={field.id} label={label} hint={hint} optional={optional} />
      <FieldError field={field} />
      <textarea
        {...getTextareaProps(field, { ariaAttributes: false })}
        className="input textarea"
        rows={rows}
        autoComplete={autoComplete}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={describedBy(field, Boolean(hint), findings.length > 0)}
      />
      <Findings findings={findings} id={`${field.id}-findings`} />
    </div>
  );
}

export function CheckboxField<Value, Shape extends FormShape>({
  field,
  label,
  hint,
  findings = [],
  className,
}: {
  field: Field<Value, Shape>;
  label: ReactNode;
  hint?: ReactNode;
  findings?: readonly LegalFinding[];
  className?: string;
}) {
  return (
    <div className={`field field-checkbox${className ? ` ${className}` : ""}`}>
      <FieldError field={field} />
      <div className="checkbox">
        <input
          {...getInputProps(field, { type: "checkbox", ariaAttributes: false })}
          aria-describedby={describedBy(field, Boolean(hint), findings.length > 0)}
        />
        <label htmlFor={field.id}>{label}</label>
      </div>
      {hint ? (
        <p className="field-hint checkbox-hint" id={`${field.id}-hint`}>
          {hint}
        </p>
      ) : null}
      <Findings findings={findings} id={`${field.id}-findings`} />
    </div>
  );
}

export function RadioGroup<Value, Shape extends FormShape>({
  field,
  legend,
  hint,
  options,
  findings = [],
  inline,
  legendClassName,
}: {
  field: Field<Value, Shape>;
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly { value: string; label: string; className?: string }[];
  findings?: readonly LegalFinding[];
  inline?: boolean;
  legendClassName?: string;
}) {
  const selected = typeof field.initialValue === "string" ? field.initialValue : undefined;
  return (
    <fieldset
      className={`field fieldset${field.errors?.length ? " field-invalid" : ""}`}
      aria-describedby={describedBy(field, Boolean(hint), findings.length > 0)}
    >
      <legend className={legendClassName ?? "field-label"}>{legend}</legend>
      {hint ? (
        <p className="field-hint" id={`${field.id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError field={field} />
      <div className={inline ? "radios radios-inline" : "radios"}>
        {options.map((option, index) => (
          <div className={`radio${option.className ? ` ${option.className}` : ""}`} key={option.value}>
            <input
              type="radio"
              id={index === 0 ? field.id : `${field.id}-${option.value}`}
              name={field.name}
              form={field.formId}
              value={option.value}
              defaultChecked={selected === option.value}
              aria-invalid={field.errors?.length ? true : undefined}
            />
            <label htmlFor={index === 0 ? field.id : `${field.id}-${option.value}`}>{option.label}</label>
          </div>
        ))}
      </div>
      <Findings findings={findings} id={`${field.id}-findings`} />
    </fieldset>
  );
}

/** Whether a submit came from an add or remove button (Conform's intent): the page stays. */
export function isIntentSubmit(event: FormEvent<HTMLFormElement>): boolean {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter instanceof HTMLButtonElement && submitter.name === "__intent__";
}

/**
 * Whether the user has tried to send the form (GOV.UK shows the error summary only then; errors
 * found while typing stay beside their fields). True from the start when the server answered a
 * post with errors; with JavaScript, set by a submit that is not an add or remove button.
 */
export function useSubmitAttempt(form: { status?: "success" | "error" }) {
  const [attempt, setAttempt] = useState(form.status === "error" ? 1 : 0);
  const onSubmitCapture = useCallback((event: FormEvent<HTMLFormElement>) => {
    if (!isIntentSubmit(event)) setAttempt((count) => count + 1);
  }, []);
  return { attempt, onSubmitCapture };
}

/** Every error on the page, at the top, each a link to its field; focused when it appears. */
export function ErrorSummary<Shape extends FormShape>({
  form,
  attempt,
}: {
  form: FormMetadata<Shape, string[]>;
  /** How many times the user tried to send the form: 0 hides the summary. */
  attempt: number;
}) {
  const errors = Object.entries(form.allErrors).filter(([, messages]) => messages.length > 0);
  const ref = useRef<HTMLDivElement>(null);
  const count = errors.length;
  // Focus moves to the summary once per attempt, never while the user is fixing a field.
  const hasErrors = count > 0;
  const focusedAttempt = useRef(0);
  useEffect(() => {
    if (attempt === focusedAttempt.current || !hasErrors) return;
    focusedAttempt.current = attempt;
    // After Conform, which focuses the first field in error, has had its turn.
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [attempt, hasErrors]);
  if (count === 0 || attempt === 0) return null;
  return (
    <div
      className="error-summary"
      role="alert"
      tabIndex={-1}
      ref={ref}
      aria-labelledby={`${form.id}-error-title`}
    >
      <h2 className="error-summary-title" id={`${form.id}-error-title`}>
        There is a problem
      </h2>
      <ul className="error-summary-list">
        {errors.map(([name, messages]) => (
          <li key={name}>
            <a href={`#${name ? `${form.id}-${name}` : form.id}`}>{messages.join(". ")}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Where a will is sent: 'Email address' and the marketing choice (the save dialogs, 'Almost Done!'). */
export function WillContactFields<Shape extends FormShape>({
  email,
  marketingConsent,
}: {
  email: Field<string, Shape>;
  marketingConsent: Field<boolean, Shape>;
}) {
  return (
    <>
      <TextField field={email} label="Email address" type="email" autoComplete="email" />
      <CheckboxField
        field={marketingConsent}
        label="Send me occasional news and tips about wills and estate planning"
      />
    </>
  );
}
