import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { z } from "zod";
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
 * A page's Conform form, validated with the same schema the action uses (pageSchema: the step's
 * fields, then the legal checks that block): first when the user presses Next (as GOV.UK does:
 * a message appearing when a field loses focus moves the buttons under the pointer), then again
 * as they type. The legal findings are worked out on every change, so they appear beside the
 * fields as the user answers.
 */
export function useStepForm<Shape extends Record<string, unknown>>(props: StepPageProps) {
  const { step, today, draft } = props;
  const schema = useMemo(() => pageSchema(step, draft, today), [step, draft, today]);
  const [form, fields] = useForm<Shape>({
    id: `will-${step}`,
    lastResult: props.lastResult,
    defaultValue: props.defaultValue as never,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // Previous never validates: going back keeps what was typed, finished or not.
    onValidate: ({ formData, submitter }) =>
      parseWithZod(formData, {
        schema: submitter?.name === "_action" && submitter.value === "previous" ? z.unknown() : schema,
      }) as never,
  });
  const [findings, setFindings] = useState<LegalFinding[]>(props.findings);
  const autosave = useAutosave();
  const onChange = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const formData = new FormData(event.currentTarget);
      const parsed = parseWithZod(formData, { schema: PAGE_SCHEMAS[step] });
      if (parsed.status === "success") setFindings(pageFindings(step, draft, parsed.value, today));
      autosave.schedule(event.currentTarget);
    },
    [step, draft, today, autosave],
  );
  /** The findings to show beside the field named `name` on this page (blocking ones are errors). */
  const findingsAt = useCallback(
    (name: string) =>
      findings.filter(
        (finding) => finding.severity !== "block" && fieldNameOnPage(finding.field ?? "") === name,
      ),
    [findings],
  );
  return { form, fields, findings, findingsAt, onChange, saveStatus: autosave.status };
}

const AUTOSAVE_DELAY_MS = 600;

/**
 * With JavaScript, what is typed is kept on the server a moment after the user stops typing (the
 * action's "keep"), so even an unfinished page survives a reload or a closed tab.
 */
function useAutosave() {
  const fetcher = useFetcher();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [pending, setPending] = useState(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  const schedule = useCallback(
    (form: HTMLFormElement) => {
      clearTimeout(timer.current);
      setPending(true);
      timer.current = setTimeout(() => {
        const formData = new FormData(form);
        formData.delete("__intent__");
        formData.set("_action", "keep");
        fetcher.submit(formData, { method: "post", action: form.getAttribute("action") ?? undefined });
        setPending(false);
      }, AUTOSAVE_DELAY_MS);
    },
    [fetcher],
  );
  const status: "idle" | "saving" | "saved" =
    pending || fetcher.state !== "idle" ? "saving" : fetcher.data !== undefined ? "saved" : "idle";
  return useMemo(() => ({ schedule, status }), [schedule, status]);
}
