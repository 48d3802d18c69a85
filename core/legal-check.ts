import { z } from "zod";
import { SaveWillEmailSchema } from "./accounts.ts";
import { textSchema } from "./text.ts";

/**
 * The optional human legal check (docs/product.md: a paid extra, price not shown): what a request holds,
 * its statuses, and what the offer says. Nothing is charged through the service: the team
 * confirms the price with the person before any charge.
 */
export const LEGAL_CHECK_STATUSES = ["requested", "contacted", "completed", "cancelled"] as const;
export const LegalCheckStatusSchema = z.enum(LEGAL_CHECK_STATUSES);
export type LegalCheckStatus = z.infer<typeof LegalCheckStatusSchema>;
/** A request still being dealt with: a will has at most one of these at a time. */
export const OPEN_LEGAL_CHECK_STATUSES: readonly LegalCheckStatus[] = ["requested", "contacted"];

export const CONTACT_TIMES = {
  morning: "Morning (9am to 12pm)",
  afternoon: "Afternoon (12pm to 5pm)",
  evening: "Evening (5pm to 8pm)",
  any: "Any time",
} as const;
export const ContactTimeSchema = z.enum(
  Object.keys(CONTACT_TIMES) as [keyof typeof CONTACT_TIMES, ...(keyof typeof CONTACT_TIMES)[]],
  {
    error: "Choose when we should contact you",
  },
);

const optionalText = (label: string, max: number, message: string) =>
  textSchema({ label, max, multiline: true, tooLong: message })
    .optional()
    .transform((value) => (value ? value : undefined));

/** POST /api/legal-check and the request forms. */
export const LegalCheckRequestSchema = z.object({
  willId: z.string({ error: "Missing Will ID" }).regex(/^[A-Za-z0-9_-]{22}$/, "Missing Will ID"),
  name: textSchema({ label: "Your name", max: 200, required: "Enter your name" }),
  email: SaveWillEmailSchema.shape.email,
  phone: optionalText("Your phone number", 40, "Enter a phone number of 40 characters or fewer").pipe(
    z
      .string()
      .regex(/^\+?[0-9 ()-]{6,40}$/, "Enter a phone number, like 07700 900123")
      .optional(),
  ),
  contactTime: ContactTimeSchema.optional(),
  notes: optionalText("Your notes", 2_000, "Please keep your notes under 2,000 characters"),
});
export type LegalCheckRequest = z.infer<typeof LegalCheckRequestSchema>;

export const LEGAL_CHECK_OPEN_MESSAGE =
  "A legal check for this will has already been requested. Our team will contact you soon.";
