import { parseWithZod } from "@conform-to/zod/v4";
import {
  PAGE_SCHEMAS,
  pageFindings,
  pageSchema,
  type DraftFormData,
  type EditStepId,
  type LegalFinding,
} from "../../../core/index.ts";

/*
 * A page's checks in the browser, imported once the page has hydrated (use-step-form.ts), with zod
 * and the schemas: the page is interactive without them (docs/decisions/022-client-javascript.md).
 */

/** The checks of one page: what its action validates, and the findings for what is typed. */
export function stepChecks(step: EditStepId, draft: DraftFormData, today: string) {
  const schema = pageSchema(step, draft, today);
  return {
    /** The step's fields, then the legal checks that block, as the action validates the post. */
    validate: (formData: FormData) => parseWithZod(formData, { schema }),
    /** The findings for the values in front of the user; null while the fields do not parse. */
    findings(formData: FormData): LegalFinding[] | null {
      const parsed = parseWithZod(formData, { schema: PAGE_SCHEMAS[step] });
      return parsed.status === "success" ? pageFindings(step, draft, parsed.value, today) : null;
    },
  };
}
