// The demo roll of `npm run seed:demo`: variant fields present in part, names in Devanagari
// only where their spelling is known, and the same roll every time.
import { describe, expect, it } from 'vitest';
import { generateRoll } from '../../bench/roll-generator.ts';
import { createRng } from '../../bench/roll/prng.ts';
import { toDevanagari, withVariants } from '../../bench/roll/variants.ts';

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
});
