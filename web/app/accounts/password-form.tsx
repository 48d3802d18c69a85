import type { FieldMetadata, SubmissionResult } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import {
  ServerForm,
  useEmptiedOnRefusal,
  useServerForm,
  type ServerFormState,
} from "~/common/server-form.tsx";
import { TextField, type FormShape } from "~/will-form/fields.tsx";

/**
 * A form that sets a password (the reset link's page, 'Change my password'): Conform with the
 * server's schema, the error summary once the user has tried to send it, and the password inputs
 * emptied after the server refused the form, since the server never sends a password back.
 */
export function usePasswordForm<Schema extends z.ZodObject>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null,
  passwordFields: readonly string[],
) {
  const navigation = useNavigation();
  const state = useServerForm(id, schema, lastResult);
  useEmptiedOnRefusal(id, passwordFields, lastResult);
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return { ...state, busy };
}

/**
 * The form of `usePasswordForm`: its error summary, then `children` (hidden inputs, the current
 * password), the new password twice and the submit button ('Saving…' while it is sent).
 */
export function SetPasswordForm<Shape extends FormShape>({
  state: { form, attempt, onSubmitCapture, busy },
  password,
  confirmPassword,
  submitLabel,
  children,
}: {
  state: ServerFormState<Shape> & { busy: boolean };
  password: FieldMetadata<string>;
  confirmPassword: FieldMetadata<string>;
  submitLabel: string;
  children?: ReactNode;
}) {
  return (
    <ServerForm form={form} attempt={attempt} onSubmitCapture={onSubmitCapture}>
      {children}
      <NewPasswordFields password={password} confirmPassword={confirmPassword} />
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? "Saving…" : submitLabel}
      </button>
    </ServerForm>
  );
}

/** 'New password' (with the rules as its hint) and 'Confirm new password', or the `labels` given. */
export function NewPasswordFields({
  password,
  confirmPassword,
  labels = { password: "New password", confirmPassword: "Confirm new password" },
}: {
  password: FieldMetadata<string>;
  confirmPassword: FieldMetadata<string>;
  labels?: { password: string; confirmPassword: string };
}) {
  return (
    <>
      <TextField
        field={password}
        label={labels.password}
        hint="At least 6 characters. Avoid common passwords."
        type="password"
        autoComplete="new-password"
        errorBelow
      />
      <TextField
        field={confirmPassword}
        label={labels.confirmPassword}
        type="password"
        autoComplete="new-password"
        errorBelow
      />
    </>
  );
}
