import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_REMOVE_DELAY_MS } from "~/common/ui-constants.ts";
import { dismissToast, getToasts, showToast } from "./toaster.tsx";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
  vi.runAllTimers();
  vi.useRealTimers();
});

describe("the toast store", () => {
  it("shows one toast at a time: a new one replaces the shown one", () => {
    showToast({ title: "Failed to save will", type: "error" });
    showToast({ title: "Your PDF has been downloaded", type: "success" });
    expect(getToasts().map((toast) => toast.title)).toEqual(["Your PDF has been downloaded"]);
  });

  it("does not show the same flashed toast twice", () => {
    showToast({ id: "flash-1", title: "Logged in successfully", type: "success" });
    showToast({ id: "flash-1", title: "Logged in successfully", type: "success" });
    expect(getToasts()).toHaveLength(1);
  });

  it("keeps a dismissed toast closed for 1,000,000 ms, then removes it", () => {
    const id = showToast({ title: "Logout failed", type: "error" });
    dismissToast(id);
    expect(getToasts()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });
});
