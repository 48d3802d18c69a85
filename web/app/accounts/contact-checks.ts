import { parseWithZod } from "@conform-to/zod/v4";
import { WillContactSchema } from "../../../core/index.ts";

/** The save form's check in the browser, imported once the page has hydrated (save-dialog-frame.tsx). */
export const validateContact = (formData: FormData) => parseWithZod(formData, { schema: WillContactSchema });
