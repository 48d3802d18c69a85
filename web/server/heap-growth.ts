import v8 from "node:v8";

/**
 * How far V8 lets the web process's heap grow past what a full collection leaves alive: 50 %.
 * V8's own factor rises to 4x when collections look cheap, so under 200 clients posting wills
 * (every request's objects outlive a young collection while it waits on the database, and are
 * promoted) the old space grew from 65 MB live to 250 MB before it was collected, and V8 kept
 * the pages: the process stayed near 430 MB after the load (docs/performance.md). At 1.5x the
 * collections come more often and each is smaller. V8 reads the flag at every collection, so
 * setting it at start-up is the same as passing `--heap-growing-percent=50` to node, which
 * `node build/node/server.js` (npm start, the image, the chart) need not then remember.
 */
export const HEAP_GROWING_PERCENT = 50;

export function boundHeapGrowth(percent = HEAP_GROWING_PERCENT): void {
  v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
