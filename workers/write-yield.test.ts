import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FairQueue } from "./fair-queue.ts";
import { SURGE_HOLD_MS, WriteYield } from "./write-yield.ts";

const clock = { now: 0 };

/** Moves the clock and the timers together, then lets started tasks run. */
async function wait(ms: number) {
  clock.now += ms;
  vi.advanceTimersByTime(ms);
  await new Promise((resolve) => setImmediate(resolve));
}

/** A pipeline queue of `width` whose tasks either finish at once or never, counting starts. */
function pipeline(width: number, { finish }: { finish: boolean }) {
  const queue = new FairQueue({ concurrency: width, now: () => clock.now });
  const yielding = new WriteYield(queue, width, () => clock.now);
  let started = 0;
  let serial = 0;
  const add = (count: number) => {
    for (let index = 0; index < count; index += 1)
      void queue.run(`browser:${(serial += 1)}`, async () => {
        started += 1;
        if (!finish) await new Promise<void>(() => undefined);
      });
  };
  return { yielding, add, started: () => started };
}

beforeEach(() => {
  clock.now = 0;
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});
afterEach(() => vi.useRealTimers());

describe("the in-process pipeline yielding to writes", () => {
  it("starts nothing while writes wait, for at most SURGE_HOLD_MS, then one task at a time", async () => {
    const { yielding, add, started } = pipeline(2, { finish: false });
    yielding.writesWaiting(true);
    add(10);
    await wait(SURGE_HOLD_MS - 1);
    expect(started()).toBe(0);
    await wait(1);
    // Its tasks never finish here: one started, the width while writes still wait.
    expect(started()).toBe(1);
  });

  it("goes back to the full width as soon as no write waits", async () => {
    const { yielding, add, started } = pipeline(2, { finish: false });
    yielding.writesWaiting(true);
    add(10);
    await wait(5_000);
    expect(started()).toBe(0);
    yielding.writesWaiting(false);
    await wait(0);
    expect(started()).toBe(2);
  });

  it("holds a surge for SURGE_HOLD_MS in all, however often its writes come and go", async () => {
    const quarter = SURGE_HOLD_MS / 4;
    const { yielding, add, started } = pipeline(1, { finish: true });
    yielding.writesWaiting(true);
    add(10);
    await wait(2 * quarter);
    expect(started()).toBe(0);
    yielding.writesWaiting(false);
    await wait(0);
    expect(started()).toBe(10);
    // Writes wait again a quarter later: the same surge, with a quarter of its hold left.
    await wait(quarter);
    yielding.writesWaiting(true);
    add(10);
    await wait(quarter - 1);
    expect(started()).toBe(10);
    await wait(1);
    expect(started()).toBe(20);
    // Its hold spent, and less than SURGE_HOLD_MS of quiet: no hold at all.
    yielding.writesWaiting(false);
    await wait(2 * quarter);
    yielding.writesWaiting(true);
    add(5);
    await wait(0);
    expect(started()).toBe(25);
    // SURGE_HOLD_MS with no write waiting ends the surge: the next one is held again.
    yielding.writesWaiting(false);
    await wait(SURGE_HOLD_MS);
    yielding.writesWaiting(true);
    add(5);
    await wait(SURGE_HOLD_MS - 1);
    expect(started()).toBe(25);
    await wait(1);
    expect(started()).toBe(30);
  });

  it("lets everything waiting start at shutdown, so the runner drains", async () => {
    const { yielding, add, started } = pipeline(2, { finish: true });
    yielding.writesWaiting(true);
    add(4);
    await wait(1_000);
    expect(started()).toBe(0);
    yielding.stop();
    await wait(0);
    expect(started()).toBe(4);
  });
});
