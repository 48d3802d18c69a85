import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { RisksSection, WhyCreateWillSection } from "~/site/landing-sections.tsx";
import landingStyles from "~/styles/landing.css?url";
import { stylesheets } from "~/common/route-head.ts";
import { PRODUCT_NAME, TIME_PROMISE } from "~/common/ui-constants.ts";

export const links = stylesheets(landingStyles);

export const meta: MetaFunction = () => [
  { title: `Protect Your Family's Future | ${PRODUCT_NAME}` },
  {
    name: "description",
    content:
      "Make a free will for England and Wales with our step-by-step form or our AI will assistant. No credit card needed.",
  },
];

/** The alternative home page: its own hero, then the shared "why" and risk sections. */
export default function Home() {
  return (
    <>
      <section className="hero" aria-labelledby="home-hero-title">
        <div className="container hero-inner">
          <h1 id="home-hero-title">Protect Your Family&apos;s Future</h1>
          <p className="hero-lead">
            Make a will for England and Wales today. It is free, you do not need a credit card, and it takes
            {TIME_PROMISE}. Choose the way that suits you: a step-by-step form or a chat with our assistant.
          </p>
          <div className="hero-actions">
            <Link to="/create-will" className="button button-primary button-large">
              Start Your Will
            </Link>
            <Link to="/ai-will" className="button button-secondary button-large">
              AI Will Assistant
            </Link>
          </div>
        </div>
      </section>
      <WhyCreateWillSection id="home-why-make-will" />
      <RisksSection id="home-risks" />
    </>
  );
}
