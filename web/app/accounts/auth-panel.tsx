import type { ReactNode } from "react";

/** The one card of a single-form account page (reset or change a password, forgot password). */
export function AuthPanel({ children }: { children: ReactNode }) {
  return (
    <div className="container auth-page auth-page-single">
      <div className="auth-main">
        <div className="auth-panel card">{children}</div>
      </div>
    </div>
  );
}
