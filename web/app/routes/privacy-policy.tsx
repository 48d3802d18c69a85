import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { stylesheets } from "~/common/route-head.ts";
import { readConsent } from "~/common/consent.server.ts";
import { PRIVACY_POLICY_UPDATED, PRIVACY_SECTIONS } from "~/site/privacy-policy.tsx";
import privacyStyles from "~/styles/privacy-policy.css?url";
import { PRODUCT_NAME } from "~/common/ui-constants.ts";

export const links = stylesheets(privacyStyles);

export const meta: MetaFunction = () => [
  { title: `Privacy Policy | ${PRODUCT_NAME}` },
  {
    name: "description",
    content: `How ${PRODUCT_NAME} collects, uses, shares and protects your personal information, and your rights under UK data protection law.`,
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return { consent: await readConsent(request) };
}

/** The privacy policy: ten sections (docs/product.md section 1), their text in site/privacy-policy.tsx. */
export default function PrivacyPolicy() {
  const { consent } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <article className="container page-narrow privacy-policy" aria-labelledby="privacy-title">
      <h1 id="privacy-title">Privacy Policy</h1>
      <p className="privacy-updated">Last updated: {PRIVACY_POLICY_UPDATED}</p>
      {PRIVACY_SECTIONS.map(({ id, title, Body }) => (
        <section key={id}>
          <h2 id={id}>{title}</h2>
          <Body consent={consent} pathname={location.pathname} />
        </section>
      ))}
    </article>
  );
}
