import type { WillStatus } from "../../../core/index.ts";
import { getPipeline } from "~/common/pipeline.server.ts";

/**
 * True when a will has no PDF yet and this server is known not to be able to make PDFs at the
 * moment, so its pages say so plainly instead of showing progress that will not come
 * (docs/operations.md, "PDFs"). While the start-up check is still under way it is not known.
 */
export async function pdfUnavailableFor(status: WillStatus | string): Promise<boolean> {
  if (status === "ready" || status === "emailed") return false;
  const pdf = (await getPipeline()).pdfReadiness();
  return pdf.checked && !pdf.ready;
}
