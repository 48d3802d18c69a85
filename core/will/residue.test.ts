import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { WillFormDataSchema } from "./form-data.ts";
import { resolveWill, type ResolvedWill } from "./people.ts";
import { distribute, isEqualSplit, residueCascade, takerLabel, type Portion } from "./residue.ts";

const golden = (name: string): ResolvedWill =>
  resolveWill(
    WillFormDataSchema.parse(
      JSON.parse(readFileSync(path.join(import.meta.dirname, "golden", `${name}.input.json`), "utf8")),
    ),
  );

/** The portions by name, fractions to 6 places. */
function byName(resolved: ResolvedWill, portions: readonly Portion[]): Record<string, number> {
  return Object.fromEntries(
    portions.map(({ taker, fraction }) => [takerLabel(resolved, taker), Number(fraction.toFixed(6))]),
  );
}

function idOf(resolved: ResolvedWill, fullName: string): string {
  const person = resolved.people.find((candidate) => candidate.fullName === fullName);
  if (!person) throw new Error(`No ${fullName}`);
  return person.id;
}

describe("the residue cascade of widowed-with-gifts", () => {
  const will = golden("widowed-with-gifts");
  const ids = (...names: string[]) => names.map((name) => idOf(will, name));
  const share = (predeceased: string[], leavingChildren: string[] = []) =>
    byName(
      will,
      distribute(will, { predeceased: ids(...predeceased), leavingChildren: ids(...leavingChildren) }),
    );

  it("marks the children and the grandchildren for substitution, not the charity", () => {
    const cascade = residueCascade(will);
    expect(cascade.primary.map((s) => s.substituteChildren)).toEqual([true, true]);
    expect(cascade.backUp.map((s) => s.substituteChildren)).toEqual([true, true, false]);
    expect(cascade.longStop).toEqual([]);
  });

  it("gives the children half each when both survive", () => {
    expect(share([])).toEqual({ "Catherine Jones": 0.5, "Michael O'Brien": 0.5 });
  });

  it("gives a child's half to that child's own children before the back-ups (s.33 written out)", () => {
    expect(share(["Michael O'Brien"], ["Michael O'Brien"])).toEqual({
      "Catherine Jones": 0.5,
      "children of Michael O'Brien": 0.5,
    });
  });

  it("gives a childless child's half to the back-ups in their shares", () => {
    expect(share(["Michael O'Brien"])).toEqual({
      "Catherine Jones": 0.5,
      "Owen Jones": 0.125,
      "Megan Jones": 0.125,
      "Royal National Lifeboat Institution": 0.25,
    });
  });

  it("lets a failed back-up part grow the others, and only then the intestacy order", () => {
    expect(share(["Michael O'Brien", "Catherine Jones", "Owen Jones"])).toEqual({
      "Megan Jones": Number((1 / 3).toFixed(6)),
      "Royal National Lifeboat Institution": Number((2 / 3).toFixed(6)),
    });
    expect(
      share([
        "Michael O'Brien",
        "Catherine Jones",
        "Owen Jones",
        "Megan Jones",
        "Royal National Lifeboat Institution",
      ]),
    ).toEqual({ "intestacy order": 1 });
  });
});

describe("the residue cascade of single-no-children (no back-ups)", () => {
  const will = golden("single-no-children");
  it("adds a failed share to the other beneficiary, then gives the intestacy order everything", () => {
    const [first, second] = will.formData.residualEstate.beneficiaries.map((b) => b.personId ?? "");
    expect(byName(will, distribute(will, { predeceased: [second ?? ""] }))).toEqual({
      [will.formData.residualEstate.beneficiaries[0]?.fullName ?? ""]: 1,
    });
    expect(byName(will, distribute(will, { predeceased: [first ?? "", second ?? ""] }))).toEqual({
      "intestacy order": 1,
    });
  });
});

describe("isEqualSplit", () => {
  it("reads the form's rounded thirds as equal shares, and nothing else", () => {
    expect(isEqualSplit([33.34, 33.33, 33.33])).toBe(true);
    expect(isEqualSplit([33.33, 33.33, 33.33])).toBe(true);
    expect(isEqualSplit([100 / 3, 100 / 3, 100 / 3])).toBe(true);
    expect(isEqualSplit([60, 40])).toBe(false);
    expect(isEqualSplit([100])).toBe(false);
  });
});
