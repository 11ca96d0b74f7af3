// `npm run seed:demo`: loads a generated roll shaped like the Election Commission's — one
// assembly, 30,000 voters in 120 parts, each voter with its part, section and serial number,
// relation type, names in Latin and (where known) Devanagari, the edition — into a running
// server as the admin. It first creates the areas the roll names (state, district, assembly,
// a block, mandals and a booth per part with its polling station), then puts each part's
// voters in its booth, so a booth worker given that booth sees its voters at once.
// Record ids are derived from the seed, so running it again updates the same records. The
// records are those of the app's "Load the demo" (server/demo/demo-roll.ts); this script
// loads them over HTTP instead, without the sample campaigns.
//   npm run seed:demo -- --email admin@example.com --password '…' [--url http://localhost:8080] [--count 30000]
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { LoginResponse } from '../src/domain/auth.ts';
import type { Mutation, PushResponse, SyncTable } from '../src/domain/sync-protocol.ts';
import { DEMO_VOTERS, demoRollAreas, demoVoterBatches } from '../server/demo/demo-roll.ts';

/** Stop with one line a person can act on (no stack trace). */
function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const { values } = parseArgs({
  options: {
    url: {
      type: 'string',
      default: process.env.SEED_URL ?? `http://localhost:${process.env.PORT ?? 8080}`,
    },
    email: { type: 'string', default: process.env.SEED_EMAIL },
    password: { type: 'string', default: process.env.SEED_PASSWORD },
    count: { type: 'string', default: String(DEMO_VOTERS) },
  },
});
const base = values.url!.replace(/\/$/, '');
const count = Number(values.count);
if (!values.email || !values.password || !Number.isInteger(count) || count < 1)
  fail(
    'Usage: npm run seed:demo -- --email <admin e-mail> --password <password> [--url <server>] [--count <voters>]',
    2,
  );

async function send(path: string, body: unknown, token?: string): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    } catch {
      fail(`Cannot reach the server at ${base}: start it with "npm start" (or give --url).`);
    }
    // A restarting or busy server asks us to come back; anything else is the answer.
    if ((res.status !== 503 && res.status !== 429) || attempt === 5) return res;
    await new Promise((r) => setTimeout(r, 1000 * attempt));
  }
}

/** The server's own message of a refusal, in one line. */
async function reason(res: Response): Promise<string> {
  const text = await res.text();
  try {
    return (JSON.parse(text) as { message?: string }).message ?? text.slice(0, 200);
  } catch {
    return text.slice(0, 200);
  }
}

const login = await send('/api/booth/login-booth-user', {
  email: values.email,
  password: values.password,
});
if (login.status !== 200) fail(`Sign-in failed (${login.status}): ${await reason(login)}`);
const session = (await login.json()) as LoginResponse;
if (session.user.role !== 'admin')
  fail('Sign in as the administrator (the first account): the demo roll is theirs.');

const clientId = `seed-demo-${randomUUID()}`;
let mutationId = 0;

/** Push records; the number the server refused. */
async function push(table: SyncTable, records: { id: string; fields: object }[]): Promise<number> {
  const mutations: Mutation[] = records.map((r) => ({
    mutationId: ++mutationId,
    table,
    id: r.id,
    op: 'put',
    fields: r.fields as Mutation['fields'],
    baseVersion: 0,
  }));
  const res = await send('/api/sync/push', { clientId, mutations }, session.token);
  if (res.status !== 200) fail(`Push failed (${res.status}): ${await reason(res)}`);
  const answer = (await res.json()) as PushResponse;
  if (answer.errors.length && table === 'areas')
    fail(`The server refused the demo's areas: ${answer.errors[0]!.reason}`);
  return answer.errors.length;
}

const areas = demoRollAreas(count);
await push('areas', areas);
const booths = areas.filter((a) => a.fields.parts).length;

let written = 0;
let refused = 0;
const started = performance.now();
for (const records of demoVoterBatches(count)) {
  const no = await push('voters', records);
  refused += no;
  written += records.length - no;
  process.stdout.write(
    `\r${written.toLocaleString('en-IN')} of ${count.toLocaleString('en-IN')} voters`,
  );
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `\nDemo roll loaded: ${written} voters in ${booths} booths (${areas.length} areas) in ${seconds} s${
    refused ? `, ${refused} refused` : ''
  }.`,
);
