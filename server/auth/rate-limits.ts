// Rate limits on the routes that guard or cost a password hash, counted so that people sharing
// one address are told apart. Indian mobile carriers put hundreds of phones behind one public
// address (carrier-grade NAT): a limit per address alone either locks a whole training camp
// out or lets one guesser try hundreds of passwords. So sign-in counts per account (and per
// account and address), with a far higher ceiling per address; account creation counts per
// signed-in creator. Windows are one minute, kept in this process's memory (see docs/decisions/security.md).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import { tooManyRequests } from '../errors.ts';

/** Attempts per minute. */
export type RateLimits = {
  /** Sign-ins naming one account from one address: the wrong-password lockout. */
  signInPerAccountAddress: number;
  /** Sign-ins naming one account from anywhere: guessing spread over many addresses. */
  signInPerAccount: number;
  /** Sign-ins from one address, whatever the account: a whole carrier's NAT signs in here. */
  signInPerAddress: number;
  /** Sign-ups from one address: a new account has nothing else to be counted by. */
  signUpPerAddress: number;
  /** Accounts one signed-in coordinator creates (POST /users). */
  accountsPerCreator: number;
};

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInPerAccountAddress: 20,
  // A worker whose phone hops between Wi-Fi and mobile data never meets it; guesses from a
  // botnet are still held to this many a minute per account.
  signInPerAccount: 100,
  // 300 workers of a district signing in within a minute from one carrier address, twice over.
  signInPerAddress: 600,
  // A sign-up costs an argon2 hash (19 MiB): 2 a second per address keeps a flood off the CPU
  // while a training session's room of new workers on one address signs up in a minute or two.
  signUpPerAddress: 120,
  // Hand entry never comes near; a phone's queue of accounts made offline drains at 1 a second.
  accountsPerCreator: 60,
};

/**
 * The limits in force: the defaults, each replaced by `all` when given (tests and benchmarks
 * lift every limit with one large number), then by the single ones in `some`.
 */
export function rateLimits(all: number | undefined, some: Partial<RateLimits> = {}): RateLimits {
  const base = { ...DEFAULT_RATE_LIMITS };
  if (all !== undefined) for (const k of Object.keys(base) as (keyof RateLimits)[]) base[k] = all;
  return { ...base, ...some };
}

type Check = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export type AuthLimits = {
  /** onRequest of sign-in. */
  signInAddress: Check;
  /** Once the body is read: per account, then per account and address. */
  signInAccount: Check;
  /** onRequest of sign-up. */
  signUpAddress: Check;
  /** onRequest of account creation, after the sign-in check. */
  accountCreator: Check;
};

/** The client address; an IPv6 client is its /64 (one subscriber's whole range). */
const address = (request: FastifyRequest) => normalizeIP(request.ip);

/** The account a sign-in names, normalised as signInSchema does (trimmed, lower case). */
function account(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

export function authLimits(app: FastifyInstance, limits: RateLimits): AuthLimits {
  const limiter = (
    max: number,
    keyGenerator: (request: FastifyRequest) => string,
    cache = 10_000,
  ): Check => {
    // `cache` (keys kept) is read by the plugin's store but missing from its option type.
    const options: CreateRateLimitOptions & { cache: number } = {
      max,
      timeWindow: 60_000,
      keyGenerator,
      cache,
    };
    const count = app.createRateLimit(options);
    return async (request, reply) => {
      const result = await count(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', String(result.ttlInSeconds));
      throw tooManyRequests();
    };
  };
  // Keys by account can be many more than addresses: a guesser must not evict their own count.
  const accounts = 100_000;
  const perAccount = limiter(limits.signInPerAccount, account, accounts);
  const perAccountAddress = limiter(
    limits.signInPerAccountAddress,
    (request) => `${account(request)}\n${address(request)}`,
    accounts,
  );
  return {
    signInAddress: limiter(limits.signInPerAddress, address),
    signInAccount: async (request, reply) => {
      await perAccountAddress(request, reply);
      await perAccount(request, reply);
    },
    signUpAddress: limiter(limits.signUpPerAddress, address),
    accountCreator: limiter(limits.accountsPerCreator, (request) => request.user!.id),
  };
}
