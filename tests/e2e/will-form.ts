import { spawnSync } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";

/*
 * Drives the guided will form the way a person does, by labels and button names, so the same steps
 * run with JavaScript on and off.
 */

export interface Person {
  fullName: string;
  relationship: string;
  percentage?: number;
}

export interface Family {
  testator: { fullName: string; dateOfBirth: string; address: string };
  maritalStatus: "Single" | "Married or in a civil partnership" | "Divorced" | "Widowed";
  spouse?: { fullName: string; dateOfBirth?: string };
  children: { fullName: string; age: number; guardians?: Person[] }[];
  gifts: { description: string; beneficiary: string; relationship: string }[];
  beneficiaries: Person[];
  contingentBeneficiaries: Person[];
  trustAge?: number;
  executor: { fullName: string; relationship: string; address: string; contact: string };
  alternate?: { fullName: string; relationship: string; address: string; contact: string };
  /** Executors who act together with the executor (the form's joint executors). */
  jointExecutors?: { fullName: string; relationship: string; address: string; contact: string }[];
  email: string;
}

/** A short will with nobody under 18: for tests whose subject starts after the form (the legal check). */
export const WIDOWED_WITH_A_NEPHEW: Family = {
  testator: { fullName: "Carys Morgan", dateOfBirth: "1970-09-09", address: "8 Bay View, Tenby SA70 7AA" },
  maritalStatus: "Widowed",
  children: [],
  gifts: [],
  beneficiaries: [{ fullName: "Ifan Morgan", relationship: "nephew", percentage: 100 }],
  contingentBeneficiaries: [],
  executor: {
    fullName: "Ifan Morgan",
    relationship: "Other",
    address: "9 Bay View, Tenby",
    contact: "07700 900555",
  },
  email: "",
};

/** Waits for the page after a click: with JavaScript on, for React to be in charge of it. */
export async function settled(page: Page, javaScript: boolean) {
  await page.waitForLoadState("domcontentloaded");
  if (javaScript) await waitForHydration(page);
}

/**
 * A step's Next is a form post, its validation, a redirect and the next page's loader: on a busy
 * 2-core machine that can take longer than the default 7 s of an assertion.
 */
const PAGE_MOVE_MS = 20_000;

async function next(page: Page, javaScript: boolean, heading?: string) {
  await page.getByRole("button", { name: "Next", exact: true }).click();
  if (heading) {
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible({
      timeout: PAGE_MOVE_MS,
    });
  }
  await settled(page, javaScript);
}

/** Clicks an Add button and waits for the new row (a round trip to the server without JavaScript). */
async function add(page: Page, javaScript: boolean, button: string, rowHeading: string) {
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("heading", { name: rowHeading, exact: true })).toBeVisible({
    timeout: PAGE_MOVE_MS,
  });
  await settled(page, javaScript);
}

export async function answerRiskAssessment(page: Page, javaScript: boolean) {
  await page.goto("/create-will");
  await settled(page, javaScript);
  const answers = ["Living with a partner, not married", "Children under 18", "I own my home", "No"];
  for (const [index, answer] of answers.entries()) {
    await expect(page.getByText(`Question ${index + 1} of 4`)).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(index));
    await page.getByLabel(answer, { exact: true }).check();
    await page.getByRole("button", { name: index < 3 ? "Next question" : "See my results" }).click();
    await settled(page, javaScript);
  }
  await expect(page.getByText("Your risk level:")).toBeVisible();
  await expect(page.getByText("High risk")).toBeVisible();
  await page.getByRole("button", { name: "Start Creating Your Will" }).click();
  await expect(page).toHaveURL(/\/create-will\/personal$/);
  await settled(page, javaScript);
}

/** The Day, Month and Year fields of the date input whose legend is `legend`. */
export function dateFields(page: Page, legend: string) {
  const group = page.getByRole("group", { name: legend, exact: true });
  return {
    day: group.getByLabel("Day", { exact: true }),
    month: group.getByLabel("Month", { exact: true }),
    year: group.getByLabel("Year", { exact: true }),
  };
}

/** Types an ISO date (YYYY-MM-DD) into a date input as a person does: 27, 3, 1985. */
export async function fillDate(page: Page, legend: string, iso: string) {
  const [year = "", month = "", day = ""] = iso.split("-");
  const fields = dateFields(page, legend);
  await fields.day.fill(String(Number(day)));
  await fields.month.fill(String(Number(month)));
  await fields.year.fill(year);
}

/** That a date input shows an ISO date as day, month and year. */
export async function expectDate(page: Page, legend: string, iso: string) {
  const [year = "", month = "", day = ""] = iso.split("-");
  const fields = dateFields(page, legend);
  await expect(fields.day).toHaveValue(String(Number(day)));
  await expect(fields.month).toHaveValue(String(Number(month)));
  await expect(fields.year).toHaveValue(year);
}

export async function fillPersonal(page: Page, javaScript: boolean, family: Family) {
  await expect(page.getByText("Step 1 of 6")).toBeVisible();
  await expect(page.getByText("Let's start with your personal details!")).toBeVisible();
  await page.getByLabel("Your full name").fill(family.testator.fullName);
  await fillDate(page, "Your date of birth", family.testator.dateOfBirth);
  await page.getByLabel("Your address").fill(family.testator.address);
  await next(page, javaScript, "Family Details");
}

export async function fillFamily(page: Page, javaScript: boolean, family: Family) {
  await expect(page.getByText("Great progress! Now tell us about your family")).toBeVisible();
  await page.getByLabel(family.maritalStatus, { exact: true }).check();
  if (family.spouse) {
    await page.getByLabel("Your spouse's or civil partner's full name").fill(family.spouse.fullName);
    if (family.spouse.dateOfBirth) {
      await page.getByLabel("Make a mirror will for my spouse too").check();
      await fillDate(page, "Your spouse's date of birth", family.spouse.dateOfBirth);
    }
  }
  for (const [index, child] of family.children.entries()) {
    await add(page, javaScript, "Add a child", `Child ${index + 1}`);
    const row = page.locator(".repeat-item").nth(index);
    await row.getByLabel("Full name").fill(child.fullName);
    await row.getByLabel("Age in years").fill(String(child.age));
  }
  await next(page, javaScript, "Guardianship");
}

export async function fillGuardianship(page: Page, javaScript: boolean, family: Family) {
  if (family.children.length === 0) {
    await expect(
      page.getByText("You have not added any children, so there are no guardians to choose."),
    ).toBeVisible();
  }
  for (const child of family.children) {
    for (const [order, guardian] of (child.guardians ?? []).entries()) {
      await page.getByRole("button", { name: `Add a guardian for ${child.fullName}` }).click();
      const group = page.getByRole("group", { name: new RegExp(`^Guardians for ${child.fullName}`) });
      await expect(group.locator(".repeat-item").nth(order)).toBeVisible();
      await settled(page, javaScript);
      const row = page
        .getByRole("group", { name: new RegExp(`^Guardians for ${child.fullName}`) })
        .locator(".repeat-item")
        .nth(order);
      await row.getByLabel("Guardian's full name").fill(guardian.fullName);
      await row.getByLabel("Their relationship to you").fill(guardian.relationship);
    }
  }
  await next(page, javaScript, "Specific Gifts");
}

export async function fillGifts(page: Page, javaScript: boolean, family: Family) {
  await expect(page.getByText("You're doing great! Let's list your assets")).toBeVisible();
  for (const [index, gift] of family.gifts.entries()) {
    await add(page, javaScript, "Add a gift", `Gift ${index + 1}`);
    const row = page.locator(".repeat-item").nth(index);
    await row.getByLabel("What is the gift?").fill(gift.description);
    await row.getByLabel("Who receives it?").fill(gift.beneficiary);
    await row.getByLabel("Their relationship to you").fill(gift.relationship);
  }
  await next(page, javaScript, "Estate Distribution");
}

export async function fillEstate(page: Page, javaScript: boolean, family: Family) {
  await expect(page.getByText("Almost there! Time to specify your beneficiaries")).toBeVisible();
  const lists: [Person[], string, string][] = [
    [family.beneficiaries, "Add a beneficiary", "Beneficiary"],
    [family.contingentBeneficiaries, "Add a contingent beneficiary", "Contingent beneficiary"],
  ];
  for (const [people, button, title] of lists) {
    for (const [index, person] of people.entries()) {
      await add(page, javaScript, button, `${title} ${index + 1}`);
      const row = page
        .locator(".repeat-item")
        .filter({ has: page.getByRole("heading", { name: `${title} ${index + 1}`, exact: true }) });
      await row.getByLabel("Full name").fill(person.fullName);
      await row.getByLabel("Relationship to you").fill(person.relationship);
      await row.getByLabel("Share (%)").fill(String(person.percentage ?? 100));
    }
  }
  if (family.trustAge !== undefined) {
    await page.getByLabel("Hold my children's inheritance in trust until they reach an age I choose").check();
    await page.getByLabel("Age they inherit at").fill(String(family.trustAge));
  }
  await next(page, javaScript, "Executor Information");
}

async function fillExecutor(page: Page, group: string, who: string, person: Family["executor"]) {
  const fields = page.getByRole("group", { name: group, exact: true });
  await fields.getByLabel(`${who}'s full name`).fill(person.fullName);
  await fields.getByLabel(person.relationship, { exact: true }).check();
  await fields.getByLabel("Their address").fill(person.address);
  await fields.getByLabel("Their phone number or email").fill(person.contact);
  await fields.getByLabel("They are 18 or over").check();
}

export async function fillExecutors(page: Page, javaScript: boolean, family: Family) {
  await expect(page.getByText("Final stretch! Just need executor details")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tips for choosing an executor" })).toBeVisible();
  await page.getByRole("button", { name: "I Understand, Let's Continue" }).click();
  await expect(page.getByRole("button", { name: "Back to Estate Details" })).toBeVisible();
  await settled(page, javaScript);
  await fillExecutor(page, "Your executor", "Executor", family.executor);
  for (const [index, joint] of (family.jointExecutors ?? []).entries()) {
    await add(page, javaScript, "Add a joint executor", `Joint executor ${index + 1}`);
    await fillExecutor(page, `Joint executor ${index + 1}`, `Joint executor ${index + 1}`, joint);
  }
  if (family.alternate) {
    await page.getByLabel("Yes", { exact: true }).check();
    await fillExecutor(page, "Your replacement executor", "Replacement executor", family.alternate);
  } else {
    await page.getByLabel("No", { exact: true }).check();
  }
  await next(page, javaScript, "Preview");
  await expect(page.getByText("Amazing! Let's review everything")).toBeVisible();
}

/** The whole form, from /create-will to the preview. */
export async function fillWill(page: Page, javaScript: boolean, family: Family) {
  await answerRiskAssessment(page, javaScript);
  await fillPersonal(page, javaScript, family);
  await fillFamily(page, javaScript, family);
  await fillGuardianship(page, javaScript, family);
  await fillGifts(page, javaScript, family);
  await fillEstate(page, javaScript, family);
  await fillExecutors(page, javaScript, family);
}

/** The preview's 'Get My Will Document', the progress screen, 'Almost Done!' and /success. */
export async function generateAndEmail(page: Page, javaScript: boolean, family: Family): Promise<string> {
  await page.getByRole("button", { name: "Get My Will Document" }).click();
  await expect(page.getByRole("heading", { name: "Generating Your Will" })).toBeVisible();
  await expect(page.getByText("Sending information to will writer")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Almost Done!" })).toBeVisible({ timeout: 30_000 });
  await settled(page, javaScript);
  await page.getByLabel("Email address").fill(family.email);
  await page.getByLabel("Send me occasional news and tips about wills and estate planning").check();
  await page.getByRole("button", { name: "Get My Will Document" }).click();
  await expect(page).toHaveURL(/\/success\?id=[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole("heading", { name: "Will Created Successfully" })).toBeVisible();
  return new URL(page.url()).searchParams.get("id") ?? "";
}

/** The PDF's text, read back with poppler's pdftotext, runs of white space as one space. */
export function pdfText(pdf: Buffer): string {
  const result = spawnSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr.toString()}`);
  return result.stdout.toString("utf8").replace(/\s+/g, " ");
}

/** The form's answer codes for the labels a person chooses. */
const MARITAL_STATUS: Record<Family["maritalStatus"], string> = {
  Single: "single",
  "Married or in a civil partnership": "married",
  Divorced: "divorced",
  Widowed: "widowed",
};
const executorRelationship = (label: string) =>
  label === "Legal Professional" ? "professional" : label.toLowerCase();

function executorFields(prefix: string, person: Family["executor"]): Record<string, string> {
  return {
    [`${prefix}.fullName`]: person.fullName,
    [`${prefix}.relationship`]: executorRelationship(person.relationship),
    [`${prefix}.address`]: person.address,
    [`${prefix}.contact`]: person.contact,
    [`${prefix}.isAdult`]: "on",
  };
}

function peopleFields(prefix: string, people: Person[], flag: string): Record<string, string> {
  return Object.fromEntries(
    people.flatMap((person, index) => [
      [`${prefix}[${index}].fullName`, person.fullName],
      [`${prefix}[${index}].relationship`, person.relationship],
      [`${prefix}[${index}].percentage`, String(person.percentage ?? 100)],
      [`${prefix}[${index}].${flag}`, "on"],
    ]),
  );
}

/** Each page of the guided form as the fields its form posts, `family`'s answers filled in. */
function draftPosts(family: Family): [string, Record<string, string>][] {
  const { children, spouse } = family;
  const familyFields: Record<string, string> = {
    "familyInfo.maritalStatus": MARITAL_STATUS[family.maritalStatus],
    ...(spouse ? { "familyInfo.spouseName": spouse.fullName } : {}),
    ...(spouse?.dateOfBirth
      ? { "familyInfo.hasMirrorWill": "on", "familyInfo.spouseDateOfBirth": spouse.dateOfBirth }
      : {}),
  };
  children.forEach((child, index) => {
    familyFields[`familyInfo.children[${index}].fullName`] = child.fullName;
    familyFields[`familyInfo.children[${index}].age`] = String(child.age);
  });
  const guardianship = Object.fromEntries(
    children.flatMap((child, index) =>
      (child.guardians ?? []).flatMap((guardian, order) => [
        [`guardianship[${index}].guardians[${order}].fullName`, guardian.fullName],
        [`guardianship[${index}].guardians[${order}].relationship`, guardian.relationship],
      ]),
    ),
  );
  const gifts = Object.fromEntries(
    family.gifts.flatMap((gift, index) => [
      [`specificGifts[${index}].description`, gift.description],
      [`specificGifts[${index}].beneficiary`, gift.beneficiary],
      [`specificGifts[${index}].relationship`, gift.relationship],
    ]),
  );
  const estate = {
    ...peopleFields("residualEstate.beneficiaries", family.beneficiaries, "isPrimaryBeneficiary"),
    ...peopleFields(
      "residualEstate.contingentBeneficiaries",
      family.contingentBeneficiaries,
      "isContingentBeneficiary",
    ),
    ...(family.trustAge === undefined
      ? {}
      : {
          "residualEstate.trustInfo.createTrust": "on",
          "residualEstate.trustInfo.inheritanceAge": String(family.trustAge),
        }),
  };
  const executors: Record<string, string> = {
    ...executorFields("executorInfo.primary", family.executor),
    wantsAlternate: family.alternate ? "yes" : "no",
    ...(family.alternate ? executorFields("executorInfo.alternate", family.alternate) : {}),
  };
  (family.jointExecutors ?? []).forEach((joint, index) =>
    Object.assign(executors, executorFields(`executorInfo.coExecutors[${index}]`, joint)),
  );
  return [
    ["/create-will", { ...RISK_ANSWERS, _action: "start" }],
    [
      "/create-will/personal",
      {
        "personalInfo.fullName": family.testator.fullName,
        "personalInfo.dateOfBirth": family.testator.dateOfBirth,
        "personalInfo.address": family.testator.address,
      },
    ],
    ["/create-will/family", familyFields],
    ["/create-will/guardianship", guardianship],
    ["/create-will/gifts", gifts],
    ["/create-will/estate", estate],
    ["/create-will/executor?part=details", executors],
  ];
}

/** answerRiskAssessment's answers, as the first page posts them. */
const RISK_ANSWERS = {
  "answers.relationship": "partner",
  "answers.dependants": "under-18",
  "answers.home": "own-home",
  "answers.existing-will": "none",
};

/**
 * The same draft fillWill makes, posted page by page as a browser without JavaScript posts the
 * forms (the browser's own cookies, so the page then opens it), from the risk assessment to the
 * page `last` (the form's path, e.g. "/create-will/family"), or to its last page when not given:
 * for tests whose subject is what comes after those pages, which the tests named at
 * draftThroughServer walk in the browser.
 */
export async function postDraft(page: Page, family: Family, last?: string) {
  const { baseURL } = test.info().project.use;
  const posts = draftPosts(family);
  const end = last === undefined ? posts.length : posts.findIndex(([path]) => path === last) + 1;
  expect(end, `${last ?? ""} is a page of the form`).toBeGreaterThan(0);
  for (const [path, fields] of posts.slice(0, end)) {
    const answer = await page.request.post(path, {
      form: { ...fields, ...(path === "/create-will" ? {} : { _action: "next" }) },
      headers: { Origin: new URL(baseURL ?? "").origin },
      maxRedirects: 0,
    });
    expect(answer.status(), `${path}: ${(await answer.text()).slice(0, 500)}`).toBe(302);
  }
}

/**
 * The risk assessment and the personal page posted (postDraft) for `testator`: for tests whose
 * subject starts at the family page or is a draft that far.
 */
export async function postPersonal(page: Page, testator: Family["testator"]) {
  const nobody = { fullName: "", relationship: "", address: "", contact: "" };
  const rest = { children: [], gifts: [], beneficiaries: [], contingentBeneficiaries: [] };
  const family: Family = { testator, maritalStatus: "Single", ...rest, executor: nobody, email: "" };
  await postDraft(page, family, "/create-will/personal");
}

/**
 * The whole draft posted (postDraft) and the preview opened: for tests whose subject starts at
 * the preview. At least one test per JavaScript mode walks the form itself
 * (tests/e2e/guided-form.spec.ts, time-promise.spec.ts).
 */
export async function draftThroughServer(page: Page, javaScript: boolean, family: Family) {
  await postDraft(page, family);
  await page.goto("/create-will/preview");
  await expect(page.getByRole("heading", { level: 1, name: "Preview" })).toBeVisible();
  await settled(page, javaScript);
  await expect(page.getByText("Amazing! Let's review everything")).toBeVisible();
}
