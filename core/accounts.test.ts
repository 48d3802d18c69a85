import { describe, expect, it } from "vitest";
import {
  HealthCheckEmailSchema,
  LoginSchema,
  RegisterPayloadSchema,
  RegistrationSchema,
  safeReturnTo,
  SaveWillEmailSchema,
} from "./accounts.ts";

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("registration", () => {
  it("refuses a common password and the email as password, in the form and the call alike", () => {
    const base = { firstName: "Ann", email: "Ann@Example.com", confirmPassword: "" };
    for (const password of ["qwerty123", "PASSWORD1", "Ann@example.com"]) {
      const form = messages(RegistrationSchema.safeParse({ ...base, password, confirmPassword: password }));
      const call = messages(RegisterPayloadSchema.safeParse({ ...base, password, username: null }));
      expect(form.password).toBe(
        password.includes("@")
          ? "Your password must not be your email address"
          : "This password is too easy to guess. Please choose another",
      );
      expect(call).toEqual(form);
    }
    expect(
      messages(
        RegistrationSchema.safeParse({
          ...base,
          password: "tulip-harbour",
          confirmPassword: "tulip-harbour",
        }),
      ),
    ).toEqual({});
  });

  it("gives the spec's message for each field", () => {
    expect(
      messages(
        RegistrationSchema.safeParse({ firstName: "  ", email: "", password: "", confirmPassword: "" }),
      ),
    ).toEqual({
      firstName: "First name is required",
      email: "Email is required",
      password: "Password is required",
    });
    expect(
      messages(
        RegistrationSchema.safeParse({
          firstName: "Ann",
          email: "ann@",
          password: "12345",
          confirmPassword: "x",
        }),
      ),
    ).toEqual({
      email: "Email is invalid",
      password: "Password must be at least 6 characters",
      confirmPassword: "Passwords do not match",
    });
  });

  it("asks for the password, not a match, when neither password is typed (a form sends neither)", () => {
    const typed = { firstName: "Ann", email: "ann@example.com" };
    expect(messages(RegistrationSchema.safeParse(typed))).toEqual({ password: "Password is required" });
    expect(messages(RegistrationSchema.safeParse({ ...typed, password: "tulip-harbour" }))).toEqual({
      confirmPassword: "Passwords do not match",
    });
  });

  it("accepts a valid registration and trims the name and email", () => {
    const result = RegistrationSchema.parse({
      firstName: " Siân ",
      email: " sian@example.cymru ",
      password: "secret1",
      confirmPassword: "secret1",
    });
    expect(result).toMatchObject({ firstName: "Siân", email: "sian@example.cymru" });
  });

  it("the call sends firstName, email, password and a null username", () => {
    expect(
      RegisterPayloadSchema.safeParse({
        firstName: "Ann",
        email: "a@b.co",
        password: "secret1",
        username: null,
      }).success,
    ).toBe(true);
  });
});

describe("login", () => {
  it("requires email and password", () => {
    expect(messages(LoginSchema.safeParse({ email: "", password: "" }))).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
  });
});

describe("email fields", () => {
  it("the Save Will dialog: required, then must look like an address", () => {
    expect(messages(SaveWillEmailSchema.safeParse({ email: "" }))).toEqual({ email: "Email is required" });
    expect(messages(SaveWillEmailSchema.safeParse({ email: "not an email" }))).toEqual({
      email: "Invalid email address",
    });
    expect(SaveWillEmailSchema.safeParse({ email: "ann@example.com" }).success).toBe(true);
  });

  it("the health check: 'Email Required: Please enter your email address'", () => {
    expect(messages(HealthCheckEmailSchema.safeParse({ email: " " }))).toEqual({
      email: "Email Required: Please enter your email address",
    });
  });
});

describe("return_to", () => {
  it("is honoured only for /dashboard and /ai-will; anything else goes to /dashboard", () => {
    expect(safeReturnTo("/ai-will")).toBe("/ai-will");
    expect(safeReturnTo("/dashboard")).toBe("/dashboard");
    for (const value of ["https://evil.example", "//evil.example", "/admin/database", "", null, undefined]) {
      expect(safeReturnTo(value)).toBe("/dashboard");
    }
  });
});
