import { expect, test } from "@playwright/test";
import { buildSavePayload } from "../support/factories.ts";
import { expectAccessible } from "./axe-page.ts";
import { settled } from "./will-form.ts";

// /wills/{id}/sign: the witness checker on a saved will, with JavaScript on and off, axe, and 404
// for a browser that may not read the will.

test.describe("the witness checker @no-js", () => {
  test.describe.configure({ timeout: 90_000 });

  test("checks each witness against the will and explains it with its statute", async ({
    page,
    browser,
  }, testInfo) => {
    const javaScript = testInfo.project.use.javaScriptEnabled !== false;
    const email = `witness.${testInfo.project.name}.${Date.now()}@example.com`;
    const registered = await page.request.post("/api/register", {
      data: { firstName: "Ann", email, password: "tulip-harbour-42", username: null },
    });
    expect(registered.status()).toBe(201);
    // Ann Smith leaves everything to her sister Carol; Bob Smith is her executor.
    const saved = await page.request.post("/api/wills", {
      data: buildSavePayload({ email, willDocument: "<p>Will</p>" }),
    });
    expect(saved.status()).toBe(201);
    const id = ((await saved.json()) as { id: string }).id;

    // The will's page links here.
    await page.goto(`/wills/${id}`);
    await settled(page, javaScript);
    await page.getByRole("link", { name: "How to sign it, and check your witnesses" }).click();
    await expect(page).toHaveURL(new RegExp(`/wills/${id}/sign$`));
    await settled(page, javaScript);
    await expect(page.getByRole("heading", { level: 1, name: "Check your witnesses" })).toBeVisible();
    const guide = page.getByRole("region", { name: "How to sign your will" });
    await expect(guide.locator("ol > li")).toHaveCount(7);
    await expect(guide.locator("ol > li").first()).toContainText("Print the will single-sided");
    await expect(guide).toContainText(
      "Sign the will and write the date, while both witnesses watch you sign.",
    );
    await expect(guide).toContainText("able to see you sign (not blind)");
    await expectAccessible(page, javaScript);

    const witness = (n: number) => page.getByRole("group", { name: new RegExp(`^Witness ${n}`) });
    await witness(1).getByLabel("Full name").fill("carol  SMITH");
    await witness(2).getByLabel("Full name").fill("Bob Smith");
    await witness(3).getByLabel("Full name").fill("Dan Jones <b>");
    await witness(3).getByLabel("Their husband, wife or civil partner (optional)").fill("Carol Smith");
    await page.getByRole("button", { name: "Check my witnesses" }).click();

    const report = page.getByRole("status").filter({ hasText: "witnesses you can use" });
    await expect(report.getByRole("heading", { level: 2 })).toHaveText("You need two witnesses you can use");
    await expect(report.getByRole("heading", { level: 3 })).toHaveText([
      "carol SMITH: Choose someone else",
      "Bob Smith: Allowed: read why",
      "Dan Jones <b>: Choose someone else",
    ]);
    await expect(report).toContainText(
      "carol SMITH gets a share of your estate in your will. If they witness it, they lose that gift (the rest of the will still stands), unless two other independent witnesses also sign. Choose someone else. (Wills Act 1837, s.15; Wills Act 1968, s.1)",
    );
    await expect(report).toContainText("(Wills Act 1837, s.17; Trustee Act 2000, s.28(4))");
    await expect(report).toContainText(
      "Dan Jones <b>'s husband, wife or civil partner, Carol Smith, gets a share",
    );
    await expect(witness(3).getByLabel("Full name")).toHaveValue("Dan Jones <b>");

    // Nothing typed: an error summary and 400, not a report.
    await witness(1).getByLabel("Full name").fill("");
    await witness(2).getByLabel("Full name").fill("");
    await witness(3).getByLabel("Full name").fill("");
    await page.getByRole("button", { name: "Check my witnesses" }).click();
    await expect(page.getByRole("alert")).toContainText("Enter the name of at least one witness");

    // The witnesses' sheet: one page, printed without the site's header.
    await page.getByRole("link", { name: "Print a one-page sheet for your witnesses" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "For the witnesses of Ann Smith's will" }),
    ).toBeVisible();
    await expect(page.getByText("You both watch Ann Smith sign and date the will")).toBeVisible();
    await expectAccessible(page, javaScript);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".site-header")).toBeHidden();
    await page.emulateMedia({ media: "screen" });

    // Another browser may not see the will.
    const stranger = await browser.newContext();
    try {
      const response = await (
        await stranger.newPage()
      ).goto(`${testInfo.project.use.baseURL}/wills/${id}/sign`);
      expect(response?.status()).toBe(404);
    } finally {
      await stranger.close();
    }
  });
});
