// The areas a roll implies: the assembly for a district importer, a booth per part under the
// roll's placeholder block and mandal (or under the importer's own block or mandal), booths
// already holding a part kept, a part of another assembly refused, nothing above a district.
import { describe, expect, it } from 'vitest';
import type { AreaFields } from '../../src/domain/areas.ts';
import { planRollAreas } from '../../src/domain/roll-areas.ts';

const AC = 'up/lucknow/lucknow-central';
const assembly: AreaFields = { path: AC, name: 'Lucknow Central', number: 173 };

describe('areas a roll implies', () => {
  it('makes a booth per part under the assembly, keeping booths that hold a part already', () => {
    const own: AreaFields = {
      path: `${AC}/aliganj/sector-q/booth-12`,
      name: 'Booth 12',
      parts: [12],
    };
    const plan = planRollAreas(
      AC,
      [assembly, own],
      [
        { part: 12, assemblyNumber: 173 },
        {
          part: 13,
          assemblyNumber: 173,
          pollingStation: 'Govt. Primary School, Naya Tola, Room 2',
        },
        { part: 14, assemblyName: 'lucknow central' },
      ],
    );
    expect(plan.refused).toEqual([]);
    expect(plan.create.map((a) => [a.path, a.parts, a.pollingStation])).toEqual([
      [`${AC}/roll`, undefined, undefined],
      [`${AC}/roll/parts`, undefined, undefined],
      [`${AC}/roll/parts/part-13`, [13], 'Govt. Primary School, Naya Tola, Room 2'],
      [`${AC}/roll/parts/part-14`, [14], undefined],
    ]);
    expect(plan.create[2]).toMatchObject({ name: 'Part 13', nameHi: 'भाग 13' });
  });

  it("refuses the parts of another assembly than the importer's", () => {
    const plan = planRollAreas(
      AC,
      [assembly],
      [{ part: 5, assemblyNumber: 174 }, { part: 6, assemblyName: 'Lucknow East' }, { part: 7 }],
    );
    expect(plan.refused).toEqual([
      { part: 5, reason: 'voterImport.parts.otherAssembly' },
      { part: 6, reason: 'voterImport.parts.otherAssembly' },
    ]);
    expect(plan.create.map((a) => a.path)).toEqual([
      `${AC}/roll`,
      `${AC}/roll/parts`,
      `${AC}/roll/parts/part-7`,
    ]);
  });

  it('a district importer gets the assemblies the roll names; above a district nothing is made', () => {
    const plan = planRollAreas(
      'up/lucknow',
      [],
      [
        { part: 1, assemblyNumber: 173, assemblyName: 'Lucknow Central' },
        { part: 2, assemblyNumber: 173, assemblyName: 'Lucknow Central' },
        { part: 1, assemblyNumber: 174, assemblyName: 'Lucknow East' },
      ],
    );
    const paths = plan.create.map((a) => a.path);
    expect(paths).toContain('up/lucknow/lucknow-central');
    expect(paths).toContain('up/lucknow/lucknow-central/roll/parts/part-2');
    expect(paths).toContain('up/lucknow/lucknow-east/roll/parts/part-1');
    expect(plan.create.find((a) => a.path === 'up/lucknow/lucknow-east')).toMatchObject({
      name: 'Lucknow East',
      number: 174,
    });
    const top = planRollAreas('', [], [{ part: 1, assemblyNumber: 173 }]);
    expect(top).toEqual({ create: [], refused: [], unplaced: [1] });
  });

  it('a mandal importer gets its booths directly below, a booth importer none', () => {
    const mandal = `${AC}/aliganj/sector-q`;
    expect(planRollAreas(mandal, [assembly], [{ part: 9 }]).create.map((a) => a.path)).toEqual([
      `${mandal}/part-9`,
    ]);
    expect(planRollAreas(`${mandal}/booth-12`, [assembly], [{ part: 9 }]).create).toEqual([]);
  });

  it('a booth importer whose booth lists its parts takes those parts only', () => {
    const booth = { path: `${AC}/aliganj/sector-q/booth-12`, name: 'Booth 12', parts: [12] };
    const plan = planRollAreas(booth.path, [assembly, booth], [{ part: 12 }, { part: 13 }]);
    expect(plan).toEqual({
      create: [],
      refused: [{ part: 13, reason: 'voterImport.parts.otherBooth' }],
      unplaced: [],
    });
    // A booth with no parts listed yet takes the part it is given.
    const open = { ...booth, parts: [] };
    expect(planRollAreas(booth.path, [assembly, open], [{ part: 13 }]).refused).toEqual([]);
  });
});
