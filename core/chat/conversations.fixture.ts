/**
 * A whole conversation with the offline assistant, as a person types it: a single woman with no
 * children, her brother as executor and heir, a friend as back-up. It ends with a will. Shared by
 * core's tests and the web tests (`tests/support/conversations.ts`).
 */
export const JANE_SMITH_CHAT = [
  "I'm Jane Smith",
  "12/03/1980",
  "1 High Street, Leeds LS1 1AA",
  "single",
  "nope",
  "no",
  "my brother Mark Jones",
  "5 Mill Lane, Ripon HG4 1AB",
  "07700 900123",
  "yes",
  "yes, my friend Sue Lee",
  "same as mine",
  "sue@example.com",
  "yep",
  "no",
  "everything to my brother Mark",
  "my friend Sue Lee",
  "no",
  "no",
  "no",
  "about 200k",
  "no",
  "yes",
] as const;
