import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import { useRef, useState, type ReactNode } from "react";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "~/ui-constants.ts";

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

/**
 * A word with a short explanation on hover or keyboard focus. The explanation is also the
 * element's title, so it is not lost to screen readers or without JavaScript.
 *
 * Radix closes a tooltip whenever the page scrolls, and moving focus onto a term can itself scroll
 * the page (out from under the sticky header): so while the term has focus the tooltip stays open
 * until Escape or blur.
 */
export function Term({ children, explanation }: { children: ReactNode; explanation: string }) {
  const [open, setOpen] = useState(false);
  const focused = useRef(false);
  const escaped = useRef(false);
  return (
    <TooltipPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && focused.current && !escaped.current) return;
        escaped.current = false;
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
        <abbr className="term" title={explanation} tabIndex={0}>
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
  );
}
