import { describe, expect, it, vi } from "vitest";
import { FairQueue } from "./fair-queue.ts";

/** A task that finishes when the test says so, recording when it started. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    open: () => open(),
    task: async () => {
      log.push(name);
      await opened;
      return name;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A one-slot queue on a clock the test moves, its slot taken by a task that waits for `open`. */
function occupiedQueue(clock: { now: number }) {
  const queue = new FairQueue({ concurrency: 1, now: () => clock.now });
  const first = gate([], "first");
  return { queue, open: first.open, occupant: queue.run("browser:first", first.task) };
}

describe("FairQueue", () => {
  it("runs at most `concurrency` tasks at once, and one sender's burst never delays another sender", async () => {
    const queue = new FairQueue({ concurrency: 2, perSender: 1 });
    const started: string[] = [];
    const burst = Array.from({ length: 5 }, (_, index) => gate(started, `mallory-${index + 1}`));
    const alice = gate(started, "alice-1");
    const bob = gate(started, "bob-1");
    const results = burst.map((job) => queue.run("browser:mallory", job.task));
    const aliceResult = queue.run("browser:alice", alice.task);
    const bobResult = queue.run("account:bob", bob.task);
    await settle();
    // Mallory's first and Alice's (Mallory may not run two at once): Bob waits for a free slot.
    expect(started).toEqual(["mallory-1", "alice-1"]);
    expect(queue.inFlight()).toBe(2);
    expect(queue.depth()).toBe(5);

    burst[0]!.open();
    await settle();
    // The freed slot goes to Bob, who has waited, not to Mallory's second will.
    expect(started).toEqual(["mallory-1", "alice-1", "bob-1"]);

    alice.open();
    await settle();
    expect(started.at(-1)).toBe("mallory-2");
    bob.open();
    for (const job of burst.slice(1)) {
      job.open();
      await settle();
    }
    await expect(Promise.all(results)).resolves.toEqual(burst.map((_, index) => `mallory-${index + 1}`));
    await expect(aliceResult).resolves.toBe("alice-1");
    await expect(bobResult).resolves.toBe("bob-1");
    expect(queue.depth()).toBe(0);
    expect(queue.inFlight()).toBe(0);
  });

  it("finishes the wills under way before it starts new ones: among senders with no turn yet, the older run goes first", async () => {
    const clock = { now: 0 };
    const { queue, open, occupant } = occupiedQueue(clock);
    // Three new wills arrive (their runs begin now), then the second step of a will begun earlier.
    clock.now = 5_000;
    const fresh = ["ann", "ben", "cat"].map((name) => queue.run(`browser:${name}`, async () => name));
    clock.now = 6_000;
    const resumed = queue.run("browser:dan", async () => "dan-step-2", 1_000);
    expect(queue.depth()).toBe(4);
    open();
    await occupant;
    const order: string[] = [];
    await Promise.all([resumed, ...fresh].map((done) => done.then((name) => order.push(name))));
    expect(order).toEqual(["dan-step-2", "ann", "ben", "cat"]);
    expect(queue.depth()).toBe(0);
  });

  it("keeps one sender's turn behind another's even when its run is older", async () => {
    const queue = new FairQueue({ concurrency: 1, perSender: 1, now: () => 10_000 });
    const started: string[] = [];
    const first = gate(started, "mallory-1");
    const running = queue.run("browser:mallory", first.task, 0);
    const mallory = queue.run("browser:mallory", async () => "mallory-2", 0);
    const alice = queue.run("browser:alice", async () => "alice-1", 9_000);
    first.open();
    await running;
    const order: string[] = [];
    await Promise.all([mallory, alice].map((done) => done.then((name) => order.push(name))));
    // Mallory was served last; Alice, never served, goes first although her run is younger.
    expect(order).toEqual(["alice-1", "mallory-2"]);
  });

  it("passes a task's failure to its caller and frees the slot", async () => {
    const queue = new FairQueue({ concurrency: 1 });
    const failing = queue.run("browser:a", async () => {
      throw new Error("Chromium stopped");
    });
    await expect(failing).rejects.toThrow("Chromium stopped");
    await expect(queue.run("browser:a", async () => "next")).resolves.toBe("next");
  });

  it("runs fewer at once while lowered, never none, and starts the waiting tasks when raised", async () => {
    const queue = new FairQueue({ concurrency: 2 });
    const started: string[] = [];
    const jobs = ["a", "b", "c", "d"].map((name) => gate(started, name));
    queue.setConcurrency(1);
    const results = jobs.map((job, index) => queue.run(`browser:${index}`, job.task));
    await settle();
    expect(started).toEqual(["a"]);
    jobs[0]!.open();
    await settle();
    // One at a time while lowered: the queue still moves.
    expect(started).toEqual(["a", "b"]);
    queue.setConcurrency(0);
    jobs[1]!.open();
    await settle();
    expect(started).toEqual(["a", "b", "c"]);
    queue.setConcurrency(2);
    await settle();
    expect(started).toEqual(["a", "b", "c", "d"]);
    expect(queue.inFlight()).toBe(2);
    for (const job of jobs) job.open();
    await expect(Promise.all(results)).resolves.toEqual(["a", "b", "c", "d"]);
  });

  it("while held starts nothing new (running tasks finish), until released or the hold ends", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const queue = new FairQueue({ concurrency: 2 });
      const started: string[] = [];
      const jobs = ["a", "b", "c", "d"].map((name) => gate(started, name));
      const first = queue.run("browser:0", jobs[0]!.task);
      await settle();
      queue.hold(1_000);
      const held = [1, 2].map((index) => queue.run(`browser:${index}`, jobs[index]!.task));
      jobs[0]!.open();
      await expect(first).resolves.toBe("a");
      await settle();
      expect(started).toEqual(["a"]);
      vi.advanceTimersByTime(999);
      await settle();
      expect(started).toEqual(["a"]);
      // The hold ends by itself: the queue cannot stop for good.
      vi.advanceTimersByTime(1);
      await settle();
      expect(started).toEqual(["a", "b", "c"]);

      queue.hold(60_000);
      const last = queue.run("browser:3", jobs[3]!.task);
      for (const job of jobs) job.open();
      await Promise.all(held);
      await settle();
      expect(started).toEqual(["a", "b", "c"]);
      queue.release();
      await settle();
      expect(started).toEqual(["a", "b", "c", "d"]);
      await expect(last).resolves.toBe("d");
    } finally {
      vi.useRealTimers();
    }
  });

  it("says how long the oldest waiting task has waited", async () => {
    const clock = { now: 1_000 };
    const { queue, open, occupant } = occupiedQueue(clock);
    const second = queue.run("b", async () => "second");
    expect(queue.oldestWaitMs()).toBe(0);
    clock.now = 4_500;
    expect(queue.oldestWaitMs()).toBe(3_500);
    open();
    await occupant;
    await second;
    expect(queue.oldestWaitMs()).toBe(0);
  });
});
