import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// `npm run will:render` as a reviewer runs it, on the golden inputs.
const root = path.resolve(import.meta.dirname, "../..");
const golden = (name: string) => path.join(root, "core/will/golden", name);
const scratch = mkdtempSync(path.join(os.tmpdir(), "will-render-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function render(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(root, "scripts/will-render.ts"), ...args],
    {
      cwd: root,
      encoding: "utf8",
    },
  );
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("npm run will:render", () => {
  it("prints the will of a golden input, identical to its golden file", () => {
    const { code, stdout, stderr } = render(golden("single-no-children.input.json"), "--today", "2026-11-21");
    expect(code).toBe(0);
    expect(stdout).toBe(readFileSync(golden("single-no-children.html"), "utf8"));
    expect(stderr).toContain("(Wills Act 1837, s.9 and s.15)");
  });

  it("writes the will and the spouse's mirror will with --out", () => {
    const out = path.join(scratch, "couple.html");
    const { code } = render(
      golden("married-three-children-mirror.input.json"),
      "--out",
      out,
      "--today",
      "2026-11-21",
    );
    expect(code).toBe(0);
    expect(readFileSync(out, "utf8")).toBe(
      readFileSync(golden("married-three-children-mirror.html"), "utf8"),
    );
    expect(readFileSync(path.join(scratch, "couple.mirror.html"), "utf8")).toBe(
      readFileSync(golden("married-three-children-mirror.mirror.html"), "utf8"),
    );
  });

  it("renders nothing and exits 1 when a finding blocks the will", () => {
    const input = JSON.parse(readFileSync(golden("single-no-children.input.json"), "utf8")) as {
      personalInfo: { dateOfBirth: string };
    };
    input.personalInfo.dateOfBirth = "2010-01-01";
    const file = path.join(scratch, "minor.json");
    writeFileSync(file, JSON.stringify(input));
    const out = path.join(scratch, "minor.html");
    const { code, stdout, stderr } = render(file, "--out", out, "--today", "2026-11-21");
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(existsSync(out)).toBe(false);
    expect(stderr).toContain("[BLOCKS THE WILL]");
    expect(stderr).toContain("Wills Act 1837, s.7");
  });

  it("checks the mirror will too: one finding a line, and exits 1 when only the mirror will is blocked", () => {
    const input = JSON.parse(readFileSync(golden("married-three-children-mirror.input.json"), "utf8")) as {
      familyInfo: { spouseDateOfBirth?: string };
    };
    input.familyInfo.spouseDateOfBirth = "2010-01-01";
    const file = path.join(scratch, "young-spouse.json");
    writeFileSync(file, JSON.stringify(input));
    const out = path.join(scratch, "young-spouse.html");
    const { code, stderr } = render(file, "--out", out, "--today", "2026-11-21");
    expect(code).toBe(1);
    expect(existsSync(out)).toBe(false);
    const lines = stderr.trim().split("\n");
    expect(lines).toContain(
      "[mirror will of Sarah Louise Clarke] [BLOCKS THE WILL] You must be 18 or over to make a will in England and Wales. (Wills Act 1837, s.7)",
    );
    expect(lines.filter((line) => line.startsWith("[warning]")).length).toBeGreaterThan(0);
    expect(lines.at(-1)).toBe("The will was not rendered: fix the findings marked BLOCKS THE WILL.");
  });

  it("writes a mirror will in which a spouse typed differently is still the spouse", () => {
    const input = JSON.parse(readFileSync(golden("married-three-children-mirror.input.json"), "utf8")) as {
      familyInfo: { spouseDateOfBirth?: string };
      residualEstate: { beneficiaries: Array<{ fullName: string }> };
      executorInfo: { primary: { fullName: string } };
    };
    input.familyInfo.spouseDateOfBirth = "1984-06-30";
    input.residualEstate.beneficiaries[0]!.fullName = "Sarah Clarke";
    input.executorInfo.primary.fullName = "SARAH  CLARKE";
    const file = path.join(scratch, "typed-differently.json");
    writeFileSync(file, JSON.stringify(input));
    const out = path.join(scratch, "typed-differently.html");
    const { code, stderr } = render(file, "--out", out, "--today", "2026-11-21");
    expect(code).toBe(0);
    expect(stderr).toContain(
      "[warning] Sarah Clarke is named as a beneficiary and as your husband, wife or civil partner, but you gave your husband, wife or civil partner's name as Sarah Louise Clarke.",
    );
    const mirror = readFileSync(path.join(scratch, "typed-differently.mirror.html"), "utf8");
    expect(mirror).toContain('<span class="will-name">David Anthony Clarke</span> (Spouse)');
    expect(mirror).not.toMatch(/Sarah Clarke|SARAH/);
    expect(readFileSync(out, "utf8")).toBe(
      readFileSync(golden("married-three-children-mirror.html"), "utf8"),
    );
  });

  it("names the fields of an input that is not formData", () => {
    const file = path.join(scratch, "bad.json");
    writeFileSync(file, JSON.stringify({ personalInfo: { fullName: "" } }));
    const { code, stderr } = render(file);
    expect(code).toBe(1);
    expect(stderr).toContain("personalInfo.fullName: Enter your full name");
  });
});
