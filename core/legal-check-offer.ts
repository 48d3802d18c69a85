/*
 * A module of its own, with no schema, so that pages showing the offer do not load zod
 * (docs/decisions/022-client-javascript.md).
 */

/** What the offer says wherever it appears (preview, success pages, dashboard, beside findings). */
export const LEGAL_CHECK_OFFER = {
  title: "Add a legal check",
  covers:
    "A legal expert reads your will and your answers, checks that the will does what you want and is valid in England and Wales, and tells you about anything you should change, such as property abroad, a business, or someone who depends on you.",
  price:
    "This is a paid service. We will contact you to tell you the price and only go ahead, and charge you, once you have agreed to it.",
} as const;
