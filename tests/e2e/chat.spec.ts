import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { JANE_SMITH_CHAT } from "../support/conversations.ts";
import { waitForHydration } from "./hydration.ts";
import { testAddress, waitForEmails } from "./mail.ts";
import { registerThroughApi } from "./sign-up.ts";
import { pdfText, settled } from "./will-form.ts";

declare global {
  interface Window {
    /** When the save's answer reached the page, and when the page moved on (performance.now()). */
    saveTimes?: { savedAt?: number; movedAt?: number };
  }
}

/*
 * The AI will assistant with no AI key (the embedded default, core's offline interview): a whole
 * conversation to the Draft Will, the financial health check, the confirmation and the email;
 * the chat's rules (Enter sends, nothing empty, one message at a time, the spec's errors); Save
 * Will; and a short chat with JavaScript off.
 */

const PASSWORD = "tulip-harbour-42";

/** Registers through the page and lands on /ai-will. */
async function signUpForChat(page: Page, testInfo: TestInfo, email: string) {
  const javaScript = testInfo.project.name !== "no-js";
  await page.goto("/ai-will");
  await settled(page, javaScript);
  await page.getByLabel("First name").fill("Jane");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "AI Will Assistant" })).toBeVisible();
  await settled(page, javaScript);
}

/**
 * Signs up through the JSON call (the browser's cookie) and opens /ai-will: for the tests whose
 * subject is the chat, not the sign-up form (the whole conversation, and the short chat with
 * JavaScript on and off, still sign up through the page).
 */
async function signUpThroughApi(page: Page, testInfo: TestInfo, email: string) {
  await registerThroughApi(page, "Jane", email);
  await page.goto("/ai-will");
  await expect(page.getByRole("heading", { level: 1, name: "AI Will Assistant" })).toBeVisible();
  await settled(page, testInfo.project.name !== "no-js");
}

const JANE = JANE_SMITH_CHAT;

const chatLog = (page: Page) => page.getByRole("log", { name: "Conversation with the will assistant" });

/** Types a message and presses Enter, then waits for the assistant's answer. */
async function say(page: Page, text: string) {
  const replies = chatLog(page).locator(".chat-message-assistant");
  const before = await replies.count();
  await page.getByLabel("Your message").fill(text);
  await page.getByLabel("Your message").press("Enter");
  await expect(replies).toHaveCount(before + 1);
}

/** Sends a message: Enter with JavaScript (waiting for the answer), the Send button's post without. */
async function send(page: Page, text: string, javaScript: boolean) {
  if (javaScript) return say(page, text);
  await page.getByLabel("Your message").fill(text);
  await page.getByRole("button", { name: "Send" }).click();
  await settled(page, javaScript);
}

test.describe("the assistant with JavaScript", () => {
  test.describe.configure({ timeout: 120_000 });

  test("chat -> Draft Will -> health check -> success, and the will arrives by email", async ({
    page,
  }, testInfo) => {
    const email = testAddress(testInfo, "chat");
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Accept analytics cookies" }).click();
    await expect(page.getByText("You've accepted analytics cookies.")).toBeVisible();

    await signUpForChat(page, testInfo, email);
    await expect(page.locator(".chat-window")).toHaveCSS("height", "260px");
    await expect(chatLog(page).locator(".chat-message-assistant").first()).toContainText("full name");
    await expect(page.getByRole("heading", { name: "Draft Will" })).toBeVisible();
    await expect(page.getByText("Your draft will appears here")).toBeVisible();

    for (const message of JANE) await say(page, message);
    await expect(chatLog(page).locator(".chat-message-assistant").last()).toContainText("your will is ready");

    const draft = page.getByRole("region", { name: "Your draft will" });
    await expect(draft).toContainText("Last Will and Testament of Jane Smith");
    await expect(draft.locator(".draft-watermark")).toHaveText("DRAFT");

    await page.getByRole("link", { name: "Get my final will" }).click();
    await expect(page).toHaveURL(/\/financial-health-check\?id=[A-Za-z0-9_-]{22}$/);
    const willId = new URL(page.url()).searchParams.get("id") ?? "";
    const kept = await page.evaluate(() => window.localStorage.getItem("willDraft"));
    expect(JSON.parse(kept ?? "{}")).toMatchObject({ willId });

    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Financial Health Check" })).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveValue(email.toLowerCase());
    await page.getByLabel("Email address").fill("");
    await page.getByRole("button", { name: "Get Final Will" }).click();
    await expect(page.getByText("Email Required: Please enter your email address").first()).toBeVisible();
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("group", { name: "Do you have life insurance?" }).getByLabel("Yes").check();
    await page.getByRole("group", { name: "Do you have income protection?" }).getByLabel("No").check();
    await page.getByRole("button", { name: "Get Final Will" }).click();

    await expect(page).toHaveURL(new RegExp(`/success\\?id=${willId}$`));
    await expect(page.getByRole("heading", { name: "Will Created Successfully" })).toBeVisible();
    const [sent] = await waitForEmails(email, 1, 60_000);
    const pdf = sent?.attachments.find((attachment) => attachment.contentType === "application/pdf");
    expect(pdfText(Buffer.from(pdf?.contentBase64 ?? "", "base64"))).toContain("Jane Smith");

    // The purchase event reached the analytics service (the test mail server stands in for it).
    const collected = (await (
      await page.request.get(`http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT}/collected`)
    ).json()) as { events: { name: string }[] }[];
    expect(collected.some((event) => event.events[0]?.name === "purchase")).toBe(true);
  });

  test("Enter sends, Shift+Enter adds a line, nothing empty is sent, and text is never HTML", async ({
    page,
  }, testInfo) => {
    await signUpThroughApi(page, testInfo, testAddress(testInfo, "keys"));
    const input = page.getByLabel("Your message");
    const userMessages = chatLog(page).locator(".chat-message-user");
    await input.fill("   ");
    await input.press("Enter");
    await expect(userMessages).toHaveCount(0);

    await input.fill("Jane <img src=x onerror=alert(1)>");
    await input.press("Shift+Enter");
    await expect(input).toHaveValue("Jane <img src=x onerror=alert(1)>\n");
    await expect(userMessages).toHaveCount(0);

    // While a reply is pending, the indicator shows and another message is not sent.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/chat", async (route) => {
      await held;
      await route.continue();
    });
    await input.press("Enter");
    await expect(page.getByRole("status").getByText("Thinking…")).toBeVisible();
    await input.fill("a second message");
    await input.press("Enter");
    await expect(userMessages).toHaveCount(1);
    release();
    await expect(page.getByText("Thinking…")).toBeHidden();
    await expect(userMessages.first().locator(".chat-text")).toHaveText("Jane <img src=x onerror=alert(1)>");
    await expect(chatLog(page).locator("img")).toHaveCount(0);
  });

  test("shows the spec's errors in red under the chat", async ({ page }, testInfo) => {
    await signUpThroughApi(page, testInfo, testAddress(testInfo, "errors"));
    const error = page.locator(".chat-error");

    await page.route("**/api/chat", (route) => route.fulfill({ status: 500, body: "Internal Server Error" }));
    await say(page, "Hello").catch(() => undefined);
    await expect(error).toHaveText("API error: 500");
    await expect(error).toHaveCSS("color", "rgb(185, 28, 28)");

    await page.unroute("**/api/chat");
    await page.route("**/api/chat", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ error: "The assistant is busy." }),
      }),
    );
    await page.getByLabel("Your message").fill("Hello again");
    await page.getByLabel("Your message").press("Enter");
    await expect(error).toHaveText("The assistant is busy.");

    await page.unroute("**/api/chat");
    await page.route("**/api/chat", (route) => route.abort());
    await page.getByLabel("Your message").fill("And again");
    await page.getByLabel("Your message").press("Enter");
    await expect(error).toHaveText("Failed to send message. Please try again.");
  });

  test("Save Will checks the address, saves, and opens the confirmation 1.5 s later", async ({
    page,
  }, testInfo) => {
    const email = testAddress(testInfo, "save");
    await signUpThroughApi(page, testInfo, email);
    for (const message of JANE) await say(page, message);
    await page.getByRole("button", { name: "Save Will" }).click();
    const dialog = page.getByRole("dialog", { name: "Save Will" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Save Will" }).click();
    await expect(dialog.getByText("Email is required").first()).toBeVisible();
    await dialog.getByLabel("Email address").fill("jane@");
    await dialog.getByRole("button", { name: "Save Will" }).click();
    await expect(dialog.getByText("Invalid email address").first()).toBeVisible();
    await dialog.getByLabel("Email address").fill(email);
    // Timed in the page, not by when the test sees each change (that lags on a loaded machine):
    // when the save's answer arrives (the delay starts after it), and when the page moves on (a
    // client-side navigation). The toast is not the start: on a busy machine it can paint late.
    await page.evaluate(() => {
      const times: NonNullable<Window["saveTimes"]> = (window.saveTimes = {});
      const fetchAnswer = window.fetch.bind(window);
      window.fetch = async (...args: Parameters<typeof fetch>) => {
        const answer = await fetchAnswer(...args);
        const [input, init] = args;
        const method = init?.method ?? (input instanceof Request ? input.method : "GET");
        if (method.toUpperCase() === "POST") times.savedAt ??= performance.now();
        return answer;
      };
      const pushState = history.pushState.bind(history);
      history.pushState = (...args: Parameters<History["pushState"]>) => {
        times.movedAt ??= performance.now();
        pushState(...args);
      };
    });
    await dialog.getByRole("button", { name: "Save Will" }).click();
    await expect(page.getByText("Your will has been saved", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/will-success\?id=[A-Za-z0-9_-]{22}$/, { timeout: 10_000 });
    const shown = await page.evaluate(
      () => (window.saveTimes?.movedAt ?? 0) - (window.saveTimes?.savedAt ?? Infinity),
    );
    expect(shown).toBeGreaterThanOrEqual(1_400);
    await expect(page.getByRole("heading", { name: "Will Created Successfully" })).toBeVisible();
    await waitForEmails(email, 1, 60_000);
  });
});

test.describe("quick replies and check your answers, with and without JavaScript @no-js", () => {
  test("a quick reply answers the question, and Change reopens an answer", async ({ page }, testInfo) => {
    await signUpThroughApi(page, testInfo, testAddress(testInfo, "quick"));
    const javaScript = testInfo.project.name !== "no-js";
    const answer = (text: string) => send(page, text, javaScript);
    for (const message of ["Jane Smith", "12/03/1980", "1 High Street, Leeds LS1 1AA"]) await answer(message);
    const quick = page.getByRole("form", { name: "Quick answers" });
    await quick.getByRole("button", { name: "Single" }).click();
    await settled(page, javaScript);
    await expect(chatLog(page).locator(".chat-message-user").last()).toHaveText("YouSingle");
    await expect(chatLog(page).locator(".chat-message-assistant").last()).toContainText(
      "Do you have a partner you're not married to?",
    );
    const answers = page.getByRole("region", { name: "Your answers" });
    await expect(answers.getByRole("definition").first()).toHaveText("Jane Smith");
    await answers.getByRole("button", { name: "Change your address" }).click();
    await settled(page, javaScript);
    await expect(chatLog(page).locator(".chat-message-assistant").last()).toContainText(
      "No problem, let's change that.",
    );
    await expect(answers.getByText("1 High Street, Leeds LS1 1AA")).toHaveCount(0);
    await answer("2 Low Lane, Leeds LS2 2BB");
    await expect(answers.getByText("2 Low Lane, Leeds LS2 2BB")).toBeVisible();
  });
});

test.describe("the replacement made executor, with and without JavaScript @no-js", () => {
  test.describe.configure({ timeout: 120_000 });

  test("keeps the address and contact given for them, and asks only for a new replacement", async ({
    page,
  }, testInfo) => {
    await signUpThroughApi(page, testInfo, testAddress(testInfo, "promote"));
    const javaScript = testInfo.project.name !== "no-js";
    const answer = (text: string) => send(page, text, javaScript);
    // Jane's executor is her brother Mark; her replacement, Sue Lee, lives at her address.
    for (const message of JANE.slice(0, -1)) await answer(message);
    const last = chatLog(page).locator(".chat-message-assistant").last();
    await answer("change my executor");
    await expect(last).toContainText("Who would you like to be your executor?");
    await answer("my friend Sue Lee");
    await expect(last).toContainText(
      "Who should be your replacement executor? For example: Kate Brown, my sister.",
    );
    await expect(last).not.toContainText("address");
    await answer("no one");
    await expect(last).toContainText("Is everything right? Say yes to finish your will");
    const answers = page.getByRole("region", { name: "Your answers" });
    const row = (label: string) =>
      answers.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
    await expect(row("Executor")).toHaveText(
      "Sue Lee (friend), 1 High Street, Leeds LS1 1AA, sue@example.com",
    );
    await expect(row("Replacement executor")).toHaveText("None");
  });
});

test.describe("the assistant without JavaScript @no-js", () => {
  test("a short chat posts each message and shows the conversation; Start again clears it", async ({
    page,
  }, testInfo) => {
    await signUpForChat(page, testInfo, testAddress(testInfo, "nojs"));
    const javaScript = testInfo.project.name !== "no-js";
    await page.getByLabel("Your message").fill("I'm Jane Smith");
    await page.getByRole("button", { name: "Send" }).click();
    await settled(page, javaScript);
    await expect(chatLog(page).locator(".chat-message-user")).toHaveText(["YouI'm Jane Smith"]);
    await expect(chatLog(page).locator(".chat-message-assistant").last()).toContainText("Thanks, Jane.");
    await page.getByLabel("Your message").fill("12/03/1980");
    await page.getByRole("button", { name: "Send" }).click();
    await settled(page, javaScript);
    await expect(chatLog(page).locator(".chat-message-assistant").last()).toContainText("Where do you live?");

    await page.getByText("Start again").click();
    await page.getByRole("button", { name: "Yes, start a new conversation" }).click();
    await settled(page, javaScript);
    await expect(chatLog(page).locator(".chat-message-user")).toHaveCount(0);
  });

  test("the cookie banner asks once, and the choice is kept", async ({ page }, testInfo) => {
    const javaScript = testInfo.project.name !== "no-js";
    await page.goto("/privacy-policy");
    const banner = page.getByRole("region", { name: "Cookies on this service" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Reject analytics cookies" }).click();
    await settled(page, javaScript);
    await expect(page.getByText("You've rejected analytics cookies.")).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Cookies on this service" })).toHaveCount(0);
    await page.goto("/privacy-policy");
    await expect(page.getByText("You have rejected analytics cookies.")).toBeVisible();
  });

  test("the health check without a will says 'Will content not found'", async ({ page }, testInfo) => {
    await signUpThroughApi(page, testInfo, testAddress(testInfo, "nowill"));
    const response = await page.goto("/financial-health-check");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Will content not found" })).toBeVisible();
  });
});
