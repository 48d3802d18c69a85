import * as ToastPrimitive from "@radix-ui/react-toast";
import { useEffect, useSyncExternalStore } from "react";
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from "~/ui-constants.ts";
import { useHydrated } from "./use-hydrated.ts";

export type ToastType = "success" | "error" | "info";

export interface ToastMessage {
  id: string;
  title: string;
  description?: string | undefined;
  type: ToastType;
}

interface ToastEntry extends ToastMessage {
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
  return (
    <div
      className={`toast toast-${toast.type} toast-static`}
      role={toast.type === "error" ? "alert" : "status"}
    >
      <p className="toast-title">{toast.title}</p>
      {toast.description ? <p className="toast-description">{toast.description}</p> : null}
    </div>
  );
}

/**
 * The notification region. `flashed` is the toast the server flashed for this page; without
 * JavaScript it is shown as a plain status message, with JavaScript as a Radix toast (swipe right
 * to dismiss, F8 focuses the region).
 */
export function Toaster({ flashed }: { flashed: ToastMessage | null }) {
  const hydrated = useHydrated();
  const toasts = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);

  useEffect(() => {
    if (flashed) showToast(flashed);
  }, [flashed]);

  if (!hydrated) {
    return flashed ? (
      <div className={`toast toast-${flashed.type} toast-static`} role="status">
        <p className="toast-title">{flashed.title}</p>
        {flashed.description ? <p className="toast-description">{flashed.description}</p> : null}
      </div>
    ) : null;
  }

  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
          className={`toast toast-${toast.type}`}
          type={toast.type === "error" ? "foreground" : "background"}
        >
          <ToastPrimitive.Title className="toast-title">{toast.title}</ToastPrimitive.Title>
          {toast.description ? (
            <ToastPrimitive.Description className="toast-description">
              {toast.description}
            </ToastPrimitive.Description>
          ) : null}
          <ToastPrimitive.Close className="toast-close" aria-label="Dismiss notification">
            <span aria-hidden="true">✕</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="toast-viewport" hotkey={TOAST_HOTKEY} />
    </ToastPrimitive.Provider>
  );
}
