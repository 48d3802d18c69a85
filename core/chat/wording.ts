/** The legal terms both assistants explain the first time (names and amounts: `listOfNames`, `pounds`). */
export const TERMS = ["executor", "guardian", "residuaryEstate", "mirrorWill", "trust", "backup"] as const;
export type Term = (typeof TERMS)[number];

export const TERM_EXPLANATIONS: Record<Term, string> = {
  executor:
    "An executor is the person who sorts out your money and belongings after you die, and makes sure your will is carried out.",
  guardian:
    "A guardian is the person who would bring up your children if you died while they were under 18. A guardian only steps in if no other parent with parental responsibility is still alive. While the other parent is alive, your children will usually live with them.",
  residuaryEstate:
    "Your 'residuary estate' means everything you own that is left after your debts, your funeral and any gifts have been paid.",
  mirrorWill:
    "A mirror will is a matching will for your husband, wife or civil partner. It usually leaves things to each other, then to the same people.",
  trust:
    "A trust means your executors look after the money for your children until they reach the age you choose.",
  backup: "A back-up beneficiary is someone who inherits if the person you chose dies before you.",
};
