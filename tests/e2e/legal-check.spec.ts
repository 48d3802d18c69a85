import { expect, test } from "@playwright/test";
import { E2E_OPERATOR } from "../support/operator.ts";
import { waitForEmails } from "./mail.ts";
import { draftThroughServer, settled, WIDOWED_WITH_A_NEPHEW } from "./will-form.ts";

/*
 * The optional human legal check, from the preview to the confirmation, with JavaScript on and
 * off: the will is made first, the request form explains the paid check, and both the person and
 * the team get their email.
 */

test.describe("a legal check @no-js", () => {
  test.describe.configure({ timeout: 120_000 });

  test("is requested from the preview and confirmed, and both emails arrive", async ({ page }, testInfo) => {
    const javaScript = testInfo.project.name !== "no-js";
    const email = `legal.${testInfo.project.name}.${Date.now()}@example.com`;
    // From a draft posted page by page: the subject starts at the preview.
    await draftThroughServer(page, javaScript, { ...WIDOWED_WITH_A_NEPHEW, email });

    const offer = page.getByRole("region", { name: "Add a legal check" });
    await expect(offer).toContainText("This is a paid service.");
    await expect(offer).toContainText("once you have agreed to it");
    await offer.getByRole("button", { name: "Add a legal check" }).click();
    await expect(page).toHaveURL(/\/wills\/[A-Za-z0-9_-]{22}\/legal-check\?from=preview$/);
    await settled(page, javaScript);
    const willId = /\/wills\/([A-Za-z0-9_-]{22})\//.exec(page.url())?.[1] ?? "";

    await expect(page.getByRole("heading", { level: 1, name: "Add a legal check" })).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveValue("Carys Morgan");
    await page.getByLabel("Your name").fill("");
    await page.getByRole("button", { name: "Request a legal check" }).click();
    await settled(page, javaScript);
    await expect(page.getByText("Enter your name").first()).toBeVisible();

    await page.getByLabel("Your name").fill("Carys Morgan");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Phone number").fill("07700 900777");
    await page.getByLabel("Morning (9am to 12pm)").check();
    await page.getByLabel("Anything you would like the expert to look at").fill("My nephew lives in Canada.");
    await page.getByRole("button", { name: "Request a legal check" }).click();
    await settled(page, javaScript);
    await expect(page.getByRole("heading", { level: 1, name: "Legal check requested" })).toBeVisible();

    const [confirmation] = await waitForEmails(email);
    expect(confirmation?.subject).toBe("We have your request for a legal check");
    await expect
      .poll(async () => {
        const team = await waitForEmails("legal-checks@localhost");
        return team.some((message) => message.subject === `New legal check request: will ${willId}`);
      })
      .toBe(true);

    // Operators see the request and its status on the will (the viewer's detail call).
    const authorization = `Basic ${Buffer.from(`${E2E_OPERATOR.username}:${E2E_OPERATOR.password}`).toString("base64")}`;
    const detail = await page.request.get(`/api/db-viewer/wills/${willId}`, {
      headers: { Authorization: authorization },
    });
    expect(detail.status()).toBe(200);
    expect(((await detail.json()) as { legalChecks: unknown[] }).legalChecks).toEqual([
      expect.objectContaining({
        status: "requested",
        name: "Carys Morgan",
        phone: "07700 900777",
        contactTime: "morning",
      }),
    ]);

    // The will is still made as usual.
    await page.getByRole("link", { name: "Continue to your will" }).click();
    await expect(page.getByRole("heading", { name: /Generating Your Will|Almost Done!/ })).toBeVisible();

    // A second request for the same will is refused while the first is open.
    await page.goto(`/wills/${willId}/legal-check`);
    await expect(
      page.getByRole("heading", { level: 1, name: "A legal check is already requested" }),
    ).toBeVisible();
  });
});
