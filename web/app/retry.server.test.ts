import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withBackoff } from "./retry.server.ts";

/** Lets the retry library's timers and promises run up to `ms` milliseconds of fake time. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe("withBackoff", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("retries 3 times, the delay doubling from 1 s, then gives up", async () => {
    let calls = 0;
    const result = withBackoff(async () => {
      calls += 1;
      throw new Error("database unavailable");
    });
    const settled = expect(result).rejects.toThrow("database unavailable");
    await advance(0);
    expect(calls).toBe(1);
    await advance(999);
    expect(calls).toBe(1);
    await advance(1);
    expect(calls).toBe(2);
    await advance(1_999);
    expect(calls).toBe(2);
    await advance(1);
    expect(calls).toBe(3);
    await advance(3_999);
    expect(calls).toBe(3);
    await advance(1);
    expect(calls).toBe(4);
    await settled;
    await advance(60_000);
    expect(calls).toBe(4);
  });

  it("never waits more than 10 s between tries", async () => {
    const times: number[] = [];
    const result = withBackoff(
      async () => {
        times.push(Date.now());
        throw new Error("down");
      },
      { retries: 6 },
    );
    const settled = expect(result).rejects.toThrow("down");
    await advance(1_000 + 2_000 + 4_000 + 8_000 + 10_000 + 10_000);
    await settled;
    const gaps = times.slice(1).map((time, index) => time - (times[index] ?? 0));
    expect(gaps).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  });

  it("returns as soon as a try succeeds, and does not retry what should not be retried", async () => {
    let calls = 0;
    const value = withBackoff(async () => {
      calls += 1;
      if (calls < 2) throw new Error("blip");
      return "ok";
    });
    await advance(1_000);
    await expect(value).resolves.toBe("ok");
    expect(calls).toBe(2);

    let refused = 0;
    const notFound = withBackoff(
      async () => {
        refused += 1;
        throw new Error("not found");
      },
      { shouldRetry: () => false },
    );
    await expect(notFound).rejects.toThrow("not found");
    expect(refused).toBe(1);
  });
});
