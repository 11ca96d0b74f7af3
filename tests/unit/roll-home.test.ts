// The rule of where a roll record lives (src/domain/roll-home.ts): the one booth holding its
// part inside its assembly (or inside a shallower place it sits at), else that assembly.
import { describe, expect, test } from 'vitest';
import { homeOf, regionOf, rollPart } from '../../src/domain/roll-home.ts';

const booth = (path: string, parts: number[], deleted = false) => ({ path, parts, deleted });

describe('roll homes', () => {
  const booths = [
    booth('up/lko/lc/b/m/booth-12', [12, 13]),
    booth('up/lko/lc/b/m/booth-14', [14, 15]),
    booth('up/lko/lc/b/m/booth-15', [15]),
    booth('up/lko/ln/b/m/booth-1', [12]),
    booth('up/lko/lc/b/m/booth-16', [16], true),
  ];

  test('the region is the assembly at assembly depth and below, else the place itself', () => {
    expect(regionOf('up/lko/lc/b/m/booth-12')).toBe('up/lko/lc');
    expect(regionOf('up/lko/lc')).toBe('up/lko/lc');
    expect(regionOf('up/lko')).toBe('up/lko');
    expect(regionOf('')).toBe('');
  });

  test('the one live booth of the part in the region; none or several: the region', () => {
    expect(homeOf(13, 'up/lko/lc/b/m/booth-14', booths)).toBe('up/lko/lc/b/m/booth-12');
    expect(homeOf(13, 'up/lko/lc', booths)).toBe('up/lko/lc/b/m/booth-12');
    // Part 12 repeats in another assembly: each assembly has its own.
    expect(homeOf(12, 'up/lko/lc/b', booths)).toBe('up/lko/lc/b/m/booth-12');
    expect(homeOf(12, 'up/lko/ln', booths)).toBe('up/lko/ln/b/m/booth-1');
    expect(homeOf(12, 'up/lko', booths)).toBe('up/lko');
    expect(homeOf(15, 'up/lko/lc/b/m/booth-15', booths)).toBe('up/lko/lc');
    expect(homeOf(16, 'up/lko/lc/b/m/booth-16', booths)).toBe('up/lko/lc');
    expect(homeOf(14, '', booths)).toBe('up/lko/lc/b/m/booth-14');
    expect(homeOf(99, 'up', booths)).toBe('up');
  });

  test('a home is its own home: moving twice changes nothing', () => {
    for (const part of [12, 13, 14, 15, 16, 99])
      for (const scope of ['', 'up', 'up/lko', 'up/lko/lc', 'up/lko/lc/b/m/booth-15']) {
        const home = homeOf(part, scope, booths);
        expect(homeOf(part, home, booths), `${part} ${scope}`).toBe(home);
      }
  });

  test('the part of a record: its number, truncated; none without one', () => {
    expect(rollPart({ partNumber: 12 })).toBe(12);
    expect(rollPart({ partNumber: 12.7 })).toBe(12);
    expect(rollPart({ partNumber: '12' })).toBeNull();
    expect(rollPart({})).toBeNull();
  });
});
