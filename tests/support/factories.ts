import type { WillFormDataInput } from "../../core/index.ts";

/** A complete, valid formData; override any part. */
export function buildFormData(overrides: Partial<WillFormDataInput> = {}): WillFormDataInput {
  return {
    personalInfo: {
      fullName: "Ann Smith",
      dateOfBirth: "1980-02-03",
      address: "1 High Street, Leeds LS1 1AA",
    },
    familyInfo: { maritalStatus: "single", hasMirrorWill: false, children: [] },
    residualEstate: {
      beneficiaries: [
        { fullName: "Carol Smith", relationship: "sister", percentage: 100, isPrimaryBeneficiary: true },
      ],
      contingentBeneficiaries: [],
      trustInfo: { createTrust: false, inheritanceAge: 25 },
    },
    executorInfo: {
      primary: {
        fullName: "Bob Smith",
        relationship: "sibling",
        address: "2 Low Street, Leeds",
        contact: "07700 900123",
      },
    },
    specificGifts: [],
    ...overrides,
  };
}

export function buildSavePayload(overrides: Record<string, unknown> = {}) {
  return { formData: buildFormData(), email: "ann@example.com", marketingConsent: false, ...overrides };
}

/** The risk assessment answered and Start pressed: the form post that starts a form draft. */
export const START_DRAFT_FIELDS = {
  "answers.relationship": "single",
  "answers.dependants": "none",
  "answers.home": "rent",
  "answers.existing-will": "none",
  _action: "start",
} as const;
