import { getFormProps, useForm, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { useEffect, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";
import { ErrorSummary, useSubmitAttempt, type FormShape } from "~/will-form/fields.tsx";

type ObjectSchema = z.ZodObject;
type DefaultValue<Schema extends ObjectSchema> = Parameters<
  typeof useForm<z.input<Schema>, z.output<Schema>>
>[0]["defaultValue"];

/**
 * A form the server checks again with the same schema: Conform validates it when the user sends
 * it, then again as they type, and counts the attempts that show the error summary.
 */
export function useServerForm<Schema extends ObjectSchema>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null,
  defaultValue?: DefaultValue<Schema>,
) {
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    ...(defaultValue ? { defaultValue } : {}),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const { attempt, onSubmitCapture } = useSubmitAttempt(form);
  return { form, fields, attempt, onSubmitCapture };
}

/**
 * Empties the named password inputs of form `formId` after the server refused it, as a page
 * without JavaScript shows them: the server never sends a password back.
 */
export function useEmptiedOnRefusal(
  formId: string,
  names: readonly string[],
  lastResult: SubmissionResult<string[]> | null,
) {
  const ids = names.map((name) => `${formId}-${name}`).join(" ");
  useEffect(() => {
    if (lastResult?.status !== "error") return;
    for (const inputId of ids.split(" ")) {
      const input = document.getElementById(inputId);
      if (input instanceof HTMLInputElement) input.value = "";
    }
  }, [lastResult, ids]);
}

/** What `useServerForm` gives the form it renders. */
export interface ServerFormState<Shape extends FormShape> {
  form: FormMetadata<Shape, string[]>;
  attempt: number;
  onSubmitCapture: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The posted form with its error summary first (the fields, hidden inputs and buttons are
 * `children`); a message about the whole form links to `firstField`.
 */
export function ServerForm<Shape extends FormShape>({
  form,
  attempt,
  onSubmitCapture,
  action,
  firstField,
  children,
}: ServerFormState<Shape> & { action?: string; firstField?: string; children: ReactNode }) {
  return (
    <Form method="post" action={action} {...getFormProps(form)} noValidate onSubmitCapture={onSubmitCapture}>
      <ErrorSummary form={form} attempt={attempt} firstField={firstField} />
      {children}
    </Form>
  );
}
