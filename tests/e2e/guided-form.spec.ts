import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { testAddress, waitForEmails } from "./mail.ts";
import { registerThroughApi } from "./sign-up.ts";
import { draftThroughServer, fillWill, generateAndEmail, pdfText, type Family } from "./will-form.ts";

// The guided form end to end, from /create-will to a downloaded PDF and an email at the test SMTP
// server. Tagged @no-js: each runs once with JavaScript on (project chromium) and once with it off.

const SINGLE: Family = {
  testator: { fullName: "Olwen Price", dateOfBirth: "1979-06-14", address: "4 Mill Lane, Swansea SA1 1AA" },
  maritalStatus: "Single",
  children: [],
  gifts: [
    { description: "My grandmother's silver watch", beneficiary: "Rhys Price", relationship: "nephew" },
  ],
  beneficiaries: [{ fullName: "Megan Price", relationship: "sister", percentage: 100 }],
  contingentBeneficiaries: [{ fullName: "Shelter Cymru", relationship: "charity", percentage: 100 }],
  executor: {
    fullName: "Megan Price",
    relationship: "Sibling",
    address: "5 Mill Lane, Swansea",
    contact: "07700 900001",
  },
  email: "olwen",
};

const MARRIED: Family = {
  testator: {
    fullName: "Daniel Okafor",
    dateOfBirth: "1984-01-20",
    address: "12 Elm Road, Manchester M1 2AB",
  },
  maritalStatus: "Married or in a civil partnership",
  spouse: { fullName: "Grace Okafor", dateOfBirth: "1986-09-02" },
  children: [
    { fullName: "Chidi Okafor", age: 9, guardians: [{ fullName: "Ngozi Adeyemi", relationship: "sister" }] },
    { fullName: "Ada Okafor", age: 6, guardians: [{ fullName: "Ngozi Adeyemi", relationship: "sister" }] },
  ],
  gifts: [],
  beneficiaries: [],
  contingentBeneficiaries: [],
  trustAge: 21,
  executor: {
    fullName: "Grace Okafor",
    relationship: "Spouse",
    address: "12 Elm Road, Manchester",
    contact: "grace@example.com",
  },
  alternate: {
    fullName: "Ngozi Adeyemi",
    relationship: "Sibling",
    address: "3 Oak Street, Leeds",
    contact: "07700 900002",
  },
  email: "daniel",
};

const COHABITING: Family = {
  testator: {
    fullName: "Sam Taylor",
    dateOfBirth: "1990-11-30",
    address: "Flat 2, 8 Queen Street, Bristol BS1 4AA",
  },
  maritalStatus: "Single",
  children: [
    { fullName: "Lily Taylor", age: 3, guardians: [{ fullName: "Jo Bennett", relationship: "partner" }] },
  ],
  gifts: [{ description: "£2,000", beneficiary: "Ella Taylor", relationship: "mother" }],
  beneficiaries: [
    { fullName: "Jo Bennett", relationship: "partner", percentage: 50 },
    { fullName: "Lily Taylor", relationship: "daughter", percentage: 50 },
  ],
  contingentBeneficiaries: [{ fullName: "Ella Taylor", relationship: "mother", percentage: 100 }],
  trustAge: 25,
  executor: {
    fullName: "Jo Bennett",
    relationship: "Friend",
    address: "Flat 2, 8 Queen Street, Bristol",
    contact: "jo@example.com",
  },
  email: "sam",
};

/** The preview's summary of answers (the will document below it repeats the names). */
const summary = (page: Page) => page.locator(".summary-section");

async function downloadPdf(page: Page, label: string): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: label }).click(),
  ]);
  const file = await download.path();
  return readFileSync(file);
}

test.describe("the guided form @no-js", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a single person: preview, PDF and email", async ({ page }, testInfo) => {
    const javaScript = testInfo.project.use.javaScriptEnabled !== false;
    const family = { ...SINGLE, email: testAddress(testInfo, "olwen") };
    await fillWill(page, javaScript, family);

    await expect(page.getByRole("heading", { name: "Last Will and Testament", exact: true })).toBeVisible();
    const document = page.locator(".will-preview-document");
    await expect(document).toContainText("Last Will and Testament of Olwen Price");
    await expect(document).toContainText("My grandmother's silver watch");
    await expect(summary(page).getByText("Megan Price (sister): 100%")).toBeVisible();

    const id = await generateAndEmail(page, javaScript, family);
    const pdf = await downloadPdf(page, "Download Your Will (PDF)");
    const text = pdfText(pdf);
    expect(text).toContain("Last Will and Testament of Olwen Price");
    expect(text).toContain("Megan Price");

    const [email] = await waitForEmails(family.email);
    expect(email?.messageId).toContain(`will-${id}@`);
    const attached = email?.attachments.find((attachment) => attachment.contentType === "application/pdf");
    expect(pdfText(Buffer.from(attached?.contentBase64 ?? "", "base64"))).toContain("Olwen Price");
  });

  test("a married couple with two children and a mirror will", async ({ page }, testInfo) => {
    const javaScript = testInfo.project.use.javaScriptEnabled !== false;
    const family = { ...MARRIED, email: testAddress(testInfo, "daniel") };
    // From a draft posted page by page (the other two walk the form in the browser): the subject
    // here is what the preview, the PDFs and the email make of these answers.
    await draftThroughServer(page, javaScript, family);

    // Leaving the estate step with no names: the spouse is primary with 100%, the children share the rest.
    await expect(summary(page).getByText("Grace Okafor (spouse): 100%")).toBeVisible();
    await expect(summary(page).getByText("Chidi Okafor (child): 50%")).toBeVisible();
    await expect(summary(page).getByText("Ada Okafor (child): 50%")).toBeVisible();
    await expect(summary(page).getByText("Yes: children inherit at 21")).toBeVisible();
    await expect(summary(page).getByText("Mirror will")).toBeVisible();

    await generateAndEmail(page, javaScript, family);
    const text = pdfText(await downloadPdf(page, "Download Your Will (PDF)"));
    expect(text).toContain("Last Will and Testament of Daniel Okafor");
    expect(text).toContain("Grace Okafor");
    expect(text).toContain("Chidi Okafor");
    const mirror = pdfText(await downloadPdf(page, "Download the Mirror Will (PDF)"));
    expect(mirror).toContain("Last Will and Testament of Grace Okafor");

    const [email] = await waitForEmails(family.email);
    const pdfs =
      email?.attachments.filter((attachment) => attachment.contentType === "application/pdf") ?? [];
    expect(pdfs.length).toBeGreaterThanOrEqual(1);
    expect(pdfText(Buffer.from(pdfs[0]?.contentBase64 ?? "", "base64"))).toContain("Daniel Okafor");
  });

  test("a cohabiting parent", async ({ page }, testInfo) => {
    const javaScript = testInfo.project.use.javaScriptEnabled !== false;
    const family = { ...COHABITING, email: testAddress(testInfo, "sam") };
    await fillWill(page, javaScript, family);
    await expect(summary(page).getByText("Jo Bennett (partner): 50%")).toBeVisible();
    await expect(summary(page).getByText("Lily Taylor, age 3. Guardians: Jo Bennett")).toBeVisible();

    await generateAndEmail(page, javaScript, family);
    const text = pdfText(await downloadPdf(page, "Download Your Will (PDF)"));
    expect(text).toContain("Last Will and Testament of Sam Taylor");
    expect(text).toContain("Jo Bennett");
    expect(text).toContain("Lily Taylor");
    const [email] = await waitForEmails(family.email);
    expect(email?.subject).toBeTruthy();
  });
});

test.describe("'Get My Will Document' posted twice at once @no-js-only", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a double click without JavaScript makes one will, and both posts go to it", async ({
    page,
  }, testInfo) => {
    await registerThroughApi(page, "Olwen", testAddress(testInfo, "twice"));
    await draftThroughServer(page, false, { ...SINGLE, email: "" });
    const origin = new URL(testInfo.project.use.baseURL ?? "").origin;
    // The two posts a double click sends, as the browser sends them, at the same time.
    const press = () =>
      page.request.post("/create-will/preview", {
        form: { _action: "generate" },
        headers: { Origin: origin, "Sec-Fetch-Mode": "navigate" },
        maxRedirects: 0,
      });
    const answers = await Promise.all([press(), press()]);
    expect(answers.map((answer) => answer.status())).toEqual([302, 302]);
    const [first, second] = answers.map((answer) => answer.headers().location);
    expect(first).toMatch(/^\/wills\/[A-Za-z0-9_-]{22}\/progress$/);
    expect(second).toBe(first);
    const wills = (await (await page.request.get("/api/my-wills")).json()) as { id: string }[];
    expect(wills.map(({ id }) => `/wills/${id}/progress`)).toEqual([first]);
  });
});
