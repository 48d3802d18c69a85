import { describe, expect, it } from "vitest";
import { documentText, renderWill, WillFormDataSchema } from "../../../core/index.ts";
import { buildFormData } from "../../../tests/support/factories.ts";
import { sanitiseWillHtml } from "./will-html.server.ts";

describe("sanitiseWillHtml", () => {
  it("keeps the renderer's document as it is", () => {
    const formData = WillFormDataSchema.parse(buildFormData());
    const html = renderWill(formData).html;
    const clean = sanitiseWillHtml(html);
    expect(clean.startsWith('<article class="will-document">')).toBe(true);
    const body = html.slice(html.indexOf("<article"), html.indexOf("</article>") + 10);
    // The same elements with the same attributes, and the same text (entities may be written as characters).
    const tags = (markup: string) => markup.match(/<[^>]+>/g);
    expect(tags(clean)).toEqual(tags(body));
    expect(documentText(clean)).toBe(documentText(body));
  });

  it("removes scripts, event handlers, styles, links and frames from a tampered document", () => {
    const tampered =
      '<article class="will-document"><h1 onclick="steal()">Will</h1><script>alert(1)</script>' +
      '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a><p style="color:red">text</p>' +
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style></article>';
    const clean = sanitiseWillHtml(tampered);
    expect(clean).toBe('<article class="will-document"><h1>Will</h1>link<p>text</p></article>');
  });
});
