import type { WillStatus } from "../../core/index.ts";
import { getPipeline } from "~/pipeline.server.ts";

/**
 * True when a will has no PDF yet and this server cannot make PDFs at the moment, so its pages say
 * so plainly instead of showing progress that will not come (docs/operations.md, "PDFs").
 */
export async function pdfUnavailableFor(status: WillStatus | string): Promise<boolean> {
  if (status === "ready" || status === "emailed") return false;
  return !(await (await getPipeline()).pdfReadiness()).ready;
}
