import { Link } from "@remix-run/react";
import { PRODUCT_NAME } from "~/common/ui-constants.ts";

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <p>
          © {year} {PRODUCT_NAME}. All rights reserved.
        </p>
        <nav aria-label="Footer">
          <Link to="/privacy-policy">Privacy Policy</Link>
        </nav>
      </div>
    </footer>
  );
}
