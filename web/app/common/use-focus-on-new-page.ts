import { useEffect, useRef } from "react";

/**
 * A new page after a client-side navigation (a new `pageKey`): focus moves to the heading the
 * returned ref is given, as a page load would. The first render leaves focus where it is.
 */
export function useFocusOnNewPage(pageKey: string | number) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [pageKey]);
  return headingRef;
}
