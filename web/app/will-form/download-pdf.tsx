import { useState, type MouseEvent } from "react";
import { showToast } from "../common/toaster.tsx";
import { useHydrated } from "../common/use-hydrated.ts";

/**
 * A link that downloads a will's PDF. Without JavaScript it is a plain download link; with it,
 * the PDF is fetched so the outcome can be told: 'Your PDF has been downloaded', or 'Failed to
 * download the PDF. Please try again.'
 */
export function DownloadPdf({
  willId,
  label,
  className = "button button-primary",
  describedBy,
}: {
  willId: string;
  label: string;
  className?: string;
  describedBy?: string;
}) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const href = `/api/wills/${encodeURIComponent(willId)}/pdf`;

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    if (!hydrated) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const response = await fetch(href, { credentials: "same-origin" });
      if (!response.ok) throw new Error("Failed to download PDF");
      const disposition = response.headers.get("content-disposition") ?? "";
      const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
      const filename = encoded ? decodeURIComponent(encoded) : "will.pdf";
      const url = URL.createObjectURL(await response.blob());
      const anchor = document.createElement("a");
      anchor.href = url;
      anchor.download = filename;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      showToast({ title: "Your PDF has been downloaded", type: "success" });
    } catch {
      showToast({
        title: "Failed to download PDF",
        description: "Failed to download the PDF. Please try again.",
        type: "error",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <a
      className={className}
      href={href}
      download
      onClick={download}
      aria-disabled={busy || undefined}
      aria-describedby={describedBy}
    >
      {busy ? "Downloading…" : label}
    </a>
  );
}
