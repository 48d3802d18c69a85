import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "~/common/ui-constants.ts";

/*
 * The Radix half of common/tooltip.tsx, loaded after hydration so that pages pay for it only
 * once their content is up (docs/performance.md). Each term has its own Radix provider (one shared
 * provider would have to wrap the whole page, and so be loaded with it); the skip delay a shared
 * provider gives is kept here instead: while a tooltip is open, and for TOOLTIP_SKIP_DELAY_MS after
 * it closes, the next one opens at once.
 */
let skipping = false;
let skipTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setSkipping(next: boolean) {
  if (skipping === next) return;
  skipping = next;
  for (const listener of listeners) listener();
}

function tooltipOpened() {
  clearTimeout(skipTimer);
  setSkipping(true);
}

function tooltipClosed() {
  clearTimeout(skipTimer);
  skipTimer = setTimeout(() => setSkipping(false), TOOLTIP_SKIP_DELAY_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isSkipping = () => skipping;

/**
 * A word with a short explanation on hover or keyboard focus (what common/tooltip.tsx shows
 * once this module is loaded). `focusOnMount`: the plain term it replaces had keyboard focus.
 *
 * Radix closes a tooltip whenever the page scrolls, and moving focus onto a term can itself scroll
 * the page (out from under the sticky header): so while the term has focus the tooltip stays open
 * until Escape or blur.
 */
export function TermWithTooltip({
  children,
  explanation,
  focusOnMount,
}: {
  children: ReactNode;
  explanation: string;
  focusOnMount: boolean;
}) {
  const [open, setOpen] = useState(false);
  const focused = useRef(false);
  const escaped = useRef(false);
  const term = useRef<HTMLElement>(null);
  const skip = useSyncExternalStore(subscribe, isSkipping, isSkipping);
  useEffect(() => {
    if (focusOnMount) term.current?.focus();
  }, [focusOnMount]);
  return (
    <TooltipPrimitive.Provider delayDuration={skip ? 0 : TOOLTIP_DELAY_MS} skipDelayDuration={0}>
      <TooltipPrimitive.Root
        open={open}
        onOpenChange={(next) => {
          if (!next && focused.current && !escaped.current) return;
          escaped.current = false;
          if (next) tooltipOpened();
          else tooltipClosed();
          setOpen(next);
        }}
      >
        <TooltipPrimitive.Trigger
          asChild
          onFocus={() => {
            focused.current = true;
          }}
          onBlur={() => {
            focused.current = false;
          }}
        >
          <abbr ref={term} className="term" title={explanation} tabIndex={0}>
            {children}
          </abbr>
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            className="tooltip"
            sideOffset={6}
            onEscapeKeyDown={() => {
              escaped.current = true;
            }}
          >
            {explanation}
            <TooltipPrimitive.Arrow className="tooltip-arrow" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
