import { z } from "zod";
import { textSchema } from "./text.ts";

/**
 * Account, login and email validation with docs/product.md section 5's exact messages.
 */
export const PASSWORD_MIN_LENGTH = 6;

/** The spec's "must look like {email}": something@something.something, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An email field: trimmed, `required` when empty, `invalid` when too long or not EMAIL_SHAPE. */
function emailField(required: string, invalid: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(254, invalid)
    .regex(EMAIL_SHAPE, invalid);
}

/**
 * The most common passwords in published breach lists (lower-cased). docs/product.md section 5: a password in
 * this list, or equal to the email address, is refused however long it is.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  "123456",
  "1234567",
  "12345678",
  "123456789",
  "1234567890",
  "111111",
  "123123",
  "123321",
  "654321",
  "666666",
  "696969",
  "000000",
  "112233",
  "121212",
  "123qwe",
  "1q2w3e",
  "1q2w3e4r",
  "1qaz2wsx",
  "aaaaaa",
  "abc123",
  "abcdef",
  "access",
  "admin",
  "admin123",
  "asdfgh",
  "azerty",
  "baseball",
  "batman",
  "charlie",
  "dragon",
  "football",
  "freedom",
  "hello123",
  "iloveyou",
  "letmein",
  "liverpool",
  "login",
  "master",
  "michael",
  "monkey",
  "mustang",
  "passw0rd",
  "password",
  "password1",
  "password12",
  "password123",
  "princess",
  "qazwsx",
  "qwerty",
  "qwerty123",
  "qwertyuiop",
  "shadow",
  "starwars",
  "sunshine",
  "superman",
  "trustno1",
  "welcome",
  "welcome1",
  "whatever",
  "zaq12wsx",
  "arsenal",
  "chelsea",
  "computer",
  "changeme",
]);
export const COMMON_PASSWORD_MESSAGE = "This password is too easy to guess. Please choose another";
export const PASSWORD_IS_EMAIL_MESSAGE = "Your password must not be your email address";

/** The password rules beyond length, shared by the form and the registration call. */
function refinePassword(value: { email: string; password: string }, ctx: z.RefinementCtx) {
  if (value.password.length < PASSWORD_MIN_LENGTH) return;
  if (COMMON_PASSWORDS.has(value.password.toLowerCase())) {
    ctx.addIssue({ code: "custom", path: ["password"], message: COMMON_PASSWORD_MESSAGE });
  } else if (value.password.trim().toLowerCase() === value.email.trim().toLowerCase()) {
    ctx.addIssue({ code: "custom", path: ["password"], message: PASSWORD_IS_EMAIL_MESSAGE });
  }
}

export const RegistrationSchema = z
  .object({
    firstName: textSchema({ label: "First name", max: 100, required: "First name is required" }),
    email: emailField("Email is required", "Email is invalid"),
    password: z
      .string({ error: "Password is required" })
      .min(1, { error: "Password is required", abort: true })
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(200, "Password must be at most 200 characters"),
    // Left empty it differs from the password, said below; with no password either, only the
    // password is asked for (two empty boxes do not "not match").
    confirmPassword: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    refinePassword(value, ctx);
    if (value.confirmPassword !== value.password) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "Passwords do not match" });
    }
  });

/** What the registration call sends (docs/product.md section 7): username is always null. */
export const RegisterPayloadSchema = z
  .object({
    firstName: RegistrationSchema.shape.firstName,
    email: RegistrationSchema.shape.email,
    password: RegistrationSchema.shape.password,
    username: z.null().optional(),
  })
  .superRefine(refinePassword);

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

/** How long an emailed password reset link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Wrong passwords for one account, from anywhere (docs/security.md, "Limits"): this many are free,
 * then each further attempt waits, from 30 seconds doubling to at most 15 minutes; the owner is
 * emailed when the wait starts. The web's back-off (web/app/common/rate-limit.server.ts) and the
 * warning email (workers/email/login-warning-email.ts) both read these.
 */
export const LOGIN_BACKOFF = {
  freeAttempts: 5,
  firstDelayMs: 30 * 1000,
  maxDelayMs: 15 * 60 * 1000,
  memoryMs: 24 * 60 * 60 * 1000,
} as const;
/** The same answer whether or not the address has an account (no user enumeration). */
export const PASSWORD_RESET_SENT_MESSAGE =
  "If an account uses this email address, we have sent it a link to choose a new password. The link works for 1 hour and only once.";
export const PASSWORD_RESET_INVALID_MESSAGE =
  "This link to reset your password has expired or has already been used. Please ask for a new one.";

/** 'Forgot your password?': the account's email, with the registration form's messages. */
export const PasswordResetRequestSchema = z.object({ email: RegistrationSchema.shape.email });

const NEW_PASSWORD_FIELDS = {
  password: RegistrationSchema.shape.password,
  confirmPassword: RegistrationSchema.shape.confirmPassword,
};

/**
 * Choosing a new password from an emailed link: the registration rules (length, not a common
 * password, confirmed). `email`, when the server knows whose link it is, also refuses the email
 * address itself.
 */
export function newPasswordSchema(email = "") {
  return z
    .object({ token: z.string().trim().min(1).max(200), ...NEW_PASSWORD_FIELDS })
    .superRefine(refineNewPassword(email));
}
export const NewPasswordSchema = newPasswordSchema();

/** The registration's password rules for a new password, and its confirmation. */
function refineNewPassword(email: string) {
  return (value: { password: string; confirmPassword?: string }, ctx: z.RefinementCtx) => {
    refinePassword({ email, password: value.password }, ctx);
    if (value.confirmPassword !== value.password) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "Passwords do not match" });
    }
  };
}

export const CURRENT_PASSWORD_WRONG_MESSAGE = "Your current password is not right";
export const SAME_PASSWORD_MESSAGE = "Your new password must be different from your current one";

/**
 * Changing the password while signed in: the current one, then a new one with the registration
 * rules (`email`, when the server knows it, also refuses the email address itself).
 */
export function changePasswordSchema(email = "") {
  return z
    .object({
      currentPassword: z
        .string({ error: "Enter your current password" })
        .min(1, { error: "Enter your current password", abort: true })
        .max(200),
      ...NEW_PASSWORD_FIELDS,
    })
    .superRefine((value, ctx) => {
      refineNewPassword(email)(value, ctx);
      if (value.password.length > 0 && value.password === value.currentPassword) {
        ctx.addIssue({ code: "custom", path: ["password"], message: SAME_PASSWORD_MESSAGE });
      }
    });
}
export const ChangePasswordSchema = changePasswordSchema();

/** The Save Will dialog's email. */
export const SaveWillEmailSchema = z.object({
  email: emailField("Email is required", "Invalid email address"),
});

/** The Save My Will dialog and the 'Almost Done!' screen: the email and the marketing consent. */
export const WillContactSchema = SaveWillEmailSchema.extend({
  marketingConsent: z.boolean().default(false),
});

/** The financial health check's email. */
export const HEALTH_CHECK_EMAIL_REQUIRED = "Email Required: Please enter your email address";
export const HealthCheckEmailSchema = z.object({
  email: emailField(HEALTH_CHECK_EMAIL_REQUIRED, "Invalid email address"),
});

const yesNo = z
  .enum(["yes", "no"])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === "yes"));

/**
 * The financial health check's form: the email (required, docs/product.md section 5) and the four yes/no
 * questions, each of which may be left unanswered.
 */
export const HealthCheckFormSchema = HealthCheckEmailSchema.extend({
  hasLifeInsurance: yesNo,
  hasIncomeProtection: yesNo,
  hasChildISA: yesNo,
  usesTaxScheme: yesNo,
});

/** return_to is honoured only for these; anything else goes to the dashboard. */
export const ALLOWED_RETURN_TO = ["/dashboard", "/ai-will"] as const;
export const DEFAULT_RETURN_TO = "/dashboard";

export function safeReturnTo(value: string | null | undefined): (typeof ALLOWED_RETURN_TO)[number] {
  return (ALLOWED_RETURN_TO as readonly string[]).includes(value ?? "")
    ? (value as (typeof ALLOWED_RETURN_TO)[number])
    : DEFAULT_RETURN_TO;
}
