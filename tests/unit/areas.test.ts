// The Areas screen's data and rules: paths made from names in either script, the tree order
// (a coordinator's top area starts the tree when the ones above are not on the phone), the
// counts of members and voters placed inside, and who may add or rename.
import { describe, expect, test } from 'vitest';
import { createRecord, deleteRecord } from '../../src/db/commands.ts';
import type { AreaRecord } from '../../src/db/types.ts';
import {
  areaId,
  areaName,
  areaProblem,
  levelOf,
  newAreaPath,
  parseParts,
  pathChain,
} from '../../src/domain/areas.ts';
import { newRecordHomes } from '../../src/domain/roll-home.ts';
import { writeVoterBatch } from '../../src/features/voters/import/write-batch.ts';
import { createArea, updateArea } from '../../src/features/areas/area-commands.ts';
import {
  loadAreaRows,
  mayAddBelow,
  mayRename,
  topAddParent,
  treeOrder,
} from '../../src/features/areas/area-queries.ts';
import { withRecordFields } from '../../src/db/outbox.ts';
import { alice, freshDb } from '../utils/unit/sync-helpers.ts';

const area = (path: string, name: string, extra: Partial<AreaRecord> = {}): AreaRecord => ({
  id: areaId(path),
  version: 1,
  updatedAt: '',
  deleted: 0,
  scope: path,
  ownerId: 'u',
  path,
  name,
  ...extra,
});

describe('area paths and names', () => {
  test('a new path comes from the name, in Latin letters, numbered on when taken', () => {
    expect(newAreaPath('up', 'Lucknow Central', new Set())).toBe('up/lucknow-central');
    expect(newAreaPath('up', 'लखनऊ', new Set())).toMatch(/^up\/lakhana/);
    expect(newAreaPath('', 'Uttar Pradesh', new Set(['uttar-pradesh']))).toBe('uttar-pradesh-2');
    expect(newAreaPath('up', '!!!', new Set())).toBe('up/area');
  });

  test('levels by depth, the chain above, names by language with fallbacks', () => {
    expect(levelOf('up')).toBe('state');
    expect(levelOf('up/lko/lc/b/m/booth-1')).toBe('booth');
    expect(levelOf('up/lko/lc/b/m/booth-1/x')).toBeUndefined();
    expect(pathChain('up/lko/lc')).toEqual(['up', 'up/lko', 'up/lko/lc']);
    expect(areaName({ path: 'up', name: 'Uttar Pradesh', nameHi: 'उत्तर प्रदेश' }, 'hi')).toBe(
      'उत्तर प्रदेश',
    );
    expect(areaName({ path: 'up', name: '', nameHi: 'उत्तर प्रदेश' }, 'en')).toBe('उत्तर प्रदेश');
    expect(areaName({ path: 'up', name: '' }, 'en')).toBe('up');
  });

  test('part numbers from free text; anything else is refused', () => {
    expect(parseParts('13, 12 12;14')).toEqual([12, 13, 14]);
    expect(parseParts('')).toEqual([]);
    expect(parseParts('12, x')).toBeNull();
    expect(parseParts('-1')).toBeNull();
  });

  test('the server rule: a valid path and the id the path gives', () => {
    expect(areaProblem(areaId('up/lko'), { path: 'up/lko' })).toBeNull();
    expect(areaProblem(areaId('up/x'), { path: 'up/lko' })).toBe('errors.areaId');
    expect(areaProblem(areaId('Up Lko'), { path: 'Up Lko' })).toBe('errors.scope');
    expect(areaProblem(areaId(''), { path: '' })).toBe('errors.scope');
  });
});

describe('the tree on this phone', () => {
  test('depth-first, siblings by name; an orphan starts its own tree', () => {
    const order = treeOrder(
      [
        area('up/lko/b', 'Bakshi'),
        area('up', 'Uttar Pradesh'),
        area('up/lko', 'Lucknow'),
        area('up/lko/a', 'Aliganj'),
        area('mp/bhopal', 'Bhopal'),
      ],
      'en',
    ).map((a) => a.path);
    expect(order).toEqual(['mp/bhopal', 'up', 'up/lko', 'up/lko/a', 'up/lko/b']);
  });

  test('members and voters placed inside are counted per area', async () => {
    const db = freshDb();
    const coordinator = { userId: 'coord', scope: 'up/lko/lc' };
    const taken = new Set<string>();
    const form = (name: string, parts: number[] = []) => ({
      name,
      nameHi: '',
      parts,
      pollingStation: '',
    });
    const block = await createArea(db, coordinator, 'up/lko/lc', form('Block A'), taken);
    taken.add(block);
    const mandal = await createArea(db, coordinator, block, form('Mandal 1'), taken);
    const booth1 = await createArea(db, coordinator, mandal, form('Booth 12', [12]), taken);
    const booth2 = await createArea(db, coordinator, mandal, form('Booth 13', [13]), taken);
    // New voters go to the booth of their part: 12 to Booth 12, 13 to Booth 13; 99, which no
    // booth lists, stays with me.
    await writeVoterBatch(
      db,
      coordinator,
      [
        { firstName: 'A', partNumber: 12, voterId: 'V1' },
        { firstName: 'C', partNumber: 13, voterId: 'V3' },
        { firstName: 'D', partNumber: 99, voterId: 'V4' },
      ],
      { homeOf: newRecordHomes(await db.areas.toArray(), coordinator.scope) },
    );
    // Voters as the server placed them: one in Booth 12; one of part 12 in another assembly,
    // which the booth's part list names but whose phones never get it; one deleted.
    await createRecord(
      db,
      coordinator,
      'voters',
      { firstName: 'B', partNumber: 12 },
      { placeIn: booth1 },
    );
    await createRecord(db, alice, 'voters', { firstName: 'E', partNumber: 12 });
    const gone = await createRecord(
      db,
      coordinator,
      'voters',
      { firstName: 'F' },
      { placeIn: booth2 },
    );
    await deleteRecord(db, coordinator, 'voters', gone);
    await createRecord(
      db,
      coordinator,
      'members',
      { level: 'booth', status: 'active', name: 'M' },
      {
        placeIn: booth1,
      },
    );
    await createRecord(db, coordinator, 'members', { level: 'booth', status: 'active', name: 'N' });
    const rows = new Map((await loadAreaRows(db, 'en')).map((r) => [r.path, r]));
    // Voters count where they live: what the area's phones receive.
    expect(rows.get(booth1)).toMatchObject({ voters: 2, members: 1, depth: 2 });
    expect(rows.get(booth2)).toMatchObject({ voters: 1, members: 0 });
    expect(rows.get(mandal)).toMatchObject({ voters: 3, members: 1, depth: 1 });
    expect(rows.get(block)).toMatchObject({ voters: 3, members: 1, depth: 0 });
    // The outbox asks the server to place the area at its own path, under the path's id.
    const put = (await db.outbox.toArray()).find(
      (e) => e.kind === 'mutation' && e.recordId === areaId(booth1),
    );
    expect(put).toMatchObject({ op: 'put', fields: { path: booth1, scope: booth1, parts: [12] } });
    expect(await updateArea(db, coordinator, rows.get(booth1)!, form('Booth Twelve', [12]))).toBe(
      true,
    );
    expect((await db.areas.get(areaId(booth1)))?.name).toBe('Booth Twelve');
  });

  test('who may add and rename: inside one’s own place only; nothing below a booth', () => {
    const booth = area('up/lko/lc/b/m/booth-1', 'Booth');
    const assembly = area('up/lko/lc', 'Lucknow Central');
    expect(topAddParent('')).toBe('');
    expect(topAddParent('up/lko')).toBe('up/lko');
    expect(topAddParent(null)).toBeNull();
    expect(topAddParent(booth.path)).toBeNull();
    expect(mayAddBelow('up/lko', assembly)).toBe(true);
    expect(mayAddBelow('up/lko', booth)).toBe(false);
    expect(mayAddBelow('up/lko/lc/x', assembly)).toBe(false);
    expect(mayRename('up/lko/lc', assembly)).toBe(true);
    expect(mayRename('up/lko/lc/b', assembly)).toBe(false);
    expect(mayRename(null, assembly)).toBe(false);
  });
});

describe('voters placed in the booth of their part', () => {
  const booths = [
    area('up/lucknow/lc/b/m/booth-12', 'Booth 12', { parts: [12, 13] }),
    area('up/lucknow/lc/b/m/booth-14', 'Booth 14', { parts: [14, 15] }),
    area('up/lucknow/lc/b/m/booth-15', 'Booth 15b', { parts: [15] }),
    area('up/kanpur/k/b/m/booth-1', 'Kanpur 1', { parts: [1] }),
  ];

  test('each record goes to the one booth of its assembly inside my place listing its part', () => {
    const homes = newRecordHomes(booths, 'up/lucknow');
    expect([12, 13, 14, 15, 99].map((partNumber) => homes({ partNumber }))).toEqual([
      'up/lucknow/lc/b/m/booth-12',
      'up/lucknow/lc/b/m/booth-12',
      'up/lucknow/lc/b/m/booth-14',
      undefined, // listed twice
      undefined, // listed nowhere
    ]);
    // From the top, two assemblies: a part number alone names no booth.
    expect(newRecordHomes(booths, '')({ partNumber: 1 })).toBeUndefined();
    expect(newRecordHomes(booths, 'up/kanpur')({ partNumber: 1 })).toBe('up/kanpur/k/b/m/booth-1');
    expect(newRecordHomes(booths, 'up/kanpur/k/b/m/booth-1')({ partNumber: 12 })).toBeUndefined();
    // A booth worker names no other booth (outside their place): the server moves those.
    expect(
      newRecordHomes(booths, 'up/lucknow/lc/b/m/booth-14')({ partNumber: 12 }),
    ).toBeUndefined();
  });

  test('an import puts new voters in their booth and names it in the mutation; the rest stay mine', async () => {
    const db = freshDb();
    const homeOf = newRecordHomes(booths, alice.scope);
    await writeVoterBatch(
      db,
      alice,
      [
        { firstName: 'A', partNumber: 12, voterId: 'V1' },
        { firstName: 'B', partNumber: 15, voterId: 'V2' },
        { firstName: 'C', voterId: 'V3' },
      ],
      { homeOf },
    );
    const scopes = Object.fromEntries((await db.voters.toArray()).map((v) => [v.voterId, v.scope]));
    expect(scopes).toEqual({
      V1: 'up/lucknow/lc/b/m/booth-12',
      V2: alice.scope,
      V3: alice.scope,
    });
    const sent = await withRecordFields(db, await db.outbox.toArray());
    const byVoter = Object.fromEntries(
      sent.map((e) => [(e as unknown as { fields: { voterId: string } }).fields.voterId, e]),
    );
    expect(byVoter.V1).toMatchObject({
      fields: { firstName: 'A', partNumber: 12, scope: 'up/lucknow/lc/b/m/booth-12' },
    });
    expect(byVoter.V3).not.toHaveProperty('fields.scope');
  });
});

describe('a booth a person makes takes its parts over from the booths that held them', () => {
  test('creating or editing a booth strips its parts from the booths of the same assembly', async () => {
    const db = freshDb();
    const coordinator = { userId: 'coord', scope: 'up/lko/lc' };
    const rollBooth = (path: string, parts: number[]) =>
      createRecord(
        db,
        coordinator,
        'areas',
        { path, name: path, parts, fromRoll: true },
        { id: areaId(path), placeIn: path },
      );
    await rollBooth('up/lko/lc/roll/parts/part-121', [121]);
    await rollBooth('up/lko/lc/roll/parts/part-122', [122, 123]);
    // A booth a person made gives its part up too (the form has said how many voters move).
    const own = 'up/lko/lc/aliganj/sector-p/booth-125';
    await createRecord(
      db,
      coordinator,
      'areas',
      { path: own, name: 'Booth 125', parts: [125, 126] },
      { id: areaId(own), placeIn: own },
    );
    // Another assembly's part 121 is another part: it stays where it is.
    await createRecord(
      db,
      { userId: 'coord', scope: '' },
      'areas',
      { path: 'up/lko/le/roll/parts/part-121', name: 'LE 121', parts: [121], fromRoll: true },
      { id: areaId('up/lko/le/roll/parts/part-121'), placeIn: 'up/lko/le/roll/parts/part-121' },
    );
    const form = (name: string, parts: number[]) => ({
      name,
      nameHi: '',
      parts,
      pollingStation: '',
    });
    const mandal = 'up/lko/lc/aliganj/sector-q';
    const booth = await createArea(
      db,
      coordinator,
      mandal,
      form('Booth 121', [121, 123, 125]),
      new Set(),
    );
    const parts = async (path: string) => (await db.areas.get(areaId(path)))?.parts;
    expect(await parts(booth)).toEqual([121, 123, 125]);
    expect(await parts(own)).toEqual([126]);
    expect(await parts('up/lko/lc/roll/parts/part-121')).toEqual([]);
    expect(await parts('up/lko/lc/roll/parts/part-122')).toEqual([122]);
    expect(await parts('up/lko/le/roll/parts/part-121')).toEqual([121]);
    // Editing a roll-made booth makes it the person's own: it keeps its parts from then on.
    const edited = (await db.areas.get(areaId('up/lko/lc/roll/parts/part-122')))!;
    await updateArea(db, coordinator, edited, form('Naya Tola', [122, 124]));
    expect(await db.areas.get(edited.id)).toMatchObject({ parts: [122, 124], fromRoll: false });
    const outbox = await db.outbox.count();
    // Three roll booths and a person's, the new booth, three take-overs, the edit.
    expect(outbox).toBe(4 + 1 + 3 + 1);
  });
});
