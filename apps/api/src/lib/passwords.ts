import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's `Algorithm.Argon2id`; its const enum cannot be imported under isolated modules. */
const ARGON2ID = 2;

/** argon2id with OWASP's minimum parameters (docs/security.md S18). */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** How many password checks this process has run, and how many failed (S32's test counts them). */
export const passwordChecks = { total: 0, failed: 0 };

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  passwordChecks.total++;
  let valid = false;
  try {
    valid = await verify(passwordHash, password);
  } catch {
    valid = false;
  }
  if (!valid) passwordChecks.failed++;
  return valid;
}

let dummyHash: Promise<string> | undefined;

/** Verifies against a throwaway hash so an unknown email costs the same time as a wrong password (S19). */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing-only');
  await verifyPassword(await dummyHash, password);
  return false;
}
