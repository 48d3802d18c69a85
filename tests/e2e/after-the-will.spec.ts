import { expect, test } from "@playwright/test";
import { addYear, formatCalendarDate, LIFE_EVENT_REMINDER_MS, todayInLondon } from "../../core/index.ts";
import { buildSavePayload } from "../support/factories.ts";
import { expectAccessible } from "./axe-page.ts";
import { settled } from "./will-form.ts";

// After the will, with JavaScript on and off: "I have signed it" shown on the dashboard, "Is your
// will still right?", and the reminders turned on and stopped from the dashboard. What the server
// does with each post (refusals, the email, the stop link) is proved in tests/integration/aftercare.test.ts.

test.describe("after the will @no-js", () => {
  test.describe.configure({ timeout: 90_000 });

  test("records the signing, checks the will after a divorce, and turns reminders on and off", async ({
    page,
  }, testInfo) => {
    const javaScript = testInfo.project.use.javaScriptEnabled !== false;
    const email = `after.${testInfo.project.name}.${Date.now()}@example.com`;
    const registered = await page.request.post("/api/register", {
      data: { firstName: "Ann", email, password: "tulip-harbour-42", username: null },
    });
    expect(registered.status()).toBe(201);
    const saved = await page.request.post("/api/wills", {
      data: buildSavePayload({ email, willDocument: "<p>Will</p>" }),
    });
    const id = ((await saved.json()) as { id: string }).id;
    const today = todayInLondon();
    const [year = "", month = "", day = ""] = today.split("-");

    await page.goto(`/wills/${id}/sign`);
    await settled(page, javaScript);
    const when = page.getByRole("group", { name: "When did you sign your will?" });
    await when.getByLabel("Day").fill(String(Number(day)));
    await when.getByLabel("Month").fill(String(Number(month)));
    await when.getByLabel("Year").fill(year);
    await page.getByLabel("With a solicitor").check();
    await page.getByRole("button", { name: "Record that I have signed it" }).click();
    const signed = `Signed on ${formatCalendarDate(today)}, kept with a solicitor`;
    await expect(page.getByText(`${signed}. You can change this below.`)).toBeVisible();

    // The card shows what happens after the will once the will's PDF is made.
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/wills/${id}/progress`)).json()) as { status: string }).status,
        { timeout: 60_000 },
      )
      .toMatch(/^(ready|emailed)$/);
    await page.goto("/dashboard");
    await settled(page, javaScript);
    await expect(page.getByText(`${signed}.`)).toBeVisible();
    await page.getByRole("link", { name: "Is your will still right?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Is your will still right?" })).toBeVisible();
    await settled(page, javaScript);
    await page.getByLabel("I got divorced, or my civil partnership was dissolved or annulled").check();
    await page.getByRole("button", { name: "Check my will" }).click();
    const answers = page.getByRole("status").filter({ hasText: "Your will needs changing" });
    await expect(answers).toContainText("Source: Wills Act 1837, s.18A and s.18C");
    // axe once, with JavaScript on: the no-JavaScript page is the same server-rendered markup.
    if (javaScript) await expectAccessible(page, javaScript);

    await settled(page, javaScript);
    await page.getByRole("button", { name: "Email me reminders" }).click();
    const lifeEvent = todayInLondon(new Date(Date.now() + LIFE_EVENT_REMINDER_MS));
    await expect(
      page.getByText(
        `We will email you on ${formatCalendarDate(todayInLondon(addYear(new Date())))} to check your will again, and on ${formatCalendarDate(lifeEvent)} after your change.`,
        // exact: Radix also announces a toast in a passing live region holding title and text.
        { exact: true },
      ),
      // A post, a redirect and the page's loader: slower than 7 s on a busy 2-core machine.
    ).toBeVisible({ timeout: 20_000 });

    await page.goto("/dashboard");
    await settled(page, javaScript);
    await expect(page.getByText("Next reminder to check it:")).toBeVisible();
    await page.getByRole("button", { name: "Stop reminders" }).click();
    await expect(
      page.getByText("We will not email you about reviewing this will again.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("Next reminder to check it:")).toHaveCount(0);
  });
});
