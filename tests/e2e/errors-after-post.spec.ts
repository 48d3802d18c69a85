import { expect, test, type Page, type Request } from "@playwright/test";
import { JANE_SMITH_CHAT } from "../support/conversations.ts";
import { buildSavePayload } from "../support/factories.ts";
import { chatThroughApi } from "./chat-api.ts";
import { testAddress, waitForEmails } from "./mail.ts";
import { registerThroughApi } from "./sign-up.ts";
import { draftThroughServer, settled, WIDOWED_WITH_A_NEPHEW } from "./will-form.ts";

/*
 * Forms without JavaScript answer a post with errors by a redirect (303) to the page with
 * `?errors=1` (post, redirect, get; web/app/common/errors-after-post.server.ts): the page shows
 * the error summary, a title starting 'Error: ' and the error beside the field, keeps what was
 * typed (never a password), and a reload or Back is a GET that never posts the form again.
 */

/** Presses `button` and waits for the post's answer: a redirect, never the page itself. */
async function postWithErrors(page: Page, button: string) {
  const posted = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: button }).click();
  const answer = await posted;
  expect(answer.status(), "the post's answer is a redirect").toBe(303);
  expect(answer.headers().location).toMatch(/[?&]errors=1(&|$)/);
  await page.waitForLoadState("domcontentloaded");
}

interface Shown {
  /** The page's title after 'Error: '. */
  title: string;
  /** Text of the error summary (a page without one: none). */
  summary?: string | RegExp;
  /** The error shown beside its field: the field's label and the message. */
  field?: { label: string | RegExp; error: string | RegExp };
  /** Inputs by label, and the value they keep. */
  kept?: [label: string, value: string][];
  /** Password inputs by label: always empty again. */
  emptied?: string[];
}

async function expectShown(page: Page, shown: Shown) {
  await expect(page).toHaveURL(/[?&]errors=1(&|#|$)/);
  await expect(page).toHaveTitle(new RegExp(`^Error: ${shown.title} \\| `));
  if (shown.summary !== undefined) {
    const summary = page.locator(".error-summary");
    await expect(summary).toBeVisible();
    await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
    await expect(summary).toContainText(shown.summary);
  }
  if (shown.field) {
    const input = page.getByLabel(shown.field.label, { exact: true });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    const described = (await input.getAttribute("aria-describedby")) ?? "";
    const errors = page.locator(
      described
        .split(" ")
        .map((id) => `[id="${id}"].field-error`)
        .join(", "),
    );
    await expect(errors).toContainText(shown.field.error);
  }
  for (const [label, value] of shown.kept ?? []) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  }
  for (const label of shown.emptied ?? []) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
  }
}

/** Reloads the page: one GET and no post; the errors and the values are still there. */
async function expectReloadShowsItAgain(page: Page, shown: Shown) {
  const sent: Request[] = [];
  const onRequest = (request: Request) => {
    if (request.isNavigationRequest()) sent.push(request);
  };
  page.on("request", onRequest);
  await page.reload();
  page.off("request", onRequest);
  expect(sent.map((request) => request.method())).toEqual(["GET"]);
  await expectShown(page, shown);
}

async function expectPostRedirectGet(page: Page, button: string, shown: Shown) {
  await postWithErrors(page, button);
  await expectShown(page, shown);
  await expectReloadShowsItAgain(page, shown);
}

test.describe("forms' errors without JavaScript: post, redirect, get @no-js-only", () => {
  test.describe.configure({ timeout: 90_000 });

  test("log in: a missing password, then a wrong one", async ({ page }, testInfo) => {
    const email = testAddress(testInfo, "login-errors");
    await page.goto("/auth?tab=login");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await expectPostRedirectGet(page, "Login", {
      title: "Log in to your account",
      summary: "Password is required",
      field: { label: "Password", error: "Password is required" },
      kept: [["Email", email]],
    });
    await page.getByLabel("Password", { exact: true }).fill("not-the-password-1");
    await expectPostRedirectGet(page, "Login", {
      title: "Log in to your account",
      summary: "Invalid email or password",
      kept: [["Email", email]],
      emptied: ["Password"],
    });
    // Back from the page with the errors goes to the page before it, and never posts.
    await page.goto("/");
    await page.goBack();
    await expect(page).toHaveTitle(/^Error: Log in to your account \| /);
  });

  test("create an account", async ({ page }) => {
    await page.goto("/auth?tab=register");
    await page.getByLabel("First name").fill("Nia");
    await page.getByLabel("Email", { exact: true }).fill("nia@");
    await page.getByLabel("Password", { exact: true }).fill("12345");
    await page.getByLabel("Confirm password").fill("12345");
    await expectPostRedirectGet(page, "Register", {
      title: "Create your account",
      summary: "Email is invalid",
      field: { label: "Email", error: "Email is invalid" },
      kept: [
        ["First name", "Nia"],
        ["Email", "nia@"],
      ],
      emptied: ["Password", "Confirm password"],
    });
  });

  test("forgotten password, and the new password from its link", async ({ page, context }, testInfo) => {
    const email = testAddress(testInfo, "reset-errors");
    await registerThroughApi(page, "Rhian", email);
    await context.clearCookies();
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill("rhian.example.com");
    await expectPostRedirectGet(page, "Send me a reset link", {
      title: "Reset your password",
      summary: "Email is invalid",
      field: { label: "Email", error: "Email is invalid" },
      kept: [["Email", "rhian.example.com"]],
    });
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send me a reset link" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();

    const [message] = await waitForEmails(email);
    const link = /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(message?.text ?? "")?.[1];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByLabel("New password", { exact: true }).fill("12345");
    await page.getByLabel("Confirm new password").fill("12345");
    await expectPostRedirectGet(page, "Set my new password", {
      title: "Choose a new password",
      summary: "Password must be at least 6 characters",
      field: { label: "New password", error: "Password must be at least 6 characters" },
      emptied: ["New password", "Confirm new password"],
    });
    // The link still works from the page with the errors.
    await page.getByLabel("New password", { exact: true }).fill("lantern-orchard-58");
    await page.getByLabel("Confirm new password").fill("lantern-orchard-58");
    await page.getByRole("button", { name: "Set my new password" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My Dashboard" })).toBeVisible();
  });

  test("change password, and delete my account unconfirmed", async ({ page }, testInfo) => {
    await registerThroughApi(page, "Owain", testAddress(testInfo, "change-errors"));
    await page.goto("/account/password");
    await page.getByLabel("Current password").fill("not-my-password-9");
    await page.getByLabel("New password", { exact: true }).fill("lantern-orchard-58");
    await page.getByLabel("Confirm new password").fill("lantern-orchard-58");
    await expectPostRedirectGet(page, "Change my password", {
      title: "Change your password",
      summary: "Your current password is not right",
      field: { label: "Current password", error: "Your current password is not right" },
      emptied: ["Current password", "New password", "Confirm new password"],
    });

    // The dashboard's delete has its error beside the box, in its open section at the foot of the
    // page, and in an error summary at its top, where the page opens, linking to the box.
    await page.goto("/dashboard");
    await page.getByText("Delete my account", { exact: true }).click();
    const unconfirmed: Shown = {
      title: "My Dashboard",
      summary: "Tick the box to confirm that you want to delete your account",
      field: {
        label: "I understand that my account and all my wills will be deleted",
        error: "Tick the box to confirm that you want to delete your account",
      },
    };
    await expectPostRedirectGet(page, "Delete my account and wills", unconfirmed);
    await page.locator(".error-summary").getByRole("link").click();
    await expect(
      page.getByLabel("I understand that my account and all my wills will be deleted"),
    ).toBeFocused();
  });

  test("the assistant's message box: a message too long", async ({ page }, testInfo) => {
    await registerThroughApi(page, "Cai", testAddress(testInfo, "chat-errors"));
    await page.goto("/ai-will");
    // The box stops at 4,000 characters as typed; a post can still carry more.
    await page.locator("#chat-input").evaluate((box) => box.removeAttribute("maxlength"));
    await page.getByLabel("Your message").fill("x".repeat(4_001));
    await expectPostRedirectGet(page, "Send", { title: "AI Will Assistant" });
    await expect(page.locator(".chat-error")).toHaveText("Please keep each message under 4000 characters.");
  });

  test("the signing record and the witness check", async ({ page }, testInfo) => {
    const email = testAddress(testInfo, "sign-errors");
    await registerThroughApi(page, "Ann", email);
    const saved = await page.request.post("/api/wills", {
      data: buildSavePayload({ email, willDocument: "<p>Will</p>" }),
    });
    expect(saved.status()).toBe(201);
    const id = ((await saved.json()) as { id: string }).id;
    await page.goto(`/wills/${id}/sign`);

    const witness = (n: number) => page.getByRole("group", { name: new RegExp(`^Witness ${n}`) });
    await witness(1).getByLabel("Their husband, wife or civil partner (optional)").fill("Carol Smith");
    await expectPostRedirectGet(page, "Check my witnesses", {
      title: "Sign your will",
      summary: "Enter the name of at least one witness",
    });
    await expect(witness(1).getByLabel("Their husband, wife or civil partner (optional)")).toHaveValue(
      "Carol Smith",
    );
    // The check itself, from the page with the errors: the report, and no 'Error: ' any more.
    await witness(1).getByLabel("Full name").fill("Dan Jones");
    await page.getByRole("button", { name: "Check my witnesses" }).click();
    await expect(page.getByRole("status").filter({ hasText: "witnesses you can use" })).toBeVisible();
    await expect(page).toHaveTitle(/^Sign your will \| /);
    await expect(page.locator(".error-summary")).toHaveCount(0);

    const record = page.getByRole("group", { name: "When did you sign your will?" });
    await record.getByLabel("Day").fill("31");
    await record.getByLabel("Month").fill("2");
    await record.getByLabel("Year").fill("2026");
    await expectPostRedirectGet(page, "Record that I have signed it", {
      title: "Sign your will",
      summary: /./,
    });
    await expect(page.locator("#signed-error")).toBeVisible();
    await expect(record.getByLabel("Day")).toHaveValue("31");
    await expect(record.getByLabel("Month")).toHaveValue("2");
    await expect(record.getByLabel("Year")).toHaveValue("2026");
  });
});

test.describe("the forms around a will: errors without JavaScript @no-js-only", () => {
  test.describe.configure({ timeout: 120_000 });

  test("post, redirect, get, with what was typed kept", async ({ page }, testInfo) => {
    await draftThroughServer(page, false, {
      ...WIDOWED_WITH_A_NEPHEW,
      email: testAddress(testInfo, "legal-errors"),
    });
    await page
      .getByRole("region", { name: "Add a legal check" })
      .getByRole("button", { name: "Add a legal check" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Add a legal check" })).toBeVisible();
    await page.getByLabel("Your name").fill("");
    await page.getByLabel("Email address").fill("carys@example.com");
    await page.getByLabel("Phone number").fill("07700 900777");
    await page.getByLabel("Anything you would like the expert to look at").fill("A flat in Spain.");
    await expectPostRedirectGet(page, "Request a legal check", {
      title: "Add a legal check",
      summary: "Enter your name",
      field: { label: "Your name", error: "Enter your name" },
      kept: [
        ["Email address", "carys@example.com"],
        ["Phone number (optional)", "07700 900777"],
        ["Anything you would like the expert to look at (optional)", "A flat in Spain."],
      ],
    });
    // Where it came from is kept: the way back is still the preview's.
    await expect(page).toHaveURL(/from=preview/);
  });

  test("'Almost Done!': the address the will is sent to", async ({ page }, testInfo) => {
    await draftThroughServer(page, false, {
      ...WIDOWED_WITH_A_NEPHEW,
      email: testAddress(testInfo, "almost-done"),
    });
    await page.getByRole("button", { name: "Get My Will Document" }).click();
    await expect(page.getByRole("heading", { name: "Almost Done!" })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel("Email address").fill("carys@");
    const news = page.getByLabel("Send me occasional news and tips about wills and estate planning");
    await news.check();
    await expectPostRedirectGet(page, "Get My Will Document", {
      title: "Almost Done!",
      summary: "Invalid email address",
      field: { label: "Email address", error: "Invalid email address" },
      kept: [["Email address", "carys@"]],
    });
    await expect(news).toBeChecked();
  });

  test("the financial health check of the assistant's will", async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    await registerThroughApi(page, "Jane", testAddress(testInfo, "health-errors"));
    const willId = await chatThroughApi(page, JANE_SMITH_CHAT);
    await page.goto(`/financial-health-check?id=${willId}`);
    await page.getByLabel("Email address").fill("jane@");
    await page.getByRole("group", { name: "Do you have life insurance?" }).getByLabel("Yes").check();
    await expectPostRedirectGet(page, "Get Final Will", {
      title: "Financial Health Check",
      summary: "Invalid email address",
      field: { label: "Email address", error: "Invalid email address" },
      kept: [["Email address", "jane@"]],
    });
    await expect(
      page.getByRole("group", { name: "Do you have life insurance?" }).getByLabel("Yes"),
    ).toBeChecked();
  });
});

/*
 * A limit that is hit is not an answer the user can put right on the page: it is answered with the
 * page itself, status 429 and Retry-After (a redirect cannot carry either), its error summary
 * saying how long to wait, with JavaScript on and off.
 */
test.describe("a limit that is hit, with and without JavaScript @no-js", () => {
  test("a sign-in after too many wrong passwords: 429 and the wait in the error summary", async ({
    page,
    context,
  }, testInfo) => {
    const javaScript = testInfo.project.name !== "no-js";
    const email = testAddress(testInfo, "limited");
    await registerThroughApi(page, "Cerys", email);
    await context.clearCookies();
    for (let guess = 1; guess <= 5; guess += 1) {
      const wrong = await page.request.post("/api/login", {
        data: { email, password: `not-the-password-${guess}` },
      });
      expect(wrong.status()).toBe(401);
    }
    await page.goto("/auth?tab=login");
    await settled(page, javaScript);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("tulip-harbour-42");
    const posted = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Login" }).click();
    const answer = await posted;
    expect(answer.status()).toBe(429);
    expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(0);
    const summary = page.locator(".error-summary");
    await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
    await expect(summary.getByRole("link")).toHaveText([
      "Too many attempts. Please wait a minute and try again.",
    ]);
    await expect(page).toHaveTitle(/^Error: Log in to your account \| /);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    // A message about the whole form links to its first field, not to the form (which takes no focus).
    await summary.getByRole("link").click();
    await expect(page.getByLabel("Email", { exact: true })).toBeFocused();
  });
});
