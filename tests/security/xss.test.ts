import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import {
  renderMirrorWill,
  renderWill,
  WillFormDataSchema,
  type WillFormDataInput,
} from "../../core/index.ts";
import { loader as myWillsCall } from "../../web/app/routes/api.my-wills.ts";
import { action as saveWill } from "../../web/app/routes/api.wills.ts";
import { loader as willPage } from "../../web/app/routes/wills.$id._index.tsx";
import { sanitiseWillHtml } from "../../web/app/will-form/will-html.server.ts";
import { composeWillEmail } from "../../workers/email/will-email.ts";
import { buildFormData } from "../support/factories.ts";
import { get, jsonPost, recordingPipeline, run, testContext, useRoutesWith } from "../support/remix.ts";
import { signedInBrowser } from "../support/route-harness.ts";

/**
 * Markup typed into any field never becomes markup where the text is shown (docs/security.md):
 * the rendered will and its mirror, the will's page, the account's JSON, and the email.
 */
useRoutesWith(recordingPipeline());

export const XSS_PAYLOADS = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "<svg onload=alert(1)>",
  "javascript:alert(1)",
  '<a href="javascript:alert(1)">x</a>',
  "</p><iframe src=//evil.example></iframe>",
  "'-alert(1)-'",
  "<style>*{display:none}</style>",
] as const;

/** What would run or load if a browser (or a mail client) rendered `html`. */
function activeContent(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (
        ["script", "img", "svg", "iframe", "style", "object", "embed", "link", "form", "base"].includes(name)
      ) {
        found.push(`<${name}>`);
      }
      for (const [attribute, value] of Object.entries(attributes)) {
        if (attribute.startsWith("on")) found.push(`${name}[${attribute}]`);
        if (/^\s*javascript:/i.test(value)) found.push(`${name}[${attribute}=javascript:]`);
      }
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

/** A will with every free-text field holding `payload` (with a prefix, so names stay distinct). */
function willFull(payload: string): WillFormDataInput {
  const text = (label: string) => `${label} ${payload}`;
  const person = (label: string) => ({ fullName: text(label), relationship: text(`${label} relation`) });
  return buildFormData({
    personalInfo: { fullName: text("Ann"), dateOfBirth: "1980-02-03", address: text("1 High Street") },
    familyInfo: {
      maritalStatus: "married",
      spouseName: text("Ben"),
      hasMirrorWill: true,
      spouseDateOfBirth: "1979-01-01",
      children: [
        {
          fullName: text("Cara"),
          age: 5,
          guardians: [{ ...person("Gwen"), order: 1 }],
          guardianshipRequests: text("Requests"),
        },
      ],
    },
    residualEstate: {
      beneficiaries: [{ ...person("Carol"), percentage: 100, isPrimaryBeneficiary: true }],
      contingentBeneficiaries: [{ ...person("Dan"), percentage: 100, isContingentBeneficiary: true }],
      trustInfo: { createTrust: true, inheritanceAge: 25 },
    },
    executorInfo: {
      primary: {
        fullName: text("Ed"),
        relationship: "friend",
        address: text("2 Low St"),
        contact: text("07700"),
      },
      alternate: {
        fullName: text("Fay"),
        relationship: "other",
        address: text("3 Mid St"),
        contact: text("07701"),
      },
    },
    specificGifts: [
      {
        description: text("Watch"),
        beneficiary: text("Hal"),
        relationship: text("nephew"),
        conditions: text("If"),
      },
    ],
    funeralWishes: text("Funeral"),
    otherWishes: text("Other"),
    circumstances: { partnerName: text("Pat") },
  });
}

describe.each(XSS_PAYLOADS)("the payload %j", (payload) => {
  it("stays text in the rendered will and its mirror", () => {
    // The renderer's own document has its <style>; the payload adds nothing to it.
    const render = (text: string) => {
      const formData = WillFormDataSchema.parse(willFull(text));
      return [renderWill(formData).html, renderMirrorWill(formData)?.html ?? ""];
    };
    const [plain = "", plainMirror = ""] = render("plain");
    const [will = "", mirror = ""] = render(payload);
    expect(activeContent(will)).toEqual(activeContent(plain));
    expect(activeContent(mirror)).toEqual(activeContent(plainMirror));
    expect(will).toContain("Ann ");
  });

  it("stays text in the will's email", () => {
    const email = composeWillEmail({
      to: "ann@example.com",
      testatorName: `Ann ${payload}`,
      willId: "AAAAAAAAAAAAAAAAAAAAAA",
      pdf: new Uint8Array(),
      pdfFilename: "Ann.pdf",
    });
    expect(activeContent(email.html)).toEqual([]);
  });

  it("is removed from a will document posted as HTML, on the will's page and in the account's JSON", async () => {
    const jar = await signedInBrowser(`xss${Math.random()}@example.com`);
    const request = jsonPost(
      "/api/wills",
      {
        formData: willFull("x"),
        email: "ann@example.com",
        marketingConsent: false,
        willDocument: `<p>Will</p>${payload}`,
      },
      jar,
    );
    const saved = await run(() =>
      saveWill({ request, params: {}, context: testContext(`192.0.2.${Math.floor(Math.random() * 250)}`) }),
    );
    expect(saved.status).toBe(201);
    const id = (saved.body as { id: string }).id;
    const page = await run(() =>
      willPage({ request: get(`/wills/${id}`, jar), params: { id }, context: testContext() }),
    );
    const { documentHtml } = page.body as { documentHtml: string };
    expect(documentHtml).toContain("Will");
    expect(activeContent(documentHtml)).toEqual([]);
    const mine = await run(() =>
      myWillsCall({ request: get("/api/my-wills", jar), params: {}, context: testContext() }),
    );
    const [stored] = mine.body as { willDocument: string }[];
    expect(activeContent(stored?.willDocument ?? "")).toEqual([]);
  });
});

it("the checker itself finds what it looks for", () => {
  expect(activeContent(XSS_PAYLOADS.join(""))).toEqual(
    expect.arrayContaining([
      "<script>",
      "img[onerror]",
      "<svg>",
      "svg[onload]",
      "a[href=javascript:]",
      "<iframe>",
      "<style>",
    ]),
  );
  expect(sanitiseWillHtml(XSS_PAYLOADS.join(""))).not.toMatch(/<(script|img|svg|iframe|style)/);
});
