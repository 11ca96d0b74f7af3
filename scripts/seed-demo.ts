// `npm run seed:demo`: loads a generated roll — one assembly, 30,000 voters in 120 parts, Latin
// and Devanagari names, households sharing addresses, every variant field filled in part —
// into a running server as the admin, so a new user's reports have something to show.
// Record ids are derived from the seed, so running it again updates the same voters.
//   npm run seed:demo -- --email admin@example.com --password '…' [--url http://localhost:8080] [--count 30000]
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { LoginResponse } from '../src/domain/auth.ts';
import type { Mutation, PushResponse } from '../src/domain/sync-protocol.ts';
import { generateRoll } from '../bench/roll-generator.ts';
import { createRng } from '../bench/roll/prng.ts';
import { rollSerials, withVariants } from '../bench/roll/variants.ts';

const SEED = 2026;
/** The roll's 300 parts spread over this many voters: 250 a part, so 30,000 fill 120. */
const ASSEMBLY_SIZE = 75_000;

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.SEED_URL ?? 'http://localhost:8080' },
    email: { type: 'string', default: process.env.SEED_EMAIL },
    password: { type: 'string', default: process.env.SEED_PASSWORD },
    count: { type: 'string', default: '30000' },
  },
});
const base = values.url!.replace(/\/$/, '');
const count = Number(values.count);
if (!values.email || !values.password || !Number.isInteger(count) || count < 1) {
  console.error(
    'Usage: npm run seed:demo -- --email <admin e-mail> --password <password> [--url <server>] [--count <voters>]',
  );
  process.exit(2);
}

async function send(path: string, body: unknown, token?: string): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    // A restarting or busy server asks us to come back; anything else is the answer.
    if ((res.status !== 503 && res.status !== 429) || attempt === 5) return res;
    await new Promise((r) => setTimeout(r, 1000 * attempt));
  }
}

const login = await send('/api/booth/login-booth-user', {
  email: values.email,
  password: values.password,
});
if (login.status !== 200) {
  console.error(`Sign-in failed (${login.status}): ${await login.text()}`);
  process.exit(1);
}
const session = (await login.json()) as LoginResponse;
if (session.user.role !== 'admin') {
  console.error('Sign in as the administrator (the first account): the demo roll is theirs.');
  process.exit(1);
}

const clientId = `seed-demo-${randomUUID()}`;
const variants = createRng(SEED, 0x5eed);
const serialIn = rollSerials();
let mutationId = 0;
let written = 0;
let refused = 0;
const started = performance.now();
for (const batch of generateRoll({
  seed: SEED,
  count,
  assemblySize: ASSEMBLY_SIZE,
  assembly: 'Lucknow Central',
})) {
  const mutations: Mutation[] = batch.map((v) => ({
    mutationId: ++mutationId,
    table: 'voters',
    id: v.id,
    op: 'put',
    fields: { ...withVariants(v.fields, variants), serialNumber: serialIn(v.fields.partNumber) },
    baseVersion: 0,
  }));
  const res = await send('/api/sync/push', { clientId, mutations }, session.token);
  if (res.status !== 200) {
    console.error(`Push failed (${res.status}): ${(await res.text()).slice(0, 300)}`);
    process.exit(1);
  }
  const answer = (await res.json()) as PushResponse;
  refused += answer.errors.length;
  written += mutations.length - answer.errors.length;
  process.stdout.write(
    `\r${written.toLocaleString('en-IN')} of ${count.toLocaleString('en-IN')} voters`,
  );
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `\nDemo roll loaded: ${written} voters in ${seconds} s${refused ? `, ${refused} refused` : ''}.`,
);
