/**
 * The figures of docs/legal.md in one place, so they can be updated when the law changes: for deaths
 * from 26 July 2023 and tax year 2025-26 (inheritance tax bands frozen to 2029-30).
 */
/** Wills Act 1837 s.7: the testator must be 18 or over. Also the youngest executor who can act. */
export const MINIMUM_AGE = 18;
/** The oldest age taken as typed: nobody recorded has lived past 122, so more is a mistyped year. */
export const OLDEST_AGE = 120;
/** Wills Act 1837 s.9: witnesses present at the same time. */
export const WITNESSES_REQUIRED = 2;
/** Senior Courts Act 1981 s.114(1): probate goes to at most four executors. */
export const MAX_EXECUTORS_TAKING_PROBATE = 4;
/** The usual survivorship condition, in days (Inheritance Tax Act 1984 s.92 allows up to 6 months). */
export const SURVIVORSHIP_DAYS = 28;
/** The oldest inheritance age a children's trust may name. */
export const MAX_INHERITANCE_AGE = 99;
/** Default and recommended inheritance age for a children's trust (IHTA 1984 s.71D). */
export const DEFAULT_INHERITANCE_AGE = 25;

/** Inheritance tax (GBP). */
export const NIL_RATE_BAND_GBP = 325_000;
export const RESIDENCE_NIL_RATE_BAND_GBP = 175_000;
/** The residence nil-rate band tapers away by £1 for every £2 of estate above this. */
export const RESIDENCE_NIL_RATE_BAND_TAPER_THRESHOLD_GBP = 2_000_000;
/** Estates within this fraction below the thresholds are "near" them: professional review. */
export const NEAR_THRESHOLD_FRACTION = 0.9;

/**
 * Intestacy: a surviving spouse's or civil partner's statutory legacy when there are children (GBP),
 * the "fixed net sum" of the Administration of Estates Act 1925, s.46(1)(i), set by the
 * Administration of Estates Act 1925 (Fixed Net Sum) Order 2023 (SI 2023/758) for deaths on or
 * after STATUTORY_LEGACY_FROM (it was £270,000 from 6 February 2020). core/legal/intestacy.ts uses it.
 */
export const STATUTORY_LEGACY_GBP = 322_000;
export const STATUTORY_LEGACY_FROM = "2023-07-26";
export const STATUTORY_LEGACY_SOURCE =
  "Administration of Estates Act 1925 (Fixed Net Sum) Order 2023 (SI 2023/758)";
/** Administration of Estates Act 1925, s.46(2A): a spouse must outlive the deceased by 28 days. */
export const INTESTACY_SPOUSE_SURVIVAL_DAYS = 28;
