import { useEffect, useState, useSyncExternalStore } from "react";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "~/common/ui-constants.ts";
import type * as ToasterRadix from "./toaster-radix.tsx";
import { laterModule } from "./after-hydration.ts";
import { useHydrated } from "./use-hydrated.ts";

export type ToastType = "success" | "error" | "info";

export interface ToastMessage {
  id: string;
  title: string;
  description?: string | undefined;
  type: ToastType;
}

export interface ToastEntry extends ToastMessage {
  open: boolean;
}

/**
 * One toast at a time (docs/product.md section 9): a new toast replaces the shown one. A dismissed toast
 * stays mounted, closed, for TOAST_REMOVE_DELAY_MS before it is removed.
 */
let entries: ToastEntry[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      entries = entries.filter((entry) => entry.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function showToast(message: Omit<ToastMessage, "id"> & { id?: string }): string {
  const id = message.id ?? crypto.randomUUID();
  if (entries.some((entry) => entry.id === id)) return id;
  entries = [{ ...message, id, open: true }, ...entries].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

export function dismissToast(id: string) {
  entries = entries.map((entry) => (entry.id === id ? { ...entry, open: false } : entry));
  scheduleRemoval(id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => entries;

/** The toasts now in the store (the newest first). */
export function getToasts(): readonly ToastEntry[] {
  return entries;
}
const getServerSnapshot = (): ToastEntry[] => [];

/** A toast without JavaScript, or before the Radix region has loaded: a plain status message. */
function StaticToast({ toast, role }: { toast: ToastMessage; role: "status" | "alert" }) {
  return (
    <div className={`toast toast-${toast.type} toast-static`} role={role}>
      <p className="toast-title">{toast.title}</p>
      {toast.description ? <p className="toast-description">{toast.description}</p> : null}
    </div>
  );
}

/**
 * A toast an action answered with (a page re-rendered after a failed POST, where no redirect
 * carries a flashed one): a Radix toast with JavaScript, a plain status message without.
 */
export function ActionToast({ toast }: { toast: ToastMessage | null | undefined }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast]);
  if (hydrated || !toast) return null;
  return <StaticToast toast={toast} role={toast.type === "error" ? "alert" : "status"} />;
}

type ToastRegionModule = typeof ToasterRadix;

const regionModule = laterModule(() => import("./toaster-radix.tsx"));

/**
 * The notification region. `flashed` is the toast the server flashed for this page; without
 * JavaScript it is shown as a plain status message, with JavaScript as a Radix toast (swipe right
 * to dismiss, F8 focuses the region). The Radix region (common/toaster-radix.tsx) is loaded
 * when the first toast is shown, so pages that show none never download it; until it is there, a
 * flashed toast stays the plain message, as it does when the region fails to load (the next toast
 * tries again).
 */
export function Toaster({ flashed }: { flashed: ToastMessage | null }) {
  const hydrated = useHydrated();
  const toasts = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const [loaded, setLoaded] = useState<ToastRegionModule | null>(regionModule.loaded);

  useEffect(() => {
    if (flashed) showToast(flashed);
  }, [flashed]);
  const wanted = toasts.length > 0;
  useEffect(() => {
    if (loaded || !wanted) return;
    void regionModule.load().then((module) => {
      if (module) setLoaded(module);
    });
  }, [loaded, wanted]);

  if (!hydrated || !loaded) return flashed ? <StaticToast toast={flashed} role="status" /> : null;
  return <loaded.ToastRegion toasts={toasts} />;
}
