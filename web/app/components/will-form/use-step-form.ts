import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useCallback, useMemo, useState, type FormEvent } from "react";
import {
  fieldNameOnPage,
  PAGE_SCHEMAS,
  pageFindings,
  pageSchema,
  type DraftFormData,
  type EditStepId,
  type LegalFinding,
} from "../../../../core/index.ts";

export interface StepPageProps {
  step: EditStepId;
  today: string;
  draft: DraftFormData;
  defaultValue: Record<string, unknown>;
  findings: LegalFinding[];
  lastResult: SubmissionResult<string[]> | null;
}

/**
 * A page's Conform form: validated as the user types with the same schema the action uses
 * (pageSchema: the step's fields, then the legal checks that block), and the legal findings worked
 * out again on every change so they appear beside the fields as the user answers.
 */
export function useStepForm<Shape extends Record<string, unknown>>(props: StepPageProps) {
  const { step, today, draft } = props;
  const schema = useMemo(() => pageSchema(step, draft, today), [step, draft, today]);
  const [form, fields] = useForm<Shape>({
    id: `will-${step}`,
    lastResult: props.lastResult,
    defaultValue: props.defaultValue as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as never,
  });
  const [findings, setFindings] = useState<LegalFinding[]>(props.findings);
  const onChange = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const parsed = parseWithZod(new FormData(event.currentTarget), { schema: PAGE_SCHEMAS[step] });
      if (parsed.status === "success") setFindings(pageFindings(step, draft, parsed.value, today));
    },
    [step, draft, today],
  );
  /** The findings to show beside the field named `name` on this page (blocking ones are errors). */
  const findingsAt = useCallback(
    (name: string) =>
      findings.filter(
        (finding) => finding.severity !== "block" && fieldNameOnPage(finding.field ?? "") === name,
      ),
    [findings],
  );
  return { form, fields, findings, findingsAt, onChange };
}
