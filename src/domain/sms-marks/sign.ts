// The code at the end of a marks SMS: the first 48 bits of HMAC-SHA256 over the text before
// it, keyed with the sender's SMS key (32 random bytes the server gave the phone while it was
// online). The server holds the same key, so it can tell the account's own SMS from a made-up
// or damaged one. WebCrypto, so the same code runs on the phone and in Node.
import { SMS_ALPHABET } from './bits.ts';
import { SMS_CODE_CHARS } from './codec.ts';

/** Bytes of a new SMS key. */
export const SMS_KEY_BYTES = 32;

function bytesOfBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** A key as the API carries it: base64url of its bytes. */
export function base64OfBytes(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function mac(signed: string, key: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    bytesOfBase64(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const sum = new Uint8Array(
    await crypto.subtle.sign('HMAC', cryptoKey, new TextEncoder().encode(signed)),
  );
  // 8 characters of 6 bits: the first 6 bytes.
  let out = '';
  for (let i = 0; i < SMS_CODE_CHARS; i++) {
    const bit = i * 6;
    const pair = (sum[bit >> 3]! << 8) | sum[(bit >> 3) + 1]!;
    out += SMS_ALPHABET[(pair >> (10 - (bit & 7))) & 63];
  }
  return out;
}

/** The whole SMS: the encoded marks (codec.ts encodeMarks) and their code. */
export async function signMarks(encoded: string, key: string): Promise<string> {
  return encoded + (await mac(encoded, key));
}

/** True when `code` is the code of `signed` under `key` (compared in constant time). */
export async function codeMatches(signed: string, code: string, key: string): Promise<boolean> {
  const expected = await mac(signed, key);
  let diff = expected.length ^ code.length;
  for (let i = 0; i < expected.length; i++)
    diff |= expected.charCodeAt(i) ^ (code.charCodeAt(i) || 0);
  return diff === 0;
}
