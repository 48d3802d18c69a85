import { Form, Link } from "@remix-run/react";
import { CookieChoiceButtons } from "~/common/cookie-banner.tsx";
import type { ReactNode } from "react";
import type { Consent } from "~/common/consent.server.ts";
import { PRODUCT_NAME } from "~/common/ui-constants.ts";

/*
 * The privacy policy's text, one body a section (docs/product.md section 1: ten sections), listed
 * with their headings in PRIVACY_SECTIONS. The route (routes/privacy-policy.tsx) lays them out.
 */

export const PRIVACY_POLICY_UPDATED = "21 November 2026";

function Introduction() {
  return (
    <>
      <p>
        This policy explains what personal information {PRODUCT_NAME} collects when you use our free
        will-writing service for England and Wales, why we collect it, who we share it with, how long we keep
        it and what your rights are.
      </p>
      <p>
        A will holds private details about you and your family. We only collect what we need to make your will
        and run the service, and we follow the UK General Data Protection Regulation (UK GDPR) and the Data
        Protection Act 2018.
      </p>
    </>
  );
}

function Controller() {
  return (
    <>
      <p>
        {PRODUCT_NAME} is provided by its parent company, which also offers insurance. The parent company is
        the data controller. This means it decides how and why your personal information is used, and it is
        responsible for keeping it safe.
      </p>
      <p>
        The parent company has a Data Protection Officer who looks after how personal information is used. See{" "}
        <a href="#privacy-contact">Contact Us</a> for how to reach them.
      </p>
    </>
  );
}

function Collect({ consent, pathname }: PrivacySectionProps) {
  return (
    <>
      <p>Depending on what you use, we collect:</p>
      <ul>
        <li>
          <strong>Your will details:</strong> your name, date of birth and address; details of your family,
          such as a husband, wife or civil partner and your children; the guardians, executors and
          beneficiaries you choose and their relationship to you; gifts; and your funeral and other wishes. We
          also keep the will document made from these details.
        </li>
        <li>
          <strong>Your email address</strong>, so we can send you your will, and whether you agreed to hear
          about other products (your marketing choice).
        </li>
        <li>
          <strong>Your chat with our AI assistant</strong>, if you make your will that way.
        </li>
        <li>
          <strong>When you signed your will and where the original is kept</strong>, if you tell us (at home,
          with a solicitor, in a will register or with the government&apos;s will storage service).
        </li>
        <li>
          <strong>Reminders to check your will</strong>, if you ask for them: the email address we write to
          and the date of the next reminder. The answers you tick in &quot;Is your will still right?&quot; are
          not kept.
        </li>
        <li>
          <strong>Your financial health check answers</strong>: whether you have life insurance, income
          protection, a Children&apos;s Investment ISA, and whether you use a childcare tax scheme.
        </li>
        <li>
          <strong>Your account details</strong>, if you register: your first name, email address and password.
          We never store your password itself, only a scrambled form of it (an argon2id hash) that cannot be
          turned back into the password.
        </li>
        <li>
          <strong>Technical information</strong> needed to run the service safely, such as a cookie that keeps
          you signed in and records of requests to our servers used to stop misuse.
        </li>
      </ul>
      <h3 id="privacy-cookies">Cookies and analytics</h3>
      <p>
        Essential cookies keep you signed in, keep your will in progress on this device, and remember your
        cookie choice. When a form shows you an error, a cookie keeps what you typed in it (never a password)
        for 5 minutes, so that reloading the page or going back does not lose it. We ask before using
        analytics: if you accept, when you finish a will with our assistant our server tells our analytics
        service (Google Analytics) that a will was made. It sends no name, email address or will details, only
        a random identifier for your browser. If you reject analytics, nothing is sent.
      </p>
      <Form method="post" action="/cookie-consent" className="button-row privacy-consent">
        <input type="hidden" name="redirectTo" value={`${pathname}#privacy-cookies`} />
        <p className="privacy-consent-status">
          {consent === "granted"
            ? "You have accepted analytics cookies."
            : consent === "denied"
              ? "You have rejected analytics cookies."
              : "You have not chosen yet, so no analytics is used."}
        </p>
        <CookieChoiceButtons className="button button-secondary" />
      </Form>
      <p>
        <strong>What we do not collect:</strong> your answers to our{" "}
        <Link to="/start">short questionnaire about making a will</Link> stay in your browser. They are never
        stored or sent anywhere, and they are gone when you leave the page.
      </p>
    </>
  );
}

function UseOfData() {
  return (
    <>
      <p>We use your information to:</p>
      <ul>
        <li>make your will, store it and send it to you (we need it to give you the service you ask for)</li>
        <li>run your account and show your wills on your dashboard</li>
        <li>
          email you a reminder to check your will once a year, and after a change in your life you told us
          about, if you asked for it (you can stop them with one click from any reminder, or on your
          dashboard)
        </li>
        <li>
          let our AI assistant understand your answers and help draft your will, and let our legal checks look
          for mistakes
        </li>
        <li>keep the service secure and stop misuse (this is in our legitimate interests)</li>
        <li>meet our legal duties</li>
      </ul>
      <p>
        <strong>Insurance offers:</strong> our parent company offers insurance. It may use your name and email
        address to tell you about insurance products only if you gave your marketing consent by ticking the
        box when you saved your will. If you did not tick the box, we never use your information for
        marketing. You can change your mind at any time, and saying no never affects your will.
      </p>
    </>
  );
}

function Sharing() {
  return (
    <>
      <p>We share your information only with:</p>
      <ul>
        <li>
          <strong>Our hosting provider</strong>, which runs our servers and stores our data for us. It may
          only use it to provide that service to us.
        </li>
        <li>
          <strong>Our AI provider</strong>, which receives what you tell our assistant so it can reply and
          help draft your will, and the "other wishes" you write in the step-by-step form so it can point out
          any that should be part of the will itself. We send only what is needed for that.
        </li>
        <li>
          <strong>The service we use to send email</strong>, so your will can reach your inbox.
        </li>
        <li>
          <strong>Our analytics service</strong> (Google Analytics), only if you accept analytics cookies, and
          only the fact that a will was made, with a random identifier for your browser.
        </li>
        <li>
          <strong>Our parent company</strong>, to offer you insurance, and only if you gave your marketing
          consent.
        </li>
        <li>
          <strong>A human legal expert</strong>, only if you choose the optional paid legal check. They see
          your will and the details in it so they can review it.
        </li>
        <li>
          <strong>Courts, the police or regulators</strong>, only when the law requires us to.
        </li>
      </ul>
      <p>
        We do not sell your personal information. If any provider handles your information outside the UK, we
        make sure it is protected in the ways UK data protection law requires.
      </p>
    </>
  );
}

function Security() {
  return (
    <>
      <ul>
        <li>Information sent between your browser and our service is encrypted.</li>
        <li>Passwords are stored only as argon2id hashes, never as the password itself.</li>
        <li>Only you can see the wills in your account.</li>
        <li>
          A small number of staff (operators) can look at stored wills to run and support the service. They
          have their own separate sign-in, they can only read and not change anything, and every time they
          view a will it is recorded in an audit log.
        </li>
        <li>We limit repeated sign-in attempts to protect accounts from being guessed.</li>
      </ul>
      <p>
        No system is perfectly secure. If something goes wrong that puts your information at risk, we will
        tell you and the Information Commissioner&apos;s Office when the law requires it.
      </p>
    </>
  );
}

function Rights() {
  return (
    <>
      <p>Under UK data protection law you have the right to:</p>
      <ul>
        <li>
          <strong>access</strong>: ask for a copy of the information we hold about you
        </li>
        <li>
          <strong>rectification</strong>: ask us to correct information that is wrong or incomplete
        </li>
        <li>
          <strong>erasure</strong>: ask us to delete your information
        </li>
        <li>
          <strong>restriction</strong>: ask us to limit how we use your information
        </li>
        <li>
          <strong>portability</strong>: get your information in a common format you can take elsewhere
        </li>
        <li>
          <strong>objection</strong>: object to how we use your information, including stopping marketing at
          any time
        </li>
        <li>
          <strong>withdraw consent</strong> you have given, such as your marketing consent, at any time
        </li>
      </ul>
      <p>
        If you have an account, you can use two of these rights yourself at any time from{" "}
        <a href="/dashboard">your dashboard</a>: <strong>Download my data</strong> gives you everything we
        hold about you as a file, and <strong>Delete my account</strong> deletes your account and all your
        wills straight away.
      </p>
      <p>
        We will reply within one month. Using your rights is free. If you are unhappy with how we have used
        your information, you can complain to the Information Commissioner&apos;s Office (ICO):{" "}
        <a href="https://ico.org.uk/make-a-complaint/">make a complaint to the ICO</a>.
      </p>
    </>
  );
}

function Retention() {
  return (
    <>
      <ul>
        <li>
          A will draft that is never claimed (never saved with an email address or to an account) is deleted
          automatically after 7 days.
        </li>
        <li>
          The answers you type into the step-by-step form are kept as a draft so a reload or a closed tab
          never loses them. If you are not signed in and do not come back to it for 30 days, the draft is
          deleted automatically. A signed-in draft is kept with your account until you finish or delete it.
        </li>
        <li>
          A saved will, and your account, are kept until you ask us to delete them, so you can come back to
          your will when you need it.
        </li>
        <li>Your answers to the short questionnaire about making a will are never kept at all.</li>
        <li>
          Reminders to check your will are kept until you stop them, or until the will is deleted. When you
          stop them, we delete the email address kept for them at once.
        </li>
        <li>
          The record of our staff opening a will (who, which will, when and from which network address) is
          kept for two years and then deleted automatically. Other security records, such as counts of sign-in
          attempts, are deleted within a day, and a request to reset your password a day after its link stops
          working.
        </li>
      </ul>
    </>
  );
}

function Changes() {
  return (
    <>
      <p>
        We may update this policy when our service or the law changes. The date at the top shows when it was
        last changed. If we make an important change, we will tell you by email if we have your email address.
      </p>
    </>
  );
}

function Contact() {
  return (
    <>
      <p>
        If you have a question about this policy, or you want to use any of your rights, contact us through
        the email address given in your will confirmation email, or write to our Data Protection Officer.
        Please tell us which right you want to use, and the email address you used with our service, so we can
        find your information.
      </p>
      <p>
        You can also contact the Information Commissioner&apos;s Office at any time:{" "}
        <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk/make-a-complaint</a>.
      </p>
    </>
  );
}

/** What every section is given: the visitor's cookie choice and the page's path (for the cookie form). */
export interface PrivacySectionProps {
  consent: Consent | null;
  pathname: string;
}

/** The ten sections in order: each its heading's id and text, then its body. */
export const PRIVACY_SECTIONS: readonly {
  id: string;
  title: string;
  Body: (props: PrivacySectionProps) => ReactNode;
}[] = [
  { id: "privacy-introduction", title: "Introduction", Body: Introduction },
  { id: "privacy-controller", title: "Data Controller", Body: Controller },
  { id: "privacy-collect", title: "Data We Collect", Body: Collect },
  { id: "privacy-use", title: "How We Use Your Data", Body: UseOfData },
  { id: "privacy-sharing", title: "Sharing Your Data", Body: Sharing },
  { id: "privacy-security", title: "Data Security", Body: Security },
  { id: "privacy-rights", title: "Your Rights", Body: Rights },
  { id: "privacy-retention", title: "Data Retention", Body: Retention },
  { id: "privacy-changes", title: "Changes to This Policy", Body: Changes },
  { id: "privacy-contact", title: "Contact Us", Body: Contact },
];
