import type { FairQueue } from "./fair-queue.ts";

/** How long one surge of writes may hold the pipeline's new activities in all: two minutes. */
export const SURGE_HOLD_MS = 120_000;

/**
 * The in-process pipeline yielding to the web's writes (docs/decisions/036-pipeline-holds-for-a-surge.md).
 * While writes wait for admission, no new activity starts, for at most `SURGE_HOLD_MS` in one
 * surge, then one at a time; when none waits, the full width at once. A surge ends only after
 * as long again with no write waiting, so a load that comes and goes cannot hold the queue
 * for good: past the first two minutes of a surge the backlog always moves.
 */
export class WriteYield {
  private surgeStartedAt: number | null = null;
  private surgeEnd: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly queue: Pick<FairQueue, "hold" | "release" | "setConcurrency">,
    private readonly width: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  writesWaiting(waiting: boolean): void {
    if (this.surgeEnd) clearTimeout(this.surgeEnd);
    this.surgeEnd = null;
    if (!waiting) {
      this.queue.setConcurrency(this.width);
      this.queue.release();
      this.surgeEnd = setTimeout(() => (this.surgeStartedAt = null), SURGE_HOLD_MS);
      this.surgeEnd.unref?.();
      return;
    }
    this.surgeStartedAt ??= this.now();
    this.queue.setConcurrency(1);
    const left = this.surgeStartedAt + SURGE_HOLD_MS - this.now();
    if (left > 0) this.queue.hold(left);
  }

  /** At shutdown: whatever waits starts, so the runner can drain. */
  stop(): void {
    if (this.surgeEnd) clearTimeout(this.surgeEnd);
    this.queue.setConcurrency(this.width);
    this.queue.release();
  }
}
