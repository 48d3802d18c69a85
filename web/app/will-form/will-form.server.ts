import { openedFromPreview } from "./change-from-preview.ts";
import { rowFragment } from "./will-form-rows.ts";
import { createHash } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import {
  applyStep,
  blocksTheWill,
  checkAllDocuments,
  completeFormData,
  FORM_FLOW,
  flowPosition,
  GENERATION_FAILED_MESSAGE,
  isFormStepId,
  nextStepId,
  pageDefaultValue,
  pageFindings,
  pageSchema,
  previousStepId,
  renderMirrorWill,
  renderWill,
  changesSince,
  todayInLondon,
  versionRenderOptions,
  WillContactSchema,
  type FormStepId,
  type LegalFinding,
  type StepValue,
  type WillFormData,
} from "../../../core/index.ts";
import type { PrismaClient } from "../../../prisma/db.ts";
import { ensureBrowserKey } from "../accounts/capability.server.ts";
import { documentBody } from "./will-html.server.ts";
import { readWishes } from "./wish-reading.server.ts";
import { getPrisma } from "../common/db.server.ts";
import { deleteDraft, findDraft, updateDraft, type Draft } from "./drafts.server.ts";
import { isDocumentRequest, redirectToErrors, SHOW_ERRORS } from "../common/errors-after-post.server.ts";
import { readFormBody } from "../common/http.server.ts";
import { getLogger } from "../common/logger.server.ts";
import { getPipeline } from "../common/pipeline.server.ts";
import { asPage } from "../common/rate-limit.server.ts";
import { getRequester } from "../accounts/requester.server.ts";
import { admitWill, enforceDraftSaveLimits, type WillRefusal } from "./will-limits.server.ts";
import {
  createUnclaimedWill,
  findReadableWill,
  saveFormWill,
  startsFromRow,
  type Requester,
} from "./wills.server.ts";
import { previousVersionOf, versionLink } from "../after-the-will/will-versions.server.ts";

/**
 * The guided form on the server: every page is a real form post handled here, validated with the
 * schema the browser uses (core's pageSchema), saved to the draft whatever happens, and answered
 * with a redirect to the next page (or the page again with its errors).
 */

export const stepPath = (step: FormStepId, part?: "details") =>
  `/create-will/${step}${part ? `?part=${part}` : ""}`;

async function requireDraft(request: Request): Promise<{ draft: Draft; requester: Requester }> {
  const requester = await getRequester(request);
  const draft = await findDraft(await getPrisma(), requester);
  if (!draft) throw redirect("/create-will");
  return { draft, requester };
}

function stepParam(value: string | undefined): FormStepId {
  if (!value || !isFormStepId(value)) throw new Response("Not Found", { status: 404 });
  return value;
}

export async function loadStep(request: Request, stepValue: string | undefined) {
  const step = stepParam(stepValue);
  const { draft, requester } = await requireDraft(request);
  const prisma = await getPrisma();
  if (flowPosition(step) > draft.reached) {
    throw redirect(stepPath(FORM_FLOW[draft.reached]?.id ?? "personal"));
  }
  // Remember the page, so a closed tab opens here again.
  if (draft.step !== step) await updateDraft(prisma, draft.id, { step });
  const today = todayInLondon();
  const url = new URL(request.url);

  if (step === "preview") {
    const complete = completeFormData(draft.formData);
    if (!complete.ok) throw redirect(stepPath(complete.step));
    const previous = await previousVersionOf(prisma, requester, draft.replacesWillId);
    const options = versionRenderOptions(previous, complete.formData);
    const rendered = renderWill(complete.formData, options.will);
    const mirror = renderMirrorWill(complete.formData, options.mirror);
    return {
      step,
      today,
      draft: draft.formData,
      preview: {
        formData: complete.formData,
        documentHtml: documentBody(rendered.html),
        mirrorTitle: mirror?.title ?? null,
        findings: checkAllDocuments(complete.formData, {
          today,
          wishReading: await readWishes(complete.formData.otherWishes),
        }),
        changes: previous ? changesSince(previous, complete.formData) : null,
      },
      // The will's generation failed after the preview (the progress page sends the user back here).
      generationError: url.searchParams.get("generation") === "failed" ? GENERATION_FAILED_MESSAGE : null,
      saveDialogOpen: url.searchParams.get("save") === "1",
    };
  }
  const pending = draft.pendingInput[step];
  const defaultValue = pending ?? pageDefaultValue(step, draft.formData);
  // The page again after a post with errors without JavaScript: the same errors, from what was typed.
  const checked =
    pending && url.searchParams.get(SHOW_ERRORS) === "1"
      ? parseWithZod(asFormFields(pending), { schema: pageSchema(step, draft.formData, today) })
      : null;
  return {
    step,
    today,
    draft: draft.formData,
    defaultValue,
    findings: pageFindings(
      step,
      draft.formData,
      checked ? pending : pageDefaultValue(step, draft.formData),
      today,
    ),
    lastResult: checked && checked.status !== "success" ? checked.reply() : null,
    executorPart: step === "executor" && url.searchParams.get("part") === "details" ? "details" : "intro",
  } as const;
}

/** A draft's kept input (Conform's payload) as the form fields it came from, to check it again. */
function asFormFields(payload: Record<string, unknown>): URLSearchParams {
  const fields = new URLSearchParams();
  const add = (name: string, value: unknown) => {
    if (Array.isArray(value)) value.forEach((item, index) => add(`${name}[${index}]`, item));
    else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) add(name ? `${name}.${key}` : key, item);
    } else if (typeof value === "string") fields.append(name, value);
  };
  add("", payload);
  return fields;
}

export async function handleStepAction(request: Request, stepValue: string | undefined, clientIp: string) {
  const step = stepParam(stepValue);
  const { draft, requester } = await requireDraft(request);
  const prisma = await getPrisma();
  await asPage(() => enforceDraftSaveLimits(prisma, draft.id, clientIp));
  const body = await readFormBody(request);
  const action = body.get("_action");
  if (action === "restart") {
    await deleteDraft(prisma, draft.id);
    return redirect("/create-will");
  }
  if (flowPosition(step) > draft.reached) {
    return redirect(stepPath(FORM_FLOW[draft.reached]?.id ?? "personal"));
  }
  if (step === "preview") return handlePreviewAction(request, body, draft, { ...requester, clientIp });

  const today = todayInLondon();
  const submission = parseWithZod(body, { schema: pageSchema(step, draft.formData, today) });
  // Stored as JSON: a list grown by an add button may hold undefined rows, which become null.
  const keepTyped = (payload: Record<string, unknown>) =>
    updateDraft(prisma, draft.id, {
      pendingInput: {
        ...draft.pendingInput,
        [step]: JSON.parse(JSON.stringify(payload)) as Record<string, unknown>,
      },
    });

  if (action === "keep") {
    // The browser keeping what is being typed (JavaScript's autosave): nothing is checked yet.
    await keepTyped(submission.payload);
    return data({ kept: true });
  }
  if (action === "previous") {
    // Going back never loses what was typed, valid or not.
    await keepTyped(submission.payload);
    const previous = previousStepId(step);
    return redirect(previous === "executor" ? stepPath("executor", "details") : stepPath(previous ?? step));
  }
  if (submission.status !== "success") {
    await keepTyped(submission.payload);
    // An add or remove button without JavaScript: the page again, from the saved values.
    if (submission.status === undefined) {
      // The executor page's details are behind ?part=details, wherever the form posted to.
      if (step === "executor") return redirect(stepPath("executor", "details"));
      const url = new URL(request.url);
      // A new row is not wrong yet: the errors shown before the add go.
      url.searchParams.delete(SHOW_ERRORS);
      // Back at the new row, or at the list's Add button after a removal (docs/journeys.md).
      const fragment = rowFragment(body.get("__intent__"), submission.payload);
      return redirect(`${url.pathname}${url.search}${fragment ? `#${fragment}` : ""}`);
    }
    // Without JavaScript: post, redirect, get (what was typed is kept in the draft, above).
    if (isDocumentRequest(request)) return redirectToErrors(request);
    return data(
      { result: submission.reply(), findings: pageFindings(step, draft.formData, submission.payload, today) },
      { status: 400 },
    );
  }
  const formData = applyStep(draft.formData, { step, value: submission.value } as StepValue);
  const { [step]: _accepted, ...stillPending } = draft.pendingInput;
  // A change made from the preview goes back to it, unless a page after this one now needs answers.
  const backToPreview = openedFromPreview(new URL(request.url)) && completeFormData(formData).ok;
  const next = backToPreview ? "preview" : (nextStepId(step) ?? "preview");
  await updateDraft(prisma, draft.id, {
    formData,
    pendingInput: stillPending,
    step: next,
    reached: Math.max(draft.reached, flowPosition(next)),
  });
  return redirect(stepPath(next));
}

/** The unique key of the will `draft` makes from `formData` (Will.draftKey). */
function draftKeyOf(draftId: string, formData: WillFormData): string {
  const answers = createHash("sha256").update(JSON.stringify(formData)).digest("base64url");
  return `${draftId}:${answers}`;
}

/**
 * Makes the draft's will from `formData`, once: the draft's row is locked for the transaction, so
 * a second post of the same draft (a double click without JavaScript posts twice at once) waits
 * for the first, then finds its will by the draft's key rather than making and counting another.
 * The unique key holds even without the lock. A will of the same key whose generation failed
 * gives its key up: the answers make a new will. Throws RateLimitedError past the day's limit.
 */
async function makeWillOnce(
  prisma: PrismaClient,
  draft: Draft,
  will: {
    formData: WillFormData;
    findings: LegalFinding[];
    creator: Requester;
    /** Who asks (the creator, before this post gave the browser its key): the version link's owner. */
    requester: Requester;
    clientIp: string;
    recorded: boolean;
  },
): Promise<{ id: string; isNew: boolean } | { refused: WillRefusal }> {
  const draftKey = draftKeyOf(draft.id, will.formData);
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "WillDraft" WHERE "id" = ${draft.id} FOR UPDATE`;
    const made = await tx.will.findUnique({ where: { draftKey }, select: { id: true, status: true } });
    if (made && made.status !== "failed") return { id: made.id, isNew: false };
    if (made) await tx.will.update({ where: { id: made.id }, data: { draftKey: null } });
    const { formData, findings, creator, clientIp } = will;
    const refused = await admitWill(tx, { formData, findings, requester: creator, clientIp, emailTo: null });
    if (refused) return { refused };
    const link = await versionLink(tx, will.requester, draft.replacesWillId);
    const { id } = await createUnclaimedWill(tx, will.formData, will.creator, link, will.recorded, draftKey);
    await updateDraft(tx, draft.id, { willId: id });
    return { id, isNew: true };
  });
}

async function handlePreviewAction(
  request: Request,
  body: URLSearchParams,
  draft: Draft,
  { clientIp, ...requester }: Requester & { clientIp: string },
) {
  const prisma = await getPrisma();
  const action = body.get("_action");
  if (action === "previous") return redirect(stepPath("executor", "details"));
  const complete = completeFormData(draft.formData);
  if (!complete.ok) return redirect(stepPath(complete.step));
  const findings = checkAllDocuments(complete.formData, { today: todayInLondon() });
  if (blocksTheWill(findings)) return redirect(stepPath("preview"));
  const browser = await ensureBrowserKey(request);
  const creator = { userId: requester.userId, browserKeyHash: browser.keyHash };
  const headers = new Headers();
  if (browser.setCookie) headers.append("Set-Cookie", browser.setCookie);
  const admit = async (emailTo: string | null) => {
    const will = { formData: complete.formData, requester: creator, clientIp, emailTo, findings };
    const refused = await asPage(() => admitWill(prisma, will));
    return refused && data({ saveResult: null, generationError: refused.message }, { status: 400, headers });
  };

  if (action === "generate" || action === "legal-check") {
    // 'Add a legal check' on the preview makes the will first (a request is for a will), then
    // opens the request form; the will's generation goes on meanwhile.
    // Pressed again (Back from 'Almost Done!' or from the legal check, or a double click): the
    // will already made from these answers (makeWillOnce), not another one counted against the
    // day's limit.
    const pipeline = await getPipeline();
    const recorded = startsFromRow(pipeline);
    const made = await asPage(() =>
      makeWillOnce(prisma, draft, {
        formData: complete.formData,
        findings,
        creator,
        requester,
        clientIp,
        recorded,
      }),
    );
    if ("refused" in made) {
      return data({ saveResult: null, generationError: made.refused.message }, { status: 400, headers });
    }
    const { id } = made;
    try {
      if (made.isNew && !recorded) await pipeline.startGeneration(id, null);
    } catch (error) {
      getLogger().error({ err: error, willId: id }, "could not start generation");
      return data({ saveResult: null, generationError: GENERATION_FAILED_MESSAGE }, { status: 503, headers });
    }
    return redirect(
      action === "legal-check" ? `/wills/${id}/legal-check?from=preview` : `/wills/${id}/progress`,
      {
        headers,
      },
    );
  }
  if (action === "save") {
    const submission = parseWithZod(body, { schema: WillContactSchema });
    if (submission.status !== "success") {
      return data({ saveResult: submission.reply(), generationError: null }, { status: 400, headers });
    }
    const refused = await admit(submission.value.email);
    if (refused) return refused;
    const link = await versionLink(prisma, requester, draft.replacesWillId);
    const contact = { formData: complete.formData, ...submission.value };
    const { id } = await saveFormWill(prisma, await getPipeline(), contact, creator, link);
    await deleteDraft(prisma, draft.id);
    return redirect(`/will-success?id=${encodeURIComponent(id)}`, { headers });
  }
  if (action === "saved") {
    // The browser saved through POST /api/wills: the form is done once that will is really theirs.
    const id = body.get("willId") ?? "";
    const will = await findReadableWill(prisma, id, requester);
    if (!will) return redirect(stepPath("preview"));
    await deleteDraft(prisma, draft.id);
    return redirect(`/will-success?id=${encodeURIComponent(id)}`);
  }
  return redirect(stepPath("preview"));
}
