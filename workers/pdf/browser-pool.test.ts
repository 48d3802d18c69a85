/**
 * The browser pool against real Chromium (/usr/bin/chromium or CHROMIUM_PATH). One pool per
 * describe, closed in afterAll; PDFs are read back with poppler's pdftotext and pdfinfo.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { renderWill, WillFormDataSchema } from "../../core/index.ts";
import { BrowserPool, PdfRenderError } from "./browser-pool.ts";

function goldenWill(family: string): { testator: string; html: string } {
  const file = new URL(`../../core/will/golden/${family}.input.json`, import.meta.url);
  const formData = WillFormDataSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  return { testator: formData.personalInfo.fullName, html: renderWill(formData).html };
}

/** Runs a poppler tool with the PDF on stdin ("-") and returns its output. */
function poppler(tool: "pdftotext" | "pdfinfo", pdf: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const args = tool === "pdftotext" ? ["-enc", "UTF-8", "-", "-"] : ["-"];
    const child = spawn(tool, args, { stdio: ["pipe", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString("utf8"));
      else reject(new Error(`${tool} exited with ${code}: ${Buffer.concat(err).toString("utf8")}`));
    });
    child.stdin.end(pdf);
  });
}

/** The PDF's text with line breaks and runs of spaces as single spaces. */
async function pdfText(pdf: Uint8Array): Promise<string> {
  return (await poppler("pdftotext", pdf)).replace(/\s+/g, " ");
}

function header(pdf: Uint8Array): string {
  return Buffer.from(pdf.subarray(0, 5)).toString("latin1");
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

const single = goldenWill("single-no-children");
const married = goldenWill("married-three-children-mirror");

describe("BrowserPool: rendering wills", () => {
  const pool = new BrowserPool({ maxConcurrency: 2 });
  afterAll(() => pool.close());

  it("renders at most maxConcurrency wills at once, the rest waiting their turn, from one browser", async () => {
    let highest = 0;
    const sampler = setInterval(() => {
      highest = Math.max(highest, pool.stats.inFlight);
    }, 1);
    try {
      const renders = Array.from({ length: 6 }, (_, index) =>
        pool.renderPdf(index % 2 ? single.html : married.html),
      );
      highest = Math.max(highest, pool.stats.inFlight);
      expect(pool.stats.inFlight).toBe(2);
      const pdfs = await Promise.all(renders);
      expect(pdfs.map(header)).toEqual(Array(6).fill("%PDF-"));
    } finally {
      clearInterval(sampler);
    }
    expect(highest).toBe(2);
    expect(pool.stats.inFlight).toBe(0);
    expect(pool.stats.launches).toBe(1);
  });

  it("renders an A4 PDF whose text has the testator's name and the attestation clause", async () => {
    const pdf = await pool.renderPdf(single.html);

    expect(header(pdf)).toBe("%PDF-");
    expect(await poppler("pdfinfo", pdf)).toMatch(/Page size:.*\(A4\)/);
    const text = await pdfText(pdf);
    expect(text).toContain(`Last Will and Testament of ${single.testator}`);
    expect(text).toContain(
      `I, ${single.testator}, sign this will as my last will in the presence of the two witnesses named below, who are both present at the same time.`,
    );
    expect(text).toContain(
      `Signed by ${single.testator} as their last will in our presence, both of us being present at the same time`,
    );
  });

  it("reuses its pages: five more renders open no page beyond maxConcurrency", async () => {
    for (let index = 0; index < 5; index++) await pool.renderPdf(married.html);

    expect(pool.stats.pagesCreated).toBeLessThanOrEqual(2);
    expect(pool.stats.launches).toBe(1);
    expect(pool.stats.renders).toBeGreaterThanOrEqual(12);
  });

  it("fetches nothing a document refers to, runs none of its JavaScript, and still renders it", async () => {
    const requests: string[] = [];
    let connections = 0;
    const server: Server = createServer((request, response) => {
      requests.push(request.url ?? "");
      response.end();
    });
    server.on("connection", () => connections++);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const html = `<!doctype html><html><head><meta charset="utf-8">
<link rel="stylesheet" href="${origin}/style.css">
<style>@import url("${origin}/import.css"); @font-face { font-family: Tracked; src: url("${origin}/font.woff2"); }
body { font-family: Tracked, serif; background-image: url("${origin}/background.png"); }</style>
<script src="${origin}/script.js"></script>
</head><body>
<p id="clause">I revoke all my earlier wills and codicils.</p>
<img src="${origin}/image.png" alt="">
<iframe src="${origin}/frame.html"></iframe>
<iframe src="${origin.replace("127.0.0.1", "localhost")}/frame.html"></iframe>
<script>document.getElementById("clause").textContent = "Script ran";</script>
</body></html>`;

      const pdf = await pool.renderPdf(html);
      await sleep(100);

      expect(requests).toEqual([]);
      expect(connections).toBe(0);
      expect(header(pdf)).toBe("%PDF-");
      const text = await pdfText(pdf);
      expect(text).toContain("I revoke all my earlier wills and codicils.");
      expect(text).not.toContain("Script ran");
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("rejects an empty document as a non-retryable PdfRenderError", async () => {
    const failure = await pool.renderPdf("  ").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PdfRenderError);
    expect((failure as PdfRenderError).retryable).toBe(false);
  });
});

describe("BrowserPool: when Chromium is killed mid-render", () => {
  const pool = new BrowserPool({ maxConcurrency: 1 });
  afterAll(() => pool.close());

  it("rejects that render as retryable and relaunches Chromium for the next one", async () => {
    await pool.renderPdf(single.html);
    const pid = pool.browserPid();
    expect(pid).toBeTypeOf("number");

    // Ten wills in one document: long enough to be killed in the middle of.
    const render = pool.renderPdf(married.html.repeat(10)).catch((error: unknown) => error);
    await sleep(20);
    expect(pool.stats.inFlight).toBe(1);
    process.kill(pid as number, "SIGKILL");
    const failure = await render;

    expect(failure).toBeInstanceOf(PdfRenderError);
    expect((failure as PdfRenderError).retryable).toBe(true);
    expect((failure as PdfRenderError).message).toMatch(/Chromium exited/);

    const pdf = await pool.renderPdf(single.html);
    expect(header(pdf)).toBe("%PDF-");
    expect(pool.stats.launches).toBe(2);
    expect(pool.browserPid()).not.toBe(pid);
  });
});

describe("BrowserPool: a render that takes too long", () => {
  const pool = new BrowserPool({ maxConcurrency: 1, renderTimeoutMs: 1_500 });
  afterAll(() => pool.close());

  it("rejects at the render timeout as retryable, and the next render gets a fresh page", async () => {
    const failure = await pool.renderPdf(married.html.repeat(60)).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(PdfRenderError);
    expect((failure as PdfRenderError).retryable).toBe(true);
    expect((failure as PdfRenderError).message).toMatch(/longer than 1500 ms/);

    expect(header(await pool.renderPdf(single.html))).toBe("%PDF-");
    expect(pool.stats.pagesCreated).toBe(2);
    expect(pool.stats.launches).toBe(1);
  });
});

describe("BrowserPool: closing", () => {
  const pool = new BrowserPool({ maxConcurrency: 1 });
  afterAll(() => pool.close());

  it("lets the render in flight finish, closes the browser, and rejects every later render", async () => {
    await pool.renderPdf(single.html);
    const pid = pool.browserPid() as number;

    const inFlight = pool.renderPdf(single.html);
    const queued = pool.renderPdf(single.html).catch((error: unknown) => error);
    await Promise.all([pool.close(), pool.close()]);

    expect(header(await inFlight)).toBe("%PDF-");
    expect(await queued).toBeInstanceOf(PdfRenderError);
    expect(pool.browserPid()).toBeUndefined();
    expect(() => process.kill(pid, 0)).toThrow();
    await expect(pool.renderPdf(single.html)).rejects.toBeInstanceOf(PdfRenderError);
    await expect(pool.close()).resolves.toBeUndefined();
  });
});

describe("BrowserPool: a Chromium that does not start", () => {
  const pool = new BrowserPool({ executablePath: "/nonexistent/chromium" });
  afterAll(() => pool.close());

  it("rejects each render with a PdfRenderError naming the executable, and tries again on the next", async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const failure = await pool.renderPdf(single.html).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PdfRenderError);
      expect((failure as PdfRenderError).message).toContain("/nonexistent/chromium");
    }
    expect(pool.stats).toMatchObject({ launches: 0, renders: 0, inFlight: 0 });
  });
});
