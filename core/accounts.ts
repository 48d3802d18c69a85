import { z } from "zod";

/**
 * Account, login and email validation with SPEC.md section 5's exact messages.
 */
export const PASSWORD_MIN_LENGTH = 6;

/** The spec's "must look like {email}": something@something.something, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const RegistrationSchema = z
  .object({
    firstName: z
      .string({ error: "First name is required" })
      .trim()
      .min(1, { error: "First name is required", abort: true })
      .max(100),
    email: z
      .string({ error: "Email is required" })
      .trim()
      .min(1, { error: "Email is required", abort: true })
      .max(254, "Email is invalid")
      .regex(EMAIL_SHAPE, "Email is invalid"),
    password: z
      .string({ error: "Password is required" })
      .min(1, { error: "Password is required", abort: true })
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(200, "Password must be at most 200 characters"),
    confirmPassword: z.string({ error: "Passwords do not match" }),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== value.password) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "Passwords do not match" });
    }
  });
export type Registration = z.infer<typeof RegistrationSchema>;

/** What the registration call sends (SPEC.md section 7): username is always null. */
export const RegisterPayloadSchema = z.object({
  firstName: RegistrationSchema.shape.firstName,
  email: RegistrationSchema.shape.email,
  password: RegistrationSchema.shape.password,
  username: z.null().optional(),
});
export type RegisterPayload = z.infer<typeof RegisterPayloadSchema>;

export const LoginSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, { error: "Email is required", abort: true })
    .max(254),
  password: z
    .string({ error: "Password is required" })
    .min(1, { error: "Password is required", abort: true })
    .max(200),
});
export type Login = z.infer<typeof LoginSchema>;

/** The Save Will dialog's email. */
export const SaveWillEmailSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, { error: "Email is required", abort: true })
    .max(254, "Invalid email address")
    .regex(EMAIL_SHAPE, "Invalid email address"),
});

/** The Save My Will dialog and the 'Almost Done!' screen: the email and the marketing consent. */
export const WillContactSchema = SaveWillEmailSchema.extend({
  marketingConsent: z.boolean().default(false),
});

/** The financial health check's email. */
export const HEALTH_CHECK_EMAIL_REQUIRED = "Email Required: Please enter your email address";
export const HealthCheckEmailSchema = z.object({
  email: z
    .string({ error: HEALTH_CHECK_EMAIL_REQUIRED })
    .trim()
    .min(1, { error: HEALTH_CHECK_EMAIL_REQUIRED, abort: true })
    .max(254, "Invalid email address")
    .regex(EMAIL_SHAPE, "Invalid email address"),
});

/** return_to is honoured only for these; anything else goes to the dashboard. */
export const ALLOWED_RETURN_TO = ["/dashboard", "/ai-will"] as const;
export const DEFAULT_RETURN_TO = "/dashboard";

export function safeReturnTo(value: string | null | undefined): (typeof ALLOWED_RETURN_TO)[number] {
  return (ALLOWED_RETURN_TO as readonly string[]).includes(value ?? "")
    ? (value as (typeof ALLOWED_RETURN_TO)[number])
    : DEFAULT_RETURN_TO;
}
