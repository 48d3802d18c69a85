import { expect, test } from "@playwright/test";
import { buildFormData, buildSavePayload } from "../support/factories.ts";
import { testAddress, waitForEmails } from "./mail.ts";

// The embedded default end to end: POST /api/wills runs the in-process pipeline (document, PDF,
// email over SMTP to the test mail server) with no further calls.

test.describe("a will saved through the API @no-js", () => {
  test.describe.configure({ timeout: 60_000 });

  test("is generated, shows its progress, downloads as {name}.pdf and is emailed", async ({
    page,
    playwright,
    baseURL,
  }, testInfo) => {
    const address = testAddress(testInfo, "pipeline");
    const payload = buildSavePayload({
      email: address,
      formData: buildFormData({
        personalInfo: {
          fullName: "Siân Llŷr",
          dateOfBirth: "1975-03-01",
          address: "1 Heol y Castell, Caerdydd",
        },
      }),
    });
    // As a browser on our own pages sends it: a will is emailed only to an address typed on this
    // site (docs/security.md), and a page's request carries its Origin.
    const saved = await page.request.post("/api/wills", {
      data: payload,
      headers: { Origin: baseURL ?? "" },
    });
    expect(saved.status()).toBe(201);
    const { id } = (await saved.json()) as { id: string };

    await page.goto(`/wills/${id}/progress`);
    await expect(page.getByRole("heading", { name: "Generating Your Will" })).toBeVisible();
    await expect(page.getByText("Sending information to will writer")).toBeVisible();
    // The page refreshes itself (a meta refresh without JavaScript, polling with it) until ready.
    await expect(page.getByText("Your will is ready.")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("link", { name: "Download your will (PDF)" })).toHaveAttribute(
      "href",
      `/api/wills/${id}/pdf`,
    );

    const pdf = await page.request.get(`/api/wills/${id}/pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["content-disposition"]).toContain(
      `filename*=UTF-8''${encodeURIComponent("Siân Llŷr.pdf")}`,
    );
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    const stranger = await playwright.request.newContext({ baseURL });
    try {
      expect((await stranger.get(`/api/wills/${id}/pdf`)).status()).toBe(404);
      expect((await stranger.get(`/api/wills/${id}/progress`)).status()).toBe(404);
    } finally {
      await stranger.dispose();
    }

    const progress = await page.request.get(`/api/wills/${id}/progress`);
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/wills/${id}/progress`)).json()) as { status: string }).status,
        { timeout: 30_000 },
      )
      .toBe("emailed");
    expect(progress.status()).toBe(200);

    // The email went over SMTP to the test mail server, with the PDF attached.
    const messages = await waitForEmails(address);
    const message = messages.find((candidate) => candidate.messageId.includes(`will-${id}@will-service`));
    expect(message?.to).toEqual([address]);
    expect(message?.attachments.map((attachment) => attachment.contentType)).toContain("application/pdf");
  });
});
