import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useFetcher, useNavigation } from "@remix-run/react";
import { useState } from "react";
import {
  blocksTheWill,
  destroyEarlierWillAdvice,
  EXECUTOR_RELATIONSHIP_LABELS,
  executorRoleTitle,
  formatShare,
  type LegalFinding,
  type VersionChanges,
  type WillFormData,
} from "../../../core/index.ts";
import { useErrorSummaryFocus } from "../common/error-summary.tsx";
import { showToast } from "../common/toaster.tsx";
import { useHydrated } from "../common/use-hydrated.ts";
import { changeFromPreview } from "./change-from-preview.ts";
import { LegalCheckOffer } from "./legal-check-offer.tsx";
import { FindingItem } from "./fields.tsx";
import { ContactFormBody, SaveDialogFrame, useContactForm } from "~/accounts/save-dialog-frame.tsx";
import { WillChanges } from "~/after-the-will/will-changes.tsx";

export interface PreviewProps {
  formData: WillFormData;
  documentHtml: string;
  mirrorTitle: string | null;
  findings: LegalFinding[];
  /** Why the will could not be made, when it could not. */
  generationError: string | null;
  saveDialogOpen: boolean;
  saveResult: SubmissionResult<string[]> | null;
  /** "Update my will": what is different from the will this one replaces. */
  changes: VersionChanges | null;
}

function Change({ to, what }: { to: string; what: string }) {
  return (
    <Link to={changeFromPreview(to)} className="change-link">
      Change<span className="visually-hidden"> {what}</span>
    </Link>
  );
}

/** The page of the form that fixes what a finding is about, from the field it names. */
export function fixingStep(finding: LegalFinding): { to: string; page: string } | null {
  const field = finding.field ?? "";
  if (/^familyInfo\.children\.\d+\.guardians/.test(field) || finding.code.includes("guardian")) {
    return { to: "/create-will/guardianship", page: "Guardianship" };
  }
  if (field.startsWith("personalInfo")) return { to: "/create-will/personal", page: "Personal Information" };
  if (field.startsWith("familyInfo")) return { to: "/create-will/family", page: "Family Details" };
  if (field.startsWith("specificGifts")) return { to: "/create-will/gifts", page: "Specific Gifts" };
  if (field.startsWith("residualEstate")) return { to: "/create-will/estate", page: "Estate Distribution" };
  if (field.startsWith("executorInfo")) {
    return { to: "/create-will/executor?part=details", page: "Executor Information" };
  }
  return null;
}

/**
 * The legal findings as one summary above the will, each with a link to the page that fixes it
 * (guardian findings to Guardianship), instead of a box per finding (docs/journeys.md).
 */
function PreviewFindings({ findings }: { findings: readonly LegalFinding[] }) {
  if (findings.length === 0) return null;
  const blocked = blocksTheWill(findings);
  return (
    <section
      className={`preview-findings ${blocked ? "preview-findings-block" : ""}`}
      aria-labelledby="preview-findings-title"
    >
      <h3 id="preview-findings-title">
        {blocked ? "Fix these before you make your will" : "Please read before you make your will"}
      </h3>
      <ul className="preview-findings-list">
        {findings.map((finding) => {
          const fix = fixingStep(finding);
          return (
            <FindingItem
              key={`${finding.code}-${finding.field ?? ""}-${finding.message}`}
              finding={finding}
              fix={
                fix ? (
                  <>
                    {" "}
                    <Link to={changeFromPreview(fix.to)} className="preview-finding-fix">
                      Change this on {fix.page}
                    </Link>
                  </>
                ) : null
              }
            />
          );
        })}
      </ul>
    </section>
  );
}

/** The parts of the answers the preview sums up: each one's heading, and the page it is changed on. */
const SUMMARY_PARTS = {
  personal: { title: "Personal details", change: { to: "/create-will/personal", what: "personal details" } },
  family: { title: "Family", change: { to: "/create-will/family", what: "family details" } },
  executor: { title: "Executor", change: { to: "/create-will/executor?part=details", what: "executor" } },
  beneficiaries: { title: "Beneficiaries", change: { to: "/create-will/estate", what: "beneficiaries" } },
  trust: { title: "Trust", change: { to: "/create-will/estate", what: "trust" } },
};

/** One part of the answers, with its Change link: a heading and a summary list (GOV.UK's). */
function SummarySection({
  part,
  after,
  children,
}: {
  part: keyof typeof SUMMARY_PARTS;
  /** Under the list: another Change link, where a part is changed on two pages. */
  after?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { title, change } = SUMMARY_PARTS[part];
  const id = `summary-${part}`;
  return (
    <section className="summary-section" aria-labelledby={id}>
      <h3 id={id}>
        {title} <Change to={change.to} what={change.what} />
      </h3>
      <dl className="summary-list">{children}</dl>
      {after}
    </section>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="summary-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const MARITAL_LABELS: Record<WillFormData["familyInfo"]["maritalStatus"], string> = {
  single: "Single",
  married: "Married or in a civil partnership",
  divorced: "Divorced",
  widowed: "Widowed",
};

/** A date as people read it in England: 3 February 1980. */
function longDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat("en-GB", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      }).format(date);
}

/** The update's changes, and what to do with the earlier will once the new one is signed. */
function VersionChangesSection({ since, changes }: VersionChanges) {
  return (
    <section className="summary-section version-changes" aria-labelledby="summary-changes">
      <h3 id="summary-changes">What is different from your will of {since}</h3>
      <WillChanges changes={changes} headingLevel={4} />
      <p className="version-changes-destroy">{destroyEarlierWillAdvice(since)}</p>
    </section>
  );
}

/** Why the will was not made (too large, or its generation failed), focused when shown. */
function GenerationError({ message }: { message: string }) {
  const ref = useErrorSummaryFocus();
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref}>
      <h2 className="error-summary-title">There is a problem</h2>
      <p>{message}</p>
    </div>
  );
}

export function PreviewPage(props: PreviewProps) {
  const hydrated = useHydrated();
  const [dialogOpen, setDialogOpen] = useState(props.saveDialogOpen || props.saveResult !== null);
  return (
    <div className="preview">
      {props.generationError !== null ? <GenerationError message={props.generationError} /> : null}
      <h2 className="preview-title">Last Will and Testament</h2>
      <PreviewFindings findings={props.findings} />
      {props.changes ? <VersionChangesSection {...props.changes} /> : null}
      <PersonalSummary formData={props.formData} />
      <FamilySummary formData={props.formData} mirrorTitle={props.mirrorTitle} />
      <ExecutorSummary formData={props.formData} />
      <BeneficiariesSummary formData={props.formData} />
      <TrustSummary formData={props.formData} />
      <WillDocument html={props.documentHtml} />
      <p>
        <Link to="/without-a-will" className="preview-compare-link">
          Your will compared with what happens without a will
        </Link>
      </p>
      <PreviewActions
        blocked={blocksTheWill(props.findings)}
        hydrated={hydrated}
        onSave={() => setDialogOpen(true)}
      />
      {dialogOpen ? (
        <SaveDialog
          formData={props.formData}
          lastResult={props.saveResult}
          onClose={() => setDialogOpen(false)}
          modal={hydrated}
        />
      ) : null}
    </div>
  );
}

function PersonalSummary({ formData: { personalInfo } }: { formData: WillFormData }) {
  return (
    <SummarySection part="personal">
      <Row label="Full name">{personalInfo.fullName}</Row>
      <Row label="Date of birth">{longDate(personalInfo.dateOfBirth)}</Row>
      <Row label="Address">{personalInfo.address}</Row>
    </SummarySection>
  );
}

function FamilySummary({
  formData: { familyInfo },
  mirrorTitle,
}: {
  formData: WillFormData;
  mirrorTitle: string | null;
}) {
  return (
    <SummarySection
      part="family"
      after={
        familyInfo.children.length > 0 ? <Change to="/create-will/guardianship" what="guardians" /> : null
      }
    >
      <Row label="Marital status">{MARITAL_LABELS[familyInfo.maritalStatus]}</Row>
      {familyInfo.spouseName ? <Row label="Spouse">{familyInfo.spouseName}</Row> : null}
      {familyInfo.hasMirrorWill ? (
        <Row label="Mirror will">Yes, {mirrorTitle ?? "for your spouse"}</Row>
      ) : null}
      <Row label="Children">
        {familyInfo.children.length === 0 ? (
          "None"
        ) : (
          <ul className="plain-list">
            {familyInfo.children.map((child, index) => (
              <li key={`${child.fullName}-${index}`}>
                {child.fullName}, age {child.age}
                {child.guardians.length > 0
                  ? `. Guardians: ${child.guardians.map((guardian) => guardian.fullName).join(", then ")}`
                  : ""}
              </li>
            ))}
          </ul>
        )}
      </Row>
    </SummarySection>
  );
}

function ExecutorSummary({ formData: { executorInfo } }: { formData: WillFormData }) {
  return (
    <SummarySection part="executor">
      <Row label="Executor">
        {executorInfo.primary.fullName} ({EXECUTOR_RELATIONSHIP_LABELS[executorInfo.primary.relationship]})
      </Row>
      {(executorInfo.coExecutors ?? []).map((executor, index) => (
        <Row label={executorRoleTitle("coExecutor")} key={`joint-${index}`}>
          {executor.fullName} ({EXECUTOR_RELATIONSHIP_LABELS[executor.relationship]})
        </Row>
      ))}
      {executorInfo.alternate ? (
        <Row label={executorRoleTitle("alternate")}>
          {executorInfo.alternate.fullName} (
          {EXECUTOR_RELATIONSHIP_LABELS[executorInfo.alternate.relationship]})
        </Row>
      ) : null}
    </SummarySection>
  );
}

/** People and their shares, one a line: "Ann Smith (sister): 50%". */
function ShareLines({ people, keyPrefix }: { people: readonly SharePerson[]; keyPrefix: string }) {
  return (
    <ul className="plain-list">
      {people.map((b, index) => (
        <li key={`${keyPrefix}-${index}`}>
          {b.fullName} ({b.relationship}): {formatShare(b.percentage)}%
        </li>
      ))}
    </ul>
  );
}

type SharePerson = { fullName: string; relationship: string; percentage: number };

function BeneficiariesSummary({ formData }: { formData: WillFormData }) {
  const { residualEstate, specificGifts } = formData;
  return (
    <SummarySection part="beneficiaries" after={<Change to="/create-will/gifts" what="specific gifts" />}>
      <Row label="Beneficiaries">
        <ShareLines people={residualEstate.beneficiaries} keyPrefix="b" />
      </Row>
      {residualEstate.contingentBeneficiaries.length > 0 ? (
        <Row label="Contingent beneficiaries">
          <ShareLines people={residualEstate.contingentBeneficiaries} keyPrefix="c" />
        </Row>
      ) : null}
      {specificGifts.length > 0 ? (
        <Row label="Specific gifts">
          <ul className="plain-list">
            {specificGifts.map((gift, index) => (
              <li key={`g-${index}`}>
                {gift.description} to {gift.beneficiary}
              </li>
            ))}
          </ul>
        </Row>
      ) : null}
    </SummarySection>
  );
}

function TrustSummary({ formData: { residualEstate } }: { formData: WillFormData }) {
  return (
    <SummarySection part="trust">
      <Row label="Trust for children">
        {residualEstate.trustInfo.createTrust
          ? `Yes: children inherit at ${residualEstate.trustInfo.inheritanceAge}`
          : "No"}
      </Row>
    </SummarySection>
  );
}

function WillDocument({ html }: { html: string }) {
  return (
    <section className="will-preview" aria-labelledby="will-preview-title">
      <h3 id="will-preview-title">Your will document</h3>
      {/* Our own renderer's markup: every value in it was escaped by core/will/render.ts. */}
      <div
        className="will-preview-document"
        // Scrollable: reachable by keyboard, and named for screen readers.
        tabIndex={0}
        role="region"
        aria-label="Your will document"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  );
}

/** A button posting one of the will's actions (`_action`), off while the page is posted or the will is blocked. */
function WillActionButton({
  action,
  className,
  blocked,
  children,
}: {
  action: "generate" | "legal-check";
  className: string;
  blocked: boolean;
  children: React.ReactNode;
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <button type="submit" name="_action" value={action} className={className} disabled={busy || blocked}>
      {children}
    </button>
  );
}

/** Edit, save, make the document, the legal check offer and Previous: all off while a will is blocked. */
function PreviewActions({
  blocked,
  hydrated,
  onSave,
}: {
  blocked: boolean;
  hydrated: boolean;
  onSave: () => void;
}) {
  return (
    <>
      <div className="form-actions preview-actions">
        <Link to="/create-will/personal" className="button button-secondary">
          Edit Information
        </Link>
        {hydrated ? (
          <button type="button" className="button button-secondary" onClick={onSave} disabled={blocked}>
            Save My Will
          </button>
        ) : (
          <Link to="/create-will/preview?save=1#save-will-title" className="button button-secondary">
            Save My Will
          </Link>
        )}
        <Form method="post">
          <WillActionButton action="generate" className="button button-primary" blocked={blocked}>
            Get My Will Document
          </WillActionButton>
        </Form>
      </div>
      <LegalCheckOffer
        id="legal-check"
        action={
          <Form method="post">
            <p className="legal-check-note">
              We make your will document first, then ask for your details. You can still save or email your
              will as usual.
            </p>
            <WillActionButton action="legal-check" className="button button-secondary" blocked={blocked}>
              Add a legal check
            </WillActionButton>
          </Form>
        }
      />
      <Form method="post" className="form-actions">
        <button type="submit" name="_action" value="previous" className="button button-link">
          Previous
        </button>
      </Form>
    </>
  );
}

/**
 * 'Save My Will': the email and marketing consent. With JavaScript it is a modal dialog that saves
 * through POST /api/wills; without, it is part of the page and posts to the preview's action,
 * which saves the same way.
 */
function SaveDialog({
  formData,
  lastResult,
  onClose,
  modal,
}: {
  formData: WillFormData;
  lastResult: SubmissionResult<string[]> | null;
  onClose: () => void;
  modal: boolean;
}) {
  const fetcher = useFetcher();
  const [saving, setSaving] = useState(false);
  const contact = useContactForm("save-will", lastResult, (event, { submission }) => {
    if (!modal) return;
    event.preventDefault();
    if (submission?.status !== "success") return;
    setSaving(true);
    void saveThroughApi(formData, {
      email: submission.value.email,
      marketingConsent: submission.value.marketingConsent ?? false,
    })
      .then((id) => fetcher.submit({ _action: "saved", willId: id }, { method: "post" }))
      .catch((error: unknown) => {
        setSaving(false);
        showToast({
          type: "error",
          title: "Error",
          description: error instanceof Error && error.message ? error.message : "Failed to save will",
        });
      });
  });
  return (
    <SaveDialogFrame modal={modal} onClose={onClose}>
      <h2 id="save-will-title">Save My Will</h2>
      <p>We will email your will to this address.</p>
      <Form
        method="post"
        {...getFormProps(contact.form)}
        noValidate
        onSubmitCapture={contact.onSubmitCapture}
      >
        <ContactFormBody
          contact={contact}
          modal={modal}
          onClose={onClose}
          cancelTo="/create-will/preview"
          submit={
            <button
              type="submit"
              name="_action"
              value="save"
              className="button button-primary"
              disabled={saving}
            >
              Save My Will
            </button>
          }
        />
      </Form>
    </SaveDialogFrame>
  );
}

/** POST /api/wills, the save call (docs/product.md section 7): the id, or an Error with the server's message. */
async function saveThroughApi(
  formData: WillFormData,
  contact: { email: string; marketingConsent: boolean },
): Promise<string> {
  const response = await fetch("/api/wills", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ formData, ...contact }),
  });
  const body = (await response.json().catch(() => null)) as { id?: string; error?: string } | null;
  if (!response.ok || !body?.id) throw new Error(body?.error ?? "Failed to save will");
  return body.id;
}
