// Migration 015 on a server that already holds a roll without serials: every live voter gets
// the serial the phones showed (its place in its part by record id among the live voters), the
// CSV import's relativeName is copied into an empty relation, each changed voter is a new
// record version that a phone's next pull brings, and nothing else changes — other fields,
// tombstones, pannas, visits, marks and the field tallies are kept as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import type { SyncFields } from '../../src/domain/sync-protocol.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import type { Team } from '../utils/server/team.ts';
import { makeTeam } from '../utils/server/team.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import { DATABASE_KINDS_WHERE_IT_MATTERS } from '../utils/server/test-databases.ts';

const MIGRATION = '015_voter_roll_fields.sql';

/** Ids in a known byte order, written out of that order below. */
const id = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;

type Row = {
  tbl: string;
  id: string;
  version: number;
  deleted: boolean;
  scope: string;
  fields: SyncFields;
};

describe.each(DATABASE_KINDS_WHERE_IT_MATTERS)(
  "migration 015: the roll's identity on existing voters (%s)",
  (kind) => {
    let t: TestApp;
    let team: Team;
    let before: Map<string, Row>;
    let tallies: unknown[];
    let cursor: string;

    const rows = async (): Promise<Map<string, Row>> => {
      const { rows: all } = await t.db.query<Row>(
        'SELECT tbl, id, version::float8 AS version, deleted, scope, fields FROM records ORDER BY tbl, id',
      );
      return new Map(all.map((r) => [`${r.tbl}/${r.id}`, { ...r, version: Number(r.version) }]));
    };
    const partTallies = async () =>
      (
        await t.db.query(
          'SELECT scope, part, voters, voted, contacted, supporters, supporters_voted FROM field_part_tallies ORDER BY scope, part',
        )
      ).rows;
    /** Migration 015 again, as on a server that had all migrations up to 014. */
    const runMigration = async () => {
      await t.db.query('DELETE FROM schema_migrations WHERE name = $1', [MIGRATION]);
      expect(await migrate(t.db)).toEqual([MIGRATION]);
    };

    beforeAll(async () => {
      t = await startTestApp(kind);
      team = await makeTeam(t);
      const phone = new SyncClient(t, team.booth1.token);
      const voter = (n: number, fields: SyncFields) => ({
        table: 'voters' as const,
        id: id(n),
        fields,
      });
      // Part 12: ids 3, 5, 1, 7 (written in that order) and 4, deleted; part 13: 2 and 6; id 8 has
      // no part (part 0); id 9 already has a serial (pushed by a phone with the roll's fields).
      const res = await phone.push([
        voter(3, { firstName: 'C', partNumber: 12, relativeName: 'Shyam Lal', gender: 'Male' }),
        voter(5, { firstName: 'E', partNumber: 12, relation: 'Hari', relativeName: 'Other' }),
        voter(1, { firstName: 'A', partNumber: 12, relation: '  ', relativeName: 'Mohan' }),
        voter(7, { firstName: 'G', partNumber: 12, age: 50 }),
        voter(4, { firstName: 'D', partNumber: 12 }),
        voter(6, { firstName: 'F', partNumber: 13 }),
        voter(2, { firstName: 'B', partNumber: 13, address: 'H.No. 1' }),
        voter(8, { firstName: 'H' }),
        voter(9, { firstName: 'I', partNumber: 13, serialNumber: 40 }),
      ]);
      expect(res.errors).toEqual([]);
      expect((await phone.push([{ table: 'voters', id: id(4), op: 'delete' }])).errors).toEqual([]);
      // Field work on those voters: a panna over serials 2–3 of part 12, a visit, a mark.
      const at = '2026-11-20T10:00:00.000Z';
      const field = await phone.push([
        {
          table: 'pannas',
          fields: {
            pannaId: id(100),
            partNumber: 12,
            fromSerial: 2,
            toSerial: 3,
            memberId: id(101),
            memberName: 'Ravi',
            assignedAt: at,
            by: 'Asha',
          },
        },
        {
          table: 'visits',
          fields: {
            voterId: id(3),
            outcome: 'met',
            leaning: 'supporter',
            visitedAt: at,
            by: 'Asha',
          },
        },
        { table: 'voteMarks', fields: { voterId: id(3), voted: true, markedAt: at, by: 'Asha' } },
      ]);
      expect(field.errors).toEqual([]);
      // A phone that has pulled everything so far.
      const coordinator = new SyncClient(t, team.coordinator.token);
      await coordinator.pullAll();
      cursor = coordinator.cursor;
      before = await rows();
      tallies = await partTallies();
      await runMigration();
    });
    afterAll(() => t.close());

    it('gives each live voter without a serial its place in its part by id, and keeps one it has', async () => {
      const after = await rows();
      const serials = Object.fromEntries(
        [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => [
          n,
          after.get(`voters/${id(n)}`)?.fields.serialNumber,
        ]),
      );
      // Part 12 live by id: 1, 3, 5, 7 (4 deleted); part 13: 2, 6, 9; part 0: 8.
      expect(serials).toEqual({ 1: 1, 2: 1, 3: 2, 4: undefined, 5: 3, 6: 2, 7: 4, 8: 1, 9: 40 });
    });

    it('copies relativeName into an empty relation, and keeps both', async () => {
      const after = await rows();
      const fields = (n: number) => after.get(`voters/${id(n)}`)!.fields;
      expect(fields(3)).toMatchObject({ relation: 'Shyam Lal', relativeName: 'Shyam Lal' });
      expect(fields(1)).toMatchObject({ relation: 'Mohan', relativeName: 'Mohan' });
      expect(fields(5)).toMatchObject({ relation: 'Hari', relativeName: 'Other' });
      expect(fields(7)).not.toHaveProperty('relation');
    });

    it('changes nothing else: fields, tombstones, pannas, visits, marks, tallies', async () => {
      const after = await rows();
      expect([...after.keys()]).toEqual([...before.keys()]);
      const maxBefore = Math.max(...[...before.values()].map((r) => r.version));
      for (const [key, old] of before) {
        const now = after.get(key)!;
        const added = Object.keys(now.fields).filter((k) => !(k in old.fields));
        const changed = added.length > 0 || now.fields.relation !== old.fields.relation;
        // Only voters change, each by serialNumber and/or relation, as a new version.
        if (changed) {
          expect(key.startsWith('voters/'), key).toBe(true);
          expect(now.version, key).toBeGreaterThan(maxBefore);
          expect(
            added.filter((k) => k !== 'serialNumber' && k !== 'relation'),
            key,
          ).toEqual([]);
        } else expect(now, key).toEqual(old);
        const { serialNumber: _s, relation: _r, ...rest } = now.fields;
        const { serialNumber: _os, relation: _or, ...oldRest } = old.fields;
        expect(rest, key).toEqual(oldRest);
        expect([now.deleted, now.scope], key).toEqual([old.deleted, old.scope]);
      }
      // The tombstone and the voter that had its serial (and relation) are not rewritten.
      expect(after.get(`voters/${id(4)}`)).toEqual(before.get(`voters/${id(4)}`));
      expect(after.get(`voters/${id(9)}`)).toEqual(before.get(`voters/${id(9)}`));
      expect(await partTallies()).toEqual(tallies);
    });

    it("brings the changed voters to a phone's next pull, and its panna still covers the same voters", async () => {
      const coordinator = new SyncClient(t, team.coordinator.token);
      coordinator.cursor = cursor;
      const pulled = await coordinator.pullAll();
      expect(pulled.map((r) => r.table)).toEqual(Array<string>(pulled.length).fill('voters'));
      expect(pulled.map((r) => r.id).sort()).toEqual([1, 2, 3, 5, 6, 7, 8].map(id).sort());
      // Serials 2–3 of part 12 were the 2nd and 3rd voters by id (3 and 5): still those two.
      const inPanna = pulled
        .filter((r) => r.fields.partNumber === 12)
        .filter(
          (r) => (r.fields.serialNumber as number) >= 2 && (r.fields.serialNumber as number) <= 3,
        )
        .map((r) => r.id)
        .sort();
      expect(inPanna).toEqual([id(3), id(5)]);
    });

    it('run again, writes nothing', async () => {
      const once = await rows();
      await runMigration();
      expect(await rows()).toEqual(once);
    });
  },
);
