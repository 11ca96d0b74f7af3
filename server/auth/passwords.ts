import { hash, verify } from '@node-rs/argon2';
import { isQueuedHash, verifyQueuedHash } from '../../src/domain/password-hash.ts';

// OWASP's argon2id minimum (19 MiB, 2 passes): a fraction of a second on a small server.
// algorithm 2 = Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** Verify; with no stored hash, spend the same time anyway so unknown e-mails are not revealed. */
export async function verifyPassword(
  stored: string | undefined,
  password: string,
): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  // An account created from a phone's queue keeps the phone's PBKDF2 hash until its first
  // sign-in, which replaces it with ours (needsRehash).
  if (isQueuedHash(stored)) return verifyQueuedHash(stored, password);
  return verify(stored, password).catch(() => false);
}

/** True when a verified password's stored hash should be replaced by our own scheme. */
export const needsRehash = (stored: string): boolean => isQueuedHash(stored);
