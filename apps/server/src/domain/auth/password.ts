import { hash, verify, type Algorithm } from '@node-rs/argon2';

// The package's `Algorithm` is a const enum, which isolated-module builds cannot read at run time.
const ARGON2ID = 2 as Algorithm.Argon2id;

/**
 * OWASP's recommended argon2id setting (19 MiB, 2 passes, 1 lane): costly enough that a stolen
 * table cannot be guessed through at scale, cheap enough to run on every login.
 */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`), salt included. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a stored value that is not a valid hash. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time of one verification without an account to check, so that "no such account"
 * answers as slowly as "wrong password" and timing does not reveal which accounts exist.
 */
export async function verifyNothing(password: string): Promise<false> {
  decoy ??= hashPassword('decoy password that matches nothing');
  await verifyPassword(await decoy, password);
  return false;
}
