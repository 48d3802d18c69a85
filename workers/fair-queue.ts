import { Heap } from "heap-js";

/**
 * The in-process runner's queue (docs/performance.md, "Requests first"): at most `concurrency`
 * pipeline activities at once in this process, and at most `perSender` of them for one sender (a
 * browser key or an account), taken from the senders in turn. So a burst of wills from one sender
 * waits behind its own work, never in front of another sender's, and the pages the same process
 * serves never queue behind more than a few pipeline steps.
 *
 * Between senders served equally recently (every sender that has no work here is "never served"),
 * the task whose run began first goes first (`since`): a will under way finishes before a new
 * will's first step starts, so wills are done, and emailed, in the order they came.
 *
 * The turns are taken from a heap (heap-js), so choosing the next task costs the same with 20,000
 * wills waiting as with 2. The kept queues (p-queue, p-limit) bound the whole, not each sender in
 * turn (docs/decisions/020-fair-pipeline-queue.md).
 */
export interface FairQueueOptions {
  concurrency: number;
  perSender?: number;
  now?: () => number;
}

interface Job {
  /** When the task's run began (`now()`'s clock): older first among equally served senders. */
  since: number;
  /** Arrival order, between tasks of the same `since`. */
  arrival: number;
  enqueuedAt: number;
  start: () => void;
}

/** One sender's waiting tasks (oldest run first) and its running count. */
interface Line {
  jobs: Job[];
  active: number;
  /** When this sender last started a task (a serial number; 0 = never while it had work here). */
  served: number;
  /** Renewed whenever the line's place in the heap changes: older entries are skipped. */
  version: number;
}

/** A sender's place in the heap, as it was when pushed. */
interface Turn {
  sender: string;
  served: number;
  since: number;
  arrival: number;
  version: number;
}

export class FairQueue {
  private readonly lines = new Map<string, Line>();
  private readonly turns = new Heap<Turn>(
    (a, b) => a.served - b.served || a.since - b.since || a.arrival - b.arrival,
  );
  private serial = 0;
  private arrivals = 0;
  private versions = 0;
  private running = 0;
  private waiting = 0;
  private concurrency: number;
  /** Set while held (`hold`): no task starts until it ends. */
  private holding: ReturnType<typeof setTimeout> | null = null;
  private readonly perSender: number;
  private readonly now: () => number;

  constructor(options: FairQueueOptions) {
    this.concurrency = Math.max(1, options.concurrency);
    this.perSender = Math.max(1, options.perSender ?? 1);
    this.now = options.now ?? (() => performance.now());
  }

  /** The queue's clock, for a caller's `since`. */
  time(): number {
    return this.now();
  }

  /**
   * Runs `task` when a slot is free and it is `sender`'s turn; resolves or rejects as it does.
   * `since` is when the task's run began (default: now).
   */
  run<T>(sender: string, task: () => Promise<T>, since?: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const enqueuedAt = this.now();
      const job: Job = {
        since: since ?? enqueuedAt,
        arrival: (this.arrivals += 1),
        enqueuedAt,
        start: () => {
          task()
            .then(resolve, reject)
            .finally(() => this.finish(sender));
        },
      };
      let line = this.lines.get(sender);
      if (!line) {
        line = { jobs: [], active: 0, served: 0, version: 0 };
        this.lines.set(sender, line);
      }
      // Kept in order of `since`; a new task nearly always goes last.
      let at = line.jobs.length;
      while (at > 0 && line.jobs[at - 1]!.since > job.since) at -= 1;
      line.jobs.splice(at, 0, job);
      this.waiting += 1;
      if (at === 0) this.offer(sender, line);
      this.pump();
    });
  }

  /**
   * Changes how many tasks may run at once from now on: raised, waiting tasks start at once;
   * lowered, running tasks finish and no new one starts until fewer than `concurrency` run.
   */
  setConcurrency(concurrency: number): void {
    this.concurrency = Math.max(1, concurrency);
    this.pump();
  }

  /**
   * No new task starts for `ms` (running tasks finish), unless `release` comes sooner; then as
   * many as `concurrency` again. A hold always ends: the queue cannot stop for good.
   */
  hold(ms: number): void {
    if (this.holding) clearTimeout(this.holding);
    this.holding = setTimeout(() => this.release(), ms);
    this.holding.unref?.();
  }

  /** Ends a hold: waiting tasks start at once. */
  release(): void {
    if (this.holding) clearTimeout(this.holding);
    this.holding = null;
    this.pump();
  }

  /** Jobs waiting for a slot. */
  depth(): number {
    return this.waiting;
  }

  /** Jobs running now. */
  inFlight(): number {
    return this.running;
  }

  /** How long the oldest waiting job has waited, in ms (0 when none waits). */
  oldestWaitMs(): number {
    let oldest = Infinity;
    for (const line of this.lines.values())
      for (const job of line.jobs) oldest = Math.min(oldest, job.enqueuedAt);
    return oldest === Infinity ? 0 : this.now() - oldest;
  }

  /** Puts the sender's next task in the heap if it may start one (any older entry goes stale). */
  private offer(sender: string, line: Line) {
    this.versions += 1;
    line.version = this.versions;
    const next = line.jobs[0];
    if (next && line.active < this.perSender)
      this.turns.push({
        sender,
        served: line.served,
        since: next.since,
        arrival: next.arrival,
        version: line.version,
      });
  }

  private finish(sender: string) {
    this.running -= 1;
    const line = this.lines.get(sender);
    if (line) {
      line.active -= 1;
      // A sender with nothing here is forgotten: if it comes back, it counts as not yet served.
      if (line.active <= 0 && line.jobs.length === 0) this.lines.delete(sender);
      else this.offer(sender, line);
    }
    this.pump();
  }

  /**
   * Starts jobs while slots are free, each time for the sender served least recently (one never
   * served first, then the oldest run) among those under their own limit.
   */
  private pump() {
    while (!this.holding && this.running < this.concurrency) {
      const turn = this.turns.pop();
      if (!turn) return;
      const line = this.lines.get(turn.sender);
      if (!line || line.version !== turn.version) continue;
      const job = line.jobs.shift()!;
      this.waiting -= 1;
      this.running += 1;
      line.active += 1;
      this.serial += 1;
      line.served = this.serial;
      this.offer(turn.sender, line);
      job.start();
    }
  }
}
