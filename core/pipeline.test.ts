import { describe, expect, it } from "vitest";
import { GENERATION_STEPS, stepLabel, willPdfFilename } from "./pipeline.ts";

describe("the pipeline's step list", () => {
  it("has the spec's four steps with 1.5 s waits after steps 1 and 3", () => {
    expect(GENERATION_STEPS.map((step) => [step.step, step.label, step.waitAfterMs])).toEqual([
      [1, "Sending information to will writer", 1_500],
      [2, "Waiting for response", 0],
      [3, "Receiving will content", 1_500],
      [4, "Generating PDF will", 0],
    ]);
    expect(stepLabel(3)).toBe("Receiving will content");
    expect(stepLabel(0)).toBeNull();
  });
});

describe("the PDF's file name", () => {
  it("is {name}.pdf, keeping Welsh letters and removing what file systems refuse", () => {
    expect(willPdfFilename("Ann Smith")).toBe("Ann Smith.pdf");
    expect(willPdfFilename("Siân Llŷr")).toBe("Siân Llŷr.pdf");
    expect(willPdfFilename('A/B\\C:"D"<e>|f?*')).toBe("ABCDef.pdf");
    expect(willPdfFilename("Line\nbreak\u0000")).toBe("Linebreak.pdf");
    expect(willPdfFilename("  ")).toBe("will.pdf");
    expect(willPdfFilename(null)).toBe("will.pdf");
  });
});
