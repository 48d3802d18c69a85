import { hash, verify } from "@node-rs/argon2";

/**
 * Password hashing, one place for the accounts and the operator viewer: argon2id with OWASP's
 * recommended parameters (19 MiB, 2 passes, 1 lane), about 70 ms a hash on these machines.
 */

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
export const ARGON2ID = 2;

const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** An argon2id hash in its PHC string form: `$argon2id$v=19$m=…,t=…,p=…$salt$hash`. */
export const ARGON2ID_HASH = /^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Whether `password` matches `passwordHash`; false (never a throw) for a malformed hash. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
