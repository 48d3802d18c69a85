import { expect, test } from "@playwright/test";
import { testAddress, waitForEmails } from "./mail.ts";
import { settled } from "./will-form.ts";

/*
 * Passwords as a person manages them, with JavaScript on and off: a forgotten one (from the login
 * form to the email, the link's page, the new password and a login with it), and a change from
 * the dashboard.
 */

const OLD_PASSWORD = "tulip-harbour-42";
const NEW_PASSWORD = "lantern-orchard-58";

test.describe("passwords @no-js", () => {
  test.describe.configure({ timeout: 60_000 });

  test("asks for a link, follows it from the email, sets a new password and logs in with it", async ({
    page,
    context,
  }, testInfo) => {
    const javaScript = testInfo.project.name !== "no-js";
    const email = testAddress(testInfo, "reset");
    const registered = await page.request.post("/api/register", {
      data: { firstName: "Rhian", email, password: OLD_PASSWORD, username: null },
    });
    expect(registered.status()).toBe(201);
    await context.clearCookies();

    await page.goto("/auth?tab=login");
    await settled(page, javaScript);
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
    await settled(page, javaScript);

    // The spec's email messages, under the field.
    await page.getByRole("button", { name: "Send me a reset link" }).click();
    await expect(page.getByText("Email is required").first()).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send me a reset link" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
    await expect(page.getByText("If an account uses this email address")).toBeVisible();

    const [message] = await waitForEmails(email);
    expect(message?.subject).toBe("Reset your password");
    const link = /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(message?.text ?? "")?.[1];
    expect(link).toBeDefined();

    await page.goto(link!);
    await settled(page, javaScript);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("12345");
    await page.getByLabel("Confirm new password").fill("12345");
    await page.getByRole("button", { name: "Set my new password" }).click();
    await expect(page.getByText("Password must be at least 6 characters").first()).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Set my new password" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My Dashboard" })).toBeVisible();
    await expect(page.getByText("Password changed", { exact: true })).toBeVisible();
    await expect(page.getByText("Welcome, Rhian!")).toBeVisible();

    // The link is used up.
    await page.goto(link!);
    await expect(page.getByRole("heading", { level: 1, name: "This link cannot be used" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );

    // Signed out, the new password logs in and the old one does not.
    await context.clearCookies();
    await page.goto("/auth?tab=login");
    await settled(page, javaScript);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(OLD_PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText("Invalid email or password").first()).toBeVisible();
    await settled(page, javaScript);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My Dashboard" })).toBeVisible();
  });

  test("a signed-in person changes it from the dashboard", async ({ page }, testInfo) => {
    const javaScript = testInfo.project.name !== "no-js";
    const email = testAddress(testInfo, "reset");
    const registered = await page.request.post("/api/register", {
      data: { firstName: "Rhian", email, password: OLD_PASSWORD, username: null },
    });
    expect(registered.status()).toBe(201);

    await page.goto("/dashboard");
    await settled(page, javaScript);
    await page.getByRole("link", { name: "Change my password" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Change your password" })).toBeVisible();
    await settled(page, javaScript);
    await page.getByLabel("Current password").fill("not-my-password");
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change my password" }).click();
    await expect(page.getByText("Your current password is not right").first()).toBeVisible();
    await expect(page.getByLabel("Current password")).toHaveValue("");
    await settled(page, javaScript);

    await page.getByLabel("Current password").fill(OLD_PASSWORD);
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change my password" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My Dashboard" })).toBeVisible();
    await expect(page.getByText("Password changed", { exact: true })).toBeVisible();
    await expect(
      page.getByText("You have been logged out on your other devices", { exact: true }),
    ).toBeVisible();

    const login = await page.request.post("/api/login", { data: { email, password: NEW_PASSWORD } });
    expect(login.status()).toBe(200);
  });
});
