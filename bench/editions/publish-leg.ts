// What the coordinator waits for when a new revision of the roll arrives (issue 25): the real
// server (child process, PGlite on disk, one roll worker) reads the upload, compares each part
// with the voters held, marks the cut, re-pairs the rest and stores what changed — the part
// card shows it once GET /api/rolls/:id says every part is published. Beside it, the same
// parts' first import in the same run (nothing to compare, every voter new). Parts that wait
// for review (an EPIC the new edition leaves out fails a check) are accepted as a coordinator
// would, inside the timing.
import type { EditionVoter } from '../../src/domain/roll-editions.ts';
import type { RollJobResponse } from '../../src/domain/roll-jobs.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';
import { apiToken } from '../../devkit/voter-seed.ts';
import { startServer } from '../lib/server-process.ts';
import type { EditionPair } from './edition-pairs.ts';

// The Commission's file names its state and district: an administrator's import builds the
// tree from them (issue 43) instead of asking.
const HEADER =
  'STATE_NAME,DIST_NAME,AC_NO,AC_NAME,PART_NO,SLNOINPART,C_HOUSE_NO,FM_NAME_EN,LASTNAME_EN,RLN_TYPE,RLN_FM_NM_EN,EPIC_NO,GENDER,AGE,REVISION';
const RELATION: Record<string, string> = { father: 'F', husband: 'H', mother: 'M', other: 'O' };
const cell = (v: unknown) => String(v ?? '').replace(/[,\n]/g, ' ');

function rollCsv(voters: EditionVoter[], revision: string): Buffer {
  const lines = voters.map((v) =>
    [
      'Uttar Pradesh',
      'Lucknow',
      5,
      'Central',
      v.partNumber,
      v.serialNumber,
      v.houseno,
      v.firstName,
      v.lastName,
      RELATION[v.relationType ?? ''] ?? '',
      v.relation,
      v.voterId,
      v.gender === 'Female' ? 'F' : 'M',
      v.age,
      revision,
    ]
      .map(cell)
      .join(','),
  );
  return Buffer.from([HEADER, ...lines].join('\n') + '\n');
}

async function upload(base: string, token: string, name: string, bytes: Buffer) {
  const boundary = `----bench${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await fetch(`${base}/api/rolls`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body: new Uint8Array(body),
  });
  if (res.status !== 202) throw new Error(`upload ${name}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** Upload and wait until every part is published (accepting those held for review). */
async function publishAll(base: string, token: string, name: string, bytes: Buffer) {
  const started = performance.now();
  const id = await upload(base, token, name, bytes);
  const accepted = new Set<string>();
  for (;;) {
    const res = await fetch(`${base}/api/rolls/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const job = (await res.json()) as RollJobResponse;
    if (job.status === 'failed') throw new Error(`job ${id} failed`);
    const reading = ['queued', 'running'].includes(job.status);
    // A part that asks a person (the place, another list in the part) would wait for ever.
    const asking = job.parts.find((p) => p.ask);
    if (asking) throw new Error(`job ${id}: part ${asking.partNumber} asks ${asking.ask!.kind}`);
    for (const p of job.parts)
      if (!reading && p.status === 'review' && !accepted.has(p.id)) {
        accepted.add(p.id);
        const ok = await fetch(`${base}/api/rolls/${id}/parts/${p.id}/accept`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ acceptRows: true }),
        });
        if (!ok.ok) throw new Error(`accept ${p.id}: ${ok.status} ${await ok.text()}`);
      }
    if (!reading && job.parts.length && job.parts.every((p) => p.status === 'published'))
      return { ms: performance.now() - started, job };
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The generated roll's many small parts folded into `booths` parts (each edition numbered
 * afresh, in its order): a move to the next part stays a move between two of them.
 */
function folded(voters: EditionVoter[], booths: number): EditionVoter[] {
  const serials = new Map<number, number>();
  return voters.map((v) => {
    const partNumber = 1 + (v.partNumber % booths);
    const serialNumber = (serials.get(partNumber) ?? 0) + 1;
    serials.set(partNumber, serialNumber);
    return { ...v, partNumber, serialNumber };
  });
}

export async function publishLeg(pair: EditionPair, booths = 2) {
  process.env.BENCH_ROLL_WORKERS = '1';
  const server = await startServer({ database: 'pglite' });
  try {
    const admin = newUser('Bench Admin');
    await createAccount(server.url, admin);
    const token = await apiToken(server.url, admin.email, admin.password);
    const first = await publishAll(
      server.url,
      token,
      'old.csv',
      rollCsv(folded(pair.before, booths), 'SSR 2025'),
    );
    const next = await publishAll(
      server.url,
      token,
      'draft.csv',
      rollCsv(folded(pair.after, booths), 'SIR 2026 draft'),
    );
    const counts = next.job.parts.map((p) => p.published?.edition?.counts);
    if (counts.some((c) => !c))
      throw new Error('a part of the new revision has no edition summary');
    return { first: first.ms, next: next.ms, parts: next.job.parts.length, counts };
  } finally {
    await server.stop();
  }
}
