/**
 * The in-process runner's queue (docs/performance.md, "Requests first"): at most `concurrency`
 * pipeline activities at once in this process, and at most `perSender` of them for one sender (a
 * browser key or an account), taken from the senders in turn. So a burst of wills from one sender
 * waits behind its own work, never in front of another sender's, and the pages the same process
 * serves never queue behind more than a few pipeline steps.
 *
 * Written here rather than taken from a library: the kept queues (p-queue, p-limit) bound the
 * whole, not each sender in turn (docs/decisions/020-fair-pipeline-queue.md).
 */
export interface FairQueueOptions {
  concurrency: number;
  perSender?: number;
  now?: () => number;
}

interface Job {
  enqueuedAt: number;
  start: () => void;
}

export class FairQueue {
  private readonly waiting = new Map<string, Job[]>();
  private readonly active = new Map<string, number>();
  /** When each sender with work here last started a job (a serial number; 0 = never). */
  private readonly lastServed = new Map<string, number>();
  private serial = 0;
  private running = 0;
  private readonly concurrency: number;
  private readonly perSender: number;
  private readonly now: () => number;

  constructor(options: FairQueueOptions) {
    this.concurrency = Math.max(1, options.concurrency);
    this.perSender = Math.max(1, options.perSender ?? 1);
    this.now = options.now ?? (() => performance.now());
  }

  /** Runs `task` when a slot is free and it is `sender`'s turn; resolves or rejects as it does. */
  run<T>(sender: string, task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        enqueuedAt: this.now(),
        start: () => {
          task()
            .then(resolve, reject)
            .finally(() => this.finish(sender));
        },
      };
      const queue = this.waiting.get(sender);
      if (queue) queue.push(job);
      else this.waiting.set(sender, [job]);
      this.pump();
    });
  }

  /** Jobs waiting for a slot. */
  depth(): number {
    let total = 0;
    for (const queue of this.waiting.values()) total += queue.length;
    return total;
  }

  /** Jobs running now. */
  inFlight(): number {
    return this.running;
  }

  /** How long the oldest waiting job has waited, in ms (0 when none waits). */
  oldestWaitMs(): number {
    let oldest = Infinity;
    for (const queue of this.waiting.values()) oldest = Math.min(oldest, queue[0]?.enqueuedAt ?? Infinity);
    return oldest === Infinity ? 0 : this.now() - oldest;
  }

  private finish(sender: string) {
    this.running -= 1;
    const left = (this.active.get(sender) ?? 1) - 1;
    if (left > 0) this.active.set(sender, left);
    else this.active.delete(sender);
    if (left <= 0 && !this.waiting.has(sender)) this.lastServed.delete(sender);
    this.pump();
  }

  /**
   * Starts jobs while slots are free, each time for the sender served least recently (one never
   * served first, in order of arrival) among those under their own limit.
   */
  private pump() {
    while (this.running < this.concurrency) {
      let sender: string | undefined;
      let served = Infinity;
      for (const key of this.waiting.keys()) {
        const last = this.lastServed.get(key) ?? 0;
        if (last < served && (this.active.get(key) ?? 0) < this.perSender) {
          sender = key;
          served = last;
        }
      }
      if (sender === undefined) return;
      const queue = this.waiting.get(sender)!;
      const job = queue.shift()!;
      if (queue.length === 0) this.waiting.delete(sender);
      this.running += 1;
      this.active.set(sender, (this.active.get(sender) ?? 0) + 1);
      this.serial += 1;
      this.lastServed.set(sender, this.serial);
      job.start();
    }
  }
}
