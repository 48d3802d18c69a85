import type { LoaderFunctionArgs } from "@remix-run/node";
import { willPdfFilename } from "../../../core/index.ts";
import { getPrisma } from "~/common/db.server.ts";
import { jsonError } from "~/common/http.server.ts";
import { getRequester } from "~/accounts/requester.server.ts";
import { findReadablePdf } from "~/will-form/wills.server.ts";

/**
 * GET /api/wills/{id}/pdf: the will as a download named "{name}.pdf", to the same people who may
 * read the will (404 to anyone else). 409 while the PDF is not ready yet.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const found = await findReadablePdf(await getPrisma(), params.id ?? "", await getRequester(request));
  if (!found) return jsonError(404, "Will not found.");
  if (!found.pdf) return jsonError(409, "The PDF of this will is not ready yet.");
  const filename = willPdfFilename(found.fullName);
  const asciiFallback = filename.replace(/[^\x20-\x7e]/g, "_").replace(/"/g, "");
  return new Response(found.pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(found.pdf.byteLength),
      "Content-Disposition": `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      "Cache-Control": "private, no-store",
    },
  });
}
