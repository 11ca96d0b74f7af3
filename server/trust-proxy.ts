// TRUST_PROXY: which forwarding headers to believe when working out a client's address.
// Believing every X-Forwarded-For lets anyone invent addresses, and with them fresh rate-limit
// allowances, so the default believes none; a deployment behind a proxy names its hops or
// its proxies' addresses.
import { isIP } from 'node:net';

/** Fastify's trustProxy values we allow: nothing, a hop count, or trusted proxy addresses. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for well-known ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Read TRUST_PROXY: unset, empty, `0` or `false` trusts nothing (the client is the socket's
 * peer); a whole number is how many proxies stand in front; otherwise a comma-separated list
 * of proxy addresses or CIDR ranges. Anything else throws, so a typo never trusts everyone.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((e) => e.trim());
  const bad = entries.find((e) => !isAddressOrRange(e));
  if (bad !== undefined) {
    throw new Error(
      `TRUST_PROXY must be a number of proxies or a comma-separated list of addresses/CIDRs; cannot read "${bad}"`,
    );
  }
  return entries;
}

/**
 * The value for Fastify's trustProxy. Fastify 5 ignores a bare hop count (it cannot check who
 * the peer is), so a count becomes a trust function here: the nearest `hops` addresses are
 * believed to be our proxies. That is only sound when clients cannot reach the server except
 * through them; docs/decisions/security.md says so and prefers addresses.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return trust > 0 ? (_address, hop) => hop < trust : false;
}
