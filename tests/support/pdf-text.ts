import { spawnSync } from "node:child_process";

/**
 * A will's PDF as text in reading order (poppler's pdftotext), one space between words, without
 * the page footers ("Page 2") that would split a clause. No PDF is read as an empty file, which
 * pdftotext refuses: the test fails rather than finding no text.
 */
export function pdfTextWithoutPageNumbers(pdf: Uint8Array | null): string {
  const result = spawnSync("pdftotext", ["-", "-"], { input: Buffer.from(pdf ?? new Uint8Array()) });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr.toString()}`);
  return result.stdout
    .toString()
    .split("\n")
    .filter((line) => !/^\s*Page \d+\s*$/.test(line))
    .join(" ")
    .replace(/\s+/g, " ");
}
