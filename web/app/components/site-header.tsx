import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { PRODUCT_NAME } from "~/ui-constants.ts";

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

/**
 * The shared top element. Above 768 px the menu is horizontal; below it is a slide-in side menu.
 * Without JavaScript the menu opens through its #site-menu anchor (CSS :target) and closes with
 * its Close link; with JavaScript a real disclosure button takes over, Escape closes it and focus
 * returns to the button.
 */
export function SiteHeader({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const closeRef = useRef<HTMLAnchorElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, location.hash]);
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

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
        <a
          ref={toggleRef}
          href="#site-menu"
          className="menu-toggle"
          role="button"
          aria-controls="site-menu"
          aria-expanded={open}
          onClick={(event) => {
            event.preventDefault();
            setOpen((value) => !value);
          }}
        >
          <span aria-hidden="true">☰</span> Menu
        </a>
      </div>
      <div id="site-menu" className={open ? "side-menu is-open" : "side-menu"} aria-label="Menu">
        <nav className="side-menu-panel" aria-label="Main (mobile)">
          <a
            ref={closeRef}
            href="#close-menu"
            className="side-menu-close"
            role="button"
            onClick={(event) => {
              event.preventDefault();
              setOpen(false);
              toggleRef.current?.focus();
            }}
          >
            <span aria-hidden="true">✕</span> Close menu
          </a>
          <NavLinks onNavigate={() => setOpen(false)} signedIn={signedIn} />
        </nav>
        <a
          href="#close-menu"
          className="side-menu-backdrop"
          aria-hidden="true"
          tabIndex={-1}
          onClick={(event) => {
            event.preventDefault();
            setOpen(false);
          }}
        />
      </div>
    </header>
  );
}
