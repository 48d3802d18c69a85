import { useEffect, useRef, useState, type ReactNode } from "react";
import type * as TooltipRadix from "./tooltip-radix.tsx";
import { laterModule } from "./after-hydration.ts";
import { useHydrated } from "./use-hydrated.ts";

type TooltipModule = typeof TooltipRadix;

const tooltipsModule = laterModule(() => import("./tooltip-radix.tsx"));

/**
 * A word with a short explanation on hover or keyboard focus. The explanation is also the
 * element's title, so it is not lost to screen readers or without JavaScript.
 *
 * The page arrives with the plain term; the Radix tooltip (common/tooltip-radix.tsx) is
 * loaded once the page has hydrated and then takes the term's place, keeping keyboard focus on it
 * if it had it. Until then the browser's own title tip is what hovering shows, and so it stays on
 * a page where the tooltip fails to load (the next page tries again).
 */
export function Term({ children, explanation }: { children: ReactNode; explanation: string }) {
  const hydrated = useHydrated();
  const [tooltips, setTooltips] = useState<TooltipModule | null>(hydrated ? tooltipsModule.loaded() : null);
  const [hadFocus, setHadFocus] = useState(false);
  const plain = useRef<HTMLElement>(null);
  useEffect(() => {
    if (tooltips) return;
    let current = true;
    void tooltipsModule.load().then((module) => {
      if (!current || !module) return;
      setHadFocus(plain.current !== null && plain.current === document.activeElement);
      setTooltips(module);
    });
    return () => {
      current = false;
    };
  }, [tooltips]);
  if (tooltips) {
    return (
      <tooltips.TermWithTooltip explanation={explanation} focusOnMount={hadFocus}>
        {children}
      </tooltips.TermWithTooltip>
    );
  }
  return (
    <abbr ref={plain} className="term" title={explanation} tabIndex={0}>
      {children}
    </abbr>
  );
}
