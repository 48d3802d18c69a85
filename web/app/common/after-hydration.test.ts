import { afterEach, describe, expect, it, vi } from "vitest";
import { laterModule } from "./after-hydration.ts";

/*
 * A part of a page loaded after hydration (a form's checks, the tooltips, the toast region) whose
 * chunk fails to load, offline or after a deploy replaced it: the page goes on without it, as it
 * works without JavaScript, with no unhandled rejection, and the next use tries again.
 */

const checks = { validate: () => "checked in the browser" };

/** A dynamic import that fails as the browser's does when the chunk is not fetched, then succeeds. */
function importFailingOnce() {
  const attempts: string[] = [];
  const load = () => {
    attempts.push("import");
    return attempts.length === 1
      ? Promise.reject(new TypeError("Failed to fetch dynamically imported module"))
      : Promise.resolve(checks);
  };
  return { attempts, load };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a module loaded after hydration", () => {
  it("that fails to load is not there, and the failure is no error the page sees", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { load } = importFailingOnce();
    const later = laterModule(load);
    await expect(later.load()).resolves.toBeNull();
    expect(later.loaded()).toBeNull();
  });

  it("is imported again on the next use after a failure, and then stays", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { attempts, load } = importFailingOnce();
    const later = laterModule(load);
    await later.load();
    await expect(later.load()).resolves.toBe(checks);
    expect(later.loaded()).toBe(checks);
    await expect(later.load()).resolves.toBe(checks);
    expect(attempts).toEqual(["import", "import"]);
  });

  it("is imported once however many parts of the page ask for it at once", async () => {
    let imports = 0;
    const later = laterModule(async () => {
      imports += 1;
      return checks;
    });
    const answers = await Promise.all([later.load(), later.load(), later.load()]);
    expect(answers).toEqual([checks, checks, checks]);
    expect(imports).toBe(1);
  });
});
