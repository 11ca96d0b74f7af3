// The Sync Center names a waiting change by what it is about, never by a record id.
import { describe, expect, it } from 'vitest';
import type { MutationEntry } from '../../src/db/types.ts';
import { entrySubject } from '../../src/features/sync-center/entry-labels.ts';

const VOTER = '6f1c2a9e-3b7d-4c55-9a10-2e8f4d6b7c01';
const change = (
  table: MutationEntry['table'],
  fields: MutationEntry['fields'],
  recordId = 'b1d2c3e4-0000-4000-8000-000000000001',
): MutationEntry => ({
  kind: 'mutation',
  userId: 'u1',
  status: 'pending',
  createdAt: '2026-11-26T08:00:00Z',
  clientId: 'c1',
  mutationId: 1,
  table,
  op: 'put',
  recordId,
  fields,
  baseVersion: 0,
});
const names = new Map([[VOTER, 'Kavita Gupta']]);

describe('entrySubject', () => {
  it("names a visit and a voted mark by the voter's name", () => {
    expect(entrySubject(change('visits', { voterId: VOTER, outcome: 'met' }), names)).toBe(
      'Kavita Gupta',
    );
    expect(entrySubject(change('voteMarks', { voterId: VOTER, voted: true }), names)).toBe(
      'Kavita Gupta',
    );
  });

  it("names a voter's edit holding no name by the voter it changes", () => {
    expect(entrySubject(change('voters', { phone: '' }, VOTER), names)).toBe('Kavita Gupta');
    expect(entrySubject(change('voters', { firstName: 'Asha', lastName: 'Devi' }), names)).toBe(
      'Asha Devi',
    );
  });

  it('names a panna by its karyakarta, and says nothing rather than an id', () => {
    expect(entrySubject(change('pannas', { memberName: 'Ravi Kumar', partNumber: 3 }))).toBe(
      'Ravi Kumar',
    );
    expect(entrySubject(change('visits', { voterId: VOTER, outcome: 'met' }))).toBe('');
    expect(entrySubject(change('areas', { path: 'up/lucknow' }))).toBe('');
  });
});
