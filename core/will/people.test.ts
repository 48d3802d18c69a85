import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkAllDocuments, checkWillDocuments } from "../legal/checks.ts";
import { WillFormDataSchema, type WillFormData, type WillFormDataInput } from "./form-data.ts";
import {
  describesAPerson,
  hasDescription,
  isCharitableEntry,
  idsWithRoles,
  isDescendantRelationship,
  isOrganisationEntry,
  isSameName,
  isSpouseRelationship,
  mirrorRelationship,
  mirrorResolvedWill,
  namesAGroup,
  namesAnOrganisation,
  namesInEntry,
  namesSeveral,
  normaliseName,
  relationshipsInEntry,
  resolveWill,
  SPOUSE_ID,
  TESTATOR_ID,
} from "./people.ts";
import { renderMirrorWill, renderWill } from "./render.ts";

/** David Roberts, married to Emma Louise Roberts, mirror wills; override any part. */
function couple(overrides: Partial<WillFormDataInput> = {}): WillFormData {
  return WillFormDataSchema.parse({
    personalInfo: { fullName: "David Roberts", dateOfBirth: "1980-05-01", address: "4 Bryn Road, Bangor" },
    familyInfo: {
      maritalStatus: "married",
      spouseName: "Emma Louise Roberts",
      spouseDateOfBirth: "1982-07-09",
      hasMirrorWill: true,
      children: [],
    },
    residualEstate: {
      beneficiaries: [{ fullName: "Emma Roberts", relationship: "Wife", percentage: 100 }],
      contingentBeneficiaries: [{ fullName: "Gwen Jones", relationship: "Sister", percentage: 100 }],
      trustInfo: { createTrust: false, inheritanceAge: 25 },
    },
    executorInfo: {
      primary: {
        fullName: "Emma Roberts",
        relationship: "spouse",
        address: "4 Bryn Road, Bangor",
        contact: "07700 900001",
        isAdult: true,
      },
      alternate: {
        fullName: "Gwen Jones",
        relationship: "sibling",
        address: "9 Stryd Fawr, Caernarfon",
        contact: "07700 900002",
        isAdult: true,
      },
    },
    ...overrides,
  });
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ");

describe("names", () => {
  it("compare after NFC, trimming, collapsing white space and case folding", () => {
    expect(normaliseName("  Llŷr   AP Iorwerth ")).toBe("llŷr ap iorwerth");
    expect(isSameName("Llŷr ap Iorwerth", "LLŶR  AP IORWERTH".normalize("NFD"))).toBe(true);
    expect(isSameName("Gruß", "GRUSS")).toBe(true);
    expect(isSameName("Llyr", "Llŷr")).toBe(false);
    expect(isSameName("", "")).toBe(false);
  });
});

describe("relationships", () => {
  it("read spouse and descendant words in English and Welsh", () => {
    expect(isSpouseRelationship("My Wife")).toBe(true);
    expect(isSpouseRelationship("Gŵr")).toBe(true);
    expect(isSpouseRelationship("partner")).toBe(false);
    expect(isDescendantRelationship("Great-granddaughter")).toBe(true);
    expect(isDescendantRelationship("Wyres")).toBe(true);
    expect(isDescendantRelationship("Stepson")).toBe(false);
    expect(mirrorRelationship("Gŵr")).toBe("Priod");
    expect(mirrorRelationship("sister")).toBe("sister-in-law");
  });

  it("say a person (the assistant's 'my girlfriend sue lee'), or an organisation by the words of its name", () => {
    for (const word of ["girlfriend", "half-brother", "grandma", "best friend", "solicitor", "mum"])
      expect(describesAPerson(word), word).toBe(true);
    expect(describesAPerson("charity")).toBe(false);
    expect(namesAnOrganisation("Sunny Days Care Home")).toBe(true);
    expect(namesAnOrganisation("St Gemma's Hospice")).toBe(true);
    expect(namesAnOrganisation("Alec Douglas-Home")).toBe(false);
  });
});

describe("resolveWill", () => {
  it("takes a role whose relationship says wife to be the spouse, uses the spouse's name and says so", () => {
    const resolved = resolveWill(couple());
    const { beneficiaries } = resolved.formData.residualEstate;
    expect(beneficiaries[0]).toMatchObject({ personId: SPOUSE_ID, fullName: "Emma Louise Roberts" });
    expect(resolved.formData.executorInfo.primary).toMatchObject({
      personId: SPOUSE_ID,
      fullName: "Emma Louise Roberts",
    });
    expect(resolved.findings.map((finding) => [finding.code, finding.severity, finding.field])).toEqual([
      ["spouse-name-differs", "warn", "residualEstate.beneficiaries.0"],
      ["spouse-name-differs", "warn", "executorInfo.primary"],
    ]);
    expect(resolved.findings[0]?.message).toBe(
      "Emma Roberts is named as a beneficiary and as your husband, wife or civil partner, but you gave your husband, wife or civil partner's name as Emma Louise Roberts. Your will treats them as the same person and uses the name Emma Louise Roberts. If that is not right, change the name or the relationship.",
    );
    expect(text(renderWill(couple()).html)).toContain("Emma Louise Roberts (Wife): 100%");
  });

  it("matches a Welsh name typed decomposed, in capitals or with extra spaces to the same person", () => {
    const formData = couple({
      familyInfo: {
        maritalStatus: "married",
        spouseName: "Llŷr Wyn Hughes",
        hasMirrorWill: true,
        children: [{ fullName: "Siân Hughes", age: 30, guardians: [] }],
      },
      residualEstate: {
        beneficiaries: [
          { fullName: " LLŶR  wyn hughes".normalize("NFD"), relationship: "Partner", percentage: 50 },
          { fullName: "sian hughes", relationship: "Daughter", percentage: 25 },
          { fullName: "Siân Hughes".normalize("NFD"), relationship: "Daughter", percentage: 25 },
        ],
        contingentBeneficiaries: [],
        trustInfo: { createTrust: false, inheritanceAge: 25 },
      },
    });
    const resolved = resolveWill(formData);
    const ids = resolved.formData.residualEstate.beneficiaries.map((b) => b.personId);
    // "sian" without the circumflex is another name: a different person, not silently merged.
    expect(ids).toEqual([SPOUSE_ID, "person-2", resolved.childIds[0]]);
    expect(resolved.formData.residualEstate.beneficiaries[2]?.fullName).toBe("Siân Hughes");
    // Only the executor typed "Emma Roberts" (the default couple's) is another spelling.
    expect(resolved.findings.map((finding) => finding.field)).toEqual(["executorInfo.primary"]);
  });

  it("blocks a role that names the testator", () => {
    const resolved = resolveWill(
      couple({
        specificGifts: [{ description: "my watch", beneficiary: "david  ROBERTS", relationship: "Me" }],
      }),
    );
    expect(
      resolved.findings.map((finding) => [finding.code, finding.severity, finding.field]),
    ).toContainEqual(["role-names-testator", "block", "specificGifts.0"]);
  });

  it("lets an explicit person id win over name matching", () => {
    const formData = couple();
    formData.residualEstate.contingentBeneficiaries = [
      {
        personId: "gwen",
        fullName: "Gwen Jones",
        relationship: "Sister",
        percentage: 100,
        isContingentBeneficiary: true,
      },
    ];
    formData.executorInfo.alternate = {
      personId: "gwen",
      fullName: "Gwen Jones-Parry",
      relationship: "sibling",
      address: "9 Stryd Fawr",
      contact: "07700 900002",
    };
    const resolved = resolveWill(formData);
    expect(resolved.formData.executorInfo.alternate).toMatchObject({
      personId: "gwen",
      fullName: "Gwen Jones",
    });
  });

  it("is deterministic: the same formData resolves to the same ids", () => {
    expect(resolveWill(couple())).toEqual(resolveWill(structuredClone(couple())));
  });
});

describe("a formData stored before the people model", () => {
  const legacy = JSON.parse(
    readFileSync(path.join(import.meta.dirname, "golden/married-three-children-mirror.input.json"), "utf8"),
  ) as unknown;

  it("has no person ids, still parses and resolves to the right people", () => {
    expect(JSON.stringify(legacy)).not.toContain("personId");
    const resolved = resolveWill(WillFormDataSchema.parse(legacy));
    expect(resolved.people.map((person) => [person.id, person.fullName])).toEqual([
      [TESTATOR_ID, "David Anthony Clarke"],
      [SPOUSE_ID, "Sarah Louise Clarke"],
      ["person-1", "Oliver Clarke"],
      ["person-2", "Amelia Clarke"],
      ["person-3", "Noah Clarke"],
      ["person-4", "Helen Marsh"],
      ["person-5", "Peter Clarke"],
    ]);
    expect(resolved.formData.residualEstate.beneficiaries.map((b) => b.personId)).toEqual([SPOUSE_ID]);
    expect(resolved.formData.residualEstate.contingentBeneficiaries.map((b) => b.personId)).toEqual([
      "person-1",
      "person-2",
      "person-3",
    ]);
    expect(resolved.formData.executorInfo.primary.personId).toBe(SPOUSE_ID);
    expect(resolved.findings).toEqual([]);
  });

  it("gives a stored mirror will (with the ids it carries) the same people when it is read again", () => {
    const mirror = mirrorResolvedWill(resolveWill(WillFormDataSchema.parse(legacy)));
    const stored = JSON.parse(JSON.stringify(mirror?.formData)) as WillFormData;
    expect(resolveWill(stored).formData).toEqual(mirror?.formData);
  });
});

describe("the mirror will", () => {
  it("swaps ids, so a spouse typed differently can never inherit from or execute her own will", () => {
    const original = resolveWill(couple());
    const mirror = mirrorResolvedWill(original);
    expect(mirror?.formData.personalInfo.fullName).toBe("Emma Louise Roberts");
    expect(mirror?.formData.familyInfo.spouseName).toBe("David Roberts");
    expect(mirror?.formData.residualEstate.beneficiaries[0]).toMatchObject({
      personId: SPOUSE_ID,
      fullName: "David Roberts",
      relationship: "Spouse",
    });
    expect(mirror?.formData.executorInfo.primary).toMatchObject({
      personId: SPOUSE_ID,
      fullName: "David Roberts",
    });
    expect(idsWithRoles(mirror ?? original)).not.toContain(TESTATOR_ID);
    expect(mirror?.findings).toEqual([]);
    const html = text(renderMirrorWill(couple())?.html ?? "");
    expect(html).toContain("Last Will and Testament of Emma Louise Roberts");
    expect(html).toContain("I appoint David Roberts (Spouse) of 4 Bryn Road, Bangor to be my executor");
    expect(html).toContain("David Roberts (Spouse): 100%");
    expect(html).not.toContain("Emma Roberts (");
  });

  it("is checked like the will: its own findings, named with its testator", () => {
    const documents = checkWillDocuments(couple(), { today: "2026-11-24" });
    expect(documents.map((document) => [document.document, document.testator])).toEqual([
      ["will", "David Roberts"],
      ["mirror", "Emma Louise Roberts"],
    ]);
    expect(documents[0]?.findings.map((finding) => finding.code)).toContain("spouse-name-differs");
    expect(documents[1]?.findings.map((finding) => finding.code)).not.toContain("spouse-name-differs");
  });

  it("lists the mirror will's own findings once, marked with whose will they are about", () => {
    const formData = couple();
    formData.familyInfo.spouseDateOfBirth = "2010-01-01";
    const findings = checkAllDocuments(formData, { today: "2026-11-24" });
    expect(findings[0]).toMatchObject({
      code: "testator-under-18",
      severity: "block",
      message:
        "In Emma Louise Roberts's mirror will: You must be 18 or over to make a will in England and Wales.",
    });
    expect(findings.filter((finding) => finding.code === "witness-rules")).toHaveLength(1);
  });

  it("does not repeat a child typed with the spouse's name from the mirror will, where the 'child' would be the testator", () => {
    const formData = couple();
    formData.familyInfo.children = [{ fullName: "Emma Louise Roberts", age: 20, guardians: [] }];
    const findings = checkAllDocuments(formData, { today: "2026-11-24" });
    const named = findings.filter((finding) => finding.code === "child-has-spouse-name");
    expect(named.map((finding) => finding.message)).toEqual([
      `Emma Louise Roberts is named as your child, but that is your husband, wife or civil partner's name. If your child has the same name as your husband, wife or civil partner, tick "This child is a different person with the same name" under their name; otherwise change the name to the child you mean.`,
    ]);
  });
});

describe("a child with a parent's own name", () => {
  const family = (childPersonId: string | undefined): WillFormData =>
    couple({
      personalInfo: { fullName: "David Roberts", dateOfBirth: "1980-05-01", address: "4 Bryn Road, Bangor" },
      familyInfo: {
        maritalStatus: "married",
        spouseName: "Emma Louise Roberts",
        spouseDateOfBirth: "1982-07-09",
        hasMirrorWill: true,
        children: [
          { fullName: "david  ROBERTS", age: 12, ...(childPersonId ? { personId: childPersonId } : {}) },
        ],
      },
      residualEstate: {
        beneficiaries: [{ fullName: "Emma Roberts", relationship: "Wife", percentage: 100 }],
        contingentBeneficiaries: [{ fullName: "David Roberts", relationship: "Son", percentage: 100 }],
        trustInfo: { createTrust: false, inheritanceAge: 25 },
      },
    });

  it("is a person of their own when marked, printed 'the younger' and found by the typed name", () => {
    const resolved = resolveWill(family("child-1"));
    const child = resolved.people.find((person) => person.id === "child-1");
    expect(child).toEqual({
      id: "child-1",
      fullName: "david ROBERTS the younger",
      typedName: "david ROBERTS",
    });
    expect(resolved.formData.residualEstate.contingentBeneficiaries[0]).toMatchObject({
      personId: "child-1",
      fullName: "david ROBERTS the younger",
    });
    expect(resolved.findings).toEqual([
      expect.objectContaining({ code: "spouse-name-differs" }),
      expect.objectContaining({ code: "spouse-name-differs" }),
    ]);
    expect(idsWithRoles(resolved)).not.toContain(TESTATOR_ID);
  });

  it("keeps the child apart in the spouse's mirror will, where the parent is the spouse", () => {
    const mirror = mirrorResolvedWill(resolveWill(family("child-1")));
    expect(mirror?.formData.personalInfo.fullName).toBe("Emma Louise Roberts");
    expect(mirror?.formData.residualEstate.beneficiaries[0]).toMatchObject({ personId: SPOUSE_ID });
    expect(mirror?.formData.residualEstate.contingentBeneficiaries[0]).toMatchObject({
      personId: "child-1",
      fullName: "david ROBERTS the younger",
    });
    expect(mirror?.findings).toEqual([]);
  });

  it("is the testator, and blocks, when not marked", () => {
    const codes = resolveWill(family(undefined)).findings.map((finding) => finding.code);
    expect(codes.filter((code) => code === "role-names-testator")).toHaveLength(2);
  });
});

describe("mirrorRelationship for parents", () => {
  it("makes the testator's parent the spouse's parent-in-law, and the testator's parent-in-law the spouse's own parent", () => {
    expect(["Mum", "dad", "Mother-in-law", "father in law", "Parent-in-law"].map(mirrorRelationship)).toEqual(
      ["Mother-in-law", "father-in-law", "Mother", "father", "Parent"],
    );
  });

  it("leaves a brother- or sister-in-law as typed: the spouse's sibling and a sibling's spouse are called the same", () => {
    expect(["Sister-in-law", "brother-in-law"].map(mirrorRelationship)).toEqual([
      "Sister-in-law",
      "brother-in-law",
    ]);
  });
});

describe("mirrorRelationship for a stepchild", () => {
  it("makes the testator's stepchild the spouse's own child", () => {
    expect(["Stepson", "step-daughter", "stepchild", "Sister"].map(mirrorRelationship)).toEqual([
      "Son",
      "daughter",
      "child",
      "Sister-in-law",
    ]);
  });
});

describe("the names one entry gives", () => {
  it.each([
    ["Anna Smith and Ben Smith", ["Anna Smith", "Ben Smith"]],
    ["Anna Smith & Ben Smith", ["Anna Smith", "Ben Smith"]],
    ["Anna Smith, Ben Smith, and Carl Smith", ["Anna Smith", "Ben Smith", "Carl Smith"]],
    ["Anna AND Ben Smith", ["Anna", "Ben Smith"]],
    ["Tom Ellis, my son", ["Tom Ellis"]],
    ["Jane Doe, Solicitor", ["Jane Doe"]],
    ["Tom Ellis, our eldest grandson", ["Tom Ellis"]],
    ["Tom Ellis, my sister Amy", ["Tom Ellis", "my sister Amy"]],
    ["Oxfam (registered charity 202918, England and Wales)", ["Oxfam"]],
    ["  Amy   Price ", ["Amy Price"]],
    ["Tom Hall, 1 High Street, York", ["Tom Hall"]],
    ["Leo Hall, aged 12", ["Leo Hall"]],
    ["Leo Hall and Mia Hall, 3 Elm Road, Leeds LS1 1AA", ["Leo Hall", "Mia Hall"]],
  ])("%s", (entry, names) => {
    expect(namesInEntry(entry)).toEqual(names);
    expect(namesSeveral(entry)).toBe(names.length > 1);
  });

  it("a name with a description after it is one; a description alone is not a name with one", () => {
    expect(hasDescription("Tom Ellis, my son")).toBe(true);
    expect(hasDescription("Tom Ellis")).toBe(false);
    expect(hasDescription("my nieces and nephews")).toBe(false);
  });
});

describe("an entry that describes a group, not people", () => {
  it.each([
    ["My grandchildren", true],
    ["all my nieces and nephews", true],
    ["My brothers & sisters", true],
    ["great grandchildren", true],
    ["the children of Leo Hall", true],
    ["Leo Hall's children", true],
    ["Children in Need", false],
    ["Action for Children", false],
    ["Anna Sisters", false],
    ["Leo and Mia Hall", false],
  ])("%s", (entry, group) => {
    expect(namesAGroup(entry)).toBe(group);
  });
});

describe("a relationship read as kinship", () => {
  it.each([
    ["Son", true],
    ["My eldest son", true],
    ["adopted daughter", true],
    ["Son (adopted)", true],
    ["Grand-daughter", true],
    ["grand daughter", true],
    ["Grandaughter", true],
    ["Grandchildren", true],
    ["great grandaughter", true],
    ["Great grandson", true],
    ["great-great-grandchild", true],
    ["Stepson", false],
    ["step son", false],
    ["Son-in-law", false],
    ["Foster son", false],
    ["Nephew", false],
    ["Son (step)", false],
    ["Daughter (stepdaughter)", false],
    ["Son (in-law)", false],
    ["Daughter (foster)", false],
    ["Our granddaughter", true],
    ["our eldest grandson", true],
    ["Gran-daughter", true],
    ["Daughter's son", true],
    ["My late son’s daughter", true],
    ["grandson's daughter", true],
    ["Gorwyres", true],
    ["Grandkid", true],
    ["Granddaughter.", true],
    ["Son,", true],
    ["Step-son.", false],
    ["grand kids", true],
    ["Grandma", false],
    ["Husband's son", false],
    ["Sister's daughter", false],
    ["Daughter's son (step)", false],
  ])("%s: a descendant is %s", (relationship, descendant) => {
    expect(isDescendantRelationship(relationship)).toBe(descendant);
  });
});

describe("the relationship of each person a joint entry names", () => {
  it.each([
    ["Grandson and granddaughter", 2, ["grandson", "granddaughter"]],
    ["Grandson/granddaughter", 2, ["grandson", "granddaughter"]],
    ["Grandchildren", 2, ["grandchild", "grandchild"]],
    ["Great grandchildren", 3, ["great-grandchild", "great-grandchild", "great-grandchild"]],
    ["Granddaughter and friend", 2, ["granddaughter", "friend"]],
    ["Sons", 2, ["son", "son"]],
    ["Grandson", 2, null],
    ["Friends", 2, null],
    ["Grandson and granddaughter", 3, null],
  ])("%s for %i people", (relationship, count, words) => {
    expect(relationshipsInEntry(relationship, count)).toEqual(words);
  });
});

describe("an entry that names one organisation, and one that is (almost always) a charity", () => {
  it.each([
    ["St Mary's Church, Wakefield", "Church", true, true],
    ["Holy Trinity, York", "Local church", true, true],
    ["Martin House", "Local hospice", true, true],
    ["Oxfam, Oxford", "My chosen charity", true, true],
    ["Battersea Dogs and Cats Home", "Charity", true, true],
    ["Oxfam (registered charity 202918)", "", true, true],
    ["Smith & Co Solicitors", "Other", true, false],
    ["Hall and Sons Ltd", "Company", true, false],
    ["Leo and Mia Hall", "Grandchildren", false, false],
    ["Ann Bell and Joe Bell", "Friends", false, false],
    ["Ann Bell and Joe Bell", "Friends from church", false, false],
    ["Tom Hall and Ann Hall (partners)", "Friends", false, false],
    ["Charity Okafor", "Daughter", false, false],
    ["Charity Okafor", "", false, false],
    ["Charity and Daniel Okafor", "Daughter and son", false, false],
    ["Charity Mensah", "Friend from church", false, false],
    ["Charlotte Church", "Friend", false, false],
    ["Shirley Temple", "Aunt", false, false],
    ["Oxfam Charity Shop", "", true, true],
    ["The Charity for Civil Servants", "", true, true],
    ["Charity Projects", "Charity", true, true],
    ["Friends of the Earth", "Friends of the Earth (charity)", true, true],
    ["Exeter Cathedral", "Exeter Cathedral", false, true],
    ["Stephenson Hall Trust", "Stephenson family trust", true, false],
  ])("%s (%s)", (fullName, relationship, organisation, charitable) => {
    expect(isOrganisationEntry({ fullName, relationship })).toBe(organisation);
    expect(isCharitableEntry({ fullName, relationship })).toBe(charitable);
  });
});
