import { afterAll, describe, expect, it } from "vitest";
import { BrowserPool } from "./browser-pool.ts";
import { PDF_SELF_TEST_HTML, createPdfReadiness } from "./readiness.ts";

describe("PDF readiness", () => {
  const pool = new BrowserPool({ maxConcurrency: 1 });
  const missing = new BrowserPool({ executablePath: "/nonexistent/chromium" });
  afterAll(async () => {
    await pool.close();
    await missing.close();
  });

  it("is ready when the real Chromium renders a PDF", async () => {
    const readiness = createPdfReadiness({ renderPdf: (html) => pool.renderPdf(html) });
    expect(await readiness.check()).toEqual({ ready: true, checked: true });
    expect(readiness.current()).toEqual({ ready: true, checked: true });
  });

  it("is not ready, naming the browser it tried, when Chromium cannot start", async () => {
    const readiness = createPdfReadiness({ renderPdf: (html) => missing.renderPdf(html) });
    const state = await readiness.check();
    expect(state).toMatchObject({ ready: false, checked: true });
    expect(state.problem).toContain("/nonexistent/chromium");
  });

  it("answers at once while the first check is under way: not ready, not yet checked", async () => {
    let finish: (pdf: Uint8Array) => void = () => undefined;
    const readiness = createPdfReadiness({
      renderPdf: () => new Promise<Uint8Array>((resolve) => (finish = resolve)),
    });
    expect(readiness.current()).toMatchObject({ ready: false, checked: false });
    const checked = readiness.check();
    finish(new TextEncoder().encode("%PDF-1.7"));
    expect(await checked).toEqual({ ready: true, checked: true });
  });

  it("checks again only after recheckMs, and becomes ready once PDFs can be made", async () => {
    let clock = 0;
    const rendered: string[] = [];
    let works = false;
    const readiness = createPdfReadiness({
      recheckMs: 30_000,
      now: () => clock,
      renderPdf: async (html) => {
        rendered.push(html);
        if (!works) throw new Error("Chromium did not start");
        return new TextEncoder().encode("%PDF-1.7");
      },
    });
    expect((await readiness.check()).ready).toBe(false);
    works = true;
    clock = 29_999;
    expect(readiness.current().ready).toBe(false);
    expect((await readiness.check()).ready).toBe(false);
    expect(rendered).toHaveLength(1);
    clock = 30_000;
    expect(await readiness.check()).toEqual({ ready: true, checked: true });
    expect(rendered).toEqual([PDF_SELF_TEST_HTML, PDF_SELF_TEST_HTML]);
    // Once ready it stays so without rendering again; a failing will render is the pipeline's to retry.
    clock = 90_000;
    expect(readiness.current().ready).toBe(true);
    await readiness.check();
    expect(rendered).toHaveLength(2);
  });

  it("is not ready when the renderer returns something that is not a PDF", async () => {
    const readiness = createPdfReadiness({ renderPdf: async () => new TextEncoder().encode("<html>") });
    expect(await readiness.check()).toEqual({
      ready: false,
      checked: true,
      problem: "the renderer did not return a PDF",
    });
  });
});
