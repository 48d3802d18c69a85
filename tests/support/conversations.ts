/**
 * Conversations with the offline assistant that core's chat tests and the web tests replay.
 *
 * A whole conversation as a person types it: a single woman with no children, her brother as
 * executor and heir, a friend as back-up. It ends with a will.
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
