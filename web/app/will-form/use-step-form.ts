import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { useFetcher, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import {
  fieldNameOnPage,
  type DraftFormData,
  type EditStepId,
  type LegalFinding,
} from "../../../core/index.ts";
import { laterModule, useLaterModule } from "../common/after-hydration.ts";
import { takenAsTyped } from "../common/taken-as-typed.ts";
import { isIntentSubmit, type FormShape } from "./fields.tsx";

export interface StepPageProps {
  step: EditStepId;
  today: string;
  draft: DraftFormData;
  defaultValue: Record<string, unknown>;
  findings: LegalFinding[];
  lastResult: SubmissionResult<string[]> | null;
}

/** The pages' checks, with zod and the schemas: imported once the page has hydrated. */
export const checksModule = laterModule(() => import("./step-checks.ts"));

/**
 * A page's Conform form, validated with the same schema the action uses (pageSchema: the step's
 * fields, then the legal checks that block): first when the user presses Next (as GOV.UK does:
 * a message appearing when a field loses focus moves the buttons under the pointer), then again
 * as they type. The legal findings are worked out on every change, so they appear beside the
 * fields as the user answers.
 *
 * The checks arrive once the page has hydrated (step-checks.ts). Until then a press of Next is
 * checked by the server alone, as without JavaScript, and the findings are the ones the page came
 * with. `Schema` is the step's schema (core's PAGE_SCHEMAS[step]), named for the fields' types.
 */
export function useStepForm<Schema extends z.ZodType<FormShape, unknown>>(props: StepPageProps) {
  const { step, today, draft } = props;
  const loaded = useLaterModule(checksModule);
  const checks = useMemo(() => loaded?.stepChecks(step, draft, today), [loaded, step, draft, today]);
  // The fields have the shape of the step's valid values. The parsed value itself is not read in
  // the browser (the action parses the post again), so its type is left open.
  const [form, fields] = useForm<z.output<Schema>, unknown>({
    id: `will-${step}`,
    lastResult: props.lastResult,
    // What the draft holds of this page: the loader's JSON, which the step's schema gave its shape.
    defaultValue: props.defaultValue as DefaultValue<z.output<Schema>>,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // Previous never validates: going back keeps what was typed, finished or not.
    onValidate: ({ formData, submitter }) =>
      checks && !(submitter?.name === "_action" && submitter.value === "previous")
        ? checks.validate(formData)
        : takenAsTyped(formData),
  });
  const [findings, setFindings] = useState<LegalFinding[]>(props.findings);
  const autosave = useAutosave();
  // A change made before the checks arrived: its findings are worked out when they do.
  const changedEarly = useRef<HTMLFormElement | null>(null);
  const onChange = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const found = checks?.findings(new FormData(event.currentTarget));
      if (found) setFindings(found);
      if (!checks) changedEarly.current = event.currentTarget;
      autosave.schedule(event.currentTarget);
    },
    [checks, autosave],
  );
  useEffect(() => {
    const changed = changedEarly.current;
    if (!checks || !changed?.isConnected) return;
    changedEarly.current = null;
    const found = checks.findings(new FormData(changed));
    if (found) setFindings(found);
  }, [checks]);
  /** The findings to show beside the field named `name` on this page (blocking ones are errors). */
  const findingsAt = useCallback(
    (name: string) =>
      findings.filter(
        (finding) => finding.severity !== "block" && fieldNameOnPage(finding.field ?? "") === name,
      ),
    [findings],
  );
  return { form, fields, findings, findingsAt, onChange, autosave: autosave as Autosave };
}

const AUTOSAVE_DELAY_MS = 600;

type SubmitHandler = (event: FormEvent<HTMLFormElement>) => void;

/**
 * With JavaScript, what is typed is kept on the server a moment after the user stops typing (the
 * action's "keep"), so even an unfinished page survives a reload or a closed tab.
 *
 * The save and the page's own posts (Next, Previous) never overlap: a save that finishes while
 * Next is on its way reloads this page's data and can land the router back on this page
 * (docs/guided-form.md). So a press while a save is on its way waits for it, then is replayed;
 * a post that goes ahead cancels the save still to come (the post carries every field, and the
 * action keeps them whatever its answer); and a save due while a post is on its way waits for it.
 */
function useAutosave() {
  const fetcher = useFetcher();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const saving = useRef(false);
  const posting = useRef(false);
  const heldPress = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null);
  const heldSave = useRef<HTMLFormElement | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const { submit } = fetcher;
  const send = useCallback(
    (form: HTMLFormElement) => {
      if (posting.current) {
        heldSave.current = form;
        return;
      }
      const formData = new FormData(form);
      formData.delete("__intent__");
      formData.set("_action", "keep");
      saving.current = true;
      void submit(formData, { method: "post", action: form.getAttribute("action") ?? undefined });
      setPending(false);
    },
    [submit],
  );
  // The save is answered, this page's data reloaded: a press that waited for it goes now.
  useEffect(() => {
    if (fetcher.state !== "idle") return;
    saving.current = false;
    const press = heldPress.current;
    heldPress.current = null;
    if (press?.form.isConnected) press.form.requestSubmit(press.submitter);
  }, [fetcher.state]);
  // The page's post is answered and the page is still here (its errors): a save that waited goes now.
  useEffect(() => {
    posting.current = navigation.state !== "idle";
    const form = heldSave.current;
    if (posting.current || !form) return;
    heldSave.current = null;
    if (form.isConnected) send(form);
  }, [navigation.state, send]);

  const schedule = useCallback(
    (form: HTMLFormElement) => {
      clearTimeout(timer.current);
      setPending(true);
      timer.current = setTimeout(() => send(form), AUTOSAVE_DELAY_MS);
    },
    [send],
  );
  /** The form's onSubmit, around Conform's: holds or replays a press as the comment above says. */
  const onSubmit = useCallback((event: FormEvent<HTMLFormElement>, conformSubmit: SubmitHandler) => {
    if (saving.current && !isIntentSubmit(event)) {
      event.preventDefault();
      heldPress.current = {
        form: event.currentTarget,
        submitter: (event.nativeEvent as SubmitEvent).submitter,
      };
      return;
    }
    conformSubmit(event);
    // Prevented: an add or remove button, or errors to show; the page stays and so does the save.
    if (event.defaultPrevented) return;
    clearTimeout(timer.current);
    heldSave.current = null;
    posting.current = true;
    setPending(false);
  }, []);
  const status: "idle" | "saving" | "saved" =
    pending || fetcher.state !== "idle" ? "saving" : fetcher.data !== undefined ? "saved" : "idle";
  return useMemo(() => ({ schedule, status, onSubmit }), [schedule, status, onSubmit]);
}

export type Autosave = Pick<ReturnType<typeof useAutosave>, "status" | "onSubmit">;
