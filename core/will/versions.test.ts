import { describe, expect, it } from "vitest";
import { WillFormDataSchema, type WillFormDataInput } from "./form-data.ts";
import { renderMirrorWill, renderWill } from "./render.ts";
import { changesSince, versionRenderOptions } from "./versions.ts";

/** David Roberts and Emma Roberts, with mirror wills; override any part. */
function couple(overrides: Partial<WillFormDataInput["familyInfo"]> = {}): WillFormDataInput {
  return {
    personalInfo: {
      fullName: "David Roberts",
      dateOfBirth: "1975-06-01",
      address: "5 Bridge Street, Chester CH1 1AA",
    },
    familyInfo: {
      maritalStatus: "married",
      spouseName: "Emma Roberts",
      hasMirrorWill: true,
      spouseDateOfBirth: "1977-01-02",
      children: [],
      ...overrides,
    },
    residualEstate: {
      beneficiaries: [{ fullName: "Emma Roberts", relationship: "wife", percentage: 100 }],
      contingentBeneficiaries: [{ fullName: "Cancer Research UK", relationship: "charity", percentage: 100 }],
    },
    executorInfo: {
      primary: {
        fullName: "Emma Roberts",
        relationship: "spouse",
        address: "5 Bridge Street",
        contact: "07700 900111",
      },
    },
  };
}
const parse = (input: WillFormDataInput) => WillFormDataSchema.parse(input);
const previous = (formData: WillFormDataInput, mirrorWillId: string | null = "mirror-id") => ({
  createdAt: new Date("2026-05-03T23:30:00Z"),
  formData,
  mirrorWillId,
});
const SENTENCE =
  "I revoke all my earlier wills and codicils. This will is made to replace my will prepared on 4 May 2026, which I revoke with all my other earlier wills and codicils.";

describe("versionRenderOptions", () => {
  it("names nothing for a first will: the revocation clause is the general one alone", () => {
    const options = versionRenderOptions(null, parse(couple()));
    expect(options).toEqual({ will: {}, mirror: {} });
    expect(renderWill(parse(couple()), options.will).html).not.toContain("made to replace");
  });

  it("names the earlier will by the day it was prepared in London (23:30 UTC on 3 May is 4 May in summer)", () => {
    const options = versionRenderOptions(previous(couple()), parse(couple()));
    expect(options.will).toEqual({ replaces: { preparedOn: "4 May 2026" } });
    expect(renderWill(parse(couple()), options.will).html).toContain(SENTENCE);
    // The same spouse, who had a mirror will before: their new mirror will replaces it too.
    expect(renderMirrorWill(parse(couple()), options.mirror)?.html).toContain(SENTENCE);
  });

  it("does not say the spouse's mirror will replaces anything when the earlier will had none, or another spouse", () => {
    const noMirrorBefore = versionRenderOptions(
      previous(couple({ hasMirrorWill: false }), null),
      parse(couple()),
    );
    expect(noMirrorBefore.mirror).toEqual({});
    const otherSpouse = versionRenderOptions(
      previous(couple({ spouseName: "Jane Hughes" })),
      parse(couple()),
    );
    expect(otherSpouse.will).toEqual({ replaces: { preparedOn: "4 May 2026" } });
    expect(otherSpouse.mirror).toEqual({});
    expect(renderMirrorWill(parse(couple()), otherSpouse.mirror)?.html).not.toContain("made to replace");
  });

  it("keeps a will made abroad standing: the named will is revoked with the others, the exception stays", () => {
    const abroad = parse({ ...couple(), circumstances: { foreignWillCountry: "Spain" } });
    const html = renderWill(abroad, versionRenderOptions(previous(couple()), abroad).will).html;
    expect(html).toContain(
      "I revoke all my earlier wills and codicils, except my will made under the law of Spain that deals with my property in Spain. That will is not revoked, and this will does not deal with my property in Spain. This will is made to replace my will prepared on 4 May 2026, which I revoke with all my other earlier wills and codicils except my will made under the law of Spain.",
    );
  });
});

describe("changesSince", () => {
  it("gives the earlier will's date and the differences from it", () => {
    const later = parse(couple({ hasMirrorWill: false }));
    expect(changesSince(previous(couple()), later)).toEqual({
      since: "4 May 2026",
      changes: [
        {
          section: "family",
          subject: "Mirror will",
          before: "a matching will for Emma Roberts",
          after: "none",
        },
      ],
    });
  });
});
