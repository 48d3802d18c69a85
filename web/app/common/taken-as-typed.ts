import { parse, type Submission } from "@conform-to/react";

/**
 * Conform's `onValidate` for a form whose checks have not arrived yet, and for a press that is not
 * checked (Previous): the form is taken as typed. An add or remove button works in the page; the
 * submit button posts the form, which the server validates and answers with its errors, as it does
 * without JavaScript. The value is not read in the browser; the server parses the post again.
 */
export function takenAsTyped<Shape extends Record<string, unknown>>(formData: FormData): Submission<Shape> {
  return parse(formData, { resolve: (value) => ({ value: value as Shape }) });
}
