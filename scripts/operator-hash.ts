// npm run operator:hash -- '<password>'
//   or, to keep the password out of the shell's history and the process list:
// printf '%s' '<password>' | npm run operator:hash
//
// Prints the argon2id hash of the database viewer operator's password as the last line of
// stdout, for OPERATOR_PASSWORD_HASH (docs/operations.md, "The operator database viewer").
// The same parameters as account passwords (web/app/accounts/passwords.server.ts).
import { readFileSync } from "node:fs";
import { hashPassword } from "../web/app/accounts/passwords.server.ts";

/** Shorter than this is refused: the viewer reads every will. */
const MIN_OPERATOR_PASSWORD_LENGTH = 12;
const usage = "Usage: npm run operator:hash -- '<password>'   (or pipe the password on stdin)";

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(usage);
  process.exit(0);
}
if (args.length > 1) fail(usage);
let password = args[0];
if (password === undefined) {
  if (process.stdin.isTTY) fail(usage);
  // A trailing newline from `echo` is not part of the password.
  password = readFileSync(0, "utf8").replace(/\r?\n$/, "");
}
if ([...password].length < MIN_OPERATOR_PASSWORD_LENGTH) {
  fail(`The operator password must be at least ${MIN_OPERATOR_PASSWORD_LENGTH} characters.`);
}
console.log(await hashPassword(password));
