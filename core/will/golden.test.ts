/**
 * Golden wills: each core/will/golden/<family>.input.json (a formData) must render byte for byte to
 * core/will/golden/<family>.html, and a family with a mirror will also to <family>.mirror.html.
 *
 * After a deliberate change to the document, regenerate the files and review the diff line by line
 * (core/will/golden/README.md says what to look at):
 *
 *   UPDATE_GOLDEN=1 npx vitest run core/will/golden.test.ts
 *
 * Without UPDATE_GOLDEN=1 this test only reads files. Tests may do I/O; core code may not, hence the
 * eslint exceptions below for this file's Node imports.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { WillFormDataSchema } from "./form-data.ts";
import { renderMirrorWill, renderWill } from "./render.ts";

const FAMILIES = [
  "single-no-children",
  "married-three-children-mirror",
  "unmarried-partner-one-child-trust",
  "widowed-with-gifts",
  "divorced-expecting-marriage",
] as const;

/** Families whose formData asks for a mirror will (married, spouseName, hasMirrorWill). */
const MIRROR_FAMILIES: ReadonlySet<string> = new Set(["married-three-children-mirror"]);

const UPDATE = process.env.UPDATE_GOLDEN === "1";

function goldenPath(file: string): string {
  return fileURLToPath(new URL(`./golden/${file}`, import.meta.url));
}

function expectGolden(file: string, actual: string): void {
  const path = goldenPath(file);
  if (UPDATE) {
    writeFileSync(path, actual, "utf8");
    return;
  }
  if (!existsSync(path)) {
    throw new Error(
      `Missing golden file ${file}: run UPDATE_GOLDEN=1 npx vitest run core/will/golden.test.ts`,
    );
  }
  // toBe, not a normalised comparison: the document must be byte-identical.
  expect(actual).toBe(readFileSync(path, "utf8"));
}

describe.each(FAMILIES)("the golden will of %s", (family) => {
  const formData = WillFormDataSchema.parse(
    JSON.parse(readFileSync(goldenPath(`${family}.input.json`), "utf8")) as unknown,
  );

  it("renders exactly as the golden file", () => {
    expectGolden(`${family}.html`, renderWill(formData).html);
  });

  it(
    MIRROR_FAMILIES.has(family) ? "has a mirror will exactly as its golden file" : "has no mirror will",
    () => {
      const mirror = renderMirrorWill(formData);
      if (MIRROR_FAMILIES.has(family)) {
        expect(mirror).not.toBeNull();
        expectGolden(`${family}.mirror.html`, mirror?.html ?? "");
      } else {
        expect(mirror).toBeNull();
      }
    },
  );
});
