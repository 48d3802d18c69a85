import { describe, expect, it } from "vitest";
import { DEFAULT_INHERITANCE_AGE, SURVIVORSHIP_DAYS, WITNESSES_REQUIRED } from "../legal/figures.ts";
import { WillFormDataSchema, type WillFormData, type WillFormDataInput } from "./form-data.ts";
import { resolveWill } from "./people.ts";
import {
  escapeHtml,
  formatPercentage,
  mirrorFormData,
  renderMirrorWill,
  renderWill,
  WILL_SECTION_IDS,
} from "./render.ts";

/** A valid single testator, no children, one beneficiary; override any part. */
function buildInput(overrides: Partial<WillFormDataInput> = {}): WillFormDataInput {
  return {
    personalInfo: {
      fullName: "Ann Smith",
      dateOfBirth: "1980-02-03",
      address: "1 High Street, Leeds LS1 1AA",
    },
    familyInfo: { maritalStatus: "single", hasMirrorWill: false, children: [] },
    residualEstate: {
      beneficiaries: [{ fullName: "Carol Smith", relationship: "Sister", percentage: 100 }],
      contingentBeneficiaries: [],
      trustInfo: { createTrust: false, inheritanceAge: DEFAULT_INHERITANCE_AGE },
    },
    executorInfo: {
      primary: {
        fullName: "Bob Smith",
        relationship: "sibling",
        address: "2 Low Street, Leeds",
        contact: "07700 900123",
      },
    },
    specificGifts: [],
    ...overrides,
  };
}

function will(overrides: Partial<WillFormDataInput> = {}): WillFormData {
  return WillFormDataSchema.parse(buildInput(overrides));
}

/** A married couple with two young children and mirror wills: the spouse first, the children next. */
function marriedWill(overrides: Partial<WillFormDataInput> = {}): WillFormData {
  return will({
    personalInfo: {
      fullName: "David Clarke",
      dateOfBirth: "1982-03-14",
      address: "27 Orchard Way, Harrogate",
    },
    familyInfo: {
      maritalStatus: "married",
      spouseName: "Sarah Clarke",
      hasMirrorWill: true,
      children: [
        {
          fullName: "Oliver Clarke",
          age: 9,
          guardians: [{ fullName: "Helen Marsh", relationship: "Friend", order: 1 }],
        },
        {
          fullName: "Noah Clarke",
          age: 4,
          guardians: [{ fullName: "Helen Marsh", relationship: "Friend", order: 1 }],
        },
      ],
    },
    residualEstate: {
      beneficiaries: [{ fullName: "Sarah Clarke", relationship: "Wife", percentage: 100 }],
      contingentBeneficiaries: [
        { fullName: "Oliver Clarke", relationship: "Son", percentage: 50 },
        { fullName: "Noah Clarke", relationship: "Son", percentage: 50 },
      ],
      trustInfo: { createTrust: true, inheritanceAge: DEFAULT_INHERITANCE_AGE },
    },
    executorInfo: {
      primary: {
        fullName: "Sarah Clarke",
        relationship: "spouse",
        address: "27 Orchard Way, Harrogate",
        contact: "07700 900456",
      },
      alternate: {
        fullName: "Peter Clarke",
        relationship: "sibling",
        address: "5 Mill Lane, Ripon",
        contact: "07700 900789",
      },
    },
    specificGifts: [{ description: "my golf clubs", beneficiary: "Peter Clarke", relationship: "Brother" }],
    funeralWishes: "Burial in Ripon.",
    ...overrides,
  });
}

function htmlOf(formData: WillFormData): string {
  return renderWill(formData).html;
}

/** The markup of one part of the document, by its id, up to the end of its section. */
function part(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  if (start < 0) return "";
  return html.slice(start, html.indexOf("</section>", start));
}

/** Markup without tags and with the entities this renderer uses decoded, for reading sentences. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&ldquo;|&rdquo;/g, '"')
    .replace(/&rsquo;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

describe("escapeHtml", () => {
  it("escapes & < > \" and '", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;",
    );
  });

  it("leaves other characters, including Welsh letters, as they are", () => {
    expect(escapeHtml("Siân Llŷr, Ŵyn & Ŷ")).toBe("Siân Llŷr, Ŵyn &amp; Ŷ");
  });
});

describe("formatPercentage", () => {
  it("shows up to 2 decimals without trailing zeros", () => {
    expect(formatPercentage(100)).toBe("100%");
    expect(formatPercentage(100 / 3)).toBe("33.33%");
    expect(formatPercentage(12.5)).toBe("12.5%");
    expect(formatPercentage(66.666)).toBe("66.67%");
    expect(formatPercentage(0)).toBe("0%");
    expect(formatPercentage(0.05)).toBe("0.05%");
  });
});

describe("the document", () => {
  it("is a complete standalone UTF-8 HTML document for A4 print with no external resources", () => {
    const html = htmlOf(will());
    expect(html.startsWith('<!doctype html>\n<html lang="en-GB">')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain("@page { size: A4;");
    expect(html).toContain("break-before: page");
    expect(html).toMatch(/font-family: Georgia, "Times New Roman", Times, serif/);
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
    for (const external of ["http:", "https:", "//", "<link", "<script", "<img", "src=", "url(", "@import"]) {
      expect(html).not.toContain(external);
    }
  });

  it("is titled 'Last Will and Testament of' the testator and opens with their name and address", () => {
    const rendered = renderWill(will());
    expect(rendered.title).toBe("Last Will and Testament of Ann Smith");
    expect(rendered.html).toContain("<title>Last Will and Testament of Ann Smith</title>");
    expect(rendered.html).toContain('<h1 class="will-title">Last Will and Testament of Ann Smith</h1>');
    expect(text(part(rendered.html, WILL_SECTION_IDS.personal))).toContain(
      "This is the last will of me, Ann Smith, of 1 High Street, Leeds LS1 1AA.",
    );
  });

  it("does not include the date of birth", () => {
    const html = htmlOf(will());
    expect(html).not.toContain("1980-02-03");
    expect(html).not.toMatch(/date of birth|born on/i);
  });

  it("puts an address typed on several lines on one line", () => {
    const html = htmlOf(
      will({
        personalInfo: {
          fullName: "Ann Smith",
          dateOfBirth: "1980-02-03",
          address: "1 High Street\r\nLeeds\n\nLS1 1AA",
        },
      }),
    );
    expect(html).toContain("of 1 High Street, Leeds, LS1 1AA.");
  });

  it("is deterministic: the same input renders byte for byte the same", () => {
    const formData = marriedWill();
    const first = renderWill(formData);
    const again = renderWill(structuredClone(formData));
    expect(again).toEqual(first);
    expect(renderMirrorWill(formData)).toEqual(renderMirrorWill(structuredClone(formData)));
  });

  it("numbers its clauses in order, starting with revoking earlier wills", () => {
    const html = htmlOf(marriedWill());
    const numbers = [
      ...html.matchAll(/<h2 id="will-[a-z-]+-heading"><span class="will-clause-number">(\d+)\.<\/span>/g),
    ].map((match) => Number(match[1]));
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    expect(text(part(html, WILL_SECTION_IDS.revocation))).toContain(
      "I revoke all my earlier wills and codicils.",
    );
  });
});

describe("user input is escaped everywhere", () => {
  const script = `<script>alert("x")</script>`;

  function everythingIs(value: string): WillFormData {
    return will({
      personalInfo: { fullName: value, dateOfBirth: "1980-02-03", address: value },
      familyInfo: {
        maritalStatus: "married",
        spouseName: `${value} spouse`,
        hasMirrorWill: true,
        children: [
          {
            fullName: `${value} child`,
            age: 3,
            guardians: [{ fullName: `${value} guardian`, relationship: value, order: 1 }],
            guardianshipRequests: value,
          },
        ],
      },
      residualEstate: {
        beneficiaries: [{ fullName: `${value} spouse`, relationship: value, percentage: 100 }],
        contingentBeneficiaries: [{ fullName: `${value} child`, relationship: value, percentage: 100 }],
        trustInfo: { createTrust: true, inheritanceAge: DEFAULT_INHERITANCE_AGE },
      },
      executorInfo: {
        primary: { fullName: `${value} executor`, relationship: "friend", address: value, contact: value },
        alternate: {
          fullName: `${value} alternate`,
          relationship: "professional",
          address: value,
          contact: value,
        },
      },
      specificGifts: [
        { description: value, beneficiary: `${value} friend`, relationship: value, conditions: value },
      ],
      funeralWishes: value,
      otherWishes: value,
      circumstances: { expectedMarriageTo: value, partnerName: value },
    });
  }

  it("never lets a <script> name through unescaped, in the will or the mirror will", () => {
    const formData = everythingIs(script);
    const documents = [renderWill(formData), renderMirrorWill(formData)];
    for (const rendered of documents) {
      expect(rendered).not.toBeNull();
      const html = rendered?.html ?? "";
      expect(html).not.toContain("<script");
      expect(html).not.toContain("</script");
      expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    }
    // The title is plain text for the caller to escape; the document's <title> is escaped.
    expect(renderWill(formData).title).toBe(`Last Will and Testament of ${script}`);
  });

  it("escapes quotes and apostrophes, so no user text can end an attribute", () => {
    const html = htmlOf(everythingIs(`Anne "Nan" O'Hara`));
    expect(html).toContain("Anne &quot;Nan&quot; O&#39;Hara");
    expect(html).not.toContain(`"Nan"`);
    expect(html).not.toContain("O'Hara");
  });

  it("round-trips a Welsh name", () => {
    const rendered = renderWill(
      will({
        personalInfo: {
          fullName: "Siân Llŷr",
          dateOfBirth: "1980-02-03",
          address: "Heol y Frenhines, Caerdydd",
        },
      }),
    );
    expect(rendered.title).toBe("Last Will and Testament of Siân Llŷr");
    expect(rendered.html).toContain(
      'This is the last will of me, <span class="will-name">Siân Llŷr</span>, of Heol y Frenhines, Caerdydd.',
    );
    expect(new TextDecoder().decode(new TextEncoder().encode(rendered.html))).toBe(rendered.html);
  });

  it("renders a 200-character name, the longest the schema accepts", () => {
    const longName = `${"Bartholomew ".repeat(16)}Smithsonian-Worthington`.slice(0, 200);
    expect(longName).toHaveLength(200);
    const html = htmlOf(
      will({ personalInfo: { fullName: longName, dateOfBirth: "1980-02-03", address: "1 High St" } }),
    );
    expect(html).toContain(`<h1 class="will-title">Last Will and Testament of ${longName}</h1>`);
    expect(html).toContain("overflow-wrap: anywhere");
    const tooLong = WillFormDataSchema.safeParse(
      buildInput({
        personalInfo: { fullName: "A".repeat(2000), dateOfBirth: "1980-02-03", address: "1 High St" },
      }),
    );
    expect(tooLong.success).toBe(false);
  });
});

describe("clauses present or absent by input", () => {
  it("has no guardian clause or children's trust without children, and says so", () => {
    const html = htmlOf(
      will({
        residualEstate: {
          beneficiaries: [{ fullName: "Carol Smith", relationship: "Sister", percentage: 100 }],
          contingentBeneficiaries: [],
          trustInfo: { createTrust: true, inheritanceAge: 25 },
        },
      }),
    );
    expect(html).not.toContain(`id="${WILL_SECTION_IDS.guardians}"`);
    // Every will holds a share for anyone under 18; only the children's trust needs children.
    expect(text(part(html, WILL_SECTION_IDS.trust)).replace(/\s+/g, " ")).toContain(
      "Beneficiaries under 18 5.1Anyone who becomes entitled to any part of my estate under this will while under 18 is entitled to it, but my trustees will hold it for them until they reach 18.",
    );
    expect(html).not.toContain("Trust for my children");
    expect(text(part(html, WILL_SECTION_IDS.family))).toContain("I have no children.");
  });

  it("appoints guardians in order of choice for children under 18, with the Children Act note", () => {
    const formData = will({
      familyInfo: {
        maritalStatus: "single",
        hasMirrorWill: false,
        children: [
          {
            fullName: "Zara Smith",
            age: 2,
            guardians: [
              { fullName: "Second Choice", relationship: "Brother", order: 2 },
              { fullName: "First Choice", relationship: "Mother", order: 1 },
            ],
            guardianshipRequests: "Keep her at her nursery.",
          },
          {
            fullName: "Adult Smith",
            age: 19,
            guardians: [{ fullName: "Nobody Needed", relationship: "Friend", order: 1 }],
          },
        ],
      },
    });
    const guardians = text(part(htmlOf(formData), WILL_SECTION_IDS.guardians));
    expect(guardians).toContain(
      "I appoint First Choice (Mother) to be the guardian of my child Zara Smith while under 18. If First Choice cannot or will not act, or has died, I appoint Second Choice (Brother) instead.",
    );
    expect(guardians).toContain(
      "Under the Children Act 1989, s.5, an appointment in this clause takes effect when I die if no other parent with parental responsibility for the child survives me, or if a child arrangements order in force when I die names me as the person with whom the child lives. Otherwise it takes effect when the last surviving parent with parental responsibility for the child dies.",
    );
    expect(guardians).toContain("Children Act 1989, s.5");
    expect(guardians).toContain(
      "My wishes for the care of Zara Smith. These wishes are not legally binding.",
    );
    expect(guardians).toContain("Keep her at her nursery.");
    expect(guardians).not.toContain("Adult Smith");
    expect(guardians).not.toContain("Nobody Needed");
  });

  it("has no guardian clause when every child is 18 or over", () => {
    const html = htmlOf(
      will({
        familyInfo: {
          maritalStatus: "widowed",
          hasMirrorWill: false,
          children: [
            {
              fullName: "Grown Up",
              age: 18,
              guardians: [{ fullName: "G", relationship: "Friend", order: 1 }],
            },
          ],
        },
      }),
    );
    expect(html).not.toContain(`id="${WILL_SECTION_IDS.guardians}"`);
  });

  it("holds a child's share on trust to the inheritance age with the trustees' statutory powers", () => {
    const formData = marriedWill();
    const trust = text(part(htmlOf(formData), WILL_SECTION_IDS.trust));
    expect(trust).toContain(
      `before reaching the age of ${DEFAULT_INHERITANCE_AGE}, my trustees will hold that part on trust`,
    );
    expect(trust).toContain(
      "(Trustee Act 1925, s.31), as they think fit, and as if the proviso at the end of s.31(1) did not apply",
    );
    expect(trust).toContain("up to the whole of it");
    expect(trust).toContain("(Trustee Act 1925, s.32)");
    expect(trust).toContain("(Trustee Act 2000, s.3)");
    expect(trust).toContain("(Trustee Act 2000, s.8)");
    expect(trust).toMatch(/My executors, appointed in clause \d+, are the trustees under this clause\./);
    expect(trust).toContain(
      "they may pay it to that person's parent or guardian, or, once that person is 16, to that person, and the receipt of the person paid is a full discharge to my trustees",
    );
    const noTrust = marriedWill({
      residualEstate: { ...formData.residualEstate, trustInfo: { createTrust: false, inheritanceAge: 25 } },
    });
    const minors = text(part(htmlOf(noTrust), WILL_SECTION_IDS.trust));
    expect(minors).toContain("Beneficiaries under 18");
    expect(minors).not.toContain(`the age of ${DEFAULT_INHERITANCE_AGE}`);
  });

  it("appoints the alternate executor only when there is one, and lets only a professional charge", () => {
    const withAlternate = text(part(htmlOf(marriedWill()), WILL_SECTION_IDS.executor));
    expect(withAlternate).toContain(
      "I appoint Sarah Clarke (Spouse) of 27 Orchard Way, Harrogate to be my executor and trustee.",
    );
    expect(withAlternate).toContain(
      "If Sarah Clarke dies before me, or cannot or will not act as my executor, or stops acting, I appoint Peter Clarke (Sibling) of 5 Mill Lane, Ripon",
    );
    expect(withAlternate).not.toContain("may charge");

    const single = text(part(htmlOf(will()), WILL_SECTION_IDS.executor));
    expect(single).not.toContain("in their place");

    const professional = htmlOf(
      will({
        executorInfo: {
          primary: {
            fullName: "Rhian Evans",
            relationship: "professional",
            address: "Evans & Co, Cardiff",
            contact: "029 2000 0000",
          },
        },
      }),
    );
    expect(professional).toContain("Rhian Evans</span> (Legal Professional) of Evans &amp; Co, Cardiff");
    expect(text(part(professional, WILL_SECTION_IDS.executor))).toContain(
      "An executor or trustee who is a solicitor or other professional may charge",
    );
  });

  it("never doubles a comma typed at the end of an address line", () => {
    const html = htmlOf(
      will({
        personalInfo: {
          fullName: "Ann Smith",
          dateOfBirth: "1980-02-03",
          address: "1 High Street,\nLeeds,\nLS1 1AA",
        },
      }),
    );
    expect(text(html)).toContain("This is the last will of me, Ann Smith, of 1 High Street, Leeds, LS1 1AA.");
  });

  it("leaves no empty part where a comma was typed twice in an address", () => {
    const html = htmlOf(
      will({
        personalInfo: {
          fullName: "Ann Smith",
          dateOfBirth: "1980-02-03",
          address: "Flat 2, , The Old Rectory,, Long Lane ,Leeds",
        },
      }),
    );
    expect(text(html)).toContain("of Flat 2, The Old Rectory, Long Lane, Leeds.");
  });

  it("gives specific gifts on the survivorship condition, and a failed gift falls into the residuary estate", () => {
    const html = htmlOf(
      will({
        specificGifts: [
          {
            description: "my bicycle",
            beneficiary: "Tom Lee",
            relationship: "Friend",
            conditions: "if he still cycles",
          },
        ],
      }),
    );
    const gifts = text(part(html, WILL_SECTION_IDS.gifts));
    expect(gifts).toContain(
      `I give to Tom Lee (Friend), if they survive me by ${SURVIVORSHIP_DAYS} days: my bicycle. This gift is subject to this condition: if he still cycles.`,
    );
    expect(gifts).toMatch(/it falls into my residuary estate under clause \d+\./);
    expect(text(part(html, WILL_SECTION_IDS.beneficiaries))).toMatch(
      /after those payments and the gifts in clause \d+/,
    );
    expect(htmlOf(will())).not.toContain(`id="${WILL_SECTION_IDS.gifts}"`);
  });

  it("declares a will made in expectation of marriage only when a marriage is expected", () => {
    const expecting = text(
      htmlOf(
        will({
          familyInfo: { maritalStatus: "divorced", hasMirrorWill: false, children: [] },
          circumstances: { expectedMarriageTo: "Priya Sharma" },
        }),
      ),
    );
    expect(expecting).toContain(
      "I make this will expecting to marry, or to form a civil partnership with, Priya Sharma. I intend that this will, and every gift in it, is not revoked by my marriage to, or civil partnership with, Priya Sharma (Wills Act 1837, s.18(3)",
    );
    expect(htmlOf(will())).not.toContain(`id="${WILL_SECTION_IDS.expectationOfMarriage}"`);
  });

  it("marks funeral and other wishes as not legally binding, and leaves the clause out without wishes", () => {
    const wishes = text(
      part(
        htmlOf(
          will({ funeralWishes: "Cremation.", otherWishes: "Look after the cat.\nFeed her twice a day." }),
        ),
        WILL_SECTION_IDS.wishes,
      ),
    );
    expect(wishes).toContain("These wishes are not legally binding.");
    expect(wishes).toContain("Cremation.");
    expect(wishes).toContain("Look after the cat.Feed her twice a day.");
    expect(htmlOf(will())).not.toContain(`id="${WILL_SECTION_IDS.wishes}"`);
  });

  it("always has the attestation clause, the testator's signature block and two witness blocks", () => {
    for (const formData of [will(), marriedWill()]) {
      const html = htmlOf(formData);
      const attestation = part(html, WILL_SECTION_IDS.attestation);
      expect(text(attestation)).toContain(
        "in the presence of the two witnesses named below, who are both present at the same time. Each witness then signs this will in my presence.",
      );
      expect(text(attestation)).toContain("Signed on (date):");
      expect(text(attestation)).toMatch(
        /both of us being present at the same time, and then signed by each of us in the presence of/,
      );
      expect(attestation.match(/class="will-witness"/g)).toHaveLength(WITNESSES_REQUIRED);
      for (const label of ["Signature:", "Full name:", "Address:", "Occupation:"]) {
        expect(attestation.split(label).length - 1).toBe(WITNESSES_REQUIRED);
      }
    }
  });

  it("always ends with the signing instructions on their own page", () => {
    const html = htmlOf(will());
    const instructions = text(part(html, WILL_SECTION_IDS.signingInstructions));
    expect(html.indexOf(WILL_SECTION_IDS.signingInstructions)).toBeGreaterThan(
      html.indexOf(WILL_SECTION_IDS.attestation),
    );
    expect(html).toMatch(/\.will-signing-instructions \{ break-before: page;/);
    expect(instructions).toContain("How to sign your will");
    expect(instructions).toContain("It is not part of your will.");
    expect(instructions).toContain("Do not sign an electronic copy");
    expect(instructions).toContain("aged 18 or over");
    expect(instructions).toContain("physically present in the same place at the same time");
    expect(instructions).toContain("31 January 2024");
    expect(instructions).toContain("(Wills Act 1837, s.15)");
    expect(instructions).toContain(
      "For this will, that means: Carol Smith, and their husbands, wives or civil partners.",
    );
    expect(instructions).toContain("Do not staple, pin or clip anything");
    expect(instructions).toContain("with the Probate Service");
    expect(instructions).toContain("revokes (cancels) this will");
  });
});

describe("the residuary estate", () => {
  it("gives shares on the survivorship condition, with percentages rounded to 2 decimals", () => {
    const html = htmlOf(
      will({
        residualEstate: {
          beneficiaries: [
            { fullName: "A One", relationship: "Friend", percentage: 100 / 3 },
            { fullName: "B Two", relationship: "Friend", percentage: 200 / 3 },
          ],
          contingentBeneficiaries: [],
          trustInfo: { createTrust: false, inheritanceAge: 25 },
        },
      }),
    );
    const residue = text(part(html, WILL_SECTION_IDS.beneficiaries));
    expect(residue).toContain(
      `in the shares shown, each on condition that they survive me by ${SURVIVORSHIP_DAYS} days`,
    );
    expect(residue).toContain("A One (Friend): 33.33%");
    expect(residue).toContain("B Two (Friend): 66.67%");
    expect(residue).toContain(
      "their share is added to the shares under that clause that take effect, in proportion to those shares",
    );
    expect(residue).toContain(
      `If any part of my residuary estate is still not given away by the rest of this clause, I give it to the people who would have been entitled to it under the intestacy rules (Administration of Estates Act 1925, s.46) if I had died without a will, in the shares those rules give them, treating anyone who does not survive me by ${SURVIVORSHIP_DAYS} days as having died before me.`,
    );
  });

  it("passes a failed share to the contingent beneficiaries", () => {
    const residue = text(
      part(
        htmlOf(
          marriedWill({
            familyInfo: {
              maritalStatus: "married",
              spouseName: "Sarah Clarke",
              hasMirrorWill: false,
              children: [],
            },
          }),
        ),
        WILL_SECTION_IDS.beneficiaries,
      ),
    );
    expect(residue).toMatch(
      /If a beneficiary named in clause \d+\.2 does not survive me by 28 days, or their gift fails for any other reason, their share passes to the following people in equal shares/,
    );
    expect(residue).toContain("Oliver Clarke (Son): 50%");
    expect(residue).toContain("those children take, in equal shares, the part their parent would have taken");
  });

  it("without contingent beneficiaries, passes a child's share to their own children (Wills Act 1837 s.33 written out)", () => {
    const residue = text(
      part(
        htmlOf(
          will({
            familyInfo: {
              maritalStatus: "widowed",
              hasMirrorWill: false,
              children: [{ fullName: "Kim Smith", age: 40, guardians: [] }],
            },
            residualEstate: {
              beneficiaries: [
                { fullName: "Kim Smith", relationship: "Daughter", percentage: 50 },
                { fullName: "Lee Smith", relationship: "Son", percentage: 50 },
                { fullName: "Pat Jones", relationship: "Friend", percentage: 0 },
              ],
              contingentBeneficiaries: [],
              trustInfo: { createTrust: false, inheritanceAge: 25 },
            },
          }),
        ),
        WILL_SECTION_IDS.beneficiaries,
      ),
    );
    expect(residue).toContain(
      `If any of Kim Smith or Lee Smith does not survive me by ${SURVIVORSHIP_DAYS} days but leaves children who do, those children take, in equal shares, the share their parent would have taken.`,
    );
    expect(residue).toContain(
      "If a beneficiary named in clause 4.2 does not survive me by 28 days and their share does not pass to their children under clause 4.3",
    );
    expect(residue).not.toMatch(/Pat Jones does not survive/);
  });

  it("says plainly that an estate with no beneficiaries passes under the intestacy rules, and the signing page recommends naming them", () => {
    const html = htmlOf(
      will({
        residualEstate: {
          beneficiaries: [],
          contingentBeneficiaries: [],
          trustInfo: { createTrust: false, inheritanceAge: 25 },
        },
      }),
    );
    expect(text(part(html, WILL_SECTION_IDS.beneficiaries))).toContain(
      "I have not named anyone to receive my residuary estate, so it will pass under the intestacy rules",
    );
    expect(text(part(html, WILL_SECTION_IDS.signingInstructions))).toContain("Before you sign");
  });

  it("recommends naming contingent beneficiaries when there are none", () => {
    expect(text(part(htmlOf(will()), WILL_SECTION_IDS.signingInstructions))).toContain(
      "We recommend naming contingent beneficiaries",
    );
    expect(text(part(htmlOf(marriedWill()), WILL_SECTION_IDS.signingInstructions))).not.toContain(
      "Before you sign",
    );
  });

  it("writes a mirror will's gift over so each estate passes once (Jump v Lister)", () => {
    const residue = text(part(htmlOf(marriedWill()), WILL_SECTION_IDS.beneficiaries));
    expect(residue).toContain(
      `My spouse, Sarah Clarke, takes under this clause only if they survive me by ${SURVIVORSHIP_DAYS} days.`,
    );
    expect(residue).toContain(
      `or within ${SURVIVORSHIP_DAYS} days after me, the gift to my spouse fails, nothing passes to my spouse's estate under this will`,
    );
    expect(residue).toContain("each of our estates to pass only once");
    expect(text(part(htmlOf(marriedWill()), WILL_SECTION_IDS.mirror))).toContain(
      "These are not mutual wills.",
    );

    const notMirror = htmlOf(
      marriedWill({
        familyInfo: {
          maritalStatus: "married",
          spouseName: "Sarah Clarke",
          hasMirrorWill: false,
          children: [],
        },
      }),
    );
    expect(notMirror).not.toContain("pass only once");
    expect(notMirror).not.toContain(`id="${WILL_SECTION_IDS.mirror}"`);
  });
});

describe("mirror wills", () => {
  it("are null unless married with a spouse's name and a mirror will asked for", () => {
    expect(mirrorFormData(will())).toBeNull();
    expect(renderMirrorWill(will())).toBeNull();
    const noMirror = marriedWill({
      familyInfo: {
        maritalStatus: "married",
        spouseName: "Sarah Clarke",
        hasMirrorWill: false,
        children: [],
      },
    });
    expect(renderMirrorWill(noMirror)).toBeNull();
    const widowed = will({
      familyInfo: { maritalStatus: "widowed", spouseName: "Sarah Clarke", hasMirrorWill: true, children: [] },
    });
    expect(renderMirrorWill(widowed)).toBeNull();
  });

  it("make the spouse the testator and the original testator the spouse-beneficiary", () => {
    const mirror = mirrorFormData(marriedWill());
    expect(mirror?.personalInfo).toEqual({
      fullName: "Sarah Clarke",
      dateOfBirth: "",
      address: "27 Orchard Way, Harrogate",
    });
    expect(mirror?.familyInfo.spouseName).toBe("David Clarke");
    expect(mirror?.familyInfo.maritalStatus).toBe("married");
    expect(mirror?.familyInfo.hasMirrorWill).toBe(true);
    expect(mirror?.residualEstate.beneficiaries).toEqual([
      {
        personId: "spouse",
        fullName: "David Clarke",
        relationship: "Spouse",
        percentage: 100,
        isPrimaryBeneficiary: true,
      },
    ]);

    const rendered = renderMirrorWill(marriedWill());
    expect(rendered?.title).toBe("Last Will and Testament of Sarah Clarke");
    const html = rendered?.html ?? "";
    expect(text(part(html, WILL_SECTION_IDS.family))).toContain("David Clarke is my spouse.");
    expect(text(part(html, WILL_SECTION_IDS.beneficiaries))).toContain("David Clarke (Spouse): 100%");
    expect(text(part(html, WILL_SECTION_IDS.beneficiaries))).toContain(
      "My spouse, David Clarke, takes under this clause only if",
    );
  });

  it("keep the children, their guardians, the contingent beneficiaries and the trust", () => {
    const original = marriedWill();
    const mirror = mirrorFormData(original);
    // The same people, under the same ids, as the original will resolves them.
    const resolved = resolveWill(original).formData;
    expect(mirror?.familyInfo.children).toEqual(resolved.familyInfo.children);
    expect(mirror?.residualEstate.contingentBeneficiaries).toEqual(
      resolved.residualEstate.contingentBeneficiaries,
    );
    expect(mirror?.residualEstate.trustInfo).toEqual(original.residualEstate.trustInfo);
    const html = renderMirrorWill(original)?.html ?? "";
    expect(text(part(html, WILL_SECTION_IDS.guardians))).toContain(
      "I appoint Helen Marsh (Friend) to be the guardian of my children Oliver Clarke and Noah Clarke",
    );
    expect(html).toContain(`id="${WILL_SECTION_IDS.trust}"`);
  });

  it("keep the executors, except that the spouse as primary executor becomes the original testator", () => {
    const mirror = mirrorFormData(marriedWill());
    expect(mirror?.executorInfo.primary).toEqual({
      personId: "spouse",
      fullName: "David Clarke",
      relationship: "spouse",
      address: "27 Orchard Way, Harrogate",
      contact: "",
      isAdult: true,
    });
    expect(mirror?.executorInfo.alternate?.fullName).toBe("Peter Clarke");
    expect(mirror?.executorInfo.alternate?.address).toBe("5 Mill Lane, Ripon");

    const friendExecutor = marriedWill({
      executorInfo: {
        primary: {
          fullName: "Jo Friend",
          relationship: "friend",
          address: "3 Elm Road",
          contact: "jo@example.com",
        },
      },
    });
    expect(mirrorFormData(friendExecutor)?.executorInfo).toEqual(
      resolveWill(friendExecutor).formData.executorInfo,
    );
  });

  it("render without a date of birth and without the original testator's own gifts and wishes", () => {
    const original = marriedWill();
    const mirror = mirrorFormData(original);
    expect(mirror?.specificGifts).toEqual([]);
    expect(mirror?.funeralWishes).toBeUndefined();
    const html = renderMirrorWill(original)?.html ?? "";
    expect(html).not.toContain("1982-03-14");
    expect(html).not.toContain("golf clubs");
    expect(html).not.toContain(`id="${WILL_SECTION_IDS.wishes}"`);
  });

  it("leave the spouse's unknown date of birth for the form to ask: the schema rejects the mirror until then", () => {
    const mirror = mirrorFormData(marriedWill());
    const parsed = WillFormDataSchema.safeParse(mirror);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toContain("personalInfo.dateOfBirth");
  });
});
