import { useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

/** What the spinner says while a page's data loads: the dashboard says what it is loading. */
const LOADING_TEXT: Record<string, string> = { "/dashboard": "Loading your wills..." };

/** Shown only when loading takes longer than this, so quick pages do not flicker. */
const DELAY_MS = 150;

/**
 * With JavaScript, moving to another page first loads its data: a spinner with a status message
 * says so (docs/product.md: protected pages show a spinner while loading). A page that shows its own
 * loading state while it reloads (the dashboard) is left to do so.
 */
export function NavigationStatus() {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.state === "loading" ? navigation.location.pathname : null;
  const ownState = target !== null && target === location.pathname && target in LOADING_TEXT;
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (target === null || ownState) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), DELAY_MS);
    return () => clearTimeout(timer);
  }, [target, ownState]);

  if (!shown || target === null) return null;
  return (
    <div className="navigation-status" role="status">
      <span className="spinner" aria-hidden="true" /> {LOADING_TEXT[target] ?? "Loading…"}
    </div>
  );
}
