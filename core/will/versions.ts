import { formatLongDate } from "../dates.ts";
import { diffWills, type WillChange } from "./diff.ts";
import { WillFormDataSchema, type WillFormData } from "./form-data.ts";
import { isMirrorPair, isSameName } from "./people.ts";
import type { RenderOptions } from "./render.ts";

/**
 * Versions of a will ("Update my will", docs/product.md section 12): a will made to replace an
 * earlier one names it in its revocation clause, and so does the spouse's mirror will when the
 * earlier will had one for the same spouse (docs/legal.md, "Revoking earlier wills").
 */

/** The will a new version replaces, as stored. */
export interface PreviousVersion {
  createdAt: Date;
  formData: unknown;
  /** The earlier will's own mirror will, if it had one. */
  mirrorWillId: string | null;
}

/** How the earlier version is named: the date it was prepared, on the UK calendar ("3 March 2026"). */
export function preparedOn(previous: Pick<PreviousVersion, "createdAt">): string {
  return formatLongDate(previous.createdAt);
}

/**
 * What the renderer needs to name the replaced wills: for the will itself, and for its mirror will
 * only when the earlier will had a mirror will made for the same spouse (after a new marriage the
 * spouse's earlier will, if any, was not ours to revoke).
 */
export function versionRenderOptions(
  previous: PreviousVersion | null,
  formData: WillFormData,
): { will: RenderOptions; mirror: RenderOptions } {
  if (!previous) return { will: {}, mirror: {} };
  const replaces = { preparedOn: preparedOn(previous) };
  return { will: { replaces }, mirror: mirrorReplaces(previous, formData) ? { replaces } : {} };
}

/** True when the new mirror will replaces the earlier will's mirror will (the same spouse). */
export function mirrorReplaces(previous: PreviousVersion, formData: WillFormData): boolean {
  if (!previous.mirrorWillId || !isMirrorPair(formData)) return false;
  const earlier = WillFormDataSchema.safeParse(previous.formData);
  return earlier.success && isSameName(earlier.data.familyInfo.spouseName, formData.familyInfo.spouseName);
}

/** What a new version changes, for the preview: "What is different from your will of 3 March 2026". */
export interface VersionChanges {
  /** The earlier will's date, as `preparedOn` writes it. */
  since: string;
  changes: WillChange[];
}

export function changesSince(previous: PreviousVersion, formData: WillFormData): VersionChanges {
  const earlier = WillFormDataSchema.safeParse(previous.formData);
  return { since: preparedOn(previous), changes: earlier.success ? diffWills(earlier.data, formData) : [] };
}
