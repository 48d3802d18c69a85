import { useEffect, useRef, useState, type ReactNode } from "react";
import type * as TooltipRadix from "./tooltip-radix.tsx";
import { useHydrated } from "./use-hydrated.ts";

type TooltipModule = typeof TooltipRadix;

let loaded: TooltipModule | null = null;
let loading: Promise<TooltipModule> | null = null;

function loadTooltips(): Promise<TooltipModule> {
  loading ??= import("./tooltip-radix.tsx").then((module) => (loaded = module));
  return loading;
}

/**
 * A word with a short explanation on hover or keyboard focus. The explanation is also the
 * element's title, so it is not lost to screen readers or without JavaScript.
 *
 * The page arrives with the plain term; the Radix tooltip (common/tooltip-radix.tsx) is
 * loaded once the page has hydrated and then takes the term's place, keeping keyboard focus on it
 * if it had it. Until then the browser's own title tip is what hovering shows.
 */
export function Term({ children, explanation }: { children: ReactNode; explanation: string }) {
  const hydrated = useHydrated();
  const [tooltips, setTooltips] = useState<TooltipModule | null>(hydrated ? loaded : null);
  const [hadFocus, setHadFocus] = useState(false);
  const plain = useRef<HTMLElement>(null);
  useEffect(() => {
    if (tooltips) return;
    let current = true;
    void loadTooltips().then((module) => {
      if (!current) return;
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
