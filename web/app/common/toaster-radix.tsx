import * as ToastPrimitive from "@radix-ui/react-toast";
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from "~/common/ui-constants.ts";
import { dismissToast, type ToastEntry } from "./toaster.tsx";

/**
 * The Radix half of common/toaster.tsx (swipe right to dismiss, F8 focuses the region), loaded
 * when the page shows its first toast (docs/performance.md).
 */
export function ToastRegion({ toasts }: { toasts: readonly ToastEntry[] }) {
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
