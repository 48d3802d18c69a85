// `npm run bench:pdf`: milliseconds per will PDF through the warm BrowserPool (after 2 warm-up
// renders) against a new Chromium per PDF (renderPdfWithNewBrowser), one PDF at a time, cycling
// through the golden wills. BENCH_PDF_COUNT (default 50) PDFs each. Prints the medians and their
// ratio; exits 1 unless the pool is at least 5x faster than the baseline and under 80 ms a PDF.
// Record the figures in docs/performance.md.
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { renderWill, WillFormDataSchema } from "../core/index.ts";
import { BrowserPool } from "../workers/pdf/browser-pool.ts";
import { renderPdfWithNewBrowser } from "../workers/pdf/launch-per-pdf.ts";

const MIN_SPEED_UP = 5;
const MAX_POOL_MEDIAN_MS = 80;
const WARM_UP_RENDERS = 2;

const count = Number(process.env.BENCH_PDF_COUNT ?? 50);
if (!Number.isInteger(count) || count < 1) {
  console.error(`BENCH_PDF_COUNT must be a positive integer, not ${process.env.BENCH_PDF_COUNT}`);
  process.exit(1);
}

const goldenDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../core/will/golden");
const wills = readdirSync(goldenDir)
  .filter((file) => file.endsWith(".input.json"))
  .sort()
  .map((file) => {
    const formData = WillFormDataSchema.parse(JSON.parse(readFileSync(path.join(goldenDir, file), "utf8")));
    return renderWill(formData).html;
  });
if (wills.length === 0) {
  console.error(`No golden wills (*.input.json) in ${goldenDir}`);
  process.exit(1);
}

function willAt(index: number): string {
  return wills[index % wills.length] as string;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

async function timeEach(render: (html: string) => Promise<Uint8Array>): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    const pdf = await render(willAt(index));
    times.push(performance.now() - started);
    if (pdf.length === 0) throw new Error("An empty PDF");
  }
  return times;
}

console.log(
  `${count} will PDFs each, one at a time, ${wills.length} golden wills; ${os.cpus().length} cores, ` +
    `load average ${os.loadavg()[0]?.toFixed(2)}, Node ${process.versions.node}`,
);

const pool = new BrowserPool();
let poolTimes: number[];
try {
  for (let index = 0; index < WARM_UP_RENDERS; index++) await pool.renderPdf(willAt(index));
  poolTimes = await timeEach((html) => pool.renderPdf(html));
} finally {
  await pool.close();
}
const baselineTimes = await timeEach((html) => renderPdfWithNewBrowser(html));

const poolMedian = median(poolTimes);
const baselineMedian = median(baselineTimes);
const speedUp = baselineMedian / poolMedian;
const fasterEnough = speedUp >= MIN_SPEED_UP;
const fastEnough = poolMedian < MAX_POOL_MEDIAN_MS;

console.log(`pool (one warm browser, reused pages): median ${poolMedian.toFixed(1)} ms per PDF`);
console.log(`new browser per PDF:                    median ${baselineMedian.toFixed(1)} ms per PDF`);
console.log(`ratio: the pool is ${speedUp.toFixed(1)}x faster`);
console.log(`target pool >= ${MIN_SPEED_UP}x faster than the baseline: ${fasterEnough ? "holds" : "FAILS"}`);
console.log(`target pool median < ${MAX_POOL_MEDIAN_MS} ms: ${fastEnough ? "holds" : "FAILS"}`);
process.exit(fasterEnough && fastEnough ? 0 : 1);
