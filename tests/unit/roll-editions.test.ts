// A new edition over the old: generated edition pairs with known changes — corrections, moves
// to another part or section, additions, deletions, changed and missing EPICs, names respelled
// or given in the other script, serials renumbered, ages a year on — classified exactly; and
// pannas re-cut to the new serials, or flagged for a person to look at.
import { describe, expect, it } from 'vitest';
import type { EditionChange, EditionVoter, PannaRange } from '../../src/domain/roll-editions.ts';
import { compareEditions, recutPannas } from '../../src/domain/roll-editions.ts';

const FIRST = [
  'Ram',
  'Sita',
  'Mohan',
  'Geeta',
  'Arjun',
  'Kavita',
  'Suresh',
  'Anita',
  'Ravi',
  'Pooja',
];
const LAST = ['Sharma', 'Chaudhary', 'Yadav', 'Verma', 'Kumari', 'Devi', 'Gupta', 'Mishra'];
const RELATIVE = ['Shyam', 'Hari', 'Gopal', 'Kishan', 'Mahesh', 'Dinesh', 'Ramesh'];

/** An edition of `count` electors over three parts, every one a different person. */
function edition(count: number): EditionVoter[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `v${i}`,
    voterId: `NLD${String(1_000_000 + i)}`,
    partNumber: 1 + (i % 3),
    serialNumber: Math.floor(i / 3) + 1,
    sectionNumber: 1 + (i % 2),
    firstName: `${FIRST[i % FIRST.length]}${'a'.repeat(Math.floor(i / 80))}`,
    lastName: LAST[Math.floor(i / FIRST.length) % LAST.length],
    relation: RELATIVE[i % RELATIVE.length],
    relationType: 'father',
    gender: i % 2 ? 'Female' : 'Male',
    age: 20 + (i % 60),
    houseno: `${1 + Math.floor(i / 4)}`,
  }));
}

type Expected = Partial<Record<EditionChange['kind'], string[]>>;

/** The next edition: ages a year on, serials renumbered, then `edit` applied. */
function nextEdition(
  before: EditionVoter[],
  edit: (rows: Map<string, EditionVoter>) => void,
): EditionVoter[] {
  const rows = new Map(
    before.map((v) => [v.id!, { ...v, id: undefined, age: v.age! + 1 } as EditionVoter]),
  );
  edit(rows);
  // The new edition numbers its parts afresh.
  const out = [...rows.values()];
  const serials = new Map<number, number>();
  for (const r of out) {
    const next = (serials.get(r.partNumber) ?? 0) + 1;
    serials.set(r.partNumber, next);
    r.serialNumber = next;
  }
  return out;
}

const idOf = (c: EditionChange) => ('before' in c ? c.before.id! : `new:${c.after.firstName}`);

function classes(changes: EditionChange[]): Expected {
  const out: Expected = {};
  for (const c of changes) (out[c.kind] ??= []).push(idOf(c));
  for (const list of Object.values(out)) list.sort();
  return out;
}

describe('comparing two editions', () => {
  const before = edition(240);

  it('classifies every known change exactly, unchanged the rest', () => {
    const after = nextEdition(before, (rows) => {
      rows.get('v1')!.age = 99; // a corrected age
      rows.get('v2')!.relation = 'Mahendra'; // a corrected relative
      rows.get('v2')!.relationType = 'husband';
      rows.get('v3')!.partNumber = 2; // moved to another part (was part 1)
      rows.get('v4')!.sectionNumber = 2; // moved to another section (was 1)
      rows.get('v5')!.voterId = 'XYZ7654321'; // a new EPIC: found by the person
      rows.get('v6')!.voterId = undefined; // the EPIC missing: found by the person
      rows.get('v7')!.voterId = 'XYZ7654322'; // a new EPIC and a renumbered house
      rows.get('v7')!.houseno = '500';
      rows.get('v8')!.lastName = 'Sarma'; // respelled only (was Sharma)
      rows.get('v9')!.firstName = undefined; // given in Devanagari only (was Pooja Sharma)
      rows.get('v9')!.lastName = undefined;
      rows.get('v9')!.firstNameHi = 'पूजा';
      rows.get('v9')!.lastNameHi = 'शर्मा';
      rows.delete('v10'); // deleted
      rows.delete('v11');
      rows.set('n1', {
        ...rows.get('v12')!,
        voterId: 'NEW0000001',
        firstName: 'Naveen',
        relation: 'Om',
      });
      rows.set('n2', {
        ...rows.get('v13')!,
        voterId: undefined,
        firstName: 'Nisha',
        relation: 'Om',
      });
    });
    const diff = compareEditions(before, after, 1);
    const unchanged = before
      .map((v) => v.id!)
      .filter((id) => !['v1', 'v2', 'v3', 'v4', 'v5', 'v7', 'v10', 'v11'].includes(id))
      .sort();
    expect(classes(diff.changes)).toEqual({
      unchanged,
      corrected: ['v1', 'v2', 'v5', 'v7'],
      moved: ['v3', 'v4'],
      added: ['new:Naveen', 'new:Nisha'],
      deleted: ['v10', 'v11'],
    });
    const of = (id: string) => diff.changes.find((c) => 'before' in c && c.before.id === id)!;
    expect(of('v1')).toMatchObject({ fields: ['age'], by: 'epic' });
    expect(of('v2')).toMatchObject({ fields: ['relation', 'relationType'], by: 'epic' });
    expect(of('v3')).toMatchObject({ from: { part: 1, section: 2 }, to: { part: 2, section: 2 } });
    expect(of('v4')).toMatchObject({ from: { part: 2, section: 1 }, to: { part: 2, section: 2 } });
    // A new EPIC is a correction; one the new edition does not give is not a change.
    expect(of('v5')).toMatchObject({ kind: 'corrected', by: 'person', fields: ['voterId'] });
    expect(of('v6')).toMatchObject({ kind: 'unchanged', by: 'person', fields: [] });
    expect(of('v7')).toMatchObject({ by: 'name', fields: ['voterId', 'houseno'] });
    expect(of('v8')).toMatchObject({ kind: 'unchanged', respelled: ['lastName'] });
    expect(of('v9')).toMatchObject({
      kind: 'unchanged',
      respelled: ['firstNameHi', 'lastNameHi'],
    });
    // The serial follows the new edition; a renumbered part is no change of the elector.
    expect(of('v0')).toMatchObject({ kind: 'unchanged', fields: [], respelled: [] });
    expect(diff.counts).toEqual({ unchanged: 232, corrected: 4, moved: 2, added: 2, deleted: 2 });
  });

  it('takes a name spelled otherwise in its own script as respelled, another name as corrected', () => {
    const held: EditionVoter[] = [
      { ...before[0]!, firstNameHi: 'शिव', relationHi: 'विनोद' },
      { ...before[1]!, firstNameHi: 'शिव', relationHi: 'विनोद' },
    ];
    const next = held.map((v) => ({ ...v, id: undefined }));
    next[0] = { ...next[0]!, firstNameHi: 'सिव', relationHi: 'बिनोद' }; // the same names
    next[1] = { ...next[1]!, firstNameHi: 'मोहन' }; // another name, the Latin one unchanged
    const diff = compareEditions(held, next);
    const of = (id: string) => diff.changes.find((c) => 'before' in c && c.before.id === id)!;
    expect(of(held[0]!.id!)).toMatchObject({
      kind: 'unchanged',
      respelled: ['firstNameHi', 'relationHi'],
    });
    expect(of(held[1]!.id!)).toMatchObject({ kind: 'corrected', fields: ['firstNameHi'] });
  });

  it('does not take a different person for a changed EPIC', () => {
    // Same name and relative in the same house, twenty years apart: not the same elector.
    const after = nextEdition(before, (rows) => {
      const v = rows.get('v20')!;
      rows.set('son', { ...v, voterId: 'SON0000001', age: v.age! - 20 });
      rows.delete('v20');
    });
    const diff = compareEditions(before, after, 1);
    expect(diff.counts).toMatchObject({ added: 1, deleted: 1 });
  });

  it('pairs two electors of one name and house by their ages', () => {
    const twins: EditionVoter[] = [
      { id: 'a', partNumber: 1, firstName: 'Ram', relation: 'Shyam', houseno: '4', age: 30 },
      { id: 'b', partNumber: 1, firstName: 'Ram', relation: 'Shyam', houseno: '4', age: 62 },
    ];
    const after: EditionVoter[] = [
      { partNumber: 1, firstName: 'Ram', relation: 'Shyam', houseno: '4', age: 63 },
      { partNumber: 1, firstName: 'Ram', relation: 'Shyam', houseno: '4', age: 31 },
    ];
    const diff = compareEditions(twins, after, 1);
    expect(
      diff.changes.map((c) =>
        'before' in c && 'after' in c ? [c.before.id, c.after.age] : c.kind,
      ),
    ).toEqual([
      ['b', 63],
      ['a', 31],
    ]);
    // Without a house the pair is not unique: both stay unmatched rather than guessed.
    const moved = after.map((r) => ({ ...r, houseno: '9', voterId: undefined }));
    const again = compareEditions(
      twins.map((t) => ({ ...t, age: 40 })),
      moved.map((r) => ({ ...r, age: 41 })),
      1,
    );
    expect(again.counts).toMatchObject({ added: 2, deleted: 2 });
  });
});

describe('a voter typed in by hand before the roll came', () => {
  it('is the roll’s elector at its part and serial when it has no EPIC, never when both differ', () => {
    const held: EditionVoter[] = [
      { id: 'typed', partNumber: 4, serialNumber: 17, firstName: 'Babloo' },
      { id: 'other', partNumber: 4, serialNumber: 18, voterId: 'OLD0000001', firstName: 'X' },
    ];
    const roll: EditionVoter[] = [
      {
        partNumber: 4,
        serialNumber: 17,
        voterId: 'ROL0000001',
        firstName: 'Bablu',
        lastName: 'Singh',
        age: 41,
      },
      { partNumber: 4, serialNumber: 18, voterId: 'ROL0000002', firstName: 'Y' },
    ];
    const diff = compareEditions(held, roll);
    expect(diff.changes.map((c) => [c.kind, 'before' in c ? c.before.id : null])).toEqual([
      ['corrected', 'typed'],
      ['added', null],
      ['deleted', 'other'],
    ]);
    expect(diff.changes[0]).toMatchObject({ by: 'serial', fields: ['voterId', 'lastName', 'age'] });
  });
});

describe('re-cutting pannas to the new serials', () => {
  const part = (n: number): EditionVoter[] =>
    Array.from({ length: n }, (_, i) => ({
      id: `p${i + 1}`,
      voterId: `PAN${String(i + 1).padStart(7, '0')}`,
      partNumber: 1,
      serialNumber: i + 1,
      firstName: `Voter${i + 1}`,
      age: 30 + i,
    }));
  const before = part(10);
  const pannas: PannaRange[] = [
    { pannaId: 'A', partNumber: 1, fromSerial: 1, toSerial: 5 },
    { pannaId: 'B', partNumber: 1, fromSerial: 6, toSerial: 10 },
  ];
  /** The new edition lists `order` (old serials, or a new voter) and numbers them afresh. */
  const edition = (order: (number | 'new')[], movedToPart2: number[] = []): EditionVoter[] =>
    order.map((o, i) =>
      o === 'new'
        ? { voterId: `NEW${i}`, partNumber: 1, serialNumber: i + 1, firstName: `New${i}`, age: 18 }
        : {
            ...before[o - 1]!,
            id: undefined,
            partNumber: movedToPart2.includes(o) ? 2 : 1,
            serialNumber: i + 1,
          },
    );
  const recut = (after: EditionVoter[]) => recutPannas(pannas, compareEditions(before, after));

  it('keeps a panna whose voters keep their serials', () => {
    expect(recut(edition([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]))).toEqual([
      { pannaId: 'A', kind: 'same' },
      { pannaId: 'B', kind: 'same' },
    ]);
  });

  it('follows its voters to their new serials when one is deleted or one is added between', () => {
    expect(recut(edition([1, 3, 4, 5, 6, 7, 8, 9, 10]))).toEqual([
      {
        pannaId: 'A',
        kind: 'recut',
        partNumber: 1,
        fromSerial: 1,
        toSerial: 4,
        lost: 1,
        joined: 0,
      },
      {
        pannaId: 'B',
        kind: 'recut',
        partNumber: 1,
        fromSerial: 5,
        toSerial: 9,
        lost: 0,
        joined: 0,
      },
    ]);
    // A new voter listed inside A's voters joins A; B's voters move down one.
    expect(recut(edition([1, 2, 'new', 3, 4, 5, 6, 7, 8, 9, 10]))).toEqual([
      {
        pannaId: 'A',
        kind: 'recut',
        partNumber: 1,
        fromSerial: 1,
        toSerial: 6,
        lost: 0,
        joined: 1,
      },
      {
        pannaId: 'B',
        kind: 'recut',
        partNumber: 1,
        fromSerial: 7,
        toSerial: 11,
        lost: 0,
        joined: 0,
      },
    ]);
  });

  it('flags a panna mixed with another’s voters, or left with none in the part', () => {
    expect(recut(edition([1, 2, 8, 4, 5, 6, 7, 3, 9, 10]))).toEqual([
      { pannaId: 'A', kind: 'flagged', reason: 'mixed', kept: 5, lost: 0 },
      { pannaId: 'B', kind: 'flagged', reason: 'mixed', kept: 5, lost: 0 },
    ]);
    expect(recut(edition([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [1, 2, 3, 4, 5]))).toEqual([
      { pannaId: 'A', kind: 'flagged', reason: 'empty', kept: 0, lost: 5 },
      { pannaId: 'B', kind: 'same' },
    ]);
  });
});
