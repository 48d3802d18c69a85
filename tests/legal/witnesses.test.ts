import { describe, expect, it } from "vitest";
import { checkWitnesses, WillFormDataSchema, type ProposedWitness } from "../../core/index.ts";
import { FAMILIES } from "./families.ts";

/**
 * The witness checker on the legal corpus: who may witness each family's will, with the statute
 * each answer rests on (Wills Act 1837 s.9, s.15, s.17; Wills Act 1968 s.1; Trustee Act 2000 s.28(4)).
 */

function family(name: string) {
  const found = FAMILIES.find((entry) => entry.name === name);
  if (!found) throw new Error(`no family ${name}`);
  return WillFormDataSchema.parse(found.formData);
}

/** The neighbour's family with its specific gifts replaced: [beneficiary, description]. */
function withGifts(gifts: [string, string][]) {
  const base = family("beneficiary-also-witness-gift");
  return WillFormDataSchema.parse({
    ...base,
    specificGifts: gifts.map(([beneficiary, description]) => ({
      beneficiary,
      description,
      relationship: "Neighbour",
    })),
  });
}

type Report = ReturnType<typeof checkWitnesses>;

/** Each witness's name, verdict and the codes of its notes. */
const verdictsIn = (report: Report) =>
  report.witnesses.map((result) => [result.name, result.verdict, result.notes.map((note) => note.code)]);

const verdicts = (formData: ReturnType<typeof family>, witnesses: ProposedWitness[]) =>
  verdictsIn(checkWitnesses(formData, witnesses));

describe("the witness checker on the legal corpus", () => {
  it("children-typed-by-first-name: Mia Hall, left the residue as 'Mia', may not witness", () => {
    expect(verdicts(family("children-typed-by-first-name"), [{ name: "Mia Hall" }])).toEqual([
      ["Mia Hall", "unsuitable", ["beneficiary", "executor"]],
    ]);
  });

  it("piano-to-two-children-by-first-names: Mia Hall, given half the piano as 'Mia', may not witness", () => {
    expect(verdicts(family("piano-to-two-children-by-first-names"), [{ name: "Mia Hall" }])).toEqual([
      ["Mia Hall", "unsuitable", ["beneficiary"]],
    ]);
  });

  it("married-young-children-mirror: the wife and a back-up child may not witness; the guardian-executor may, explained", () => {
    const formData = family("married-young-children-mirror");
    expect(
      verdicts(formData, [
        { name: "priya  SHAH" },
        { name: "Arjun Shah" },
        { name: "Nisha Patel" },
        { name: "Ravi Patel", spouseName: "Nisha Patel" },
        { name: "Gwen Morris" },
      ]),
    ).toEqual([
      // Both an executor and a beneficiary: s.15 takes her share.
      ["priya SHAH", "unsuitable", ["beneficiary", "executor"]],
      ["Arjun Shah", "unsuitable", ["beneficiary"]],
      ["Nisha Patel", "explained", ["executor"]],
      // Nisha Patel is a guardian and the back-up executor: an appointment, not a gift.
      ["Ravi Patel", "suitable", ["independent"]],
      ["Gwen Morris", "suitable", ["independent"]],
    ]);
    const report = checkWitnesses(formData, [{ name: "Priya Shah" }]);
    expect(report.enough).toBe(false);
    expect(report.witnesses[0]?.notes[0]).toEqual({
      code: "beneficiary",
      verdict: "unsuitable",
      message:
        "Priya Shah gets a share of your estate in your will. If they witness it, they lose that gift (the rest of the will still stands), unless two other independent witnesses also sign. Choose someone else.",
      statute: "Wills Act 1837, s.15; Wills Act 1968, s.1",
    });
  });

  it("beneficiary-also-witness-gift: the neighbour with the clock may not witness, nor may her husband", () => {
    const formData = family("beneficiary-also-witness-gift");
    const report = checkWitnesses(formData, [
      { name: "Jane Doe" },
      { name: "John Doe", spouseName: "jane doe" },
      { name: "Martin Finch" },
      { name: "Alan Grey" },
    ]);
    expect(report.witnesses.map((result) => [result.name, result.verdict])).toEqual([
      ["Jane Doe", "unsuitable"],
      ["John Doe", "unsuitable"],
      ["Martin Finch", "explained"],
      ["Alan Grey", "suitable"],
    ]);
    expect(report.witnesses[0]?.notes[0]?.message).toContain("gets a gift (my carriage clock)");
    expect(report.witnesses[1]?.notes[0]).toMatchObject({
      code: "spouse-beneficiary",
      message:
        "John Doe's husband, wife or civil partner, Jane Doe, gets a gift (my carriage clock) in your will. If John Doe witnesses it, Jane Doe loses that gift (the rest of the will still stands), unless two other independent witnesses also sign. Choose someone else.",
    });
    expect(report.witnesses[2]?.notes[0]?.statute).toBe("Wills Act 1837, s.17; Trustee Act 2000, s.28(4)");
    expect(report.enough).toBe(true);
  });

  it("blended-family-second-marriage: the stepson takes a share; the executor daughter is both, and s.15 wins", () => {
    const formData = family("blended-family-second-marriage");
    expect(
      verdicts(formData, [{ name: "Callum Doyle" }, { name: "Laura Whitaker" }, { name: "Jane Doyle" }]),
    ).toEqual([
      ["Callum Doyle", "unsuitable", ["beneficiary"]],
      ["Laura Whitaker", "unsuitable", ["beneficiary", "executor"]],
      ["Jane Doyle", "suitable", ["independent"]],
    ]);
  });

  it("mirror-spouse-typed-short: the wife typed short as beneficiary is still found", () => {
    const formData = family("mirror-spouse-typed-short");
    expect(verdicts(formData, [{ name: "Emma Roberts" }, { name: "Emma Louise Roberts" }])).toEqual([
      ["Emma Roberts", "unsuitable", ["beneficiary", "executor"]],
      ["Emma Louise Roberts", "unsuitable", ["beneficiary", "executor"]],
    ]);
  });

  it("the testator, a witness named twice, and one under 18 are not suitable", () => {
    const formData = family("married-young-children-mirror");
    const report = checkWitnesses(formData, [
      { name: "Thomas Shah" },
      { name: "Gwen Morris" },
      { name: "GWEN MORRIS" },
      { name: "Sam Hill", under18: true },
      { name: "  " },
    ]);
    expect(report.witnesses.map((result) => [result.name, result.notes.map((note) => note.code)])).toEqual([
      ["Thomas Shah", ["testator"]],
      ["Gwen Morris", ["independent"]],
      ["GWEN MORRIS", ["twice"]],
      ["Sam Hill", ["under-18"]],
    ]);
    expect(report.enough).toBe(false);
    expect(report.witnesses[3]?.notes[0]?.message).toBe(
      "The law sets no minimum age for a witness, but a witness must understand what they are seeing and may be asked about it years later. Choose someone 18 or over.",
    );
  });

  it("a gift to several people in one entry: each of them, and the spouse of one, may not witness", () => {
    const shared = (name: string, recipients: string, spouseName = "") =>
      spouseName === ""
        ? `${name} gets part of a shared gift in your will: a gift (my piano) to ${recipients}. If they witness it, they lose their part of that gift (the rest of the will still stands), unless two other independent witnesses also sign. Choose someone else.`
        : `${name}'s husband, wife or civil partner, ${spouseName}, gets part of a shared gift in your will: a gift (my piano) to ${recipients}. If ${name} witnesses it, ${spouseName} loses their part of that gift (the rest of the will still stands), unless two other independent witnesses also sign. Choose someone else.`;
    for (const recipients of [
      "Anna Smith and Ben Smith",
      "Anna Smith & Ben Smith",
      "Anna Smith, Ben Smith and Carl Smith",
      "Anna Smith, Ben Smith, and Carl Smith",
      "Mrs Anna Smith and Mr Ben Smith",
    ]) {
      const formData = withGifts([[recipients, "my piano"]]);
      const report = checkWitnesses(formData, [
        { name: "Anna Smith" },
        { name: "ben  smith" },
        { name: "Tom Green", spouseName: "Anna Smith" },
        { name: "Alan Grey" },
      ]);
      expect(verdictsIn(report), recipients).toEqual([
        ["Anna Smith", "unsuitable", ["beneficiary"]],
        ["ben smith", "unsuitable", ["beneficiary"]],
        ["Tom Green", "unsuitable", ["spouse-beneficiary"]],
        ["Alan Grey", "suitable", ["independent"]],
      ]);
      expect(report.witnesses[0]?.notes[0]).toEqual({
        code: "beneficiary",
        verdict: "unsuitable",
        message: shared("Anna Smith", recipients),
        statute: "Wills Act 1837, s.15; Wills Act 1968, s.1",
      });
      expect(report.witnesses[1]?.notes[0]?.message).toBe(shared("ben smith", recipients));
      expect(report.witnesses[2]?.notes[0]).toEqual({
        code: "spouse-beneficiary",
        verdict: "unsuitable",
        message: shared("Tom Green", recipients, "Anna Smith"),
        statute: "Wills Act 1837, s.15; Wills Act 1968, s.1",
      });
    }
    const commaList = withGifts([["Anna Smith, Ben Smith and Carl Smith", "my piano"]]);
    expect(verdicts(commaList, [{ name: "Carl Smith" }])).toEqual([
      ["Carl Smith", "unsuitable", ["beneficiary"]],
    ]);
  });

  it("a charity's name is not split into people: an ordinary witness is still suitable", () => {
    const formData = withGifts([
      ["Marks and Spencer Staff Benevolent Fund", "£100"],
      ["Smith & Jones Ltd", "my tools"],
    ]);
    expect(verdicts(formData, [{ name: "Anna Smith" }, { name: "Mark Spencer" }])).toEqual([
      ["Anna Smith", "suitable", ["independent"]],
      ["Mark Spencer", "suitable", ["independent"]],
    ]);
  });

  it("titles are ignored: a gift to Dr. Jane Doe or Mrs Jane Doe stops Jane Doe, and Dr Jane Doe is Jane Doe", () => {
    for (const recipient of ["Dr. Jane Doe", "Mrs Jane Doe", "Rev Jane Doe"]) {
      const formData = withGifts([[recipient, "£500"]]);
      const report = checkWitnesses(formData, [
        { name: "Jane Doe" },
        { name: "John Doe", spouseName: "jane doe" },
        { name: "Alan Grey" },
      ]);
      expect(verdictsIn(report), recipient).toEqual([
        ["Jane Doe", "unsuitable", ["beneficiary"]],
        ["John Doe", "unsuitable", ["spouse-beneficiary"]],
        ["Alan Grey", "suitable", ["independent"]],
      ]);
      expect(report.witnesses[0]?.notes[0]?.message).toBe(
        "Jane Doe gets a gift (£500) in your will. If they witness it, they lose that gift (the rest of the will still stands), unless two other independent witnesses also sign. Choose someone else.",
      );
    }
    // The will's neighbour is "Jane Doe"; the witness is typed with a title.
    const formData = family("beneficiary-also-witness-gift");
    expect(
      verdicts(formData, [{ name: "Dr Jane Doe" }, { name: "Mr. John Doe", spouseName: "Mrs Jane Doe" }]),
    ).toEqual([
      ["Dr Jane Doe", "unsuitable", ["beneficiary"]],
      ["Mr. John Doe", "unsuitable", ["spouse-beneficiary"]],
    ]);
  });

  it("every family: nobody who gets anything under the will is ever suitable", () => {
    for (const entry of FAMILIES) {
      const formData = WillFormDataSchema.parse(entry.formData);
      const takers = [
        ...formData.residualEstate.beneficiaries.map((b) => b.fullName),
        ...formData.residualEstate.contingentBeneficiaries.map((b) => b.fullName),
        ...formData.specificGifts.map((gift) => gift.beneficiary),
      ];
      const report = checkWitnesses(
        formData,
        takers.map((name) => ({ name: name.toUpperCase() })),
      );
      for (const result of report.witnesses)
        expect(result.verdict, `${entry.name}: ${result.name}`).toBe("unsuitable");
    }
  });
});
