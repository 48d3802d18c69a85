import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import {
  EXECUTOR_EXPLANATION,
  INTESTACY_EXPLANATION,
  RisksSection,
  WhyCreateWillSection,
} from "~/site/landing-sections.tsx";
import { FORM_START_PATH, NO_ACCOUNT_LINK_TEXT } from "~/accounts/no-account-offer.tsx";
import { stylesheets } from "~/common/route-head.ts";
import { Term } from "~/common/tooltip.tsx";
import landingStyles from "~/styles/landing.css?url";
import { PRODUCT_NAME, TIME_PROMISE } from "~/common/ui-constants.ts";

export const links = stylesheets(landingStyles);

export const meta: MetaFunction = () => [
  { title: `Make Your Free Will in Minutes | ${PRODUCT_NAME}` },
  {
    name: "description",
    content: `Make a legal will for England and Wales for free. No credit card. It takes ${TIME_PROMISE}, and you can download and sign your will the same day.`,
  },
];

/** The landing page: hero, How It Works, Why Create a Will, risks, FAQ, closing call to action. */
export default function Landing() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <WhyCreateWillSection id="why-make-will" />
      <RisksSection id="risks" />
      <Faq />
      <ClosingCallToAction />
    </>
  );
}

function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-inner">
        <h1 id="hero-title">Make Your Free Will in Minutes</h1>
        <p className="hero-lead">
          Write your will for England and Wales with help from our friendly assistant. Answer a few simple
          questions and we turn your answers into a proper legal will.
        </p>
        <ul className="hero-points" role="list">
          <li>Free to use</li>
          <li>No credit card needed</li>
          <li>Takes {TIME_PROMISE}</li>
          <li>Download and sign it the same day</li>
        </ul>
        <div className="hero-actions">
          <Link to="/start" className="button button-primary button-large">
            Start Now
          </Link>
          <Link to="/start" className="button button-secondary button-large">
            Create Your Will Now
          </Link>
        </div>
        <p className="hero-no-account">
          No account needed:{" "}
          <Link to={FORM_START_PATH} className="hero-no-account-link">
            {NO_ACCOUNT_LINK_TEXT}
          </Link>
        </p>
      </div>
    </section>
  );
}

const STEPS: { title: string; body: ReactNode }[] = [
  {
    title: "Chat With Our Assistant",
    body: (
      <>
        Tell our assistant about you, your family and what you own. It asks the questions that matter, like
        who should inherit if someone dies before you.
      </>
    ),
  },
  {
    title: "Get Your Will",
    body: (
      <>
        Download your will straight away. Print it, then sign it in front of two witnesses. We show you
        exactly how.
      </>
    ),
  },
  {
    title: "Optional Legal Check",
    body: (
      <>
        If you want extra peace of mind, you can pay for a human legal expert to review and check your will.
        We always tell you the price first, and nothing is charged unless you agree to it.
      </>
    ),
  },
];

function HowItWorks() {
  return (
    <section id="how-it-works" className="landing-section" aria-labelledby="how-it-works-title">
      <div className="container">
        <h2 id="how-it-works-title">How It Works</h2>
        <p className="section-intro">Three simple steps. Making your will is free.</p>
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="card step">
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>
                <span className="visually-hidden">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p>{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
  guidance: { href: string; label: string };
}

interface FaqGroup {
  heading: string;
  items: FaqItem[];
}

const GOV_UK = {
  makeWill: "https://www.gov.uk/make-will",
  legal: "https://www.gov.uk/make-will/make-sure-your-will-is-legal",
  writing: "https://www.gov.uk/make-will/writing-your-will",
  // "Writing your will" on GOV.UK includes where to keep a will.
  store: "https://www.gov.uk/make-will/writing-your-will",
  updating: "https://www.gov.uk/make-will/updating-your-will",
  intestacy: "https://www.gov.uk/inherits-someone-dies-without-will",
} as const;

const FAQ_GROUPS: FaqGroup[] = [
  {
    heading: "General Questions",
    items: [
      {
        id: "faq-legal",
        question: "Is a will made online legally valid?",
        answer: (
          <>
            <p>
              Yes, as long as it is signed and witnessed properly. The law in England and Wales (the Wills Act
              1837) says:
            </p>
            <ul>
              <li>you must be 18 or over</li>
              <li>you must make it voluntarily, without anyone pushing you</li>
              <li>you must sign it in front of two witnesses who are both there at the same time</li>
              <li>both witnesses must then sign it in front of you</li>
            </ul>
            <p>
              Your witnesses must be independent adults. They must be in the room with you: signing over a
              video call is not allowed.
            </p>
          </>
        ),
        guidance: { href: GOV_UK.legal, label: "Make sure your will is legal" },
      },
      {
        id: "faq-solicitor",
        question: "Do I need a solicitor to make a will?",
        answer: (
          <>
            <p>
              No. The law does not say you must use a solicitor, and you can write your own will. For most
              people with a simple situation, our service is enough.
            </p>
            <p>
              It is wise to get advice from a solicitor if you own property abroad or a business, if you want
              to leave out a husband, wife, civil partner or child, if someone you leave money to is disabled
              or gets benefits, or if your estate may have to pay inheritance tax.
            </p>
          </>
        ),
        guidance: { href: GOV_UK.makeWill, label: "Making a will" },
      },
      {
        id: "faq-unmarried",
        question: "We are not married. Will my partner inherit if I die?",
        answer: (
          <>
            <p>
              Not without a will. Under the <Term explanation={INTESTACY_EXPLANATION}>intestacy</Term> rules,
              a partner you live with gets nothing unless you are married or in a civil partnership, however
              long you have been together.
            </p>
            <p>
              Your partner would have to go to court to ask for a share. That is slow, stressful and may not
              work. A will is the simple way to look after your partner.
            </p>
          </>
        ),
        guidance: { href: GOV_UK.intestacy, label: "Who can inherit if someone dies without a will" },
      },
      {
        id: "faq-no-will",
        question: "What happens if I die without a will?",
        answer: (
          <>
            <p>The law decides who gets what. For example:</p>
            <ul>
              <li>
                a husband, wife or civil partner gets your personal belongings, the first £322,000 and half of
                the rest; your children share the other half
              </li>
              <li>if you have no children, your husband, wife or civil partner gets everything</li>
              <li>an unmarried partner, friends and charities get nothing</li>
              <li>
                if none of your relatives can inherit under the rules, everything goes to the Crown (the
                state)
              </li>
            </ul>
          </>
        ),
        guidance: { href: GOV_UK.intestacy, label: "Who can inherit if someone dies without a will" },
      },
    ],
  },
  {
    heading: "Practical Questions",
    items: [
      {
        id: "faq-what-to-include",
        question: "What do I need to decide before I start?",
        answer: (
          <>
            <p>Have a think about:</p>
            <ul>
              <li>who should get your money, property and belongings</li>
              <li>who should look after any children under 18</li>
              <li>who will carry out your wishes (your executor)</li>
              <li>who should inherit if someone you name dies before you</li>
            </ul>
            <p>Our assistant asks you about each of these, one at a time.</p>
          </>
        ),
        guidance: { href: GOV_UK.writing, label: "Writing your will" },
      },
      {
        id: "faq-executor",
        question: "Who should I choose as my executor?",
        answer: (
          <>
            <p>
              An <Term explanation={EXECUTOR_EXPLANATION}>executor</Term> deals with your money and belongings
              after you die and shares them out as your will says. Choose an adult you trust, such as a family
              member, a friend or a professional.
            </p>
            <p>
              Someone who inherits from you can also be your executor. It is a good idea to name a second
              person too, in case your first choice cannot do it.
            </p>
          </>
        ),
        guidance: { href: GOV_UK.writing, label: "Writing your will" },
      },
      {
        id: "faq-storage",
        question: "Where should I store my will?",
        answer: (
          <>
            <p>
              Keep the signed paper will somewhere safe and dry. You can keep it at home, or store it with a
              solicitor, a bank, a will storage company or the Probate Service.
            </p>
            <p>
              Tell your executor where it is. Do not staple, unstaple or pin anything to it, because that can
              make people think it has been changed.
            </p>
          </>
        ),
        guidance: { href: GOV_UK.store, label: "Where to keep your will" },
      },
    ],
  },
  {
    heading: "Final Steps",
    items: [
      {
        id: "faq-official",
        question: "How do I make my will official?",
        answer: (
          <>
            <ol>
              <li>Print your will. Do not sign it yet.</li>
              <li>Get two independent adult witnesses together in the same room as you.</li>
              <li>Sign and date your will while they both watch.</li>
              <li>Each witness then signs it while you watch.</li>
            </ol>
            <p>Your will is now official. Do not change it by writing on it after it is signed.</p>
          </>
        ),
        guidance: { href: GOV_UK.legal, label: "Make sure your will is legal" },
      },
      {
        id: "faq-witnesses",
        question: "Who can be a witness?",
        answer: (
          <>
            <p>
              A witness must be 18 or over and must see you sign. A witness must not be someone who gets
              something in your will, or their husband, wife or civil partner. If they are, they lose that
              gift, although the rest of your will still counts.
            </p>
          </>
        ),
        guidance: { href: GOV_UK.legal, label: "Make sure your will is legal" },
      },
      {
        id: "faq-changes",
        question: "Can I change my will later?",
        answer: (
          <>
            <p>
              Yes. For a small change you can add a{" "}
              <Term explanation="An addition to a will that changes part of it. It must be signed and witnessed in the same way as the will.">
                codicil
              </Term>
              . For bigger changes, make a new will. Check your will whenever your life changes, such as a new
              baby or moving home.
            </p>
            <p>
              Getting married or forming a civil partnership usually cancels an existing will, so make a new
              one. Divorce does not cancel a will, but it changes how it works, so review it.
            </p>
          </>
        ),
        guidance: { href: GOV_UK.updating, label: "Updating your will" },
      },
    ],
  },
];

/**
 * Native <details name="faq"> works with JavaScript off and is exclusive in modern browsers. The
 * effect makes it single-open in every browser: opening one closes the others.
 */
function Faq() {
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = listRef.current;
    if (!root) return;
    const onToggle = (event: Event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open) return;
      for (const other of root.querySelectorAll<HTMLDetailsElement>("details[open]")) {
        if (other !== opened) other.open = false;
      }
    };
    // "toggle" does not bubble; listening in the capture phase catches it for every item.
    root.addEventListener("toggle", onToggle, true);
    root.dataset.enhanced = "true";
    return () => {
      root.removeEventListener("toggle", onToggle, true);
      delete root.dataset.enhanced;
    };
  }, []);

  return (
    <section id="faq" className="landing-section" aria-labelledby="faq-title">
      <div className="container faq-container">
        <h2 id="faq-title">Frequently Asked Questions</h2>
        <p className="section-intro">Select a question to see the answer.</p>
        <div ref={listRef} className="faq">
          {FAQ_GROUPS.map((group) => (
            <div key={group.heading} className="faq-group">
              <h3>{group.heading}</h3>
              {group.items.map((item) => (
                <details key={item.id} id={item.id} name="faq" className="faq-item">
                  <summary className="faq-question">{item.question}</summary>
                  <div className="faq-answer">
                    {item.answer}
                    <p className="faq-guidance">
                      Official guidance: <a href={item.guidance.href}>{item.guidance.label} on GOV.UK</a>
                    </p>
                  </div>
                </details>
              ))}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function ClosingCallToAction() {
  return (
    <section id="form" className="landing-section closing-cta" aria-labelledby="closing-title">
      <div className="container closing-inner">
        <h2 id="closing-title">Ready to Protect Your Family?</h2>
        <p>It is free, you do not need a credit card, and it takes {TIME_PROMISE}.</p>
        <Link to="/start" className="button button-light button-large">
          Create Your Will Now
        </Link>
      </div>
    </section>
  );
}
