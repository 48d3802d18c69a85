import puppeteer, { type Browser } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workflowStarts } from "../../workflows/definitions.ts";
import { createWillRow } from "../support/temporal-worker.ts";
import { useTemporalStack } from "../support/temporal-stack.ts";
import { temporalServer } from "../support/temporal-server.ts";

/**
 * What an SRE sees: the Temporal Web UI of the run's dev server, in Chromium. They search the runs
 * by the will's id (the WillId search attribute), open the will's run and see its steps done.
 */

const { database, worker, client } = useTemporalStack();
let browser: Browser;

beforeAll(async () => {
  browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox"],
  });
});

afterAll(async () => {
  await browser?.close();
});

describe("the Temporal UI", { timeout: 60_000 }, () => {
  it("finds the run of a will just made by its id, and shows its completed steps", async () => {
    const willId = await createWillRow(database().prisma, { email: "sre@example.com" });
    const handle = await client().workflow.start("finaliseChatWill", {
      taskQueue: worker().taskQueue,
      ...workflowStarts.finaliseChatWill({ willId }),
    });
    await handle.result();

    const page = await browser.newPage();
    const query = encodeURIComponent(`WillId="${willId}"`);
    await page.goto(`${temporalServer().uiUrl}/namespaces/default/workflows?query=${query}`);
    const link = await page.waitForSelector(`a[href*="chat-will-pipeline-${willId}"]`);
    const listed = await page.evaluate(() => document.body.innerText);
    expect(listed).toMatch(/completed/i);
    expect(listed).toContain("finaliseChatWill");

    await link?.click();
    await page.waitForFunction(() => document.body.innerText.includes("Event History"));
    // The run's page opens on its timeline (a drawing); its event history lists the steps by name.
    await page.goto(page.url().replace(/\/timeline$/, "/history"));
    await page.waitForFunction(() => document.body.innerText.includes("sendWillEmail"), { timeout: 20_000 });
    const run = await page.evaluate(() => document.body.innerText);
    for (const step of ["beginGeneration", "renderDocument", "storeDocument", "renderPdf", "sendWillEmail"])
      expect(run).toContain(step);
    expect(run).toContain(`chat-will-pipeline-${willId}`);
    expect(run).toContain("Workflow Execution Completed");
    expect(run.match(/Activity Task Completed/g)).toHaveLength(5);
    expect(run).not.toContain("sre@example.com");
    expect(run).not.toContain("Ann Smith");
  });
});
