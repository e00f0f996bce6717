/**
 * Staff passwords: stored only as argon2id hashes (memory-hard: 19 MiB, 2 passes, OWASP's
 * minimum), checked in constant time by the library. The one-time password of a new account is
 * random and satisfies the password rules, so it works as typed.
 */
import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { passwordProblem } from '@shop/contracts/staff';

const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash no password matches, verified for an unknown name so that it costs the same time as a known one. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(`decoy-${randomInt(1e9)}-never-typed`));

/** No 0/O, 1/l/I: read off a screen and typed once. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

export function oneTimePassword(length = 16): string {
  for (;;) {
    let out = '';
    for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
    if (passwordProblem(out) === null) return out;
  }
}
