import { describe, expect, it } from "vitest";
import {
  checkWillDocuments,
  distribute,
  mirrorResolvedWill,
  renderResolvedWill,
  resolveWill,
  takerLabel,
  WillFormDataSchema,
  type ResolvedWill,
} from "../../core/index.ts";
import { FAMILIES, TODAY, type Death } from "./families.ts";

/** The rendered will as a reader sees it: no tags, entities decoded, white space collapsed. */
function readable(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&ldquo;/g, "“")
    .replace(/&rdquo;/g, "”")
    .replace(/&rsquo;/g, "’")
    .replace(/\s+/g, " ");
}

function idsOf(will: ResolvedWill, names: readonly string[]): string[] {
  return names.map((name) => {
    const person = will.people.find((candidate) => candidate.fullName === name);
    if (!person) throw new Error(`${name} is not in the will`);
    return person.id;
  });
}

function takes(will: ResolvedWill, death: Death): Record<string, number> {
  const portions = distribute(will, {
    predeceased: idsOf(will, death.predeceased),
    leavingChildren: idsOf(will, death.leavingChildren ?? []),
  });
  return Object.fromEntries(portions.map(({ taker, fraction }) => [takerLabel(will, taker), fraction]));
}

describe.each(FAMILIES)("the family $name", (family) => {
  const formData = WillFormDataSchema.parse(family.formData);
  const will = resolveWill(formData);
  const mirror = mirrorResolvedWill(will);

  it("gets exactly the findings a solicitor expects, for each will", () => {
    const documents = checkWillDocuments(formData, { today: TODAY });
    const found = Object.fromEntries(
      documents.map(({ document, findings }) => [document, findings.map((finding) => finding.code)]),
    );
    expect(found).toEqual(family.findings);
  });

  if (family.clauses.length > 0)
    it("has the key clauses in the rendered will", () => {
      const text = readable(renderResolvedWill(will).html);
      for (const clause of family.clauses) expect(text).toContain(clause);
    });

  if (family.absentClauses !== undefined)
    it("has none of the clauses that would be wrong for it", () => {
      const text = readable(renderResolvedWill(will).html);
      for (const clause of family.absentClauses ?? []) expect(text).not.toContain(clause);
    });

  if (family.mirrorClauses !== undefined)
    it("has the key clauses in the mirror will", () => {
      const text = readable(mirror ? renderResolvedWill(mirror).html : "");
      for (const clause of family.mirrorClauses ?? []) expect(text).toContain(clause);
    });

  if (family.deaths.length > 0)
    it("gives the residue to the right people under each order of deaths", () => {
      for (const death of family.deaths) {
        const document = death.mirror ? mirror : will;
        expect(document, `${family.name} has a mirror will`).not.toBeNull();
        const actual = takes(document ?? will, death);
        expect(Object.keys(actual), JSON.stringify(death)).toEqual(Object.keys(death.takes));
        for (const [taker, fraction] of Object.entries(death.takes)) {
          expect(
            actual[taker],
            `${taker} when ${death.predeceased.join(", ") || "nobody"} died first`,
          ).toBeCloseTo(fraction, 9);
        }
      }
    });
});

describe("the corpus", () => {
  it("has at least 30 families, each named once", () => {
    const names = FAMILIES.map((family) => family.name);
    expect(names.length).toBeGreaterThanOrEqual(30);
    expect(new Set(names).size).toBe(names.length);
  });
});
