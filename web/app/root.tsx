import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { GeneralErrorBoundary, withErrorTitle } from "./common/error-boundary.tsx";
import { useNonce } from "./common/nonce.tsx";
import { CookieBanner } from "./common/cookie-banner.tsx";
import { NavigationStatus } from "./common/navigation-status.tsx";
import { SiteFooter } from "./common/site-footer.tsx";
import { SiteHeader } from "./common/site-header.tsx";
import { Toaster } from "./common/toaster.tsx";
import appStyles from "./styles/app.css?url";
import { analyticsConfigured, ConsentSchema, readConsent } from "./common/consent.server.ts";
import { getSignedInUser } from "./accounts/session.server.ts";
import { getToast } from "./common/toast.server.ts";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ toast, headers }, user, consent] = await Promise.all([
    getToast(request),
    getSignedInUser(request),
    readConsent(request),
  ]);
  // The banner asks only when there is analytics to consent to; after a choice made without
  // JavaScript the page comes back with ?cookies= so the banner can say what was chosen.
  const justChose = ConsentSchema.safeParse(new URL(request.url).searchParams.get("cookies"));
  const cookieBanner = analyticsConfigured()
    ? { consent, justChose: justChose.success ? justChose.data : null }
    : null;
  return json({ toast, signedIn: user !== null, cookieBanner }, headers ? { headers } : undefined);
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  // Marks the page interactive (JavaScript has taken over), for styles and browser tests.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#main-content" className="skip-link">
          Skip to main content
        </a>
        {data?.cookieBanner ? (
          <CookieBanner consent={data.cookieBanner.consent} justChose={data.cookieBanner.justChose} />
        ) : null}
        <SiteHeader signedIn={data?.signedIn ?? false} />
        <NavigationStatus />
        <main id="main-content" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <Toaster flashed={data?.toast ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Only an error screen shown by this route (no route below has one of its own) is titled here. */
export const meta: MetaFunction = withErrorTitle(() => []);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
