import { getInputProps, getTextareaProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { DATE_HINT, DATE_PARTS, dateParts, type DatePart, type LegalFinding } from "../../../core/index.ts";

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
        <FindingItem key={`${finding.code}-${finding.field ?? ""}-${finding.message}`} finding={finding} />
      ))}
    </ul>
  );
}

/**
 * One finding: its severity, message and statute, then `fix` (a link to the page that fixes it, on
 * the preview) and, for a finding a professional should review, the offer of a legal check.
 */
export function FindingItem({ finding, fix }: { finding: LegalFinding; fix?: ReactNode }) {
  return (
    <li className={`finding finding-${finding.severity}`}>
      <strong className="finding-label">{SEVERITY_LABEL[finding.severity]}:</strong> {finding.message}{" "}
      <span className="finding-statute">({finding.statute})</span>
      {fix}
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

/** What every field takes: the field, a hint under its label, and the legal findings about it. */
interface FieldProps<Value, Shape extends FormShape> {
  field: Field<Value, Shape>;
  hint?: ReactNode;
  findings?: readonly LegalFinding[];
}

interface TextFieldProps<Value, Shape extends FormShape> extends FieldProps<Value, Shape> {
  label: ReactNode;
  type?: "text" | "email" | "number" | "tel" | "password";
  autoComplete?: string;
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

const DATE_PART_LABELS: Record<DatePart, string> = { day: "Day", month: "Month", year: "Year" };

/** The id of one of a date's fields: the day's is the date's own, so a message about the whole date links to it. */
function datePartId(id: string, part: DatePart): string {
  return part === "day" ? id : `${id}.${part}`;
}

/**
 * A date as day, month and year (the GOV.UK date input): three labelled numeric fields in a
 * fieldset whose legend names the date, the hint "For example, 27 3 1985", one message for the
 * date and the fields it is about marked. Posts `{name}.day`, `.month`, `.year`, which
 * core/will/date-input.ts reads into an ISO date; a stored ISO date prefills the fields.
 */
export function DateField<Value, Shape extends FormShape>({
  field,
  legend,
  hint,
  findings = [],
  birthday,
}: FieldProps<Value, Shape> & {
  legend: ReactNode;
  /** Said after the example ("You must be 18 or over to make a will."). */
  hint?: ReactNode;
  /** Whether the date is the user's own birthday, which the browser may fill in. */
  birthday?: boolean;
}) {
  const initial: unknown = field.initialValue;
  const parts = dateParts(initial);
  const errorsOf = (part: DatePart) =>
    part === "day" ? (field.errors ?? []) : (field.allErrors[`${field.name}.${part}`] ?? []);
  // The first field a message is on; the day's messages are about the whole date.
  const inError = DATE_PARTS.find((part) => errorsOf(part).length > 0);
  const message = inError ? errorsOf(inError)[0] : undefined;
  // Fields left empty are marked alone; a message about the whole date marks all three.
  const value: unknown = field.value;
  const typed = dateParts(value);
  const missing = DATE_PARTS.filter((part) => typed[part] === "");
  const marked = (part: DatePart) => {
    if (inError === undefined) return false;
    if (missing.length > 0 && missing.length < DATE_PARTS.length) return missing.includes(part);
    return inError === "day" || part === inError;
  };
  const errorId = `${field.id}-date-error`;
  return (
    <fieldset
      className={`field fieldset${message ? " field-invalid" : ""}`}
      aria-describedby={
        [`${field.id}-hint`, message ? errorId : null, findings.length > 0 ? `${field.id}-findings` : null]
          .filter(Boolean)
          .join(" ") || undefined
      }
    >
      <legend className="field-label">{legend}</legend>
      <p className="field-hint" id={`${field.id}-hint`}>
        {DATE_HINT}
        {hint ? <>. {hint}</> : null}
      </p>
      {message ? (
        <p className="field-error" id={errorId}>
          <span className="visually-hidden">Error: </span>
          {message}
        </p>
      ) : null}
      <div className="date-input">
        {DATE_PARTS.map((part) => (
          <div className={`date-input-item date-input-${part}`} key={part}>
            <label className="date-input-label" htmlFor={datePartId(field.id, part)}>
              {DATE_PART_LABELS[part]}
            </label>
            <input
              key={field.key}
              id={datePartId(field.id, part)}
              name={`${field.name}.${part}`}
              form={field.formId}
              defaultValue={parts[part]}
              className="input"
              inputMode="numeric"
              autoComplete={birthday ? `bday-${part}` : undefined}
              aria-invalid={marked(part) ? true : undefined}
            />
          </div>
        ))}
      </div>
      <Findings findings={findings} id={`${field.id}-findings`} />
    </fieldset>
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
}: FieldProps<Value, Shape> & { label: ReactNode }) {
  return (
    <div className="field field-checkbox">
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
}: FieldProps<Value, Shape> & {
  legend: ReactNode;
  options: readonly { value: string; label: string; className?: string }[];
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
  firstField,
}: {
  form: FormMetadata<Shape, string[]>;
  /** How many times the user tried to send the form: 0 hides the summary. */
  attempt: number;
  /**
   * The form's first field, which a message about the whole form ("Invalid email or password")
   * links to; without it the link names the form, which takes no focus.
   */
  firstField?: string;
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
  const shown = hasErrors && attempt > 0;
  useEffect(() => {
    // A page showing errors is titled 'Error: …' (GOV.UK), so a screen reader says so first; the
    // server titles it so without JavaScript, and this keeps the title right as errors come and go.
    const title = document.title.replace(/^Error: /u, "");
    document.title = shown ? `Error: ${title}` : title;
  }, [shown]);
  if (!shown) return null;
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
        {errors.map(([name, messages]) => {
          const field = name || firstField;
          const target = field ? `${form.id}-${field}` : form.id;
          return (
            <li key={name}>
              {/* As GOV.UK's does: the field takes focus even when the address already names it. */}
              <a href={`#${target}`} onClick={() => document.getElementById(target)?.focus()}>
                {messages.join(". ")}
              </a>
            </li>
          );
        })}
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
