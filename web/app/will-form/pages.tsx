import { getFormProps, type DefaultValue, type FieldName, type FormMetadata } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import {
  ALTERNATE_EXECUTOR_QUESTION,
  DEFAULT_INHERITANCE_AGE,
  estateStepStatus,
  EXECUTOR_ROLES,
  executorRoleTitle,
  MAX_JOINT_EXECUTORS,
  EXECUTOR_RELATIONSHIP_LABELS,
  EXECUTOR_RELATIONSHIPS,
  computeBeneficiaryShares,
  fieldNameOnPage,
  formatShare,
  isSameName,
  SAME_NAME_CHILD_LABEL,
  SHARED_NAME_SUFFIX,
  type EstateStepSchema,
  type ExecutorStepSchema,
  type FamilyStepSchema,
  type GuardianshipStepSchema,
  type LegalFinding,
  type PersonalStepSchema,
  type SpecificGiftsStepSchema,
} from "../../../core/index.ts";
import {
  CheckboxField,
  ErrorSummary,
  DateField,
  FieldError,
  Findings,
  RadioGroup,
  TextAreaField,
  TextField,
  isIntentSubmit,
  useSubmitAttempt,
  type Field,
  type FormShape,
} from "./fields.tsx";
import { checksModule, useStepForm, type Autosave, type StepPageProps } from "./use-step-form.ts";
import { useLaterModule } from "~/common/after-hydration.ts";
import { addButtonId, rowId } from "~/will-form/will-form-rows.ts";

/* The six pages that ask questions. Each is one Conform form posting to the page's own action. */

type StepForm<Shape extends FormShape> = FormMetadata<Shape, string[]>;

function PageForm<Shape extends FormShape>({
  form,
  onChange,
  autosave,
  children,
  next = "Next",
  nextDisabled = false,
  previous = "Previous",
  hasPrevious = true,
  className,
}: {
  form: StepForm<Shape>;
  onChange: (event: React.FormEvent<HTMLFormElement>) => void;
  autosave: Autosave;
  children: ReactNode;
  next?: string;
  nextDisabled?: boolean;
  previous?: string;
  hasPrevious?: boolean;
  className?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { attempt, onSubmitCapture } = useSubmitAttempt(form);
  const formProps = getFormProps(form);
  // Marked once the browser checks the page itself (the browser tests wait for it).
  const checks = useLaterModule(checksModule);
  return (
    <Form
      method="post"
      {...formProps}
      data-checks={checks ? "browser" : undefined}
      onSubmit={(event) => autosave.onSubmit(event, formProps.onSubmit)}
      noValidate
      onChange={onChange}
      onSubmitCapture={(event) => {
        onSubmitCapture(event);
        // An add or remove button changes the page too: keep the new rows (JavaScript's autosave).
        if (isIntentSubmit(event)) onChange(event);
      }}
      className={`will-step-form${className ? ` ${className}` : ""}`}
    >
      {/* Enter in a field means Next: the form's first submit button is its default. */}
      <button
        type="submit"
        name="_action"
        value="next"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        disabled={nextDisabled}
      >
        {next}
      </button>
      <ErrorSummary form={form} attempt={attempt} />
      {children}
      <AutosaveStatus status={autosave.status} />
      <FormActions
        next={next}
        previous={hasPrevious ? previous : null}
        nextDisabled={nextDisabled}
        busy={busy}
      />
    </Form>
  );
}

function AutosaveStatus({ status }: { status: Autosave["status"] }) {
  return (
    <p className="autosave" role="status">
      {status === "saving" ? "Saving your answers…" : status === "saved" ? "Your answers are saved" : ""}
    </p>
  );
}

/** Previous (when there is one; it skips validation) and Next, off while the page is posted. */
function FormActions({
  next,
  previous,
  nextDisabled,
  busy,
}: {
  next: string;
  previous: string | null;
  nextDisabled: boolean;
  busy: boolean;
}) {
  return (
    <div className="form-actions">
      {previous !== null ? (
        <button
          type="submit"
          name="_action"
          value="previous"
          formNoValidate
          className="button button-secondary"
        >
          {previous}
        </button>
      ) : null}
      <button
        type="submit"
        name="_action"
        value="next"
        className="button button-primary"
        disabled={nextDisabled || busy}
        aria-describedby={nextDisabled ? "next-hint" : undefined}
      >
        {next}
      </button>
    </div>
  );
}

/** Calls `done` each frame until it says the change a click made is drawn (at most ten frames). */
function afterRender(done: () => boolean) {
  let frames = 0;
  const tick = () => {
    frames += 1;
    if (!done() && frames < 10) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** The element holding a list's rows and its Add button: the list's fieldset, or the form. */
function listContainer(button: HTMLElement): HTMLElement | null {
  return button.closest<HTMLElement>("fieldset:not(.repeat-item)") ?? button.closest("form");
}

/**
 * Add a row. With JavaScript focus moves to the new row's first field; without it the page comes
 * back at the new row (the action's redirect names it by its fragment, rowFragment in
 * will-form.server.ts).
 */
function AddButton<List, Shape extends FormShape>({
  form,
  name,
  defaultValue,
  children,
}: {
  form: StepForm<Shape>;
  name: FieldName<List, Shape, string[]>;
  /** The new row's values (empty answers). */
  defaultValue: List extends (infer Item)[] ? DefaultValue<Item> : never;
  children: ReactNode;
}) {
  // The button submits the intent; Conform applies it in the page, then the new row is drawn.
  return (
    <button
      {...form.insert.getButtonProps({ name, defaultValue })}
      id={addButtonId(name)}
      onClick={(event) => {
        const container = listContainer(event.currentTarget);
        const before = container?.querySelectorAll(".repeat-item").length ?? 0;
        afterRender(() => {
          const rows = container?.querySelectorAll<HTMLElement>(".repeat-item") ?? [];
          if (rows.length <= before) return false;
          rows[rows.length - 1]?.querySelector<HTMLElement>("input, select, textarea")?.focus();
          return true;
        });
      }}
      formNoValidate
      className="button button-secondary button-small"
    >
      {children}
    </button>
  );
}

/** Remove a row; focus then goes to the list's Add button (with or without JavaScript). */
function RemoveButton<List, Shape extends FormShape>({
  form,
  name,
  index,
  label,
}: {
  form: StepForm<Shape>;
  name: FieldName<List, Shape, string[]>;
  index: number;
  label: string;
}) {
  return (
    <button
      {...form.remove.getButtonProps({ name, index })}
      onClick={() => {
        afterRender(() => {
          const add = document.getElementById(addButtonId(name));
          if (!add) return false;
          add.focus();
          return true;
        });
      }}
      formNoValidate
      className="button button-link"
    >
      {label}
    </button>
  );
}

/**
 * A message about a whole list (shares that do not add up to 100). It is the error summary's
 * target for the list (its id is the field's id, which the summary links to), and takes focus
 * when the link is followed.
 */
function ListError<Value, Shape extends FormShape>({ field }: { field: Field<Value, Shape> }) {
  if (!field.errors?.length) return null;
  return (
    <p className="field-error" id={field.id} tabIndex={-1}>
      <span className="visually-hidden">Error: </span>
      <span id={field.errorId}>{field.errors.join(". ")}</span>
    </p>
  );
}

/**
 * One row of a list: its title, its fields and its Remove button, with the row's id (rowId) that
 * the page comes back to after an add without JavaScript. A row that is a `group` of questions of
 * its own is a fieldset, its title the legend. Its words come from a `noun` ("Child": "Child 1" and
 * "Remove child 1"), or are a `title` and a `removeLabel` of its own.
 */
function RepeatItem<List, Shape extends FormShape>({
  form,
  list,
  index,
  group = false,
  children,
  ...words
}: {
  form: StepForm<Shape>;
  list: Field<List, Shape>;
  index: number;
  group?: boolean;
  children: ReactNode;
} & ({ noun: string } | { title: string; removeLabel: string })) {
  const { title, removeLabel } =
    "noun" in words
      ? {
          title: `${words.noun} ${index + 1}`,
          removeLabel: `Remove ${words.noun.toLowerCase()} ${index + 1}`,
        }
      : words;
  const heading = <h3 className="repeat-title">{title}</h3>;
  const remove = <RemoveButton form={form} name={list.name} index={index} label={removeLabel} />;
  return group ? (
    <fieldset className="fieldset repeat-item" id={rowId(list.name, index)}>
      <legend>{heading}</legend>
      {children}
      {remove}
    </fieldset>
  ) : (
    <div className="repeat-item" id={rowId(list.name, index)}>
      {heading}
      {children}
      {remove}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------

export function PersonalPage(props: StepPageProps) {
  const { form, fields, onChange, findingsAt, autosave } = useStepForm<typeof PersonalStepSchema>(props);
  const personal = fields.personalInfo.getFieldset();
  return (
    <PageForm form={form} onChange={onChange} autosave={autosave} hasPrevious={false}>
      <TextField
        field={personal.fullName}
        label="Your full name"
        autoComplete="name"
        hint="As it appears on your passport or driving licence."
      />
      <DateField
        field={personal.dateOfBirth}
        legend="Your date of birth"
        birthday
        hint="You must be 18 or over to make a will."
        findings={findingsAt(personal.dateOfBirth.name)}
      />
      <TextAreaField
        field={personal.address}
        label="Your address"
        autoComplete="street-address"
        hint="Your full home address, including the postcode."
      />
    </PageForm>
  );
}

const MARITAL_OPTIONS = [
  { value: "single", label: "Single" },
  { value: "married", label: "Married or in a civil partnership" },
  { value: "divorced", label: "Divorced" },
  { value: "widowed", label: "Widowed" },
] as const;

export function FamilyPage(props: StepPageProps) {
  const { form, fields, onChange, findingsAt, autosave } = useStepForm<typeof FamilyStepSchema>(props);
  const family = fields.familyInfo.getFieldset();
  const children = family.children.getFieldList();
  const onFamilyChange = (event: React.FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    // Any status but married clears the spouse's name and turns the mirror will off (docs/product.md section 4).
    if (target.name === family.maritalStatus.name && target.value !== "married") {
      form.update({ name: family.spouseName.name, value: "" });
      form.update({ name: family.hasMirrorWill.name, value: "" });
      form.update({ name: family.spouseDateOfBirth.name, value: "" });
    }
    onChange(event);
  };
  // A child with the testator's or the spouse's name is offered the "different person" choice.
  const parents = [props.draft.personalInfo?.fullName, family.spouseName.value];
  const sharesParentName = (name: unknown) =>
    typeof name === "string" && parents.some((parent) => isSameName(parent, name));
  return (
    <PageForm form={form} onChange={onFamilyChange} autosave={autosave}>
      <RadioGroup
        field={family.maritalStatus}
        legend="What is your marital status?"
        options={MARITAL_OPTIONS}
        findings={findingsAt(family.maritalStatus.name)}
      />
      <SpouseFields
        spouseName={family.spouseName}
        hasMirrorWill={family.hasMirrorWill}
        spouseDateOfBirth={family.spouseDateOfBirth}
        mirrorFindings={findingsAt(family.hasMirrorWill.name)}
      />
      <fieldset
        className="fieldset group"
        aria-describedby={family.children.errors?.length ? family.children.errorId : undefined}
      >
        <legend className="field-label">Your children</legend>
        <p className="field-hint">
          Add each of your children, of any age. Leave this empty if you have none.
        </p>
        <ListError field={family.children} />
        {children.map((child, index) => {
          const item = child.getFieldset();
          return (
            <RepeatItem key={child.key} form={form} list={family.children} index={index} noun="Child">
              <FieldError field={child} />
              <TextField field={item.fullName} label="Full name" />
              {sharesParentName(item.fullName.value) ? (
                <CheckboxField
                  field={item.differentPerson}
                  label={SAME_NAME_CHILD_LABEL}
                  hint={`Your will calls them "${String(item.fullName.value).trim()} ${SHARED_NAME_SUFFIX}" so nobody can mistake them for their parent.`}
                />
              ) : null}
              <TextField
                field={item.age}
                label="Age in years"
                type="number"
                inputMode="numeric"
                className="field-short"
              />
            </RepeatItem>
          );
        })}
        <AddButton form={form} name={family.children.name} defaultValue={{ fullName: "", age: "" }}>
          Add a child
        </AddButton>
      </fieldset>
    </PageForm>
  );
}

/** Shown when married: the spouse's name, and the mirror will with the spouse's date of birth. */
function SpouseFields<Name, Mirror, Born, Shape extends FormShape>({
  spouseName,
  hasMirrorWill,
  spouseDateOfBirth,
  mirrorFindings,
}: {
  spouseName: Field<Name, Shape>;
  hasMirrorWill: Field<Mirror, Shape>;
  spouseDateOfBirth: Field<Born, Shape>;
  mirrorFindings: readonly LegalFinding[];
}) {
  return (
    <div className="conditional when-married">
      <TextField field={spouseName} label="Your spouse's or civil partner's full name" />
      <CheckboxField
        field={hasMirrorWill}
        label="Make a mirror will for my spouse too"
        hint="A mirror will is a second will for your spouse that mirrors yours: each of you leaves everything to the other, then to the same people."
        findings={mirrorFindings}
      />
      <div className="conditional when-mirror">
        <DateField
          field={spouseDateOfBirth}
          legend="Your spouse's date of birth"
          hint="Their mirror will is made in their name."
        />
      </div>
    </div>
  );
}

export function GuardianshipPage(props: StepPageProps & { childNames: { fullName: string; age: number }[] }) {
  const { form, fields, onChange, findingsAt, findings, autosave } =
    useStepForm<typeof GuardianshipStepSchema>(props);
  const entries = fields.guardianship.getFieldList();
  if (props.childNames.length === 0) {
    return (
      <PageForm form={form} onChange={onChange} autosave={autosave}>
        <p>
          You have not added any children, so there are no guardians to choose. You can add children on the
          Family Details page.
        </p>
      </PageForm>
    );
  }
  return (
    <PageForm form={form} onChange={onChange} autosave={autosave}>
      <p className="lead">
        A <strong>guardian</strong> is the person who would look after your children under 18 if you died.
        Name them in order: the first is asked first.
      </p>
      <Findings findings={findingsAt("guardianship")} />
      {props.childNames.map((child, index) => {
        const entry = entries[index];
        if (!entry) return null;
        const item = entry.getFieldset();
        const guardians = item.guardians.getFieldList();
        return (
          <fieldset className="fieldset group" key={`${child.fullName}-${index}`}>
            <legend className="field-label">
              Guardians for {child.fullName} (age {child.age})
            </legend>
            <Findings findings={findingsAt(item.guardians.name)} />
            {guardians.map((guardian, order) => {
              const fieldset = guardian.getFieldset();
              return (
                <RepeatItem
                  key={guardian.key}
                  form={form}
                  list={item.guardians}
                  index={order}
                  title={order === 0 ? "First choice" : `Choice ${order + 1}`}
                  removeLabel={`Remove guardian ${order + 1} for ${child.fullName}`}
                >
                  <TextField
                    field={fieldset.fullName}
                    label="Guardian's full name"
                    findings={findingsAt(fieldset.fullName.name)}
                  />
                  <TextField
                    field={fieldset.relationship}
                    label="Their relationship to you"
                    hint="For example, sister or friend."
                  />
                </RepeatItem>
              );
            })}
            <AddButton
              form={form}
              name={item.guardians.name}
              defaultValue={{ fullName: "", relationship: "" }}
            >
              Add a guardian for {child.fullName}
            </AddButton>
            <TextAreaField
              field={item.guardianshipRequests}
              label={`Wishes for ${child.fullName}'s upbringing`}
              hint="For example, where they go to school or their religion."
              optional
            />
          </fieldset>
        );
      })}
      <UnplacedFindings findings={findings} placed={(name) => name.startsWith("guardianship")} />
    </PageForm>
  );
}

function UnplacedFindings({
  findings,
  placed,
}: {
  findings: LegalFinding[];
  placed: (name: string) => boolean;
}) {
  const rest = findings.filter((finding) => !placed(fieldNameOnPage(finding.field ?? "")));
  return <Findings findings={rest} />;
}

export function GiftsPage(props: StepPageProps) {
  const { form, fields, onChange, findingsAt, autosave } = useStepForm<typeof SpecificGiftsStepSchema>(props);
  const gifts = fields.specificGifts.getFieldList();
  return (
    <PageForm form={form} onChange={onChange} autosave={autosave}>
      <p className="lead">
        A <strong>specific gift</strong> is one thing you leave to one person: a ring, a car, a sum of money.
        Everything else is shared out on the next page. Leave this empty if you have none.
      </p>
      {gifts.map((gift, index) => {
        const item = gift.getFieldset();
        return (
          <RepeatItem key={gift.key} form={form} list={fields.specificGifts} index={index} noun="Gift" group>
            <TextAreaField field={item.description} label="What is the gift?" rows={2} />
            <TextField field={item.beneficiary} label="Who receives it?" />
            <TextField field={item.relationship} label="Their relationship to you" />
            <TextAreaField field={item.conditions} label="Any conditions" rows={2} optional />
            <Findings findings={findingsAt(gift.name)} />
          </RepeatItem>
        );
      })}
      <AddButton
        form={form}
        name={fields.specificGifts.name}
        defaultValue={{ description: "", beneficiary: "", relationship: "", conditions: "" }}
      >
        Add a gift
      </AddButton>
      <h2 className="section-title">Other wishes</h2>
      <TextAreaField
        field={fields.funeralWishes}
        label="Funeral wishes"
        optional
        hint="For example, burial or cremation, or a favourite piece of music."
      />
      <TextAreaField field={fields.otherWishes} label="Any other wishes" optional />
    </PageForm>
  );
}

export function EstatePage(props: StepPageProps) {
  const { form, fields, onChange, findingsAt, findings, autosave } =
    useStepForm<typeof EstateStepSchema>(props);
  const estate = fields.residualEstate.getFieldset();
  const beneficiaryCount = estate.beneficiaries.getFieldList().length;
  const familyInfo = props.draft.familyInfo ?? {
    maritalStatus: "single" as const,
    hasMirrorWill: false,
    children: [],
  };
  const status = estateStepStatus(familyInfo, beneficiaryCount);
  const automatic = computeBeneficiaryShares(familyInfo);
  return (
    <PageForm form={form} onChange={onChange} autosave={autosave} nextDisabled={!status.canContinue}>
      <p className="lead">
        Your <strong>residuary estate</strong> is everything you own after debts, funeral costs and any
        specific gifts. Say who shares it, as percentages that add up to 100.
      </p>
      {automatic && beneficiaryCount === 0 ? <AutomaticShares shares={automatic} /> : null}
      <ShareList
        form={form}
        list={estate.beneficiaries}
        rows={estate.beneficiaries.getFieldList().map((row) => shareRow(row, "isPrimaryBeneficiary"))}
        add={
          <AddButton form={form} name={estate.beneficiaries.name} defaultValue={EMPTY_SHARE}>
            Add a beneficiary
          </AddButton>
        }
        legend="Beneficiaries"
        noun="Beneficiary"
        findings={findingsAt(estate.beneficiaries.name)}
      />
      <ShareList
        form={form}
        list={estate.contingentBeneficiaries}
        rows={estate.contingentBeneficiaries
          .getFieldList()
          .map((row) => shareRow(row, "isContingentBeneficiary"))}
        add={
          <AddButton form={form} name={estate.contingentBeneficiaries.name} defaultValue={EMPTY_SHARE}>
            Add a contingent beneficiary
          </AddButton>
        }
        legend="Contingent beneficiaries"
        hint={CONTINGENT_HINT}
        noun="Contingent beneficiary"
        findings={findingsAt(estate.contingentBeneficiaries.name)}
      />
      <TrustFields
        trust={estate.trustInfo.getFieldset()}
        hasChildren={familyInfo.children.length > 0}
        findings={findingsAt(estate.trustInfo.getFieldset().createTrust.name)}
      />
      <UnplacedFindings findings={findings} placed={(name) => name.startsWith("residualEstate")} />
      {status.hint ? (
        <p className="field-hint estate-hint" id="next-hint" role="status">
          {status.hint}
        </p>
      ) : null}
    </PageForm>
  );
}

/**
 * What the will does with a beneficiary's share that fails (docs/legal.md, "The cascade"): each
 * share on its own goes to the back-ups, not to the other beneficiaries; only without back-ups
 * does it grow the others' shares.
 */
const CONTINGENT_HINT =
  "If one of your beneficiaries dies before you, and their share does not pass to their own children, their share goes to the people you name here, not to your other beneficiaries. If you name no one here, it is shared among your other beneficiaries. Optional, but recommended.";

/** How the estate is shared when the list is left empty (core's computeBeneficiaryShares). */
function AutomaticShares({ shares }: { shares: NonNullable<ReturnType<typeof computeBeneficiaryShares>> }) {
  return (
    <div className="card info-card">
      <p>If you leave this list empty, we share your estate like this when you press Next:</p>
      <ul>
        {shares.beneficiaries.map((b) => (
          <li key={`p-${b.fullName}`}>
            {b.fullName}: {formatShare(b.percentage)}%
          </li>
        ))}
        {shares.contingentBeneficiaries.length > 0 ? (
          <li>
            If they die before you:{" "}
            {shares.contingentBeneficiaries
              .map((b) => `${b.fullName} ${formatShare(b.percentage)}%`)
              .join(", ")}
          </li>
        ) : null}
      </ul>
    </div>
  );
}

type EstateShape = z.output<typeof EstateStepSchema>;

/** One row of a share list: its fields, and the name of its flag (posted as "on"). */
type ShareRow = {
  key: string | undefined;
  fullName: Field<string, EstateShape>;
  relationship: Field<string, EstateShape>;
  percentage: Field<number, EstateShape>;
  flagName: string;
};

function shareRow<Flag extends string>(
  row: {
    key: string | undefined;
    getFieldset: () => Omit<ShareRow, "key" | "flagName"> & Record<Flag, { name: string }>;
  },
  flag: Flag,
): ShareRow {
  const item = row.getFieldset();
  return {
    key: row.key,
    fullName: item.fullName,
    relationship: item.relationship,
    percentage: item.percentage,
    flagName: item[flag].name,
  };
}

/** A list of people sharing the residuary estate (the beneficiaries, or the contingent ones). */
function ShareList<Value>({
  form,
  list,
  rows,
  add,
  legend,
  hint,
  noun,
  findings,
}: {
  form: StepForm<EstateShape>;
  list: Field<Value, EstateShape>;
  rows: ShareRow[];
  /** The list's Add button. */
  add: ReactNode;
  legend: string;
  hint?: string;
  /** "Beneficiary": the rows' titles, and the Remove buttons' words in lower case. */
  noun: string;
  findings: readonly LegalFinding[];
}) {
  return (
    <fieldset className="fieldset group">
      <legend className="field-label">{legend}</legend>
      {hint ? <p className="field-hint">{hint}</p> : null}
      {rows.map((row, index) => (
        <RepeatItem key={row.key} form={form} list={list} index={index} noun={noun}>
          <TextField field={row.fullName} label="Full name" />
          <TextField field={row.relationship} label="Relationship to you" />
          <TextField
            field={row.percentage}
            label="Share (%)"
            type="number"
            inputMode="numeric"
            className="field-short"
          />
          <input type="hidden" name={row.flagName} value="on" />
        </RepeatItem>
      ))}
      {add}
      {/* After the button, so a message appearing as the user leaves a share never moves it. */}
      <ListError field={list} />
      <Findings findings={findings} />
    </fieldset>
  );
}

const EMPTY_SHARE = { fullName: "", relationship: "", percentage: "" };

/** The trust for children under the age they inherit at; without children, the default age is kept. */
function TrustFields<Shape extends FormShape>({
  trust,
  hasChildren,
  findings,
}: {
  trust: { createTrust: Field<boolean, Shape>; inheritanceAge: Field<number, Shape> };
  hasChildren: boolean;
  findings: readonly LegalFinding[];
}) {
  if (!hasChildren) {
    return <input type="hidden" name={trust.inheritanceAge.name} value={String(DEFAULT_INHERITANCE_AGE)} />;
  }
  return (
    <fieldset className="fieldset group">
      <legend className="field-label">A trust for your children</legend>
      <CheckboxField
        field={trust.createTrust}
        label="Hold my children's inheritance in trust until they reach an age I choose"
        hint="A trust means trustees look after the money until then. Without one, children inherit at 18."
        findings={findings}
      />
      <div className="conditional when-trust">
        <TextField
          field={trust.inheritanceAge}
          label="Age they inherit at"
          type="number"
          inputMode="numeric"
          className="field-short"
          hint={`We recommend ${DEFAULT_INHERITANCE_AGE}.`}
        />
      </div>
    </fieldset>
  );
}

const RELATIONSHIP_OPTIONS = EXECUTOR_RELATIONSHIPS.map((value) => ({
  value,
  label: EXECUTOR_RELATIONSHIP_LABELS[value],
}));

type ExecutorAnswers = z.output<typeof ExecutorStepSchema>["executorInfo"]["primary"];

function ExecutorFields<Shape extends FormShape>({
  field,
  who,
  findings,
}: {
  field: Field<ExecutorAnswers | undefined, Shape>;
  who: string;
  findings: LegalFinding[];
}) {
  const person = field.getFieldset();
  return (
    <>
      <Findings findings={findings} />
      <TextField field={person.fullName} label={`${who}'s full name`} />
      <RadioGroup
        field={person.relationship}
        legend="Their relationship to you"
        options={RELATIONSHIP_OPTIONS}
      />
      <TextAreaField field={person.address} label="Their address" rows={2} />
      <TextField field={person.contact} label="Their phone number or email" />
      <CheckboxField
        field={person.isAdult}
        label="They are 18 or over"
        hint="Someone under 18 cannot act as an executor."
      />
    </>
  );
}

export function ExecutorIntro() {
  return (
    <div className="executor-intro">
      <p className="lead">
        Your <strong>executor</strong> is the person who carries out your will: they collect what you own, pay
        any debts and hand out your estate.
      </p>
      <h2>Tips for choosing an executor</h2>
      <ul className="tips">
        <li>Choose someone you trust, who is organised and 18 or over.</li>
        <li>Ask them first: they can say no.</li>
        <li>A beneficiary, such as your spouse or an adult child, can be your executor.</li>
        <li>
          You can name up to {MAX_JOINT_EXECUTORS} {EXECUTOR_ROLES.coExecutor}s to act together with your
          executor. If a child under 18 could inherit, two executors acting together are safer.
        </li>
        <li>Name a {EXECUTOR_ROLES.alternate} to step in if one of them cannot act.</li>
        <li>A legal professional can act for you, usually for a fee.</li>
      </ul>
      <Form method="get" className="form-actions">
        <Link to="/create-will/estate" className="button button-secondary">
          Back to Estate Details
        </Link>
        <button type="submit" name="part" value="details" className="button button-primary">
          I Understand, Let&apos;s Continue
        </button>
      </Form>
    </div>
  );
}

const EMPTY_EXECUTOR = { fullName: "", relationship: "", address: "", contact: "" };

/** Joint executors (formData's coExecutors): a repeatable group whose add and remove buttons are real submits. */
function JointExecutors<Shape extends FormShape>({
  form,
  field,
  findingsAt,
}: {
  form: StepForm<Shape>;
  field: Field<ExecutorAnswers[] | undefined, Shape>;
  findingsAt: (name: string) => LegalFinding[];
}) {
  const list = field.getFieldList();
  const title = executorRoleTitle("coExecutor");
  return (
    <fieldset className="fieldset group" aria-describedby={field.errors?.length ? field.errorId : undefined}>
      <legend className="field-label">{title}s</legend>
      <p className="field-hint">
        Optional. A {EXECUTOR_ROLES.coExecutor} acts together with your executor. You can name up to{" "}
        {MAX_JOINT_EXECUTORS}.
      </p>
      {list.map((item, index) => (
        <RepeatItem
          key={item.key}
          form={form}
          list={field}
          index={index}
          group
          title={`${title} ${index + 1}`}
          removeLabel={`Remove ${EXECUTOR_ROLES.coExecutor} ${index + 1}`}
        >
          <ExecutorFields field={item} who={`${title} ${index + 1}`} findings={findingsAt(item.name)} />
        </RepeatItem>
      ))}
      {list.length < MAX_JOINT_EXECUTORS ? (
        <AddButton form={form} name={field.name} defaultValue={EMPTY_EXECUTOR}>
          Add a {EXECUTOR_ROLES.coExecutor}
        </AddButton>
      ) : null}
      <ListError field={field} />
      <Findings findings={findingsAt(field.name)} />
    </fieldset>
  );
}

export function ExecutorPage(props: StepPageProps) {
  const { form, fields, onChange, findingsAt, findings, autosave } =
    useStepForm<typeof ExecutorStepSchema>(props);
  const info = fields.executorInfo.getFieldset();
  const onExecutorChange = (event: React.FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    // Answering no clears the replacement executor (docs/product.md section 4).
    if (target.name === fields.wantsAlternate.name && target.value === "no") {
      const alternate = info.alternate.getFieldset();
      form.update({ name: alternate.fullName.name, value: "" });
      form.update({ name: alternate.relationship.name, value: "" });
      form.update({ name: alternate.address.name, value: "" });
      form.update({ name: alternate.contact.name, value: "" });
      form.update({ name: alternate.isAdult.name, value: "" });
    }
    onChange(event);
  };
  const replacement = executorRoleTitle("alternate");
  return (
    <PageForm form={form} onChange={onExecutorChange} autosave={autosave} previous="Back to Estate Details">
      <fieldset className="fieldset group">
        <legend className="field-label">Your executor</legend>
        <ExecutorFields field={info.primary} who="Executor" findings={findingsAt(info.primary.name)} />
      </fieldset>
      <JointExecutors form={form} field={info.coExecutors} findingsAt={findingsAt} />
      <RadioGroup
        field={fields.wantsAlternate}
        legend={ALTERNATE_EXECUTOR_QUESTION}
        hint={`They step in if your executor or a ${EXECUTOR_ROLES.coExecutor} dies before you, or cannot or will not act.`}
        options={[
          { value: "yes", label: "Yes" },
          { value: "no", label: "No" },
        ]}
        inline
        findings={findingsAt(info.alternate.name)}
      />
      <fieldset className="fieldset group conditional when-alternate">
        <legend className="field-label">Your {EXECUTOR_ROLES.alternate}</legend>
        <ExecutorFields field={info.alternate} who={replacement} findings={[]} />
      </fieldset>
      <UnplacedFindings
        findings={findings}
        placed={(name) =>
          /^executorInfo\.(primary|alternate|coExecutors|coExecutors\[\d+\])(\.\w+)?$/.test(name)
        }
      />
    </PageForm>
  );
}
