// A supplement's file on its own (issue 43): the Commission publishes a revision's additions
// and deletions as a supplement without the main list. Laid over the part, it adds and cuts
// only the electors it lists; the voters it does not list are not cut, as a whole new
// revision of the part would cut them.
import { describe, expect, it } from 'vitest';
import type { RollRowFields } from '../../src/domain/roll-jobs.ts';
import { partOps } from '../../server/rolls/jobs/edition.ts';
import type { StoredVoter } from '../../server/rolls/jobs/edition.ts';
import type { PublishPart } from '../../server/rolls/jobs/voter-fields.ts';

const part = (revision: string): PublishPart => ({
  edition: 'en',
  assemblyNumber: 5,
  assemblyName: 'Central',
  partNumber: 2,
  info: { revision },
});

const held = (serial: number, name: string): StoredVoter => ({
  id: `voter-${serial}`,
  fields: {
    partNumber: 2,
    serialNumber: serial,
    voterId: `ABC000000${serial}`,
    firstName: name,
    lastName: 'Devi',
    age: 40,
    gender: 'Female',
    rollEdition: 'SSR 2025',
  },
});

const row = (serial: number, name: string, over: Partial<RollRowFields> = {}) => ({
  id: `row-${serial}`,
  fields: {
    serial,
    epic: `ABC000000${serial}`,
    name: `${name} Devi`,
    relationType: 'husband' as const,
    relativeName: 'Ram',
    houseNumber: '1',
    age: 40,
    gender: 'Female' as const,
    deleted: false,
    section: 1,
    list: 'main' as const,
    ...over,
  },
  extra: {},
});

const stored = [held(1, 'Kamla'), held(2, 'Sita'), held(3, 'Geeta')];
const ctx = { partId: 'part-2', now: '2026-12-07T00:00:00.000Z' };
const cutIds = (ops: ReturnType<typeof partOps>['ops']) =>
  ops.filter((o) => o.op === 'patch' && o.fields?.rollDeleted).map((o) => o.id);

describe("a supplement's file on its own", () => {
  it('adds its additions and cuts its deletions, and nobody it does not list', () => {
    const rows = [row(4, 'Pooja', { list: 'additions' }), row(2, 'Sita', { deleted: true })];
    const { ops, edition } = partOps(rows, stored, [], part('SIR 2026 supplement 1'), ctx);
    expect(cutIds(ops)).toEqual(['voter-2']);
    expect(ops.filter((o) => o.op === 'put').map((o) => o.fields?.firstName)).toEqual(['Pooja']);
    expect(edition?.counts).toMatchObject({ added: 1, deleted: 1 });
  });

  it('is not taken for a whole revision, which cuts the voters it leaves out', () => {
    const rows = [row(1, 'Kamla'), row(4, 'Pooja', { list: 'additions' })];
    const { ops } = partOps(rows, stored, [], part('SIR 2026 draft'), ctx);
    expect(cutIds(ops).sort()).toEqual(['voter-2', 'voter-3']);
  });
});
