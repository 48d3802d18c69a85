import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { renderWill, WillFormDataSchema, type LegalFinding } from "../../core/index.ts";
import { InProcessRunner } from "../../workers/in-process-runner.ts";
import { action as chatCall } from "../../web/app/routes/api.chat.ts";
import { action as registerCall } from "../../web/app/routes/api.register.ts";
import { loader as stepLoader } from "../../web/app/routes/create-will.$step.tsx";
import { action as startAction } from "../../web/app/routes/create-will._index.tsx";
import { JANE_SMITH_CHAT } from "../support/conversations.ts";
import { START_DRAFT_FIELDS } from "../support/factories.ts";
import { CookieJar, formPost, jsonPost, run, testContext } from "../support/remix.ts";
import { pdfTextWithoutPageNumbers } from "../support/pdf-text.ts";
import { useRouteHarness } from "../support/route-harness.ts";

/**
 * One family's will reaches every place it is shown unchanged (docs/legal.md, "One will, every
 * path"): the chat's draft, the guided form's preview, the PDF and the PDF attached to the email
 * each hold every clause core's renderer writes, word for word. The family is the one the offline
 * assistant interviews (a single woman, her brother as executor and heir, a friend as back-up);
 * the PDF is made by Chromium and the email received by a real SMTP server.
 */
const { database: routes, sink, pipelineActivities } = useRouteHarness({ mail: true, pdf: true });
beforeAll(() => {
  delete process.env.OPENAI_API_KEY;
});

/** Text as a reader sees it: no tags, entities decoded, white space collapsed. */
function readable(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&ldquo;/g, "“")
    .replace(/&rdquo;/g, "”")
    .replace(/&rsquo;/g, "’")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Every clause and sub-clause of a rendered will, as text: what each path must hold unchanged.
 * Only the will itself (its article): the signing guidance after it is printed with the PDF only.
 */
function clausesOf(rendered: string): string[] {
  const html = rendered.slice(
    rendered.indexOf('<article class="will-document">'),
    rendered.indexOf("</article>"),
  );
  // A clause's text ends where its div ends: at the end of its line in the renderer's output.
  const texts = [...html.matchAll(/<div class="will-clause-text">([\s\S]*?)<\/div>(?:<\/li>)?\n/g)].map(
    (match) => readable(match[1] ?? ""),
  );
  const headings = [...html.matchAll(/<h2 id="will-[a-z-]+-heading">([\s\S]*?)<\/h2>/g)].map((match) =>
    readable(match[1] ?? ""),
  );
  return [...headings, ...texts];
}

async function chatWill(): Promise<{ finalWill: string; willId: string }> {
  const jar = new CookieJar();
  const registered = await run(() =>
    registerCall({
      request: jsonPost(
        "/api/register",
        { firstName: "Jane", email: "jane.paths@example.com", password: "tulip-harbour-42", username: null },
        jar,
      ),
      params: {},
      context: testContext(),
    }),
  );
  jar.absorb(registered.headers);
  const messages: { role: "user" | "assistant"; content: string }[] = [];
  let reply = { message: "", finalWill: "", willId: "" };
  for (const content of JANE_SMITH_CHAT) {
    messages.push({ role: "user", content });
    const answer = await run(() =>
      chatCall({ request: jsonPost("/api/chat", { messages }, jar), params: {}, context: testContext() }),
    );
    expect(answer.status).toBe(200);
    reply = answer.body as typeof reply;
    messages.push({ role: "assistant", content: reply.message });
  }
  expect(reply.finalWill).toBeTruthy();
  return reply;
}

describe("one family's will on every path", () => {
  it("has the same clauses in the chat's draft, the preview, the PDF and the email's PDF", async () => {
    const database = routes();
    const { finalWill, willId } = await chatWill();
    const stored = await database.prisma.will.findUniqueOrThrow({ where: { id: willId } });
    const formData = WillFormDataSchema.parse(stored.formData);
    const clauses = clausesOf(renderWill(formData).html);
    // The family's own clauses are there to compare: the executors, the residue, the signing.
    expect(clauses).toContain("3. Executors and trustees");
    expect(clauses.some((clause) => clause.startsWith("I appoint Mark Jones"))).toBe(true);
    expect(clauses.length).toBeGreaterThan(10);

    // The chat's draft, as the page shows it.
    const chat = readable(finalWill);
    for (const clause of clauses) expect(chat, "the chat's draft").toContain(clause);

    // The guided form's preview of a draft holding the same answers.
    const started = await run(() =>
      startAction({
        request: formPost("/create-will", { ...START_DRAFT_FIELDS }),
        params: {},
        context: testContext(),
      }),
    );
    const cookie = (started.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    const { formData: _whole, ...sections } = { formData, ...formData };
    await database.prisma.willDraft.updateMany({ data: { formData: sections, reached: 6, step: "preview" } });
    const preview = await run(() =>
      stepLoader({
        request: new Request("http://localhost/create-will/preview", { headers: { Cookie: cookie } }),
        params: { step: "preview" },
        context: testContext(),
      }),
    );
    expect(preview.status).toBe(200);
    const shown = preview.body as { preview: { documentHtml: string; findings: LegalFinding[] } };
    const previewText = readable(shown.preview.documentHtml);
    for (const clause of clauses) expect(previewText, "the preview").toContain(clause);

    // The chat's finalisation: the PDF (Chromium) and the email with it attached (SMTP).
    await database.prisma.will.update({ where: { id: willId }, data: { email: "jane.paths@example.com" } });
    const runner = new InProcessRunner({
      activities: pipelineActivities({ smtpTimeoutMs: 5_000, today: () => "2026-11-24" }),
      prisma: database.prisma,
      logger: pino({ level: "silent" }),
      draftTtlMs: 7 * 24 * 3_600_000,
      stepRetry: { maximumAttempts: 2, initialIntervalMs: 10, backoffCoefficient: 2, maximumIntervalMs: 50 },
      emailRetry: { maximumAttempts: 2, initialIntervalMs: 10, backoffCoefficient: 2, maximumIntervalMs: 50 },
      sleep: async () => undefined,
    });
    runner.startChatFinalisation(willId);
    await runner.whenIdle(90_000);
    const finished = await database.prisma.will.findUniqueOrThrow({ where: { id: willId } });
    expect(finished.status).toBe("emailed");
    const pdf = pdfTextWithoutPageNumbers(finished.pdf ?? new Uint8Array());
    for (const clause of clauses) expect(pdf, "the PDF").toContain(clause);

    const [email] = await sink().waitFor(1);
    const attached = email?.attachments.find((attachment) => attachment.contentType === "application/pdf");
    expect(attached?.filename).toBe("Jane Smith.pdf");
    const emailed = pdfTextWithoutPageNumbers(attached?.content ?? new Uint8Array());
    for (const clause of clauses) expect(emailed, "the email's PDF").toContain(clause);
  }, 120_000);
});
