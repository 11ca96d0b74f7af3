// Field work records (issue 11) are append-only: visits and voted marks are created, never
// changed or deleted (a correction is a new entry), so two phones never overwrite each other.
// They are seen by area like voters: the booth and those above it, not other areas.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SyncClient } from '../utils/server/sync-client.ts';
import type { Team } from '../utils/server/team.ts';
import { makeTeam } from '../utils/server/team.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';

describe.each(PGLITE_ONLY)('field work records (%s)', (kind) => {
  let t: TestApp;
  let team: Team;

  beforeAll(async () => {
    t = await startTestApp(kind);
    team = await makeTeam(t);
    // Entries must name a voter the writer may reach (field-work-area.test.ts): booth 1's own.
    const voter = {
      table: 'voters' as const,
      id: voterId,
      fields: { firstName: 'V', partNumber: 12 },
    };
    expect((await new SyncClient(t, team.booth1.token).push([voter])).errors).toEqual([]);
  });
  afterAll(() => t.close());

  const voterId = randomUUID();
  const mark = (voted = true) => ({
    table: 'voteMarks' as const,
    fields: { voterId, voted, markedAt: new Date().toISOString(), by: 'Booth One' },
  });
  const visit = (fields: Record<string, unknown> = {}) => ({
    table: 'visits' as const,
    fields: {
      voterId,
      outcome: 'met',
      leaning: 'supporter',
      issues: ['water', 'roads'],
      phone: '9876500001',
      note: 'Wants a ride to the booth',
      visitedAt: new Date().toISOString(),
      by: 'Booth One',
      ...fields,
    },
  });

  it('takes new visits and marks, and shows them to the booth and those above only', async () => {
    const phone = new SyncClient(t, team.booth1.token);
    const res = await phone.push([mark(), visit(), mark(false)]);
    expect(res.errors).toEqual([]);
    const seen = async (who: keyof Team) =>
      (await new SyncClient(t, team[who].token).pullAll()).filter(
        (r) => r.table === 'voteMarks' || r.table === 'visits',
      ).length;
    expect(await seen('booth1')).toBe(3);
    expect(await seen('coordinator')).toBe(3);
    expect(await seen('admin')).toBe(3);
    expect(await seen('booth2')).toBe(0);
    expect(await seen('elsewhere')).toBe(0);
  });

  it('refuses to change or delete an entry, even its own author', async () => {
    const phone = new SyncClient(t, team.booth1.token);
    const [m] = phone.mutations([mark()]);
    expect((await phone.push([m!])).errors).toEqual([]);
    const res = await phone.push([
      { table: 'voteMarks', id: m!.id, op: 'patch', fields: { voted: false } },
      { table: 'voteMarks', id: m!.id, op: 'delete' },
      { ...mark(), id: m!.id },
    ]);
    expect(res.errors.map((e) => e.reason)).toEqual([
      'errors.recordImmutable',
      'errors.recordImmutable',
      'errors.recordImmutable',
    ]);
    // The coordinator above cannot either.
    const above = await new SyncClient(t, team.coordinator.token).push([
      { table: 'voteMarks', id: m!.id, op: 'delete' },
    ]);
    expect(above.errors[0]?.reason).toBe('errors.recordImmutable');
    const rows = await new SyncClient(t, team.booth1.token).pullAll();
    expect(rows.find((r) => r.id === m!.id)).toMatchObject({
      deleted: false,
      fields: { voted: true },
    });
  });

  it('takes panna assignments as entries too: a reassignment is a new one, never an edit', async () => {
    const phone = new SyncClient(t, team.booth1.token);
    const pannaId = randomUUID();
    const assignment = (memberId: string, fields: Record<string, unknown> = {}) => ({
      table: 'pannas' as const,
      fields: {
        pannaId,
        partNumber: 12,
        fromSerial: 1,
        toSerial: 60,
        memberId,
        memberName: 'Ravi',
        assignedAt: new Date().toISOString(),
        by: 'Booth One',
        ...fields,
      },
    });
    const [first] = phone.mutations([assignment(randomUUID())]);
    expect((await phone.push([first!])).errors).toEqual([]);
    expect((await phone.push([assignment(randomUUID())])).errors).toEqual([]);
    const refused = await phone.push([
      { table: 'pannas', id: first!.id, op: 'patch', fields: { toSerial: 80 } },
      assignment(randomUUID(), { fromSerial: 61, toSerial: 60 }),
      assignment(randomUUID(), { fromSerial: 0 }),
    ]);
    expect(refused.errors.map((e) => [e.reason, Object.keys(e.fields ?? {})])).toEqual([
      ['errors.recordImmutable', []],
      ['errors.invalidInput', ['toSerial']],
      ['errors.invalidInput', ['fromSerial']],
    ]);
    const seen = (await new SyncClient(t, team.coordinator.token).pullAll()).filter(
      (r) => r.table === 'pannas' && r.fields.pannaId === pannaId,
    );
    expect(seen).toHaveLength(2);
  });

  it('refuses entries without a voter, time or known outcome', async () => {
    const phone = new SyncClient(t, team.booth1.token);
    const res = await phone.push([
      { table: 'voteMarks', fields: { voted: true, markedAt: '2026-11-25T10:00:00Z' } },
      { table: 'voteMarks', fields: { voterId, voted: 'maybe', markedAt: '2026-11-25T10:00:00Z' } },
      visit({ outcome: 'asleep' }),
      visit({ leaning: 'loud' }),
      visit({ visitedAt: undefined }),
    ]);
    expect(res.errors.map((e) => [e.reason, Object.keys(e.fields ?? {})])).toEqual([
      ['errors.invalidInput', ['voterId']],
      ['errors.invalidInput', ['voted']],
      ['errors.invalidInput', ['outcome']],
      ['errors.invalidInput', ['leaning']],
      ['errors.invalidInput', ['visitedAt']],
    ]);
  });
});
