import { describe, expect, it } from "vitest";
import { withBackoff } from "./retry.server.ts";

describe("withBackoff", () => {
  it("retries 3 times, the delay doubling from 1 s, then gives up", async () => {
    const delays: number[] = [];
    let calls = 0;
    await expect(
      withBackoff(
        async () => {
          calls += 1;
          throw new Error("database unavailable");
        },
        { sleep: async (ms) => void delays.push(ms) },
      ),
    ).rejects.toThrow("database unavailable");
    expect(calls).toBe(4);
    expect(delays).toEqual([1_000, 2_000, 4_000]);
  });

  it("never waits more than 10 s between tries", async () => {
    const delays: number[] = [];
    await expect(
      withBackoff(
        async () => {
          throw new Error("down");
        },
        { retries: 6, sleep: async (ms) => void delays.push(ms) },
      ),
    ).rejects.toThrow();
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  });

  it("returns as soon as a try succeeds, and does not retry what should not be retried", async () => {
    let calls = 0;
    const value = await withBackoff(
      async () => {
        calls += 1;
        if (calls < 2) throw new Error("blip");
        return "ok";
      },
      { sleep: async () => undefined },
    );
    expect(value).toBe("ok");
    await expect(
      withBackoff(
        async () => {
          throw new Error("not found");
        },
        { shouldRetry: () => false, sleep: async () => expect.fail("must not wait") },
      ),
    ).rejects.toThrow("not found");
  });
});
