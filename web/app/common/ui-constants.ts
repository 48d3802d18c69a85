/** Interface constants fixed by docs/product.md section 9. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
/** How long a dismissed toast stays mounted (closed) before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ["F8"];
/**
 * When the database fails, the will's confirmation page loads its details again (with JavaScript):
 * 3 more tries, the wait doubling from 1 s to at most 10 s.
 */
export const WILL_DETAILS_RETRY = { retries: 3, firstWaitMs: 1_000, maxWaitMs: 10_000 } as const;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const PRODUCT_NAME = "Free Will Writer";

/** A ready will whose email has not gone for a few minutes: its success page and dashboard card. */
export const EMAIL_DELAYED_MESSAGE =
  "Your email is delayed: we have not been able to send it yet, and we keep trying. You can download your will now.";

/**
 * The one time promise, everywhere a page says how long a will takes. The browser test of a
 * typical family's journey through the guided form reports its time (docs/journeys.md).
 */
export const TIME_PROMISE = "about 5 minutes";
