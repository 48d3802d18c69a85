import {
  intestacyFamilyOf,
  intestacyShares,
  type DraftFormData,
  type IntestacyOutcome,
} from "../../../core/index.ts";

/**
 * The /without-a-will page's data: the intestacy outcome (core/legal/intestacy.ts) for the family in
 * the requester's guided-form draft, and what the draft's will does instead. docs/legal.md, "What
 * happens without a will".
 */

/** The estate's value as typed: "£500,000", "500000.50". At most 20 characters. */
export const MAX_ESTATE_INPUT = 20;
/** £10 billion: a bound, so no number loses precision. */
const MAX_ESTATE_PENCE = 1_000_000_000_000;

export const ESTATE_ERROR = "Enter the value in pounds, like 250,000, or leave it empty";

export type EstateInput = { pence?: number; typed: string; error?: string };

/** Reads `?estate=`: empty is no value; anything but an amount of pounds (and pence) is an error. */
export function readEstate(raw: string | null): EstateInput {
  const typed = raw ?? "";
  if (typed.length > MAX_ESTATE_INPUT) return { typed: "", error: ESTATE_ERROR };
  const compact = typed.trim().replace(/^£/u, "").replace(/,/gu, "");
  if (compact === "") return { typed: "" };
  const match = /^(\d{1,11})(?:\.(\d{1,2}))?$/u.exec(compact);
  if (!match) return { typed, error: ESTATE_ERROR };
  const pence = Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  if (pence > MAX_ESTATE_PENCE) return { typed, error: ESTATE_ERROR };
  return { typed, pence };
}

export interface WillShare {
  name: string;
  relationship: string;
  percentage: number;
}

export interface WithoutAWillView {
  /** Null when there is no draft with the family page answered yet. */
  family: { married: boolean; spouseName: string; children: string[] } | null;
  outcome: IntestacyOutcome;
  /** What the draft's will leaves (its residuary beneficiaries), when it has them. */
  willShares: WillShare[];
  giftCount: number;
}

export function withoutAWillView(
  formData: DraftFormData | null,
  estatePence: number | undefined,
): WithoutAWillView {
  const familyInfo = formData?.familyInfo;
  const beneficiaries = formData?.residualEstate?.beneficiaries ?? [];
  const willShares = beneficiaries.map((entry) => ({
    name: entry.fullName,
    relationship: entry.relationship,
    percentage: entry.percentage,
  }));
  const giftCount = formData?.specificGifts?.length ?? 0;
  if (!familyInfo) {
    return { family: null, outcome: intestacyShares({ spouse: false, children: 0 }), willShares, giftCount };
  }
  return {
    family: {
      married: familyInfo.maritalStatus === "married",
      spouseName: familyInfo.maritalStatus === "married" ? (familyInfo.spouseName ?? "") : "",
      children: familyInfo.children.map((child) => child.fullName),
    },
    outcome: intestacyShares(intestacyFamilyOf(familyInfo), estatePence),
    willShares,
    giftCount,
  };
}
