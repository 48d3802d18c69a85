import { useForm, type SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import type { z } from "zod";
import type { WillContactSchema } from "../../../core/index.ts";
import { laterModule, useLaterModule } from "../common/after-hydration.ts";
import { takenAsTyped } from "../common/taken-as-typed.ts";
import { ErrorSummary, useSubmitAttempt, WillContactFields } from "../will-form/fields.tsx";

/**
 * The frame around a 'Save' form: with JavaScript a modal `<dialog>` (focus held inside, Escape
 * closes it), without JavaScript a card that is part of the page. Its heading has the id
 * `save-will-title`.
 */
export function SaveDialogFrame({
  modal,
  onClose,
  children,
}: {
  modal: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (modal && dialog && !dialog.open) dialog.showModal();
  }, [modal]);
  if (!modal) {
    return (
      <section className="card save-dialog" aria-labelledby="save-will-title">
        {children}
      </section>
    );
  }
  return (
    <dialog ref={ref} className="save-dialog" aria-labelledby="save-will-title" onClose={onClose}>
      {children}
    </dialog>
  );
}

type ContactShape = z.input<typeof WillContactSchema>;

/** The save form's check, with zod and the schema: imported once the page has hydrated. */
const contactChecks = laterModule(() => import("./contact-checks.ts"));

/**
 * The save form's Conform form: the email and marketing consent (WillContactSchema), checked on
 * submit and again on each input after that. `onSubmit` is Conform's, for a save made by script:
 * until the check has arrived there is none, and the form posts to the server, which checks it and
 * saves the will as it does without JavaScript.
 */
export function useContactForm(
  id: string,
  lastResult: SubmissionResult<string[]> | null | undefined,
  onSubmit?: Parameters<typeof useForm<ContactShape>>[0]["onSubmit"],
) {
  const checks = useLaterModule(contactChecks);
  const [form, fields] = useForm<ContactShape>({
    id,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      checks ? checks.validateContact(formData) : takenAsTyped<ContactShape>(formData),
    ...(onSubmit && checks ? { onSubmit } : {}),
  });
  const { attempt, onSubmitCapture } = useSubmitAttempt(form);
  return { form, fields, attempt, onSubmitCapture };
}

/**
 * Inside the save form: the error summary, the contact fields, and Cancel beside the submit button
 * (with JavaScript Cancel closes the dialog; without, it follows `cancelTo` when there is one).
 */
export function ContactFormBody({
  contact,
  modal,
  onClose,
  cancelTo,
  submit,
}: {
  contact: ReturnType<typeof useContactForm>;
  modal: boolean;
  onClose: () => void;
  cancelTo?: string;
  submit: ReactNode;
}) {
  return (
    <>
      <ErrorSummary form={contact.form} attempt={contact.attempt} />
      <WillContactFields email={contact.fields.email} marketingConsent={contact.fields.marketingConsent} />
      <div className="form-actions">
        {modal ? (
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
        ) : cancelTo ? (
          <Link to={cancelTo} className="button button-secondary">
            Cancel
          </Link>
        ) : null}
        {submit}
      </div>
    </>
  );
}
