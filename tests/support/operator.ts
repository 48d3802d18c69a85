/**
 * The database viewer's operator in the browser tests: playwright.config.ts gives the app the
 * username and hash, the specs log in with the password. The hash was made once with
 * `npm run operator:hash -- 'e2e-operator-password-2026'`; logging in proves it matches.
 */
export const E2E_OPERATOR = {
  username: "operator",
  password: "e2e-operator-password-2026",
  passwordHash:
    "$argon2id$v=19$m=19456,t=2,p=1$s9MOG+50/F/D5wQrCdb98w$c1u3rbcRoquC2bMKWXvjVld0y5YFy0p2zJw5AUL3eFQ",
} as const;
