import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { writeAdmission } from "./admission.ts";

/** A server whose POST /work holds each request until the test releases it, in arrival order. */
async function serve(options: { concurrency: number; maxWaiting: number }) {
  const held: { id: string; release: () => void }[] = [];
  const entered: string[] = [];
  const app = express();
  const admission = writeAdmission(options);
  app.use(admission);
  app.get("/page", (_req, res) => {
    res.send("page");
  });
  app.post("/work", (req, res) => {
    const id = String(req.query.id);
    entered.push(id);
    held.push({ id, release: () => res.send(id) });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, held, entered, admission, close: () => new Promise((resolve) => server.close(resolve)) };
}

const until = async (condition: () => boolean) => {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met within 5 s");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe("writeAdmission", () => {
  let close: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await close?.();
  });

  it("lets `concurrency` writes in at once, the rest in order of arrival, while pages pass at once", async () => {
    const app = await serve({ concurrency: 2, maxWaiting: 10 });
    close = app.close;
    const post = (id: string) =>
      fetch(`${app.origin}/work?id=${id}`, { method: "POST" }).then((response) => response.text());
    const answers = [post("a"), post("b")];
    await until(() => app.entered.length === 2);
    answers.push(post("c"));
    await until(() => app.admission.waiting() === 1);
    answers.push(post("d"));
    await until(() => app.admission.waiting() === 2);
    // A page is not a write: it never waits behind them.
    expect(await (await fetch(`${app.origin}/page`)).text()).toBe("page");
    expect(app.entered).toHaveLength(2);

    app.held.shift()!.release();
    await until(() => app.entered.length === 3);
    app.held.shift()!.release();
    await until(() => app.entered.length === 4);
    // The waiting writes came in in the order they arrived.
    expect(app.entered.slice(2)).toEqual(["c", "d"]);
    for (const request of app.held.splice(0)) request.release();
    expect(await Promise.all(answers)).toEqual(["a", "b", "c", "d"]);
  });

  it("refuses a write with 503 and Retry-After once `maxWaiting` are waiting, instead of letting it time out", async () => {
    const app = await serve({ concurrency: 1, maxWaiting: 1 });
    close = app.close;
    const first = fetch(`${app.origin}/work?id=first`, { method: "POST" });
    await until(() => app.entered.length === 1);
    const second = fetch(`${app.origin}/work?id=second`, { method: "POST" });
    // The second is waiting; a third finds the line full.
    await until(() => app.admission.waiting() === 1);
    const third = await fetch(`${app.origin}/work?id=third`, { method: "POST" });
    expect(third.status).toBe(503);
    expect(third.headers.get("retry-after")).toBe("1");
    expect(await third.json()).toEqual({
      error: "We are busy saving other wills. Please try again in a moment.",
    });
    app.held.shift()!.release();
    await until(() => app.entered.length === 2);
    app.held.shift()!.release();
    expect(await (await first).text()).toBe("first");
    expect(await (await second).text()).toBe("second");
  });
});
