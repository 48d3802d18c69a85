import { useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import type { z } from "zod";
import { TextField, useSubmitAttempt } from "~/will-form/fields.tsx";

/**
 * A form that sets a password (the reset link's page, 'Change my password'): Conform with the
 * server's schema, the error summary once the user has tried to send it, and the password inputs
 * emptied after the server refused the form, since the server never sends a password back.
 */
export function usePasswordForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null,
  passwordFields: readonly string[],
) {
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const { attempt, onSubmitCapture } = useSubmitAttempt(form);
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const ids = passwordFields.map((name) => `${id}-${name}`).join(" ");
  useEffect(() => {
    if (lastResult?.status !== "error") return;
    for (const inputId of ids.split(" ")) {
      const input = document.getElementById(inputId);
      if (input instanceof HTMLInputElement) input.value = "";
    }
  }, [lastResult, ids]);
  return { form, fields, attempt, onSubmitCapture, busy };
}

/** 'New password' (with the rules as its hint) and 'Confirm new password'. */
export function NewPasswordFields({
  password,
  confirmPassword,
}: {
  password: FieldMetadata<string>;
  confirmPassword: FieldMetadata<string>;
}) {
  return (
    <>
      <TextField
        field={password}
        label="New password"
        hint="At least 6 characters. Avoid common passwords."
        type="password"
        autoComplete="new-password"
        errorBelow
      />
      <TextField
        field={confirmPassword}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        errorBelow
      />
    </>
  );
}
