import { readFileSync } from "node:fs";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { waitForHydration } from "./hydration.ts";
import { testAddress } from "./mail.ts";
import { registerThroughApi } from "./sign-up.ts";
import { draftThroughServer, generateAndEmail, pdfText, settled, type Family } from "./will-form.ts";

/*
 * Accounts as a person uses them: register, the dashboard, logout and login, with JavaScript on
 * and off; the protected pages; and the whole life of a will on the dashboard (view, PDF, edit,
 * export, delete), which no other account can reach.
 */

const PASSWORD = "tulip-harbour-42";

/** The page's address is exactly this path (and query), on any host. */
function at(pathAndQuery: string): RegExp {
  return new RegExp(`^https?://[^/]+${pathAndQuery.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}

function usesJavaScript(testInfo: TestInfo): boolean {
  return testInfo.project.name !== "no-js";
}

async function open(page: Page, path: string, testInfo: TestInfo) {
  await page.goto(path);
  await settled(page, usesJavaScript(testInfo));
}

async function registerThroughPage(page: Page, testInfo: TestInfo, firstName: string, email: string) {
  await expect(page.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Register" }).click();
  await settled(page, usesJavaScript(testInfo));
}

async function loginThroughPage(page: Page, testInfo: TestInfo, email: string, password = PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await settled(page, usesJavaScript(testInfo));
}

test.describe("accounts @no-js", () => {
  test("register -> empty dashboard -> logout -> login", async ({ page }, testInfo) => {
    const email = testAddress(testInfo, "journey");
    await open(page, "/dashboard", testInfo);
    // Protected: the loader sent us to /auth, to come back to the dashboard.
    await expect(page).toHaveURL(/\/auth\?return_to=\/dashboard$/);
    await registerThroughPage(page, testInfo, "Nia", email);

    await expect(page).toHaveURL(at("/dashboard"));
    await expect(page.getByText("Account created successfully", { exact: true })).toBeVisible();
    await expect(page.getByText("You are now logged in", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "My Dashboard" })).toBeVisible();
    await expect(page.getByText("Welcome, Nia!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "My Wills" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Create New Will" })).toHaveAttribute("href", "/ai-will");
    await expect(page.getByRole("heading", { name: "Create Your First Will" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Create My First Will" })).toHaveAttribute(
      "href",
      "/ai-will",
    );

    await page.getByRole("button", { name: "Logout" }).click();
    await settled(page, usesJavaScript(testInfo));
    await expect(page).toHaveURL(at("/"));
    await expect(page.getByText("Logged out successfully", { exact: true })).toBeVisible();
    await expect(page.getByText("You have been logged out of your account", { exact: true })).toBeVisible();
    await open(page, "/dashboard", testInfo);
    await expect(page).toHaveURL(/\/auth\?return_to=\/dashboard$/);

    await page.getByRole("link", { name: "Login instead" }).click();
    await settled(page, usesJavaScript(testInfo));
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    await loginThroughPage(page, testInfo, email.toUpperCase());
    await expect(page).toHaveURL(at("/dashboard"));
    await expect(page.getByText("Logged in successfully", { exact: true })).toBeVisible();
    await expect(page.getByText("Welcome, Nia!")).toBeVisible();
  });

  test("shows the spec's messages under the fields, and keeps what was typed", async ({ page }, testInfo) => {
    await open(page, "/auth", testInfo);
    await page.getByRole("button", { name: "Register" }).click();
    await settled(page, usesJavaScript(testInfo));
    for (const [label, message] of [
      ["First name", "First name is required"],
      ["Email", "Email is required"],
      ["Password", "Password is required"],
    ] as const) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      // The message sits under its field, tied to it for screen readers.
      const error = page.locator(".field", { has: field }).locator(".field-error");
      await expect(error).toHaveText(`Error: ${message}`);
      expect(await error.evaluate((node) => node.previousElementSibling?.tagName)).toBe("INPUT");
    }
    await expect(page.getByRole("alert").getByText("There is a problem")).toBeVisible();
    // Nothing typed in either password box: the password is asked for, not said to differ.
    await expect(page.getByLabel("Confirm password")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Passwords do not match")).toHaveCount(0);

    await page.getByLabel("First name").fill("Nia");
    await page.getByLabel("Email").fill("nia@");
    await page.getByLabel("Password", { exact: true }).fill("12345");
    await page.getByLabel("Confirm password").fill("54321");
    await page.getByRole("button", { name: "Register" }).click();
    await settled(page, usesJavaScript(testInfo));
    await expect(page.getByText("Email is invalid").first()).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters").first()).toBeVisible();
    await expect(page.getByText("Passwords do not match").first()).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Nia");
    await expect(page.getByLabel("Email")).toHaveValue("nia@");

    await page.getByRole("link", { name: "Login instead" }).click();
    await settled(page, usesJavaScript(testInfo));
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await settled(page, usesJavaScript(testInfo));
    await expect(page.getByText("Email is required").first()).toBeVisible();
    await expect(page.getByText("Password is required").first()).toBeVisible();
  });

  test("a wrong password says 'Login failed' and 'Invalid email or password'", async ({ page }, testInfo) => {
    await open(page, "/auth?tab=login", testInfo);
    await loginThroughPage(page, testInfo, testAddress(testInfo, "nobody"), "not-the-password");
    await expect(page.getByText("Login failed", { exact: true })).toBeVisible();
    await expect(page.getByText("Invalid email or password").first()).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    // Without JavaScript the errors are a post, redirect, get (tests/e2e/errors-after-post.spec.ts).
    const errors = testInfo.project.name === "no-js" ? "&errors=1" : "";
    await expect(page).toHaveURL(new RegExp(`/auth\\?tab=login${errors}$`));
  });

  test("/ai-will asks for an account and comes back after registration", async ({ page }, testInfo) => {
    await open(page, "/ai-will", testInfo);
    await expect(page).toHaveURL(/\/auth\?return_to=\/ai-will$/);
    await registerThroughPage(page, testInfo, "Cai", testAddress(testInfo, "chat"));
    await expect(page).toHaveURL(at("/ai-will"));
    // Signed in, /auth passes straight on.
    await open(page, "/auth?return_to=/ai-will", testInfo);
    await expect(page).toHaveURL(at("/ai-will"));
    await open(page, "/auth?return_to=https://example.org/", testInfo);
    await expect(page).toHaveURL(at("/dashboard"));
  });
});

test.describe("the /auth page", () => {
  test("has the marketing panel on wide screens only, and tabs that work by keyboard", async ({ page }) => {
    await page.goto("/auth");
    await waitForHydration(page);
    const panel = page.getByRole("heading", { name: "Create your legal will easily and securely" });
    await expect(panel).toBeVisible();
    for (const point of ["Legally compliant for the UK.", "AI-assisted.", "Secure and encrypted."]) {
      await expect(page.getByText(point)).toBeVisible();
    }
    await page.getByRole("tab", { name: "Register" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("Log in to your account");
    await page.getByRole("link", { name: "Register now" }).click();
    await expect(page.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(panel).toBeHidden();
  });
});

const FAMILY: Family = {
  testator: {
    fullName: "Rhiannon Evans",
    dateOfBirth: "1981-05-02",
    address: "3 Quay Street, Cardiff CF10 1AA",
  },
  maritalStatus: "Single",
  children: [],
  gifts: [],
  beneficiaries: [{ fullName: "Gareth Evans", relationship: "brother", percentage: 100 }],
  contingentBeneficiaries: [],
  executor: {
    fullName: "Gareth Evans",
    relationship: "Sibling",
    address: "4 Quay Street, Cardiff",
    contact: "07700 900002",
  },
  email: "",
};

test.describe("a will on the dashboard", () => {
  // The walk makes two wills (the second an update) in the browser, each with its PDF.
  test.describe.configure({ timeout: 180_000 });

  test("is listed, viewed, downloaded, edited, exported and deleted, and no other account reaches it", async ({
    page,
    browser,
  }, testInfo) => {
    const email = testAddress(testInfo, "owner");
    await open(page, "/auth", testInfo);
    await registerThroughPage(page, testInfo, "Rhiannon", email);
    await expect(page).toHaveURL(at("/dashboard"));

    // The guided form, signed in: the will is the account's. The draft is posted page by page
    // (the form's pages are guided-form.spec.ts's subject); the preview makes the will.
    await draftThroughServer(page, true, { ...FAMILY, email });
    const willId = await generateAndEmail(page, true, { ...FAMILY, email });

    await page.getByRole("link", { name: "My Dashboard" }).first().click();
    await waitForHydration(page);
    const card = page.locator(".will-card");
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("heading", { name: "Rhiannon Evans" })).toBeVisible();
    const today = new Intl.DateTimeFormat("en-US", {
      timeZone: "Europe/London",
      month: "short",
      day: "numeric",
      year: "numeric",
    }).format(new Date());
    await expect(card.getByText(`Created ${today}`)).toBeVisible();
    const preview = await card.locator(".will-card-preview").textContent();
    expect(preview).toMatch(/^Last Will and Testament of Rhiannon Evans/);
    expect(preview?.endsWith("...")).toBe(true);
    expect(preview).toHaveLength(153);

    // PDF: downloaded, with the spec's toast.
    const downloading = page.waitForEvent("download");
    await card.getByRole("link", { name: "PDF" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("Rhiannon Evans.pdf");
    expect(pdfText(readFileSync(await download.path()))).toContain("Rhiannon Evans");
    await expect(page.getByText("Your PDF has been downloaded", { exact: true })).toBeVisible();

    // View: the document.
    await card.getByRole("link", { name: "View" }).click();
    await expect(page).toHaveURL(new RegExp(`/wills/${willId}$`));
    await expect(
      page.getByRole("heading", { level: 1, name: "Last Will and Testament of Rhiannon Evans" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Will document" })).toContainText(
      "I give my residuary estate",
    );

    // Another account sees nothing of it.
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    try {
      await registerThroughApi(strangerPage, "Eve", testAddress(testInfo, "stranger"));
      await strangerPage.goto("/dashboard");
      await expect(strangerPage.getByRole("heading", { name: "Create Your First Will" })).toBeVisible();
      const view = await strangerPage.goto(`/wills/${willId}`);
      expect(view?.status()).toBe(404);
      expect((await strangerPage.request.get(`/api/wills/${willId}/pdf`)).status()).toBe(404);
      expect((await strangerPage.request.get(`/api/wills/${willId}`)).status()).toBe(404);
      expect(await (await strangerPage.request.get("/api/my-wills")).json()).toEqual([]);
    } finally {
      await stranger.close();
    }

    // Update my will: the guided form reopens with the will's answers, as a new version.
    await page.goto("/dashboard");
    await waitForHydration(page);
    await card.getByRole("button", { name: "Update my will" }).click();
    await expect(page).toHaveURL(at("/create-will/personal"));
    await expect(page.getByText("Your will is open for editing", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("Rhiannon Evans");
    // Change the name, go straight to the preview (every page is open): it says what is different.
    await page.getByLabel("Full name").fill("Rhiannon Evans-Jones");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Family Details" })).toBeVisible();
    await page.goto("/create-will/preview");
    await waitForHydration(page);
    const madeOn = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      day: "numeric",
      month: "long",
      year: "numeric",
    }).format(new Date());
    const changes = page.getByRole("region", { name: `What is different from your will of ${madeOn}` });
    await expect(changes.getByRole("listitem")).toHaveText([
      /^Your name: Rhiannon Evans →\s?changed to Rhiannon Evans-Jones$/,
    ]);
    await expect(changes).toContainText(
      "Destroying a will on purpose also revokes it (Wills Act 1837, s.20)",
    );
    await expectNoAxeViolations(page);
    const newId = await generateAndEmail(page, true, { ...FAMILY, email });
    const newPdf = await page.request.get(`/api/wills/${newId}/pdf`);
    expect(pdfText(await newPdf.body())).toContain(
      `I revoke all my earlier wills and codicils. This will is made to replace my will prepared on ${madeOn}, which I revoke with all my other earlier wills and codicils.`,
    );
    // The dashboard: the current will, and the earlier one under it, replaced but still there.
    await page.goto("/dashboard");
    await waitForHydration(page);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(["Rhiannon Evans-Jones"]);
    await card.getByText("Earlier versions (1)").click();
    // Both dates as docs/product.md section 12 writes them ("4 May 2026"), not the card's "May 4, 2026".
    await expect(card.locator(".earlier-versions li p").first()).toHaveText(
      `Version 1, made ${madeOn}. Replaced by the will of ${madeOn}.`,
    );
    await expect(card.getByRole("link", { name: "PDF" })).toHaveCount(2);
    await card.getByRole("link", { name: "What changed in this version" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "What changed in your will" })).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    // Without JavaScript, on the same account: the will's own "Update my will" and the comparison.
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    try {
      const plain = await noScript.newPage();
      await plain.goto(`/wills/${newId}/changes`);
      await expect(plain.getByRole("heading", { level: 1, name: "What changed in your will" })).toBeVisible();
      await expect(plain.locator(".will-changes-list li")).toHaveText([
        /^Your name: Rhiannon Evans →\s?changed to Rhiannon Evans-Jones$/,
      ]);
      await plain.goto(`/wills/${willId}`);
      await expect(plain.getByText(`Replaced by the will of ${madeOn}.`)).toBeVisible();
      await plain.getByRole("link", { name: "View the newer will" }).click();
      await plain.getByRole("button", { name: "Update my will" }).click();
      await expect(plain).toHaveURL(at("/create-will/personal"));
      await expect(plain.getByLabel("Full name")).toHaveValue("Rhiannon Evans-Jones");
    } finally {
      await noScript.close();
    }

    // Export: everything, as JSON.
    await page.goto("/dashboard");
    await waitForHydration(page);
    const exporting = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download my data (JSON)" }).click();
    const exported = JSON.parse(readFileSync(await (await exporting).path(), "utf8")) as {
      account: { email: string };
      wills: { id: string }[];
    };
    expect(exported.account.email).toBe(email.toLowerCase());
    expect(exported.wills).toHaveLength(2);
    expect(exported.wills.map((will) => will.id)).toContain(willId);

    // Delete: only after confirming; then the account is gone.
    await page.getByText("Delete my account", { exact: true }).click();
    await page.getByRole("button", { name: "Delete my account and wills" }).click();
    // The message beside the box, and in the error summary at the top, which takes focus.
    const unticked = "Tick the box to confirm that you want to delete your account";
    await expect(page.locator("#confirm-delete-error")).toHaveText(`Error: ${unticked}`);
    await expect(page.locator(".error-summary")).toBeFocused();
    await expect(page.locator(".error-summary").getByRole("link", { name: unticked })).toBeVisible();
    await page.getByLabel("I understand that my account and all my wills will be deleted").check();
    await page.getByRole("button", { name: "Delete my account and wills" }).click();
    await expect(page).toHaveURL(at("/"));
    await expect(page.getByText("Your account has been deleted", { exact: true })).toBeVisible();
    await page.goto("/auth?tab=login");
    await loginThroughPage(page, testInfo, email);
    await expect(page.getByText("Invalid email or password").first()).toBeVisible();
  });

  test("shows 'Loading your wills...' while the list loads", async ({ page }, testInfo) => {
    await registerThroughApi(page, "Lowri", testAddress(testInfo, "loading"));
    await page.goto("/privacy-policy");
    await waitForHydration(page);
    // Hold the dashboard's data for a moment, as a slow connection would.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/dashboard.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: "My Dashboard" }).first().click();
    await expect(page.getByRole("status").getByText("Loading your wills...")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { name: "Create Your First Will" })).toBeVisible();
  });
});
