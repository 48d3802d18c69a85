import net from "node:net";
import { expect, test } from "@playwright/test";
import { buildSavePayload } from "../support/factories.ts";
import { statusLines } from "../support/raw-http.ts";
import { postPersonal, settled } from "./will-form.ts";

/**
 * The guards of docs/security.md against the real production server: methods, an early 413 on a
 * kept-alive connection, a method Node's parser does not know, odd input, the redirect bypass, and
 * a will and a form draft made on a shared computer offered after sign-in, with and without
 * JavaScript.
 */
function serverAddress(baseURL: string | undefined): { host: string; port: number; origin: string } {
  const url = new URL(String(baseURL));
  return { host: url.hostname, port: Number(url.port), origin: url.origin };
}

/** Raw bytes on one kept-alive connection; the status lines as they arrive, within `ms`. */
async function rawExchange(
  baseURL: string | undefined,
  chunks: (string | Buffer)[],
  count: number,
  ms: number,
) {
  const { host, port } = serverAddress(baseURL);
  const socket = net.connect(port, host);
  let received = "";
  socket.on("data", (chunk: Buffer) => {
    received += chunk.toString("latin1");
  });
  for (const chunk of chunks) socket.write(chunk);
  const deadline = Date.now() + ms;
  try {
    await expect
      .poll(() => statusLines(received).length, {
        timeout: Math.max(1, deadline - Date.now()),
      })
      .toBeGreaterThanOrEqual(count);
    return { statuses: statusLines(received), text: received };
  } finally {
    socket.destroy();
  }
}

test.describe("the HTTP layer", () => {
  test("TRACE answers 405 with the allowed methods", async ({ baseURL }) => {
    const { text } = await rawExchange(baseURL, ["TRACE / HTTP/1.1\r\nHost: localhost\r\n\r\n"], 1, 5_000);
    expect(text).toMatch(/^HTTP\/1\.1 405 /);
    expect(text).toContain("Allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
  });

  test("TRACK, a method Node's parser does not know, answers 405 too", async ({ baseURL }) => {
    const { text } = await rawExchange(baseURL, ["TRACK / HTTP/1.1\r\nHost: localhost\r\n\r\n"], 1, 5_000);
    expect(text).toMatch(/^HTTP\/1\.1 405 /);
    expect(text).toContain("Allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
  });

  test("after an early 413 the next request on the same connection is answered at once", async ({
    baseURL,
  }) => {
    const body = Buffer.alloc(1_200_000, "a");
    const { statuses } = await rawExchange(
      baseURL,
      [
        `POST /api/wills HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        body,
        "GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n",
      ],
      2,
      3_000,
    );
    expect(statuses).toEqual(["HTTP/1.1 413", "HTTP/1.1 200"]);
  });

  test("odd input is a 400 naming the field, never a 500", async ({ request }) => {
    const payload = buildSavePayload();
    payload.formData.personalInfo.fullName = "Ann\u0000Smith";
    const saved = await request.post("/api/wills", { data: payload });
    expect(saved.status()).toBe(400);
    expect(Object.keys((await saved.json()).fieldErrors)).toEqual(["formData.personalInfo.fullName"]);
    expect((await request.get("/wills/%00")).status()).toBe(400);
  });

  test("the cookie banner's redirect bypasses end on this site", async ({ request, baseURL }) => {
    const { origin } = serverAddress(baseURL);
    for (const redirectTo of ["/%09/evil.example", "/\t/evil.example", "//evil.example", "/\\evil.example"]) {
      const answer = await request.post("/cookie-consent", {
        form: { choice: "reject", redirectTo },
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(302);
      expect(new URL(answer.headers().location ?? "", "https://wills.example").origin).toBe(
        "https://wills.example",
      );
    }
  });

  test("the Origin check compares the scheme too", async ({ request, baseURL }) => {
    const { origin } = serverAddress(baseURL);
    const answer = await request.post("/api/wills", {
      data: buildSavePayload(),
      headers: { Origin: origin.replace(/^http:/, "https:") },
    });
    expect(answer.status()).toBe(403);
  });
});

test.describe("a shared computer @no-js", () => {
  test("a will made without an account is offered after someone signs in, and added only on a yes", async ({
    page,
    baseURL,
  }, testInfo) => {
    const javaScript = testInfo.project.name !== "no-js";
    const { origin } = serverAddress(baseURL);
    const payload = buildSavePayload({ email: `maker.${testInfo.project.name}.${Date.now()}@example.com` });
    payload.formData.personalInfo.fullName = "Jane Smith";
    // Jane makes her will in this browser (its cookies), without an account.
    const saved = await page.request.post("/api/wills", { data: payload, headers: { Origin: origin } });
    expect(saved.status()).toBe(201);

    await page.goto("/auth");
    await settled(page, javaScript);
    await page.getByLabel("First name").fill("Sam");
    await page.getByLabel("Email").fill(`sam.${testInfo.project.name}.${Date.now()}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("tulip-harbour-42");
    await page.getByLabel("Confirm password").fill("tulip-harbour-42");
    await page.getByRole("button", { name: "Register" }).click();
    await settled(page, javaScript);
    await expect(page.getByRole("heading", { name: "Wills made on this browser" })).toBeVisible();
    const today = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      timeZone: "Europe/London",
    }).format(new Date());
    await expect(
      page.getByText(`Add the will for Jane Smith, made on ${today}, to your account?`),
    ).toBeVisible();
    await expect(page.locator(".will-card")).toHaveCount(0);

    await page.getByRole("button", { name: "Yes, add it" }).click();
    await settled(page, javaScript);
    await expect(page.getByRole("heading", { name: "Wills made on this browser" })).toHaveCount(0);
    await expect(page.locator(".will-card").getByRole("heading", { name: "Jane Smith" })).toBeVisible();
  });
});

test.describe("a form draft on a shared computer @no-js", () => {
  test("is offered after someone signs in, not shown in their form, and added only on a yes", async ({
    page,
  }, testInfo) => {
    const javaScript = testInfo.project.name !== "no-js";
    // Jane starts the guided form in this browser without an account and does its first page
    // (posted as the form posts them: other specs walk the form).
    await postPersonal(page, {
      fullName: "Jane Smith",
      dateOfBirth: "1970-03-03",
      address: "1 High Street, Leeds",
    });

    await page.goto("/auth");
    await settled(page, javaScript);
    await page.getByLabel("First name").fill("Sam");
    await page.getByLabel("Email").fill(`sam.draft.${testInfo.project.name}.${Date.now()}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("tulip-harbour-42");
    await page.getByLabel("Confirm password").fill("tulip-harbour-42");
    await page.getByRole("button", { name: "Register" }).click();
    await settled(page, javaScript);
    const today = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      timeZone: "Europe/London",
    }).format(new Date());
    await expect(
      page.getByText(`Add the unfinished will for Jane Smith, started on ${today}, to your account?`),
    ).toBeVisible();

    // Signed in, the form does not open Jane's answers.
    await page.goto("/create-will/personal");
    await settled(page, javaScript);
    // (He has no draft of his own, so the form starts again with its questions.)
    expect(await page.content()).not.toContain("Jane Smith");

    await page.goto("/dashboard");
    await settled(page, javaScript);
    await page.getByRole("button", { name: "Yes, add it" }).click();
    await expect(page).toHaveURL(/\/create-will\/family$/, { timeout: 20_000 });
    await settled(page, javaScript);
    await page.goto("/create-will/personal");
    await settled(page, javaScript);
    await expect(page.getByLabel("Your full name")).toHaveValue("Jane Smith");
  });
});
