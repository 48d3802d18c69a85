import pRetry from "p-retry";

/**
 * Retries `work` on failure with p-retry: up to `retries` more times, the delay doubling from
 * `initialDelayMs` to at most `maxDelayMs`, without jitter (docs/product.md section 9: will details
 * are retried 3 times, 1 s doubling to at most 10 s). `shouldRetry` decides which failures are
 * worth another try; the others are thrown at once.
 */
export function withBackoff<T>(
  work: () => Promise<T>,
  options: {
    retries?: number;
    initialDelayMs?: number;
    maxDelayMs?: number;
    shouldRetry?: (error: Error) => boolean;
  } = {},
): Promise<T> {
  const { retries = 3, initialDelayMs = 1_000, maxDelayMs = 10_000, shouldRetry } = options;
  return pRetry(() => work(), {
    retries,
    factor: 2,
    minTimeout: initialDelayMs,
    maxTimeout: maxDelayMs,
    randomize: false,
    ...(shouldRetry ? { shouldRetry } : {}),
  });
}
