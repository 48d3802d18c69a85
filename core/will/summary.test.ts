import { describe, expect, it } from "vitest";
import { renderWill } from "./render.ts";
import { documentText, formatCardDate, NO_PREVIEW, willPreview, willTitle } from "./summary.ts";
import { WillFormDataSchema } from "./form-data.ts";

describe("the dashboard card's summary of a will", () => {
  it("is titled with the full name, or 'Untitled Will'", () => {
    expect(willTitle({ personalInfo: { fullName: "  Ann Smith " } })).toBe("Ann Smith");
    expect(willTitle({ personalInfo: { fullName: "" } })).toBe("Untitled Will");
    expect(willTitle({})).toBe("Untitled Will");
    expect(willTitle(null)).toBe("Untitled Will");
  });

  it("dates as 'MMM d, yyyy' on the UK calendar", () => {
    expect(formatCardDate(new Date("2026-01-09T10:00:00Z"))).toBe("Jan 9, 2026");
    expect(formatCardDate(new Date("2026-12-31T12:00:00Z"))).toBe("Dec 31, 2026");
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(formatCardDate(new Date("2026-06-30T23:30:00Z"))).toBe("Jul 1, 2026");
  });

  it("previews the first 150 characters of the document's text, then an ellipsis", () => {
    const formData = WillFormDataSchema.parse({
      personalInfo: { fullName: "Ann <b>Smith</b>", dateOfBirth: "1980-02-03", address: "1 High St" },
      familyInfo: { maritalStatus: "single" },
      residualEstate: { beneficiaries: [{ fullName: "Carol", relationship: "sister", percentage: 100 }] },
      executorInfo: {
        primary: { fullName: "Bob", relationship: "sibling", address: "2 Low St", contact: "07700" },
      },
    });
    const preview = willPreview(renderWill(formData).html);
    expect(preview.endsWith("...")).toBe(true);
    expect(preview).toHaveLength(153);
    expect(preview).toContain("Ann <b>Smith</b>");
    expect(preview).not.toContain("@page");
    expect(preview).not.toContain("&lt;");
  });

  it("says 'No preview available' without a document", () => {
    expect(willPreview(null)).toBe(NO_PREVIEW);
    expect(willPreview("")).toBe(NO_PREVIEW);
    expect(willPreview("<article> </article>")).toBe(NO_PREVIEW);
  });

  it("reads text as a reader sees it: entities decoded, tags and scripts dropped", () => {
    expect(documentText("<p>A&amp;B&#39;s &lt;will&gt;</p><script>alert(1)</script><p>end&#x21;</p>")).toBe(
      "A&B's <will> end!",
    );
    expect(
      documentText('<p>This is the will of me, <span class="will-name">Ann</span>, of Leeds.</p><p>Next</p>'),
    ).toBe("This is the will of me, Ann, of Leeds. Next");
    expect(documentText("<p>&ldquo;my executors&rdquo; &pound;325,000 Ann&rsquo;s</p>")).toBe(
      "\u201cmy executors\u201d \u00a3325,000 Ann\u2019s",
    );
  });
});
