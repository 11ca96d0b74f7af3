// The compiled fast path must agree with Yup: whatever it accepts, Yup accepts unchanged.
// These properties compare the two on generated records and mutation envelopes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileFastPath } from '../../src/domain/schema-fast-path.ts';
import {
  RECORD_SCHEMAS,
  RESERVED_FIELDS,
  validateRecordFields,
} from '../../src/domain/sync-records.ts';
import { mutationSchema } from '../../src/domain/sync-requests.ts';
import { SYNC_TABLES } from '../../src/domain/sync-protocol.ts';
import { validateKeepingUnknown } from '../../src/domain/validation.ts';

const KNOWN_KEYS = [
  ...new Set(Object.values(RECORD_SCHEMAS).flatMap((s) => Object.keys(s.fields))),
];

/** Values near the edges: right and wrong types, empty, long, odd text. */
const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ minLength: 190, maxLength: 260 }),
  fc.constantFrom(
    '',
    ' ',
    'active',
    'disabled',
    '12',
    '1e3',
    'a\u0000b',
    '\ud800',
    '00000000-0000-4000-8000-000000000000',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 4 }),
  fc.jsonValue({ maxDepth: 2 }),
);

const record = fc.dictionary(
  fc.oneof(fc.constantFrom(...KNOWN_KEYS, ...RESERVED_FIELDS), fc.string({ maxLength: 8 })),
  value,
  { maxKeys: 12 },
);

describe('schema fast path', () => {
  it('compiles for every record table and for the mutation envelope', () => {
    expect(compileFastPath(mutationSchema)).not.toBeNull();
    for (const fields of [
      { firstName: 'Ram', age: 4 },
      { status: 'active' },
      { members: ['a'] },
      { groupId: '00000000-0000-4000-8000-000000000000' },
    ])
      expect(Object.values(RECORD_SCHEMAS).some((s) => validateKeepingUnknown(s, fields).ok)).toBe(
        true,
      );
  });

  it('property: validateRecordFields gives exactly what Yup gives', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SYNC_TABLES), record, (table, fields) => {
        const stripped = Object.fromEntries(
          Object.entries(fields).filter(([k]) => !RESERVED_FIELDS.includes(k)),
        );
        const fast = validateRecordFields(table, fields);
        const slow = validateKeepingUnknown(RECORD_SCHEMAS[table], stripped);
        expect(fast.ok).toBe(slow.ok);
        if (fast.ok && slow.ok) expect(fast.value).toEqual(slow.value);
        else if (!fast.ok && !slow.ok) expect(fast.fields).toEqual(slow.fields);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: the envelope fast path accepts only what Yup accepts unchanged', () => {
    const fast = compileFastPath(mutationSchema)!;
    // Mostly well-formed, so that many reach the fast path's "yes".
    const mostly = <T>(good: fc.Arbitrary<T>) =>
      fc.oneof({ arbitrary: good, weight: 6 }, { arbitrary: value, weight: 1 });
    const envelope = fc.record(
      {
        mutationId: mostly(fc.oneof(fc.integer({ min: -1, max: 10 }), fc.double())),
        table: mostly(fc.constantFrom(...SYNC_TABLES, 'users')),
        id: mostly(fc.uuid()),
        op: mostly(fc.constantFrom('put', 'patch', 'delete', 'drop')),
        fields: mostly(record),
        baseVersion: mostly(fc.nat()),
      },
      { requiredKeys: [] },
    );
    let accepted = 0;
    fc.assert(
      fc.property(envelope, (m) => {
        if (!fast(m)) return;
        accepted += 1;
        const slow = validateKeepingUnknown(mutationSchema, m);
        expect(slow.ok).toBe(true);
        if (slow.ok) expect(slow.value).toEqual(m);
      }),
      { numRuns: 3000 },
    );
    expect(accepted).toBeGreaterThan(10);
  });
});
