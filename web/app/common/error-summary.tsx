import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type MouseEvent } from "react";

/**
 * Moves focus to an error summary when it is shown, and again after each later submission that
 * shows it (a new location), as GOV.UK's does: a keyboard or screen reader user lands on what went
 * wrong rather than staying on the button they pressed. Without JavaScript nothing moves focus.
 */
export function useErrorSummaryFocus() {
  const ref = useRef<HTMLDivElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    ref.current?.focus();
  }, [key]);
  return ref;
}

function focusTarget(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * A GOV.UK error summary for a page with one message: the title, and the message as a link to the
 * field it is about (`href`). Forms built with Conform use `ErrorSummary` in will-form/fields.tsx.
 */
export function OneErrorSummary({ id, message, href }: { id: string; message: string; href: string }) {
  const ref = useErrorSummaryFocus();
  return (
    <div className="error-summary" role="alert" aria-labelledby={id} tabIndex={-1} ref={ref}>
      <h2 className="error-summary-title" id={id}>
        There is a problem
      </h2>
      <ul className="error-summary-list">
        <li>
          {/*
           * As GOV.UK's does: the field takes focus. The address is left as it is: a new fragment is a
           * new location, which would give the focus back to this summary (useErrorSummaryFocus).
           */}
          <a href={href} onClick={focusTarget}>
            {message}
          </a>
        </li>
      </ul>
    </div>
  );
}
