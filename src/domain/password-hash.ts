// A password as the phone queues it: never the password itself (a lost phone must not give
// it away), but a salted PBKDF2-SHA256 hash made with WebCrypto, which the server stores as
// the account's hash and re-hashes with its own scheme at the first sign-in. The same code
// runs in the browser and on the server (globalThis.crypto in both).

/** OWASP's 2023 figure for PBKDF2-SHA256: about a second on a cheap phone, once per account. */
export const PBKDF2_ITERATIONS = 600_000;
const PREFIX = 'pbkdf2-sha256';

export const QUEUED_HASH_PATTERN =
  /^pbkdf2-sha256\$(\d{6,7})\$([A-Za-z0-9_-]{22})\$([A-Za-z0-9_-]{43})$/;

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

/** "pbkdf2-sha256$600000$<salt>$<hash>" for `password`, with a fresh random salt. */
export async function hashForQueue(
  password: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, iterations);
  return `${PREFIX}$${iterations}$${base64url(salt)}$${base64url(hash)}`;
}

/** True when `password` matches a queued hash; false for anything malformed. */
export async function verifyQueuedHash(stored: string, password: string): Promise<boolean> {
  const m = QUEUED_HASH_PATTERN.exec(stored);
  if (!m) return false;
  const iterations = Number(m[1]);
  if (iterations < 100_000 || iterations > 5_000_000) return false;
  const expected = fromBase64url(m[3]!);
  const actual = await derive(password, fromBase64url(m[2]!), iterations);
  let diff = actual.length ^ expected.length;
  for (let i = 0; i < actual.length; i++) diff |= actual[i]! ^ (expected[i] ?? 0);
  return diff === 0;
}

export const isQueuedHash = (stored: string): boolean => stored.startsWith(`${PREFIX}$`);
