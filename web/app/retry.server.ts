/**
 * Retries `work` on failure: up to `retries` more times, the delay doubling from `initialDelayMs`
 * to at most `maxDelayMs` (docs/product.md section 9: will details are retried 3 times, 1 s doubling to
 * at most 10 s). `shouldRetry` decides which failures are worth another try.
 */
export async function withBackoff<T>(
  work: () => Promise<T>,
  options: {
    retries?: number;
    initialDelayMs?: number;
    maxDelayMs?: number;
    shouldRetry?: (error: unknown) => boolean;
    sleep?: (ms: number) => Promise<void>;
  } = {},
): Promise<T> {
  const { retries = 3, initialDelayMs = 1_000, maxDelayMs = 10_000 } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let delay = initialDelayMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= retries || (options.shouldRetry && !options.shouldRetry(error))) throw error;
      await sleep(delay);
      delay = Math.min(delay * 2, maxDelayMs);
    }
  }
}
