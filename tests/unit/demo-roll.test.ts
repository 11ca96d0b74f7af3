// The demo roll of `npm run seed:demo`: variant fields present in part, names in Devanagari
// only where their spelling is known, and the same roll every time.
import { describe, expect, it } from 'vitest';
import { generateRoll } from '../../server/demo/roll-generator.ts';
import { createRng } from '../../server/demo/roll/prng.ts';
import { toDevanagari, withVariants } from '../../server/demo/roll/variants.ts';
import { boothPath, demoAreas, rollIdentity } from '../../server/demo/roll/roll-identity.ts';
import { levelOf } from '../../src/domain/areas.ts';

function demoRoll(count: number) {
  const rng = createRng(2026, 0x5eed);
  const voters = [];
  for (const batch of generateRoll({ seed: 2026, count, assemblySize: 75_000 }))
    for (const v of batch) voters.push({ id: v.id, fields: withVariants({ ...v.fields }, rng) });
  return voters;
}

describe('demo roll', () => {
  it('writes known names in Devanagari and leaves unknown ones alone', () => {
    expect(toDevanagari('Sunita Yadav')).toBe('सुनीता यादव');
    expect(toDevanagari('Ram Kumar')).toBe('राम कुमार');
    expect(toDevanagari('Zorawar Yadav')).toBeUndefined();
  });

  it('fills every variant field on some voters and mixes both scripts', () => {
    const voters = demoRoll(3000);
    const fields = [
      'homeShifted',
      'outside',
      'labharthicenter',
      'approachqty',
      'candidatename',
      'alive',
      'category',
      'education',
      'profession',
    ] as const;
    for (const f of fields) {
      const filled = voters.filter((v) => v.fields[f] !== undefined).length;
      expect(filled, f).toBeGreaterThan(0);
    }
    const devanagari = voters.filter((v) => /[\u0900-\u097f]/.test(v.fields.firstName)).length;
    expect(devanagari / voters.length).toBeGreaterThan(0.05);
    expect(devanagari / voters.length).toBeLessThan(0.5);
    // A Devanagari voter has all three names in Devanagari, never a mix.
    for (const v of voters.filter((x) => /[\u0900-\u097f]/.test(x.fields.firstName)))
      expect(`${v.fields.lastName} ${v.fields.relation}`).not.toMatch(/[A-Za-z]/);
    // 250 voters a part: 3,000 voters fill parts 1–12.
    expect(new Set(voters.map((v) => v.fields.partNumber))).toEqual(
      new Set(Array.from({ length: 12 }, (_, i) => i + 1)),
    );
  });

  it('is the same roll every time, so a second seed updates instead of doubling', () => {
    const a = demoRoll(500);
    const b = demoRoll(500);
    expect(b).toEqual(a);
  });

  it('carries the roll identity: serials per part, sections, relation types, both scripts', () => {
    const identity = rollIdentity(250);
    const voters = [];
    for (const batch of generateRoll({ seed: 2026, count: 600, assemblySize: 75_000 }))
      for (const v of batch) voters.push({ ...v.fields, ...identity(v) });
    for (const part of [1, 2, 3]) {
      const serials = voters.filter((v) => v.partNumber === part).map((v) => v.serialNumber);
      // A household never straddles two parts, so a part holds about 250, not exactly.
      expect(serials.length).toBeGreaterThan(part < 3 ? 240 : 80);
      expect(serials, `part ${part}`).toEqual(serials.map((_, i) => i + 1));
    }
    expect(new Set(voters.map((v) => v.sectionNumber))).toEqual(new Set([1, 2, 3]));
    // The roll names a husband only for women.
    for (const v of voters.filter((x) => x.relationType === 'husband'))
      expect(v.gender).toBe('Female');
    expect(voters.filter((v) => v.relationType === 'father').length).toBeGreaterThan(200);
    const paired = voters.filter((v) => v.firstNameHi);
    expect(paired.length / voters.length).toBeGreaterThan(0.2);
    for (const v of paired) {
      expect(v.firstName).toMatch(/^[A-Za-z ]+$/);
      expect(v.firstNameHi).toBe(toDevanagari(v.firstName));
    }
    expect(voters[0]).toMatchObject({
      assemblyNumber: 173,
      assemblyName: 'Lucknow Central',
      rollEdition: 'Special Summary Revision 2026',
      rollPublished: '2026-01-06',
    });
  });

  it('names a booth for every part, holding that part, with its polling station', () => {
    const areas = demoAreas([
      { part: 1, locality: 'Aminabad' },
      { part: 31, locality: 'Hazratganj' },
    ]);
    const booths = areas.filter((a) => levelOf(a.fields.path) === 'booth');
    expect(booths.map((b) => [b.fields.path, b.fields.parts])).toEqual([
      [boothPath(1), [1]],
      [boothPath(31), [31]],
    ]);
    expect(booths[0]!.fields.pollingStation).toBe('Govt. Primary School, Aminabad, Room 1');
    // Every area above a booth is there too, each once: state, district, assembly, block, 2 mandals.
    expect(areas.length).toBe(8);
    expect(new Set(areas.map((a) => a.id)).size).toBe(8);
  });
});
