// The rule of where a roll record lives (src/domain/roll-home.ts): the one booth holding its
// part inside its own assembly — the one its place lies in, or, from above, the one its
// assembly number names — and otherwise where it is.
import { describe, expect, test } from 'vitest';
import type { PlacingArea } from '../../src/domain/roll-home.ts';
import {
  assemblyFor,
  homeOf,
  newRecordHomes,
  placedRecord,
  regionOf,
  rollAssembly,
  rollPart,
} from '../../src/domain/roll-home.ts';

const booth = (path: string, parts: number[], deleted = false): PlacingArea => ({
  path,
  parts,
  deleted,
});
const assembly = (path: string, number?: number): PlacingArea => ({ path, number });
const part = (p: number, assemblyNumber: number | null = null) => ({
  part: p,
  assembly: assemblyNumber,
});

describe('roll homes', () => {
  // Lucknow Central (AC 173) and Lucknow North (AC 174); Kanpur's assembly has no number yet;
  // Bihar's AC 173 is another assembly of the same number.
  const areas = [
    assembly('up/lko/lc', 173),
    assembly('up/lko/ln', 174),
    assembly('up/knp/k'),
    assembly('br/pat/p', 173),
    booth('up/lko/lc/b/m/booth-12', [12, 13]),
    booth('up/lko/lc/b/m/booth-14', [14, 15]),
    booth('up/lko/lc/b/m/booth-15', [15]),
    booth('up/lko/ln/b/m/booth-1', [12, 45]),
    booth('up/lko/lc/b/m/booth-16', [16], true),
    booth('up/knp/k/b/m/booth-45', [45]),
  ];

  test('the region is the assembly at assembly depth and below, else the place itself', () => {
    expect(regionOf('up/lko/lc/b/m/booth-12')).toBe('up/lko/lc');
    expect(regionOf('up/lko/lc')).toBe('up/lko/lc');
    expect(regionOf('up/lko')).toBe('up/lko');
    expect(regionOf('')).toBe('');
  });

  test('inside an assembly: the one live booth of the part there; none or several: it stays', () => {
    expect(homeOf(part(13), 'up/lko/lc/b/m/booth-14', areas)).toBe('up/lko/lc/b/m/booth-12');
    expect(homeOf(part(13), 'up/lko/lc', areas)).toBe('up/lko/lc/b/m/booth-12');
    // Part 12 repeats in another assembly: each assembly has its own.
    expect(homeOf(part(12), 'up/lko/lc/b', areas)).toBe('up/lko/lc/b/m/booth-12');
    expect(homeOf(part(12), 'up/lko/ln', areas)).toBe('up/lko/ln/b/m/booth-1');
    // Two booths list part 15, none lists 99 or (live) 16: the record stays where it was made.
    expect(homeOf(part(15), 'up/lko/lc/b/m/booth-15', areas)).toBe('up/lko/lc/b/m/booth-15');
    expect(homeOf(part(16), 'up/lko/lc/b/m/booth-16', areas)).toBe('up/lko/lc/b/m/booth-16');
    expect(homeOf(part(99), 'up/lko/lc/b/m/booth-12', areas)).toBe('up/lko/lc/b/m/booth-12');
  });

  test('from above, a record without an assembly number is placed only in a tree of one assembly', () => {
    // Lucknow holds two assemblies with a part 12: no guess.
    expect(homeOf(part(12), 'up/lko', areas)).toBe('up/lko');
    expect(homeOf(part(14), '', areas)).toBe('');
    // Kanpur holds one assembly: its booth of part 45, not Lucknow North's.
    expect(homeOf(part(45), 'up/knp', areas)).toBe('up/knp/k/b/m/booth-45');
    expect(homeOf(part(13), 'up/knp', areas)).toBe('up/knp');
  });

  test('a record with an assembly number goes only to a booth of the assembly of that number', () => {
    // From the top: AC 174 part 45 is Lucknow North's booth 1, never Kanpur's booth 45.
    expect(homeOf(part(45, 174), '', areas)).toBe('up/lko/ln/b/m/booth-1');
    expect(homeOf(part(45, 174), 'up/lko', areas)).toBe('up/lko/ln/b/m/booth-1');
    // AC 173 is numbered in two states: from the top nobody can tell; from UP it is Lucknow
    // Central, which has no booth of part 45: the record stays where it was made.
    expect(homeOf(part(12, 173), '', areas)).toBe('');
    expect(homeOf(part(12, 173), 'up', areas)).toBe('up/lko/lc/b/m/booth-12');
    expect(homeOf(part(45, 173), 'up', areas)).toBe('up');
    // No assembly carries AC 211: nowhere to go.
    expect(homeOf(part(45, 211), '', areas)).toBe('');
  });

  test('inside an assembly of another number, a record of another assembly stays put', () => {
    expect(homeOf(part(12, 174), 'up/lko/lc/b', areas)).toBe('up/lko/lc/b');
    expect(homeOf(part(12, 173), 'up/lko/lc/b', areas)).toBe('up/lko/lc/b/m/booth-12');
    // An assembly without a number cannot tell: the place the record was made decides.
    expect(homeOf(part(45, 999), 'up/knp/k', areas)).toBe('up/knp/k/b/m/booth-45');
    expect(assemblyFor(part(45, 174), 'up/lko/lc', areas)).toBeNull();
    expect(assemblyFor(part(45), 'up/lko/lc/b', areas)).toBe('up/lko/lc');
  });

  test('a home is its own home: moving twice changes nothing', () => {
    for (const p of [12, 13, 14, 15, 16, 45, 99])
      for (const ac of [null, 173, 174, 999])
        for (const scope of ['', 'up', 'up/lko', 'up/knp', 'up/lko/lc', 'up/lko/ln/b']) {
          const home = homeOf(part(p, ac), scope, areas);
          expect(homeOf(part(p, ac), home, areas), `${p}/${ac} ${scope}`).toBe(home);
        }
  });

  test('new records name their home when it lies inside the writer’s place', () => {
    const homes = newRecordHomes(areas, 'up/lko');
    expect(homes({ partNumber: 45, assemblyNumber: 174 })).toBe('up/lko/ln/b/m/booth-1');
    expect(homes({ partNumber: 45, assemblyNumber: 173 })).toBeUndefined();
    expect(homes({ partNumber: 12 })).toBeUndefined();
    expect(homes({ firstName: 'no part' } as { partNumber?: unknown })).toBeUndefined();
    // A booth worker names no other booth (outside their place): the server moves those.
    expect(newRecordHomes(areas, 'up/lko/lc/b/m/booth-14')({ partNumber: 12 })).toBeUndefined();
    // Below an assembly whose area the phone does not hold, a record naming an assembly number
    // is left to the server (it may be another assembly's); one naming none is placed.
    const blockPhone = areas.filter((a) => a.path.startsWith('up/lko/lc/b/'));
    const fromBlock = newRecordHomes(blockPhone, 'up/lko/lc/b');
    expect(fromBlock({ partNumber: 13, assemblyNumber: 174 })).toBeUndefined();
    expect(fromBlock({ partNumber: 13 })).toBe('up/lko/lc/b/m/booth-12');
    expect(newRecordHomes(areas, 'up/lko/lc/b')({ partNumber: 13, assemblyNumber: 173 })).toBe(
      'up/lko/lc/b/m/booth-12',
    );
  });

  test('the part and assembly of a record: numbers, truncated; none without one', () => {
    expect(rollPart({ partNumber: 12 })).toBe(12);
    expect(rollPart({ partNumber: 12.7 })).toBe(12);
    expect(rollPart({ partNumber: '12' })).toBeNull();
    expect(rollPart({})).toBeNull();
    expect(rollAssembly({ assemblyNumber: 173 })).toBe(173);
    expect(rollAssembly({ assemblyNumber: '173' })).toBeNull();
    expect(placedRecord({ partNumber: 4, assemblyNumber: 173 })).toEqual(part(4, 173));
    expect(placedRecord({ assemblyNumber: 173 })).toBeNull();
  });
});
