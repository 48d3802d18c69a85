import { WITNESSES_REQUIRED } from "../../../core/index.ts";

/**
 * How to sign a will so it is valid (Wills Act 1837, s.9) and what a witness must be (s.15), in
 * the order it happens. docs/legal.md, "Signing the will".
 */
export const SIGNING_STEPS: readonly string[] = [
  "Print the will single-sided on plain paper. Do not staple, clip or pin anything to it, and do not remove or take out the staples of any page: marks of something attached or removed raise questions at probate.",
  "Do not write anything on the will, cross anything out or add anything to it, before or after signing.",
  `Choose ${WITNESSES_REQUIRED} witnesses who are 18 or over, can see, and get nothing under the will, nor do their husbands, wives or civil partners.`,
  "Meet with both witnesses together in the same room. Video witnessing is no longer allowed: they must be there in person.",
  "Sign the will and write the date, while both witnesses watch you sign.",
  "Each witness then signs, and writes their name, address and occupation, while you watch. They do not need to read the will.",
  "Keep the signed original safe and tell your executors where it is.",
];

export const WITNESS_MUST_BE: readonly string[] = [
  "18 or over, and able to understand what they are seeing",
  "able to see you sign (not blind)",
  "independent: not someone who gets anything under the will, and not the husband, wife or civil partner of someone who does",
  "present in person, at the same time as the other witness",
];

export function SigningGuide({ witnessSheetHref }: { witnessSheetHref: string }) {
  return (
    <section aria-labelledby="signing-guide-title" className="signing-guide">
      <h2 id="signing-guide-title">How to sign your will</h2>
      <ol>
        {SIGNING_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="statute">Wills Act 1837, s.9 (signing and witnessing) and s.15 (gifts to witnesses)</p>
      <h3>A witness must be</h3>
      <ul>
        {WITNESS_MUST_BE.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        <a href={witnessSheetHref}>Print a one-page sheet for your witnesses</a>
      </p>
    </section>
  );
}
