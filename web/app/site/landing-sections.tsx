import type { ReactNode } from "react";
import { Term } from "~/common/tooltip.tsx";

/**
 * The sections the landing page (/) and the alternative home page (/home) share:
 * "Why Create a Will" and "What Could Happen If You Don't Act Now".
 * Styles: ~/styles/landing.css (both routes link it).
 */

export const EXECUTOR_EXPLANATION =
  "The person you choose to carry out the wishes in your will after you die, such as paying debts and sharing out what you own.";
export const INTESTACY_EXPLANATION =
  "The fixed legal rules that decide who inherits when someone dies without a valid will.";

type IconName = "family" | "home" | "heart" | "people" | "building" | "coins" | "child";

/** Simple line icons, drawn inline so the page needs no external images. Decorative only. */
export function LandingIcon({ name }: { name: IconName }) {
  const paths: Record<IconName, ReactNode> = {
    family: (
      <>
        <path d="M12 3 4 6v5c0 5 3.4 8.6 8 10 4.6-1.4 8-5 8-10V6l-8-3Z" />
        <path d="m8.5 12 2.5 2.5 4.5-5" />
      </>
    ),
    home: (
      <>
        <path d="M3 11 12 4l9 7" />
        <path d="M5 10v10h14V10" />
        <rect x="10" y="14" width="4" height="6" />
      </>
    ),
    heart: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />,
    people: (
      <>
        <circle cx="8" cy="8" r="3" />
        <circle cx="16" cy="8" r="3" />
        <path d="M2 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
        <path d="M14 14.3c.6-.2 1.3-.3 2-.3 3.3 0 6 2.7 6 6" />
      </>
    ),
    building: (
      <>
        <path d="M3 9 12 4l9 5" />
        <path d="M5 9v9M9.5 9v9M14.5 9v9M19 9v9" />
        <path d="M3 20h18" />
      </>
    ),
    coins: (
      <>
        <ellipse cx="12" cy="6" rx="7" ry="3" />
        <path d="M5 6v6c0 1.7 3.1 3 7 3s7-1.3 7-3V6" />
        <path d="M5 12v6c0 1.7 3.1 3 7 3s7-1.3 7-3v-6" />
      </>
    ),
    child: (
      <>
        <circle cx="12" cy="6" r="3" />
        <path d="M7 21v-6a5 5 0 0 1 10 0v6" />
        <path d="M12 13v4" />
      </>
    ),
  };
  return (
    <svg
      className="landing-icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}

interface Reason {
  icon: IconName;
  title: string;
  body: ReactNode;
}

const REASONS: Reason[] = [
  {
    icon: "family",
    title: "Protect Your Family",
    body: (
      <>
        Say who should look after your children if you die while they are under 18. Write down who gets what,
        so your family does not have to guess.
      </>
    ),
  },
  {
    icon: "home",
    title: "Secure Assets",
    body: (
      <>
        Your home, savings and belongings go to the people and charities you choose, not to whoever fixed
        legal rules pick.
      </>
    ),
  },
  {
    icon: "heart",
    title: "Peace of Mind",
    body: (
      <>
        Know that everything is sorted. You choose an <Term explanation={EXECUTOR_EXPLANATION}>executor</Term>{" "}
        you trust, and you can change your will whenever your life changes.
      </>
    ),
  },
];

/** A landing section of cards: its heading, the line under it, and its cards. */
interface CardsSectionContent {
  title: string;
  intro: string;
  /** Classes added to the section's, its list's, each card's and each icon's own. */
  modifiers: { section?: string; grid?: string; card?: string; icon?: string };
  cards: Reason[];
}

const WHY_CREATE_A_WILL: CardsSectionContent = {
  title: "Why Create a Will",
  intro: "A will is how you make your wishes count. It takes a few minutes today.",
  modifiers: { card: "feature-card" },
  cards: REASONS,
};

/** "Why Create a Will": Protect Your Family, Secure Assets, Peace of Mind. */
export function WhyCreateWillSection({ id = "why-make-will" }: { id?: string }) {
  return <CardsSection id={id} {...WHY_CREATE_A_WILL} />;
}

/** A class and, when there is one, its modifier. */
const withModifier = (base: string, modifier: string | undefined) =>
  modifier ? `${base} ${modifier}` : base;

/** A landing section of cards, each an icon, a title and a few words. */
function CardsSection({ id, title, intro, modifiers, cards }: CardsSectionContent & { id: string }) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      className={withModifier("landing-section", modifiers.section)}
      aria-labelledby={headingId}
    >
      <div className="container">
        <h2 id={headingId}>{title}</h2>
        <p className="section-intro">{intro}</p>
        <ul className={withModifier("card-grid", modifiers.grid)} role="list">
          {cards.map((card) => (
            <li key={card.title} className={withModifier("card", modifiers.card)}>
              <span className={withModifier("feature-icon", modifiers.icon)}>
                <LandingIcon name={card.icon} />
              </span>
              <h3>{card.title}</h3>
              <p>{card.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const RISKS: Reason[] = [
  {
    icon: "people",
    title: "Family Disputes",
    body: (
      <>
        Without a will, nobody knows what you wanted. Family members can fall out over who should get what,
        and settling it in court can take years and cost a lot.
      </>
    ),
  },
  {
    icon: "building",
    title: "State Control",
    body: (
      <>
        The law decides who inherits, using the <Term explanation={INTESTACY_EXPLANATION}>intestacy</Term>{" "}
        rules, not you. Friends and charities get nothing. If none of your relatives can inherit under the
        rules, everything you own goes to the Crown (the state).
      </>
    ),
  },
  {
    icon: "coins",
    title: "Financial Chaos",
    body: (
      <>
        With no <Term explanation={EXECUTOR_EXPLANATION}>executor</Term> named, a relative has to apply to the
        court to be put in charge. Bank accounts and your home can be stuck for months while your family still
        has bills to pay.
      </>
    ),
  },
  {
    icon: "child",
    title: "Dependents at Risk",
    body: (
      <>
        A partner you are not married to or in a civil partnership with gets nothing under the rules. If no
        parent is left to look after your children, a court decides who will.
      </>
    ),
  },
];

const RISKS_WITHOUT_A_WILL: CardsSectionContent = {
  title: "What Could Happen If You Don't Act Now",
  intro: "If you die without a will in England or Wales, these things can happen to the people you love.",
  modifiers: { section: "landing-section-alt", grid: "card-grid-4", card: "risk-card", icon: "risk-icon" },
  cards: RISKS,
};

/** "What Could Happen If You Don't Act Now": four risks, true for England and Wales. */
export function RisksSection({ id = "risks" }: { id?: string }) {
  return <CardsSection id={id} {...RISKS_WITHOUT_A_WILL} />;
}
