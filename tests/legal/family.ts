import type { WillFormDataInput } from "../../core/index.ts";

/**
 * Builders for the legal corpus (tests/legal/families.ts): a family written as a solicitor would
 * describe it, turned into the formData the form and the chat send.
 */

export type Input = WillFormDataInput;
type Beneficiary = NonNullable<NonNullable<Input["residualEstate"]>["beneficiaries"]>[number];
type Child = NonNullable<Input["familyInfo"]["children"]>[number];
type Guardian = NonNullable<Child["guardians"]>[number];
type Executor = Input["executorInfo"]["primary"];
type Gift = NonNullable<Input["specificGifts"]>[number];

/** A residuary or back-up share. */
export const share = (fullName: string, relationship: string, percentage: number): Beneficiary => ({
  fullName,
  relationship,
  percentage,
});

export const guardian = (fullName: string, relationship: string, order = 1): Guardian => ({
  fullName,
  relationship,
  order,
});

export const child = (fullName: string, age: number, guardians: Guardian[] = []): Child => ({
  fullName,
  age,
  guardians,
});

export const executor = (
  fullName: string,
  relationship: Executor["relationship"],
  address = "1 Church Lane, York YO1 7HH",
): Executor => ({ fullName, relationship, address, contact: "07700 900000", isAdult: true });

export const gift = (
  description: string,
  beneficiary: string,
  relationship: string,
  conditions?: string,
): Gift =>
  conditions === undefined
    ? { description, beneficiary, relationship }
    : { description, beneficiary, relationship, conditions };

export interface Testator {
  fullName: string;
  dateOfBirth: string;
  address?: string;
}

export interface FamilyShape {
  testator: Testator;
  maritalStatus: Input["familyInfo"]["maritalStatus"];
  spouse?: { fullName: string; dateOfBirth?: string; mirror?: boolean };
  children?: Child[];
  beneficiaries: Beneficiary[];
  backUps?: Beneficiary[];
  longStop?: Beneficiary[];
  trustAge?: number;
  /** The primary executor, then the alternate (who acts only in someone's place). */
  executors: [Executor, Executor?];
  /** Executors who act together with the primary. */
  coExecutors?: Executor[];
  gifts?: Gift[];
  funeralWishes?: string;
  otherWishes?: string;
  circumstances?: Input["circumstances"];
}

/** The formData of a family. */
export function formDataOf(shape: FamilyShape): Input {
  const [primary, alternate] = shape.executors;
  return {
    personalInfo: {
      fullName: shape.testator.fullName,
      dateOfBirth: shape.testator.dateOfBirth,
      address: shape.testator.address ?? "1 Church Lane, York YO1 7HH",
    },
    familyInfo: {
      maritalStatus: shape.maritalStatus,
      ...(shape.spouse ? { spouseName: shape.spouse.fullName } : {}),
      ...(shape.spouse?.dateOfBirth ? { spouseDateOfBirth: shape.spouse.dateOfBirth } : {}),
      hasMirrorWill: shape.spouse?.mirror ?? false,
      children: shape.children ?? [],
    },
    residualEstate: {
      beneficiaries: shape.beneficiaries,
      contingentBeneficiaries: shape.backUps ?? [],
      ...(shape.longStop ? { ultimateBeneficiaries: shape.longStop } : {}),
      trustInfo:
        shape.trustAge === undefined
          ? { createTrust: false, inheritanceAge: 25 }
          : { createTrust: true, inheritanceAge: shape.trustAge },
    },
    executorInfo: {
      primary,
      ...(shape.coExecutors ? { coExecutors: shape.coExecutors } : {}),
      ...(alternate ? { alternate } : {}),
    },
    specificGifts: shape.gifts ?? [],
    ...(shape.funeralWishes ? { funeralWishes: shape.funeralWishes } : {}),
    ...(shape.otherWishes ? { otherWishes: shape.otherWishes } : {}),
    circumstances: shape.circumstances ?? {},
  };
}
