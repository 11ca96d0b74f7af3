import { hash, verify } from '@node-rs/argon2';

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
  return verify(stored, password).catch(() => false);
}
