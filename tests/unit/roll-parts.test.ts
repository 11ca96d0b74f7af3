// The per-part checks of a roll import: gaps reported, a repeated serial refuses the part,
// EPICs given twice in the file named on each part that has them, counts by gender.
import { describe, expect, it } from 'vitest';
import { createPartChecks, partRefusal } from '../../src/domain/roll-parts.ts';

describe('roll part checks', () => {
  it('counts rows, gaps, repeated serials, duplicate EPICs and genders per part', () => {
    const checks = createPartChecks();
    const row = (
      partNumber: number,
      serialNumber: number | undefined,
      voterId: string,
      gender: string,
    ) => checks.add({ partNumber, serialNumber, voterId, gender, assemblyNumber: 173 });
    row(12, 1, 'ABC0000001', 'Male');
    row(12, 2, 'ABC0000002', 'F');
    row(12, 5, 'abc0000003', 'Other');
    row(12, undefined, 'ABC0000004', '');
    row(13, 1, 'ABC0000003', 'Female'); // the same EPIC as part 12's third row
    row(13, 2, 'ABC0000005', 'Male');
    row(13, 2, 'ABC0000006', 'Male'); // serial 2 twice
    const [p12, p13] = checks.parts();
    expect(p12).toMatchObject({
      part: 12,
      assemblyNumber: 173,
      rows: 4,
      withSerial: 3,
      gapCount: 2,
      gaps: [3, 4],
      repeatedSerials: [],
      duplicateEpics: ['ABC0000003'],
      gender: { male: 1, female: 1, third: 1, unknown: 1 },
    });
    expect(partRefusal(p12!)).toBeNull();
    expect(p13).toMatchObject({
      rows: 3,
      gapCount: 0,
      repeatedSerials: [2],
      duplicateEpics: ['ABC0000003'],
    });
    expect(partRefusal(p13!)).toBe('voterImport.parts.repeatedSerials');
  });

  it('counts every gap but lists the first twenty', () => {
    const checks = createPartChecks();
    checks.add({ partNumber: 1, serialNumber: 1 });
    checks.add({ partNumber: 1, serialNumber: 100 });
    const [p] = checks.parts();
    expect(p!.gapCount).toBe(98);
    expect(p!.gaps).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
  });
});
