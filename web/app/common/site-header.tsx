import { Link, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type MutableRefObject, type RefObject } from "react";
import { useHydrated } from "./use-hydrated.ts";
import { PRODUCT_NAME } from "~/common/ui-constants.ts";

interface NavItem {
  label: string;
  to: string;
  highlighted?: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { label: "How It Works", to: "/#how-it-works" },
  { label: "Why Make a Will", to: "/#why-make-will" },
  { label: "Start Now", to: "/ai-will", highlighted: true },
];

/** After the product's items (docs/product.md section 2): the way into the account, or back to it. */
function accountItem(signedIn: boolean): NavItem {
  return signedIn ? { label: "My Dashboard", to: "/dashboard" } : { label: "Login", to: "/auth?tab=login" };
}

function NavLinks({ onNavigate, signedIn }: { onNavigate?: () => void; signedIn: boolean }) {
  const items = [...NAV_ITEMS.slice(0, -1), accountItem(signedIn), ...NAV_ITEMS.slice(-1)];
  return (
    <ul className="nav-list">
      {items.map((item) => (
        <li key={item.label}>
          <Link
            to={item.to}
            className={item.highlighted ? "button button-primary nav-cta" : "nav-link"}
            onClick={onNavigate}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Everything outside the open side menu: made inert while it is open. */
function outsideOfMenu(): HTMLElement[] {
  const header = document.querySelector<HTMLElement>(".site-header");
  const behind = Array.from(document.body.children).filter(
    (element): element is HTMLElement => element instanceof HTMLElement && element !== header,
  );
  const headerBar = header?.querySelector<HTMLElement>(".header-inner");
  return headerBar ? [...behind, headerBar] : behind;
}

/** The focusable controls of the panel, in order. */
function panelControls(panel: HTMLElement | null): HTMLElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")) : [];
}

/**
 * While the menu is open: focus starts on Close, Tab and Shift+Tab stay inside the panel, Escape
 * closes it, and the page behind is inert (WCAG 2.4.11: nothing focusable hides under the panel).
 */
function useMenuFocus(
  open: boolean,
  refs: {
    panel: RefObject<HTMLElement>;
    toggle: RefObject<HTMLElement>;
    returnFocus: MutableRefObject<boolean>;
  },
  close: () => void,
) {
  const { panel: panelRef, toggle: toggleRef, returnFocus } = refs;
  useEffect(() => {
    if (!open) return;
    const inerted = outsideOfMenu();
    const toggle = toggleRef.current;
    for (const element of inerted) element.inert = true;
    panelControls(panelRef.current)[0]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") return close();
      if (event.key !== "Tab") return;
      const controls = panelControls(panelRef.current);
      const first = controls[0];
      const last = controls[controls.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      for (const element of inerted) element.inert = false;
      if (returnFocus.current) toggle?.focus();
      returnFocus.current = false;
    };
  }, [open, panelRef, toggleRef, returnFocus, close]);
}

/**
 * The shared top element. Above 768 px the menu is horizontal; below it is a slide-in side menu.
 * Without JavaScript the Menu link opens it through its #site-menu anchor (CSS :target) and the
 * Close link closes it; with JavaScript the Menu control is a real `<button aria-expanded>` (Space
 * and Enter open it), focus stays inside the open menu, the page behind is inert, and closing it
 * (Close, Escape, the backdrop) returns focus to the button.
 */
export function SiteHeader({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const location = useLocation();
  // Set by close(): focus goes back to the Menu button once the page behind is no longer inert
  // (an inert element cannot take focus). Following a link closes the menu without it.
  const returnFocus = useRef(false);
  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);

  useEffect(() => setOpen(false), [location.pathname, location.hash]);
  useMenuFocus(open, { panel: panelRef, toggle: toggleRef, returnFocus }, close);

  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to="/" className="logo" aria-label={`${PRODUCT_NAME}, home`}>
          <span className="logo-mark" aria-hidden="true">
            ✒
          </span>
          <span className="logo-text">{PRODUCT_NAME}</span>
        </Link>
        <nav className="nav-desktop" aria-label="Main">
          <NavLinks signedIn={signedIn} />
        </nav>
        {hydrated ? (
          <button
            ref={toggleRef}
            type="button"
            className="menu-toggle"
            aria-controls="site-menu"
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
          >
            <span aria-hidden="true">☰</span> Menu
          </button>
        ) : (
          <a href="#site-menu" className="menu-toggle">
            <span aria-hidden="true">☰</span> Menu
          </a>
        )}
      </div>
      <div id="site-menu" className={open ? "side-menu is-open" : "side-menu"}>
        <nav ref={panelRef} className="side-menu-panel" aria-label="Main (mobile)">
          {hydrated ? (
            <button type="button" className="side-menu-close" onClick={close}>
              <span aria-hidden="true">✕</span> Close menu
            </button>
          ) : (
            <a href="#close-menu" className="side-menu-close">
              <span aria-hidden="true">✕</span> Close menu
            </a>
          )}
          <NavLinks onNavigate={() => setOpen(false)} signedIn={signedIn} />
        </nav>
        <a
          href="#close-menu"
          className="side-menu-backdrop"
          aria-hidden="true"
          tabIndex={-1}
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            close();
          }}
        />
      </div>
    </header>
  );
}
